import XCTest
@testable import DialogKit

final class CellTests: XCTestCase {
    /// Graphemes of every length the glyph stores differently: ASCII, inline up to 7 bytes, and longer.
    let samples: [String] = [
        " ", "a", "é", "e\u{301}", "本", "Ж", "👍🏽", "🇫🇷",
        "a\u{301}\u{302}\u{303}",           // 7 bytes, the last inline length
        "❤\u{FE0F}",                        // 6 bytes, an emoji with its variation selector
        "a\u{301}\u{302}\u{303}\u{304}",     // 9 bytes, long
        "a\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}\u{307}", // 15 bytes, long
        "a\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}\u{307}\u{308}", // 17 bytes, long
        "👨‍👩‍👧", "👩🏽‍🚀", "\u{1100}\u{1161}\u{11A8}", "\r\n",
    ]

    func testEveryGraphemeComesBackAsItsOwnText() {
        for text in samples {
            XCTAssertEqual(Cell(grapheme: text, width: 1).grapheme, text, "\(Array(text.utf8))")
            XCTAssertEqual(Cell(Character(text)).grapheme, text)
        }
        // A character's glyph is its text's, whichever way it is made (every ASCII byte, "\n" and "\r\n" among them).
        for text in samples + (0..<128).map({ String(UnicodeScalar(UInt8($0))) }) {
            XCTAssertEqual(Glyph(Character(text)), Glyph(text), "\(Array(text.utf8))")
            XCTAssertEqual(Glyph(Character(text)).string, text)
        }
        XCTAssertEqual(Cell.continuation.grapheme, "")
        XCTAssertEqual(Cell.blank.grapheme, " ")
    }

    func testOnlyAOneColumnPrintableASCIIGlyphIsItsByte() {
        XCTAssertEqual(Cell(grapheme: " ", width: 1).glyph.asciiByte, 0x20)
        XCTAssertEqual(Cell(grapheme: "~", width: 1).glyph.asciiByte, 0x7E)
        XCTAssertEqual(Cell("a").glyph.asciiByte, 0x61)
        for text in ["\u{7F}", "\u{1B}", "\t", "\n", "\r\n", "é", "本", "👍🏽", "ab"] {
            XCTAssertNil(Cell(grapheme: text, width: 1).glyph.asciiByte, "\(Array(text.utf8))")
        }
        XCTAssertNil(Cell(grapheme: "a", width: 2).glyph.asciiByte)
        XCTAssertNil(Cell(grapheme: "a", width: 0).glyph.asciiByte)
        XCTAssertNil(Cell.continuation.glyph.asciiByte)
    }

    func testWidthAndStyleAreKeptApartFromTheGrapheme() {
        let style = Style(foreground: .rgb(255, 255, 255), background: .indexed(255), attributes: [.bold, .reverse])
        for text in samples {
            for width in [0, 1, 2] as [UInt8] {
                var cell = Cell(grapheme: text, width: width, style: style)
                XCTAssertEqual(cell.width, width, text)
                XCTAssertEqual(cell.grapheme, text)
                XCTAssertEqual(cell.style, style)
                // Changing the grapheme keeps the width, and changing the width keeps the grapheme.
                cell.grapheme = "x"
                XCTAssertEqual(cell.width, width)
                cell.width = 2 - width
                XCTAssertEqual(cell.grapheme, "x")
                XCTAssertEqual(cell.width, 2 - width)
                XCTAssertEqual(cell.style, style)
            }
        }
    }

    func testCellsAreEqualExactlyWhenTheirBytesWidthAndStyleAre() {
        for (i, a) in samples.enumerated() {
            for (j, b) in samples.enumerated() {
                let equal = Cell(grapheme: a, width: 1) == Cell(grapheme: b, width: 1)
                XCTAssertEqual(equal, i == j, "\(a) vs \(b)")
                if i == j {
                    XCTAssertEqual(Cell(grapheme: a, width: 1).hashValue, Cell(grapheme: b, width: 1).hashValue)
                }
            }
        }
        // Canonically equivalent but different bytes: different cells, as the terminal is sent different bytes.
        XCTAssertNotEqual(Cell(grapheme: "é", width: 1), Cell(grapheme: "e\u{301}", width: 1))
        XCTAssertNotEqual(Cell(grapheme: "a", width: 1), Cell(grapheme: "a", width: 2))
        XCTAssertNotEqual(Cell(grapheme: "a", width: 1), Cell(grapheme: "a", width: 1, style: Style(attributes: .bold)))
        XCTAssertNotEqual(Cell.blank, Cell.continuation)
    }

    func testTheEncoderSendsEachGraphemesBytes() {
        for text in samples {
            var buffer = Buffer(size: Size(width: 3, height: 1))
            buffer.set(Cell(grapheme: text, width: 1), x: 0, y: 0)
            var encoder = ANSIEncoder(colorDepth: .none, motion: .absolute(), columns: 3)
            var out: [UInt8] = []
            encoder.encode(BufferDiff.diff(from: Buffer(size: buffer.size, filledWith: Cell("x")), to: buffer), into: &out)
            XCTAssertNotNil(out.firstRange(of: Array(text.utf8)), "\(text) not in \(out)")
        }
    }

    func testAZeroWidthGraphemeJoinsTheCellBeforeWhateverItsLength() {
        var buffer = Buffer(size: Size(width: 4, height: 1))
        let long = "a\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}\u{307}"
        buffer.put(long + "\u{200B}b", x: 0, y: 0, style: .plain)
        XCTAssertEqual(buffer[x: 0, y: 0].grapheme, long + "\u{200B}")
        XCTAssertEqual(buffer[x: 1, y: 0].grapheme, "b")
        XCTAssertEqual(buffer.lines(), [long + "\u{200B}b  "])
    }

    func testPrintableASCIIIsPutExactlyAsCellByCellWhereverItLands() {
        let text = "Save as: ~/report (1).txt"
        for x in [-30, -3, 0, 5, 20, 40] {
            for maxWidth in [nil, 0, 4, 100] as [Int?] {
                var fast = Buffer(size: Size(width: 30, height: 1), filledWith: Cell("x"))
                let used = fast.put(text, x: x, y: 0, style: Style(attributes: .bold), maxWidth: maxWidth)
                var expected = Buffer(size: Size(width: 30, height: 1), filledWith: Cell("x"))
                let limit = min(30, x + max(0, maxWidth ?? 30))
                var column = x
                for character in text where column < limit {
                    expected.set(Cell(character, style: Style(attributes: .bold)), x: column, y: 0)
                    column += 1
                }
                XCTAssertEqual(fast, expected, "x \(x), maxWidth \(String(describing: maxWidth))")
                XCTAssertEqual(used, column - x)
            }
        }
    }

    func testStylesKeepEveryColourAndTellThemApart() {
        let colours: [Color] = [.default, .ansi(0), .ansi(5), .ansi(255), .indexed(0), .indexed(5), .indexed(255),
                                .rgb(0, 0, 0), .rgb(0, 0, 5), .rgb(1, 2, 3), .rgb(255, 255, 255)]
        for (i, a) in colours.enumerated() {
            let style = Style(foreground: a, background: colours[colours.count - 1 - i], attributes: .bold)
            XCTAssertEqual(style.foreground, a)
            XCTAssertEqual(style.background, colours[colours.count - 1 - i])
            XCTAssertEqual(style.attributes, .bold)
            var changed = style
            changed.background = a
            XCTAssertEqual(changed.background, a)
            XCTAssertEqual(changed.foreground, a)
            for (j, b) in colours.enumerated() {
                XCTAssertEqual(Style(foreground: a) == Style(foreground: b), i == j, "\(a) vs \(b)")
                XCTAssertEqual(Style(background: a) == Style(background: b), i == j, "\(a) vs \(b)")
            }
        }
        // Every attribute survives a change of either colour, and a change of attributes keeps both colours.
        var style = Style(foreground: .rgb(255, 255, 255), background: .rgb(255, 255, 255),
                          attributes: [.bold, .dim, .italic, .underline, .reverse])
        style.foreground = .ansi(1)
        style.background = .indexed(2)
        XCTAssertEqual(style.attributes, [.bold, .dim, .italic, .underline, .reverse])
        style.attributes = .underline
        XCTAssertEqual(style.foreground, .ansi(1))
        XCTAssertEqual(style.background, .indexed(2))
    }
}
