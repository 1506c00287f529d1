import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import XCTest

/// Typing into `choose`'s filter costs memory bounded per item, whatever the item's length: a label is matched
/// within its first 4,096 graphemes and 64 KiB (`FuzzyMatcher.maximumGraphemes`, `maximumBytes`), far more than a
/// row shows, so that ten letters over a 10 MB item keep swalert under 64 MiB where they took 2.5 GB.
final class FilterBoundTests: XCTestCase {
    private let swalert = Binary.swalert.path

    /// The peak memory of a running process, in KiB (VmHWM); nil once it has ended.
    private func peakMemory(_ pid: pid_t) throws -> Int? {
        let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return nil }
        return Int(line.split(separator: " ")[1])
    }

    func testTenLettersTypedOverATenMegabyteItemStayUnder64MiB() throws {
        let long = "THE_LONG_ITEM " + String(repeating: "abcdefghij klmnopqrst uvwxyz 0123456789 ", count: 250_000)
        XCTAssertGreaterThan(long.utf8.count, 10_000_000)
        let items = "alpha\n" + long + "\nbeta quiz\nzebra\n"
        // Under an address-space limit of 256 MiB, as a careful script might set: swalert needs about 45 MiB of
        // it. The first letter used to ask for 400 MB more and abort, the tenth for 2.4 GB.
        let process = try PTYProcess("/bin/bash", ["-c", "ulimit -v 262144 && exec \"$0\" choose Pick", swalert],
                                     environment: ["SWALERT_NO_ANIMATION": "1"], stdin: .pipe(Data(items.utf8)))
        // Every item read: the last one is drawn.
        try process.waitForText("zebra", timeout: 60)
        // One letter at a time, each once the frame for the one before is out: every letter filters the list
        // again and highlights the matches in the rows shown. Only the long item has them all.
        for letter in "longitemuv" {
            let before = process.output.count
            process.send(String(letter))
            // The frame puts the letter in the query field.
            try process.waitForOutput(containing: String(letter), after: before, timeout: 30)
        }
        let peak = try XCTUnwrap(try peakMemory(process.pid), "swalert ended" + process.describeOutput())
        XCTAssertLessThan(peak, 64 * 1024, "peak memory \(peak) KiB")
        process.send("\r")
        XCTAssertEqual(try process.waitForExit(timeout: 30), .exited(0), process.describeOutput())
        XCTAssertTrue(process.stdoutText.hasPrefix("THE_LONG_ITEM abcdefghij "), "the long item answered")
        XCTAssertTrue(process.stdoutText.hasSuffix("\n"))
        XCTAssertEqual(process.terminalModes().differences(from: process.initialModes), [])
    }
}
