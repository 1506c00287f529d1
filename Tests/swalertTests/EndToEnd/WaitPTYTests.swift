import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import XCTest
@testable import DialogKit
import TestSupport

/// `swalert wait` driving real commands in a real pseudo-terminal.
///
/// Messages here are single words: the encoder moves over blank cells instead of writing spaces, so the
/// bytes of "two words" do not hold the text "two words" (the tmux tests look at the screen instead).
final class WaitPTYTests: XCTestCase {
    private let swalert = Binary.swalert.path

    private func start(_ arguments: [String], environment: [String: String] = [:], stdin: PTYProcess.Input = .terminal,
                       columns: Int = 80, rows: Int = 24) throws -> PTYProcess {
        try PTYProcess(swalert, ["wait"] + arguments, environment: environment, columns: columns, rows: rows, stdin: stdin)
    }

    /// A shell in the pty that runs `script` with "$0" as swalert.
    private func shell(_ script: String) throws -> PTYProcess {
        try PTYProcess("/bin/sh", ["-c", script, swalert])
    }

    private func assertRestored(_ process: PTYProcess, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(process.terminalModes().differences(from: process.initialModes), [], "termios restored", file: file, line: line)
        let text = process.outputText
        let hidden = text.range(of: "\u{1b}[?25l", options: .backwards), shown = text.range(of: "\u{1b}[?25h", options: .backwards)
        // A command that ends before the first frame leaves nothing drawn and the cursor never hidden.
        if let hidden {
            XCTAssertNotNil(shown, "cursor shown again", file: file, line: line)
            if let shown { XCTAssertLessThan(hidden.lowerBound, shown.lowerBound, file: file, line: line) }
        }
    }

    private func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("swalert-wait-\(getpid())-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    // MARK: - The command's status

    func testTheCommandsStatusPassesThrough() throws {
        for (script, status) in [("exit 0", Int32(0)), ("exit 3", 3), ("kill -KILL $$", 128 + SIGKILL), ("kill -TERM $$", 128 + SIGTERM)] {
            let process = try start(["Working", "--", "sh", "-c", script])
            XCTAssertEqual(try process.waitForExit(), .exited(status), script)
            assertRestored(process)
        }
    }

    func testAMissingCommandExits127() throws {
        let process = try start(["--", "no-such-command-anywhere"])
        XCTAssertEqual(try process.waitForExit(), .exited(127))
        XCTAssertEqual(process.stderrText, "swalert wait: no-such-command-anywhere: command not found\n")
        XCTAssertEqual(process.output, [], "the terminal is not touched when there is nothing to wait for")
    }

    func testTheSpinnerShowsAtTheCursorAndIsErased() throws {
        let process = try start(["Spinning", "--", "sleep", "0.5"])
        try process.waitForOutput(containing: "Spinning")
        XCTAssertEqual(try process.waitForExit(), .exited(0))
        let text = process.outputText
        // The colour query first, on the shell's screen (see `WaitColorQueryPTYTests`).
        let query = String(decoding: TerminalColorQuery.request, as: UTF8.self)
        XCTAssertTrue(text.hasPrefix(query + "\u{1b}[?2026h\u{1b}[?25l\r\u{1b}7\u{1b}[J"),
                      "the line starts at the cursor's row, in the first frame's synchronized output:\n\(visible(text))")
        XCTAssertTrue(text.contains("\u{1b}8\u{1b}[J"), "erased at the end")
        XCTAssertFalse(text.contains("\u{1b}[?1049h"), "inline never enters the alternate screen")
        XCTAssertFalse(text.contains("\u{1b}[?2004h"), "no key reading, so no bracketed paste")
        XCTAssertEqual(process.stdoutText, "")
    }

    func testASpinnerFrameIsUnder32Bytes() throws {
        let process = try start(["Measuring", "--", "sleep", "2"])
        let first = try process.waitForOutput(containing: "⠙")
        let second = try process.waitForOutput(containing: "⠹", after: first)
        let third = try process.waitForOutput(containing: "⠸", after: second)
        XCTAssertLessThan(second - first, 32, visible(process.output[first..<second]))
        XCTAssertLessThan(third - second, 32, visible(process.output[second..<third]))
        XCTAssertEqual(try process.waitForExit(), .exited(0))
    }

    // MARK: - Captured output

    func testOutputIsShownWhenTheCommandFailsAndOnlyThen() throws {
        let failing = try start(["Failing", "--", "sh", "-c", "echo to-stdout; echo to-stderr >&2; exit 2"])
        XCTAssertEqual(try failing.waitForExit(), .exited(2))
        XCTAssertEqual(failing.stdoutText, "to-stdout\n")
        XCTAssertEqual(failing.stderrText, "to-stderr\n")
        XCTAssertFalse(failing.outputText.contains("to-stdout"), "nothing reaches the terminal while it spins")

        let quiet = try start(["--", "sh", "-c", "echo to-stdout; echo to-stderr >&2"])
        XCTAssertEqual(try quiet.waitForExit(), .exited(0))
        XCTAssertEqual(quiet.stdoutText, "")
        XCTAssertEqual(quiet.stderrText, "")

        let shown = try start(["--show-output", "--", "sh", "-c", "echo to-stdout; echo to-stderr >&2"])
        XCTAssertEqual(try shown.waitForExit(), .exited(0))
        XCTAssertEqual(shown.stdoutText, "to-stdout\n")
        XCTAssertEqual(shown.stderrText, "to-stderr\n")
    }

    func testTenMegabytesOfOutputAreKeptIntact() throws {
        let size = 10 * 1024 * 1024
        let process = try start(["--show-output", "--", "sh", "-c", "yes 0123456789abcdef | head -c \(size)"])
        XCTAssertEqual(try process.waitForExit(timeout: 30), .exited(0))
        let output = process.stdoutText
        XCTAssertEqual(output.utf8.count, size)
        let line = "0123456789abcdef\n"
        let expected = String(repeating: line, count: size / line.utf8.count) + String(line.prefix(size % line.utf8.count))
        XCTAssertTrue(output == expected, "the output differs from what the command wrote")
    }

    // MARK: - Stopping

    func testTimeoutStopsTheCommandAndExits124() throws {
        let directory = try temporaryDirectory()
        let pidFile = directory.appendingPathComponent("pid").path
        let process = try start(["--timeout", "0.3", "--", "sh", "-c", "echo $$ > '\(pidFile)'; trap '' TERM; while :; do sleep 0.05; done"])
        XCTAssertEqual(try process.waitForExit(timeout: 10), .exited(124))
        let pid = try XCTUnwrap(Int32(String(contentsOfFile: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
        XCTAssertEqual(kill(pid, 0), -1, "a command ignoring SIGTERM got SIGKILL")
        assertRestored(process)
    }

    func testCtrlCReachesTheCommandWhichIsWaitedFor() throws {
        let process = try start(["Interruptible", "--", "sh", "-c", "trap 'echo got SIGINT; exit 9' INT; while :; do sleep 0.05; done"])
        try process.waitForOutput(containing: "Interruptible")
        process.send([0x03])
        XCTAssertEqual(try process.waitForExit(), .exited(130))
        XCTAssertEqual(process.stdoutText, "got SIGINT\n", "the command got SIGINT and its output is shown")
        assertRestored(process)
    }

    /// Ctrl-C twice for a command that goes on after SIGINT: SIGKILL, but only once the command has had a second
    /// to clean up (here it writes a file half a second after SIGINT). It used to be killed at the second Ctrl-C.
    func testASecondCtrlCKillsTheCommandOnlyAfterItsSecondToCleanUp() throws {
        let directory = try temporaryDirectory()
        let pidFile = directory.appendingPathComponent("pid").path
        let (got, cleaned) = (directory.appendingPathComponent("got").path, directory.appendingPathComponent("cleaned").path)
        let process = try start(["Stubborn", "--", "sh", "-c", "trap 'echo got > \(got); sleep 0.5; echo cleaned > \(cleaned)' INT; "
                                 + "echo $$ > '\(pidFile)'; while :; do sleep 0.05; done"])
        try process.waitForOutput(containing: "Stubborn")
        let pid = try XCTUnwrap(Waiting.until(timeout: 5) {
            (try? String(contentsOfFile: pidFile, encoding: .utf8)).flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        })
        defer { kill(pid, SIGKILL) }
        process.send([0x03])
        // The second Ctrl-C once the first has reached the command: two at once would be one signal.
        XCTAssertNotNil(Waiting.until(timeout: 5) { FileManager.default.fileExists(atPath: got) ? true : nil })
        process.send([0x03])
        XCTAssertEqual(try process.waitForExit(), .exited(130))
        XCTAssertEqual(try? String(contentsOfFile: cleaned, encoding: .utf8), "cleaned\n", "not killed while cleaning up")
        XCTAssertEqual(kill(pid, 0), -1, "the command that did not stop got SIGKILL")
        assertRestored(process)
    }

    func testKeysTypedDuringTheWaitStayForTheShell() throws {
        let process = try shell("\"$0\" wait Busy -- sleep 0.6; read -r line; echo \"typed:$line\"")
        try process.waitForOutput(containing: "Busy")
        let modes = process.terminalModes().raw
        XCTAssertEqual(modes.c_lflag & tcflag_t(ECHO), 0, "no echo over the spinner")
        // Uncooked, for the colour replies, which are read alone; signals stay, and what is typed is left unread.
        XCTAssertEqual(modes.c_lflag & tcflag_t(ICANON), 0, "bytes readable as they come")
        XCTAssertNotEqual(modes.c_lflag & tcflag_t(ISIG), 0, "Ctrl-C and Ctrl-Z still signal")
        process.send("hello\r")
        XCTAssertEqual(try process.waitForExit(), .exited(0))
        XCTAssertTrue(process.stdoutText.contains("typed:hello"), process.stdoutText)
        assertRestored(process)
    }

    func testKeepLeavesTheOutcome() throws {
        let success = try start(["Building", "--keep", "--", "sleep", "0.3"])
        XCTAssertEqual(try success.waitForExit(), .exited(0))
        let text = success.outputText
        let erased = try XCTUnwrap(text.range(of: "\u{1b}8\u{1b}[J", options: .backwards), visible(text))
        XCTAssertTrue(text[erased.upperBound...].contains("\r\u{1b}[0;1;32m✓\u{1b}[0m Building\r\r\n"),
                      "a green mark after the line is erased:\n\(visible(text))")
        // A command that has ended before the spinner's first frame: nothing is drawn, the line is left all the
        // same, from the start of the cursor's row.
        let quick = try start(["Built", "--keep", "--color", "never", "--", "true"])
        XCTAssertEqual(try quick.waitForExit(), .exited(0))
        let line = Array("\r✓ Built\r\r\n".utf8), bytes = quick.output
        XCTAssertTrue(bytes.count >= line.count && (0...(bytes.count - line.count)).contains { bytes[$0..<($0 + line.count)].elementsEqual(line) },
                      visible(quick.outputText))
        let failure = try start(["Building", "--keep", "--color", "never", "--", "sh", "-c", "exit 4"])
        XCTAssertEqual(try failure.waitForExit(), .exited(4))
        // The line ends in CR LF, which the terminal's ONLCR turns into CR CR LF.
        XCTAssertTrue(failure.outputText.contains("✗ Building (exit 4)\r\r\n"), visible(failure.outputText))
    }
}
