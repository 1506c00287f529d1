import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import XCTest
@testable import DialogKit
import TestSupport

/// `swalert input` in a real pseudo-terminal: typed, edited, pasted, accepted, refused and cancelled, with
/// every byte written to the terminal available for inspection.
final class InputPTYTests: XCTestCase {
    private let swalert = Binary.swalert.path

    private func start(_ arguments: [String], columns: Int = 80, rows: Int = 24) throws -> PTYProcess {
        try PTYProcess(swalert, ["input"] + arguments, environment: ["SWALERT_NO_ANIMATION": "1"],
                       columns: columns, rows: rows)
    }

    /// The terminal is as it was: modes, cursor shown, alternate screen left, paste reporting off.
    private func assertRestored(_ process: PTYProcess, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(process.terminalModes().differences(from: process.initialModes), [], "termios restored", file: file, line: line)
        let text = process.outputText
        let shown = text.range(of: "\u{1b}[?25h", options: .backwards)
        XCTAssertNotNil(shown, "cursor shown", file: file, line: line)
        if let hidden = text.range(of: "\u{1b}[?25l", options: .backwards), let shown {
            XCTAssertLessThan(hidden.lowerBound, shown.lowerBound, "the cursor is shown at the end", file: file, line: line)
        }
        if let entered = text.range(of: "\u{1b}[?1049h", options: .backwards) {
            let left = text.range(of: "\u{1b}[?1049l", options: .backwards)
            XCTAssertGreaterThan(left?.lowerBound ?? entered.lowerBound, entered.lowerBound, "alternate screen left", file: file, line: line)
        } else {
            XCTFail("the alternate screen was never entered", file: file, line: line)
        }
        XCTAssertNotNil(text.range(of: "\u{1b}[?2004l"), "bracketed paste off", file: file, line: line)
    }

    func testTypeEditAndAcceptPrintsTheValue() throws {
        let process = try start(["Your name?"])
        try process.waitForOutput(containing: "Your name?")
        process.send("Ada Lovlace")
        process.send("\u{1b}[D\u{1b}[D\u{1b}[D\u{1b}[D")   // Left ×4: before "ace"
        process.send("e")
        process.send("\u{1b}b\u{1b}b\u{0b}")               // Alt-B twice, Ctrl-K
        process.send("Lady \u{19}")                         // type, then yank what Ctrl-K took
        process.send("\r")
        XCTAssertEqual(try process.waitForExit(), .exited(0))
        XCTAssertEqual(process.stdoutText, "Lady Ada Lovelace\n")
        XCTAssertEqual(process.stderrText, "")
        assertRestored(process)
    }

    func testTheCaretIsTheTerminalsCursorShownWhileTheFieldHasTheFocus() throws {
        let process = try start(["Path?"])
        try process.waitForOutput(containing: "Path?")
        let first = process.outputText
        let shown = try XCTUnwrap(first.range(of: "\u{1b}[?25h"), "the first frame shows the cursor:\n\(visible(first))")
        XCTAssertNil(first.range(of: "\u{1b}[?25l", range: shown.upperBound..<first.endIndex))
        var before = process.output.count
        process.send("\t")  // to OK: no caret, the cursor is hidden
        try process.waitForOutput(containing: "\u{1b}[?25l", after: before)
        before = process.output.count
        process.send("\t\t")  // round to the field again
        try process.waitForOutput(containing: "\u{1b}[?25h", after: before)
        process.send("\u{1b}")
        XCTAssertEqual(try process.waitForExit(), .exited(1))
    }

    func testAPasteIsInsertedAsTextAndItsReturnIsNotPressed() throws {
        let process = try start(["Command?"])
        try process.waitForOutput(containing: "Command?")
        process.send("\u{1b}[200~echo one\r\necho\u{1b}[31m two\r\u{1b}[201~")
        // Spaces equal to the field's blank cells are skipped by the diff, so look for the words.
        try process.waitForOutput(containing: "[31m")
        XCTAssertNil(try? process.waitForExit(timeout: 0.2), "the pasted Return did not accept")
        process.send("\r")
        XCTAssertEqual(try process.waitForExit(), .exited(0))
        XCTAssertEqual(process.stdoutText, "echo one echo[31m two\n")
        XCTAssertFalse(process.outputText.contains("\u{1b}[31m"), "the pasted escape never reached the terminal")
    }

    func testEscapeOrCancelExit1AndPrintNothing() throws {
        for keys in ["\u{1b}", "\t\t\r"] {
            let process = try start(["Name?", "--value", "kept"])
            try process.waitForOutput(containing: "kept")
            process.send(keys)
            XCTAssertEqual(try process.waitForExit(), .exited(1), visible(keys))
            XCTAssertEqual(process.stdoutText, "")
            assertRestored(process)
        }
    }

    func testAPasswordNeverReachesTheTerminal() throws {
        let secret = "hunter2-жΩ漢👍🏽"
        let process = try start(["Password for alice@example.org:", "--password", "--title", "Sign in"])
        try process.waitForOutput(containing: "Sign in")
        for character in secret { process.send(String(character)) }
        // Frames carry only changed cells, so how the bullets are grouped depends on how the keys were read;
        // what matters is that every character has been echoed as one.
        let echoed = Waiting.until(timeout: 5) { () -> Bool? in
            process.outputText.filter { $0 == "•" }.count >= secret.count ? true : nil
        }
        XCTAssertEqual(echoed, true, "every character echoed as a bullet:\n\(process.describeOutput())")
        process.send("\r")
        XCTAssertEqual(try process.waitForExit(), .exited(0))
        XCTAssertEqual(process.stdoutText, secret + "\n", "the value goes to stdout, and only there")
        XCTAssertEqual(process.stderrText, "")
        let bytes = process.outputText
        XCTAssertFalse(bytes.contains("hunter"), visible(bytes))
        for character in "жΩ漢👍🏽" { XCTAssertFalse(bytes.contains(character), "\(character) was written to the terminal") }
        assertRestored(process)
    }

    func testTypingPastTheMaximumLengthRingsTheBellAndChangesNothing() throws {
        let process = try start(["Code?", "--max-length", "3"])
        try process.waitForOutput(containing: "Code?")
        process.send("abc")
        let typed = try process.waitForOutput(containing: "c")
        process.send("d")
        try process.waitForOutput(containing: "\u{07}", after: typed)
        process.send("\r")
        XCTAssertEqual(try process.waitForExit(), .exited(0))
        XCTAssertEqual(process.stdoutText, "abc\n")
    }

    func testARefusedValueShowsWhyAndTheDialogStays() throws {
        let process = try start(["Port?", "--validate", "[0-9]{1,5}", "--error-message", "Digits only, please"])
        try process.waitForOutput(containing: "Port?")
        process.send("80a\r")
        try process.waitForOutput(containing: "Digits only, please")
        process.send("\u{7f}\r")
        XCTAssertEqual(try process.waitForExit(), .exited(0))
        XCTAssertEqual(process.stdoutText, "80\n")
    }

    /// The pattern: with a backtracking engine, 22 `a`s and a `!` kept Enter busy for over 20 s while
    /// Ctrl-C went unread. The refusal must come within the harness's 5 s, and Ctrl-C must then work.
    func testAPathologicalPatternRefusesAtOnceAndCtrlCStillWorks() throws {
        let process = try start(["Words?", "--validate", "(\\w+\\s?)*"])
        try process.waitForOutput(containing: "Words?")
        process.send(String(repeating: "a", count: 22) + "!")
        let typed = try process.waitForOutput(containing: "!")
        process.send("\r")
        try process.waitForOutput(containing: InputValidation.invalidMessage, after: typed, timeout: 5)
        process.send([0x03])
        XCTAssertEqual(try process.waitForExit(), .exited(130))
        XCTAssertEqual(process.stdoutText, "")
        assertRestored(process)
    }

    func testResizeWhileEditingKeepsTheValueAndTheCursor() throws {
        let process = try start(["Long value?"], columns: 100, rows: 20)
        try process.waitForOutput(containing: "Long value?")
        process.send("the quick brown fox jumps over the lazy dog")
        try process.waitForOutput(containing: "dog")
        let before = process.output.count
        process.resize(columns: 30, rows: 20)
        try process.waitForOutput(containing: "Long value?", after: before)
        // The whole screen is drawn again: the field's 22 columns show the end of the text, where the cursor is.
        try process.waitForOutput(containing: "the lazy", after: before)
        let redrawn = String(decoding: process.output[before...], as: UTF8.self)
        XCTAssertFalse(redrawn.contains("quick"), "the start of the text scrolled out:\n\(visible(redrawn))")
        process.send("!\u{01}>\r")
        XCTAssertEqual(try process.waitForExit(), .exited(0))
        XCTAssertEqual(process.stdoutText, ">the quick brown fox jumps over the lazy dog!\n")
        assertRestored(process)
    }

    func testTimeoutAndSignalsExitWithTheirStatusAndPrintNothing() throws {
        let late = try start(["Quick?", "--value", "x", "--timeout", "0.3"])
        XCTAssertEqual(try late.waitForExit(), .exited(124))
        XCTAssertEqual(late.stdoutText, "")
        assertRestored(late)
        let interrupted = try start(["Ctrl-C me", "--value", "typed"])
        try interrupted.waitForOutput(containing: "typed")
        interrupted.send([0x03])
        XCTAssertEqual(try interrupted.waitForExit(), .exited(130))
        XCTAssertEqual(interrupted.stdoutText, "")
        assertRestored(interrupted)
        for (signal, status) in [(SIGTERM, Int32(143)), (SIGHUP, Int32(129))] {
            let process = try start(["Signal me", "--value", "typed"])
            try process.waitForOutput(containing: "typed")
            process.signal(signal)
            XCTAssertEqual(try process.waitForExit(), .exited(status))
            XCTAssertEqual(process.stdoutText, "")
            assertRestored(process)
        }
    }

    func testALongValueEditsAtItsEnd() throws {
        let long = String(repeating: "0123456789", count: 1_000)
        let process = try start(["Edit the long value", "--value", long])
        try process.waitForOutput(containing: "Edit the long value")
        process.send("\u{7f}\u{7f}\u{7f}end\r")
        XCTAssertEqual(try process.waitForExit(), .exited(0))
        XCTAssertEqual(process.stdoutText, String(long.dropLast(3)) + "end\n")
        XCTAssertLessThan(process.output.count, 20_000, "only the visible part of the value is ever drawn")
    }
}
