import Foundation
import XCTest

/// `swalert input` run as a script runs it without a terminal: its usage errors, help and `--assume-default`.
final class InputCommandLineTests: XCTestCase {
    private func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Finished {
        try NoTerminal.run(["input"] + arguments, environment: environment)
    }

    func testNoTerminalExits69AndAssumeDefaultAnswersTheValue() throws {
        let none = try run(["Name?", "--value", "Ada"])
        XCTAssertEqual(none.status, 69)
        XCTAssertEqual(none.stdout, "")
        XCTAssertTrue(none.stderr.hasPrefix("swalert input: no terminal to show the dialog on"), none.stderr)
        let assumed = try run(["Name?", "--value", "Ada", "--assume-default"])
        XCTAssertEqual(assumed.status, 0)
        XCTAssertEqual(assumed.stdout, "Ada\n")
        let empty = try run(["Name?"], environment: ["SWALERT_ASSUME_DEFAULT": "1"])
        XCTAssertEqual(empty.status, 0)
        XCTAssertEqual(empty.stdout, "\n")
        let cut = try run(["Code?", "--value", "abcdef", "--max-length", "3", "--assume-default"])
        XCTAssertEqual(cut.stdout, "abc\n", "the value is what the field would have started with")
    }

    /// With no terminal, a --value the dialog would refuse is never answered as if it were valid.
    func testAssumeDefaultRefusesAValueThatFailsRequiredOrValidate() throws {
        let empty = try run(["Name?", "--required", "--assume-default"])
        XCTAssertEqual(empty.status, 65)
        XCTAssertEqual(empty.stdout, "")
        XCTAssertEqual(empty.stderr, "swalert input: no terminal, and the --value is not one the dialog accepts (--required); exit status 65\n")
        let invalid = try run(["Port?", "--value", "80a", "--validate", "[0-9]+", "--assume-default"])
        XCTAssertEqual(invalid.status, 65)
        XCTAssertEqual(invalid.stdout, "")
        XCTAssertTrue(invalid.stderr.hasSuffix("(--validate); exit status 65\n"), invalid.stderr)
        let valid = try run(["Port?", "--value", "8080", "--validate", "[0-9]+", "--required", "--assume-default"])
        XCTAssertEqual(valid.status, 0)
        XCTAssertEqual(valid.stdout, "8080\n")
    }

    func testUsageErrorsExit64NamingTheOption() throws {
        let cases: [([String], String)] = [
            (["x", "--validate", "[0-9"],
             "swalert input: option '--validate': '[0-9' is not a valid regular expression (missing ']' for the '[' at 1)\n"),
            (["x", "--validate", "(a)\\1"],
             "swalert input: option '--validate': '(a)\\1' is not a valid regular expression (backreferences are not supported: '\\1' at 4)\n"),
            (["x", "--validate", "a{1000}{1000}"],
             "swalert input: option '--validate': 'a{1000}{1000}' is not a valid regular expression ('{1000}' repeats a repetition (put what it repeats in a group) at 8)\n"),
            (["x", "--validate", "(?:a{100}){100}"],
             "swalert input: option '--validate': '(?:a{100}){100}' is not a valid regular expression (pattern too large: its repetitions expand to more than 1000 states)\n"),
            (["x", "--validate", "\u{1b}(a"],
             "swalert input: option '--validate': '^[(a' is not a valid regular expression (missing ')' for the '(' at 2)\n"),
            (["x", "--max-length", "0"], "swalert input: option '--max-length': '0' is not a whole number from 1 to 10000000\n"),
            (["x", "--mask", "ab"], "swalert input: option '--mask': 'ab' is not a single printable character\n"),
            (["x", "--mask", "\u{1b}"], "swalert input: option '--mask': '^[' is not a single printable character\n"),
            (["x", "--ok", ""], "swalert input: option '--ok': a label cannot be empty\n"),
            (["x", "--button", "A"], "swalert input: unknown option '--button'\n"),
        ]
        for (arguments, message) in cases {
            let result = try run(arguments)
            XCTAssertEqual(result.status, 64, "\(arguments)")
            XCTAssertEqual(result.stderr, message)
            XCTAssertEqual(result.stdout, "")
        }
        let unreadable = try run(["--file", "/nonexistent/prompt.txt"])
        XCTAssertEqual(unreadable.status, 66)
    }

    func testHelpShowsTheOptionsAndInputsOwnExitStatusTable() throws {
        let help = try run(["--help"])
        XCTAssertEqual(help.status, 0)
        for text in ["--value TEXT", "--placeholder TEXT", "--password", "--mask CHAR", "--max-length N", "--required",
                     "--validate REGEX", "--error-message TEXT", "--ok LABEL", "--cancel LABEL", "--assume-default",
                     "0            Enter in the field, or OK", "1            Esc, or Cancel", "124          timeout",
                     "130/143/129", "Ctrl-U/K/W"] {
            XCTAssertTrue(help.stdout.contains(text), "input --help lacks \(text)")
        }
        XCTAssertFalse(help.stdout.contains("255"), "input has no 255: Esc is 1")
    }
}
