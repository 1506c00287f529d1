import Foundation
import XCTest

/// Inside tmux, tmux itself answers the colour query: with the pane's `window-style` background where one is
/// set (tmux 3.3a), else with DA1 alone. The dialog takes the answer, draws in the palette it implies, and
/// reads keys as ever.
final class ColorQueryTmuxTests: XCTestCase {
    private let swalert = Binary.swalert.path
    private let environment = ["SWALERT_NO_ANIMATION": "1", "TERM": "xterm-256color"]

    /// Runs `swalert input` in a pane whose default colours are `style`, types `x` and Enter; returns the screen
    /// as drawn (with its escapes) before the key, and checks the answer.
    private func inputScreen(style: String, colorfgbg: String? = nil, file: StaticString = #filePath,
                             line: UInt = #line) throws -> [String] {
        var environment = self.environment
        if let colorfgbg { environment["COLORFGBG"] = colorfgbg }
        let session = try TmuxSession("tmux set-option -p window-style '\(style)' && \(swalert) input 'Name?'",
                                      width: 50, height: 12, environment: environment)
        _ = try session.waitFor("Name?")
        let screen = try session.captureWithEscapes()
        XCTAssertFalse(try session.capture().joined().contains("rgb:"), "no reply shows", file: file, line: line)
        try session.sendText("x")
        try session.sendKeys("Enter")
        XCTAssertEqual(try session.waitForExitStatus(), 0, file: file, line: line)
        XCTAssertEqual(session.stdout, "x\n", "nothing of tmux's answer is in the answer", file: file, line: line)
        return screen
    }

    func testTmuxAnswersForThePaneAndTheDialogDrawsInThePaletteItImplies() throws {
        let light = try inputScreen(style: "bg=#ffffff,fg=#000000")
        let told = try inputScreen(style: "bg=#ffffff,fg=#000000", colorfgbg: "0;15")
        let dark = try inputScreen(style: "bg=#000000,fg=#ffffff")
        XCTAssertEqual(light, told, "tmux's white background draws as COLORFGBG=0;15 does")
        XCTAssertNotEqual(light, dark, "a light and a dark pane get different palettes")
    }

    func testWithoutAPaneStyleTmuxAnswersDA1AloneAndTheDialogShowsAtOnce() throws {
        let session = try TmuxSession("\(swalert) input 'Name?'", width: 50, height: 12, environment: environment)
        _ = try session.waitFor("Name?", timeout: 2)
        try session.sendText("ok")
        try session.sendKeys("Enter")
        XCTAssertEqual(try session.waitForExitStatus(), 0)
        XCTAssertEqual(session.stdout, "ok\n")
    }
}
