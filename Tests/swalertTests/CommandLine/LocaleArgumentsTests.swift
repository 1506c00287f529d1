import XCTest
@testable import swalert
@testable import DialogKit

/// What the command line takes from the locale.
final class LocaleArgumentsTests: XCTestCase {
    func testTheCommandLineFetchesTheLocaleVariables() {
        XCTAssertTrue(Set(Command.environmentVariables).isSuperset(of: ["LC_ALL", "LC_CTYPE", "LANG"]))
    }

    func testWaitTurnsTheASCIISpinnerOutsideUTF8UnlessAnotherIsAskedFor() throws {
        func spinner(_ arguments: [String], _ environment: Environment) throws -> Spinner {
            try WaitRequest(arguments + ["--", "true"], environment: environment, standardInputIsTerminal: true).spinner
        }
        XCTAssertEqual(try spinner([], ["LANG": "C.UTF-8"]), .dots)
        XCTAssertEqual(try spinner([], [:]), .dots)
        XCTAssertEqual(try spinner([], ["LANG": "C"]), .line)
        XCTAssertEqual(try spinner([], ["LC_ALL": "de_DE.ISO-8859-1"]), .line)
        XCTAssertEqual(try spinner(["--spinner", "arc"], ["LANG": "C"]), .arc)
    }

    func testInputReadsAndAnswersInTheLocalesCharset() throws {
        func charset(_ environment: Environment) throws -> Charset {
            try InputRequest(try ParsedArguments.scan(["Name?"], options: Command.input.options), environment: environment,
                             standardInputIsTerminal: true).charset
        }
        XCTAssertEqual(try charset([:]), .utf8)
        XCTAssertEqual(try charset(["LANG": "C"]), .ascii)
        XCTAssertEqual(try charset(["LANG": "en_US.UTF-8", "LC_ALL": "fr_FR.ISO-8859-15"]), .latin9)
    }
}
