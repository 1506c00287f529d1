import XCTest
@testable import DialogKit
import TestSupport

final class InputTests: XCTestCase {
    private let screen = Size(width: 60, height: 16)
    private let mono = Theme.standard(for: .none)

    /// Decodes `bytes` as a terminal would send them and hands every key and paste to `input`.
    @discardableResult
    private func send(_ bytes: String, to input: inout Input, screen: Size? = nil) -> [Effect<Input.Outcome>] {
        var decoder = KeyDecoder()
        decoder.feed(Array(bytes.utf8))
        var effects: [Effect<Input.Outcome>] = []
        while let event = decoder.next(final: true) {
            let dialogEvent: DialogEvent
            switch event {
            case .key(let key): dialogEvent = .key(key)
            case .paste(let text): dialogEvent = .paste(text)
            default: continue
            }
            if let effect = input.handle(dialogEvent, screen: screen ?? self.screen) { effects.append(effect) }
        }
        return effects
    }

    private func picture(_ input: Input, screen: Size? = nil) -> String {
        let size = screen ?? self.screen
        return FrameComposer.compose(input, screen: size, placement: .inline, frame: .shown, theme: mono)
            .trimmedLines().joined(separator: "\n")
    }

    private func caret(_ input: Input, screen: Size? = nil) -> Point? {
        FrameComposer.caret(input, screen: screen ?? self.screen, placement: .inline)
    }

    func testEveryEditingKeyFromTheBytesATerminalSends() {
        let keys: [(bytes: String, action: KeyAction)] = [
            ("\u{1b}[D", .moveLeft), ("\u{02}", .moveLeft), ("\u{1b}[C", .moveRight), ("\u{06}", .moveRight),
            ("\u{1b}[H", .moveToStart), ("\u{01}", .moveToStart), ("\u{1b}[F", .moveToEnd), ("\u{05}", .moveToEnd),
            ("\u{1b}b", .moveWordLeft), ("\u{1b}[1;5D", .moveWordLeft), ("\u{1b}f", .moveWordRight),
            ("\u{1b}[1;5C", .moveWordRight), ("\u{7f}", .deleteBackward), ("\u{08}", .deleteBackward),
            ("\u{1b}[3~", .deleteForward), ("\u{15}", .killToStart), ("\u{0b}", .killToEnd),
            ("\u{17}", .killWhitespaceWordBackward), ("\u{1b}\u{7f}", .killWordBackward), ("\u{1b}d", .killWordForward),
            ("\u{19}", .yank), ("\r", .press), ("\t", .focusNext), ("\u{1b}[Z", .focusPrevious),
        ]
        for (bytes, expected) in keys {
            var decoder = KeyDecoder()
            decoder.feed(Array(bytes.utf8))
            guard case .key(let key)? = decoder.next(final: true) else { return XCTFail("no key from \(visible(bytes))") }
            XCTAssertEqual(KeyBindings.input.box.action(for: key).map { "\($0)" }, "\(expected)", visible(bytes))
        }
        XCTAssertEqual(Input(message: "").helpLine, "Enter accept · Tab move · Esc cancel")
    }

    func testTypingEditingAndEnterAcceptTheValue() {
        var input = Input(message: "Name?")
        XCTAssertEqual(send("Ada Lovelace", to: &input), [])
        send("\u{17}", to: &input)                  // Ctrl-W: the last word
        send("Byron\u{1b}b\u{1b}b\u{0b}", to: &input)  // two words back, then Ctrl-K
        XCTAssertEqual(input.editor.text, "")
        send("\u{19}\u{01}Lady \r", to: &input)      // yank, Ctrl-A, type
        var copy = input
        XCTAssertEqual(send("\r", to: &copy), [.finish(.accepted("Lady Ada Byron"))])
    }

    func testEscapeAndCancelCancelAndTheTimeoutTimesOut() {
        var escape = Input(message: "?", value: "typed")
        XCTAssertEqual(send("\u{1b}", to: &escape), [.finish(.cancelled)])
        var cancel = Input(message: "?", value: "typed")
        XCTAssertEqual(send("\t\t\r", to: &cancel), [.finish(.cancelled)])
        var ok = Input(message: "?", value: "typed")
        XCTAssertEqual(send("\t ", to: &ok), [.finish(.accepted("typed"))], "Space presses the focused OK")
        var late = Input(message: "?", value: "typed")
        XCTAssertEqual(late.handle(.timeout, screen: screen), .finish(.timedOut))
    }

    func testTabMovesFocusFieldOkCancelAndBack() {
        var input = Input(message: "?")
        XCTAssertEqual(input.focus, .field)
        send("\t", to: &input)
        XCTAssertEqual(input.focus, .ok)
        XCTAssertNil(caret(input), "no caret while a button has the focus")
        send("\t", to: &input)
        XCTAssertEqual(input.focus, .cancel)
        send("\t", to: &input)
        XCTAssertEqual(input.focus, .field)
        send("\u{1b}[Z", to: &input)
        XCTAssertEqual(input.focus, .cancel)
        send("\u{1b}[D", to: &input)
        XCTAssertEqual(input.focus, .ok, "Left moves between buttons")
        send("\u{7f}", to: &input)
        XCTAssertEqual(input.focus, .field, "an editing key goes back to the field")
    }

    func testTheBoxWithAPlaceholderAndTheCaretAtTheFieldStart() {
        let input = Input(message: "Where should the backup go?", title: "Backup", placeholder: "/mnt/backup")
        XCTAssertEqual(picture(input), """
                   ╭────────────────────────────────────────────╮
                   │                                            │
                   │                   Backup                   │
                   │                                            │
                   │  Where should the backup go?               │
                   │                                            │
                   │  /mnt/backup                               │
                   │                                            │
                   │             < OK >  < Cancel >             │
                   ╰────────────────────────────────────────────╯
            """)
        XCTAssertEqual(caret(input), Point(x: 10, y: 6))
        // The field is underlined in monochrome; in 16 colours it is one black bar in the blue box, the placeholder
        // cyan in it, never the value.
        let frame = FrameComposer.compose(input, screen: screen, placement: .inline, frame: .shown, theme: .standard(for: .ansi16))
        XCTAssertTrue(frame.styleDump().contains("6: 7 fg=ansi(7) bg=ansi(4) | 8-9 fg=ansi(15) bg=ansi(4) | 10-20 fg=ansi(6) bg=ansi(0) | 21-49 fg=ansi(15) bg=ansi(0) | 50-51 fg=ansi(15) bg=ansi(4) | 52 fg=ansi(7) bg=ansi(4)"),
                      frame.styleDump())
    }

    func testARefusedValueShowsTheMessageUnderTheFieldAndKeepsFocus() throws {
        var input = Input(message: "Port:", validation: InputValidation(required: true, pattern: try ValidationPattern("[0-9]{1,5}")))
        XCTAssertEqual(send("\r", to: &input), [], "an empty value is not accepted")
        XCTAssertEqual(input.error, InputValidation.requiredMessage)
        send("80a\t\r", to: &input)
        XCTAssertEqual(input.error, InputValidation.invalidMessage)
        XCTAssertEqual(input.focus, .field, "OK with a bad value gives the focus back to the field")
        XCTAssertEqual(picture(input), """
                   ╭────────────────────────────────────────────╮
                   │                                            │
                   │  Port:                                     │
                   │                                            │
                   │  80a                                       │
                   │  That value is not valid                   │
                   │                                            │
                   │             < OK >  < Cancel >             │
                   ╰────────────────────────────────────────────╯
            """)
        send("\u{7f}", to: &input)
        XCTAssertNil(input.error, "editing the value hides the message")
        XCTAssertEqual(send("\r", to: &input), [.finish(.accepted("80"))])

        var custom = Input(message: "?", validation: InputValidation(required: true, errorMessage: "Say\u{1b}[1m something"))
        send("\r", to: &custom)
        XCTAssertEqual(custom.error, "Say^[[1m something", "the message is sanitised")
    }

    func testAPasswordIsDrawnAsMasksOnly() {
        var input = Input(message: "Password:", mask: "•")
        send("s3cr\u{e9}t 👍🏽", to: &input)
        XCTAssertEqual(input.editor.count, 8)
        let text = picture(input)
        XCTAssertTrue(text.contains("  ••••••••  "), text)
        for secret in ["s", "3", "c", "t", "é", "👍"] where !"Password: < OK >  < Cancel >".contains(secret) {
            XCTAssertFalse(text.contains(secret), "\(secret) drawn")
        }
        XCTAssertEqual(caret(input)?.x, FrameComposer.boxRect(input, screen: screen, placement: .inline).x + 3 + 8)
        send("\u{1b}b", to: &input)
        XCTAssertEqual(input.editor.cursor, 0, "word motion in a password goes to the start: its words are not shown")
        send("\u{1b}d", to: &input)
        XCTAssertTrue(input.editor.isEmpty)
        var wide = Input(message: "", title: "PIN", mask: "＊")
        send("12", to: &wide)
        XCTAssertTrue(picture(wide).contains("＊＊"))
    }

    func testTypingPastTheMaximumLengthRingsTheBell() {
        var input = Input(message: "Code:", maximumLength: 3)
        XCTAssertEqual(send("abc", to: &input), [])
        XCTAssertEqual(send("d", to: &input), [.bell])
        XCTAssertEqual(input.editor.text, "abc")
        XCTAssertEqual(input.handle(.paste("xyz"), screen: screen), .bell)
    }

    func testAPasteIsOneInsertionWithoutItsNewlinesOrControls() {
        var input = Input(message: "Command:")
        send("\u{1b}[200~ls -l\r\n\u{1b}[31mrm\u{07} -rf\n\u{1b}[201~", to: &input)
        XCTAssertEqual(input.editor.text, "ls -l [31mrm -rf")
        XCTAssertEqual(input.focus, .field)
    }

    func testLongTextScrollsToKeepTheCursorVisible() {
        let small = Size(width: 24, height: 8)
        var input = Input(message: "", title: "Path")
        send(String(repeating: "abcdefghij", count: 3) + "日本", to: &input, screen: small)
        // 16 columns of field: the end of the text, and the caret after it in the last column.
        XCTAssertEqual(picture(input, screen: small), """
             ╭────────────────────╮
             │        Path        │
             │                    │
             │  jabcdefghij日本   │
             │                    │
             │ < OK >  < Cancel > │
             ╰────────────────────╯
            """)
        XCTAssertEqual(caret(input, screen: small), Point(x: 19, y: 3))
        send("\u{01}", to: &input, screen: small)
        XCTAssertTrue(picture(input, screen: small).contains("│  abcdefghijabcdef  │"), picture(input, screen: small))
        XCTAssertEqual(caret(input, screen: small), Point(x: 4, y: 3))
        // Moving right keeps the window until the cursor passes its right edge, then scrolls one at a time.
        send(String(repeating: "\u{1b}[C", count: 15), to: &input, screen: small)
        XCTAssertTrue(picture(input, screen: small).contains("│  abcdefghijabcdef  │"), picture(input, screen: small))
        XCTAssertEqual(caret(input, screen: small), Point(x: 19, y: 3))
        send("\u{1b}[C", to: &input, screen: small)
        XCTAssertTrue(picture(input, screen: small).contains("│  bcdefghijabcdefg  │"), picture(input, screen: small))
        // Moving left keeps it too, until the cursor passes the left edge.
        send(String(repeating: "\u{1b}[D", count: 16), to: &input, screen: small)
        XCTAssertTrue(picture(input, screen: small).contains("│  abcdefghijabcdef  │"), picture(input, screen: small))
    }

    func testAWideGlyphIsNeverSplitAtTheFieldsEdge() {
        let small = Size(width: 24, height: 8)
        var input = Input(message: "", title: "Kanji", value: "x" + String(repeating: "日", count: 8))
        send("\u{01}", to: &input, screen: small)
        // x and seven 日 take 15 columns; the eighth would straddle the edge, so a blank stands there.
        XCTAssertTrue(picture(input, screen: small).contains("│  x日日日日日日日   │"), picture(input, screen: small))
        send("\u{05}", to: &input, screen: small)
        XCTAssertTrue(picture(input, screen: small).contains("│  日日日日日日日    │"), picture(input, screen: small))
        XCTAssertEqual(caret(input, screen: small), Point(x: 18, y: 3))
        send("\u{1b}[D", to: &input, screen: small)
        XCTAssertEqual(caret(input, screen: small), Point(x: 16, y: 3), "the caret sits on the left column of a wide glyph")
    }

    func testDeletingAtTheEndBringsBackTextThatScrolledOut() {
        let small = Size(width: 24, height: 8)
        var input = Input(message: "", title: "Path")
        send(String(repeating: "x", count: 20), to: &input, screen: small)
        XCTAssertTrue(picture(input, screen: small).contains("│  xxxxxxxxxxxxxxx   │"), picture(input, screen: small))
        send(String(repeating: "\u{7f}", count: 8), to: &input, screen: small)
        XCTAssertTrue(picture(input, screen: small).contains("│  xxxxxxxxxxxx      │"), picture(input, screen: small))
        XCTAssertEqual(caret(input, screen: small), Point(x: 16, y: 3))
    }

    func testAClickInTheFieldMovesTheCursorAndAClickOnCancelCancels() {
        var input = Input(message: "Name?", value: "Ada Lovelace")
        let layout = input.layout(screen: screen)
        func click(_ column: Int, _ row: Int) -> [Effect<Input.Outcome>] {
            [MouseEvent.Action.press, .release].compactMap {
                input.handle(.mouse(MouseEvent(action: $0, button: .left, column: column, row: row, modifiers: [])), screen: screen)
            }
        }
        XCTAssertEqual(click(layout.contentX + 4, layout.fieldRow), [])
        XCTAssertEqual(input.editor.cursor, 4)
        let cancel = layout.buttons.frames[1]
        XCTAssertEqual(click(cancel.x + 2, layout.buttonRow), [.finish(.cancelled)])
    }

    func testEachKeyCostsTheSameForALongValueAsForAShortOne() {
        func secondsFor200Keys(valueLength: Int) -> Double {
            var input = Input(message: "Value:", value: String(repeating: "abcdefghij", count: valueLength / 10))
            let start = Date()
            for index in 0..<200 {
                send(index % 2 == 0 ? "x" : "\u{7f}\u{1b}[D", to: &input)
                _ = FrameComposer.compose(input, screen: screen, placement: .fullscreen, frame: .shown, theme: mono)
            }
            return Date().timeIntervalSince(start)
        }
        _ = secondsFor200Keys(valueLength: 10)
        let short = secondsFor200Keys(valueLength: 10), long = secondsFor200Keys(valueLength: 10_000)
        XCTAssertLessThan(long, short * 3 + 0.05, "a 10 000-character value lays out only what is visible (\(long) s vs \(short) s)")
    }
}
