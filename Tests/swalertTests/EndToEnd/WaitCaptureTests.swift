import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import XCTest
@testable import DialogKit

/// What `swalert wait` does with its command's output and status when things go wrong around it: the terminal
/// hangs up, swalert itself is killed by Ctrl-\ or a crash, `$TMPDIR` is full or missing, or the command leaves
/// a process behind that writes after it exits. No byte the command wrote is lost without a line saying so.
final class WaitCaptureTests: XCTestCase {
    private let swalert = Binary.swalert.path

    private func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("swalert-capture-\(getpid())-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    /// `seq 1 N` as the command prints it.
    private func sequence(_ count: Int) -> String {
        (1...count).map(String.init).joined(separator: "\n") + "\n"
    }

    // MARK: - The terminal hangs up

    /// `nohup swalert wait -- CMD`, then the terminal goes away (its emulator closed): the hang-up is ignored
    /// as nohup asks, the command runs to its end, its status passes through and its output is replayed to the
    /// files nohup's caller chose. It used to end with 74 and the command killed.
    func testUnderNohupTheCommandOutlivesATerminalThatHangsUp() throws {
        let folder = try temporaryDirectory()
        let (out, err) = (folder.appendingPathComponent("out").path, folder.appendingPathComponent("err").path)
        let terminal = try HangingTerminal()
        let pid = try terminal.spawn("/usr/bin/nohup", [swalert, "wait", "Working", "--", "sh", "-c",
                                                        "sleep 1; echo out-line; echo err-line >&2; exit 3"], stdout: out, stderr: err)
        try terminal.waitForOutput()
        terminal.hangUp()
        XCTAssertEqual(try HangingTerminal.waitForExit(pid, timeout: 10), .exited(3), "the command's status, passed through")
        XCTAssertEqual(try String(contentsOfFile: out, encoding: .utf8), "out-line\n")
        XCTAssertTrue(try String(contentsOfFile: err, encoding: .utf8).contains("err-line\n"))
    }

    /// Without nohup the same hang-up ends the wait with 129, the command first given SIGHUP, and what it
    /// wrote replayed.
    func testWithoutNohupAHangUpEnds129WithTheOutputReplayed() throws {
        let folder = try temporaryDirectory()
        let (out, err) = (folder.appendingPathComponent("out").path, folder.appendingPathComponent("err").path)
        let terminal = try HangingTerminal()
        let pid = try terminal.spawn(swalert, ["wait", "Working", "--", "sh", "-c", "echo out-line; exec sleep 30"], stdout: out, stderr: err)
        try terminal.waitForOutput()
        terminal.hangUp()
        XCTAssertEqual(try HangingTerminal.waitForExit(pid, timeout: 10), .exited(128 + SIGHUP))
        XCTAssertEqual(try String(contentsOfFile: out, encoding: .utf8), "out-line\n")
    }

    /// A hang-up gives the command SIGHUP once, and time to clean up as under a shell: a command that traps it and
    /// writes a file 200 ms later gets to write it. The hang-up's SIGHUP and the terminal failing after it used
    /// to count as two Ctrl-Cs, and the command got SIGKILL 0.3 ms after SIGHUP.
    func testAHangUpLeavesTheCommandTimeToCleanUp() throws {
        let folder = try temporaryDirectory()
        let (out, err) = (folder.appendingPathComponent("out").path, folder.appendingPathComponent("err").path)
        let (ready, cleaned) = (folder.appendingPathComponent("ready"), folder.appendingPathComponent("cleaned"))
        let terminal = try HangingTerminal()
        let command = "trap 'sleep 0.2; echo cleaned > \(cleaned.path); exit 5' HUP; echo $$ > \(ready.path); "
            + "while :; do sleep 0.05; done"
        let pid = try terminal.spawn(swalert, ["wait", "Working", "--", "sh", "-c", command], stdout: out, stderr: err)
        let child = try waitForPid(in: ready)
        defer { kill(-child, SIGKILL) }
        try terminal.waitForOutput()
        terminal.hangUp()
        XCTAssertEqual(try HangingTerminal.waitForExit(pid, timeout: 10), .exited(128 + SIGHUP))
        XCTAssertEqual(try? String(contentsOf: cleaned, encoding: .utf8), "cleaned\n",
                       "the command was not killed while it cleaned up")
    }

    // MARK: - swalert dies

    /// Ctrl-\ at a wait: SIGQUIT reaches swalert alone (the command has a group of its own), so the crash guard
    /// passes it on to the command's group, replays what was captured, and dies of it. The command used to run
    /// on unseen, writing into a capture already gone.
    func testCtrlBackslashStopsTheCommandAndReplaysItsOutput() throws {
        let pidFile = try temporaryDirectory().appendingPathComponent("pid")
        let process = try PTYProcess(swalert, ["wait", "Working", "--", "sh", "-c",
                                               "echo before-quit; echo err-before >&2; echo $$ > '\(pidFile.path)'; exec sleep 30"])
        let command = try waitForPid(in: pidFile)
        defer { kill(command, SIGKILL) }
        try process.waitForOutput(containing: "Working")
        process.send([0x1C])
        XCTAssertEqual(try process.waitForExit(), .signaled(SIGQUIT))
        XCTAssertEqual(process.stdoutText, "before-quit\n", "what the command wrote so far, replayed")
        XCTAssertEqual(process.stderrText, "err-before\n")
        XCTAssertTrue(waitUntilGone(command), "the command got the signal too")
        XCTAssertEqual(process.terminalModes().differences(from: process.initialModes), [], "termios restored")
    }

    /// A crash (SIGSEGV here) asks the command to stop with SIGTERM, as a timeout does, and replays its output.
    func testACrashStopsTheCommandWithSIGTERMAndReplaysItsOutput() throws {
        let folder = try temporaryDirectory()
        let (pidFile, mark) = (folder.appendingPathComponent("pid"), folder.appendingPathComponent("terminated"))
        let process = try PTYProcess(swalert, ["wait", "Working", "--", "sh", "-c",
                                               "trap 'echo term > \(mark.path); exit 7' TERM; echo before-crash; echo $$ > '\(pidFile.path)'; "
                                               + "while :; do sleep 0.05; done"])
        let command = try waitForPid(in: pidFile)
        defer { kill(-command, SIGKILL) }
        try process.waitForOutput(containing: "Working")
        process.signal(SIGSEGV)
        XCTAssertEqual(try process.waitForExit(), .signaled(SIGSEGV))
        XCTAssertEqual(process.stdoutText, "before-crash\n")
        XCTAssertEqual(try? String(contentsOf: mark, encoding: .utf8), "term\n", "the command was asked to stop with SIGTERM")
        XCTAssertTrue(waitUntilGone(command))
    }

    // MARK: - Where the output is kept

    /// `$TMPDIR` on a full file system (a file size limit stands in for it: the capture file's writes fail as
    /// ENOSPC would): the command's writes all succeed, and what the file did not take is kept in memory.
    /// It used to replay 65,536 of about 200,000 bytes, and no stderr, without a word.
    func testAFullTMPDIRLosesNoByte() throws {
        let script = "ulimit -f 64; exec \"$0\" wait Working --show-output -- sh -c 'seq 1 40000; seq 1 3 >&2; echo last-err >&2; exit 4'"
        let process = try PTYProcess("/bin/bash", ["-c", script, swalert])
        XCTAssertEqual(try process.waitForExit(timeout: 20), .exited(4))
        XCTAssertEqual(process.stdoutText.count, sequence(40000).count)
        XCTAssertTrue(process.stdoutText == sequence(40000), "every byte, in order")
        XCTAssertEqual(process.stderrText, "1\n2\n3\nlast-err\n")
    }

    /// An unwritable or missing `$TMPDIR`: the command runs all the same and its output is kept in memory. It
    /// used to never run, with the exit status of an unreadable message file.
    func testAMissingTMPDIRKeepsTheOutputInMemory() throws {
        let process = try PTYProcess(swalert, ["wait", "Working", "--", "sh", "-c", "seq 1 20000; echo oops >&2; exit 2"],
                                     environment: ["TMPDIR": "/nonexistent/swalert-capture"])
        XCTAssertEqual(try process.waitForExit(timeout: 20), .exited(2))
        XCTAssertTrue(process.stdoutText == sequence(20000))
        XCTAssertEqual(process.stderrText, "oops\n")
    }

    /// Kept in memory, the output is bounded: the first half of the limit as it came, the latest half, and one
    /// line between them saying how many bytes were left out.
    func testOutputKeptInMemoryDropsItsMiddleWithALineThatSaysSo() throws {
        let output = try CapturedOutput(directory: "/nonexistent/swalert-capture", memoryLimit: 20)
        output.commandStarted()
        for chunk in ["line-1\nline-2\n", "line-3\nline-4\n", "line-5\nline-6\n"] {
            output.standardOutput.keep(Array(chunk.utf8))
        }
        let kept = output.standardOutput.memoryText
        XCTAssertEqual(kept, "line-1\nlin" + "\n… 22 bytes omitted …\n" + "-5\nline-6\n")
        XCTAssertEqual(output.sizes.standardOutput, 42)
    }

    /// Nothing to keep the output in at all (no descriptor left for a pipe): the command is not run, and the
    /// status says why, distinct from 66 for an unreadable message file.
    func testNoWayToCaptureTheOutputExits73WithoutRunningTheCommand() throws {
        let mark = try temporaryDirectory().appendingPathComponent("ran")
        let process = try PTYProcess("/bin/bash", ["-c", "ulimit -n 4; exec \"$0\" wait Working -- touch '\(mark.path)'", swalert])
        XCTAssertEqual(try process.waitForExit(), .exited(73))
        XCTAssertTrue(process.stderrText.hasPrefix("swalert wait: cannot capture the command's output: "), process.stderrText)
        XCTAssertEqual(process.stderrText.filter { $0 == "\n" }.count, 1, "one line")
        XCTAssertFalse(FileManager.default.fileExists(atPath: mark.path), "the command never ran")
    }

    // MARK: - Processes the command leaves behind

    /// A process the command started in the background writes after the command exits: as `$(...)` would,
    /// the wait keeps reading until every writer is done, and replays that output too.
    func testWhatALeftBehindProcessWritesSoonAfterIsKept() throws {
        let process = try PTYProcess(swalert, ["wait", "Working", "--show-output", "--", "sh", "-c", "(sleep 0.5; echo late) & echo early"])
        XCTAssertEqual(try process.waitForExit(timeout: 10), .exited(0))
        XCTAssertEqual(process.stdoutText, "early\nlate\n")
    }

    /// One that keeps the output open for good is waited for at most `WaitSource.lingerLimit` seconds, not for as
    /// long as it runs (here 30 s).
    func testALeftBehindProcessThatKeepsTheOutputOpenIsNotWaitedForLong() throws {
        let pidFile = try temporaryDirectory().appendingPathComponent("pid")
        let started = Date()
        let process = try PTYProcess(swalert, ["wait", "Working", "--show-output", "--", "sh", "-c",
                                               "sleep 30 & echo $! > '\(pidFile.path)'; echo early"])
        defer { if let pid = try? waitForPid(in: pidFile) { kill(pid, SIGKILL) } }
        XCTAssertEqual(try process.waitForExit(timeout: 15), .exited(0))
        XCTAssertLessThan(Date().timeIntervalSince(started), 15, "not waited for until the background process ends")
        XCTAssertEqual(process.stdoutText, "early\n")
    }

    // MARK: - Helpers

    private func waitForPid(in file: URL, timeout: Double = 5) throws -> pid_t {
        let pid = Waiting.until(timeout: timeout) { () -> pid_t? in
            (try? String(contentsOf: file, encoding: .utf8)).flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        }
        guard let pid else { throw HarnessError("no pid in \(file.path)") }
        return pid
    }

    /// Whether `pid` is gone (or a zombie nobody has reaped yet) within five seconds.
    private func waitUntilGone(_ pid: pid_t) -> Bool {
        Waiting.until(timeout: 5) { ProcessProbe.state(pid) ?? "Z" == "Z" ? true : nil } != nil
    }
}

extension CapturedOutput.Stream {
    /// What the stream kept in memory, as text.
    var memoryText: String { String(decoding: memory.parts.flatMap { $0 }, as: UTF8.self) }
}

/// A pseudo-terminal whose emulator can go away mid-dialog: closing its master side hangs it up, as closing a
/// terminal window does (SIGHUP to the foreground group, EIO for every read and write after).
private final class HangingTerminal {
    private var master: Int32 = -1
    private var slave: Int32 = -1
    private let path: String

    init() throws {
        var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &size) == 0 else { throw HarnessError.system("openpty") }
        var name = [CChar](repeating: 0, count: 256)
        guard ttyname_r(slave, &name, name.count) == 0 else { throw HarnessError.system("ttyname_r") }
        path = String(cString: name)
        _ = fcntl(master, F_SETFD, FD_CLOEXEC)
        _ = fcntl(slave, F_SETFD, FD_CLOEXEC)
    }

    deinit { hangUp() }

    /// Starts `executable` as the session leader on this terminal, its stdout and stderr sent to files.
    func spawn(_ executable: String, _ arguments: [String], stdout: String, stderr: String) throws -> pid_t {
        let spawn = Spawn(terminalPath: path)
        spawn.redirect(1, toFile: stdout)
        spawn.redirect(2, toFile: stderr)
        let environment = ["PATH=/usr/local/bin:/usr/bin:/bin", "TERM=xterm-256color", "SWALERT_NO_ANIMATION=1"]
        return try spawn.run(executable, [executable] + arguments, environment)
    }

    /// Waits until the program has drawn `text` (its box's message).
    func waitForOutput(containing text: String = "Working", timeout: Double = 5) throws {
        var drawn: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        let found = Waiting.until(timeout: timeout) { () -> Bool? in
            var entry = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            while poll(&entry, 1, 0) > 0, case let count = read(master, &buffer, buffer.count), count > 0 {
                drawn += buffer[..<count]
            }
            return String(decoding: drawn, as: UTF8.self).contains(text) ? true : nil
        }
        guard found != nil else { throw HarnessError("no \(text.debugDescription) drawn") }
    }

    func hangUp() {
        if slave >= 0 { close(slave) }
        if master >= 0 { close(master) }
        (slave, master) = (-1, -1)
    }

    static func waitForExit(_ pid: pid_t, timeout: Double) throws -> PTYProcess.Termination {
        var status: Int32 = 0
        guard Waiting.until(timeout: timeout, { waitpid(pid, &status, WNOHANG) == pid ? true : nil }) != nil else {
            kill(pid, SIGKILL)
            _ = waitpid(pid, &status, 0)
            throw HarnessError("process \(pid) still running")
        }
        return status & 0x7F == 0 ? .exited((status >> 8) & 0xFF) : .signaled(status & 0x7F)
    }
}
