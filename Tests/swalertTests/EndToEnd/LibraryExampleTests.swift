import XCTest

/// `Examples/DialogKitExample`, a Swift program using DialogKit as a library: built with the tests, driven
/// here as a user would, with the command line's defaults (`NO_COLOR`) honoured without code of its own.
final class LibraryExampleTests: XCTestCase {
    private let example = Binary.locate("DialogKitExample").path

    func testTheExamplePresentsAnAlertAnInputAndAWaitFromSwift() throws {
        for noColor in [false, true] {
            var environment = ["SWALERT_NO_ANIMATION": "1"]
            if noColor { environment["NO_COLOR"] = "1" }
            let process = try PTYProcess(example, environment: environment)
            let alert = try process.waitForOutput(containing: "production?")
            process.send("\r")
            let input = try process.waitForOutput(containing: "release:", after: alert)
            process.send(" today\r")
            try process.waitForOutput(containing: "Deploying", after: input)
            XCTAssertEqual(try process.waitForExit(), .exited(0))
            XCTAssertEqual(process.stdoutText, "deployed: Fixes the login page today\n")
            XCTAssertEqual(process.terminalModes().differences(from: process.initialModes), [])
            let coloured = process.outputText.contains("38;5;") || process.outputText.contains("48;5;")
            XCTAssertEqual(coloured, !noColor, "colour follows NO_COLOR, as the command line's does")
        }
    }

    func testCancellingTheAlertEndsTheExample() throws {
        let process = try PTYProcess(example, environment: ["SWALERT_NO_ANIMATION": "1"])
        try process.waitForOutput(containing: "production?")
        process.send("c")
        XCTAssertEqual(try process.waitForExit(), .exited(1))
        XCTAssertEqual(process.stdoutText, "not deployed\n")
        XCTAssertEqual(process.terminalModes().differences(from: process.initialModes), [])
    }
}
