import XCTest

@testable import DialogKit

final class EscapeTests: XCTestCase {
    private func wire(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    func testCursorPositionIsOneBasedOnTheWireAndShortest() {
        XCTAssertEqual(wire(Escape.cursorPosition(row: 0, column: 0)), "\u{1B}[H")
        XCTAssertEqual(wire(Escape.cursorPosition(row: 4, column: 0)), "\u{1B}[5H")
        XCTAssertEqual(wire(Escape.cursorPosition(row: 0, column: 3)), "\u{1B}[1;4H")
        XCTAssertEqual(wire(Escape.cursorPosition(row: 23, column: 79)), "\u{1B}[24;80H")
    }

    func testRelativeMotionsLeaveOutTheDefaultCountAndSkipZero() {
        XCTAssertEqual(wire(Escape.cursorUp(1)), "\u{1B}[A")
        XCTAssertEqual(wire(Escape.cursorDown(12)), "\u{1B}[12B")
        XCTAssertEqual(wire(Escape.cursorForward(3)), "\u{1B}[3C")
        XCTAssertEqual(wire(Escape.cursorBack(1)), "\u{1B}[D")
        XCTAssertEqual(wire(Escape.cursorColumn(0)), "\u{1B}[G")
        XCTAssertEqual(wire(Escape.cursorColumn(9)), "\u{1B}[10G")
        XCTAssertEqual(Escape.cursorUp(0), [])
        XCTAssertEqual(Escape.cursorForward(-2), [])
    }

    func testErasing() {
        XCTAssertEqual(wire(Escape.eraseDisplay(.all)), "\u{1B}[2J")
        XCTAssertEqual(wire(Escape.eraseDisplay(.below)), "\u{1B}[J")
        XCTAssertEqual(wire(Escape.eraseLine(.toEnd)), "\u{1B}[K")
        XCTAssertEqual(wire(Escape.eraseLine(.all)), "\u{1B}[2K")
    }

    func testModesAndSingleCharacters() {
        XCTAssertEqual(wire(Escape.hideCursor), "\u{1B}[?25l")
        XCTAssertEqual(wire(Escape.showCursor), "\u{1B}[?25h")
        XCTAssertEqual(wire(Escape.enterAlternateScreen), "\u{1B}[?1049h")
        XCTAssertEqual(wire(Escape.leaveAlternateScreen), "\u{1B}[?1049l")
        XCTAssertEqual(wire(Escape.beginSynchronizedUpdate), "\u{1B}[?2026h")
        XCTAssertEqual(wire(Escape.endSynchronizedUpdate), "\u{1B}[?2026l")
        XCTAssertEqual(wire(Escape.enableMouse), "\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h")
        XCTAssertEqual(wire(Escape.disableMouse), "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l")
        XCTAssertEqual(wire(Escape.enableBracketedPaste), "\u{1B}[?2004h")
        XCTAssertEqual(wire(Escape.disableBracketedPaste), "\u{1B}[?2004l")
        XCTAssertEqual(wire(Escape.saveCursor), "\u{1B}7")
        XCTAssertEqual(wire(Escape.restoreCursor), "\u{1B}8")
        XCTAssertEqual(wire(Escape.index), "\u{1B}D")
        XCTAssertEqual(wire(Escape.resetStyle), "\u{1B}[0m")
        XCTAssertEqual(Escape.bell, [7])
        XCTAssertEqual(Escape.carriageReturn, [13])
        XCTAssertEqual(Escape.lineFeed, [10])
    }

    func testSGRBuilderWritesOnlyWhatItIsGiven() {
        func sgr(reset: Bool, _ attributes: Attributes, _ fg: Color?, _ bg: Color?) -> String {
            var out: [UInt8] = []
            Escape.sgr(reset: reset, attributes: attributes, foreground: fg, background: bg, into: &out)
            return wire(out)
        }
        XCTAssertEqual(sgr(reset: false, [], nil, nil), "")
        XCTAssertEqual(sgr(reset: true, [], .default, .default), "\u{1B}[0m")
        XCTAssertEqual(sgr(reset: true, .bold, .ansi(1), .default), "\u{1B}[0;1;31m")
        XCTAssertEqual(sgr(reset: false, [.italic, .reverse], .ansi(9), .indexed(236)), "\u{1B}[3;7;91;48;5;236m")
        XCTAssertEqual(sgr(reset: false, [], .default, .ansi(15)), "\u{1B}[39;107m")
        XCTAssertEqual(sgr(reset: false, [.dim, .underline], .rgb(1, 20, 255), nil), "\u{1B}[2;4;38;2;1;20;255m")
        XCTAssertEqual(sgr(reset: false, [], .ansi(200), nil), "\u{1B}[38;5;200m")
        XCTAssertEqual(wire(Escape.sgr(Style(background: .blue))), "\u{1B}[0;44m")
    }

    func testNumbersAreWrittenInDecimal() {
        for value in [0, 7, 10, 99, 255, 1000, 65535] {
            var out: [UInt8] = []
            Escape.number(value, into: &out)
            XCTAssertEqual(wire(out), String(value))
        }
    }
}
