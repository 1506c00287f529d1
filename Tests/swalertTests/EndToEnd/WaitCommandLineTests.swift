import Foundation
import XCTest

/// `swalert wait` with no terminal (its own session, pipes for every stream), as under CI or cron.
final class WaitCommandLineTests: XCTestCase {
    private func run(_ arguments: [String], stdin: String? = nil) throws -> Finished {
        try NoTerminal.run(["wait"] + arguments, stdin: stdin ?? "")
    }

    func testTheCommandRunsAndItsStatusPassesThroughWithPlainLines() throws {
        let ok = try run(["Building", "--", "sh", "-c", "echo built"])
        XCTAssertEqual(ok.status, 0)
        XCTAssertEqual(ok.stderr, "Building\n")
        XCTAssertEqual(ok.stdout, "")
        let failed = try run(["Building", "--keep", "--", "sh", "-c", "echo oops >&2; exit 3"])
        XCTAssertEqual(failed.status, 3)
        XCTAssertEqual(failed.stderr, "Building\n✗ Building (exit 3)\noops\n")
    }

    func testEachStatusLineIsPrintedOnceAndTheGaugeByTenths() throws {
        let feed = "Getting there…\n" + (0...100).map { "\($0)\n" }.joined() + "Done\n"
        let result = try run([], stdin: feed)
        XCTAssertEqual(result.status, 0)
        let expected = ["Working…", "Getting there…"] + (0...10).map { "\($0 * 10)% Getting there…" } + ["100% Done"]
        XCTAssertEqual(result.stderr, expected.joined(separator: "\n") + "\n")
    }

    func testUsageErrors() throws {
        let nothing = try run(["--", ])
        XCTAssertEqual(nothing.status, 64)
        XCTAssertEqual(nothing.stderr, "swalert wait: no COMMAND after '--'\n")
        let spinner = try run(["--spinner", "spiral", "--", "true"])
        XCTAssertEqual(spinner.status, 64)
        XCTAssertEqual(spinner.stderr, "swalert wait: option '--spinner': 'spiral' is not one of dots, line, arc, bounce, braille\n")
    }
}
