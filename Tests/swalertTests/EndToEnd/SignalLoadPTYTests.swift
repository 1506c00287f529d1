import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import XCTest
@testable import DialogKit

/// Signals while a dialog is busy, in a real pseudo-terminal: a storm of resizes while it animates, SIGTERM in
/// the middle of the pop-in or of a storm, SIGPIPE. The terminal always ends restored and the process with
/// its documented status. (Ctrl-Z and `fg` need a shell with job control: see SignalLoadTmuxTests.)
final class SignalLoadPTYTests: XCTestCase {
    private let swalert = Binary.swalert.path

    /// Animated: the environment turns nothing off, as a user's would not.
    private func start(_ arguments: [String], stdout: PTYProcess.Output = .pipe, animated: Bool = true) throws -> PTYProcess {
        var environment = ["TERM": "xterm-256color", "COLORTERM": "truecolor"]
        if !animated { environment["SWALERT_NO_ANIMATION"] = "1" }
        return try PTYProcess(swalert, arguments, environment: environment, stdout: stdout)
    }

    /// 100 size changes spread over about a second (each one a SIGWINCH), ending at `final`; `midway` runs
    /// after the 50th.
    private func storm(_ process: PTYProcess, final: (columns: Int, rows: Int) = (64, 18), midway: () -> Void = {}) {
        for index in 0..<100 {
            if index == 99 {
                process.resize(columns: final.columns, rows: final.rows)
            } else {
                process.resize(columns: 20 + (index * 37) % 100, rows: 5 + (index * 13) % 30)
            }
            if index == 49 { midway() }
            usleep(10_000)  // pacing the storm, not waiting for a result
        }
    }

    /// Once the alternate screen is left, nothing is drawn: at most the harmless style reset and end of a
    /// synchronized update that restoring writes whatever is on.
    private func assertNothingDrawnAfterLeaving(_ process: PTYProcess, file: StaticString = #filePath, line: UInt = #line) {
        let text = process.outputText
        guard let left = text.range(of: String(decoding: Escape.leaveAlternateScreen, as: UTF8.self), options: .backwards) else {
            return XCTFail("the alternate screen is never left\(process.describeOutput())", file: file, line: line)
        }
        let after = text[left.upperBound...]
            .replacingOccurrences(of: String(decoding: Escape.endSynchronizedUpdate, as: UTF8.self), with: "")
            .replacingOccurrences(of: String(decoding: Escape.resetStyle, as: UTF8.self), with: "")
        XCTAssertEqual(after, "", "drawn after the alternate screen was left\(process.describeOutput(limit: 300))", file: file, line: line)
    }

    // MARK: - Resize storms

    func testAResizeStormWhileAnAlertPopsInEndsWithTheDialogStillAnswering() throws {
        let process = try start(["alert", "Storm warning", "--button", "&Save", "--button", "&Discard"])
        try process.waitForOutput(containing: "╭")  // the first frame of the pop-in
        storm(process)
        let after = process.output.count
        process.send("d")
        XCTAssertEqual(try process.waitForExit(), .exited(1))
        XCTAssertEqual(process.stdoutText, "Discard\n")
        XCTAssertEqual(process.stderrText, "")
        assertTerminalRestored(process, fullscreen: true, since: after)
        assertNothingDrawnAfterLeaving(process)
    }

    func testAResizeStormKeepsWhatWasTypedInAnInlineInput() throws {
        // Without the pop-in, which draws the prompt a few cells a frame, "Name?" reaches the terminal in one piece.
        let process = try start(["input", "Name?", "--inline"], animated: false)
        try process.waitForOutput(containing: "Name?")
        process.send("Ad")
        storm(process, midway: { process.send("a") })
        process.send(" L\r")
        XCTAssertEqual(try process.waitForExit(), .exited(0))
        XCTAssertEqual(process.stdoutText, "Ada L\n", "no key lost or doubled in the storm")
        assertTerminalRestored(process, fullscreen: false)
    }

    func testAResizeStormDuringAWaitLeavesTheCommandsStatus() throws {
        for placement in ["--inline", "--fullscreen"] {
            let go = FileManager.default.temporaryDirectory.appendingPathComponent("swalert-storm-\(getpid())")
            try? FileManager.default.removeItem(at: go)
            defer { try? FileManager.default.removeItem(at: go) }
            let process = try start(["wait", "Busy", placement, "--", "sh", "-c", "while [ ! -e '\(go.path)' ]; do sleep 0.02; done; exit 3"])
            try process.waitForOutput(containing: "Busy")
            storm(process)
            // The command ends once the storm is over.
            _ = FileManager.default.createFile(atPath: go.path, contents: Data())
            XCTAssertEqual(try process.waitForExit(), .exited(3), placement)
            assertTerminalRestored(process, fullscreen: false)
        }
    }

    // MARK: - SIGTERM mid-frame

    func testSIGTERMDuringThePopInExits143WithTheTerminalRestored() throws {
        let process = try start(["alert", "Terminate me"])
        try process.waitForOutput(containing: "╭")
        let before = process.output.count
        process.signal(SIGTERM)
        XCTAssertEqual(try process.waitForExit(), .exited(143))
        XCTAssertEqual(process.stdoutText, "")
        assertTerminalRestored(process, fullscreen: true, since: before)
        assertNothingDrawnAfterLeaving(process)
    }

    func testSIGTERMDuringAResizeStormExits143WithTheTerminalRestored() throws {
        for arguments in [["alert", "Terminate me"], ["input", "Terminate me"], ["input", "Terminate me", "--inline"]] {
            let process = try start(arguments)
            try process.waitForOutput(containing: "╭")
            var before = 0
            storm(process, midway: {
                before = process.output.count
                process.signal(SIGTERM)
            })
            XCTAssertEqual(try process.waitForExit(), .exited(143), "\(arguments)")
            XCTAssertEqual(process.stdoutText, "")
            let fullscreen = !arguments.contains("--inline")
            assertTerminalRestored(process, fullscreen: fullscreen, since: before)
            if fullscreen {
                assertNothingDrawnAfterLeaving(process)
            }
        }
    }

    // MARK: - SIGPIPE

    func testSIGPIPEWhileADialogShowsChangesNothing() throws {
        let process = try start(["confirm", "Piped?", "--print"])
        try process.waitForOutput(containing: "Piped?")
        process.signal(SIGPIPE)
        process.signal(SIGPIPE)
        process.send("\u{1b}[C\r")  // Right, Enter: the dialog still reads keys
        XCTAssertEqual(try process.waitForExit(), .exited(1))
        XCTAssertEqual(process.stdoutText, "No\n")
        assertTerminalRestored(process, fullscreen: true)
    }

    func testAnAnswerWrittenToAClosedPipeExits74WithTheTerminalRestored() throws {
        // Yes or no, an answer that went nowhere is never taken for a choice (see the exit status tables).
        for key in ["y", "n"] {
            let process = try start(["confirm", "Unread?", "--print"], stdout: .closedPipe)
            try process.waitForOutput(containing: "Unread?")
            process.send(key)
            XCTAssertEqual(try process.waitForExit(), .exited(74), "not killed by SIGPIPE, not taken for \(key)")
            assertTerminalRestored(process, fullscreen: true)
        }
    }
}
