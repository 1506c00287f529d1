import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import XCTest
import TestSupport

/// Plain mode end to end: the real binary in a real pseudo-terminal, asked for with `--plain` or chosen by
/// `TERM=dumb` or an unset `TERM`. Every test checks that the terminal received no escape sequence at all
/// and that its modes are as they were afterwards.
final class PlainModeTests: XCTestCase {
    private let swalert = Binary.swalert.path
    private let save = ["--button", "&Save", "--button", "&Discard", "--button", "Cancel"]

    /// The three ways into plain mode.
    private enum Way: CaseIterable {
        case flag, dumb, unset
    }

    private func start(_ arguments: [String], _ way: Way, stdin: PTYProcess.Input = .terminal) throws -> PTYProcess {
        switch way {
        // Right after the command's name: after a wait's `--` it would be the command's argument.
        case .flag: return try PTYProcess(swalert, [arguments[0], "--plain"] + arguments.dropFirst(), stdin: stdin)
        case .dumb: return try PTYProcess(swalert, arguments, environment: ["TERM": "dumb"], stdin: stdin)
        case .unset: return try PTYProcess(swalert, arguments, unsetting: ["TERM"], stdin: stdin)
        }
    }

    /// No ESC byte and no C1 control reached the terminal, and its modes are as they were.
    private func assertPlain(_ process: PTYProcess, _ context: String = "", file: StaticString = #filePath, line: UInt = #line) {
        let output = process.output
        XCTAssertFalse(output.contains(0x1B), "an ESC byte reached the terminal (\(context)):\n\(visible(output))", file: file, line: line)
        XCTAssertFalse(process.outputText.unicodeScalars.contains { (0x80...0x9F).contains($0.value) },
                       "a C1 control reached the terminal (\(context))", file: file, line: line)
        XCTAssertEqual(process.terminalModes().differences(from: process.initialModes), [], "termios restored (\(context))",
                       file: file, line: line)
    }

    /// Each of `parts` appears in `text`, in this order.
    private func assertInOrder(_ text: String, _ parts: [String], file: StaticString = #filePath, line: UInt = #line) {
        var from = text.startIndex
        for part in parts {
            guard let found = text.range(of: part, range: from..<text.endIndex) else {
                return XCTFail("\(part.debugDescription) not found in order in:\n\(visible(text))", file: file, line: line)
            }
            from = found.upperBound
        }
    }

    // MARK: - Alert and confirm

    func testAnAlertIsReadInOrderAndAnsweredByNumberLetterLabelOrEnter() throws {
        let answers: [(String, Int32, String)] = [("2", 1, "Discard"), ("d", 1, "Discard"), ("CANCEL", 2, "Cancel"), ("", 0, "Save")]
        for way in Way.allCases {
            for (answer, status, label) in answers {
                let context = "\(way), answer \(answer.debugDescription)"
                let process = try start(["alert", "Save changes to report.txt?", "--title", "Unsaved", "--icon", "warning"] + save, way)
                try process.waitForOutput(containing: "Choose 1-3 [Save]: ")
                process.send(answer + "\r")
                XCTAssertEqual(try process.waitForExit(), .exited(status), context)
                XCTAssertEqual(process.stdoutText, label + "\n", context)
                XCTAssertEqual(process.stderrText, "", context)
                assertInOrder(process.outputText, ["(!) Unsaved\r\n", "Save changes to report.txt?\r\n",
                                                   "[1] Save  [2] Discard  [3] Cancel\r\n", "Choose 1-3 [Save]: "])
                assertPlain(process, context)
            }
        }
    }

    func testAnInvalidAnswerSaysWhatIsAcceptedAndAsksAgain() throws {
        let process = try start(["alert", "Save?"] + save, .flag)
        let prompt = try process.waitForOutput(containing: "Choose 1-3 [Save]: ")
        process.send("maybe\r")
        let explained = try process.waitForOutput(containing: "a number from 1 to 3, a letter (s, d) or a label", after: prompt)
        try process.waitForOutput(containing: "Choose 1-3 [Save]: ", after: explained)
        process.send("s\r")
        XCTAssertEqual(try process.waitForExit(), .exited(0))
        XCTAssertEqual(process.stdoutText, "Save\n")
        assertPlain(process)
    }

    func testAConfirmTakesYesAndNo() throws {
        for (answer, status, label) in [("y", Int32(0), "Yes"), ("no", 1, "No"), ("", 0, "Yes")] {
            let process = try start(["confirm", "Deploy?", "--print"], .dumb)
            try process.waitForOutput(containing: "[1] Yes  [2] No\r\nChoose 1-2 [Yes]: ")
            process.send(answer + "\r")
            XCTAssertEqual(try process.waitForExit(), .exited(status), answer)
            XCTAssertEqual(process.stdoutText, label + "\n", answer)
            assertPlain(process, answer)
        }
    }

    func testCtrlDActsLikeEscape() throws {
        let cases: [([String], String, Int32, String)] = [
            (["alert", "Save?"] + save + ["--cancel", "Cancel"], "[Save]: ", 2, "Cancel\n"),
            (["alert", "Just so you know"], "Press Enter for OK: ", 255, ""),
            (["confirm", "Sure?", "--print"], "[Yes]: ", 1, "No\n"),
        ]
        for (arguments, prompt, status, stdout) in cases {
            let process = try start(arguments, .unset)
            try process.waitForOutput(containing: prompt)
            process.send([0x04])
            XCTAssertEqual(try process.waitForExit(), .exited(status), "\(arguments)")
            XCTAssertEqual(process.stdoutText, stdout, "\(arguments)")
            assertPlain(process, "\(arguments)")
        }
    }

    func testTheTimeLimitExits124OrChoosesTheTimeoutButton() throws {
        let plain = try start(["alert", "Going away soon", "--timeout", "0.3"], .flag)
        XCTAssertEqual(try plain.waitForExit(), .exited(124))
        XCTAssertEqual(plain.stdoutText, "")
        assertPlain(plain)

        let chosen = try start(["alert", "Going away soon", "--timeout", "0.3", "--timeout-button", "Cancel"] + save, .dumb)
        XCTAssertEqual(try chosen.waitForExit(), .exited(2))
        XCTAssertEqual(chosen.stdoutText, "Cancel\n")
        assertPlain(chosen)
    }

    func testHostileTextIsShownAsVisibleEscapes() throws {
        let hostile = "Evil\u{1b}]0;pwned\u{07} \u{1b}[2J\u{1b}[31mred \u{9b}6n end"
        let process = try start(["alert", hostile, "--title", "T\u{1b}[5mitle", "--button", "O\u{1b}[1mK", "--button", "No"], .flag)
        try process.waitForOutput(containing: "]: ")
        process.send("1\r")
        XCTAssertEqual(try process.waitForExit(), .exited(0))
        assertInOrder(process.outputText, ["T^[[5mitle", "Evil^[]0;pwned^G ^[[2J^[[31mred ^[[6n end", "[1] O^[[1mK  [2] No"])
        XCTAssertEqual(process.stdoutText, "O^[[1mK\n")
        assertPlain(process)
    }

    // MARK: - Signals and suspending

    func testSignalsExitWithTheirStatusAndRestoreTheTerminal() throws {
        // A password prompt has echo off: the modes the signal must put back differ from the original.
        for (way, arguments) in [(Way.flag, ["alert", "Signal me"]), (.dumb, ["input", "Secret:", "--password"])] {
            let interrupted = try start(arguments, way)
            try interrupted.waitForOutput(containing: ": ")
            interrupted.send([0x03])
            XCTAssertEqual(try interrupted.waitForExit(), .exited(130), "Ctrl-C \(arguments)")
            XCTAssertEqual(interrupted.stdoutText, "")
            assertPlain(interrupted, "Ctrl-C \(arguments)")
            for (signal, status) in [(SIGTERM, Int32(143)), (SIGHUP, Int32(129))] {
                let process = try start(arguments, way)
                try process.waitForOutput(containing: ": ")
                process.signal(signal)
                XCTAssertEqual(try process.waitForExit(), .exited(status), "signal \(signal) \(arguments)")
                XCTAssertEqual(process.stdoutText, "")
                assertPlain(process, "signal \(signal) \(arguments)")
            }
        }
    }

    func testCtrlZThenContinuingAsksTheQuestionAgain() throws {
        let process = try start(["alert", "Save?"] + save, .flag)
        let first = try process.waitForOutput(containing: "Choose 1-3 [Save]: ")
        process.send([0x1A])
        // Stopped or not (a process group with no parent in its session ignores the stop), the question comes
        // again once it goes on. SIGCONT only once it is stopped: sent earlier, it would discard the SIGTSTP
        // still pending, and nothing would have been suspended to ask again.
        let again = Waiting.until(timeout: 5) { () -> Bool? in
            if process.isStopped { process.signal(SIGCONT) }
            return String(decoding: process.output[first...], as: UTF8.self).contains("Save?\r\n[1] Save") ? true : nil
        }
        XCTAssertEqual(again, true, "the question is asked again:\n\(process.describeOutput())")
        process.send("2\r")
        XCTAssertEqual(try process.waitForExit(), .exited(1))
        XCTAssertEqual(process.stdoutText, "Discard\n")
        assertPlain(process)
    }

    // MARK: - Input

    func testAnInputReadsALineOrTakesTheDefault() throws {
        for way in Way.allCases {
            for (typed, value) in [("", "Ada"), ("Grace Hopper", "Grace Hopper")] {
                let context = "\(way), typed \(typed.debugDescription)"
                let process = try start(["input", "Your name?", "--title", "Sign up", "--value", "Ada"], way)
                try process.waitForOutput(containing: "Your name? [Ada] ")
                process.send(typed + "\r")
                XCTAssertEqual(try process.waitForExit(), .exited(0), context)
                XCTAssertEqual(process.stdoutText, value + "\n", context)
                XCTAssertEqual(process.stderrText, "", context)
                assertInOrder(process.outputText, ["Sign up\r\n", "Your name? [Ada] ", typed + "\r\n"])
                assertPlain(process, context)
            }
        }
    }

    func testARefusedValueSaysWhyAndAsksAgain() throws {
        let process = try start(["input", "Port:", "--required", "--validate", "[0-9]+", "--error-message", "Digits only"], .unset)
        var offset = try process.waitForOutput(containing: "Port: ")
        process.send("\r")
        offset = try process.waitForOutput(containing: "Digits only\r\nPort: ", after: offset)
        process.send("80a\r")
        try process.waitForOutput(containing: "Digits only\r\nPort: ", after: offset)
        process.send("8080\r")
        XCTAssertEqual(try process.waitForExit(), .exited(0))
        XCTAssertEqual(process.stdoutText, "8080\n")
        assertPlain(process)

        let short = try start(["input", "Code:", "--max-length", "3"], .flag)
        let prompt = try short.waitForOutput(containing: "Code: ")
        short.send("abcd\r")
        try short.waitForOutput(containing: "At most 3 characters, please.\r\nCode: ", after: prompt)
        short.send("abc\r")
        XCTAssertEqual(try short.waitForExit(), .exited(0))
        XCTAssertEqual(short.stdoutText, "abc\n")
        assertPlain(short)
    }

    func testAPasswordIsNeverEchoed() throws {
        let secret = "hunter2-жΩ漢👍🏽"
        for way in Way.allCases {
            let process = try start(["input", "Password for alice:", "--password"], way)
            try process.waitForOutput(containing: "Password for alice: ")
            XCTAssertEqual(process.terminalModes().raw.c_lflag & tcflag_t(ECHO), 0, "echo is off while the password is typed")
            process.send(secret + "\r")
            XCTAssertEqual(try process.waitForExit(), .exited(0), "\(way)")
            XCTAssertEqual(process.stdoutText, secret + "\n", "the value goes to stdout, and only there")
            XCTAssertEqual(process.stderrText, "")
            let text = process.outputText
            XCTAssertFalse(text.contains("hunter"), visible(text))
            for character in "жΩ漢👍🏽" { XCTAssertFalse(text.contains(character), "\(character) was written to the terminal") }
            XCTAssertTrue(text.hasSuffix("Password for alice: \r\n"), "the Enter not echoed is replaced by a newline")
            assertPlain(process, "\(way)")
        }
    }

    func testCtrlDOrTheTimeLimitEndAnInput() throws {
        let cancelled = try start(["input", "Name?", "--value", "kept"], .dumb)
        try cancelled.waitForOutput(containing: "Name? [kept] ")
        cancelled.send([0x04])
        XCTAssertEqual(try cancelled.waitForExit(), .exited(1))
        XCTAssertEqual(cancelled.stdoutText, "")
        assertPlain(cancelled)

        let late = try start(["input", "Name?", "--timeout", "0.3"], .flag)
        XCTAssertEqual(try late.waitForExit(), .exited(124))
        XCTAssertEqual(late.stdoutText, "")
        assertPlain(late)
    }

    // MARK: - Wait and toast

    func testAWaitPrintsALinePerMessageOnTheTerminalAndPassesTheStatusOn() throws {
        for way in Way.allCases {
            let process = try start(["wait", "Building", "--keep", "--", "sh", "-c", "echo oops >&2; exit 3"], way)
            XCTAssertEqual(try process.waitForExit(), .exited(3), "\(way)")
            XCTAssertEqual(process.outputText, "Building\r\n✗ Building (exit 3)\r\n", "\(way)")
            XCTAssertEqual(process.stderrText, "oops\n", "the failed command's output, replayed")
            XCTAssertEqual(process.stdoutText, "")
            assertPlain(process, "\(way)")
        }
        let fed = try start(["wait", "Copying"], .flag, stdin: .text("Sorting\n50\nDone\n"))
        XCTAssertEqual(try fed.waitForExit(), .exited(0))
        XCTAssertEqual(fed.outputText, "Copying\r\nSorting\r\n50% Sorting\r\n50% Done\r\n")
        XCTAssertEqual(fed.stderrText, "")
        assertPlain(fed)
    }

    func testAWaitInterruptedExits130() throws {
        let process = try start(["wait", "Sleeping", "--", "sleep", "30"], .dumb)
        try process.waitForOutput(containing: "Sleeping\r\n")
        process.send([0x03])
        XCTAssertEqual(try process.waitForExit(), .exited(130))
        assertPlain(process)
    }

    func testAToastIsOneLineWrittenAtOnce() throws {
        for way in Way.allCases {
            for detach in [[], ["--detach"]] {
                let context = "\(way) \(detach)"
                let process = try start(["toast", "Deploy \u{1b}[31mfailed", "--title", "CI", "--style", "error"] + detach, way)
                XCTAssertEqual(try process.waitForExit(), .exited(0), context)
                XCTAssertEqual(process.outputText, "Error: CI: Deploy ^[[31mfailed\r\n", context)
                XCTAssertEqual(process.stdoutText, "", context)
                XCTAssertEqual(process.stderrText, "", context)
                assertPlain(process, context)
            }
        }
    }
}
