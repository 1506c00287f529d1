import XCTest
@testable import DialogKit

/// The line editor as a pure state machine: text with `|` for the cursor before, an action, text after.
final class LineEditorTests: XCTestCase {
    /// An editor holding `picture` without its `|`, the cursor where the `|` was.
    private func editor(_ picture: String, maximumLength: Int? = nil) -> LineEditor {
        let bar = picture.firstIndex(of: "|") ?? picture.endIndex
        var editor = LineEditor(text: picture.replacingOccurrences(of: "|", with: ""), maximumLength: maximumLength)
        editor.move(to: picture[..<bar].count)
        return editor
    }

    /// The editor's text with `|` at the cursor.
    private func picture(_ editor: LineEditor) -> String {
        String(editor.graphemes[..<editor.cursor]) + "|" + String(editor.graphemes[editor.cursor...])
    }

    private func assertEdit(_ before: String, _ action: (inout LineEditor) -> Void, _ after: String,
                            file: StaticString = #filePath, line: UInt = #line) {
        var subject = editor(before)
        action(&subject)
        XCTAssertEqual(picture(subject), after, file: file, line: line)
    }

    func testTypingInsertsAtTheCursorAndMovesPastIt() {
        assertEdit("ac|", { $0.moveLeft(); $0.insert("b") }, "ab|c")
        assertEdit("|", { $0.insert("hello") }, "hello|")
        XCTAssertEqual(LineEditor(text: "start").cursor, 5, "an initial value puts the cursor at its end")
    }

    func testLeftAndRightMoveByGraphemeCluster() {
        let composed = "caf\u{E9}", decomposed = "cafe\u{301}"
        XCTAssertEqual(LineEditor(text: composed).count, 4)
        XCTAssertEqual(LineEditor(text: decomposed).count, 4, "e + combining acute is one grapheme")
        for text in [composed, decomposed, "👍🏽x", "👨‍👩‍👧x", "日本x", "мирx"] {
            var subject = LineEditor(text: text)
            subject.moveToStart()
            subject.moveRight()
            XCTAssertEqual(String(subject.graphemes[..<subject.cursor]), String(text.first!), text)
            subject.moveToEnd()
            subject.moveLeft()
            XCTAssertEqual(String(subject.graphemes[subject.cursor...]), String(text.last!), text)
        }
        assertEdit("|ab", { $0.moveLeft() }, "|ab")
        assertEdit("ab|", { $0.moveRight() }, "ab|")
    }

    func testBackspaceAndDeleteTakeAWholeCluster() {
        assertEdit("caf\u{E9}|", { $0.deleteBackward() }, "caf|")
        assertEdit("cafe\u{301}|", { $0.deleteBackward() }, "caf|")
        assertEdit("ok👍🏽|", { $0.deleteBackward() }, "ok|")
        assertEdit("a|👨‍👩‍👧b", { $0.deleteForward() }, "a|b")
        assertEdit("日|本", { $0.deleteBackward() }, "|本")
        assertEdit("при|вет", { $0.deleteForward() }, "при|ет")
        assertEdit("|abc", { $0.deleteBackward() }, "|abc")
        assertEdit("abc|", { $0.deleteForward() }, "abc|")
    }

    func testAModifierTypedAfterItsBaseJoinsIt() {
        var accent = editor("cafe|")
        accent.insert("\u{301}")
        XCTAssertEqual(accent.count, 4, "the combining accent joins the e")
        XCTAssertEqual(picture(accent), "cafe\u{301}|")
        var tone = editor("👍|")
        tone.insert("🏽")
        XCTAssertEqual(tone.graphemes, ["👍🏽"])
        XCTAssertEqual(tone.width(at: 0), 2)
        var family = editor("|")
        for piece in ["👨", "\u{200D}", "👩", "\u{200D}", "👧"] { family.insert(piece) }
        XCTAssertEqual(family.graphemes, ["👨‍👩‍👧"], "typed piece by piece, the ZWJ sequence is one grapheme")
        XCTAssertEqual(family.cursor, 1)
        family.deleteBackward()
        XCTAssertTrue(family.isEmpty, "one Backspace deletes the whole family")
    }

    func testALetterTypedBeforeALoneMarkTakesIt() {
        var subject = LineEditor(text: "\u{301}x")
        XCTAssertEqual(subject.count, 2, "a combining mark at the start is a grapheme of its own")
        subject.moveToStart()
        subject.insert("e")
        XCTAssertEqual(subject.graphemes, ["e\u{301}", "x"])
        XCTAssertEqual(subject.cursor, 1)
    }

    func testDeletingBetweenTwoPiecesThatJoinMakesOneCluster() {
        // Hangul jamo: a leading consonant and a vowel make one syllable once nothing is between them.
        var jamo = editor("\u{1100}x|\u{1161}")
        jamo.deleteBackward()
        XCTAssertEqual(jamo.graphemes, ["\u{1100}\u{1161}"])
        XCTAssertEqual(jamo.cursor, 1)
    }

    func testWidthsOfWideAndNarrowGraphemes() {
        let subject = LineEditor(text: "aé日👍🏽👨‍👩‍👧ж\u{200B}")
        XCTAssertEqual((0..<subject.count).map(subject.width(at:)), [1, 1, 2, 2, 2, 1, 1],
                       "a zero-width space is shown as one visible column")
    }

    func testHomeEndAndWordMotion() {
        assertEdit("hello wor|ld", { $0.moveToStart() }, "|hello world")
        assertEdit("hel|lo world", { $0.moveToEnd() }, "hello world|")
        assertEdit("one two-three|", { $0.moveWordLeft() }, "one two-|three")
        assertEdit("one two-|three", { $0.moveWordLeft() }, "one |two-three")
        assertEdit("|one two", { $0.moveWordRight() }, "one| two")
        assertEdit("one| two", { $0.moveWordRight() }, "one two|")
        assertEdit("привет мир|", { $0.moveWordLeft() }, "привет |мир")
        assertEdit("|日本語 テスト", { $0.moveWordRight() }, "日本語| テスト")
        assertEdit("x café|", { $0.moveWordLeft() }, "x |café")
        assertEdit("x cafe\u{301}|", { $0.moveWordLeft() }, "x |cafe\u{301}")
    }

    func testKillsAndYank() {
        assertEdit("hello wor|ld", { $0.killToStart() }, "|ld")
        assertEdit("hello wor|ld", { $0.killToEnd() }, "hello wor|")
        assertEdit("cp a/b c/d|", { $0.killWhitespaceWordBackward() }, "cp a/b |")
        assertEdit("cp a/b c/d  |", { $0.killWhitespaceWordBackward() }, "cp a/b |")
        assertEdit("cp a/b c/d|", { $0.killWordBackward() }, "cp a/b c/|")
        assertEdit("|foo-bar baz", { $0.killWordForward() }, "|-bar baz")
        assertEdit("привет мир|", { $0.killWhitespaceWordBackward() }, "привет |")
        assertEdit("hello wor|ld", { $0.apply(.killLine) }, "|")
        assertEdit("|e\u{301}👍🏽", { $0.apply(.killLine) }, "|")
        assertEdit("|", { $0.apply(.killLine) }, "|")

        var subject = editor("hello big world|")
        subject.killWhitespaceWordBackward()
        XCTAssertEqual(subject.killBuffer, "world")
        subject.moveToStart()
        subject.yank()
        XCTAssertEqual(picture(subject), "world|hello big ")
        XCTAssertEqual(subject.killBuffer, "world", "yank does not empty the buffer")
    }

    func testConsecutiveKillsCollectIntoOneYank() {
        var subject = editor("one two three|")
        subject.killWhitespaceWordBackward()
        subject.killWhitespaceWordBackward()
        XCTAssertEqual(subject.killBuffer, "two three")
        subject.moveToEnd()
        subject.killWhitespaceWordBackward()
        XCTAssertEqual(subject.killBuffer, "one ", "a move in between starts a new kill")
        subject.yank()
        subject.yank()
        XCTAssertEqual(picture(subject), "one one |")
    }

    func testMaximumLengthRefusesTypingAndCutsAPaste() {
        var full = editor("abc|", maximumLength: 3)
        XCTAssertFalse(full.insert("d"), "the caller rings the bell")
        XCTAssertEqual(picture(full), "abc|", "and nothing changed")
        full.moveToEnd()
        full.deleteBackward()
        XCTAssertTrue(full.insert("x"))
        XCTAssertEqual(picture(full), "abx|")

        var paste = editor("a|", maximumLength: 4)
        XCTAssertFalse(paste.insert("日本語テスト"))
        XCTAssertEqual(picture(paste), "a日本語|", "whole graphemes up to the limit")

        var accent = editor("cafe|", maximumLength: 4)
        XCTAssertTrue(accent.insert("\u{301}"), "a mark joining the last grapheme adds no character")
        XCTAssertEqual(accent.count, 4)
        XCTAssertEqual(LineEditor(text: "abcdef", maximumLength: 2).text, "ab", "an initial value is cut too")
    }

    func testPastedLineBreaksAndControlsAreNeverKept() {
        XCTAssertEqual(LineEditor.cleaned("one\ntwo\r\nthree\rfour\n"), "one two three four")
        XCTAssertEqual(LineEditor.cleaned("a\tb"), "a b")
        XCTAssertEqual(LineEditor.cleaned("\u{1b}[31mred\u{07}\u{9b}2J\u{7f}!"), "[31mred2J!")
        XCTAssertEqual(LineEditor.cleaned("invoice_\u{202E}fdp.exe \u{2066}x\u{2069}\u{200F}\u{061C}"), "invoice_fdp.exe x",
                       "the bidirectional controls a paste could hide in a value are dropped like other controls")
        XCTAssertEqual(LineEditor.cleaned("שלום עולם مرحبا"), "שלום עולם مرحبا", "right-to-left letters stay")
        XCTAssertEqual(LineEditor.cleaned("plain"), "plain")
        var subject = editor("|")
        subject.insert("rm -rf /\r\n")
        XCTAssertEqual(picture(subject), "rm -rf /|", "a pasted newline does not press Enter")
    }

    func testATenThousandCharacterValueKeepsEditsLocal() {
        var long = LineEditor(text: String(repeating: "abcdefghij", count: 1000))
        XCTAssertEqual(long.count, 10_000)
        long.move(to: 5_000)
        long.insert("é")
        long.deleteForward()
        XCTAssertEqual(long.count, 10_000)
        XCTAssertEqual(String(long.graphemes[4_998..<5_002]), "ijéb")
    }
}
