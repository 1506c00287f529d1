import XCTest

@testable import DialogKit

final class BufferTests: XCTestCase {
    private let red = Style(foreground: .red)
    private let highlight = Style(foreground: .white, background: .blue, attributes: .bold)

    func testPutWritesTextAndReturnsColumnsUsed() {
        var buffer = Buffer(size: Size(width: 10, height: 3))
        let used = buffer.put("Hello", x: 2, y: 1, style: .plain)
        XCTAssertEqual(used, 5)
        XCTAssertEqual(
            buffer.lines(),
            [
                "          ",
                "  Hello   ",
                "          ",
            ])
    }

    func testTextIsClippedAtTheRightEdgeAndAtMaxWidth() {
        var buffer = Buffer(size: Size(width: 8, height: 2))
        XCTAssertEqual(buffer.put("overflowing", x: 3, y: 0, style: .plain), 5)
        XCTAssertEqual(buffer.put("limited", x: 1, y: 1, style: .plain, maxWidth: 4), 4)
        XCTAssertEqual(buffer.lines(), ["   overf", " limi   "])
    }

    func testWritesOutsideTheBufferAreDropped() {
        var buffer = Buffer(size: Size(width: 4, height: 2))
        XCTAssertEqual(buffer.put("above", x: 0, y: -1, style: .plain), 0)
        XCTAssertEqual(buffer.put("below", x: 0, y: 2, style: .plain), 0)
        XCTAssertEqual(buffer.put("right", x: 4, y: 0, style: .plain), 0)
        XCTAssertEqual(buffer.put("abcdef", x: -2, y: 1, style: .plain), 6)
        buffer.set(Cell("x"), x: -1, y: 0)
        buffer.set(Cell("x"), x: 0, y: 5)
        XCTAssertEqual(buffer.lines(), ["    ", "cdef"])
        XCTAssertEqual(buffer[x: 9, y: 9], .blank)
    }

    func testWideGlyphOwnsAContinuationCell() {
        var buffer = Buffer(size: Size(width: 7, height: 1))
        XCTAssertEqual(buffer.put("日本語", x: 0, y: 0, style: red), 6)
        XCTAssertEqual(buffer.lines(), ["日本語 "])
        XCTAssertEqual(buffer[x: 0, y: 0], Cell(grapheme: "日", width: 2, style: red))
        XCTAssertEqual(buffer[x: 1, y: 0], .continuation)
        XCTAssertEqual(buffer[x: 2, y: 0].grapheme, "本")
        XCTAssertEqual(buffer.styleDump(), "0: 0-5 fg=ansi(1)")
    }

    func testWideGlyphThatDoesNotFitBecomesAPaddedBlank() {
        var buffer = Buffer(size: Size(width: 5, height: 2))
        XCTAssertEqual(buffer.put("ab日本", x: 0, y: 0, style: red), 5)
        XCTAssertEqual(buffer.put("x日本", x: 0, y: 1, style: red, maxWidth: 4), 4)
        XCTAssertEqual(
            buffer.lines(),
            [
                "ab日 ",
                "x日  ",
            ])
        XCTAssertEqual(buffer[x: 4, y: 0], .blank(red))
        XCTAssertEqual(buffer[x: 3, y: 1], .blank(red))
        XCTAssertEqual(buffer[x: 4, y: 1], .blank)
    }

    func testWideGlyphCutByTheLeftEdgeShowsASpace() {
        var buffer = Buffer(size: Size(width: 4, height: 1))
        XCTAssertEqual(buffer.put("日xy", x: -1, y: 0, style: red), 4)
        XCTAssertEqual(buffer.lines(), [" xy "])
        XCTAssertEqual(buffer[x: 0, y: 0], .blank(red))
    }

    func testOverwritingTheLeftHalfOfAWideGlyphBlanksTheRightHalf() {
        var buffer = Buffer(lines: ["日本語"], style: red)
        buffer.put("x", x: 2, y: 0, style: .plain)
        XCTAssertEqual(buffer.lines(), ["日x 語"])
        XCTAssertEqual(buffer[x: 3, y: 0], .blank(red))
    }

    func testOverwritingTheRightHalfOfAWideGlyphBlanksTheLeftHalf() {
        var buffer = Buffer(lines: ["日本語"], style: red)
        buffer.put("x", x: 3, y: 0, style: .plain)
        XCTAssertEqual(buffer.lines(), ["日 x語"])
        XCTAssertEqual(buffer[x: 2, y: 0], .blank(red))
    }

    func testWideGlyphOverTwoWideGlyphsBlanksBothOuterHalves() {
        var buffer = Buffer(lines: ["日本語"])
        buffer.put("中", x: 1, y: 0, style: .plain)
        XCTAssertEqual(buffer.lines(), [" 中 語"])
        XCTAssertEqual(buffer[x: 2, y: 0], .continuation)
    }

    /// हाँ is one cluster a terminal draws in two cells (the letter, then the spacing sign with its mark): the buffer
    /// gives each its cell, so what is drawn after it lands where the terminal puts it.
    func testALetterWithASpacingVowelSignTakesACellForEach() {
        var buffer = Buffer(size: Size(width: 6, height: 1))
        XCTAssertEqual(buffer.put("\u{939}\u{93E}\u{901}|", x: 0, y: 0, style: .plain), 3)
        XCTAssertEqual(buffer[x: 0, y: 0].grapheme, "\u{939}")
        XCTAssertEqual(buffer[x: 1, y: 0].grapheme, "\u{93E}\u{901}")
        XCTAssertEqual(buffer[x: 2, y: 0].grapheme, "|")
        var narrow = Buffer(size: Size(width: 1, height: 1))
        XCTAssertEqual(narrow.put("\u{939}\u{93E}", x: 0, y: 0, style: .plain), 1, "the sign has no room")
        XCTAssertEqual(narrow[x: 0, y: 0].grapheme, "\u{939}")
    }

    func testZeroWidthGraphemeJoinsThePreviousCellOrIsDropped() {
        var buffer = Buffer(size: Size(width: 4, height: 2))
        XCTAssertEqual(buffer.put("\u{200B}ab", x: 0, y: 0, style: .plain), 2)
        XCTAssertEqual(buffer.put("a\u{200B}b", x: 0, y: 1, style: .plain), 2)
        XCTAssertEqual(buffer[x: 0, y: 0].grapheme, "a")
        XCTAssertEqual(buffer[x: 0, y: 1].grapheme, "a\u{200B}")
        XCTAssertEqual(buffer[x: 1, y: 1].grapheme, "b")
    }

    func testCombiningMarksStayInTheirCharactersCell() {
        var buffer = Buffer(size: Size(width: 4, height: 1))
        XCTAssertEqual(buffer.put("e\u{301}te\u{301}", x: 0, y: 0, style: .plain), 3)
        XCTAssertEqual(buffer.lines(), ["e\u{301}te\u{301} "])
    }

    func testLettersBesideOtherTextTakeACellEachAndStopWhereTheRowEnds() {
        var buffer = Buffer(size: Size(width: 10, height: 4))
        XCTAssertEqual(buffer.put("ab·cd👍🏽e", x: 0, y: 0, style: .plain), 8)
        XCTAssertEqual(buffer.put("xe\u{301}←yz", x: -1, y: 1, style: .plain), 5, "x is left of the edge")
        XCTAssertEqual(buffer.put("abc·defgh日ij", x: 2, y: 2, style: .plain), 8)
        XCTAssertEqual(buffer.put("ab·cdef", x: 0, y: 3, style: .plain, maxWidth: 4), 4)
        XCTAssertEqual(buffer.lines(), ["ab·cd👍🏽e  ", "e\u{301}←yz      ", "  abc·defg", "ab·c      "])
        XCTAssertEqual(buffer[x: 0, y: 1].grapheme, "e\u{301}", "the mark stays with its letter")
    }

    func testFillIsClippedAndKeepsWideGlyphsWhole() {
        var buffer = Buffer(lines: ["日本語日", "abcdefgh"])
        buffer.fill(Rect(x: 3, y: 0, width: 2, height: 5), with: Cell("#"))
        XCTAssertEqual(
            buffer.description,
            """
            日 ## 日
            abc##fgh
            """)
        buffer.fill(Rect(x: -3, y: 1, width: 6, height: 1), with: Cell("中"))
        XCTAssertEqual(buffer.lines()[1], "中 ##fgh")
    }

    func testFillWithAWideCellPadsAnOddColumn() {
        var buffer = Buffer(size: Size(width: 6, height: 1))
        buffer.fill(Rect(x: 0, y: 0, width: 5, height: 1), with: Cell("中", style: red))
        XCTAssertEqual(buffer.lines(), ["中中  "])
        XCTAssertEqual(buffer[x: 4, y: 0], .blank(red))
    }

    func testSetPutsOneCellAndRefusesHalfAGlyph() {
        var buffer = Buffer(lines: ["日本"])
        buffer.set(Cell("語"), x: 3, y: 0)
        XCTAssertEqual(buffer.lines(), ["日  "])
        buffer.set(.continuation, x: 0, y: 0)
        XCTAssertEqual(buffer.lines(), ["    "])
        buffer.set(Cell("語"), x: 1, y: 0)
        XCTAssertEqual(buffer.lines(), [" 語 "])
    }

    func testSetStyleReplacesAndPatchStyleLaysOver() {
        var buffer = Buffer(lines: ["menu item", "日本 item"], style: Style(foreground: .green))
        buffer.setStyle(.plain, in: Rect(x: 5, y: 0, width: 4, height: 1))
        buffer.patchStyle(highlight, in: Rect(x: 0, y: 1, width: 2, height: 1))
        buffer.patchStyle(Style(attributes: .underline), in: Rect(x: 0, y: 0, width: 4, height: 1))
        XCTAssertEqual(
            buffer.styleDump(),
            """
            0: 0-3 fg=ansi(2) underline | 4 fg=ansi(2)
            1: 0-1 fg=ansi(7) bg=ansi(4) bold | 2-8 fg=ansi(2)
            """)
    }

    func testStylingTheRightHalfOfAWideGlyphLeavesIt() {
        var buffer = Buffer(lines: ["日本"])
        buffer.setStyle(red, in: Rect(x: 1, y: 0, width: 2, height: 1))
        XCTAssertEqual(buffer.styleDump(), "0: 2-3 fg=ansi(1)")
    }

    func testTrimmedLinesDropTrailingSpacesOnly() {
        var buffer = Buffer(size: Size(width: 6, height: 2))
        buffer.put(" a b", x: 0, y: 0, style: .plain)
        XCTAssertEqual(buffer.trimmedLines(), [" a b", ""])
        XCTAssertEqual(buffer.lines(), [" a b  ", "      "])
    }

    func testUnstyledBufferDumpsNoStyle() {
        XCTAssertEqual(Buffer(lines: ["plain"]).styleDump(), "")
    }

    func testCellStaysSmall() {
        // Diffing a 200×60 frame compares 12,000 cells; keep each to two words, four to a cache line.
        XCTAssertEqual(MemoryLayout<Cell>.stride, 16)
    }
}
