import Foundation
import XCTest
@testable import DialogKit

/// `--accessible` in tmux: after every move the terminal's cursor, shown, is on what has the focus, where a screen
/// reader or a magnifier looks for it.
final class AccessibleTmuxTests: XCTestCase {
    private let swalert = Binary.swalert.path
    private let environment = ["TERM": "xterm-256color"]

    /// Waits until the screen has a row holding `row` and the cursor, shown, stands on it where `at` begins (from
    /// the row's first match of `row`); fails showing both.
    private func waitForCursor(on row: String, at: String, in session: TmuxSession,
                               file: StaticString = #filePath, line: UInt = #line) throws {
        var last = (screen: [String](), cursor: (x: -1, y: -1), expected: (x: -1, y: -1), visible: false)
        let found = try Waiting.until(timeout: 5) { () -> Bool? in
            let screen = try session.capture(), cursor = try session.cursorPosition(), visible = try session.cursorVisible
            last = (screen, cursor, (-1, -1), visible)
            guard let y = screen.firstIndex(where: { $0.contains(row) }), let start = screen[y].range(of: row),
                  let target = screen[y][start.lowerBound...].range(of: at) else { return nil }
            let x = String(screen[y][..<target.lowerBound]).displayWidth
            last.expected = (x, y)
            return cursor.x == x && cursor.y == y && visible ? true : nil
        }
        if found == nil {
            XCTFail("""
                the cursor (\(last.visible ? "shown" : "hidden")) at \(last.cursor), not at \(last.expected) on "\(row)":
                \(session.describe(last.screen))
                """, file: file, line: line)
        }
    }

    private func quoted(_ words: [String]) -> String {
        words.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
    }

    func testTheCursorFollowsTheFocusedItemOfAList() throws {
        // tmux keeps the thumb of 👍🏽 and drops its skin tone: the rows are found by the thumb.
        let session = try TmuxSession(quoted([swalert, "choose", "Pick", "--fullscreen", "--accessible", "--",
                                              "apple", "日本 banana", "👍🏽 cherry"]), width: 50, height: 14,
                                      environment: environment)
        try waitForCursor(on: "> apple", at: "apple", in: session)
        try session.sendKeys("Down")
        try waitForCursor(on: "> 日本 banana", at: "日本", in: session)
        try session.sendKeys("Down")
        try waitForCursor(on: "> 👍", at: "👍", in: session)
        try session.sendKeys("Up")
        try waitForCursor(on: "> 日本 banana", at: "日本", in: session)
        // Typing filters: the best match is focused, and the cursor goes with it, not to the query.
        try session.sendText("che")
        try waitForCursor(on: "> 👍", at: "👍", in: session)
        try session.sendKeys("Enter")
        XCTAssertEqual(try session.waitForExitStatus(), 0)
        XCTAssertEqual(session.stdout, "👍🏽 cherry\n")
    }

    func testTheCursorSitsOnTheFocusedCheckBoxOfACheckList() throws {
        let session = try TmuxSession(quoted([swalert, "choose", "Pick", "--multi", "--accessible", "--",
                                              "one", "two", "three"]), width: 50, height: 14, environment: environment)
        try waitForCursor(on: "> [ ] one", at: "[ ]", in: session)
        try session.sendKeys("Space")
        try waitForCursor(on: "> [x] one", at: "[x]", in: session)
        try session.sendKeys("Down")
        try waitForCursor(on: "> [ ] two", at: "[ ]", in: session)
        try session.sendKeys("Down", "Space")
        try waitForCursor(on: "> [x] three", at: "[x]", in: session)
        try session.sendKeys("Enter")
        XCTAssertEqual(try session.waitForExitStatus(), 0)
        XCTAssertEqual(session.stdout, "one\nthree\n")
    }

    func testTheCursorFollowsTheFocusThroughAFormItsListAndItsButtons() throws {
        let session = try TmuxSession(quoted([swalert, "form", "--accessible", "--text", "name", "Name", "--default", "Ada",
                                              "--choose", "fruit", "Fruit", "apple", "banana", "cherry"]),
                                      width: 60, height: 20, environment: environment)
        // In a line field the cursor is its caret.
        try session.waitFor("Ada")
        try session.sendKeys("Home")
        try waitForCursor(on: "Ada", at: "Ada", in: session)
        try session.sendKeys("Tab")
        // A choose field's items are radio buttons: the cursor on the focused one's.
        try waitForCursor(on: "> (*) apple", at: "(*)", in: session)
        try session.sendKeys("Down")
        try waitForCursor(on: "> (*) banana", at: "(*)", in: session)
        try session.sendKeys("Tab")
        try waitForCursor(on: "< OK >", at: "OK", in: session)
        try session.sendKeys("Tab")
        try waitForCursor(on: "< Cancel >", at: "Cancel", in: session)
        try session.sendKeys("BTab", "Enter")
        XCTAssertEqual(try session.waitForExitStatus(), 0)
        XCTAssertEqual(session.stdout, "name='Ada'\nfruit='banana'\n")
    }

    func testTheCursorIsOnTheFocusedButtonOfAConfirm() throws {
        let session = try TmuxSession(quoted([swalert, "confirm", "Go on?", "--accessible"]), width: 50, height: 12,
                                      environment: ["TERM": "xterm-256color", "SWALERT_ACCESSIBLE": "0"])
        // SWALERT_ACCESSIBLE=0 leaves it off; the flag turns it on.
        try waitForCursor(on: "< Yes >", at: "Yes", in: session)
        try session.sendKeys("Right")
        try waitForCursor(on: "< No >", at: "No", in: session)
        try session.sendKeys("Enter")
        XCTAssertEqual(try session.waitForExitStatus(), 1)
    }

    func testSwalertAccessibleTurnsItOnAndWithoutItTheCursorIsHidden() throws {
        let on = try TmuxSession(quoted([swalert, "choose", "Pick", "--", "apple", "banana"]), width: 50, height: 12,
                                 environment: ["TERM": "xterm-256color", "SWALERT_ACCESSIBLE": "1"])
        try waitForCursor(on: "> apple", at: "apple", in: on)
        try on.sendKeys("Down")
        try waitForCursor(on: "> banana", at: "banana", in: on)
        let off = try TmuxSession(quoted([swalert, "confirm", "Go on?"]), width: 50, height: 12,
                                  environment: ["TERM": "xterm-256color", "SWALERT_NO_ANIMATION": "1"])
        try off.waitFor("< No >")
        XCTAssertFalse(try off.cursorVisible, "without it an alert hides the cursor")
    }
}
