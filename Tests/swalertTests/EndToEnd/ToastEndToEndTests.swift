import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import XCTest
import TestSupport

/// `swalert toast` end to end: it comes, goes, leaves no trace, and never takes a key.
final class ToastEndToEndTests: XCTestCase {
    private let swalert = Binary.swalert.path
    private let plain = ["TERM": "xterm-256color", "SWALERT_NO_ANIMATION": "1"]

    func testTheToastAppearsThenLeavesWithTheTerminalAsItWas() throws {
        let process = try PTYProcess(swalert, ["toast", "Saved report.txt", "--style", "success", "--duration", "0.3"],
                                     environment: ["TERM": "xterm-256color"])
        try process.waitForOutput(containing: "Saved report.txt")
        XCTAssertEqual(try process.waitForExit(), .exited(0))
        XCTAssertEqual(process.stdoutText, "")
        XCTAssertEqual(process.terminalModes().differences(from: process.initialModes), [])
        let text = process.outputText
        XCTAssertFalse(text.contains("\u{1b}[?1049h"), "a toast never takes the alternate screen")
        XCTAssertTrue(text.hasSuffix("\u{1b}[?25h\u{1b}[?2026l\u{1b}[0m") || text.contains("\u{1b}[?25h"), visible(text))
        let erase = try XCTUnwrap(text.range(of: "\u{1b}8\u{1b}[B\u{1b}[G\u{1b}[J\u{1b}8", options: .backwards),
                                  "the rows are erased and the cursor put back")
        XCTAssertFalse(text[erase.upperBound...].contains("Saved"), "nothing is drawn after the erase")
    }

    func testSignalsEraseTheToastAndExit143Or130() throws {
        for (signal, status) in [(SIGTERM, Int32(143)), (SIGINT, Int32(130))] {
            let process = try PTYProcess(swalert, ["toast", "Interrupt me", "--duration", "5"], environment: plain)
            try process.waitForOutput(containing: "Interrupt me")
            process.signal(signal)
            XCTAssertEqual(try process.waitForExit(), .exited(status))
            XCTAssertTrue(process.outputText.contains("\u{1b}[?25h"), "cursor shown again")
            XCTAssertEqual(process.terminalModes().differences(from: process.initialModes), [])
        }
    }

    func testTheScreenAroundTheToastAndTheCursorAreTheSameAfterwards() throws {
        let session = try TmuxSession(
            "printf 'above\\nprompt> '; \(swalert) toast 'Copied 3 files' --duration 0.4; printf 'after'",
            width: 50, height: 12, environment: plain, captureStdout: false)
        let during = try session.waitFor("Copied 3 files")
        XCTAssertEqual(Array(during.prefix(2)), ["above", "prompt>"])
        let after = try session.waitFor("after")
        XCTAssertEqual(after[0], "above")
        XCTAssertEqual(after[1], "prompt> after", "the cursor is back right after 'prompt> '")
        XCTAssertTrue(after.dropFirst(2).allSatisfy(\.isEmpty), session.describe(after))
    }

    func testKeysTypedDuringTheToastReachTheNextProgram() throws {
        let session = try TmuxSession(
            "\(swalert) toast 'Type now' --duration 1; read answer; echo \"got:$answer\"",
            width: 50, height: 12, environment: plain, captureStdout: false)
        try session.waitFor("Type now")
        try session.sendText("typed ahead")
        try session.sendKeys("Enter")
        let screen = try session.waitFor("got:typed ahead")
        XCTAssertFalse(screen.contains { $0.contains("Type now") }, "the toast has gone")
        XCTAssertEqual(screen.filter { $0.contains("typed ahead") }.count, 1, "echo was off while it showed:\n\(session.describe(screen))")
    }

    func testDetachReturnsAtOnceAndTheToastStillShowsAndLeaves() throws {
        let started = Date()
        let session = try TmuxSession("\(swalert) toast 'In the background' --detach --duration 1.5",
                                      width: 50, height: 12, environment: plain)
        XCTAssertEqual(try session.waitForExitStatus(), 0)
        let returned = Date().timeIntervalSince(started)
        XCTAssertLessThan(returned, 1.5, "the command returned before the toast's time was up")
        XCTAssertEqual(session.stdout, "", "a detached toast never holds the caller's stdout")
        try session.waitFor("In the background")
        try session.waitUntilGone("In the background")
    }

    func testDetachedToastsQueueAndNeverOverlap() throws {
        let session = try TmuxSession(
            "for i in 1 2 3; do \(swalert) toast \"Toast $i\" --detach --duration 0.4; done; echo queued",
            width: 50, height: 14, environment: plain, captureStdout: false)
        var seen: [String] = []
        _ = try Waiting.until(timeout: 8) { () -> Bool? in
            let showing = try session.capture().compactMap { line in
                ["Toast 1", "Toast 2", "Toast 3"].first { line.contains($0) }
            }
            XCTAssertLessThanOrEqual(showing.count, 1, "two toasts at once: \(showing)")
            if let toast = showing.first, seen.last != toast { seen.append(toast) }
            return seen.count == 3 ? true : nil
        }
        XCTAssertEqual(seen, ["Toast 1", "Toast 2", "Toast 3"], "one after the other, in the order they were started")
    }

    /// As inside `watch`: a program sets curses-like modes and runs a toast; a signal ends both, the program puts
    /// the terminal back first, and the toast must not put back the program's curses modes over it.
    func testAToastEndingAfterTheProgramAroundItRestoredTheTerminalLeavesItsModesAlone() throws {
        let process = try PTYProcess("/bin/sh", ["-c", """
            stty -icanon -echo -icrnl
            "$0" toast 'Inside a curses program' --duration 5 &
            toast=$!
            read go
            stty icanon echo icrnl
            kill -TERM $toast; wait $toast; echo "toast:$?"
            """, swalert], environment: plain)
        try process.waitForOutput(containing: "Inside a curses program")
        process.send("go\n")
        XCTAssertEqual(try process.waitForExit(), .exited(0))
        XCTAssertEqual(process.stdoutText, "toast:143\n")
        XCTAssertEqual(process.terminalModes().differences(from: process.initialModes), [],
                       "the modes the program put back stay")
    }

    /// A file named like a waiter's ticket from an earlier version, naming a process that is alive (this test
    /// runner), once held every later dialog forever; files stand for nothing now, and none is removed.
    func testAStaleTicketFileNeitherHoldsTheTerminalNorIsRemoved() throws {
        let runtime = FileManager.default.temporaryDirectory.appendingPathComponent("swalert-runtime-\(getpid())")
        try FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: runtime) }
        let process = try PTYProcess("/bin/sh", ["-c", "read go; exec \"$0\" toast 'After the stale ticket' --duration 0.2", swalert],
                                     environment: plain.merging(["XDG_RUNTIME_DIR": runtime.path]) { $1 })
        let folder = runtime.appendingPathComponent("swalert-\(getuid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let queue = folder.appendingPathComponent("\(try lockName(process.terminalPath)).queue")
        try FileManager.default.createDirectory(at: queue, withIntermediateDirectories: true)
        let stale = queue.appendingPathComponent("00000000000000000001-\(getpid())")
        XCTAssertTrue(FileManager.default.createFile(atPath: stale.path, contents: nil))
        process.send("go\n")
        try process.waitForOutput(containing: "After the stale ticket")
        XCTAssertEqual(try process.waitForExit(), .exited(0))
        XCTAssertTrue(FileManager.default.fileExists(atPath: stale.path), "no file is removed")
    }

    func testAToastWithNobodyInLineTakesItsTurnWithoutATicket() throws {
        let runtime = FileManager.default.temporaryDirectory.appendingPathComponent("swalert-alone-\(getpid())")
        try FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: runtime) }
        let process = try PTYProcess(swalert, ["toast", "Alone", "--duration", "0.1"],
                                     environment: plain.merging(["XDG_RUNTIME_DIR": runtime.path]) { $1 })
        try process.waitForOutput(containing: "Alone")
        XCTAssertEqual(try process.waitForExit(), .exited(0))
        let directory = runtime.appendingPathComponent("swalert-\(getuid())")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        XCTAssertEqual(names, ["\(try lockName(process.terminalPath)).lock"],
                       "the private folder was made, with the terminal's lock file alone in it")
        let mode = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: directory.path)[.posixPermissions] as? Int)
        XCTAssertEqual(mode, 0o700)
    }

    func testWithNoTerminalTheMessageIsOnePlainLineOnStandardError() throws {
        for detach in [[], ["--detach"]] {
            try assertNoTerminalLine(detach)
        }
    }

    /// Outside tmux a background program cannot read the screen, so `--detach` says the message on stderr, at
    /// once, and draws nothing.
    func testADetachedToastOutsideTmuxIsOneLineOnStandardErrorAndDrawsNothing() throws {
        let process = try PTYProcess(swalert, ["toast", "Built \u{1b}[31mred", "--detach", "--style", "warning"],
                                     environment: plain, unsetting: ["TMUX", "TMUX_PANE"], stderr: .pipe)
        XCTAssertEqual(try process.waitForExit(), .exited(0))
        XCTAssertEqual(process.stderrText, "Warning: Built ^[[31mred\n")
        XCTAssertEqual(process.output, [], "nothing was written to the terminal")
        XCTAssertEqual(process.terminalModes().differences(from: process.initialModes), [])
    }

    private func assertNoTerminalLine(_ extra: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        let run = try NoTerminal.run(["toast", "Line one\nline two \u{1b}[31m", "--title", "Build"] + extra)
        XCTAssertEqual(run.status, 0, file: file, line: line)
        XCTAssertEqual(run.stderr, "Build: Line one line two ^[[31m\n", "\(extra)", file: file, line: line)
        XCTAssertEqual(run.stdout, "", file: file, line: line)
    }

    /// What the turn's files are named after: the terminal's device number, as `stat` gives it for its path.
    private func lockName(_ terminalPath: String) throws -> String {
        var status = stat()
        guard stat(terminalPath, &status) == 0 else { throw HarnessError.system("stat \(terminalPath)") }
        return "tty\(UInt32(truncatingIfNeeded: status.st_rdev))"
    }
}
