import XCTest
@testable import DialogKit

/// The captured tmux pane behind a fullscreen box, dimmed by one rule for every cell: each colour moved toward the
/// backdrop by one fraction, default text included, never fainter than a ghost (1.5:1 against its background) and
/// never stronger than the box's text. Checked at every depth on a dark and a light terminal, for each class of
/// colour a pane holds.
final class BackdropDimmingTests: XCTestCase {
    private struct Setup {
        let name: String
        let appearance: Appearance
        let background: RGB
        let foreground: RGB
    }

    private let setups = [
        Setup(name: "dark", appearance: .dark, background: RGB(0, 0, 0), foreground: RGB(229, 229, 229)),
        Setup(name: "dark grey", appearance: .dark, background: RGB(0x1d, 0x1f, 0x21), foreground: RGB(0xc5, 0xc8, 0xc6)),
        Setup(name: "light", appearance: .light, background: RGB(255, 255, 255), foreground: RGB(0, 0, 0)),
    ]
    private let depths: [ColorDepth] = [.ansi16, .ansi256, .trueColor]

    /// Every class of colour a captured cell can have: the default, the 16, the 256 cube and ramp, 24-bit.
    private let foregrounds: [Color] = [.default] + (0..<16).map { Color.ansi(UInt8($0)) }
        + [.indexed(17), .indexed(33), .indexed(196), .indexed(244), .indexed(252), .rgb(30, 30, 200), .rgb(255, 200, 0)]
    private let backgrounds: [Color] = [.default, .ansi(4), .ansi(7), .indexed(236), .rgb(200, 0, 0)]

    private func theme(_ depth: ColorDepth, _ appearance: Appearance) -> Theme {
        Theme.standard(for: depth, appearance: appearance)
    }

    /// What a colour shows as, the terminal's own for `.default`.
    private func shown(_ color: Color, or own: RGB) -> RGB { Backdrop.rgb(of: color) ?? own }

    private func capture(_ style: Style, text: String = "ls -l") -> Buffer {
        var buffer = Buffer(size: Size(width: 8, height: 1))
        buffer.put(text, x: 0, y: 0, style: style)
        return buffer
    }

    private func dimmed(_ style: Style, _ depth: ColorDepth, _ setup: Setup, level: Double = 1) -> Style {
        Backdrop.dimmed(capture(style), level: level, theme: theme(depth, setup.appearance),
                        background: setup.background, foreground: setup.foreground)[x: 0, y: 0].style
    }

    func testEveryColourKeepsAGhostThatCanBeMadeOutAndStaysBelowTheBoxsText() {
        for depth in depths {
            for setup in setups {
                let theme = theme(depth, setup.appearance)
                let boxText = shown(depth.resolve(theme.message.foreground), or: setup.foreground)
                let box = shown(depth.resolve(theme.panel.background), or: setup.background)
                let ceiling = RGB.contrast(boxText, box)
                for background in backgrounds {
                    for foreground in foregrounds {
                        let style = dimmed(Style(foreground: foreground, background: background), depth, setup)
                        let what = "\(depth) \(setup.name): \(foreground) on \(background) became \(style)"
                        XCTAssertNotEqual(style.foreground, .default, "\(what): default text is given a colour")
                        XCTAssertEqual(depth.resolve(style.foreground), style.foreground, "\(what): a colour the depth has")
                        XCTAssertEqual(depth.resolve(style.background), style.background, "\(what): a colour the depth has")
                        XCTAssertFalse(style.attributes.contains(.dim), "\(what): no faint attribute")
                        let text = shown(style.foreground, or: setup.foreground)
                        let ground = shown(style.background, or: setup.background)
                        let contrast = RGB.contrast(text, ground)
                        let undimmed = RGB.contrast(shown(foreground, or: setup.foreground), shown(background, or: setup.background))
                        XCTAssertGreaterThanOrEqual(contrast, min(Backdrop.ghostContrast, undimmed) - 0.01, "\(what): a ghost")
                        XCTAssertLessThanOrEqual(contrast, max(ceiling, Backdrop.ghostContrast) + 0.01,
                                                 "\(what): \(contrast) is above the box's text (\(ceiling))")
                    }
                }
            }
        }
    }

    func testDefaultTextAndColouredTextMoveByTheSameFraction() {
        let setup = setups[1]
        let theme = theme(.trueColor, .dark)
        let target = Backdrop.rgb(of: Backdrop.color(level: 1, theme: theme, background: setup.background))!
        for (color, rgb) in [(Color.default, setup.foreground), (.rgb(200, 180, 40), RGB(200, 180, 40)), (.ansi(7), RGB(229, 229, 229))] {
            let style = dimmed(Style(foreground: color), .trueColor, setup)
            let expected = Backdrop.mix(rgb, target, Backdrop.dimming)
            XCTAssertEqual(style.foreground, .rgb(expected.red, expected.green, expected.blue), "\(color)")
        }
    }

    func testDarkBlueOnBlackStaysAGhostInsteadOfVanishing() {
        // `ls` colours a directory dark blue: moved 60 % toward black it would be 1.1:1.
        let setup = setups[0]
        for depth in depths {
            let style = dimmed(Style(foreground: .ansi(4)), depth, setup)
            let contrast = RGB.contrast(shown(style.foreground, or: setup.foreground), shown(style.background, or: setup.background))
            XCTAssertGreaterThanOrEqual(contrast, Backdrop.ghostContrast, "\(depth): \(style)")
        }
    }

    func testReverseFaintAndBoldAreResolvedIntoColours() {
        let setup = setups[0]
        let reversed = dimmed(Style(attributes: .reverse), .trueColor, setup)
        XCTAssertFalse(reversed.attributes.contains(.reverse))
        XCTAssertNotEqual(reversed.background, .default, "the block of default text colour is dimmed too")
        XCTAssertLessThan(Backdrop.luminance(shown(reversed.background, or: setup.background)), 229)
        let faint = dimmed(Style(attributes: .dim), .trueColor, setup)
        let plain = dimmed(.plain, .trueColor, setup)
        XCTAssertLessThan(Backdrop.luminance(shown(faint.foreground, or: setup.foreground)),
                          Backdrop.luminance(shown(plain.foreground, or: setup.foreground)), "faint text stays fainter")
        // Faint text on a light terminal is a mid grey, the colour of the veil: it is moved to stay a ghost.
        let light = setups[2]
        for depth in depths {
            let style = dimmed(Style(attributes: .dim), depth, light)
            let contrast = RGB.contrast(shown(style.foreground, or: light.foreground), shown(style.background, or: light.background))
            XCTAssertGreaterThanOrEqual(contrast, Backdrop.ghostContrast - 0.01, "\(depth): \(style)")
        }
        XCTAssertEqual(dimmed(Style(attributes: [.bold, .underline]), .trueColor, setup).attributes, .underline)
    }

    func testTheTextAndWideGlyphsStayInTheirCells() {
        var capture = Buffer(size: Size(width: 12, height: 1))
        capture.put("漢 👍🏽 e\u{301}", x: 0, y: 0, style: Style(foreground: .ansi(2)))
        for depth in depths {
            let dimmed = Backdrop.dimmed(capture, level: 1, theme: theme(depth, .dark), background: RGB(0, 0, 0))
            XCTAssertEqual(dimmed.lines(), capture.lines(), "\(depth)")
            XCTAssertTrue(dimmed[x: 1, y: 0].isContinuation)
            XCTAssertTrue(dimmed[x: 4, y: 0].isContinuation)
        }
        XCTAssertEqual(Backdrop.dimmed(capture, level: 0, theme: theme(.trueColor, .dark), background: nil), capture)
    }

    /// The default text's colour and the blank cells through the fade's four levels.
    private func fade(_ depth: ColorDepth, _ setup: Setup) -> [(text: Color, blank: Cell)] {
        [0.25, 0.5, 0.75, 1].map { level in
            let dimmed = Backdrop.dimmed(capture(.plain, text: "ls"), level: level, theme: theme(depth, setup.appearance),
                                         background: setup.background, foreground: setup.foreground)
            return (dimmed[x: 0, y: 0].style.foreground, dimmed[x: 5, y: 0])
        }
    }

    func testTheDefaultTextFadesInStepsAtEveryDepth() {
        for setup in setups {
            for depth in [ColorDepth.ansi256, .trueColor] {
                let steps = fade(depth, setup)
                let contrasts = steps.map { step in
                    RGB.contrast(shown(step.text, or: setup.foreground), shown(step.blank.style.background, or: setup.background))
                }
                XCTAssertEqual(Set(steps.map(\.text)).count, 4, "\(depth) \(setup.name): four steps, \(steps.map(\.text))")
                XCTAssertEqual(contrasts, contrasts.sorted(by: >), "\(depth) \(setup.name): fainter at each step")
            }
            // 16 colours have fewer steps: the text takes those there are below the box's text (on a dark
            // terminal, whose box is blue, grey is the only one), fainter than it was; the blanks are dithered.
            let steps = fade(.ansi16, setup)
            let contrasts = steps.map { step in
                RGB.contrast(shown(step.text, or: setup.foreground), shown(.default, or: setup.background))
            }
            let undimmed = RGB.contrast(shown(.default, or: setup.foreground), shown(.default, or: setup.background))
            XCTAssertEqual(contrasts, contrasts.sorted(by: >), "16 colours \(setup.name): never brighter at a later step")
            XCTAssertLessThan(contrasts.last!, undimmed, "16 colours \(setup.name): \(steps.map(\.text)) dimmed")
            XCTAssertEqual(steps.map(\.blank.grapheme), ["░", "▒", "▓", " "], "16 colours \(setup.name)")
        }
    }

    func testTheBoxPopsInOverAPaneThatFadesInOverItsFrames() {
        struct Note: Dialog {
            typealias Outcome = Int
            let helpLine = ""
            func handle(_ event: DialogEvent, screen: Size) -> Effect<Int>? { nil }
            func boxSize(screen: Size) -> Size { Size(width: 10, height: 3) }
            func render(into buffer: inout Buffer, in rect: Rect, screen: Size, theme: Theme) {
                Panel.draw(into: &buffer, rect, border: true, theme: theme)
            }
        }
        let screen = Size(width: 30, height: 9)
        var capture = Buffer(size: screen)
        capture.put("$ make all", x: 0, y: 0, style: .plain)
        capture.put("ok", x: 0, y: 1, style: Style(foreground: .ansi(2)))
        for depth in depths {
            for setup in setups {
                let theme = theme(depth, setup.appearance)
                let behind = Backdrop(background: setup.background, foreground: setup.foreground, capture: capture)
                var looks: [[Cell]] = []
                var time = 0.0
                while time < Transition.entranceDuration + Transition.frameInterval {
                    let frame = FrameComposer.compose(Note(), screen: screen, placement: .fullscreen,
                                                      frame: Transition.entrance(at: time), theme: theme, behind: behind)
                    let look = [frame[x: 0, y: 0], frame[x: 0, y: 1], frame[x: 20, y: 0]]
                    if looks.last != look { looks.append(look) }
                    time += Transition.frameInterval
                }
                let what = "\(depth) \(setup.name)"
                XCTAssertEqual(looks.count, 4, "\(what): the pane dims in the fade's four steps over the pop-in")
                XCTAssertEqual(looks.first?[0].grapheme, "$", "\(what): the text stays")
                XCTAssertNotEqual(looks.first, [capture[x: 0, y: 0], capture[x: 0, y: 1], capture[x: 20, y: 0]],
                                  "\(what): dimmed from the first frame")
                let end = Backdrop.dimmed(capture, level: 1, theme: theme, background: setup.background, foreground: setup.foreground)
                XCTAssertEqual(looks.last, [end[x: 0, y: 0], end[x: 0, y: 1], end[x: 20, y: 0]], "\(what): ends fully dimmed")
            }
        }
    }
}

extension BackdropDimmingTests {
    func testTheTablesContrastIsWCAGs() {
        for (a, b) in [(RGB(0, 0, 0), RGB(255, 255, 255)), (RGB(0, 0, 238), RGB(0, 0, 0)), (RGB(127, 127, 132), RGB(229, 229, 229))] {
            XCTAssertEqual(Dimming.contrast(a, b), RGB.contrast(a, b), accuracy: 1e-9)
        }
    }
}
