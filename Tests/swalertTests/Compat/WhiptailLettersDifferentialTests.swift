import Foundation
import XCTest

/// Letters in whiptail's lists beside the real whiptail: a menu (newt's list box) moves to the next item starting
/// with the letter, never round; check and radio lists (newt's check boxes) take no letters at all.
final class WhiptailLettersDifferentialTests: XCTestCase {
    typealias Press = DialogDifferential.Press

    private static let items = [("apple", "Apple"), ("banana", "Banana"), ("blueberry", "Blueberry"), ("cherry", "Cherry"),
                                ("avocado", "Avocado")]
    private static let menu = ["--menu", "Pick a fruit", "20", "60", "10"] + items.flatMap { [$0.0, $0.1] }
    private static let check = ["--checklist", "Pick fruit", "20", "60", "10"] + items.flatMap { [$0.0, $0.1, "off"] }
    private static let radio = ["--radiolist", "Pick a fruit", "20", "60", "10"] + items.flatMap { [$0.0, $0.1, "off"] }

    func testAMenuMovesToTheNextItemStartingWithTheLetter() throws {
        try check("menu b", Self.menu, [.text("b"), .enter], answer: "banana")
        try check("menu b b", Self.menu, [.text("b"), .text("b"), .enter], answer: "blueberry")
        try check("menu b b b: never round", Self.menu, [.text("b"), .text("b"), .text("b"), .enter], answer: "blueberry")
        try check("menu B: case aside", Self.menu, [.text("B"), .enter], answer: "banana")
        try check("menu on cherry, a: from the top", Self.menu, [.down, .down, .down, .text("a"), .enter], answer: "apple")
        try check("menu on avocado, a: none below, stays", Self.menu, [.end, .text("a"), .enter], answer: "avocado")
        try check("menu x: no item, stays", Self.menu, [.down, .text("x"), .enter], answer: "banana")
        try check("menu with a tag 漢字: c still moves", ["--menu", "Pick", "20", "60", "10", "漢字", "Kanji", "cherry", "Cherry"],
                  [.text("c"), .enter], answer: "cherry")
    }

    func testCheckAndRadioListsTakeNoLetters() throws {
        try check("checklist b Space", Self.check, [.text("b"), .space, .enter], answer: "\"apple\"")
        try check("checklist on cherry, a Space", Self.check, [.down, .down, .down, .text("a"), .space, .enter],
                  answer: "\"cherry\"")
        try check("checklist c b Space", Self.check, [.text("c"), .text("b"), .space, .enter], answer: "\"apple\"")
        try check("checklist +, -, *: nothing either", Self.check, [.text("+"), .text("*"), .text("-"), .space, .enter],
                  answer: "\"apple\"")
        try check("radiolist b Space", Self.radio, [.text("b"), .space, .enter], answer: "apple")
        try check("radiolist on avocado, a Space", Self.radio, [.down, .down, .down, .down, .text("a"), .space, .enter],
                  answer: "avocado")
        try check("radiolist b b then Esc", Self.radio, [.text("b"), .text("b"), .escape], status: 255, answer: "")
    }

    /// Runs the command line under swalert and under whiptail, types `keys` once the prompt shows, and checks the
    /// status and the answer on stderr of each.
    private func check(_ name: String, _ arguments: [String], _ keys: [Press], status: Int32 = 0, answer: String,
                       file: StaticString = #filePath, line: UInt = #line) throws {
        let programs = [WhiptailOptionCoverageDifferentialTests.swalertAsWhiptail]
            + (WhiptailOptionCoverageDifferentialTests.whiptail.map { [$0] } ?? [])
        for program in programs {
            let process = try PTYProcess(program, arguments, environment: ["LANG": "C.UTF-8", "SWALERT_NO_ANIMATION": "1"],
                                         stdin: .terminal, stdout: .terminal, stderr: .pipe)
            _ = try process.waitForOutput(containing: "Pick")
            try process.type(keys.flatMap(\.sequences))
            let termination = try process.waitForExit(timeout: 10)
            XCTAssertEqual(termination, .exited(status), "\(name), under \(program)", file: file, line: line)
            XCTAssertEqual(process.stderrText, answer, "\(name), under \(program)", file: file, line: line)
        }
    }
}
