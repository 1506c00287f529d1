import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import XCTest
import TestSupport

/// A tmux that never answers (its server stopped, a socket that never replies; here a `tmux` on PATH that sleeps
/// for good) costs a dialog at most `TmuxPane.timeLimit` per call: the full-screen dialog draws over the veil
/// instead of the captured pane, SIGTERM during the call acts at once with the terminal put back, a detached toast
/// gives up, and the hung tmux is killed, not left behind. It used to hang the dialog before its first frame, in
/// raw mode, with SIGINT and SIGTERM caught but never acted on.
final class TmuxHangTests: XCTestCase {
    private let swalert = Binary.swalert.path
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("swalert-tmux-hang-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        // Each run writes its pid and its parent's, then sleeps in place of tmux (exec: the pid is the sleep's).
        let script = "#!/bin/sh\necho \"$$ $PPID\" >> \"\(folder.path)/runs\"\nexec sleep 1000\n"
        let fake = folder.appendingPathComponent("tmux")
        try script.write(to: fake, atomically: true, encoding: .utf8)
        chmod(fake.path, 0o755)
    }

    override func tearDownWithError() throws {
        for run in runs() { kill(run.pid, SIGKILL) }
        try? FileManager.default.removeItem(at: folder)
    }

    /// The runs of the fake tmux so far: its pid, and the pid of the swalert that ran it.
    private func runs() -> [(pid: pid_t, parent: pid_t)] {
        let text = (try? String(contentsOf: folder.appendingPathComponent("runs"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: " ").compactMap { pid_t($0) }
            return fields.count == 2 ? (fields[0], fields[1]) : nil
        }
    }

    private var environment: [String: String] {
        ["PATH": "\(folder.path):/usr/local/bin:/usr/bin:/bin", "TMUX": "/nonexistent/tmux-hang,1,0", "TMUX_PANE": "%1",
         "SWALERT_NO_ANIMATION": "1", "COLORFGBG": "15;0"]
    }

    private func isRunning(_ pid: pid_t) -> Bool { kill(pid, 0) == 0 }

    func testAFullScreenDialogDrawsOverTheVeilWhenTmuxDoesNotAnswer() throws {
        let process = try PTYProcess(swalert, ["alert", "Saved"], environment: environment)
        // Half a second for tmux, then the box: drawn well within the wait's deadline.
        try process.waitForOutput(containing: "Saved", timeout: 3)
        process.send("\r")
        XCTAssertEqual(try process.waitForExit(), .exited(0), process.describeOutput())
        assertTerminalRestored(process, fullscreen: true)
        XCTAssertFalse(runs().isEmpty, "tmux was asked")
        for run in runs() { XCTAssertFalse(isRunning(run.pid), "the tmux that did not answer was killed") }
    }

    func testSIGTERMDuringTheCallToTmuxExits143WithTheTerminalRestored() throws {
        let process = try PTYProcess(swalert, ["alert", "Saved"], environment: environment)
        let asked = Waiting.until(timeout: 5) { runs().first }
        XCTAssertNotNil(asked, "tmux was asked\(process.describeOutput())")
        XCTAssertEqual(process.terminalModes().raw.c_lflag & tcflag_t(ICANON), 0, "raw mode while tmux is asked")
        process.signal(SIGTERM)
        XCTAssertEqual(try process.waitForExit(), .exited(143), process.describeOutput())
        assertTerminalRestored(process, fullscreen: false)
        if let asked { XCTAssertFalse(isRunning(asked.pid), "the tmux that did not answer was killed") }
    }

    func testADetachedToastGivesUpWhenTmuxDoesNotAnswer() throws {
        // The shell keeps the terminal's session until the test is done, as a user's would.
        let process = try PTYProcess("/bin/sh", ["-c", "\"$0\" toast --detach --duration 1 Saved; echo rc=$?; IFS= read -r done", swalert],
                                     environment: environment)
        let asked = Waiting.until(timeout: 5) { runs().first }
        XCTAssertNotNil(asked, "the toast in the background asked tmux\(process.describeOutput())")
        if let asked {
            // The background toast (the fake's parent) ends within a deadline, and its tmux with it.
            let ended = Waiting.until(timeout: 5) { isRunning(asked.parent) ? nil : true }
            XCTAssertEqual(ended, true, "the detached toast gave up")
            if ended == nil { kill(asked.parent, SIGKILL) }
            XCTAssertFalse(isRunning(asked.pid), "the tmux that did not answer was killed")
        }
        process.send("\n")
        XCTAssertEqual(try process.waitForExit(), .exited(0), process.describeOutput())
        XCTAssertEqual(process.stdoutText, "rc=0\n")
    }
}
