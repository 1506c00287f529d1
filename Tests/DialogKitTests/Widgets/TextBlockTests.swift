import XCTest
@testable import DialogKit

/// The text block as pictures: text wrapped, scrolled and aligned in a buffer, with its scroll indicator.
final class TextBlockTests: XCTestCase {
    private let bold = Style(attributes: .bold)

    /// `text` drawn from `scroll` into a buffer `width` columns wide and `height` rows tall.
    private func drawn(_ text: String, width: Int, height: Int, scroll: Int = 0,
                       alignment: TextBlock.Alignment = .leading) -> [String] {
        var buffer = Buffer(size: Size(width: width, height: height))
        TextBlock(text).wrapped(width: width)
            .draw(into: &buffer, in: Rect(x: 0, y: 0, width: width, height: height), scroll: scroll,
                  alignment: alignment, style: .plain)
        return buffer.trimmedLines()
    }

    /// Ten numbered lines in a bordered box 14 columns wide with three rows for them, scrolled to `scroll`.
    private func scrolledBox(scroll: Int) -> Buffer {
        let wrapped = TextBlock((1...10).map { "line \($0)" }.joined(separator: "\n")).wrapped(width: 12)
        var buffer = Buffer(size: Size(width: 14, height: 5))
        let box = Rect(x: 0, y: 0, width: 14, height: 5), area = Rect(x: 1, y: 1, width: 12, height: 3)
        Panel.draw(into: &buffer, box, border: true, styles: (.plain, .plain))
        wrapped.draw(into: &buffer, in: area, scroll: scroll, alignment: .leading, style: .plain)
        wrapped.drawScrollIndicator(into: &buffer, beside: area, in: box, scroll: scroll, percentRow: 4, style: bold)
        return buffer
    }

    func testTextWrapsAtSpacesToTheWidth() {
        XCTAssertEqual(drawn("The quick brown fox jumps over the lazy dog.", width: 12, height: 5), [
            "The quick",
            "brown fox",
            "jumps over",
            "the lazy",
            "dog.",
        ])
        XCTAssertEqual(drawn("The quick brown fox jumps over the lazy dog.", width: 12, height: 2), [
            "The quick",
            "brown fox",
        ], "only the rows of the area are drawn")
    }

    func testAScrolledViewShowsArrowsAndHowMuchHasBeenSeen() {
        let top = scrolledBox(scroll: 0)
        XCTAssertEqual(top.lines().joined(separator: "\n"), """
            ╭────────────╮
            │line 1      │
            │line 2      │
            │line 3      ▼
            ╰────── 30% ─╯
            """)
        XCTAssertEqual(top.styleDump(), "3: 13 bold\n4: 7-11 bold")
        XCTAssertEqual(scrolledBox(scroll: 3).lines().joined(separator: "\n"), """
            ╭────────────╮
            │line 4      ▲
            │line 5      │
            │line 6      ▼
            ╰────── 60% ─╯
            """)
        XCTAssertEqual(scrolledBox(scroll: 99).lines().joined(separator: "\n"), """
            ╭────────────╮
            │line 8      ▲
            │line 9      │
            │line 10     │
            ╰───── 100% ─╯
            """, "a scroll past the end shows the last page")
    }

    func testTextThatFitsHasNoIndicator() {
        let wrapped = TextBlock("one\ntwo").wrapped(width: 8)
        var buffer = Buffer(size: Size(width: 10, height: 4))
        let box = Rect(x: 0, y: 0, width: 10, height: 4), area = Rect(x: 1, y: 1, width: 8, height: 2)
        Panel.draw(into: &buffer, box, border: true, styles: (.plain, .plain))
        wrapped.draw(into: &buffer, in: area, scroll: 5, alignment: .leading, style: .plain)
        wrapped.drawScrollIndicator(into: &buffer, beside: area, in: box, scroll: 5, percentRow: 3, style: bold)
        XCTAssertEqual(buffer.lines().joined(separator: "\n"), """
            ╭────────╮
            │one     │
            │two     │
            ╰────────╯
            """)
    }

    func testWithoutAPercentRowOnlyTheArrowsAreDrawn() {
        let wrapped = TextBlock("a\nb\nc\nd").wrapped(width: 3)
        var buffer = Buffer(size: Size(width: 4, height: 2))
        let box = Rect(x: 0, y: 0, width: 4, height: 2), area = Rect(x: 0, y: 0, width: 3, height: 2)
        wrapped.draw(into: &buffer, in: area, scroll: 1, alignment: .leading, style: .plain)
        wrapped.drawScrollIndicator(into: &buffer, beside: area, in: box, scroll: 1, percentRow: nil, style: bold)
        XCTAssertEqual(buffer.lines(), ["b  ▲", "c  ▼"])
    }

    func testABlockIsCentredAsAWholeOrLineByLine() {
        let text = "A short line\nA much longer line here"
        XCTAssertEqual(drawn(text, width: 29, height: 2, alignment: .centred), [
            "   A short line",
            "   A much longer line here",
        ], "every line from the column that centres the widest")
        XCTAssertEqual(drawn(text, width: 29, height: 2, alignment: .centredLines), [
            "        A short line",
            "   A much longer line here",
        ])
        XCTAssertEqual(drawn(text, width: 29, height: 2, alignment: .leading), [
            "A short line",
            "A much longer line here",
        ])
    }

    func testWideGlyphsAndEmojiWrapByTheirColumns() {
        let text = "日本語のテキスト 👍🏽 ok"
        XCTAssertEqual(TextBlock(text).naturalWidth, 16 + 1 + 2 + 3)
        XCTAssertEqual(drawn(text, width: 6, height: 4), [
            "日本語",
            "のテキ",
            "スト",
            "👍🏽 ok",
        ])
        XCTAssertEqual(drawn("日本", width: 1, height: 2, alignment: .centredLines), ["…", "…"],
                       "a glyph wider than the area is cut to an ellipsis when lines are cut")
        XCTAssertEqual(drawn("日本", width: 1, height: 2), ["", ""], "and clipped otherwise, never half drawn")
    }

    func testAnEmptyTextHasNoLinesAndDrawsNothing() {
        let empty = TextBlock("")
        XCTAssertEqual(empty.naturalWidth, 0)
        XCTAssertEqual(Array(empty.wrapped(width: 10).lines), [])
        var buffer = Buffer(size: Size(width: 3, height: 2))
        let area = Rect(x: 0, y: 0, width: 3, height: 2)
        buffer.fill(area, with: Cell(".", style: .plain))
        empty.wrapped(width: 3).draw(into: &buffer, in: area, scroll: 0, alignment: .centred, style: bold)
        empty.wrapped(width: 3).drawScrollIndicator(into: &buffer, beside: area, in: area, scroll: 0, percentRow: 1, style: bold)
        XCTAssertEqual(buffer.lines(), ["...", "..."])
        XCTAssertEqual(Array(TextBlock("\n").wrapped(width: 10).lines), [""], "a lone newline is one empty line")
    }

    func testTheTextIsSanitisedAndMeasuredWithItsTabs() {
        let block = TextBlock("tab\there\u{1B}[31m\r\nnext")
        XCTAssertEqual(block.text, "tab\there^[[31m\nnext")
        XCTAssertEqual(block.naturalWidth, 8 + "here^[[31m".count, "the tab reaches column 8")
        XCTAssertEqual(drawn("a\tb", width: 12, height: 1), ["a       b"])
    }

    func testTheLinesOfAWidthAreWrappedOnceAndSharedByCopies() {
        let block = TextBlock(String(repeating: "word ", count: 1_000))
        let copy = block
        func storage(_ wrapped: TextBlock.Wrapped) -> UnsafeRawPointer? { wrapped.lines.storage }
        let first = block.wrapped(width: 20)
        XCTAssertEqual(storage(copy.wrapped(width: 20)), storage(first), "the copy reads the lines already wrapped")
        let narrower = copy.wrapped(width: 10)
        XCTAssertEqual(narrower.lines.count, 1_000 / 2)
        XCTAssertNotEqual(storage(block.wrapped(width: 10)), storage(first))
        XCTAssertEqual(storage(block.wrapped(width: 10)), storage(narrower))
    }
}
