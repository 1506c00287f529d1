import XCTest
@testable import DialogKit

/// The library's reading of the environment: what a Swift program gets without copying the command line's rules.
final class PresentationOptionsTests: XCTestCase {
    func testColourFollowsTheTerminalUnlessNoColorIsSet() throws {
        XCTAssertEqual(try PresentationOptions.detect(environment: ["TERM": "xterm-256color"]).colorDepth, .ansi256)
        XCTAssertEqual(try PresentationOptions.detect(environment: ["TERM": "xterm", "COLORTERM": "truecolor"]).colorDepth, .trueColor)
        let noColor = try PresentationOptions.detect(environment: ["TERM": "xterm-256color", "NO_COLOR": "1"])
        XCTAssertEqual(noColor.colorDepth, .none)
        XCTAssertFalse(noColor.animated, "no animation without colour")
        XCTAssertEqual(try PresentationOptions.detect(environment: ["TERM": "xterm-256color", "NO_COLOR": ""]).colorDepth, .ansi256,
                       "an empty NO_COLOR does not count")
        XCTAssertEqual(try PresentationOptions.detect(environment: ["NO_COLOR": "1"], color: .always).colorDepth, .ansi16)
        XCTAssertEqual(try PresentationOptions.detect(environment: ["TERM": "xterm-256color"], color: .never).colorDepth, .none)
    }

    func testPlacementAnimationAndEscDelayComeFromTheirVariables() throws {
        let defaults = try PresentationOptions.detect(environment: ["TERM": "xterm-256color"])
        XCTAssertEqual(defaults.placement, .fullscreen)
        XCTAssertTrue(defaults.animated)
        XCTAssertEqual(defaults.escapeDelay, 0.05)
        let set = try PresentationOptions.detect(environment: ["TERM": "xterm-256color", "SWALERT_PLACEMENT": "inline",
                                                               "SWALERT_NO_ANIMATION": "1", "ESCDELAY": "25", "TMUX": "/tmp/t,1,0"])
        XCTAssertEqual(set.placement, .inline)
        XCTAssertFalse(set.animated)
        XCTAssertEqual(set.escapeDelay, 0.025)
        XCTAssertTrue(set.traits.insideTmux)
        XCTAssertEqual(try PresentationOptions.detect(environment: ["TERM": "xterm", "ESCDELAY": "-3"]).escapeDelay, 0.05)
        XCTAssertThrowsError(try PresentationOptions.detect(environment: ["SWALERT_PLACEMENT": "sideways"])) { error in
            XCTAssertEqual("\(error)", "SWALERT_PLACEMENT: 'sideways' is not fullscreen or inline")
        }
    }

    /// GNU screen with its default `altscreen off` would lose the window under a full-screen dialog for good.
    func testInsideGNUScreenTheDefaultPlacementIsInline() throws {
        let screen = ["TERM": "screen", "STY": "4242.pts-0.host"]
        XCTAssertEqual(try PresentationOptions.detect(environment: Environment(screen)).placement, .inline)
        XCTAssertEqual(try PresentationOptions.detect(environment: Environment(screen.merging(["SWALERT_PLACEMENT": "fullscreen"]) { $1 })).placement,
                       .fullscreen, "asked for, it is still full screen")
        XCTAssertEqual(try PresentationOptions.detect(environment: Environment(screen.merging(["TMUX": "/tmp/t,1,0"]) { $1 })).placement,
                       .fullscreen, "a tmux inside screen keeps its own alternate screen")
        XCTAssertEqual(try PresentationOptions.detect(environment: ["TERM": "screen", "STY": ""]).placement, .fullscreen)
    }

    func testADumbOrMissingTerminalTypePrefersPlainLines() {
        XCTAssertTrue(PresentationOptions.prefersPlain(environment: [:]))
        XCTAssertTrue(PresentationOptions.prefersPlain(environment: ["TERM": ""]))
        XCTAssertTrue(PresentationOptions.prefersPlain(environment: ["TERM": "dumb"]))
        XCTAssertFalse(PresentationOptions.prefersPlain(environment: ["TERM": "vt100"]))
    }
}
