import DialogKit
import Foundation
import XCTest

final class EnvironmentTests: XCTestCase {
    func testALiteralReadsLikeADictionary() {
        let environment: Environment = ["TERM": "xterm-256color", "NO_COLOR": ""]
        XCTAssertEqual(environment["TERM"], "xterm-256color")
        XCTAssertEqual(environment["NO_COLOR"], "", "set but empty is not unset")
        XCTAssertNil(environment["COLORTERM"])
    }

    func testSettingReplacesAndNilUnsets() {
        var environment: Environment = ["TERM": "dumb", "TMUX": "/tmp/tmux-0/default"]
        environment["TERM"] = "xterm"
        environment["TMUX"] = nil
        environment["COLORTERM"] = "truecolor"
        XCTAssertEqual(environment, ["TERM": "xterm", "COLORTERM": "truecolor"])
        XCTAssertNil(environment["TMUX"])
        environment["NOT_SET"] = nil
        XCTAssertEqual(environment, ["COLORTERM": "truecolor", "TERM": "xterm"], "order does not matter")
    }

    func testEqualityNeedsTheSameNamesAndValues() {
        XCTAssertNotEqual(Environment(["TERM": "xterm"]), ["TERM": "xterm", "TMUX": "1"])
        XCTAssertNotEqual(Environment(["TERM": "xterm"]), ["TERM": "screen"])
        XCTAssertEqual(Environment(["TERM": "xterm", "LINES": "24"]), ["LINES": "24", "TERM": "xterm"])
    }

    func testReadingTakesOnlyTheNamedVariablesThatAreSet() {
        setenv("SWALERT_ENVIRONMENT_TEST_SET", "ünïcode value", 1)
        setenv("SWALERT_ENVIRONMENT_TEST_EMPTY", "", 1)
        unsetenv("SWALERT_ENVIRONMENT_TEST_UNSET")
        defer {
            unsetenv("SWALERT_ENVIRONMENT_TEST_SET")
            unsetenv("SWALERT_ENVIRONMENT_TEST_EMPTY")
        }
        let environment = Environment.reading(["SWALERT_ENVIRONMENT_TEST_SET", "SWALERT_ENVIRONMENT_TEST_EMPTY",
                                               "SWALERT_ENVIRONMENT_TEST_UNSET"])
        XCTAssertEqual(environment, ["SWALERT_ENVIRONMENT_TEST_SET": "ünïcode value", "SWALERT_ENVIRONMENT_TEST_EMPTY": ""])
        XCTAssertNil(Environment.reading(["PATH"])["HOME"], "only the names asked for")
    }

    func testIconStylesHoldOneStylePerIcon() {
        var styles: IconStyles = [.warning: Style(foreground: .yellow)]
        XCTAssertEqual(styles[.warning], Style(foreground: .yellow))
        XCTAssertNil(styles[.info])
        styles[.info] = Style(attributes: .bold)
        styles[.warning] = nil
        XCTAssertEqual(styles, IconStyles(info: Style(attributes: .bold), warning: nil, error: nil, question: nil))
        for icon in Icon.allCases where icon != .info { XCTAssertNil(styles[icon], "\(icon)") }
    }
}
