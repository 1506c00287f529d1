import XCTest
@testable import DialogKit

/// The one-line field as pictures: the visible part of the text, the caret, the placeholder, a mask, and which
/// grapheme a click lands on.
final class LineFieldTests: XCTestCase {
    private let underline = Style(attributes: .underline)

    /// The field drawn `width` columns wide, one column in from the left of a buffer two columns wider, with the
    /// caret drawn as `|` on the row below.
    private func picture(_ editor: LineEditor, width: Int, anchor: Int = 0, mask: Character? = nil,
                         placeholder: String = "") -> String {
        let field = LineField(mask: mask)
        let start = field.firstVisible(editor, anchor: anchor, width: width)
        var buffer = Buffer(size: Size(width: width + 2, height: 2))
        field.draw(editor, anchor: anchor, into: &buffer, x: 1, y: 0, width: width, style: underline,
                   placeholder: placeholder, placeholderStyle: .plain)
        buffer.put("|", x: 1 + field.caretColumn(editor, start: start), y: 1, style: .plain)
        return buffer.trimmedLines().joined(separator: "\n")
    }

    private func editor(_ text: String, cursor: Int? = nil) -> LineEditor {
        var editor = LineEditor(text: text)
        if let cursor { editor.move(to: cursor) }
        return editor
    }

    func testShortTextIsDrawnWholeWithTheCaretAfterIt() {
        XCTAssertEqual(picture(editor("hello"), width: 10), """
             hello
                  |
            """)
    }

    func testTextWiderThanTheFieldScrollsToKeepTheCaretInView() {
        XCTAssertEqual(picture(editor("abcdefghijklmnop"), width: 8), """
             jklmnop
                    |
            """)
        XCTAssertEqual(picture(editor("abcdefghijklmnop", cursor: 2), width: 8, anchor: 9), """
             cdefghij
             |
            """, "moving left of the window brings the window to the caret, not further")
    }

    func testTheWindowStaysPutWhileTheCaretMovesInsideIt() {
        let moved = editor("abcdefghijklmnop", cursor: 12)
        XCTAssertEqual(picture(moved, width: 8, anchor: 9), """
             jklmnop
                |
            """)
    }

    func testAWideGlyphIsNeverSplitAtTheRightEdge() {
        XCTAssertEqual(picture(editor("ab日本語", cursor: 0), width: 5), """
             ab日
             |
            """, "語 would straddle the edge, so it is left out")
    }

    func testAMaskDrawsOneMarkPerGraphemeWhateverItsWidth() {
        XCTAssertEqual(picture(editor("p日👍🏽"), width: 10, mask: "•"), """
             •••
                |
            """)
    }

    func testThePlaceholderShowsOnlyWhileTheTextIsEmptyAndIsCutToTheField() {
        XCTAssertEqual(picture(editor(""), width: 8, placeholder: "Ada Lovelace"), """
             Ada Lov…
             |
            """)
        XCTAssertEqual(picture(editor("x"), width: 8, placeholder: "Ada Lovelace"), """
             x
              |
            """)
    }

    func testTheFieldIsFilledWithItsStyleSoItShowsWhenEmpty() {
        let field = LineField(mask: nil)
        var buffer = Buffer(size: Size(width: 6, height: 1))
        field.draw(editor(""), anchor: 0, into: &buffer, x: 1, y: 0, width: 4, style: underline,
                   placeholder: "", placeholderStyle: .plain)
        XCTAssertEqual(buffer.styleDump(), "0: 1-4 underline")
    }

    func testAClickLandsBeforeOrAfterTheGraphemeByWhichHalfItHits() {
        let field = LineField(mask: nil)
        let text = editor("a日b")
        XCTAssertEqual((0...5).map { field.index(atColumn: $0, text, start: 0) }, [0, 1, 2, 2, 3, 3],
                       "the left half of 日 (column 1) puts the caret before it, the right half (2) after it")
        XCTAssertEqual(field.index(atColumn: 0, text, start: 1), 1, "columns count from the first grapheme shown")
    }
}
