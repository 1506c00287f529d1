import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import XCTest

/// A dialog whose job the shell has taken the terminal from still gives the terminal back on its way out, and is
/// not stopped doing it. An interactive bash's subshell (`(while :; do echo item; sleep 0.01; done) | swalert
/// choose Pick`) hands the terminal to bash as soon as its own child is interrupted by Ctrl-C, while swalert is
/// still on its way out: the modes put back from the background then stopped swalert by SIGTTOU (bash said
/// "Stopped"), with its turn held and the terminal left in its modes. Here a small job-control shell plays bash,
/// deterministically: it starts swalert as a foreground job, takes the terminal back, then interrupts the job.
final class HandBackPTYTests: XCTestCase {
    /// The shell: runs its arguments as a job of their own in the foreground (`--list`: reading an endless list
    /// from a writer in the same job), and on SIGUSR1 takes the terminal back, interrupts the job and says how it
    /// ended or stopped.
    private static let shell = #"""
    import os, signal, sys
    tty = os.open("/dev/tty", os.O_RDWR)
    signal.signal(signal.SIGTTOU, signal.SIG_IGN)
    signal.pthread_sigmask(signal.SIG_BLOCK, [signal.SIGUSR1])
    listed = sys.argv[1] == "--list"
    argv = sys.argv[2:] if listed else sys.argv[1:]
    pid = os.fork()
    if pid == 0:
        os.setpgid(0, 0)
        os.tcsetpgrp(tty, os.getpgrp())
        signal.signal(signal.SIGTTOU, signal.SIG_DFL)
        signal.pthread_sigmask(signal.SIG_UNBLOCK, [signal.SIGUSR1])
        if listed:
            r, w = os.pipe()
            if os.fork() == 0:
                os.dup2(w, 1); os.close(r); os.close(w)
                os.execv("/bin/sh", ["sh", "-c", "while :; do echo item; sleep 0.01; done"])
            os.dup2(r, 0); os.close(r); os.close(w)
        os.execv(argv[0], argv)
    signal.sigwait([signal.SIGUSR1])
    os.tcsetpgrp(tty, os.getpgrp())
    os.killpg(pid, signal.SIGINT)
    _, status = os.waitpid(pid, os.WUNTRACED)
    if os.WIFSTOPPED(status):
        print("stopped by", signal.Signals(os.WSTOPSIG(status)).name, flush=True)
        os.killpg(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
    else:
        print("ended", os.waitstatus_to_exitcode(status), flush=True)
    """#

    private func interruptAfterTheShellTookTheTerminal(_ arguments: [String], shows text: String,
                                                       file: StaticString = #filePath, line: UInt = #line) throws {
        let process = try PTYProcess("python3", ["-c", Self.shell] + arguments, stdin: .terminal)
        _ = try process.waitForOutput(containing: text, timeout: 10)
        process.signal(SIGUSR1)
        XCTAssertEqual(try process.waitForExit(timeout: 10), .exited(0), process.stderrText, file: file, line: line)
        XCTAssertEqual(process.stdoutText, "ended 130\n", file: file, line: line)
        XCTAssertEqual(process.terminalModes().differences(from: process.initialModes), [], "termios restored",
                       file: file, line: line)
        let output = process.outputText
        let hidden = output.range(of: "\u{1b}[?25l", options: .backwards)
        let shown = output.range(of: "\u{1b}[?25h", options: .backwards)
        if let hidden, let shown {
            XCTAssertGreaterThan(shown.lowerBound, hidden.lowerBound, "the cursor shown again: \(process.describeOutput())",
                                 file: file, line: line)
        } else {
            XCTFail("the cursor hidden, then shown: \(process.describeOutput())", file: file, line: line)
        }
    }

    func testAChooserReadingAListGivesTheTerminalBackAfterTheShellTookIt() throws {
        try interruptAfterTheShellTookTheTerminal(["--list", Binary.swalert.path, "choose", "Pick 👍🏽"], shows: "Pick")
    }

    func testAnAlertGivesTheTerminalBackAfterTheShellTookIt() throws {
        try interruptAfterTheShellTookTheTerminal([Binary.swalert.path, "alert", "Saved 👍🏽"], shows: "Saved")
    }
}
