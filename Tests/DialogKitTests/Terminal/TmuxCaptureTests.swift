import XCTest
@testable import DialogKit

/// What `tmux capture-pane -p -e` prints, laid out as cells: the backdrop of a fullscreen dialog inside tmux.
final class TmuxCaptureTests: XCTestCase {
    private let size = Size(width: 12, height: 3)

    private func parse(_ text: String, size: Size? = nil) -> Buffer {
        TmuxPane.parseCapture(Array(text.utf8), size: size ?? self.size)
    }

    func testPlainLinesFillTheRowsAndTheRestStaysBlank() {
        let buffer = parse("one\ntwo\n")
        XCTAssertEqual(buffer.trimmedLines(), ["one", "two", ""])
        XCTAssertEqual(buffer.size, size)
    }

    func testSixteenTwoHundredFiftySixAndTrueColoursAndAttributes() {
        let buffer = parse("\u{1b}[31mr\u{1b}[1;44mb\u{1b}[0m \u{1b}[38;5;208mo\u{1b}[48;2;1;2;3mt\u{1b}[39;49m.\u{1b}[2;3;4;7mx\u{1b}[22;23;24;27my\u{1b}[92;101mz")
        XCTAssertEqual(buffer.lines()[0], "rb ot.xyz   ")
        XCTAssertEqual(buffer[x: 0, y: 0].style, Style(foreground: .ansi(1)))
        XCTAssertEqual(buffer[x: 1, y: 0].style, Style(foreground: .ansi(1), background: .ansi(4), attributes: .bold))
        XCTAssertEqual(buffer[x: 2, y: 0].style, .plain)
        XCTAssertEqual(buffer[x: 3, y: 0].style, Style(foreground: .indexed(208)))
        XCTAssertEqual(buffer[x: 4, y: 0].style, Style(foreground: .indexed(208), background: .rgb(1, 2, 3)))
        XCTAssertEqual(buffer[x: 5, y: 0].style, .plain)
        XCTAssertEqual(buffer[x: 6, y: 0].style, Style(attributes: [.dim, .italic, .underline, .reverse]))
        XCTAssertEqual(buffer[x: 7, y: 0].style, .plain)
        XCTAssertEqual(buffer[x: 8, y: 0].style, Style(foreground: .ansi(10), background: .ansi(9)))
    }

    func testColonSubparametersAndAStyleThatCarriesOverToTheNextLine() {
        let buffer = parse("\u{1b}[38:2::9:8:7;4:3ma\n\u{1b}[4:0mb\u{1b}[48:5:17mc")
        XCTAssertEqual(buffer[x: 0, y: 0].style, Style(foreground: .rgb(9, 8, 7), attributes: .underline))
        XCTAssertEqual(buffer[x: 0, y: 1].style, Style(foreground: .rgb(9, 8, 7)), "tmux does not repeat a style on each line")
        XCTAssertEqual(buffer[x: 1, y: 1].style, Style(foreground: .rgb(9, 8, 7), background: .indexed(17)))
    }

    func testWideGlyphsAndCombiningMarks() {
        let buffer = parse("漢字e\u{301}!\n\u{1b}[32m\u{301}x")
        XCTAssertEqual(buffer[x: 0, y: 0].grapheme, "漢")
        XCTAssertTrue(buffer[x: 1, y: 0].isContinuation)
        XCTAssertEqual(buffer[x: 2, y: 0].grapheme, "字")
        XCTAssertEqual(buffer[x: 4, y: 0].grapheme, "e\u{301}")
        XCTAssertEqual(buffer[x: 5, y: 0].grapheme, "!")
        XCTAssertEqual(buffer[x: 0, y: 1].grapheme, "x", "a mark with nothing before it is dropped")
    }

    func testControlCharactersAndOtherSequencesNeverBecomeCells() {
        let buffer = parse("a\u{7}b\u{1b}]0;title\u{7}c\u{1b}]8;;http://x\u{1b}\\d\u{1b}[2Je\u{1b}Pq#\u{1b}\\f\r\u{8}g\u{9b}h\u{202e}")
        let row = buffer.lines()[0]
        XCTAssertFalse(row.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0.value == 0x202E },
                       visibleRow(row))
        XCTAssertTrue(row.hasPrefix("abcdefg^[[h"), visibleRow(row))
    }

    func testTabsMoveToTheNextStopAndLongLinesAndRowsAreCut() {
        let buffer = parse("a\tb\n0123456789abcdef\n3\n4\n5")
        XCTAssertEqual(buffer.lines(), ["a       b   ", "0123456789ab", "3           "])
        let wideAtTheEdge = parse("12345678901漢", size: Size(width: 12, height: 1))
        XCTAssertEqual(wideAtTheEdge.lines(), ["12345678901 "])
    }

    func testConcealedTextIsBlankCellsOfItsWidthUntilRevealed() {
        let buffer = parse("pw:\u{1b}[8msecret\u{1b}[28m!\n\u{1b}[8;31m漢x\u{1b}[0my\n\u{1b}[8mhid\u{1b}[0m\u{1b}[1mz")
        XCTAssertEqual(buffer.lines(), [
            "pw:      !  ",
            "   y        ",
            "   z        ",
        ])
        XCTAssertEqual(buffer.styleDump(), """
            1: 0-2 fg=ansi(1)
            2: 3 bold
            """)
        XCTAssertFalse(buffer.lines().joined().contains("secret"))
    }

    func testUnderlineColourIsReadAndDroppedInEveryForm() {
        // Each 58 is followed by a letter in plain style: none of its numbers may become reverse, bold or underline.
        let buffer = parse("\u{1b}[58;5;7ma\u{1b}[58;2;1;4;7mb\u{1b}[58:2::7:1:4mc\u{1b}[58:5:4md\u{1b}[59me"
                           + "\u{1b}[58;2;7;1;4;31mf\u{1b}[0;58;5;1;4mg")
        XCTAssertEqual(buffer.lines()[0], "abcdefg     ")
        XCTAssertEqual(buffer.styleDump(), """
            0: 5 fg=ansi(1) | 6 underline
            """)
    }

    private func visibleRow(_ row: String) -> String {
        row.unicodeScalars.map { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) ? "<\($0.value)>" : String($0) }.joined()
    }
}
