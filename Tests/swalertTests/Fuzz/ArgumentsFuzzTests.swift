import XCTest
@testable import DialogKit
@testable import swalert
import TestSupport

/// Random command lines through the argument parser and the requests built from it.
final class ArgumentsFuzzTests: XCTestCase {
    private let values = ["", "0", "-1", "1", "2", "33", "0.5", "1e309", "nan", "inf", "-0", "99999999999999999999",
                          "10000", "10001", "yes", "no", "auto", "never", "always", "info", "error", "top", "bottom",
                          "inline", "fullscreen", "&", "&&", "&Save", "Save", "OK", "•", "**", "[0-9]+", "(", "[", "*",
                          "a{99999}", "(?<n>x)\\k<n>", "\\", "-", "--", "--title", "=", "\u{1b}[31m", "a\nb", "\r", "\u{0}",
                          "\u{9b}6n", "中文", "👍🏽", "\u{301}", "\u{202e}", "dots", "line", "/nonexistent/file"]

    /// Any command line gives a request or a usage error whose message is one line with no control
    /// character; nothing traps, and a request's dialog can be built.
    func testEveryCommandLineGivesARequestOrAOneLineUsageError() {
        var random = FuzzInput(seed: 0x5EED_0301)
        var requests = 0, errors = 0
        for iteration in 0..<fuzzIterations {
            let command = random.pick(Command.allCases)
            let names = command.options.map(\.name) + ["bogus", "butto", "title=", ""]
            var arguments: [String] = []
            for _ in 0..<random.int(0...7) {
                switch random.int(0...9) {
                case 0...3: arguments += ["--" + random.pick(names), random.pick(values)]
                case 4...5: arguments.append("--" + random.pick(names) + "=" + random.pick(values))
                case 6: arguments.append("--" + random.pick(names))
                case 7: arguments.append(random.pick(values))
                case 8: arguments.append(random.text(fragments: 4))
                default: arguments += ["--", random.pick(["true", "sleep"]), random.pick(values)]
                }
            }
            let environment: Environment = ["TERM": random.pick(["", "dumb", "xterm-256color"]),
                               "SWALERT_PLACEMENT": random.pick(["", "inline", "fullscreen", "sideways"]),
                               "ESCDELAY": random.pick(["", "25", "-3", "99999999999999999999", "x"])]
            do {
                try build(command, arguments, environment: environment, standardInputIsTerminal: random.chance(50))
                requests += 1
            } catch let error as UsageError {
                errors += 1
                let message = error.message
                if message.isEmpty || message.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) {
                    return XCTFail("iteration \(iteration): \(command) \(arguments): usage error \(message.debugDescription)")
                }
            } catch {
                return XCTFail("iteration \(iteration): \(command) \(arguments): \(error), not a usage error")
            }
        }
        XCTAssertGreaterThan(requests, fuzzIterations / 20, "the command lines are not all wrong")
        XCTAssertGreaterThan(errors, fuzzIterations / 20, "the command lines are not all right")
    }

    /// What `Swalert.run` does with a command line before anything is shown.
    private func build(_ command: Command, _ arguments: [String], environment: Environment,
                       standardInputIsTerminal: Bool) throws {
        if command == .wait {
            _ = try WaitRequest(arguments, environment: environment, standardInputIsTerminal: standardInputIsTerminal)
            return
        }
        if command == .form {
            _ = try FormRequest(arguments, environment: environment, loadSpec: { _ in "text spec Spec --required" }).form
            return
        }
        let parsed = try ParsedArguments.scan(arguments, options: command.options)
        switch command {
        case .alert, .confirm:
            let request = try AlertRequest(command, parsed, environment: environment, standardInputIsTerminal: standardInputIsTerminal)
            _ = request.makeAlert("message")
        case .input:
            let request = try InputRequest(parsed, environment: environment, standardInputIsTerminal: standardInputIsTerminal)
            _ = request.makeInput("message")
        case .choose:
            let request = try ChooseRequest(parsed, environment: environment, standardInputIsTerminal: standardInputIsTerminal)
            _ = request.makeChoose(message: "message", items: request.items(from: ["a", "b\tc"]))
        case .toast:
            _ = try ToastRequest(parsed, environment: environment, standardInputIsTerminal: standardInputIsTerminal)
        case .wait, .form, .reset:
            break
        }
    }
}
