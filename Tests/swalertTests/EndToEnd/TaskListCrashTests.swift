import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import XCTest
import TestSupport

/// swalert dying of a fatal signal while a task list runs several tasks: the crash guard restores the terminal, stops
/// every running task's group, and writes each task's output captured so far to stderr under its name.
final class TaskListCrashTests: XCTestCase {
    private let swalert = Binary.swalert.path

    private func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("swalert-taskcrash-\(getpid())-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    /// One task succeeded, one failed, three running (one with a child of its own in its group), then SIGSEGV or
    /// SIGABRT: every group gone, the output of the failed and the running tasks on stderr under their headers, and
    /// the succeeded one's left out, as a run to its end would leave it out.
    func testACrashStopsEveryRunningTaskAndReplaysEachOnesOutput() throws {
        for signal in [SIGSEGV, SIGABRT] {
            let folder = try temporaryDirectory()
            let (first, second, third) = (folder.appendingPathComponent("first"), folder.appendingPathComponent("second"),
                                          folder.appendingPathComponent("third"))
            let process = try PTYProcess(swalert, [
                "wait", "--title", "Setting up", "--jobs", "5", "--keep-going",
                "--task", "Quick", "echo quick-out",
                "--task", "Broken", "echo broken-out; exit 3",
                "--task", "Packages", "echo pkg-out; echo pkg-err >&2; echo $$ > '\(first.path)'; exec sleep 30",
                "--task", "証明書 👍🏽", "sleep 30 & echo cert-out; echo $$ > '\(second.path)'; wait",
                "--task", String(repeating: "長", count: 100), "echo long-out; echo $$ > '\(third.path)'; exec sleep 30",
            ], environment: ["SWALERT_NO_ANIMATION": "1"])
            let groups = [try waitForPid(in: first), try waitForPid(in: second), try waitForPid(in: third)]
            defer { for group in groups { kill(-group, SIGKILL) } }
            try process.waitForOutput(containing: "✓")  // Quick has ended
            try process.waitForOutput(containing: "✗")  // and Broken
            let before = process.output.count
            process.signal(signal)
            XCTAssertEqual(try process.waitForExit(timeout: 10), .signaled(signal))
            assertTerminalRestored(process, fullscreen: false, since: before)
            for group in groups {
                XCTAssertTrue(groupGone(group), "group \(group) still there after signal \(signal)")
            }
            XCTAssertEqual(process.stdoutText, "", "a task's output goes to stderr")
            let stderr = process.stderrText
            XCTAssertTrue(stderr.contains("── Packages ──\npkg-out\npkg-err\n"), stderr)
            XCTAssertTrue(stderr.contains("── 証明書 👍🏽 ──\ncert-out\n"), stderr)
            XCTAssertTrue(stderr.contains("── Broken ──\nbroken-out\n"), "a failed task's output: \(stderr)")
            XCTAssertFalse(stderr.contains("quick-out"), "a succeeded task's output: \(stderr)")
            XCTAssertFalse(stderr.contains("── Quick"), stderr)
            // A long name's header is cut to the guard's room for it, between whole characters.
            let long = stderr.split(separator: "\n").first { $0.hasPrefix("── 長長長") }
            XCTAssertNotNil(long, stderr)
            XCTAssertTrue(long?.hasSuffix("長 ──") ?? false, "\(long ?? "")")
            XCTAssertLessThanOrEqual(long?.utf8.count ?? .max, 127, "\(long ?? "")")
            XCTAssertTrue(stderr.contains(" ──\nlong-out\n"), stderr)
        }
    }

    /// With `--show-output` every task's output is replayed at the end, so a crash replays a succeeded one's too.
    func testWithShowOutputACrashReplaysASucceededTasksOutput() throws {
        let pid = try temporaryDirectory().appendingPathComponent("pid")
        let process = try PTYProcess(swalert, [
            "wait", "--jobs", "2", "--show-output", "--task", "Quick 東京", "echo quick-out",
            "--task", "Slow", "echo slow-out; echo $$ > '\(pid.path)'; exec sleep 30",
        ], environment: ["SWALERT_NO_ANIMATION": "1"])
        let group = try waitForPid(in: pid)
        defer { kill(-group, SIGKILL) }
        try process.waitForOutput(containing: "✓")
        process.signal(SIGSEGV)
        XCTAssertEqual(try process.waitForExit(timeout: 10), .signaled(SIGSEGV))
        XCTAssertTrue(process.stderrText.contains("── Quick 東京 ──\nquick-out\n"), process.stderrText)
        XCTAssertTrue(process.stderrText.contains("── Slow ──\nslow-out\n"), process.stderrText)
        XCTAssertTrue(groupGone(group))
    }

    /// The single wait is one entry of the same table: its output replayed to stdout and stderr as before, no header.
    func testASingleWaitStillReplaysToStdoutAndStderrWithoutAHeader() throws {
        let pid = try temporaryDirectory().appendingPathComponent("pid")
        let process = try PTYProcess(swalert, ["wait", "Working", "--", "sh", "-c",
                                               "echo out-before; echo err-before >&2; echo $$ > '\(pid.path)'; exec sleep 30"])
        let group = try waitForPid(in: pid)
        defer { kill(-group, SIGKILL) }
        try process.waitForOutput(containing: "Working")
        process.signal(SIGSEGV)
        XCTAssertEqual(try process.waitForExit(timeout: 10), .signaled(SIGSEGV))
        XCTAssertEqual(process.stdoutText, "out-before\n")
        XCTAssertEqual(process.stderrText, "err-before\n")
        XCTAssertTrue(groupGone(group))
    }

    // MARK: - Helpers

    private func waitForPid(in file: URL, timeout: Double = 5) throws -> pid_t {
        let pid = Waiting.until(timeout: timeout) { () -> pid_t? in
            (try? String(contentsOf: file, encoding: .utf8)).flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        }
        guard let pid else { throw HarnessError("no pid in \(file.path)") }
        return pid
    }

    /// Whether process group `group` has no member left (`kill(-group, 0)` fails with ESRCH) within five seconds.
    private func groupGone(_ group: pid_t) -> Bool {
        Waiting.until(timeout: 5) { kill(-group, 0) == -1 && errno == ESRCH ? true : nil } != nil
    }
}
