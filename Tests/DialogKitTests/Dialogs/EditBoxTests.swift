import XCTest
@testable import DialogKit
import TestSupport

final class EditBoxTests: XCTestCase {
    private let screen = Size(width: 50, height: 16)
    private let mono = Theme.standard(for: .none)
    private let buttons = [ButtonLabel(text: "OK"), ButtonLabel(text: "Cancel")]

    private func box(_ text: String, width: Int = 30, height: Int = 9) -> EditBox {
        EditBox(text: text, buttons: buttons, width: width, height: height)
    }

    /// Decodes `bytes` as a terminal would send them and hands every key and paste to `box`.
    @discardableResult
    private func send(_ bytes: String, to box: inout EditBox) -> [Effect<EditBox.Outcome>] {
        box.type(bytes, screen: screen)
    }

    private func picture(_ box: EditBox) -> String {
        FrameComposer.compose(box, screen: screen, placement: .inline, frame: .shown, theme: mono)
            .trimmedLines().joined(separator: "\n")
    }

    private func caret(_ box: EditBox) -> Point? {
        FrameComposer.caret(box, screen: screen, placement: .inline)
    }

    func testTheFileIsCutIntoLinesAsDialogCutsIt() {
        XCTAssertEqual(box("a\nb\n").texts, ["a", "b"])
        XCTAssertEqual(box("a\nb").texts, ["a", "b"], "a last line without its newline")
        XCTAssertEqual(box("").texts, [""], "an empty file is one empty line")
        XCTAssertEqual(box("\n\n").texts, ["", ""])
        XCTAssertEqual(box("tab\there\r\n").texts, ["tab\there\r"], "only newlines cut; tabs and returns stay")
    }

    func testThePictureAndTheCaretFromTextToButtons() {
        var edit = box("Shopping list\n\teggs\nmilk and bread\n")
        XCTAssertEqual(picture(edit), """
                  ╭────────────────────────────╮
                  │                            │
                  │ ╭────────────────────────╮ │
                  │ │Shopping list           │ │
                  │ │        eggs            │ │
                  │ │milk and bread          │ │
                  │ ╰────────────────────────╯ │
                  │     < OK >  < Cancel >     │
                  ╰────────────────────────────╯
        """)
        XCTAssertEqual(caret(edit), Point(x: 13, y: 3), "the text has the focus, the caret at its start")
        send("\u{1b}OB\u{1b}OC", to: &edit)
        XCTAssertEqual(caret(edit), Point(x: 21, y: 4), "after the tab, eight columns wide")
        XCTAssertEqual(send("\t", to: &edit), [])
        XCTAssertNil(caret(edit), "on the buttons the caret is hidden")
        XCTAssertEqual(send("\r", to: &edit), [.finish(.pressed(button: 0, lines: ["Shopping list", "\teggs", "milk and bread"]))])
    }

    func testALongLineScrollsSidewaysOnItsOwn() {
        var edit = box("short\n" + String(repeating: "0123456789", count: 4) + "\n")
        send("\u{1b}OB\u{1b}OF", to: &edit)
        XCTAssertTrue(picture(edit).contains("│ │short                   │ │\n          │ │78901234567890123456789 │ │"), picture(edit))
        XCTAssertEqual(caret(edit), Point(x: 36, y: 4))
        send("日本", to: &edit)
        XCTAssertTrue(picture(edit).contains("│ │1234567890123456789日本 │ │"), picture(edit))
        send("\u{1b}OA", to: &edit)
        XCTAssertTrue(picture(edit).contains("│ │012345678901234567890123│ │"), "off its line, a long line shows from its start")
    }

    func testUnicodeIsShownInItsColumns() {
        XCTAssertEqual(picture(box("👍🏽 thumbs\n日本語\nNoe\u{308}l\n")), """
                  ╭────────────────────────────╮
                  │                            │
                  │ ╭────────────────────────╮ │
                  │ │👍🏽 thumbs               │ │
                  │ │日本語                  │ │
                  │ │Noël                    │ │
                  │ ╰────────────────────────╯ │
                  │     < OK >  < Cancel >     │
                  ╰────────────────────────────╯
        """)
    }

    func testEnterSplitsAndBackspaceJoins() {
        var edit = box("milk and bread\n")
        send("\u{1b}OC\u{1b}OC\u{1b}OC\u{1b}OC\r", to: &edit)
        XCTAssertEqual(edit.texts, ["milk", " and bread"])
        XCTAssertEqual([edit.row, edit.cursor], [1, 0])
        send("\u{7f}", to: &edit)
        XCTAssertEqual(edit.texts, ["milk and bread"])
        XCTAssertEqual([edit.row, edit.cursor], [0, 4], "the caret where the lines met")
        XCTAssertEqual(send("\u{1b}OH\u{7f}", to: &edit), [.bell], "nothing above the first line to join")
    }

    func testUpAndDownAimForTheColumnLastEditedAt() {
        var edit = box("abcdef\nxy\n123456\n")
        send("\u{1b}OC\u{1b}OC\u{1b}OC\u{1b}OC", to: &edit)
        send("\u{1b}OB", to: &edit)
        XCTAssertEqual([edit.row, edit.cursor], [1, 0], "past a short line's end: its start, as dialog's col_to_chr_offset")
        send("\u{1b}OB", to: &edit)
        XCTAssertEqual([edit.row, edit.cursor], [2, 4], "the column edited at, not the one passed through")
        XCTAssertEqual(send("\u{1b}OB", to: &edit), [.bell], "below the last line")
    }

    func testCtrlUClearsTheWholeLineAndDeleteTheCharacterUnder() {
        var edit = box("milk and bread\nkeep\n")
        send("\u{1b}OC\u{1b}OC\u{15}", to: &edit)
        XCTAssertEqual(edit.texts, ["", "keep"])
        send("\u{1b}OB\u{1b}[3~", to: &edit)
        XCTAssertEqual(edit.texts, ["", "eep"])
    }

    func testEscapeCancelDefaultButtonAndHotkeys() {
        var escape = box("x")
        XCTAssertEqual(send("typed\u{1b}", to: &escape), [.finish(.dismissed)])
        var cancel = box("x")
        XCTAssertEqual(send("\t\t ", to: &cancel), [.finish(.pressed(button: 1, lines: ["x"]))], "Space presses")
        var focused = EditBox(text: "x", buttons: buttons, defaultButton: 1)
        XCTAssertEqual(send("\r", to: &focused), [.finish(.pressed(button: 1, lines: ["x"]))])
        var letters = box("x")
        send("c", to: &letters)
        XCTAssertEqual(letters.texts, ["cx"], "in the text a letter is typed")
        send("\t", to: &letters)
        XCTAssertEqual(send("c", to: &letters), [.finish(.pressed(button: 1, lines: ["cx"]))], "on the buttons it presses one")
        var late = box("x")
        XCTAssertEqual(late.handle(.timeout, screen: screen), .finish(.timedOut))
    }

    func testAPasteSplitsItsLines() {
        var edit = box("head tail\n")
        send("\u{1b}OC\u{1b}OC\u{1b}OC\u{1b}OC\u{1b}OC", to: &edit)
        XCTAssertNil(edit.handle(.paste("one\ntwo "), screen: screen))
        XCTAssertEqual(edit.texts, ["head one", "two tail"])
    }

    func testTheFileReaderTakesOnlyARegularFile() throws {
        XCTAssertThrowsError(try MessageSource.regularFile("/nonexistent/file")) {
            XCTAssertEqual("\($0)", "Not a file: /nonexistent/file")
        }
        XCTAssertThrowsError(try MessageSource.regularFile("/tmp")) { XCTAssertEqual("\($0)", "Not a file: /tmp") }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("editbox-\(UUID().uuidString)").path
        try "one\ttwo\nthree".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        XCTAssertEqual(try MessageSource.regularFile(path), "one\ttwo\nthree")
        XCTAssertThrowsError(try MessageSource.regularFile(path, maximumBytes: 4), "a file larger than the bound is refused whole")
    }
}
