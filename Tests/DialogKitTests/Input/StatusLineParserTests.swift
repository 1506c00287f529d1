import XCTest
@testable import DialogKit

final class StatusLineParserTests: XCTestCase {
    private func parse(_ text: String) -> [StatusUpdate] {
        var parser = StatusLineParser()
        return parser.feed(Array(text.utf8)) + parser.finish()
    }

    func testPlainTextReplacesTheMessage() {
        XCTAssertEqual(parse("Getting there…\nReally…\n"), [.message("Getting there…"), .message("Really…")])
    }

    func testAWholeNumberSetsThePercentage() {
        XCTAssertEqual(parse("0\n42\n42%\n 7 % \n100\n"), [.percent(0), .percent(42), .percent(42), .percent(7), .percent(100)])
    }

    func testADecimalDropsItsFractionAndNumbersOutOfRangeAreText() {
        XCTAssertEqual(parse("42.9\n100.0\n"), [.percent(42), .percent(100)])
        XCTAssertEqual(parse("101\n-5\n100.5\n1.2.3\n"), [.message("101"), .message("-5"), .message("100.5"), .message("1.2.3")])
    }

    func testANumberAndTextSetBoth() {
        XCTAssertEqual(parse("40 Copying files\n75%  Almost\n"),
                       [StatusUpdate(message: "Copying files", percent: 40), StatusUpdate(message: "Almost", percent: 75)])
        XCTAssertEqual(parse("2024 was a year\n"), [.message("2024 was a year")], "not a percentage: the whole line is text")
    }

    func testZenityHashLinesAreMessages() {
        XCTAssertEqual(parse("# Copying\n#50\n"), [.message("Copying"), .message("50")])
    }

    func testEmptyLinesChangeNothing() {
        XCTAssertEqual(parse("\n   \n\t\nDone\n"), [.message("Done")])
    }

    func testDialogGaugeBlocks() {
        let feed = "10\nXXX\n40\nCopying file 3\nof 10\nXXX\nXXX\n90\nXXX\n"
        XCTAssertEqual(parse(feed), [.percent(10), StatusUpdate(message: "Copying file 3\nof 10", percent: 40), .percent(90)])
        XCTAssertEqual(parse("XXX\nNo percentage here\nXXX\n"), [.message("No percentage here")])
        XCTAssertEqual(parse("XXX\n55\nCut off"), [StatusUpdate(message: "Cut off", percent: 55)], "the end of input closes a block")
    }

    func testLinesEndAtCarriageReturnsAndCRLFIsOneEnd() {
        XCTAssertEqual(parse("10\r20\r\n30\n"), [.percent(10), .percent(20), .percent(30)])
    }

    func testPartialLinesWaitForTheirEndAtEverySplit() {
        let feed = "12 Starting\r\nXXX\n50\nHalf way ✓\nXXX\nDone"
        let whole = parse(feed)
        XCTAssertEqual(whole, [StatusUpdate(message: "Starting", percent: 12), StatusUpdate(message: "Half way ✓", percent: 50),
                               .message("Done")])
        let bytes = Array(feed.utf8)
        for split in 0...bytes.count {
            var parser = StatusLineParser()
            let updates = parser.feed(bytes[..<split]) + parser.feed(bytes[split...]) + parser.finish()
            XCTAssertEqual(updates, whole, "split at \(split)")
        }
        var parser = StatusLineParser()
        XCTAssertEqual(parser.feed(Array("Half".utf8)), [], "no update before the line ends")
        XCTAssertEqual(parser.feed(Array(" done\n".utf8)), [.message("Half done")])
    }

    func testInvalidUTF8BecomesReplacementCharactersAndControlsAreVisible() {
        var parser = StatusLineParser()
        let updates = parser.feed([0x41, 0xFF, 0x42, 0xE2, 0x82, 0x0A] + Array("red \u{1b}[31m\n".utf8))
        XCTAssertEqual(updates, [.message("A\u{FFFD}B\u{FFFD}"), .message("red ^[[31m")])
    }

    func testAMegabyteLineKeepsOnlyItsStart() {
        var parser = StatusLineParser()
        var updates: [StatusUpdate] = []
        let chunk = [UInt8](repeating: 0x61, count: 65536)
        for _ in 0..<16 { updates += parser.feed(chunk) }
        XCTAssertEqual(updates, [])
        updates += parser.feed(Array("\n42\n".utf8))
        XCTAssertEqual(updates.count, 2)
        let message = try? XCTUnwrap(updates.first?.message)
        XCTAssertEqual(message?.hasSuffix("…"), true)
        XCTAssertEqual(message.map { $0.utf8.count }, StatusLineParser.maximumLineBytes + "…".utf8.count)
        XCTAssertEqual(updates.last, .percent(42), "the next line after the long one is read normally")
    }

    func testACutLineNeverEndsInHalfACharacter() {
        var parser = StatusLineParser()
        let bytes = [UInt8](repeating: 0x61, count: StatusLineParser.maximumLineBytes - 1) + Array("ééé\n".utf8)
        let message = parser.feed(bytes).first?.message
        XCTAssertEqual(message, String(repeating: "a", count: StatusLineParser.maximumLineBytes - 1) + "…")
    }
}
