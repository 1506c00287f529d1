import XCTest
@testable import swalert
@testable import DialogKit

final class ArgumentsTests: XCTestCase {
    private func request(_ command: Command, _ arguments: [String], environment: Environment = ["TERM": "xterm-256color"],
                         stdinIsTerminal: Bool = true) throws -> AlertRequest {
        let parsed = try ParsedArguments.scan(arguments, options: command.options)
        return try AlertRequest(command, parsed, environment: environment, standardInputIsTerminal: stdinIsTerminal)
    }

    private func usageError(_ command: Command, _ arguments: [String], environment: Environment = [:],
                            file: StaticString = #filePath, line: UInt = #line) -> String? {
        do {
            _ = try request(command, arguments, environment: environment)
            XCTFail("expected a usage error for \(arguments)", file: file, line: line)
            return nil
        } catch let error as UsageError {
            return error.message
        } catch {
            XCTFail("unexpected \(error)", file: file, line: line)
            return nil
        }
    }

    func testValuesFlagsAndPositionals() throws {
        let parsed = try ParsedArguments.scan(["Hello", "--title", "T", "--button=&A", "--button", "B", "--inline"],
                                              options: Command.alert.options)
        XCTAssertEqual(parsed.positionals, ["Hello"])
        XCTAssertEqual(parsed.value("title"), "T")
        XCTAssertEqual(parsed.all("button"), ["&A", "B"])
        XCTAssertTrue(parsed.has("inline"))
        let dashed = try ParsedArguments.scan(["--", "--not-an-option"], options: Command.alert.options)
        XCTAssertEqual(dashed.positionals, ["--not-an-option"])
    }

    func testARepeatableOptionKeepsEveryValueInOrderAndAnyOtherMayBeGivenOnce() throws {
        let parsed = try ParsedArguments.scan(["--button", "Ä", "--title", "T", "--button=日本", "--inline", "--inline",
                                               "--button", "C"], options: Command.alert.options)
        XCTAssertEqual(parsed.all("button"), ["Ä", "日本", "C"])
        XCTAssertEqual(parsed.value("button"), "C", "the last one given")
        XCTAssertTrue(parsed.has("inline"), "a flag given twice is still one flag")
        XCTAssertFalse(parsed.has("fullscreen"))
        XCTAssertEqual(parsed.all("icon"), [])
        XCTAssertNil(parsed.value("icon"))
        XCTAssertEqual(usageError(.alert, ["hi", "--title", "A", "--title=B"]), "option '--title' given more than once")
    }

    func testEnumeratedOptionsAcceptExactlyTheCasesOfTheirTypes() {
        func choices(_ command: Command, _ name: String) -> [String] {
            command.options.first { $0.name == name }?.choices ?? []
        }
        XCTAssertEqual(choices(.alert, "icon"), Icon.allCases.map(\.rawValue))
        XCTAssertEqual(choices(.confirm, "icon"), Icon.allCases.map(\.rawValue))
        XCTAssertEqual(choices(.toast, "style"), Toast.Kind.allCases.map(\.rawValue))
        XCTAssertEqual(choices(.toast, "position"), Toast.Position.allCases.map(\.rawValue))
    }

    func testOptionsWithAndWithoutValuesMixedKeepTheirOwnValues() throws {
        let parsed = try ParsedArguments.scan(["--button", "title", "--title", "button", "--button=--title", "--inline",
                                               "--default", "1", "--", "--button"], options: Command.alert.options)
        XCTAssertEqual(parsed.all("button"), ["title", "--title"], "a value that looks like a name stays a value")
        XCTAssertEqual(parsed.all("title"), ["button"])
        XCTAssertEqual(parsed.value("default"), "1")
        XCTAssertTrue(parsed.has("inline"))
        XCTAssertTrue(parsed.has("default"))
        XCTAssertFalse(parsed.has("cancel"))
        XCTAssertEqual(parsed.all("cancel"), [])
        XCTAssertEqual(parsed.positionals, ["--button"])
    }

    func testUsageErrorsNameTheOptionAtFault() {
        XCTAssertEqual(usageError(.alert, ["hi", "--bogus"]), "unknown option '--bogus'")
        XCTAssertEqual(usageError(.alert, ["hi", "--title"]), "option '--title' needs a value (TEXT)")
        XCTAssertEqual(usageError(.alert, ["hi", "--color", "purple"]), "option '--color': 'purple' is not one of auto, always, never")
        XCTAssertEqual(usageError(.alert, ["hi", "--inline", "--fullscreen"]),
                       "options '--fullscreen' and '--inline' cannot be used together")
        XCTAssertEqual(usageError(.alert, ["hi", "--timeout", "soon"]),
                       "option '--timeout': 'soon' is not a number of seconds from 0 to 31536000")
        for bad in ["-1", "nan", "inf", "", "1e99"] {
            XCTAssertNotNil(usageError(.alert, ["hi", "--timeout", bad]), bad)
        }
        for bad in ["0", "-5", "wide", "", "99999999999999999999"] {
            XCTAssertNotNil(usageError(.alert, ["hi", "--width", bad]), bad)
        }
        XCTAssertEqual(usageError(.alert, ["hi", "--default", "Nope", "--button", "A"]),
                       "option '--default': no button 'Nope' (give a label or an index from 0 to 0)")
        XCTAssertEqual(usageError(.alert, ["hi", "--button", ""]), "option '--button': a label cannot be empty")
        XCTAssertEqual(usageError(.alert, ["one", "two"]), "too many arguments: 'two' (quote a message that has spaces)")
        XCTAssertEqual(usageError(.alert, []),
                       "no MESSAGE given (pass it as an argument, with '--file', or on standard input)")
        XCTAssertEqual(usageError(.confirm, ["hi", "--default", "maybe"]),
                       "option '--default': 'maybe' is not one of yes, no")
    }

    func testAtMostThirtyTwoButtons() throws {
        let many = (0..<33).flatMap { ["--button", "B\($0)"] }
        XCTAssertEqual(usageError(.alert, ["hi"] + many), "option '--button': at most 32 buttons (got 33)")
        let request = try request(.alert, ["hi"] + Array(many.dropLast(2)))
        XCTAssertEqual(request.makeAlert("hi").buttons.count, 32)
    }

    func testButtonsAreNamedByLabelOrIndex() throws {
        let request = try request(.alert, ["hi", "--button", "&Save", "--button", "Discard", "--button", "Cancel",
                                           "--default", "Discard", "--cancel", "2", "--timeout-button", "&Save"])
        let alert = request.makeAlert("hi")
        XCTAssertEqual(alert.focus, 1)
        XCTAssertEqual(alert.cancelButton, 2)
        XCTAssertEqual(alert.timeoutButton, 0)
        XCTAssertEqual(request.defaultButton, 1)
    }

    func testMessageComesFromArgumentStandardInputOrFile() throws {
        XCTAssertEqual(try request(.alert, ["hello"]).common.message, .text("hello"))
        XCTAssertEqual(try request(.alert, [], stdinIsTerminal: false).common.message, .standardInput)
        XCTAssertEqual(try request(.alert, ["-"]).common.message, .standardInput)
        XCTAssertEqual(try request(.alert, ["--file", "/tmp/m"]).common.message, .file("/tmp/m"))
        XCTAssertEqual(try request(.alert, ["--title", "Only a title"]).common.message, .text(""))
        XCTAssertNotNil(usageError(.alert, ["hello", "--file", "/tmp/m"]))
    }

    func testEnvironmentChoosesPlacementColourAndAnimation() throws {
        let inline = try request(.alert, ["hi"], environment: ["TERM": "xterm", "SWALERT_PLACEMENT": "inline"])
        XCTAssertEqual(inline.common.options.placement, .inline)
        let overridden = try request(.alert, ["hi", "--fullscreen"], environment: ["TERM": "xterm", "SWALERT_PLACEMENT": "inline"])
        XCTAssertEqual(overridden.common.options.placement, .fullscreen)
        XCTAssertNotNil(usageError(.alert, ["hi"], environment: ["SWALERT_PLACEMENT": "sideways"]))

        let noColor = try request(.alert, ["hi"], environment: ["TERM": "xterm-256color", "NO_COLOR": "1"])
        XCTAssertEqual(noColor.common.options.colorDepth, ColorDepth.none)
        XCTAssertFalse(noColor.common.options.animated, "a terminal without colour draws only the final frame")
        let forced = try request(.alert, ["hi", "--color", "always"], environment: ["TERM": "xterm-256color", "NO_COLOR": "1"])
        XCTAssertEqual(forced.common.options.colorDepth, .ansi256)
        XCTAssertEqual(try request(.alert, ["hi", "--color", "never"]).common.options.colorDepth, ColorDepth.none)
        XCTAssertFalse(try request(.alert, ["hi"], environment: ["TERM": "xterm", "SWALERT_NO_ANIMATION": "1"]).common.options.animated)
        XCTAssertTrue(try request(.alert, ["hi"], environment: ["TERM": "xterm"]).common.options.animated)
        XCTAssertFalse(try request(.alert, ["hi"], environment: ["TERM": "dumb"]).common.options.animated)
        XCTAssertEqual(try request(.alert, ["hi"], environment: ["TERM": "xterm", "ESCDELAY": "25"]).common.options.escapeDelay, 0.025)
        XCTAssertEqual(try request(.alert, ["hi", "--timeout", "1.5"]).common.options.timeout, 1.5)
        XCTAssertNil(try request(.alert, ["hi", "--timeout", "0"]).common.options.timeout)
        XCTAssertTrue(try request(.alert, ["hi"], environment: ["SWALERT_ASSUME_DEFAULT": "1"]).common.assumeDefault)
    }

    func testPlainModeIsAskedForOrChosenByATerminalTypeThatCannotTakeEscapes() throws {
        XCTAssertFalse(try request(.alert, ["hi"]).common.options.plain)
        XCTAssertTrue(try request(.alert, ["hi", "--plain"]).common.options.plain)
        XCTAssertTrue(try request(.confirm, ["hi", "--plain", "--inline"]).common.options.plain, "plain wins over a placement")
        XCTAssertTrue(try request(.alert, ["hi"], environment: ["TERM": "dumb"]).common.options.plain)
        XCTAssertTrue(try request(.alert, ["hi"], environment: ["TERM": ""]).common.options.plain)
        XCTAssertTrue(try request(.alert, ["hi"], environment: [:]).common.options.plain, "TERM unset")
        XCTAssertFalse(try request(.alert, ["hi"], environment: ["TERM": "vt100"]).common.options.plain)
        for command in Command.allCases where command != .reset {  // every dialog; reset shows none
            XCTAssertTrue(command.options.contains { $0.name == "plain" && $0.value == nil }, "\(command) takes --plain")
            XCTAssertTrue(Help.command(command).contains("--plain"), "\(command)'s help shows --plain")
        }
        let input = try InputRequest(try ParsedArguments.scan(["Name?", "--plain"], options: Command.input.options),
                                     environment: ["TERM": "xterm"], standardInputIsTerminal: true)
        XCTAssertTrue(input.common.options.plain)
        let toast = try ToastRequest(try ParsedArguments.scan(["Saved"], options: Command.toast.options),
                                     environment: ["TERM": "dumb"], standardInputIsTerminal: true)
        XCTAssertTrue(toast.options.plain)
        XCTAssertTrue(try WaitRequest(["--plain", "--", "true"], environment: ["TERM": "xterm"], standardInputIsTerminal: true).options.plain)
        XCTAssertFalse(try WaitRequest(["--", "true"], environment: ["TERM": "xterm"], standardInputIsTerminal: true).options.plain)
    }

    func testExitStatusMapping() {
        let alert = Alert(message: "m", buttons: [ButtonLabel(parsing: "&One"), ButtonLabel(parsing: "Two")])
        XCTAssertEqual(ExitStatus.of(.finished(.button(1)), alert: alert).status, 1)
        XCTAssertEqual(ExitStatus.of(.finished(.button(1)), alert: alert).output, "Two")
        XCTAssertEqual(ExitStatus.of(.finished(.button(0)), alert: alert).output, "One")
        XCTAssertEqual(ExitStatus.of(.finished(.dismissed), alert: alert).status, 255)
        XCTAssertNil(ExitStatus.of(.finished(.dismissed), alert: alert).output)
        XCTAssertEqual(ExitStatus.of(.finished(.timedOut), alert: alert).status, 124)
        XCTAssertEqual(ExitStatus.of(.interrupted(signal: .interrupt), alert: alert).status, 130)
        XCTAssertEqual(ExitStatus.of(.interrupted(signal: .terminate), alert: alert).status, 143)
        XCTAssertEqual(ExitStatus.of(.interrupted(signal: .hangUp), alert: alert).status, 129)
    }
}
