import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import XCTest
@testable import DialogKit
import TestSupport

/// Every fatal signal the crash guard handles, sent to the real binary while a dialog is up: the terminal
/// is restored before the process dies, and the process dies of that same signal.
///
/// A Swift trap is SIGILL or SIGTRAP, a bad access SIGSEGV or SIGBUS, `abort` SIGABRT; sending the signal
/// runs the same handler a real crash runs. Ctrl-\ is typed as the key, as a user would.
final class CrashPTYTests: XCTestCase {
    private let swalert = Binary.swalert.path
    private let fatalSignals: [(name: String, number: Int32)] = [
        ("SIGSEGV", SIGSEGV), ("SIGBUS", SIGBUS), ("SIGILL", SIGILL), ("SIGFPE", SIGFPE), ("SIGABRT", SIGABRT),
        ("SIGTRAP", SIGTRAP), ("SIGQUIT", SIGQUIT), ("SIGSYS", SIGSYS),
    ]

    func testTheGuardHandlesEveryFatalSignalTested() {
        XCTAssertEqual(Set(CrashGuard.fatalSignals), Set(fatalSignals.map { Signal(rawValue: $0.number) }), "a signal the guard handles is untested here")
    }

    func testAFullscreenAlertRestoresTheTerminalOnEveryFatalSignal() throws {
        for signal in fatalSignals {
            let process = try PTYProcess(swalert, ["alert", "Crashing", "--button", "&Save", "--button", "Cancel"],
                                         environment: ["SWALERT_NO_ANIMATION": "1"])
            try process.waitForOutput(containing: "Crashing")
            let before = process.output.count
            process.signal(signal.number)
            XCTAssertEqual(try process.waitForExit(), .signaled(signal.number), "\(signal.name) is re-raised")
            XCTAssertEqual(process.stdoutText, "", signal.name)
            assertTerminalRestored(process, fullscreen: true, since: before)
        }
    }

    func testAnInlineInputRestoresTheTerminalOnEveryFatalSignal() throws {
        for signal in fatalSignals {
            // Without the pop-in, which draws the prompt a few cells a frame, "Name?" reaches the terminal in one piece.
            let process = try PTYProcess(swalert, ["input", "Name?", "--inline", "--value", "Ada"],
                                         environment: ["SWALERT_NO_ANIMATION": "1"])
            try process.waitForOutput(containing: "Name?")
            process.send("x")  // typed into the field: the dialog is reading keys in raw mode
            try process.waitForOutput(containing: "x")
            let before = process.output.count
            process.signal(signal.number)
            XCTAssertEqual(try process.waitForExit(), .signaled(signal.number), "\(signal.name) is re-raised")
            XCTAssertFalse(process.outputText.contains("\u{1b}[?1049h"), "inline never enters the alternate screen")
            assertTerminalRestored(process, fullscreen: false, since: before)
            // The box's rows are erased and the cursor put back where the dialog began, as SIGTERM does, so the
            // shell's next output does not land inside a box left on the screen.
            let after = String(decoding: process.output[before...], as: UTF8.self)
            XCTAssertTrue(after.hasPrefix("\u{1b}8\u{1b}[B\u{1b}[G\u{1b}[J\u{1b}8"), "\(signal.name): \(visible(after))")
        }
    }

    func testAWaitRestoresTheTerminalOnEveryFatalSignal() throws {
        for signal in fatalSignals {
            let pidFile = FileManager.default.temporaryDirectory.appendingPathComponent("swalert-crash-\(getpid())-\(signal.name)")
            defer { killCommand(recordedIn: pidFile) }
            let process = try PTYProcess(swalert, ["wait", "Working", "--", "sh", "-c", "echo $$ > '\(pidFile.path)'; exec sleep 30"])
            try process.waitForOutput(containing: "Working")
            let before = process.output.count
            process.signal(signal.number)
            XCTAssertEqual(try process.waitForExit(), .signaled(signal.number), "\(signal.name) is re-raised")
            assertTerminalRestored(process, fullscreen: false, since: before)
        }
    }

    func testCtrlBackslashQuitsEachDialogWithTheTerminalRestored() throws {
        let dialogs: [(arguments: [String], fullscreen: Bool)] = [
            (["alert", "Quit me"], true), (["input", "Quit me", "--inline"], false), (["confirm", "Quit me", "--inline"], false),
        ]
        for dialog in dialogs {
            let process = try PTYProcess(swalert, dialog.arguments, environment: ["SWALERT_NO_ANIMATION": "1"])
            try process.waitForOutput(containing: "Quit me")
            let before = process.output.count
            process.send([0x1C])  // Ctrl-\: the terminal raises SIGQUIT, as ISIG stays on in raw mode
            XCTAssertEqual(try process.waitForExit(), .signaled(SIGQUIT), "\(dialog.arguments)")
            assertTerminalRestored(process, fullscreen: dialog.fullscreen, since: before)
        }
    }

    /// The command a wait ran, still running after swalert died, is stopped with the test.
    private func killCommand(recordedIn file: URL) {
        if let text = try? String(contentsOf: file, encoding: .utf8), let pid = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)) {
            kill(pid, SIGKILL)
        }
        try? FileManager.default.removeItem(at: file)
    }
}
