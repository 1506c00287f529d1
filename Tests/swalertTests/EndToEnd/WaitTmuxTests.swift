import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import XCTest

/// `swalert wait` in tmux: what the user sees while status lines arrive and after the wait.
final class WaitTmuxTests: XCTestCase {
    private let swalert = Binary.swalert.path
    private let environment = ["SWALERT_NO_ANIMATION": "1", "TERM": "xterm-256color"]

    /// A fifo the test writes status lines into, and its path.
    private func fifo() throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("swalert-fifo-\(getpid())-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("status").path
        XCTAssertEqual(mkfifo(path, 0o600), 0)
        return path
    }

    func testPipedStatusLinesUpdateTheMessageAndTheGaugeAtTheCursor() throws {
        let path = try fifo()
        let session = try TmuxSession("printf 'step one\\n'; \(swalert) wait 'Getting there…' < '\(path)'; echo \"rc=$?\"",
                                      width: 50, height: 8, environment: environment, captureStdout: false)
        let writer = try XCTUnwrap(FileHandle(forWritingAtPath: path))
        let first = try session.waitFor("Getting there…")
        XCTAssertEqual(first[0], "step one")
        XCTAssertTrue(first[1].hasSuffix(" Getting there…"), "the spinner line is on the cursor's row:\n\(session.describe(first))")
        writer.write(Data("Really…\n".utf8))
        try session.waitUntil("the new message") { $0[1].hasSuffix(" Really…") }
        writer.write(Data("40\n".utf8))
        try session.waitFor("█████▌░░░░░░░░  40% Really…")
        writer.write(Data("75 Just about there…\n".utf8))
        try session.waitFor("██████████▌░░░  75% Just about there…")
        writer.write(Data("Done\n".utf8))
        try session.waitFor("75% Done")
        try writer.close()
        let after = try session.waitFor("rc=0")
        XCTAssertEqual(Array(after.prefix(3)), ["step one", "rc=0", ""], "the line is erased:\n\(session.describe(after))")
    }

    func testDialogsGaugeProtocolFullscreen() throws {
        let path = try fifo()
        let session = try TmuxSession("\(swalert) wait --fullscreen --title Backup < '\(path)'",
                                      width: 50, height: 12, environment: environment)
        let writer = try XCTUnwrap(FileHandle(forWritingAtPath: path))
        try session.waitFor("Working…")
        writer.write(Data("XXX\n30\nCopying file 3\nof 10\nXXX\n".utf8))
        try session.waitForScreen("""

                      ╭────────────────────────────╮
                      │                            │
                      │           Backup           │
                      │                            │
                      │  █████▋░░░░░░░░░░░░░  30%  │
                      │                            │
                      │       Copying file 3       │
                      │           of 10            │
                      │                            │
                      ╰────────────────────────────╯
                               Ctrl-C stop
            """)
        XCTAssertTrue(try session.isAlternateScreen)
        try writer.close()
        XCTAssertEqual(try session.waitForExitStatus(), 0)
        XCTAssertFalse(try session.isAlternateScreen)
        XCTAssertTrue(try session.cursorVisible)
    }

    func testKeepLeavesTheOutcomeWhereTheSpinnerWas() throws {
        let session = try TmuxSession(
            "printf 'before\\n'; \(swalert) wait 'Compiling sources' --keep -- sh -c 'sleep 0.3; exit 2'; echo \"rc=$?\"",
            width: 50, height: 8, environment: environment, captureStdout: false)
        let after = try session.waitFor("rc=2")
        XCTAssertEqual(Array(after.prefix(3)), ["before", "✗ Compiling sources (exit 2)", "rc=2"], session.describe(after))
    }
}
