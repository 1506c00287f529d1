import Foundation
import XCTest
@testable import DialogKit

final class TextWrapTests: XCTestCase {
    /// The wrapped lines as they appear on screen, one per row.
    private func picture(_ text: String, width: Int, tabWidth: Int = 8) -> String {
        TextWrap.wrap(text, width: width, tabWidth: tabWidth).joined(separator: "\n")
    }

    func testWordsWrapAtSpaces() {
        XCTAssertEqual(picture("The quick brown fox jumps over the lazy dog", width: 12), """
            The quick
            brown fox
            jumps over
            the lazy dog
            """)
    }

    func testRunsOfSpacesAtBreaksAreDroppedButIndentationIsKept() {
        XCTAssertEqual(picture("  word   spaced   out   ", width: 8), """
              word
            spaced
            out
            """)
    }

    func testNewlinesForceBreaks() {
        XCTAssertEqual(TextWrap.wrap("one\n\ntwo three\n", width: 5), ["one", "", "two", "three"])
        XCTAssertEqual(TextWrap.wrap("a\n", width: 5), ["a"])
        XCTAssertEqual(TextWrap.wrap("a\n\n", width: 5), ["a", ""])
        XCTAssertEqual(TextWrap.wrap("\n", width: 5), [""])
    }

    func testEmptyText() {
        XCTAssertEqual(TextWrap.wrap("", width: 10), [])
        XCTAssertEqual(TextWrap.wrap("", width: 0), [])
    }

    func testOnlyWhitespace() {
        XCTAssertEqual(TextWrap.wrap("   ", width: 10), ["   "])
        XCTAssertEqual(TextWrap.wrap("\t", width: 10), ["        "])
        // Indentation wider than the line is broken like any long word.
        XCTAssertEqual(TextWrap.wrap("      ", width: 4), ["    ", "  "])
        XCTAssertEqual(TextWrap.wrap(" \n \n", width: 4), [" ", " "])
    }

    func testLongWordIsBrokenAtGraphemeBoundaries() {
        XCTAssertEqual(picture("see supercalifragilistic word", width: 8), """
            see
            supercal
            ifragili
            stic
            word
            """)
        // Decomposed accents stay with their letter.
        XCTAssertEqual(picture("e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}", width: 2), """
            e\u{301}e\u{301}
            e\u{301}e\u{301}
            e\u{301}
            """)
    }

    func testLetterBeforeCombiningMarkStaysWithIt() {
        XCTAssertEqual(picture("abcde\u{301}fg", width: 5), """
            abcde\u{301}
            fg
            """)
    }

    func testCombiningMarkAfterSpaceStartsTheNextWord() {
        // " \u{301}" is one grapheme cluster, but the space is still a break point.
        XCTAssertEqual(TextWrap.wrap("a \u{301}b", width: 10), ["a \u{301}b"])
        XCTAssertEqual(TextWrap.wrap("a \u{301}b", width: 1), ["a", "\u{301}b"])
    }

    func testTabsExpandFromTheStartOfTheLogicalLine() {
        XCTAssertEqual(picture("a\tb\tc\nname\tvalue", width: 40), """
            a       b       c
            name    value
            """)
        XCTAssertEqual(picture("ab\tc\td", width: 40, tabWidth: 4), "ab  c   d")
        // Tab stops keep counting across a wrap, then the expanded spaces are a break point.
        XCTAssertEqual(picture("a\tb\tc\td", width: 10), """
            a       b
            c       d
            """)
        XCTAssertEqual(picture("中\tx", width: 20, tabWidth: 4), "中  x")
        XCTAssertEqual(picture("a\tb c  d", width: 40), "a       b c  d")
        XCTAssertEqual(picture("\tindented", width: 40, tabWidth: 4), "    indented")
    }

    func testLinesKeptAsRangesReadTheSameInAnyOrder() {
        // `TextBlock` keeps each line as a range of the text and makes it a string when it is drawn: the tabs of a
        // line expand from the column it starts at in its logical line, an indentation wider than the width is
        // spaces of its own, and a run of blank lines is kept once.
        let cases: [(text: String, width: Int, lines: [String])] = [
            ("aaaa bb\tc", 6, ["aaaa", "bb c"]),  // "bb" starts at column 5, so its tab reaches column 8 in 1
            ("          x", 4, ["    ", "    ", "  x"]),
            ("\t\tx y", 5, ["     ", "     ", "     ", " x y"]),
            ("a\n\n\n\n  \n\nb", 3, ["a", "", "", "", "  ", "", "b"]),
            (String(repeating: "\t", count: 8), 10, Array(repeating: String(repeating: " ", count: 10), count: 6) + ["    "]),
        ]
        for (text, width, expected) in cases {
            let lines = TextWrap.lines(of: text, width: width).lines
            XCTAssertEqual(Array(lines), expected, text.debugDescription)
            XCTAssertEqual(lines.indices.reversed().map { lines[$0] }, expected.reversed(), "backwards: \(text.debugDescription)")
            XCTAssertEqual(TextWrap.wrap(text, width: width), expected, text.debugDescription)
        }
    }

    func testAGraphemeOfMillionsOfMarksIsDrawnWithItsFirstOnes() {
        // One cell wide whatever its length: a row keeps the letter and its first marks, cut where a scalar
        // begins, so no layer below copies megabytes to draw one cell. Rows of ordinary length are untouched.
        let accents = String(repeating: "\u{301}", count: 100_000)
        let lines = TextWrap.lines(of: "x e" + accents + " y", width: 20).lines
        XCTAssertEqual(Array(lines), ["x e" + String(repeating: "\u{301}", count: 15) + " y"])
        XCTAssertEqual(Array(lines[0].utf8).count, 2 + 1 + 30 + 2)
        // A row that long built a grapheme at a time keeps every ordinary one whole (an emoji sequence: 15 bytes).
        let row = "\u{1F469}\u{1F3FD}\u{200D}\u{1F52C}" + String(repeating: "a\u{301}\u{1F1EB}\u{1F1F7}", count: 1000)
        XCTAssertEqual(Array(TextWrap.lines(of: row, width: 6000).lines), [row])
    }

    func testCJKBreaksBetweenAnyGlyphs() {
        XCTAssertEqual(picture("中文字符串没有空格可以在任何地方断开", width: 10), """
            中文字符串
            没有空格可
            以在任何地
            方断开
            """)
        // Hangul syllables are wide glyphs too, so Korean breaks between syllables as well as at spaces.
        XCTAssertEqual(picture("한국어 텍스트는 띄어쓰기가 있습니다", width: 9), """
            한국어 텍
            스트는 띄
            어쓰기가
            있습니다
            """)
    }

    func testMixedLatinAndCJK() {
        XCTAssertEqual(picture("abc中文def", width: 5), """
            abc中
            文def
            """)
    }

    func testWideGlyphsNeverOverflowOddWidths() {
        XCTAssertEqual(picture("中文字", width: 5), """
            中文
            字
            """)
        for line in TextWrap.wrap(String(repeating: "全角ｔｅｘｔ", count: 20), width: 7) {
            XCTAssertLessThanOrEqual(line.displayWidth, 7, line)
        }
    }

    func testWideGlyphInOneColumnGetsItsOwnLine() {
        // The caller clips these two-column lines to the one column it has.
        XCTAssertEqual(TextWrap.wrap("中a文", width: 1), ["中", "a", "文"])
    }

    /// A letter with a spacing vowel sign, or a mark drawn as an emoji after a letter, is one grapheme terminals draw in
    /// more columns than the width: it gets a line of its own, which the caller clips.
    func testAGraphemeWiderThanTheWidthGetsItsOwnLine() {
        XCTAssertEqual(TextWrap.wrap("a\u{FFFD}\u{1F3FD}b", width: 2), ["a", "\u{FFFD}\u{1F3FD}", "b"])
        XCTAssertEqual(TextWrap.wrap("\u{939}\u{93E} \u{939}\u{93E}", width: 1), ["\u{939}\u{93E}", "\u{939}\u{93E}"])
    }

    func testEmojiWrapWithoutSplittingSequences() {
        XCTAssertEqual(picture("x 👍🏽👨‍👩‍👧 🇫🇷🇩🇪 ❤️ y", width: 5), """
            x 👍🏽
            👨‍👩‍👧 🇫🇷
            🇩🇪 ❤️
            y
            """)
    }

    func testRightToLeftTextStaysInLogicalOrder() {
        XCTAssertEqual(picture("שלום עולם ומה שלומך", width: 10), """
            שלום עולם
            ומה שלומך
            """)
        XCTAssertEqual(picture("مرحبا بالعالم", width: 7), """
            مرحبا
            بالعالم
            """)
    }

    func testWidthZeroOrLessReturnsLogicalLines() {
        let text = "a long line that is not wrapped  \nsecond\tline"
        XCTAssertEqual(TextWrap.wrap(text, width: 0), ["a long line that is not wrapped  ", "second  line"])
        XCTAssertEqual(TextWrap.wrap(text, width: -3), TextWrap.wrap(text, width: 0))
    }

    func testEveryLineFitsAndNoTextIsLost() {
        let text = "Lorem ipsum dolor sit amet, consectetur adipiscing elit, 中文字符 👍🏽 sed do eiusmod"
        for width in 2...30 {
            let lines = TextWrap.wrap(text, width: width)
            for line in lines {
                XCTAssertLessThanOrEqual(line.displayWidth, width, "width \(width): \(line)")
            }
            XCTAssertEqual(lines.joined().filter { $0 != " " }, text.filter { $0 != " " }, "width \(width)")
        }
    }

    func testRandomTextKeepsEveryGlyphAndFits() {
        let pieces = ["a", "bc", "def", " ", "  ", "\t", "\n", "中", "文字", "e\u{301}", "👍🏽", "ｶ", "\u{200B}", "שלום"]
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        for round in 0..<300 {
            var text = ""
            for _ in 0..<40 {
                // xorshift: a fixed sequence, so a failure can be reproduced from the round number.
                state ^= state << 13
                state ^= state >> 7
                state ^= state << 17
                text += pieces[Int(state % UInt64(pieces.count))]
            }
            let width = round % 12 + 1
            let lines = TextWrap.wrap(text, width: width, tabWidth: 4)
            for line in lines where line.displayWidth > width {
                XCTAssertTrue(width == 1 && line.count == 1, "round \(round): \(line.debugDescription)")
            }
            let glyphs = text.filter { !$0.isWhitespace }
            XCTAssertEqual(lines.joined().filter { !$0.isWhitespace }, glyphs, "round \(round)")
            let unwrapped = TextWrap.wrap(text, width: 0, tabWidth: 4)
            var logicalLines = text.split(separator: "\n", omittingEmptySubsequences: false)
            if text.hasSuffix("\n") {
                logicalLines.removeLast()
            }
            XCTAssertEqual(unwrapped.count, logicalLines.count, "round \(round)")
        }
    }

    func testLargeMessageWrapsInLinearTime() {
        let paragraph = String(repeating: "lorem ipsum dolor sit amet, consectetur elit ", count: 40) + "\n"
        let text = String(repeating: paragraph, count: 10_000_000 / paragraph.utf8.count + 1)
        var lines: [String] = []
        XCTAssertLessThan(threadSeconds { lines = TextWrap.wrap(text, width: 72) }, 5)
        XCTAssertGreaterThan(text.utf8.count, 10_000_000)
        XCTAssertGreaterThan(lines.count, 10_000_000 / 72)
        XCTAssertEqual(lines.first, "lorem ipsum dolor sit amet, consectetur elit lorem ipsum dolor sit amet,")
    }

    func testLongSingleWordWrapsInLinearTime() {
        let word = String(repeating: "abcdé", count: 2_000)
        var lines: [String] = []
        XCTAssertLessThan(threadSeconds { lines = TextWrap.wrap(word, width: 80) }, 5)
        XCTAssertEqual(lines.count, 125)
        XCTAssertEqual(lines.joined(), word)
        XCTAssertTrue(lines.allSatisfy { $0.displayWidth == 80 })
    }

    func testLargeCJKMessageWrapsInLinearTime() {
        let text = String(repeating: "中文字符串没有空格可以在任何地方断开。", count: 20_000)
        var lines: [String] = []
        XCTAssertLessThan(threadSeconds { lines = TextWrap.wrap(text, width: 40) }, 5)
        XCTAssertEqual(lines.count, text.count / 20)
    }

    // MARK: Truncation

    func testTruncateKeepsTextThatFits() {
        XCTAssertEqual(TextWrap.truncate("Hello", width: 5), "Hello")
        XCTAssertEqual(TextWrap.truncate("中文", width: 4), "中文")
        XCTAssertEqual(TextWrap.truncate("", width: 3), "")
    }

    func testTruncateEndsWithEllipsis() {
        XCTAssertEqual(TextWrap.truncate("Hello, world", width: 5), "Hell…")
        XCTAssertEqual(TextWrap.truncate("abc", width: 1), "…")
        XCTAssertEqual(TextWrap.truncate("abc", width: 0), "")
        XCTAssertEqual(TextWrap.truncate("cafe\u{301} au lait", width: 5), "cafe\u{301}…")
        XCTAssertEqual(TextWrap.truncate("👍🏽👍🏽👍🏽", width: 5), "👍🏽👍🏽…")
    }

    func testTruncateNeverSplitsWideGlyphs() {
        XCTAssertEqual(TextWrap.truncate("中文中文", width: 5), "中文…")
        XCTAssertEqual(TextWrap.truncate("中文中文", width: 4), "中…")
        XCTAssertEqual(TextWrap.truncate("中文中文", width: 2), "…")
        XCTAssertEqual(TextWrap.truncate("中文中文", width: 7), "中文中…")
    }
}
