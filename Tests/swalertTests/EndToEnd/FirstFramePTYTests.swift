import Foundation
import XCTest
@testable import DialogKit
import TestSupport

/// The real binary in a pseudo-terminal that answers the colour query: the query goes out first, on the shell's
/// screen, and the alternate screen (or an inline box's rows) is taken inside the synchronized update that draws the
/// box, so no terminal shows the screen without it.
final class FirstFramePTYTests: XCTestCase {
    private let swalert = Binary.swalert.path
    private static let query = "\u{1b}]11;?"
    private static let begin = String(decoding: Escape.beginSynchronizedUpdate, as: UTF8.self)
    private static let end = String(decoding: Escape.endSynchronizedUpdate, as: UTF8.self)

    /// Runs `swalert alert` with `flags`, presses Enter once the message shows; returns everything it wrote.
    private func alert(_ flags: [String], file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let process = try PTYProcess(swalert, ["alert", "Saved to disk"] + flags,
                                     environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"], unsetting: ["COLORFGBG"])
        try process.waitForOutput(containing: "disk")
        process.send("\r")
        XCTAssertEqual(try process.waitForExit(), .exited(0), process.describeOutput(), file: file, line: line)
        XCTAssertEqual(process.terminalModes().differences(from: process.initialModes), [], file: file, line: line)
        return process.outputText
    }

    /// What was written from the start of the synchronized update that holds `marker` to its end.
    private func update(holding marker: String, in text: String) -> Substring? {
        guard let at = text.range(of: marker), let start = text[..<at.lowerBound].range(of: Self.begin, options: .backwards),
              let stop = text[at.upperBound...].range(of: Self.end) else { return nil }
        return text[start.lowerBound..<stop.upperBound]
    }

    func testTheAlternateScreenIsTakenInTheUpdateThatDrawsTheBox() throws {
        for flags in [[], ["--no-animation"]] {
            let text = try alert(flags)
            XCTAssertTrue(text.hasPrefix(Self.query), "the query comes first, on the shell's screen (\(flags)): \(visible(text))")
            let taking = try XCTUnwrap(update(holding: "\u{1b}[?1049h", in: text), visible(text))
            XCTAssertTrue(taking.hasPrefix(Self.begin + "\u{1b}[?1049h"), "\(flags): \(visible(String(taking)))")
            XCTAssertTrue(taking.contains("╭") && taking.contains("╯"), "the box in the same update (\(flags)): \(visible(String(taking)))")
            XCTAssertTrue(text.contains("\u{1b}[?1049l"), "the alternate screen left (\(flags))")
        }
    }

    func testAnInlineBoxsRowsAreMadeInTheUpdateThatDrawsIt() throws {
        let text = try alert(["--inline"])
        XCTAssertTrue(text.hasPrefix(Self.query), visible(text))
        XCTAssertFalse(text.contains("\u{1b}[?1049h"))
        let making = try XCTUnwrap(update(holding: "\u{1b}D", in: text), visible(text))
        XCTAssertTrue(making.contains("╭") && making.contains("╯"), visible(String(making)))
    }

    private func visible(_ text: String) -> String {
        text.unicodeScalars.map { $0 == "\u{1b}" ? "␛" : String($0) }.joined()
    }
}
