import Foundation
import XCTest
@testable import DialogKit

/// A wait reads no keys, yet asks the terminal's colours: in a pseudo-terminal that answers late, the replies are
/// read and what was typed for the shell is not, whether they come while the wait shows or after it ended.
final class WaitColorQueryPTYTests: XCTestCase {
    private let swalert = Binary.swalert.path
    private static let query = "\u{1b}]11;?"
    private static let answer = "\u{1b}]11;rgb:ffff/ffff/ffff\u{1b}\\\u{1b}]10;rgb:0000/0000/0000\u{1b}\\\u{1b}[?62;22c"

    /// A shell that runs `swalert wait MESSAGE -- sleep SECONDS`, then reads a line.
    private func startWait(sleeping seconds: String, fullscreen: Bool) throws -> PTYProcess {
        let script = "\"$0\" wait Building \(fullscreen ? "--fullscreen" : "") -- sleep \(seconds); rc=$?; "
            + "printf 'next> ' > /dev/tty; IFS= read -r rest; printf 'rest=[%s] rc=%s\\n' \"$rest\" \"$rc\""
        return try PTYProcess("/bin/sh", ["-c", script, swalert], environment: ["SWALERT_NO_ANIMATION": "1"],
                              unsetting: ["COLORFGBG"], answersColourQuery: false)
    }

    private func assertTheShellReadsOnlyWhatWasTyped(_ process: PTYProcess, _ name: String,
                                                      file: StaticString = #filePath, line: UInt = #line) throws {
        try process.waitForOutput(containing: "next> ")
        process.send("\n")
        XCTAssertEqual(try process.waitForExit(), .exited(0), "\(name)\(process.describeOutput())", file: file, line: line)
        XCTAssertEqual(process.stdoutText.components(separatedBy: "\n").last { $0.hasPrefix("rest=") },
                       "rest=[echo next] rc=0", "\(name): no reply reaches the shell\(process.describeOutput())",
                       file: file, line: line)
        XCTAssertEqual(process.terminalModes().differences(from: process.initialModes), [], name, file: file, line: line)
    }

    func testAnAnswerThatComesWhileTheWaitShowsIsReadAndTheKeysAfterItStay() throws {
        for fullscreen in [true, false] {
            let process = try startWait(sleeping: "1.5", fullscreen: fullscreen)
            let asked = try process.waitForOutput(containing: Self.query)
            // Drawn without the answer once its patience is spent; the answer comes later, a line typed behind it.
            try process.waitForOutput(containing: "Building", after: asked)
            process.send(Self.answer + "echo ")
            process.send("next")
            try assertTheShellReadsOnlyWhatWasTyped(process, fullscreen ? "fullscreen" : "inline")
        }
    }

    func testAnAnswerThatComesAfterTheWaitEndedIsDrained() throws {
        let process = try startWait(sleeping: "0", fullscreen: true)
        let asked = try process.waitForOutput(containing: Self.query)
        let left = String(decoding: Terminal.resetBytes(for: []), as: UTF8.self)
        try process.waitForOutput(containing: left, after: asked)
        process.send(Self.answer + "echo next")
        try assertTheShellReadsOnlyWhatWasTyped(process, "ended first")
    }
}
