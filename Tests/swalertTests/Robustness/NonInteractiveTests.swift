import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import XCTest
import TestSupport

/// swalert where nobody can answer: no controlling terminal (cron, CI, `setsid`), under `nohup`, started in the
/// background, with a standard stream closed, or with stdout a pipe whose reader has gone. Every run ends by
/// itself with a documented status, and says why in one line on stderr.
final class NonInteractiveTests: XCTestCase {
    private let swalert = Binary.swalert.path

    private struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
        /// Whether a signal ended it (and which), instead of an exit.
        var signal: Int32?

        var stderrLines: [Substring] { stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast() }
    }

    /// Runs `script` with `sh -c` in a new session with no controlling terminal (`setsid -w`), `$0` being
    /// swalert; stdin gets `stdin` and is then closed. With `closedReader`, stdout is a pipe whose read end was
    /// closed before the run started, so any write to it fails with EPIPE.
    private func run(_ script: String, stdin: String = "", environment: [String: String] = [:],
                     closedReader: Bool = false) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/setsid")
        process.arguments = ["-w", "/bin/sh", "-c", script, swalert]
        process.environment = ["PATH": "/usr/bin:/bin", "TERM": "xterm-256color"].merging(environment) { $1 }
        let input = Pipe(), output = Pipe(), error = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = error
        if closedReader { try output.fileHandleForReading.close() }
        try process.run()
        try input.fileHandleForWriting.write(contentsOf: Data(stdin.utf8))
        try input.fileHandleForWriting.close()
        let out = closedReader ? Data() : output.fileHandleForReading.readDataToEndOfFile()
        let err = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let signaled = process.terminationReason == .uncaughtSignal
        return Run(status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
                   stderr: String(decoding: err, as: UTF8.self), signal: signaled ? process.terminationStatus : nil)
    }

    private func assertOneLine(_ run: Run, startingWith prefix: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(run.stderrLines.count, 1, "one line on stderr: \(run.stderr.debugDescription)", file: file, line: line)
        XCTAssertTrue(run.stderr.hasPrefix(prefix), "stderr \(run.stderr.debugDescription) starts with \(prefix.debugDescription)",
                      file: file, line: line)
    }

    // MARK: - No terminal

    func testWithNoTerminalEveryAskingDialogExits69WithOneLine() throws {
        let cases: [(String, String)] = [
            ("alert", "use --assume-default to answer with the default button"),
            ("confirm", "use --assume-default to answer with the default button"),
            ("input", "use --assume-default to answer the --value"),
        ]
        for (command, advice) in cases {
            let result = try run("exec \"$0\" \(command) 'Anyone there?'")
            XCTAssertEqual(result.status, 69, command)
            XCTAssertEqual(result.stdout, "", command)
            assertOneLine(result, startingWith: "swalert \(command): no terminal to show the dialog on")
            XCTAssertTrue(result.stderr.contains(advice), result.stderr)
        }
    }

    func testAssumeDefaultAndItsVariableAnswerEveryAskingDialog() throws {
        let askings: [(String, Int32, String)] = [
            ("alert 'Pick' --button One --button '&Two' --default Two", 1, "Two\n"),
            ("confirm 'Deploy?' --default no --print", 1, "No\n"),
            ("confirm 'Deploy?'", 0, ""),
            ("input 'Name?' --value 'Ada Lovelace'", 0, "Ada Lovelace\n"),
            ("input 'Name?'", 0, "\n"),
        ]
        for (arguments, status, answer) in askings {
            let flag = try run("exec \"$0\" \(arguments) --assume-default")
            XCTAssertEqual(flag.status, status, arguments)
            XCTAssertEqual(flag.stdout, answer, arguments)
            XCTAssertEqual(flag.stderr, "", arguments)
            let variable = try run("exec \"$0\" \(arguments)", environment: ["SWALERT_ASSUME_DEFAULT": "1"])
            XCTAssertEqual(variable.status, status, "SWALERT_ASSUME_DEFAULT=1 \(arguments)")
            XCTAssertEqual(variable.stdout, answer, "SWALERT_ASSUME_DEFAULT=1 \(arguments)")
        }
        let empty = try run("exec \"$0\" confirm 'Deploy?'", environment: ["SWALERT_ASSUME_DEFAULT": ""])
        XCTAssertEqual(empty.status, 69, "an empty SWALERT_ASSUME_DEFAULT is not set")
    }

    func testWaitAndToastWritePlainLinesOnStderr() throws {
        let command = try run("exec \"$0\" wait 'Building the site' --keep -- sh -c 'echo built; exit 3'")
        XCTAssertEqual(command.status, 3, "the command's status")
        XCTAssertEqual(command.stdout, "built\n", "a failed command's output is replayed")
        XCTAssertEqual(command.stderrLines, ["Building the site", "✗ Building the site (exit 3)"])

        let piped = try run("exec \"$0\" wait", stdin: "10 Copying\n60 Copying\nDone\n")
        XCTAssertEqual(piped.status, 0)
        XCTAssertEqual(piped.stderrLines, ["Working…", "10% Copying", "60% Copying", "60% Done"])

        let toast = try run("exec \"$0\" toast 'Deploy \u{1b}[31mfailed' --style error --title CI")
        XCTAssertEqual(toast.status, 0)
        XCTAssertEqual(toast.stderr, "Error: CI: Deploy ^[[31mfailed\n")
        for result in [command, piped, toast] {
            XCTAssertFalse(result.stderr.contains("\u{1b}"), "no escape sequence in \(result.stderr.debugDescription)")
        }
    }

    // MARK: - Closed streams and pipes, no terminal

    func testAClosedStdinIsAnUnreadableMessageOnlyWhenTheMessageIsToComeFromIt() throws {
        let argument = try run("exec \"$0\" confirm 'Deploy?' --assume-default --print <&-")
        XCTAssertEqual(argument.status, 0)
        XCTAssertEqual(argument.stdout, "Yes\n")

        let fromStdin = try run("exec \"$0\" alert --assume-default <&-")
        XCTAssertEqual(fromStdin.status, 66)
        XCTAssertEqual(fromStdin.stderr, "swalert alert: cannot read standard input: Bad file descriptor\n")

        let wait = try run("exec \"$0\" wait --keep -- cat <&-")
        XCTAssertEqual(wait.status, 1, "the command's own status: cat cannot read a closed stdin")
        XCTAssertTrue(wait.stderr.contains("cat: "), "cat's complaint is replayed: \(wait.stderr)")
    }

    /// Status lines from a standard input that cannot be read are no job done: 66 and one line, as alert says.
    func testAWaitForStatusLinesFromAnUnreadableStdinExits66() throws {
        for (redirect, reason) in [("< /tmp", "Is a directory"), ("<&-", "Bad file descriptor")] {
            let wait = try run("exec \"$0\" wait \(redirect)")
            XCTAssertEqual(wait.status, 66, redirect)
            XCTAssertEqual(wait.stderr, "swalert wait: cannot read standard input: \(reason)\n", redirect)
            let alert = try run("exec \"$0\" alert --assume-default \(redirect)")
            XCTAssertEqual(alert.status, 66, "alert says the same: \(redirect)")
        }
    }

    func testAnAnswerThatCannotBeWrittenIsNeverTakenForAChoice() throws {
        for arguments in ["confirm 'Deploy?' --print", "alert 'Saved' --button OK", "input 'Name?' --value Ada"] {
            let closed = try run("exec \"$0\" \(arguments) --assume-default >&-")
            XCTAssertEqual(closed.status, 74, "stdout closed: \(arguments)")
            assertOneLine(closed, startingWith: "swalert \(arguments.prefix { $0 != " " }): the answer could not be written")
            XCTAssertTrue(closed.stderr.contains("(Bad file descriptor)"), closed.stderr)

            let gone = try run("exec \"$0\" \(arguments) --assume-default", closedReader: true)
            XCTAssertNil(gone.signal, "SIGPIPE does not kill it: \(arguments)")
            XCTAssertEqual(gone.status, 74, "reader gone: \(arguments)")
            assertOneLine(gone, startingWith: "swalert \(arguments.prefix { $0 != " " }): the answer could not be written")
            XCTAssertTrue(gone.stderr.contains("(Broken pipe)"), gone.stderr)
            XCTAssertFalse(gone.stderr.contains("Ada"), "the value itself is never put on stderr")
        }
        let nothingToWrite = try run("exec \"$0\" confirm 'Deploy?' >&-")
        XCTAssertEqual(nothingToWrite.status, 69, "no answer, nothing lost: the usual status")
    }

    func testAClosedStderrChangesNoStatus() throws {
        XCTAssertEqual(try run("exec \"$0\" alert 'Anyone?' 2>&-").status, 69)
        XCTAssertEqual(try run("exec \"$0\" toast 'Saved' 2>&-").status, 0)
        XCTAssertEqual(try run("exec \"$0\" alert 'hi' --timeout nan 2>&-").status, 64)
    }

    func testAWaitWithClosedStreamsKeepsItsLinesOutOfTheCommandsOutput() throws {
        // With stderr closed, the capture file for the command's stdout used to take descriptor 2, so
        // swalert's own line about the wait was replayed as if the command had printed it.
        let result = try run("exec \"$0\" wait 'Building' -- sh -c 'echo out; echo err >&2; exit 1' 2>&-")
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, "out\n", "only the command's own stdout")
        XCTAssertEqual(result.stderr, "")

        let noStdout = try run("exec \"$0\" wait 'Building' -- sh -c 'echo out; echo err >&2; exit 1' >&-")
        XCTAssertEqual(noStdout.status, 1)
        XCTAssertEqual(noStdout.stderrLines, ["Building", "err"], "the log line, then the command's stderr, once each")
    }

    // MARK: - With a terminal, in a pseudo-terminal

    /// Runs `script` with `sh -c` in a pseudo-terminal, `$0` being swalert.
    private func shell(_ script: String, environment: [String: String] = [:], stdout: PTYProcess.Output = .pipe) throws -> PTYProcess {
        try PTYProcess("/bin/sh", ["-c", script, swalert], environment: ["SWALERT_NO_ANIMATION": "1"].merging(environment) { $1 },
                       stdout: stdout)
    }

    private func assertRestored(_ process: PTYProcess, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(process.terminalModes().differences(from: process.initialModes), [], "termios restored", file: file, line: line)
        let text = process.outputText
        for (sequence, what) in [("\u{1b}[?1049l", "alternate screen left"), ("\u{1b}[?25h", "cursor shown")] {
            XCTAssertTrue(text.contains(sequence), "\(what): \(visible(String(text.suffix(200))))", file: file, line: line)
        }
    }

    func testUnderNohupAHangUpIsIgnoredAndTheDialogStillAnswers() throws {
        let process = try PTYProcess("nohup", [swalert, "alert", "Still here?"], environment: ["SWALERT_NO_ANIMATION": "1"])
        let shown = try process.waitForOutput(containing: "Still here?")
        // The resize after the hang-up is answered by drawing again: had SIGHUP been caught, the dialog would
        // have ended before it got there (signals are handled in the order they came).
        process.signal(SIGHUP)
        process.resize(columns: 60, rows: 20)
        try process.waitForOutput(containing: "Still here?", after: shown)
        process.send("\r")
        XCTAssertEqual(try process.waitForExit(), .exited(0), "SIGHUP ignored as nohup asks, then Enter")
        XCTAssertEqual(process.stdoutText, "OK\n")
        assertRestored(process)
    }

    func testUnderNohupAMessageExpectedOnStdinIsUnreadable() throws {
        // nohup replaces a terminal stdin with a descriptor that cannot be read.
        let process = try PTYProcess("nohup", [swalert, "alert"], environment: ["SWALERT_NO_ANIMATION": "1"])
        XCTAssertEqual(try process.waitForExit(), .exited(66))
        XCTAssertTrue(process.stderrText.hasSuffix("swalert alert: cannot read standard input: Bad file descriptor\n"),
                      process.stderrText)
        XCTAssertEqual(process.terminalModes().differences(from: process.initialModes), [])
    }

    func testStartedInTheBackgroundAnInterruptIsIgnoredAsTheShellAsks() throws {
        // A non-interactive shell starts `&` commands with SIGINT ignored (and stdin from /dev/null).
        let process = try shell("\"$0\" alert 'In the background' & echo \"pid=$!.\" > /dev/tty; wait $!; echo \"rc=$?.\" > /dev/tty")
        let end = try process.waitForOutput(containing: "In the background")
        let text = process.outputText
        let pid = try XCTUnwrap(text.range(of: "pid=").flatMap { start in
            text[start.upperBound...].prefix { $0 != "." }
        }.flatMap { pid_t(String($0)) })
        kill(pid, SIGINT)
        kill(pid, SIGWINCH)  // drawn again only if SIGINT did not end it first
        try process.waitForOutput(containing: "In the background", after: end)
        process.send("\r")
        try process.waitForOutput(containing: "rc=0.", after: end)
        XCTAssertEqual(try process.waitForExit(), .exited(0))
        XCTAssertEqual(process.stdoutText, "OK\n", "SIGINT ignored, then Enter chose OK")
    }

    func testSetsidInATerminalHasNoControllingTerminal() throws {
        // stdin, stdout and stderr are the terminal, but the new session has no controlling terminal.
        let process = try shell("exec setsid -w \"$0\" confirm 'Deploy?'")
        XCTAssertEqual(try process.waitForExit(), .exited(69))
        XCTAssertTrue(process.stderrText.hasPrefix("swalert confirm: no terminal to show the dialog on"), process.stderrText)
    }

    func testClosedStdinOrStdoutWithATerminal() throws {
        let noStdin = try shell("exec \"$0\" confirm 'Deploy?' <&-")
        try noStdin.waitForOutput(containing: "Deploy?")
        noStdin.send("y")
        XCTAssertEqual(try noStdin.waitForExit(), .exited(0), "keys come from the terminal, not stdin")
        XCTAssertEqual(noStdin.stdoutText, "", "a confirm prints nothing without --print")
        assertRestored(noStdin)

        let noStdout = try shell("exec \"$0\" confirm 'Deploy?' --print >&-")
        try noStdout.waitForOutput(containing: "Deploy?")
        noStdout.send("y")
        XCTAssertEqual(try noStdout.waitForExit(), .exited(74))
        XCTAssertEqual(noStdout.stderrText, "swalert confirm: the answer could not be written to standard output "
            + "(Bad file descriptor); exit status 74\n")
        assertRestored(noStdout)
    }

    func testAPipeWhoseReaderHasGoneGives74NotSIGPIPE() throws {
        // `| head -c0`, made certain: the reader closes its stdin before the dialog is answered.
        let script = "\"$0\" input 'Name?' --value Ada | { exec <&-; echo 'reader gone.' > /dev/tty; }; exit ${PIPESTATUS[0]}"
        let process = try PTYProcess("/bin/bash", ["-c", script, swalert], environment: ["SWALERT_NO_ANIMATION": "1"])
        try process.waitForOutput(containing: "reader gone.")
        try process.waitForOutput(containing: "Name?")
        process.send("\r")
        XCTAssertEqual(try process.waitForExit(), .exited(74), "not 141 (killed by SIGPIPE), not 0")
        XCTAssertEqual(process.stderrText, "swalert input: the answer could not be written to standard output "
            + "(Broken pipe); exit status 74\n")
        assertRestored(process)
    }

    /// A terminal that is there but cannot be set up (no file descriptor left for the signal pipe) is a terminal
    /// failure, 74, not "no terminal", 69: the script is told the truth, and `--assume-default` does not answer.
    func testRunningOutOfFileDescriptorsIsATerminalFailureNotNoTerminal() throws {
        for command in [["alert", "Hi", "--assume-default"], ["input", "Name?"], ["toast", "Hi"]] {
            let process = try PTYProcess("/bin/sh", ["-c", "ulimit -n 5; exec \"$0\" \"$@\"", swalert] + command,
                                         environment: ["SWALERT_NO_ANIMATION": "1"])
            XCTAssertEqual(try process.waitForExit(), .exited(74), "\(command)")
            XCTAssertEqual(process.stdoutText, "", "\(command)")
            XCTAssertEqual(process.stderrText, "swalert \(command[0]): the terminal failed: pipe: Too many open files\n", "\(command)")
            XCTAssertEqual(process.terminalModes().differences(from: process.initialModes), [])
        }
    }
}
