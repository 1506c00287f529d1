import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import XCTest
@testable import DialogKit
import TestSupport

/// The real binary in a real pseudo-terminal: keys typed, exit status and stdout read, and the terminal
/// checked afterwards.
final class AlertPTYTests: XCTestCase {
    private let swalert = Binary.swalert.path
    private let save = ["--button", "&Save", "--button", "&Discard", "--button", "Cancel"]

    private func start(_ arguments: [String], environment: [String: String] = [:], stdin: PTYProcess.Input = .terminal,
                       columns: Int = 80, rows: Int = 24) throws -> PTYProcess {
        try PTYProcess(swalert, arguments, environment: ["SWALERT_NO_ANIMATION": "1"].merging(environment) { $1 },
                       columns: columns, rows: rows, stdin: stdin)
    }

    /// The terminal is as it was: modes, cursor shown, alternate screen left, mouse and paste reporting off.
    private func assertRestored(_ process: PTYProcess, fullscreen: Bool = true, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(process.terminalModes().differences(from: process.initialModes), [], "termios restored", file: file, line: line)
        let text = process.outputText
        func last(_ sequence: String) -> Range<String.Index>? { text.range(of: sequence, options: .backwards) }
        XCTAssertNotNil(last("\u{1b}[?25h"), "cursor shown again", file: file, line: line)
        if let hidden = last("\u{1b}[?25l"), let shown = last("\u{1b}[?25h") {
            XCTAssertLessThan(hidden.lowerBound, shown.lowerBound, "the cursor is shown after it was last hidden", file: file, line: line)
        }
        if fullscreen {
            XCTAssertNotNil(last("\u{1b}[?1049l"), "alternate screen left", file: file, line: line)
            XCTAssertNotNil(last("\u{1b}[?1000l"), "mouse reporting off", file: file, line: line)
        }
        XCTAssertNotNil(last("\u{1b}[?2004l"), "bracketed paste off", file: file, line: line)
    }

    func testChoosingWithArrowsAndEnterPrintsTheLabelAndExitsWithItsIndex() throws {
        let process = try start(["alert", "Save your changes?"] + save)
        try process.waitForOutput(containing: "Save your changes?")
        process.send("\u{1b}[C")  // Right
        process.send("\r")
        XCTAssertEqual(try process.waitForExit(), .exited(1))
        XCTAssertEqual(process.stdoutText, "Discard\n")
        XCTAssertEqual(process.stderrText, "")
        assertRestored(process)
    }

    func testAHotkeyPressesItsButton() throws {
        let process = try start(["alert", "Save your changes?"] + save)
        try process.waitForOutput(containing: "Save your changes?")
        process.send("d")
        XCTAssertEqual(try process.waitForExit(), .exited(1))
        XCTAssertEqual(process.stdoutText, "Discard\n")
    }

    func testEscapeChoosesTheCancelButton() throws {
        let process = try start(["alert", "Save your changes?"] + save + ["--cancel", "Cancel"])
        try process.waitForOutput(containing: "Save your changes?")
        process.send("\u{1b}")
        XCTAssertEqual(try process.waitForExit(), .exited(2))
        XCTAssertEqual(process.stdoutText, "Cancel\n")
        assertRestored(process)
    }

    func testEscapeWithoutACancelButtonExits255AndPrintsNothing() throws {
        let process = try start(["alert", "Just so you know"])
        try process.waitForOutput(containing: "Just so you know")
        process.send("\u{1b}")
        XCTAssertEqual(try process.waitForExit(), .exited(255))
        XCTAssertEqual(process.stdoutText, "")
        assertRestored(process)
    }

    func testTimeoutExits124OrChoosesTheTimeoutButton() throws {
        let plain = try start(["alert", "Going away soon", "--timeout", "0.3"])
        XCTAssertEqual(try plain.waitForExit(), .exited(124))
        XCTAssertEqual(plain.stdoutText, "")
        assertRestored(plain)

        let chosen = try start(["alert", "Going away soon", "--timeout", "0.3"] + save + ["--timeout-button", "Cancel"])
        XCTAssertEqual(try chosen.waitForExit(), .exited(2))
        XCTAssertEqual(chosen.stdoutText, "Cancel\n")
    }

    func testCtrlCExits130AndRestoresTheTerminal() throws {
        let process = try start(["alert", "Press Ctrl-C"])
        try process.waitForOutput(containing: "Press Ctrl-C")
        process.send([0x03])
        XCTAssertEqual(try process.waitForExit(), .exited(130))
        XCTAssertEqual(process.stdoutText, "")
        assertRestored(process)
    }

    func testSIGTERMAndSIGHUPExit143And129() throws {
        for (signal, status) in [(SIGTERM, Int32(143)), (SIGHUP, Int32(129))] {
            let process = try start(["alert", "Signal me"])
            try process.waitForOutput(containing: "Signal me")
            process.signal(signal)
            XCTAssertEqual(try process.waitForExit(), .exited(status), "signal \(signal)")
            assertRestored(process)
        }
    }

    func testACrashRestoresTheTerminalBeforeTheProcessDies() throws {
        let process = try start(["alert", "About to crash"])
        try process.waitForOutput(containing: "About to crash")
        process.signal(SIGSEGV)
        XCTAssertEqual(try process.waitForExit(), .signaled(SIGSEGV), "the fatal signal is re-raised")
        assertRestored(process)
    }

    func testAPipedMessageIsShownAndKeysStillComeFromTheTerminal() throws {
        let process = try start(["confirm", "--print"], stdin: .text("Disk full on /var\nClean it up?\n"))
        try process.waitForOutput(containing: "Clean it up?")
        XCTAssertTrue(process.outputText.contains("Disk full on /var"))
        process.send("y")
        XCTAssertEqual(try process.waitForExit(), .exited(0))
        XCTAssertEqual(process.stdoutText, "Yes\n")
    }

    func testAHostileMessageIsShownAsVisibleEscapesAndNeverReachesTheTerminal() throws {
        let hostile = "Evil\u{1b}]0;pwned\u{07} \u{1b}[2J\u{1b}[31mred \u{9b}6n \u{1b}P+q544e\u{1b}\\ end"
        let process = try start(["alert", hostile, "--title", "T\u{1b}[5mitle", "--button", "O\u{1b}[1mK"])
        try process.waitForOutput(containing: "end")
        process.send("\r")
        XCTAssertEqual(try process.waitForExit(), .exited(0))
        let text = process.outputText
        XCTAssertTrue(text.contains("Evil^[]0;pwned^G"), visible(text))
        XCTAssertTrue(text.contains("^[[2J^[[31mred"), visible(text))
        XCTAssertTrue(text.contains("^[[6n"), "C1 CSI shown in its 7-bit form")
        for forbidden in ["\u{1b}]0;", "\u{07}", "\u{1b}[31m", "\u{1b}P", "\u{1b}[5m", "\u{1b}[6n", "\u{9b}"] {
            XCTAssertFalse(text.contains(forbidden), "\(visible(forbidden)) reached the terminal")
        }
        XCTAssertEqual(process.stdoutText, "O^[[1mK\n", "the label printed is the sanitised one")
    }

    func testEachFrameIsOneSynchronizedUpdate() throws {
        let process = try start(["alert", "Synchronized"])
        try process.waitForOutput(containing: "Synchronized")
        let text = process.outputText
        let begin = try XCTUnwrap(text.range(of: "\u{1b}[?2026h"))
        let end = try XCTUnwrap(text.range(of: "\u{1b}[?2026l", range: begin.upperBound..<text.endIndex))
        XCTAssertTrue(text[begin.upperBound..<end.lowerBound].contains("Synchronized"))
        process.send("\r")
        XCTAssertEqual(try process.waitForExit(), .exited(0))
    }

    func testAMouseClickOnAButtonPressesIt() throws {
        let arguments = ["alert", "Click a button"] + save
        let process = try start(arguments)
        try process.waitForOutput(containing: "Click a button")
        let screen = Size(width: 80, height: 24)
        let alert = Alert(message: "Click a button", buttons: ["&Save", "&Discard", "Cancel"].map(ButtonLabel.init(parsing:)))
        let box = FrameComposer.boxRect(alert, screen: screen, placement: .fullscreen)
        let layout = alert.layout(screen: screen)
        let column = box.x + layout.buttons.frames[2].x + 2 + 1, row = box.y + layout.buttonRow + 1  // 1-based on the wire
        process.send("\u{1b}[<0;\(column);\(row)M\u{1b}[<0;\(column);\(row)m")
        XCTAssertEqual(try process.waitForExit(), .exited(2))
        XCTAssertEqual(process.stdoutText, "Cancel\n")
        assertRestored(process)
    }

    func testResizeLaysTheDialogOutAgain() throws {
        let message = "A message long enough to be wrapped differently when the terminal becomes narrower than before"
        let process = try start(["alert", message], columns: 100, rows: 20)
        try process.waitForOutput(containing: "narrower than before")
        let before = process.output.count
        process.resize(columns: 40, rows: 20)
        try process.waitForOutput(containing: "wrapped", after: before)
        let redrawn = String(decoding: process.output[before...], as: UTF8.self)
        XCTAssertFalse(redrawn.contains("narrower than before"), "the message is wrapped narrower:\n\(visible(redrawn))")
        process.send("\r")
        XCTAssertEqual(try process.waitForExit(), .exited(0))
        assertRestored(process)
    }

    func testKeysTypedDuringThePopInAreNotLost() throws {
        var environment = ["SWALERT_NO_ANIMATION": ""]
        environment["TERM"] = "xterm-256color"
        let process = try PTYProcess(swalert, ["alert", "Animated"] + save, environment: environment)
        try process.waitForOutput(containing: "╭")  // the first frame of the pop-in
        process.send("\u{1b}[C\u{1b}[C")  // Right, Right while the box pops in
        try process.waitForOutput(containing: "Animated")
        process.send("\r")
        XCTAssertEqual(try process.waitForExit(), .exited(2))
        XCTAssertEqual(process.stdoutText, "Cancel\n")
    }

    func testThePopInShowsTheMessageBeforeTheBoxHasGrown() throws {
        var environment = ["SWALERT_NO_ANIMATION": ""]
        environment["TERM"] = "xterm-256color"
        let process = try PTYProcess(swalert, ["alert", "Readable early"], environment: environment)
        try process.waitForOutput(containing: "OK")
        process.send("\r")
        XCTAssertEqual(try process.waitForExit(), .exited(0))
        // Each frame is one synchronized update; the button row is still outside the growing box when the
        // message is first drawn, and shows in a later frame.
        let frames = process.outputText.components(separatedBy: "\u{1b}[?2026h").dropFirst()
        let message = try XCTUnwrap(frames.firstIndex { $0.contains("Readable early") }, visible(process.outputText))
        let button = try XCTUnwrap(frames.firstIndex { $0.contains("OK") }, visible(process.outputText))
        XCTAssertLessThan(message, button, "the message shows before the box has grown:\n\(visible(process.outputText))")
    }

    func testInlineModeErasesItselfAndLeavesNoAlternateScreen() throws {
        let process = try start(["confirm", "Inline?", "--inline"])
        try process.waitForOutput(containing: "Inline?")
        process.send("n")
        XCTAssertEqual(try process.waitForExit(), .exited(1))
        XCTAssertEqual(process.stdoutText, "", "a confirm prints nothing without --print")
        XCTAssertFalse(process.outputText.contains("\u{1b}[?1049h"), "inline never enters the alternate screen")
        XCTAssertFalse(process.outputText.contains("\u{1b}[?1000h"), "inline does not ask for the mouse")
        assertRestored(process, fullscreen: false)
    }
}
