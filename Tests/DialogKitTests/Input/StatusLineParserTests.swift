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

/// An `XXX` block is bounded and read in time linear in its size (it was quadratic: every line copied the
/// block's lines so far, 40,000 lines took 10 s, and a block never closed grew without end).
final class StatusLineBlockBoundTests: XCTestCase {
    /// A block of `lines` lines, with a percentage line first unless it is nil and ended by `XXX` with `close`, ended by `XXX`, fed as a pipe gives them (64 KiB reads).
    private func feedBlock(lines: Int, percent: String? = "40", close: Bool = true,
                           into parser: inout StatusLineParser, check: (StatusLineParser) -> Void = { _ in }) -> [StatusUpdate] {
        var bytes = Array(("XXX\n" + (percent.map { $0 + "\n" } ?? "")).utf8)
        for index in 0..<lines { bytes += Array("line ".utf8) + Array(String(index).utf8) + [0x0A] }
        if close { bytes += Array("XXX\n".utf8) }
        var updates: [StatusUpdate] = []
        var start = 0
        while start < bytes.count {
            let end = min(bytes.count, start + 65536)
            updates += parser.feed(bytes[start..<end])
            check(parser)
            start = end
        }
        return updates
    }

    func testABlockKeepsItsFirstLinesAndSaysTheRestWasCut() throws {
        var parser = StatusLineParser()
        let updates = feedBlock(lines: 40_000, into: &parser)
        XCTAssertEqual(updates.count, 1)
        let update = try XCTUnwrap(updates.first)
        XCTAssertEqual(update.percent, 40)
        let lines = try XCTUnwrap(update.message).split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.count, StatusLineParser.maximumBlockLines + 1)
        XCTAssertEqual(lines.first, "line 0")
        XCTAssertEqual(lines[StatusLineParser.maximumBlockLines - 1], "line \(StatusLineParser.maximumBlockLines - 1)")
        XCTAssertEqual(lines.last, "…", "the cut is shown, never silent")
        XCTAssertEqual(parser.heldBytes, 0, "a closed block holds nothing")
        XCTAssertEqual(parser.feed(Array("55\n".utf8)), [.percent(55)], "the lines after the block are read as usual")
    }

    func testABlockOfLongLinesIsBoundInBytes() throws {
        var parser = StatusLineParser()
        let long = String(repeating: "é", count: 2000)  // 4,000 bytes a line
        var text = "XXX\n"
        for _ in 0..<100 { text += long + "\n" }
        let updates = parser.feed(Array((text + "XXX\n").utf8))
        let message = try XCTUnwrap(updates.first?.message)
        XCTAssertLessThanOrEqual(message.utf8.count, StatusLineParser.maximumBlockBytes + 2 * StatusLineParser.maximumLineBytes)
        XCTAssertEqual(message.split(separator: "\n").count, StatusLineParser.maximumBlockBytes / 4000 + 1)
        XCTAssertTrue(message.hasSuffix("\n…"))
    }

    /// A block never closed: what the parser holds stays under its bounds after every read, however many lines
    /// come, so the work for each byte is the same at the millionth line as at the first.
    func testABlockNeverClosedHoldsNoMoreThanItsBounds() {
        var parser = StatusLineParser()
        var most = 0
        let updates = feedBlock(lines: 200_000, close: false, into: &parser) { most = max(most, $0.heldBytes) }
        XCTAssertEqual(updates, [])
        XCTAssertLessThanOrEqual(most, StatusLineParser.maximumBlockBytes + StatusLineParser.maximumLineBytes)
        XCTAssertGreaterThan(most, 0)
        let last = parser.finish()
        XCTAssertEqual(last.first?.message?.split(separator: "\n").count, StatusLineParser.maximumBlockLines + 1,
                       "the end of input shows what the block kept")
    }

    func testABlockJustUnderItsBoundIsWhole() throws {
        var parser = StatusLineParser()
        let updates = feedBlock(lines: StatusLineParser.maximumBlockLines, percent: nil, into: &parser)
        let message = try XCTUnwrap(updates.first?.message)
        XCTAssertFalse(message.contains("…"))
        XCTAssertEqual(message.split(separator: "\n").count, StatusLineParser.maximumBlockLines)
        XCTAssertNil(updates.first?.percent)
    }
}
