import XCTest
@testable import DialogKit

/// Whole frames as a user sees them (monochrome, so the picture is the whole story; styles are dumped apart).
final class FrameComposerTests: XCTestCase {
    private let mono = Theme.standard(for: .none)

    private func picture(_ buffer: Buffer) -> String { buffer.trimmedLines().joined(separator: "\n") }

    func testFullscreenConfirmIsCentredWithTheHelpLineBelow() {
        let confirm = Alert.confirm(message: "Delete 3 files from the archive?", title: "Delete files")
        let frame = FrameComposer.compose(confirm, screen: Size(width: 50, height: 12), placement: .fullscreen,
                                          frame: .shown, theme: mono)
        XCTAssertEqual(picture(frame), """


                  ╭────────────────────────────────────╮
                  │                                    │
                  │            Delete files            │
                  │                                    │
                  │  Delete 3 files from the archive?  │
                  │                                    │
                  │          < Yes >  < No >           │
                  ╰────────────────────────────────────╯

                   ←/→ move · Enter choose · Esc cancel
            """)
    }

    func testInlineBoxDropsPaddingBeforeItCutsTheMessage() {
        let alert = Alert(message: "Disk is almost full.\nFree some space now?", title: "Warning", icon: .warning,
                          buttons: ["&Clean up", "Later"].map(ButtonLabel.init(parsing:)), defaultButton: 1)
        let frame = FrameComposer.compose(alert, screen: Size(width: 44, height: 9), placement: .inline,
                                          frame: .shown, theme: mono)
        XCTAssertEqual(picture(frame), """
                   ╭────────────────────────────╮
                   │        (!) Warning         │
                   │                            │
                   │    Disk is almost full.    │
                   │    Free some space now?    │
                   │                            │
                   │  < Clean up >  < Later >   │
                   ╰────────────────────────────╯
            """)
        // The title is bold, the hotkey C underlined, the focused (default) button reversed.
        XCTAssertEqual(frame.styleDump(), """
            1: 16-26 bold
            6: 12 underline | 24-32 bold,reverse
            """)
    }

    func testATinyScreenStillShowsTheButtonsAndSaysThereIsMore() {
        let alert = Alert(message: "A long message that cannot fit on such a small screen at all",
                          buttons: [ButtonLabel(text: "OK"), ButtonLabel(text: "Cancel")])
        let frame = FrameComposer.compose(alert, screen: Size(width: 20, height: 4), placement: .fullscreen,
                                          frame: .shown, theme: mono)
        XCTAssertEqual(picture(frame), """
             ╭────────────────╮
             │  A long        ▼
             │< OK >  < Ca… > │
             ╰────────── 16% ─╯
            """)
    }

    func testThePopInShowsTheFinalLayoutClippedToTheBoxFromTheFirstFrame() {
        let confirm = Alert.confirm(message: "Delete 3 files from the archive?", title: "Delete files")
        let frame = FrameComposer.compose(confirm, screen: Size(width: 50, height: 12), placement: .fullscreen,
                                          frame: Transition.entrance(at: 0), theme: mono)
        // Six tenths of the box, around the same centre: the title and message stay where the final frame has
        // them, cut by the border rather than wrapped again, and the buttons are still outside.
        XCTAssertEqual(picture(frame), """



                         ╭─────────────────────╮
                         │     Delete files    │
                         │                     │
                         │e 3 files from the ar│
                         ╰─────────────────────╯



                   ←/→ move · Enter choose · Esc cancel
            """)
    }

    func testAHundredMillisecondsInTheWholeMessageIsReadableInsideTheBorder() {
        let alert = Alert(message: "Readable early")
        let frame = FrameComposer.compose(alert, screen: Size(width: 40, height: 11), placement: .fullscreen,
                                          frame: Transition.entrance(at: 0.1), theme: mono)
        // The box is still a column short of its final 30 each side; the message is whole.
        XCTAssertEqual(picture(frame), """


                  ╭──────────────────────────╮
                  │                          │
                  │      Readable early      │
                  │                          │
                  │          < OK >          │
                  ╰──────────────────────────╯


              ←/→ move · Enter choose · Esc cancel
            """)
    }

    func testAWideGlyphCutByThePopInsEdgeLeavesABlankAndTheBorderWhole() {
        let alert = Alert(message: "東京東京東京東京東京東京東京")
        let screen = Size(width: 40, height: 9)
        for time in stride(from: 0.0, to: Transition.entranceDuration, by: Transition.frameInterval) {
            let frame = FrameComposer.compose(alert, screen: screen, placement: .fullscreen,
                                              frame: Transition.entrance(at: time), theme: mono)
            for line in frame.lines() { XCTAssertEqual(line.displayWidth, screen.width, "at \(time) s: \(line)") }
            let message = frame.lines().first { $0.contains("東") } ?? ""
            XCTAssertEqual(message.filter { $0 == "│" }.count, 2, "at \(time) s the border is whole: \(message)")
        }
    }

    func testWideGlyphsWrapByDisplayWidthAndNeverSplit() {
        let alert = Alert(message: "東京の天気は晴れです。明日は雨が降るでしょう。👍🏽 café", title: "Météo")
        let frame = FrameComposer.compose(alert, screen: Size(width: 30, height: 10), placement: .inline,
                                          frame: .shown, theme: mono)
        XCTAssertEqual(picture(frame), """
             ╭──────────────────────────╮
             │          Météo           │
             │                          │
             │  東京の天気は晴れです。  │
             │  明日は雨が降るでしょう  │
             │  。👍🏽 café               │
             │                          │
             │          < OK >          │
             ╰──────────────────────────╯
            """)
        for line in frame.lines() { XCTAssertEqual(line.displayWidth, 30, line) }
    }

    func testTheBackdropDimsInStepsAndTheDismissedBoxFadesTowardIt() {
        var theme = Theme.standard(for: .ansi256)
        theme.backdrop = .indexed(232)
        let alert = Alert(message: "Hi")
        let screen = Size(width: 30, height: 9)
        // From the terminal's background (#303030, grey 236) down the grey ramp to the shade.
        let behind = Backdrop(background: RGB(0x30, 0x30, 0x30))
        let levels = [0.0, 0.05, 0.1, 0.2, 0.3].map { time in
            FrameComposer.compose(alert, screen: screen, placement: .fullscreen, frame: Transition.entrance(at: time),
                                  theme: theme, behind: behind)[x: 0, y: 0].style.background
        }
        XCTAssertEqual(levels, [Color.indexed(235), .indexed(235), .indexed(234), .indexed(232), .indexed(232)])
        let leaving = FrameComposer.compose(alert, screen: screen, placement: .fullscreen, frame: Transition.exit(at: 0.05),
                                            theme: theme)
        let box = FrameComposer.boxRect(alert, screen: screen, placement: .fullscreen)
        // 40 % of the way from the box's charcoal (44, 44, 46) to the shade, grey 232 (8, 8, 8).
        XCTAssertEqual(Transition.exit(at: 0.05).opacity, 0.6, accuracy: 1e-9)
        XCTAssertEqual(leaving[x: box.x + 1, y: box.y + 1].style.background, .rgb(30, 30, 31))
        XCTAssertFalse(leaving[x: box.x + 1, y: box.y + 1].style.attributes.contains(.dim))
        // 16 colours cannot be mixed: the box's blanks are dithered toward the backdrop (see `BoxFadePaletteTests`).
        let leaving16 = FrameComposer.compose(alert, screen: screen, placement: .fullscreen, frame: Transition.exit(at: 0.05),
                                              theme: .standard(for: .ansi16))
        XCTAssertEqual(leaving16[x: box.x + 1, y: box.y + 1].grapheme, "▒")
        XCTAssertEqual(leaving16[x: box.x + 1, y: box.y + 1].style.foreground, Theme.standard(for: .ansi16).panel.background)
        let gone = FrameComposer.compose(alert, screen: screen, placement: .fullscreen, frame: .gone, theme: theme)
        XCTAssertEqual(gone, Buffer(size: screen), "the last frame of the exit is an empty screen")
    }
}
