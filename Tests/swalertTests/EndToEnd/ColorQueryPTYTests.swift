import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import XCTest
import TestSupport
@testable import DialogKit

/// A dialog that reads keys asks the terminal for its colours (`OSC 11 ; ?`, `OSC 10 ; ?`, DA1) before its first
/// frame; here the test is the terminal, answering as a light or a dark one, late, or not at all.
final class ColorQueryPTYTests: XCTestCase {
    private let swalert = Binary.swalert.path
    private static let query = "\u{1b}]11;?"
    private static let lightAnswer = "\u{1b}]11;rgb:ffff/ffff/ffff\u{1b}\\\u{1b}]10;rgb:0000/0000/0000\u{1b}\\\u{1b}[?62;22c"
    private static let darkAnswer = "\u{1b}]11;rgb:0000/0000/0000\u{07}\u{1b}]10;rgb:ffff/ffff/ffff\u{07}\u{1b}[?62;22c"

    private func startInput(_ environment: [String: String] = [:]) throws -> PTYProcess {
        try PTYProcess(swalert, ["input", "Name?"], environment: ["SWALERT_NO_ANIMATION": "1"].merging(environment) { $1 },
                       unsetting: environment["COLORFGBG"] == nil ? ["COLORFGBG"] : [], answersColourQuery: false)
    }

    /// Runs `swalert input`, answers the colour query with `answer` (nil: the query must not come), types
    /// `x` and Enter; returns every byte drawn.
    private func answeredInput(_ answer: String?, environment: [String: String] = [:],
                               file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let process = try startInput(environment)
        if let answer {
            try process.waitForOutput(containing: Self.query)
            process.send(answer)
        }
        try process.waitForOutput(containing: "Name?")
        process.send("x\r")
        XCTAssertEqual(try process.waitForExit(), .exited(0), process.describeOutput(), file: file, line: line)
        XCTAssertEqual(process.stdoutText, "x\n", "nothing of the reply is in the answer", file: file, line: line)
        if answer == nil {
            XCTAssertNil(process.outputText.range(of: Self.query), "no query written", file: file, line: line)
        }
        return process.outputText
    }

    /// The SGR sequences drawn, in order of first use: the palette as the terminal saw it.
    private func styles(_ output: String) -> [String] {
        var seen: [String] = []
        let expression = try! NSRegularExpression(pattern: "\u{1b}\\[[0-9;:]*m")
        for match in expression.matches(in: output, range: NSRange(output.startIndex..., in: output)) {
            let sgr = String(output[Range(match.range, in: output)!])
            if !seen.contains(sgr) { seen.append(sgr) }
        }
        return seen
    }

    func testALightAnswerIsConsumedAndPicksTheLightPaletteAsCOLORFGBGDoes() throws {
        let answered = try answeredInput(Self.lightAnswer)
        let told = try answeredInput(nil, environment: ["COLORFGBG": "0;15"])
        let dark = try answeredInput(Self.darkAnswer)
        let toldDark = try answeredInput(nil, environment: ["COLORFGBG": "15;0"])
        XCTAssertEqual(styles(answered), styles(told), "an answered white background draws as COLORFGBG=0;15 does")
        XCTAssertEqual(styles(dark), styles(toldDark), "an answered black background draws as COLORFGBG=15;0 does")
        XCTAssertNotEqual(styles(answered), styles(dark), "light and dark palettes differ:\n\(visible(answered))")
    }

    func testTheQueryIsWrittenAfterRawModeAndBeforeTheFirstFrame() throws {
        let process = try startInput()
        let at = try process.waitForOutput(containing: Self.query)
        let before = process.outputText
        XCTAssertNil(before.range(of: "Name?"), "nothing drawn before the query:\n\(visible(before))")
        XCTAssertEqual(process.terminalModes().raw.c_lflag & tcflag_t(ECHO), 0, "the reply is not echoed")
        XCTAssertTrue(process.outputText.contains("\u{1b}]11;?\u{1b}\\\u{1b}]10;?\u{1b}\\\u{1b}[c"))
        process.send(Self.lightAnswer)
        _ = try process.waitForOutput(containing: "Name?", after: at)
        process.send("\r")
        XCTAssertEqual(try process.waitForExit(), .exited(0))
    }

    func testAKeyTypedBeforeTheRepliesIsKeptInOrder() throws {
        let process = try startInput()
        try process.waitForOutput(containing: Self.query)
        try process.sendAndWaitUntilRead("k")
        process.send(Self.lightAnswer + "m")
        try process.waitForOutput(containing: "Name?")
        process.send("\r")
        XCTAssertEqual(try process.waitForExit(), .exited(0), process.describeOutput())
        XCTAssertEqual(process.stdoutText, "km\n")
    }

    func testAKeyThatAnswersTheDialogBeforeTheRepliesActsOnceTheBoxIsDrawn() throws {
        let process = try PTYProcess(swalert, ["alert", "Saved"], environment: ["SWALERT_NO_ANIMATION": "1"],
                                     unsetting: ["COLORFGBG"], answersColourQuery: false)
        try process.waitForOutput(containing: Self.query)
        try process.sendAndWaitUntilRead("\r")
        process.send(Self.lightAnswer)
        XCTAssertEqual(try process.waitForExit(), .exited(0), process.describeOutput())
        XCTAssertEqual(process.stdoutText, "OK\n")
        XCTAssertTrue(process.outputText.contains("Saved"), "the box was drawn before Enter answered it:\(process.describeOutput())")
    }

    func testARepliesSplitAcrossReadsAndALateOneNeverBecomeText() throws {
        let process = try startInput()
        try process.waitForOutput(containing: Self.query)
        for piece in ["\u{1b}]11;rgb:ff", "ff/ffff/ff", "ff\u{1b}", "\\\u{1b}[?62", ";22c"] {
            try process.sendAndWaitUntilRead(piece)
        }
        try process.waitForOutput(containing: "Name?")
        // A second answer, as a slow terminal's late one would come: consumed, not typed.
        process.send(Self.darkAnswer)
        process.send("y\r")
        XCTAssertEqual(try process.waitForExit(), .exited(0), process.describeOutput())
        XCTAssertEqual(process.stdoutText, "y\n")
    }

    func testATerminalThatAnswersNothingGetsItsDialogWithinATenthOfASecond() throws {
        #if !arch(x86_64)
        throw XCTSkip("the wait is read from poll's arguments as x86-64 numbers them")
        #endif
        let process = try startInput()
        try process.waitForOutput(containing: Self.query)
        // Until the box is drawn, each wait the dialog sleeps in is looked at: none for the replies may be longer than
        // the patience. A wait with no timer (the box drawn, waiting for a key) is no wait for the replies.
        var waits: [Double] = []
        let drawn = Waiting.until(timeout: 5) { () -> Bool? in
            if let wait = ProcessProbe.pollTimeout(process.pid), wait < 60 { waits.append(wait) }
            return process.outputText.contains("Name?") ? true : nil
        }
        XCTAssertNotNil(drawn, "never drawn:\(process.describeOutput())")
        XCTAssertFalse(waits.isEmpty, "the dialog waited for the replies")
        XCTAssertLessThanOrEqual(waits.max() ?? 0, TerminalColorQuery.patience + 0.001, "waited for the replies: \(waits)")
        process.send("z\r")
        XCTAssertEqual(try process.waitForExit(), .exited(0))
        XCTAssertEqual(process.stdoutText, "z\n")
    }

    func testNoQueryWithCOLORFGBGWithoutColourOrWithAFixedTheme() throws {
        _ = try answeredInput(nil, environment: ["COLORFGBG": "0;15"])
        _ = try answeredInput(nil, environment: ["NO_COLOR": "1"])
        _ = try answeredInput(nil, environment: ["TERM": "linux"])
        _ = try answeredInput(nil, environment: ["SWALERT_THEME": "light"])
        _ = try answeredInput(nil, environment: ["SWALERT_THEME": "high-contrast"])
    }

    func testKeysAfterOneThatEndsTheDialogDuringTheWaitReachTheShell() throws {
        // A terminal that answers nothing: keys come while the replies are awaited. The first ends the wait and the
        // dialog; the rest stay unread, for the shell, as they do once a dialog is drawn (TypeAheadPTYTests).
        let script = "\"$0\" alert Saved; IFS= read -r rest; printf '[%s]' \"$rest\""
        let process = try PTYProcess("/bin/sh", ["-c", script, swalert], environment: ["SWALERT_NO_ANIMATION": "1"],
                                     unsetting: ["COLORFGBG"], answersColourQuery: false)
        try process.waitForOutput(containing: Self.query)
        process.send("\recho next\n")
        XCTAssertEqual(try process.waitForExit(), .exited(0), process.describeOutput())
        XCTAssertEqual(process.stdoutText, "OK\n[echo next]")
        XCTAssertTrue(process.outputText.contains("Saved"), "the box was drawn before Enter answered it")
    }

    func testTypeAheadFromBeforeTheDialogIsNotMixedWithAQuery() throws {
        // Keys already waiting when the dialog starts: no query, so the shell's share of them stays the shell's.
        let script = "sleep 0.3; \"$0\" input 'Name?'; IFS= read -r rest; printf '[%s]' \"$rest\""
        let process = try PTYProcess("/bin/sh", ["-c", script, swalert], environment: ["SWALERT_NO_ANIMATION": "1"],
                                     unsetting: ["COLORFGBG"], answersColourQuery: false)
        process.send("q\rrest\n")
        XCTAssertEqual(try process.waitForExit(), .exited(0), process.describeOutput())
        XCTAssertEqual(process.stdoutText, "q\n[rest]")
        XCTAssertNil(process.outputText.range(of: Self.query))
    }

    func testAToastUsesWhatTheDialogBeforeItHeardAndNeverAsks() throws {
        // Both in one session on one terminal, as in a script: the input asks, the toast reads the record.
        let script = "\"$0\" input 'Name?' && printf '<toast>' > /dev/tty && \"$0\" toast --duration 0.3 'Saved'"
        let process = try PTYProcess("/bin/sh", ["-c", script, swalert], environment: ["SWALERT_NO_ANIMATION": "1"],
                                     unsetting: ["COLORFGBG"], answersColourQuery: false)
        let at = try process.waitForOutput(containing: Self.query)
        process.send(Self.lightAnswer)
        try process.waitForOutput(containing: "Name?", after: at)
        process.send("x\r")
        let toastAt = try process.waitForOutput(containing: "<toast>")
        XCTAssertEqual(try process.waitForExit(), .exited(0), process.describeOutput())
        let toast = String(decoding: process.output[toastAt...], as: UTF8.self)
        XCTAssertTrue(toast.contains("Saved"))
        XCTAssertNil(toast.range(of: Self.query), "the toast never asks")

        let told = try PTYProcess(swalert, ["toast", "--duration", "0.3", "Saved"],
                                  environment: ["SWALERT_NO_ANIMATION": "1", "COLORFGBG": "0;15"], answersColourQuery: false)
        XCTAssertEqual(try told.waitForExit(), .exited(0))
        let untold = try PTYProcess(swalert, ["toast", "--duration", "0.3", "Saved"],
                                    environment: ["SWALERT_NO_ANIMATION": "1"], unsetting: ["COLORFGBG"], answersColourQuery: false)
        XCTAssertEqual(try untold.waitForExit(), .exited(0))
        XCTAssertEqual(styles(toast), styles(told.outputText), "the toast after a light answer draws as one told COLORFGBG=0;15")
        XCTAssertNotEqual(styles(told.outputText), styles(untold.outputText), "light and dark toasts differ")
    }

    func testAWaitUsesWhatTheDialogBeforeItHeardAndNeverAsks() throws {
        let wait = "\"$0\" wait --fullscreen 'Copying' -- sleep 0.3"
        let script = "\"$0\" input 'Name?' && printf '<wait>' > /dev/tty && " + wait
        let process = try PTYProcess("/bin/sh", ["-c", script, swalert], environment: ["SWALERT_NO_ANIMATION": "1"],
                                     unsetting: ["COLORFGBG"], answersColourQuery: false)
        let at = try process.waitForOutput(containing: Self.query)
        process.send(Self.lightAnswer)
        try process.waitForOutput(containing: "Name?", after: at)
        process.send("x\r")
        let waitAt = try process.waitForOutput(containing: "<wait>")
        XCTAssertEqual(try process.waitForExit(), .exited(0), process.describeOutput())
        let shown = String(decoding: process.output[waitAt...], as: UTF8.self)
        XCTAssertTrue(shown.contains("Copying"))
        XCTAssertNil(shown.range(of: Self.query), "the wait never asks")

        func alone(_ environment: [String: String], unsetting: [String]) throws -> String {
            let process = try PTYProcess("/bin/sh", ["-c", wait, swalert],
                                         environment: ["SWALERT_NO_ANIMATION": "1"].merging(environment) { $1 }, unsetting: unsetting, answersColourQuery: false)
            XCTAssertEqual(try process.waitForExit(), .exited(0))
            return process.outputText
        }
        let told = try alone(["COLORFGBG": "0;15"], unsetting: [])
        let untold = try alone([:], unsetting: ["COLORFGBG"])
        XCTAssertEqual(styles(shown), styles(told), "the wait after a light answer draws as one told COLORFGBG=0;15")
        XCTAssertNotEqual(styles(told), styles(untold), "light and dark waits differ")
    }
}
