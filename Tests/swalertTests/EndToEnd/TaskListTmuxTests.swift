import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import XCTest

/// `swalert wait --task` in tmux, with real commands: what the rows show, failures and their output, tasks side by
/// side, Ctrl-C mid-run, and a megabyte of output replayed whole. Tasks wait on files the test or each other
/// create, never on time.
final class TaskListTmuxTests: XCTestCase {
    private let swalert = Binary.swalert.path
    private let environment = ["SWALERT_NO_ANIMATION": "1", "TERM": "xterm-256color"]

    private func folder() throws -> String {
        let url = URL(fileURLWithPath: "/tmp/swalert-tasks-\(getpid())-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url.path
    }

    /// Waits until `path` exists.
    private func waitForFile(_ path: String, timeout: Double = 10) throws {
        guard Waiting.until(timeout: timeout, { FileManager.default.fileExists(atPath: path) ? true : nil }) != nil else {
            throw HarnessError("\(path) was not made within \(timeout)s")
        }
    }

    func testAFailureShowsItsRowSkipsTheRestAndReplaysItsOutputUnderItsName() throws {
        let dir = try folder()
        let session = try TmuxSession("""
            cd \(dir); \(swalert) wait --title 'Setting up' \
              --task '証明書 👍🏽' 'echo café-line; while [ ! -e go ]; do sleep 0.02; done' \
              --task Database 'echo broken-output; echo on-stderr >&2; exit 3' \
              --task Later 'touch later-ran'; echo "rc=$?"
            """, width: 60, height: 12, environment: environment, captureStdout: false)
        let running = try session.waitFor("café-line")
        XCTAssertEqual(running[0], "Setting up  0/3 done", session.describe(running))
        XCTAssertTrue(running[1].hasSuffix("証明書 👍🏽     0s  café-line"), session.describe(running))
        XCTAssertEqual(running[2], "· Database", session.describe(running))
        XCTAssertTrue(FileManager.default.createFile(atPath: dir + "/go", contents: nil))
        let after = try session.waitFor("rc=3", timeout: 10)
        XCTAssertEqual(Array(after.prefix(4)), ["── Database (exit 3) ──", "broken-output", "on-stderr", "rc=3"],
                       session.describe(after))
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/later-ran"), "the task after the failure is skipped")
    }

    func testKeepLeavesTheListAndKeepGoingRunsTheRest() throws {
        let dir = try folder()
        let session = try TmuxSession("""
            cd \(dir); \(swalert) wait --keep --keep-going --task First 'exit 4' --task Second 'touch second-ran'; echo "rc=$?"
            """, width: 60, height: 10, environment: environment, captureStdout: false)
        let after = try session.waitFor("rc=4", timeout: 10)
        XCTAssertEqual(after[0], "2/2 done, 1 failed", session.describe(after))
        XCTAssertTrue(after[1].hasPrefix("✗ First  ") && after[1].hasSuffix("(exit 4)"), session.describe(after))
        XCTAssertTrue(after[2].hasPrefix("✓ Second  "), session.describe(after))
        XCTAssertEqual(after[3], "── First (exit 4) ──", session.describe(after))
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir + "/second-ran"))
    }

    func testFullScreenTheListIsABoxOnTheAlternateScreen() throws {
        let dir = try folder()
        let session = try TmuxSession("""
            cd \(dir); \(swalert) wait --fullscreen --title 'Setting up' \
              --task Packages 'echo unpacking; while [ ! -e go ]; do sleep 0.02; done' --task Database 'true'
            """, width: 60, height: 14, environment: environment)
        let shown = try session.waitFor("unpacking")
        XCTAssertTrue(try session.isAlternateScreen)
        XCTAssertTrue(shown.contains { $0.contains("│") && $0.contains("Setting up") }, session.describe(shown))
        XCTAssertTrue(shown.contains { $0.contains("0/2 done") }, session.describe(shown))
        XCTAssertTrue(shown.contains { $0.contains("· Database") }, session.describe(shown))
        XCTAssertTrue(FileManager.default.createFile(atPath: dir + "/go", contents: nil))
        XCTAssertEqual(try session.waitForExitStatus(timeout: 10), 0)
        XCTAssertFalse(try session.isAlternateScreen)
        XCTAssertTrue(try session.cursorVisible)
    }

    /// Each task waits for the file the other makes: they can only both end when they run at the same time.
    func testTwoJobsRunSideBySide() throws {
        let dir = try folder()
        let session = try TmuxSession("""
            cd \(dir); \(swalert) wait --jobs 2 \
              --task A 'touch a; while [ ! -e b ]; do sleep 0.02; done' \
              --task B 'touch b; while [ ! -e a ]; do sleep 0.02; done'
            """, width: 60, height: 10, environment: environment)
        XCTAssertEqual(try session.waitForExitStatus(timeout: 10), 0)
    }

    /// With one job the second task never starts while the first runs: it waits for a file only the test makes.
    func testOneJobRunsOneTaskAtATime() throws {
        let dir = try folder()
        let session = try TmuxSession("""
            cd \(dir); \(swalert) wait \
              --task A 'touch a-started; while [ ! -e go ]; do sleep 0.02; done' \
              --task B 'touch b-started'
            """, width: 60, height: 10, environment: environment)
        try waitForFile(dir + "/a-started")
        _ = try session.waitFor("· B")
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/b-started"), "B waits its turn")
        XCTAssertTrue(FileManager.default.createFile(atPath: dir + "/go", contents: nil))
        XCTAssertEqual(try session.waitForExitStatus(timeout: 10), 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir + "/b-started"))
    }

    /// In a pseudo-terminal, under a shell that traps SIGINT (so that it outlives Ctrl-C and reads `stty -g` after).
    func testCtrlCReachesEveryTasksGroupAndGivesTheTerminalBack() throws {
        let dir = try folder()
        let script = """
            trap 'true' INT; cd \(dir); stty -g > before; "$0" wait --jobs 2 \\
              --task A 'echo $$ > a.tmp; mv a.tmp a.pid; exec sleep 60' \\
              --task B 'echo $$ > b.tmp; mv b.tmp b.pid; exec sleep 60' \\
              --task C 'touch c-ran'; status=$?; stty -g > after; exit $status
            """
        let process = try PTYProcess("/bin/sh", ["-c", script, swalert], environment: environment)
        try waitForFile(dir + "/a.pid")
        try waitForFile(dir + "/b.pid")
        let groups = try ["a.pid", "b.pid"].map { name -> pid_t in
            try XCTUnwrap(pid_t(try String(contentsOfFile: dir + "/" + name, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
        }
        for group in groups { XCTAssertEqual(kill(-group, 0), 0, "task group \(group) runs") }
        try process.waitForOutput(containing: "B")
        process.send([0x03])
        XCTAssertEqual(try process.waitForExit(timeout: 10), .exited(130), process.describeOutput())
        for group in groups {
            XCTAssertEqual(kill(-group, 0), -1, "task group \(group) gone")
            XCTAssertEqual(errno, ESRCH)
        }
        XCTAssertEqual(try String(contentsOfFile: dir + "/after", encoding: .utf8),
                       try String(contentsOfFile: dir + "/before", encoding: .utf8), "stty -g unchanged")
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/c-ran"), "the task not started is skipped")
    }

    func testAMegabyteOfOutputFromOneTaskIsReplayedWhole() throws {
        let dir = try folder()
        let session = try TmuxSession("""
            cd \(dir); \(swalert) wait --task Small 'echo small' --task Big 'seq 1 170000; exit 1' 2> err
            """, width: 60, height: 10, environment: environment)
        XCTAssertEqual(try session.waitForExitStatus(timeout: 20), 1)
        let expected = "── Big (exit 1) ──\n" + (1...170000).map(String.init).joined(separator: "\n") + "\n"
        XCTAssertGreaterThan(expected.utf8.count, 1 << 20)
        let err = try String(contentsOfFile: dir + "/err", encoding: .utf8)
        XCTAssertEqual(err.utf8.count, expected.utf8.count)
        XCTAssertTrue(err == expected, "the output replayed whole, in order")
    }
}
