import XCTest
@testable import DialogKit
import TestSupport

/// Random bytes on the standard input of `swalert choose`, as the `reader-bounds` libFuzzer target sends them:
/// repeated as an endless pipe would, in random pieces.
final class ItemReaderFuzzTests: XCTestCase {
    /// Whatever the bytes, what the reader keeps counts no more than its bound, no value is longer than a line
    /// may be, no label holds a control or a byte that is not UTF-8, and the count says how many were kept.
    func testWhatIsKeptStaysWithinTheBoundsHoweverThePipeSendsIt() {
        var random = FuzzInput(seed: 0x5EED_0301)
        let maximumBytes = 2048, maximumLineBytes = 64, maximumItems = 40
        for iteration in 0..<fuzzIterations {
            var bytes: [UInt8] = []
            for _ in 0..<random.int(0...8) {
                bytes += random.bytes(fragments: 8)
                if random.chance(60) { bytes += [random.pick([0x0A, 0x0D, 0x0A, 0x09])] }
            }
            if random.chance(10) { bytes += [UInt8](repeating: 0, count: random.int(1...300)) }
            guard !bytes.isEmpty else { continue }
            var reader = Choose.ItemReader(delimiter: random.chance(30) ? "\t" : nil, maximumBytes: maximumBytes,
                                           maximumItems: maximumItems, maximumLineBytes: maximumLineBytes)
            var items: [Choose.Item] = []
            // The input again and again, up to 64 times its size.
            for _ in 0..<random.int(1...64) where !reader.isFull {
                for piece in random.split(bytes) { items += reader.feed(piece) }
            }
            items += reader.finish()
            var kept = 0
            for item in items {
                let raw = ByteEscape.bytes(of: item.value)
                if raw.count > maximumLineBytes { return XCTFail("iteration \(iteration): a value of \(raw.count) bytes") }
                if let bad = item.label.unicodeScalars.first(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || ByteEscape.isEscape($0) }) {
                    return XCTFail("iteration \(iteration): U+\(String(bad.value, radix: 16)) in \(item.label.debugDescription)")
                }
                kept += item.value.utf8.count + (item.label == item.value ? 0 : item.label.utf8.count) + Choose.ItemReader.itemOverhead
            }
            XCTAssertLessThanOrEqual(kept, maximumBytes, "iteration \(iteration)")
            XCTAssertEqual(kept, reader.bytes, "iteration \(iteration)")
            XCTAssertLessThanOrEqual(items.count, maximumItems, "iteration \(iteration)")
            XCTAssertEqual(items.count, reader.count, "iteration \(iteration)")
        }
    }

    /// Lines within the bounds come back as the bytes they were, however the reads split them.
    func testEachLineComesBackAsItsBytesHoweverTheReadsSplit() {
        var random = FuzzInput(seed: 0x5EED_0302)
        for iteration in 0..<fuzzIterations {
            var lines: [[UInt8]] = []
            for _ in 0..<random.int(0...6) {
                let line = random.bytes(fragments: 5).filter { $0 != 0x0A }
                if !line.isEmpty, line.last != 0x0D { lines.append(line) }
            }
            var bytes: [UInt8] = []
            for line in lines {
                // CR LF or LF, and now and then an empty line, which is skipped.
                bytes += line + (random.chance(20) ? [0x0D, 0x0A] : [0x0A])
                if random.chance(20) { bytes.append(0x0A) }
            }
            var reader = Choose.ItemReader(delimiter: nil)
            var items: [Choose.Item] = []
            for piece in random.split(bytes) { items += reader.feed(piece) }
            items += reader.finish()
            let values = items.map { ByteEscape.bytes(of: $0.value) }
            if values != lines { return XCTFail("iteration \(iteration): \(lines) read as \(values)") }
        }
    }
}
