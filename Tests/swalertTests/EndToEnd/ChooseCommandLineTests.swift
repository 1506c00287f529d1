import Foundation
import XCTest

/// `swalert choose` run as a script runs it without a terminal: usage errors, `--select-if-one`,
/// `--assume-default`, and an empty list.
final class ChooseCommandLineTests: XCTestCase {
    private func run(_ arguments: [String], stdin: String? = nil, environment: [String: String] = [:]) throws -> Finished {
        try NoTerminal.run(["choose"] + arguments, stdin: stdin, environment: environment)
    }

    func testNoTerminalExits69AndAssumeDefaultAnswersTheSelectedOrTheFirst() throws {
        let none = try run(["Pick", "a", "b"])
        XCTAssertEqual(none.status, 69)
        XCTAssertEqual(none.stdout, "")
        XCTAssertTrue(none.stderr.hasPrefix("swalert choose: no terminal to show the dialog on"), none.stderr)
        XCTAssertEqual(try run(["Pick", "a", "b", "--assume-default"]).stdout, "a\n")
        XCTAssertEqual(try run(["Pick", "a", "b", "--assume-default", "--selected", "b"]).stdout, "b\n")
        XCTAssertEqual(try run(["Pick", "a", "b", "--index"], environment: ["SWALERT_ASSUME_DEFAULT": "1"]).stdout, "0\n")
        let many = try run(["--multi", "--assume-default", "--selected", "c", "--selected", "a", "--separator", "\\0"],
                           stdin: "a\nb\nc\n")
        XCTAssertEqual(many.status, 0)
        XCTAssertEqual(many.stdout, "a\0c\0", "in input order, each followed by NUL")
    }

    func testSelectIfOneAnswersWithoutATerminal() throws {
        let one = try run(["Pick", "--select-if-one", "only"])
        XCTAssertEqual(one.status, 0)
        XCTAssertEqual(one.stdout, "only\n")
        let piped = try run(["--select-if-one", "--delimiter", "\t"], stdin: "en\tEnglish\n")
        XCTAssertEqual(piped.stdout, "en\n", "the value, not the label")
        XCTAssertEqual(try run(["Pick", "--select-if-one", "a", "b"]).status, 69, "two items need a terminal")
    }

    func testNoItemsExits65WithOneLine() throws {
        let empty = try run(["--select-if-one"], stdin: "\n\n")
        XCTAssertEqual(empty.status, 65)
        XCTAssertEqual(empty.stderr, "swalert choose: no items to choose from\n")
        XCTAssertEqual(try run(["--assume-default"], stdin: "").status, 65)
    }

    func testUsageErrorsExit64NamingTheProblem() throws {
        let cases: [([String], String?, String)] = [
            (["-"], "a\n", "swalert choose: the items are read from standard input, so the message cannot be too\n"),
            (["Pick", "--min", "2", "a"], nil, "swalert choose: options '--min' and '--max' go with '--multi'\n"),
            (["Pick", "--multi", "--min", "3", "--max", "2", "a"], nil, "swalert choose: option '--min': 3 is more than '--max' 2\n"),
            (["Pick", "--exact", "--no-filter", "a"], nil, "swalert choose: options '--exact' and '--no-filter' cannot be used together\n"),
            (["Pick", "--height", "0", "a"], nil, "swalert choose: option '--height': '0' is not a whole number from 1 to 10000\n"),
        ]
        for (arguments, stdin, message) in cases {
            let result = try run(arguments, stdin: stdin)
            XCTAssertEqual(result.status, 64, "\(arguments)")
            XCTAssertEqual(result.stderr, message, "\(arguments)")
            XCTAssertEqual(result.stdout, "")
        }
    }

    func testHelpShowsTheOptionsAndChoosesOwnExitStatusTable() throws {
        let help = try run(["--help"])
        XCTAssertEqual(help.status, 0)
        for text in ["--multi", "--delimiter STR", "--separator STR", "65           no items to choose from",
                     "1            Esc or Ctrl-D with an empty query"] {
            XCTAssertTrue(help.stdout.contains(text), text)
        }
    }
}
