import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import XCTest
@testable import DialogKit
import TestSupport

/// A dialog that ends before the terminal has answered its colour query (`OSC 11 ; ?`, `OSC 10 ; ?`, DA1) reads
/// the late replies before it gives the terminal back, on every way out; keys typed after it ended stay the
/// shell's. Here the test is the terminal, and answers only once the dialog has left the screen, as a terminal
/// over ssh would; the shell's next `read` must get exactly what was typed next.
final class LateReplyTests: XCTestCase {
    private let swalert = Binary.swalert.path
    private static let query = "\u{1b}]11;?"
    private static let answer = "\u{1b}]11;rgb:ffff/ffff/ffff\u{1b}\\\u{1b}]10;rgb:0000/0000/0000\u{1b}\\\u{1b}[?62;22c"
    /// The bytes that begin giving the terminal back, whether or not the alternate screen was taken.
    private static let left = String(decoding: Terminal.resetBytes(for: []), as: UTF8.self)

    /// A shell that runs `swalert ARGUMENTS` (its pid written to a file, for signals), then reads a line.
    private func startDialog(_ arguments: [String]) throws -> (process: PTYProcess, pidFile: URL) {
        let pidFile = FileManager.default.temporaryDirectory.appendingPathComponent("swalert-late-\(UUID().uuidString)")
        let quoted = arguments.map { "'\($0)'" }.joined(separator: " ")
        let script = "\"$0\" \(quoted) & echo $! > \"$1\"; wait $!; rc=$?; printf 'next> ' > /dev/tty; "
            + "IFS= read -r rest; printf 'rest=[%s] rc=%s\\n' \"$rest\" \"$rc\""
        let process = try PTYProcess("/bin/sh", ["-c", script, swalert, pidFile.path],
                                     environment: ["SWALERT_NO_ANIMATION": "1"], unsetting: ["COLORFGBG"], answersColourQuery: false)
        return (process, pidFile)
    }

    private func pid(in file: URL) throws -> pid_t {
        let pid = Waiting.until(timeout: 5) { () -> pid_t? in
            (try? String(contentsOf: file, encoding: .utf8)).flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        }
        guard let pid else { throw HarnessError("no pid in \(file.path)") }
        return pid
    }

    /// Runs a dialog, ends it with `end` once the query is out, answers once the dialog has left the screen, and
    /// types a line for the shell in the same write as the answer.
    private func assertLateAnswerIsNotTheShells(_ arguments: [String], status: Int32, _ name: String,
                                                end: (PTYProcess, pid_t) -> Void,
                                                file: StaticString = #filePath, line: UInt = #line) throws {
        let (process, pidFile) = try startDialog(arguments)
        defer { try? FileManager.default.removeItem(at: pidFile) }
        let asked = try process.waitForOutput(containing: Self.query)
        end(process, try pid(in: pidFile))
        let gone = try process.waitForOutput(containing: Self.left, after: asked)
        process.send(Self.answer + "echo next\n")
        try process.waitForOutput(containing: "next> ", after: gone)
        XCTAssertEqual(try process.waitForExit(), .exited(0), "\(name)\(process.describeOutput())", file: file, line: line)
        XCTAssertEqual(process.stdoutText.components(separatedBy: "\n").last { $0.hasPrefix("rest=") },
                       "rest=[echo next] rc=\(status)", "\(name): the shell reads what was typed, no reply\(process.describeOutput())",
                       file: file, line: line)
        XCTAssertEqual(process.terminalModes().differences(from: process.initialModes), [], name, file: file, line: line)
    }

    func testATypedAheadEnterThenALateAnswerLeavesTheShellOnlyWhatWasTypedNext() throws {
        try assertLateAnswerIsNotTheShells(["alert", "Saved"], status: 0, "Enter") { process, _ in process.send("\r") }
    }

    func testEscThenALateAnswerLeavesTheShellOnlyWhatWasTypedNext() throws {
        try assertLateAnswerIsNotTheShells(["input", "Name?"], status: 1, "Esc") { process, _ in process.send("\u{1b}") }
    }

    func testSIGTERMThenALateAnswerLeavesTheShellOnlyWhatWasTypedNext() throws {
        try assertLateAnswerIsNotTheShells(["input", "Name?"], status: 143, "SIGTERM") { _, pid in kill(pid, SIGTERM) }
    }

    func testAShortTimeLimitThenALateAnswerLeavesTheShellOnlyWhatWasTypedNext() throws {
        try assertLateAnswerIsNotTheShells(["input", "Name?", "--timeout", "0.05"], status: 124, "--timeout 0.05") { _, _ in }
    }

    func testAnAnswerInPiecesIsReadWholeAndTheKeysAfterItStay() throws {
        // The answer in two writes after the dialog left, with a short line (fewer bytes than any reply) after it.
        let (process, pidFile) = try startDialog(["alert", "Saved"])
        defer { try? FileManager.default.removeItem(at: pidFile) }
        let asked = try process.waitForOutput(containing: Self.query)
        process.send("\r")
        let gone = try process.waitForOutput(containing: Self.left, after: asked)
        let cut = Self.answer.index(Self.answer.startIndex, offsetBy: 30)
        process.send(String(Self.answer[..<cut]))
        process.send(String(Self.answer[cut...]) + "ls\n")
        try process.waitForOutput(containing: "next> ", after: gone)
        XCTAssertEqual(try process.waitForExit(), .exited(0), process.describeOutput())
        XCTAssertEqual(process.stdoutText, "OK\nrest=[ls] rc=0\n", process.describeOutput())
    }
}
