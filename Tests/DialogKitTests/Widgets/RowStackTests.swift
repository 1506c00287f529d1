import XCTest
@testable import DialogKit

/// The row stack as pictures: a box drawn from the rows the stack gives, on screens ever shorter.
final class RowStackTests: XCTestCase {
    private enum Part { case border, topPadding, title, titleGap, message, buttonGap, buttons, note }

    /// An alert's parts: blank rows drop first to show the whole message, the border and title to show any.
    private func alertStack(lines: Int, height: Int, title: Bool = true) -> RowStack<Part> {
        RowStack([
            .row(.border), .row(.topPadding), .row(.title, if: title), .row(.titleGap, if: title),
            .flexible(.message, lines: lines), .row(.buttonGap), .row(.buttons), .row(.border),
        ], height: height, droppingForAllLines: [.topPadding, .titleGap, .buttonGap], forOneLine: [.border, .title])
    }

    /// Draws the box the stack lays out, 14 columns wide: a border when it kept one, the title, the first
    /// message lines that fit, the buttons, and a note where there is one.
    private func picture(_ stack: RowStack<Part>) -> String {
        var buffer = Buffer(size: Size(width: 14, height: stack.height))
        let border = stack.row(.border) != nil, left = border ? 1 : 0
        Panel.draw(into: &buffer, Rect(x: 0, y: 0, width: 14, height: stack.height), border: border, styles: (.plain, .plain))
        if let row = stack.row(.title) { buffer.put("Title", x: left, y: row, style: .plain) }
        for (index, row) in stack.rows(.message).enumerated() { buffer.put("line \(index + 1)", x: left, y: row, style: .plain) }
        if let row = stack.row(.buttons) { buffer.put("< OK >", x: left, y: row, style: .plain) }
        if let row = stack.row(.note) { buffer.put("note", x: left, y: row, style: .plain) }
        return buffer.trimmedLines().joined(separator: "\n")
    }

    func testEveryPartGetsItsRowsWhenTheScreenIsTallEnough() {
        let stack = alertStack(lines: 2, height: 24)
        XCTAssertEqual(stack.height, 9)
        XCTAssertEqual(picture(stack), """
            ╭────────────╮
            │            │
            │Title       │
            │            │
            │line 1      │
            │line 2      │
            │            │
            │< OK >      │
            ╰────────────╯
            """)
    }

    func testBlankRowsGoFirstAndInTheirOrderToShowTheWholeMessage() {
        XCTAssertEqual(picture(alertStack(lines: 2, height: 8)), """
            ╭────────────╮
            │Title       │
            │            │
            │line 1      │
            │line 2      │
            │            │
            │< OK >      │
            ╰────────────╯
            """, "the top padding goes first")
        XCTAssertEqual(picture(alertStack(lines: 2, height: 6)), """
            ╭────────────╮
            │Title       │
            │line 1      │
            │line 2      │
            │< OK >      │
            ╰────────────╯
            """, "then the gaps around the message")
    }

    func testTheBorderAndTitleGoOnlyToShowAnyOfTheMessage() {
        XCTAssertEqual(picture(alertStack(lines: 5, height: 5)), """
            ╭────────────╮
            │Title       │
            │line 1      │
            │< OK >      │
            ╰────────────╯
            """, "a message that does not fit whole keeps the border while one line fits")
        XCTAssertEqual(picture(alertStack(lines: 5, height: 3)), """
            Title
            line 1
            < OK >
            """, "the border's top and bottom go together")
        XCTAssertEqual(picture(alertStack(lines: 5, height: 2)), """
            line 1
            < OK >
            """)
    }

    func testTheFixedPartsStayOnAScreenTooShortForThem() {
        let stack = alertStack(lines: 5, height: 0)
        XCTAssertEqual(picture(stack), "< OK >", "a screen of no rows is taken as one")
        XCTAssertEqual(stack.rows(.message), 0..<0)
        XCTAssertNil(stack.row(.title))
    }

    func testAPartThatIsNotThereTakesNoRowsAndHasNoRow() {
        let stack = alertStack(lines: 1, height: 24, title: false)
        XCTAssertNil(stack.row(.title))
        XCTAssertEqual(stack.rows(.title), 2..<2, "an empty range where it would have been")
        XCTAssertEqual(picture(stack), """
            ╭────────────╮
            │            │
            │line 1      │
            │            │
            │< OK >      │
            ╰────────────╯
            """)
    }

    func testAPartDroppedForTheFixedRowsGoesOnlyWhenTheyDoNotFit() {
        func stack(height: Int) -> RowStack<Part> {
            RowStack([.flexible(.message, lines: 3), .row(.note), .row(.buttons)], height: height,
                     droppingForAllLines: [], forOneLine: [], forFixedRows: [.note])
        }
        XCTAssertEqual(picture(stack(height: 3)), """
            line 1
            note
            < OK >
            """, "the note stays while the message gives up its lines")
        XCTAssertEqual(picture(stack(height: 1)), "< OK >")
    }
}
