import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import XCTest
@testable import DialogKit

/// `swalert choose` in a real pseudo-terminal: every row of its results table, items streamed from a pipe,
/// a resize and the mouse, with the terminal checked to come back as it was.
final class ChoosePTYTests: XCTestCase {
    private let swalert = Binary.swalert.path
    private let fruits = ["apple", "banana", "cherry", "damson"]

    private func start(_ arguments: [String], stdin: PTYProcess.Input = .terminal, columns: Int = 80,
                       rows: Int = 24) throws -> PTYProcess {
        try PTYProcess(swalert, ["choose"] + arguments, environment: ["SWALERT_NO_ANIMATION": "1"],
                       columns: columns, rows: rows, stdin: stdin)
    }

    private func assertRestored(_ process: PTYProcess, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(process.terminalModes().differences(from: process.initialModes), [], "termios restored", file: file, line: line)
        let text = process.outputText
        let shown = text.range(of: "\u{1b}[?25h", options: .backwards), hidden = text.range(of: "\u{1b}[?25l", options: .backwards)
        XCTAssertNotNil(shown, "cursor shown", file: file, line: line)
        if let hidden, let shown { XCTAssertLessThan(hidden.lowerBound, shown.lowerBound, "shown at the end", file: file, line: line) }
        if text.contains("\u{1b}[?1000h") {
            XCTAssertNotNil(text.range(of: "\u{1b}[?1000l"), "mouse reporting off", file: file, line: line)
        }
    }

    func testEnterChoosesTheFocusedItemAndPrintsItsValue() throws {
        let process = try start(["Pick a fruit"] + fruits)
        try process.waitForText("damson")
        process.send("\u{1b}[B\u{1b}[B\r")
        XCTAssertEqual(try process.waitForExit(), .exited(0))
        XCTAssertEqual(process.stdoutText, "cherry\n")
        XCTAssertEqual(process.stderrText, "")
        assertRestored(process)
    }

    func testIndexPrintsThePlaceInInputOrderEvenWhenFiltered() throws {
        let process = try start(["Pick", "--index"] + fruits)
        try process.waitForText("damson")
        process.send("son\r")  // keys are taken in order: the filter first, then Enter
        XCTAssertEqual(try process.waitForExit(), .exited(0))
        XCTAssertEqual(process.stdoutText, "3\n")
    }

    func testMultiPrintsEachSelectedValueWithTheSeparatorInInputOrder() throws {
        let process = try start(["Pick", "--multi", "--separator", "\\0"] + fruits)
        try process.waitForText("damson")
        process.send("\u{1b}[F \u{1b}[H ")   // End, select damson; Home, select apple
        try process.waitForText("[x]")
        process.send("\r")
        XCTAssertEqual(try process.waitForExit(), .exited(0))
        XCTAssertEqual(process.stdoutText, "apple\0damson\0")
        assertRestored(process)
    }

    func testEscAndCtrlDWithAnEmptyQueryExit1() throws {
        for keys in [["x", "\u{1b}", "\u{1b}"], ["\u{04}"]] {
            let process = try start(["Pick"] + fruits)
            try process.waitForText("damson")
            for key in keys {
                process.send(key)
                // Each key settled before the next: an Esc followed at once by another would be read as Alt-Esc.
                if key != keys.last { try process.waitUntilIdle() }
            }
            XCTAssertEqual(try process.waitForExit(), .exited(1), "\(keys)")
            XCTAssertEqual(process.stdoutText, "")
            assertRestored(process)
        }
    }

    func testATimeoutExits124OrWithTimeoutSelectAnswersTheFocusedItem() throws {
        let plain = try start(["Pick", "--timeout", "0.3"] + fruits)
        XCTAssertEqual(try plain.waitForExit(), .exited(124))
        XCTAssertEqual(plain.stdoutText, "")
        let selecting = try start(["Pick", "--timeout", "0.6", "--timeout-select"] + fruits)
        try selecting.waitForText("damson")
        selecting.send("\u{1b}[B")
        XCTAssertEqual(try selecting.waitForExit(), .exited(0))
        XCTAssertEqual(selecting.stdoutText, "banana\n")
    }

    func testSignalsExitWithTheShellsStatusesAndPrintNothing() throws {
        for (signal, status) in [(SIGINT, Int32(130)), (SIGTERM, 143), (SIGHUP, 129)] {
            let process = try start(["Pick"] + fruits)
            try process.waitForText("damson")
            if signal == SIGINT { process.send("\u{03}") } else { process.signal(signal) }
            XCTAssertEqual(try process.waitForExit(), .exited(status), "signal \(signal)")
            XCTAssertEqual(process.stdoutText, "")
            if signal != SIGHUP { assertRestored(process) }
        }
    }

    func testItemsFromAPipeThatEndsEmptyExit65() throws {
        let process = try start(["Pick"], stdin: .text("\n"))
        XCTAssertEqual(try process.waitForExit(), .exited(65))
        XCTAssertEqual(process.stderrText, "swalert choose: no items to choose from\n")
        assertRestored(process)
    }

    func testItemsStreamInAndCanBeFilteredBeforeThePipeEnds() throws {
        // A process substitution: bash does not wait for the writer, which is still asleep when swalert answers.
        let script = "\(swalert) choose Pick < <(printf 'alpha\\nbeta\\n'; sleep 30; printf 'gamma\\n')"
        let process = try PTYProcess("/bin/bash", ["-c", script], environment: ["SWALERT_NO_ANIMATION": "1"])
        try process.waitForText("reading…")
        try process.waitForText("beta")
        process.send("bet\r")
        // Enter is held for the rest of the items; a second chooses from those read so far.
        try process.waitForText("held")
        process.send("\r")
        XCTAssertEqual(try process.waitForExit(), .exited(0), "the answer refers to the items read so far")
        XCTAssertEqual(process.stdoutText, "beta\n")
    }

    func testNoItemsGivenWithATerminalForStandardInputIsAUsageError() throws {
        let process = try start(["Pick"])
        XCTAssertEqual(try process.waitForExit(), .exited(64))
        XCTAssertEqual(process.stderrText,
                       "swalert choose: no items given (pass them after the message, or one a line on standard input)\n")
    }

    func testLabelsAreShownAndValuesPrintedWithADelimiter() throws {
        let process = try start(["Language", "--delimiter", "\t"], stdin: .text("en\tEnglish\nfr\tFrançais\n"))
        try process.waitForText("Français")
        XCTAssertFalse(PTYProcess.withoutColumnMoves(process.outputText).contains("fr\t"))
        process.send("fra\r")
        XCTAssertEqual(try process.waitForExit(), .exited(0))
        XCTAssertEqual(process.stdoutText, "fr\n")
    }

    func testAClickChoosesTheItemUnderTheMouse() throws {
        let process = try start(["Pick", "--fullscreen"] + fruits, columns: 40, rows: 14)
        try process.waitForText("damson")
        // The box, 30 wide and 10 tall, is centred: its list starts on screen row 7, column 6 (1-based 8, 7).
        let row = 7 + 2 + 1, column = 10
        process.send("\u{1b}[<0;\(column);\(row)M\u{1b}[<0;\(column);\(row)m")
        XCTAssertEqual(try process.waitForExit(), .exited(0))
        XCTAssertEqual(process.stdoutText, "cherry\n")
        assertRestored(process)
    }

    func testAResizeRedrawsTheListAndTheChoiceStillWorks() throws {
        let process = try start(["Pick"] + (1...30).map { "item \($0)" }, columns: 60, rows: 24)
        try process.waitForText("1/30")
        // Counted before the resize: the redraw it causes may be read before the next line runs.
        let before = process.output.count
        process.resize(columns: 40, rows: 10)
        try process.waitForOutput(containing: "item", after: before)
        process.send("\u{1b}[F\r")
        XCTAssertEqual(try process.waitForExit(), .exited(0))
        XCTAssertEqual(process.stdoutText, "item 30\n")
        assertRestored(process)
    }

    /// A pipe that never ends (`yes`) is read up to its bound in bytes, each line counting 64 bytes besides its own:
    /// the list shows, says there were more, answers, and leaves the rest unread, so the producer ends by SIGPIPE
    /// as under `head`.
    func testAnEndlessPipeIsReadUpToItsLimitAndTheListStillAnswers() throws {
        let script = "yes | \(swalert) choose Pick; echo \"status: $? ${PIPESTATUS[0]}\" > /dev/tty"
        let process = try PTYProcess("/bin/bash", ["-c", script], environment: ["SWALERT_NO_ANIMATION": "1"])
        let lines = Choose.ItemReader.maximumBytes / (2 - 1 + Choose.ItemReader.itemOverhead)
        try process.waitForText("/\(lines)+", timeout: 30)
        try process.waitForText("list cut at 16 MiB")
        process.send("\r")
        try process.waitForOutput(containing: "status: 0 141", timeout: 10)
        XCTAssertEqual(process.stdoutText, "y\n")
        XCTAssertEqual(try process.waitForExit(), .exited(0))
    }
}
