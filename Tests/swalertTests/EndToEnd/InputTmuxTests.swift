import Foundation
import XCTest

/// `swalert input` in tmux: the box, the text and the real cursor as a user sees them.
final class InputTmuxTests: XCTestCase {
    private let swalert = Binary.swalert.path
    private let environment = ["SWALERT_NO_ANIMATION": "1", "TERM": "xterm-256color"]

    func testTypingShowsTheTextWithTheCursorAfterItAndEnterGivesTheScreenBack() throws {
        let session = try TmuxSession(
            "printf 'before\\n' > /dev/tty; \(swalert) input 'Where should the backup go?' --title Backup --placeholder /mnt/backup",
            width: 60, height: 14, environment: environment)
        // Inside tmux the backdrop is the screen as it was, dimmed.
        try session.waitForScreen("""
            before

                   ╭────────────────────────────────────────────╮
                   │                                            │
                   │                   Backup                   │
                   │                                            │
                   │  Where should the backup go?               │
                   │                                            │
                   │  /mnt/backup                               │
                   │                                            │
                   │             < OK >  < Cancel >             │
                   ╰────────────────────────────────────────────╯

                        Enter accept · Tab move · Esc cancel
            """)
        XCTAssertTrue(try session.cursorVisible, "the caret is the terminal's cursor")
        XCTAssertEqual(try session.cursorPosition().x, 10)
        XCTAssertEqual(try session.cursorPosition().y, 8)
        try session.sendText("/srv/日本 ok")
        let screen = try session.waitFor("/srv/日本 ok")
        XCTAssertFalse(screen.joined().contains("/mnt/backup"), "the placeholder goes once there is text")
        XCTAssertEqual(try session.cursorPosition().x, 10 + 12, "after 5 + 4 + 1 + 2 columns")
        try session.sendKeys("Home")
        try session.waitUntil("the cursor at the field's start") { _ in (try? session.cursorPosition().x) == 10 }
        try session.sendKeys("Enter")
        XCTAssertEqual(try session.waitForExitStatus(), 0)
        XCTAssertEqual(session.stdout, "/srv/日本 ok\n")
        let after = try session.capture()
        XCTAssertEqual(after.first, "before", "the screen comes back as it was")
        XCTAssertFalse(try session.isAlternateScreen)
        XCTAssertTrue(try session.cursorVisible)
    }

    func testAPasswordShowsOnlyBullets() throws {
        let session = try TmuxSession("\(swalert) input 'Password:' --password", width: 60, height: 12, environment: environment)
        try session.waitFor("Password:")
        try session.sendText("correct horse")
        let screen = try session.waitFor("•••••••••••••")
        XCTAssertFalse(screen.joined().contains("horse"), session.describe(screen))
        try session.sendKeys("Enter")
        XCTAssertEqual(try session.waitForExitStatus(), 0)
        XCTAssertEqual(session.stdout, "correct horse\n")
    }

    func testInlineEditsBelowThePromptAndErasesItself() throws {
        let session = try TmuxSession(
            "printf 'prompt> '; \(swalert) input 'Name?' --inline --value Ada; printf 'done'",
            width: 50, height: 14, environment: environment, captureStdout: false)
        let screen = try session.waitFor("Name?")
        XCTAssertEqual(screen[0], "prompt>")
        XCTAssertTrue(screen.contains { $0.contains("Ada") }, session.describe(screen))
        let fieldRow = try XCTUnwrap(screen.firstIndex { $0.contains("Ada") })
        XCTAssertEqual(try session.cursorPosition().y, fieldRow, "the cursor is on the field's row")
        try session.sendText(" Lovelace")
        try session.waitFor("Ada Lovelace")
        try session.sendKeys("Enter")
        let after = try session.waitFor("done")
        XCTAssertEqual(after[0], "prompt> Ada Lovelace")
        XCTAssertEqual(after[1], "done")
    }
}
