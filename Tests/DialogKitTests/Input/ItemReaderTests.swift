import XCTest
@testable import DialogKit

/// What a chooser keeps of a pipe: lines split as they come, each bounded, the whole bounded in bytes and in
/// lines, and values that are not UTF-8 kept as the bytes they were.
final class ItemReaderTests: XCTestCase {
    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    // MARK: - ByteEscape

    func testBytesThatAreNotUTF8RoundTripAndValidTextIsUnchanged() {
        let cases: [[UInt8]] = [
            Array("café.txt".utf8), [0x63, 0x61, 0x66, 0xE9, 0x2E, 0x74], [0xFF], [0x80, 0xC3], [0xC3],
            [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xC0, 0xAF], [0xF4, 0x90, 0x80, 0x80],
            // The UTF-8 of an escape's own scalar (U+10FF80, U+10FFFF) is escaped too, so it comes back as given.
            [0xF4, 0x8F, 0xBE, 0x80], [0xF4, 0x8F, 0xBF, 0xBF], [0xF4, 0x8F, 0xBD, 0xBF], Array(0...255),
        ]
        for input in cases {
            let text = ByteEscape.decode(input)
            XCTAssertEqual(ByteEscape.bytes(of: text), input, "\(input)")
        }
        XCTAssertEqual(ByteEscape.decode(Array("café ✓ 🇫🇷".utf8)), "café ✓ 🇫🇷")
        XCTAssertFalse(ByteEscape.hasEscapes("café"))
        XCTAssertTrue(ByteEscape.hasEscapes(ByteEscape.decode([0x61, 0xE9])))
        XCTAssertEqual(ByteEscape.decode([0x61, 0xE9]).unicodeScalars.count, 2, "one scalar a byte")
    }

    func testEveryByteStringRoundTrips() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let input = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
                // Bytes around the interesting leads, so that sequences are often almost valid.
                [0x61, 0x80, 0xBE, 0xBF, 0xC3, 0xA9, 0xE2, 0x82, 0xAC, 0xF0, 0x9F, 0xF4, 0x8F, 0xFF][Int.random(in: 0..<14, using: &generator)] as UInt8
            }
            let text = ByteEscape.decode(input)
            XCTAssertEqual(ByteEscape.bytes(of: text), input, "\(input)")
            XCTAssertFalse(Sanitizer.sanitize(text).unicodeScalars.contains(where: ByteEscape.isEscape), "drawn: \(input)")
        }
    }

    func testAnEscapeIsDrawnAsTheReplacementCharacter() {
        let text = ByteEscape.decode(bytes("caf") + [0xE9] + bytes(".txt"))
        XCTAssertEqual(Sanitizer.sanitize(text), "caf\u{FFFD}.txt")
        XCTAssertEqual(Sanitizer.sanitize(text, keepNewlines: false, keepTabs: false), "caf\u{FFFD}.txt")
        XCTAssertEqual(Choose.Item(value: text).label, "caf\u{FFFD}.txt")
        XCTAssertEqual(Choose.Item(value: text).value, text, "the value keeps the byte")
        XCTAssertEqual(LineEditor(text: text).text, "caf\u{FFFD}.txt", "an edited --value is what it shows")
        // As the lossy decoding showed them: one U+FFFD for a truncated sequence, one a byte for strays.
        let truncated = ByteEscape.decode(bytes("Ad") + [0xE2, 0x82] + bytes("a"))
        XCTAssertEqual(Sanitizer.sanitize(truncated), "Ad\u{FFFD}a")
        XCTAssertEqual(LineEditor(text: truncated).text, "Ad\u{FFFD}a")
        XCTAssertEqual(Sanitizer.sanitize(ByteEscape.decode([0xFF, 0xFE, 0x41])), "\u{FFFD}\u{FFFD}A")
        XCTAssertEqual(Sanitizer.sanitize(ByteEscape.decode([0xF4, 0x8F, 0xBE, 0x80])), "\u{FFFD}", "an escape's own scalar")
    }

    // MARK: - LineSplitter

    func testLinesSplitAcrossChunksAndKeepTheirBytes() {
        var splitter = LineSplitter()
        XCTAssertEqual(splitter.feed(bytes("ab") + [0xE9]), [])
        XCTAssertEqual(splitter.feed(bytes("\r\ncd\n\nef")).map(\.text), [ByteEscape.decode(bytes("ab") + [0xE9]), "cd"])
        XCTAssertEqual(splitter.finish(), [LineSplitter.Line("ef")])
        XCTAssertEqual(ByteEscape.bytes(of: LineSplitter.lines(of: ByteEscape.decode([0x78, 0xFF, 0x0A]))[0]), [0x78, 0xFF])
    }

    func testALineLongerThanTheBoundKeepsItsStartAndTheRestIsDroppedUntilItsNewline() {
        var splitter = LineSplitter(maximumLineBytes: 4)
        XCTAssertEqual(splitter.feed(bytes("abcdefgh")), [])
        XCTAssertEqual(splitter.feed(bytes("ijkl")), [])
        XCTAssertEqual(splitter.droppedBytes, 8)
        XCTAssertEqual(splitter.feed(bytes("mn\nxy\n")), [LineSplitter.Line("abcd", isCut: true), LineSplitter.Line("xy")])
        XCTAssertEqual(splitter.feed(bytes("12345\n")), [LineSplitter.Line("1234", isCut: true)], "in one chunk too")
        XCTAssertEqual(splitter.feed(bytes("1234\n")), [LineSplitter.Line("1234")], "exactly the bound is whole")
        // A cut never leaves half a character at the end.
        XCTAssertEqual(splitter.feed(bytes("abcé\n")), [LineSplitter.Line("abc", isCut: true)])
    }

    func testAnEndlessLineHoldsNoMoreThanTheBound() {
        var splitter = LineSplitter(maximumLineBytes: 1024)
        let zeros = [UInt8](repeating: 0, count: 65536)
        for _ in 0..<64 { XCTAssertEqual(splitter.feed(zeros), []) }
        XCTAssertEqual(splitter.droppedBytes, 64 * 65536 - 1024)
        let last = splitter.finish()
        XCTAssertEqual(last.map(\.text.utf8.count), [1024])
        XCTAssertEqual(last.map(\.isCut), [true])
    }

    // MARK: - ItemReader

    func testTheBoundsAreDocumentedValues() {
        XCTAssertEqual(Choose.ItemReader.maximumBytes, 16 * 1024 * 1024)
        XCTAssertEqual(Choose.ItemReader.maximumItems, 1_000_000)
        XCTAssertEqual(Choose.ItemReader.maximumLineBytes, Choose.ItemReader.maximumBytes, "any line that fits")
        XCTAssertEqual(Choose.ItemReader.itemOverhead, 64)
        XCTAssertEqual(Choose.ItemReader(delimiter: nil).notice, "… list cut at 16 MiB: the rest was not read")
    }

    func testItemsAreTakenUntilTheNextWouldPassTheBoundInBytes() {
        // Each "item N" line costs 6 bytes and 64 more: two fit in 140, a third does not.
        var reader = Choose.ItemReader(delimiter: nil, maximumBytes: 140)
        XCTAssertEqual(reader.feed(bytes("item 1\nitem 2\nitem 3\nitem 4\n")).map(\.value), ["item 1", "item 2"])
        XCTAssertTrue(reader.isFull)
        XCTAssertEqual(reader.bytes, 140)
        XCTAssertEqual(reader.feed(bytes("more\n")), [], "nothing more once full")
        XCTAssertEqual(reader.finish(), [])
        XCTAssertEqual(reader.notice, "… list cut at 140 bytes: the rest was not read")
    }

    func testShortLinesAreBoundedInCountToo() {
        var reader = Choose.ItemReader(delimiter: nil, maximumItems: 3)
        XCTAssertEqual(reader.feed(bytes("y\ny\ny\ny\n")).count, 3)
        XCTAssertTrue(reader.isFull)
        XCTAssertEqual(reader.notice, "… list cut at 3 lines: the rest was not read")
    }

    func testAnEndlessLineFillsTheReaderAndIsNoItem() {
        var reader = Choose.ItemReader(delimiter: nil, maximumBytes: 4096)
        var items = reader.feed(bytes("first\n"))
        var chunks = 0
        while !reader.isFull, chunks < 1_000 {
            items += reader.feed([UInt8](repeating: 0, count: 1000))
            chunks += 1
        }
        XCTAssertTrue(reader.isFull, "an endless line is not read for ever")
        XCTAssertLessThanOrEqual(chunks, 5, "read no further than what is left of the bound")
        XCTAssertEqual(items.map(\.value), ["first"], "a line cut short is no item: its value would not be the bytes given")
        XCTAssertEqual(reader.finish(), [])
    }

    func testALongLineThatFitsIsKeptWholeAndOneThatDoesNotEndsTheList() {
        var reader = Choose.ItemReader(delimiter: nil, maximumBytes: 4096)
        let long = String(repeating: "a", count: 3000)
        var items = reader.feed(bytes(long.prefix(1000) + ""))
        items += reader.feed(bytes(long.dropFirst(1000) + "\nshort\n"))
        XCTAssertEqual(items.map(\.value), [long, "short"], "3,000 bytes in two reads, whole")
        XCTAssertFalse(reader.isFull)
        // 3,000 + 64 and 5 + 64 taken: 963 bytes are left, less the next item's 64.
        items = reader.feed(bytes(String(repeating: "b", count: 899) + "\n"))
        XCTAssertEqual(items.map(\.value.count), [899], "a line of exactly what is left")
        items = reader.feed(bytes("c\n"))
        XCTAssertEqual(items, [])
        XCTAssertTrue(reader.isFull)
    }

    func testALineLongerThanWhatIsLeftIsNoItemEvenInOneChunk() {
        var reader = Choose.ItemReader(delimiter: nil, maximumBytes: 1000)
        let items = reader.feed(bytes("one\n" + String(repeating: "x", count: 2000) + "\nthree\n"))
        XCTAssertEqual(items.map(\.value), ["one"])
        XCTAssertTrue(reader.isFull)
    }

    func testTheDelimiterSplitsAValueThatIsNotUTF8() throws {
        var reader = Choose.ItemReader(delimiter: "\t")
        let items = reader.feed(bytes("caf") + [0xE9] + bytes("\tCafé\n"))
        let item = try XCTUnwrap(items.first)
        XCTAssertEqual(ByteEscape.bytes(of: item.value), bytes("caf") + [0xE9])
        XCTAssertEqual(item.label, "Café")
    }
}
