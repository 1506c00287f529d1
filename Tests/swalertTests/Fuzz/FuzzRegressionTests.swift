import XCTest
@testable import DialogKit
@testable import swalert

/// What the fuzz tests and libFuzzer found, kept as plain cases so each stays fixed.
final class FuzzRegressionTests: XCTestCase {
    /// ArgumentsFuzzTests, seed 0x5EED_0301, iteration 6: a usage error quoted an argument holding ESC
    /// (`too many arguments: '\e[31m'`), and one holding a newline broke the message over two lines.
    func testAUsageErrorQuotesControlCharactersVisibly() throws {
        func message(_ command: Command, _ arguments: [String]) -> String? {
            do {
                let parsed = try ParsedArguments.scan(arguments, options: command.options)
                _ = try AlertRequest(command, parsed, environment: ["TERM": "xterm"], standardInputIsTerminal: true)
                return nil
            } catch {
                return (error as? UsageError)?.message
            }
        }
        XCTAssertEqual(message(.alert, ["a", "\u{1b}[31m"]), "too many arguments: '^[[31m' (quote a message that has spaces)")
        XCTAssertEqual(message(.alert, ["a", "--bo\ngus"]), "unknown option '--bo^Jgus'")
        XCTAssertEqual(message(.confirm, ["a", "--timeout", "1\u{9b}6n"]),
                       "option '--timeout': '1^[[6n' is not a number of seconds from 0 to 31536000")
    }
}
