import Foundation
import XCTest
import TestSupport

/// `--timeout-value` on the real binary in a pseudo-terminal: what was typed is answered when the time runs out,
/// with the status and stdout of Enter; a value Enter would refuse exits 124 with nothing printed; in plain mode
/// the line being typed (Enter not pressed) is answered, else the `--value`. The time limits leave room for typing on a loaded machine; each run waits them out.
final class TimeoutValuePTYTests: XCTestCase {
    private let swalert = Binary.swalert.path

    private func start(_ arguments: [String], plain: Bool = false) throws -> PTYProcess {
        try PTYProcess(swalert, arguments, environment: ["SWALERT_NO_ANIMATION": "1", "LANG": "C.UTF-8"]
                       .merging(plain ? ["TERM": "dumb"] : [:]) { $1 })
    }

    /// Seconds since `start`, by the wall clock.
    private func seconds(since start: Date) -> Double { Date().timeIntervalSince(start) }

    func testWhatWasTypedIsPrintedWithStatus0WhenTheTimeRunsOut() throws {
        let typed = "Ada 東京 👍🏽 e\u{301}"
        let started = Date()
        let process = try start(["input", "Name?", "--timeout", "3", "--timeout-value"])
        try process.waitForOutput(containing: "Name?")
        try process.sendAndWaitUntilRead(typed)
        try process.waitForText("e\u{301}")  // the last grapheme typed, drawn (each key is a frame of its own)
        XCTAssertEqual(try process.waitForExit(timeout: 10), .exited(0))
        XCTAssertGreaterThanOrEqual(seconds(since: started), 2.9, "answered when the time ran out, not at the typing")
        XCTAssertEqual(Array(process.stdoutText.utf8), Array((typed + "\n").utf8), "the bytes typed, the mark not composed")
        XCTAssertEqual(process.stderrText, "")
        XCTAssertEqual(process.terminalModes().differences(from: process.initialModes), [], "termios restored")
    }

    func testTheInitialValueIsPrintedWhenNothingWasTyped() throws {
        let process = try start(["input", "Backup to?", "--value", "/srv/backups", "--timeout", "0.5", "--timeout-value"])
        XCTAssertEqual(try process.waitForExit(timeout: 10), .exited(0))
        XCTAssertEqual(process.stdoutText, "/srv/backups\n")
    }

    func testAValueEnterWouldRefuseExits124AndPrintsNothing() throws {
        let process = try start(["input", "Port?", "--validate", "[0-9]+", "--timeout", "3", "--timeout-value"])
        try process.waitForOutput(containing: "Port?")
        try process.sendAndWaitUntilRead("80a")
        XCTAssertEqual(try process.waitForExit(timeout: 10), .exited(124))
        XCTAssertEqual(process.stdoutText, "")
        let required = try start(["input", "Name?", "--required", "--timeout", "0.5", "--timeout-value"])
        XCTAssertEqual(try required.waitForExit(timeout: 10), .exited(124))
        XCTAssertEqual(required.stdoutText, "")
    }

    func testAFormPrintsItsFieldsAsTheyStandOrExits124() throws {
        let form = ["form", "--timeout", "3", "--timeout-value", "--text", "user", "User", "--required",
                    "--number", "port", "Port", "--default", "22"]
        let process = try start(form)
        try process.waitForOutput(containing: "Port")
        try process.sendAndWaitUntilRead("ada 👍🏽")
        XCTAssertEqual(try process.waitForExit(timeout: 10), .exited(0))
        XCTAssertEqual(process.stdoutText, "user='ada 👍🏽'\nport='22'\n")
        let empty = try start(Array(form[0..<2]) + ["0.5"] + form[3...])
        XCTAssertEqual(try empty.waitForExit(timeout: 10), .exited(124), "the required user left empty")
        XCTAssertEqual(empty.stdoutText, "")
    }

    func testInPlainModeTheValueIsAnsweredAsAnEmptyLineWould() throws {
        let kept = try start(["input", "Name?", "--value", "kept", "--timeout", "0.5", "--timeout-value"], plain: true)
        try kept.waitForOutput(containing: "Name? [kept] ")
        XCTAssertEqual(try kept.waitForExit(timeout: 10), .exited(0))
        XCTAssertEqual(kept.stdoutText, "kept\n")
        XCTAssertFalse(kept.output.contains(0x1B), "plain: no escape sequence")
        let refused = try start(["input", "Name?", "--required", "--timeout", "0.5", "--timeout-value"], plain: true)
        XCTAssertEqual(try refused.waitForExit(timeout: 10), .exited(124))
        XCTAssertEqual(refused.stdoutText, "")
    }

    func testInPlainModeTheLineBeingTypedIsAnsweredAsItsEnterWould() throws {
        let typed = "Ada 東京 👍🏽 e\u{301}"
        let process = try start(["input", "Name?", "--value", "kept", "--timeout", "3", "--timeout-value"], plain: true)
        let asked = try process.waitForOutput(containing: "Name? [kept] ")
        process.send(typed)
        try process.waitForOutput(containing: typed, after: asked)  // the terminal's own echo: the line is in its buffer
        XCTAssertEqual(try process.waitForExit(timeout: 10), .exited(0))
        XCTAssertEqual(Array(process.stdoutText.utf8), Array((typed + "\n").utf8), "the line typed, not the --value")
        XCTAssertEqual(process.terminalModes().differences(from: process.initialModes), [], "termios restored")
        let refused = try start(["input", "Port?", "--validate", "[0-9]+", "--timeout", "3", "--timeout-value"], plain: true)
        let portAsked = try refused.waitForOutput(containing: "Port? ")
        refused.send("80a")
        try refused.waitForOutput(containing: "80a", after: portAsked)
        XCTAssertEqual(try refused.waitForExit(timeout: 10), .exited(124), "a line Enter would refuse")
        XCTAssertEqual(refused.stdoutText, "")
    }

    func testTimeoutSelectExits124WhereEnterWouldRefuseTheSelection() throws {
        let process = try start(["choose", "Pick", "--multi", "--min", "2", "--timeout", "0.5", "--timeout-select",
                                 "apple", "banana", "cherry"])
        XCTAssertEqual(try process.waitForExit(timeout: 10), .exited(124))
        XCTAssertEqual(process.stdoutText, "")
    }
}
