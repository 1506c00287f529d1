import Foundation
import XCTest

/// swalert run as a script runs it without a terminal: in its own session (no controlling terminal, as under
/// cron, CI or `setsid`), with pipes for stdin, stdout and stderr.
final class CommandLineTests: XCTestCase {
    private func run(_ arguments: [String], stdin: String? = nil, environment: [String: String] = [:]) throws -> Finished {
        try NoTerminal.run(arguments, stdin: stdin ?? "", environment: environment)
    }

    func testAUsageErrorIsOneLineWithNoEscapeSequence() throws {
        // Found by ArgumentsFuzzTests: the argument quoted in the message reached stderr raw.
        for arguments in [["\u{1b}]0;pwned\u{07}"], ["alert", "hi", "--x\ny\u{1b}[2J"]] {
            let result = try run(arguments)
            XCTAssertEqual(result.status, 64)
            XCTAssertEqual(result.stderr.filter { $0 == "\n" }.count, 1, "one line: \(result.stderr.debugDescription)")
            XCTAssertFalse(result.stderr.contains("\u{1b}") || result.stderr.contains("\u{07}"), result.stderr.debugDescription)
            XCTAssertTrue(result.stderr.contains("^["), result.stderr.debugDescription)
        }
    }

    func testNoTerminalExits69WithOneClearLine() throws {
        let result = try run(["alert", "Anyone there?"])
        XCTAssertEqual(result.status, 69)
        XCTAssertEqual(result.stdout, "")
        XCTAssertTrue(result.stderr.hasPrefix("swalert alert: no terminal to show the dialog on"), result.stderr)
        XCTAssertTrue(result.stderr.contains("--assume-default"))
        XCTAssertEqual(result.stderr.filter { $0 == "\n" }.count, 1, "one line")
    }

    /// `if swalert confirm ...; then` must not write a stray Yes or No into the script's output: a confirm
    /// answers with its exit status alone, and prints its label only with `--print`. An alert always prints it.
    func testConfirmPrintsItsLabelOnlyWithPrint() throws {
        for (arguments, status, stdout) in [(["--default", "no"], Int32(1), ""), (["--default", "no", "--print"], 1, "No\n"),
                                            ([], 0, ""), (["--print"], 0, "Yes\n")] {
            let result = try run(["confirm", "Deploy?", "--assume-default"] + arguments)
            XCTAssertEqual(result.status, status, "\(arguments)")
            XCTAssertEqual(result.stdout, stdout, "\(arguments)")
        }
        let closed = Process()
        closed.executableURL = URL(fileURLWithPath: "/usr/bin/setsid")
        closed.arguments = ["-w", "/bin/sh", "-c", "exec \"$0\" confirm Deploy? --assume-default >&-", Binary.swalert.path]
        closed.standardInput = FileHandle.nullDevice
        closed.standardError = FileHandle.nullDevice
        try closed.run()
        closed.waitUntilExit()
        XCTAssertEqual(closed.terminationStatus, 0, "nothing to write, so a closed stdout is no failure")
    }

    func testAssumeDefaultAnswersWithTheDefaultButton() throws {
        let alert = try run(["alert", "CI?", "--button", "One", "--button", "&Two", "--default", "Two", "--assume-default"])
        XCTAssertEqual(alert.status, 1)
        XCTAssertEqual(alert.stdout, "Two\n")
        let confirm = try run(["confirm", "Deploy?", "--assume-default", "--default", "no", "--print"])
        XCTAssertEqual(confirm.status, 1)
        XCTAssertEqual(confirm.stdout, "No\n")
        let environment = try run(["confirm", "Deploy?"], environment: ["SWALERT_ASSUME_DEFAULT": "1"])
        XCTAssertEqual(environment.status, 0)
        XCTAssertEqual(environment.stdout, "", "a confirm answers with its status alone")
        let piped = try run(["alert", "--assume-default"], stdin: "message from a pipe\n")
        XCTAssertEqual(piped.status, 0)
        XCTAssertEqual(piped.stdout, "OK\n")
    }

    func testUsageErrorsExit64WithOneLineNamingTheFault() throws {
        let cases: [([String], String)] = [
            (["alert", "hi", "--colour", "never"], "swalert alert: unknown option '--colour'\n"),
            (["alert", "hi", "--timeout", "-3"], "swalert alert: option '--timeout': '-3' is not a number of seconds from 0 to 31536000\n"),
            (["confirm", "hi", "--inline", "--fullscreen"], "swalert confirm: options '--fullscreen' and '--inline' cannot be used together\n"),
            (["frobnicate"], "swalert: unknown command 'frobnicate' (commands: alert, confirm, input, choose, form, wait, toast, reset)\n"),
            ([], "swalert: no command given; try 'swalert --help'\n"),
        ]
        for (arguments, message) in cases {
            let result = try run(arguments)
            XCTAssertEqual(result.status, 64, "\(arguments)")
            XCTAssertEqual(result.stderr, message)
            XCTAssertEqual(result.stdout, "")
        }
        let many = try run(["alert", "hi"] + (0...32).flatMap { ["--button", "B\($0)"] })
        XCTAssertEqual(many.status, 64)
        XCTAssertEqual(many.stderr, "swalert alert: option '--button': at most 32 buttons (got 33)\n")
    }

    func testAnUnreadableMessageFileExits66() throws {
        let result = try run(["alert", "--file", "/nonexistent/message.txt"])
        XCTAssertEqual(result.status, 66)
        XCTAssertEqual(result.stderr, "swalert alert: cannot read /nonexistent/message.txt: No such file or directory\n")
    }

    func testHelpShowsOptionsAndTheExitStatusTable() throws {
        let help = try run(["alert", "--help"])
        XCTAssertEqual(help.status, 0)
        for text in ["--button LABEL", "--cancel LABEL|INDEX", "--timeout SECONDS", "Exit status:", "255", "124", "130/143/129", "69"] {
            XCTAssertTrue(help.stdout.contains(text), "alert --help lacks \(text)")
        }
        let overview = try run(["--help"])
        XCTAssertTrue(overview.stdout.contains("swalert confirm [MESSAGE] [options]"))
        let version = try run(["--version"])
        XCTAssertEqual(version.status, 0)
        XCTAssertTrue(version.stdout.hasPrefix("swalert "), version.stdout)
    }
}
