import XCTest
@testable import DialogKit

/// The box's fade-out at 16 colours: its blanks dithered toward the backdrop (`▓`, `▒`, `░`, as the backdrop fades in),
/// its text stepped along the palette and faint at the end, never the colour of what it stands on.
final class BoxFadePaletteTests: XCTestCase {
    private let alert = Alert(message: "Saved 👍🏽 東京")
    private let screen = Size(width: 24, height: 7)
    private var box: Rect { FrameComposer.boxRect(alert, screen: screen, placement: .fullscreen) }

    private func theme(_ appearance: Appearance) -> Theme { .standard(for: .ansi16, appearance: appearance) }

    /// The frames of the fade-out at its four steps (opacity 0.8, 0.6, 0.4, 0.2).
    private func steps(_ appearance: Appearance) -> [Buffer] {
        [0.01, 0.06, 0.11, 0.16].map { time in
            FrameComposer.compose(alert, screen: screen, placement: .fullscreen, frame: Transition.exit(at: time),
                                  theme: theme(appearance))
        }
    }

    /// The box's rows, as drawn.
    private func picture(_ buffer: Buffer) -> String {
        buffer.lines()[box.y..<box.maxY].joined(separator: "\n")
    }

    func testTheBoxFadesInFourStepsOfShadeOnADarkTerminal() {
        let steps = steps(.dark)
        XCTAssertEqual(picture(steps[0]), """
             ╭────────────────────╮ \("")
             │▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓│ \("")
             │▓▓▓Saved▓👍🏽▓東京▓▓▓▓│ \("")
             │▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓│ \("")
             │▓▓▓▓▓▓▓<▓OK▓>▓▓▓▓▓▓▓│ \("")
             ╰────────────────────╯ \("")
            """)
        XCTAssertEqual(picture(steps[1]), """
            ▓╭────────────────────╮▓
            ▓│▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒│▓
            ▓│▒▒▒Saved▒👍🏽▒東京▒▒▒▒│▓
            ▓│▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒▒│▓
            ▓│▒▒▒▒▒▒▒<▒OK▒>▒▒▒▒▒▒▒│▓
            ▓╰────────────────────╯▓
            """)
        XCTAssertEqual(picture(steps[3]), """
            ░╭────────────────────╮░
            ░│░░░░░░░░░░░░░░░░░░░░│░
            ░│░░░Saved░👍🏽░東京░░░░│░
            ░│░░░░░░░░░░░░░░░░░░░░│░
            ░│░░░░░░░<░OK░>░░░░░░░│░
            ░╰────────────────────╯░
            """)
        // The shades are the box's blue over the backdrop's black while it is solid, then over the terminal's own.
        let blue = theme(.dark).panel.background
        XCTAssertEqual(steps[0][x: box.x + 1, y: box.y + 1].style, Style(foreground: blue, background: .ansi(0)))
        XCTAssertEqual(steps[1][x: box.x + 1, y: box.y + 1].style, Style(foreground: blue, background: .default))
    }

    func testTheTextStepsAlongThePaletteAndIsNeverTheColourItStandsOn() {
        for appearance in [Appearance.dark, .light] {
            let shown = FrameComposer.compose(alert, screen: screen, placement: .fullscreen, frame: .shown,
                                              theme: theme(appearance))
            let message = Point(x: box.x + 4, y: box.y + 2)
            XCTAssertEqual(shown[x: message.x, y: message.y].grapheme, "S")
            var colours: [Color] = []
            for (step, frame) in steps(appearance).enumerated() {
                let cell = frame[x: message.x, y: message.y]
                XCTAssertEqual(cell.grapheme, "S", "\(appearance) step \(step + 1): the text stays")
                XCTAssertNotEqual(cell.style.foreground, cell.style.background, "\(appearance) step \(step + 1)")
                if case .ansi(let index) = cell.style.foreground { XCTAssertLessThan(index, 16) } else {
                    XCTFail("\(appearance) step \(step + 1): \(cell.style.foreground) is not one of the 16 colours")
                }
                colours.append(cell.style.foreground)
                // Until half faded the text keeps the box's colour behind it; then it stands on the backdrop.
                let onBox = step < 2
                XCTAssertEqual(cell.style.background == shown[x: message.x, y: message.y].style.background, onBox,
                               "\(appearance) step \(step + 1)")
                XCTAssertEqual(cell.style.attributes.contains(.dim), step == 3, "\(appearance) step \(step + 1): faint last")
                // Every blank of the box is a shade in the box's colour.
                let blank = frame[x: box.x + 1, y: box.y + 1]
                XCTAssertEqual(blank.style.foreground, shown[x: box.x + 1, y: box.y + 1].style.background)
                XCTAssertTrue(["▓", "▒", "░"].contains(blank.grapheme), "\(appearance) step \(step + 1)")
            }
            XCTAssertGreaterThan(Set(colours.map(\.description)).count, 1, "\(appearance): the text steps, \(colours)")
        }
        // The wide glyphs keep their continuation cells.
        let last = steps(.dark)[3]
        let row = last.lines()[box.y + 2]
        XCTAssertEqual(row.displayWidth, screen.width, row)
    }
}
