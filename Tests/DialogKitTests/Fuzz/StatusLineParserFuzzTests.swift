import XCTest
@testable import DialogKit
import TestSupport

/// Random status lines, as any script may pipe them into `swalert wait`.
final class StatusLineParserFuzzTests: XCTestCase {
    /// Every update has a percentage from 0 to 100 (or none) and a message with no control character but
    /// tab and, between the lines of an `XXX` block, newline; and it does not matter how the reads split.
    func testUpdatesAreSaneAndIndependentOfHowTheInputIsSplit() {
        var random = FuzzInput(seed: 0x5EED_0101)
        for iteration in 0..<fuzzIterations {
            var bytes: [UInt8] = []
            for _ in 0..<random.int(0...8) {
                bytes += random.bytes(fragments: 6) + [random.pick([0x0A, 0x0D, 0x0D, 0x0A])]
                if random.chance(10) { bytes += Array("XXX\n".utf8) }
            }
            if random.chance(5) { bytes += [UInt8](repeating: UInt8(ascii: "7"), count: StatusLineParser.maximumLineBytes + 3) }
            if random.chance(50) { bytes += random.bytes(fragments: 3) }  // an unfinished last line

            var whole = StatusLineParser()
            let expected = whole.feed(bytes) + whole.finish()
            var pieces = StatusLineParser()
            var updates: [StatusUpdate] = []
            for piece in random.split(bytes) { updates += pieces.feed(piece) }
            updates += pieces.finish()
            if updates != expected {
                return XCTFail("iteration \(iteration): \(hex(bytes[...]))\nwhole: \(expected)\nsplit: \(updates)")
            }
            for update in updates {
                if let percent = update.percent, !(0...100).contains(percent) {
                    return XCTFail("iteration \(iteration): percent \(percent) from \(hex(bytes[...]))")
                }
                if let message = update.message, let bad = message.unicodeScalars.first(where: isForbidden) {
                    return XCTFail("iteration \(iteration): U+\(String(bad.value, radix: 16)) in \(message.debugDescription)")
                }
            }
        }
    }

    /// A percentage is read from any text without trapping, and is from 0 to 100 when there is one.
    func testAPercentageIsAlwaysFrom0To100() {
        var random = FuzzInput(seed: 0x5EED_0102)
        let pieces = ["0", "1", "9", "99", "100", "101", ".", ",", "%", " ", "-", "+", "e", "٣", "９", "1e3", "00000000000"]
        for iteration in 0..<fuzzIterations {
            let text = (0..<random.int(1...8)).map { _ in random.pick(pieces) }.joined()
            if let percent = StatusLineParser.percent(text), !(0...100).contains(percent) {
                return XCTFail("iteration \(iteration): \(text.debugDescription) read as \(percent)")
            }
        }
    }

    private func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        scalar != "\t" && scalar != "\n" && (scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value))
    }
}
