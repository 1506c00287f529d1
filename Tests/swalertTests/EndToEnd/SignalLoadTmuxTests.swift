import Foundation
import XCTest

/// Signals while a dialog is busy, seen through tmux: after a storm of resizes the last screen is the whole
/// dialog laid out for the final size, exactly as a dialog started at that size draws it; Ctrl-Z and `fg`
/// several times in a row give the shell its screen back each time and the dialog its own.
final class SignalLoadTmuxTests: XCTestCase {
    private let swalert = Binary.swalert.path
    /// Animated, as a user's terminal would run it.
    private let environment = ["TERM": "xterm-256color", "COLORTERM": "truecolor"]

    /// 100 resizes as fast as tmux takes them (about a second), ending at `width`×`height`.
    private func storm(_ session: TmuxSession, toWidth width: Int, height: Int) throws {
        for index in 0..<99 {
            try session.resize(width: 20 + (index * 37) % 100, height: 5 + (index * 13) % 30)
        }
        try session.resize(width: width, height: height)
    }

    /// The screen of `command` started at `width`×`height` once `ready` shows, and after `keys`.
    private func reference(_ command: String, width: Int, height: Int, ready: String, typing keys: String? = nil) throws
        -> (screen: [String], cursor: (x: Int, y: Int)) {
        // Without the pop-in: its frames show the text before the box has its final size.
        var steady = environment
        steady["SWALERT_NO_ANIMATION"] = "1"
        let session = try TmuxSession(command, width: width, height: height, environment: steady)
        try session.waitFor(ready)
        if let keys {
            try session.sendText(keys)
            try session.waitFor(keys)
        }
        return (try session.capture(), try session.cursorPosition())
    }

    func testAfterAResizeStormTheAlertIsLaidOutForTheFinalSize() throws {
        let command = "\(swalert) alert 'The storm is over and the box is whole again' --title Weather --button '&Good' --button '&Bad'"
        let expected = try reference(command, width: 50, height: 16, ready: "< Bad >")
        let session = try TmuxSession(command, width: 80, height: 24, environment: environment)
        try session.waitFor("╭")  // the pop-in has begun
        try storm(session, toWidth: 50, height: 16)
        try session.waitUntil("the screen of an alert started at 50×16:\n\(session.describe(expected.screen))") { $0 == expected.screen }
        try session.sendKeys("b")
        XCTAssertEqual(try session.waitForExitStatus(), 1)
        XCTAssertEqual(session.stdout, "Bad\n")
        XCTAssertFalse(try session.isAlternateScreen)
        XCTAssertTrue(try session.cursorVisible)
    }

    func testAfterAResizeStormAnInputShowsItsValueAndCaretForTheFinalSize() throws {
        let command = "\(swalert) input 'Where should the backup go?' --title Backup"
        let expected = try reference(command, width: 44, height: 14, ready: "< OK >", typing: "/srv/backups")
        let session = try TmuxSession(command, width: 90, height: 30, environment: environment)
        try session.waitFor("< OK >")
        try session.sendText("/srv/")
        try session.waitFor("/srv/")
        try storm(session, toWidth: 44, height: 14)
        try session.sendText("backups")
        try session.waitUntil("the screen of an input started at 44×14:\n\(session.describe(expected.screen))") { $0 == expected.screen }
        let cursor = try session.cursorPosition()
        XCTAssertTrue(cursor == expected.cursor, "the caret at \(cursor), as at \(expected.cursor) in a fresh input")
        XCTAssertTrue(try session.cursorVisible)
        try session.sendKeys("Enter")
        XCTAssertEqual(try session.waitForExitStatus(), 0)
        XCTAssertEqual(session.stdout, "/srv/backups\n")
        XCTAssertFalse(try session.isAlternateScreen)
    }

    func testAfterAResizeStormAWaitShowsItsWholeBoxForTheFinalSize() throws {
        // A gauge fed one status line and then left waiting: nothing on its screen changes with time but the
        // spinner, which the comparison leaves out.
        let command = "(printf '62 Copying the photos\\n'; exec sleep 30) | \(swalert) wait --fullscreen --title Backup"
        let expected = try reference(command, width: 46, height: 12, ready: "62%")
        let session = try TmuxSession(command, width: 100, height: 30, environment: environment)
        try session.waitFor("62%")
        try storm(session, toWidth: 46, height: 12)
        try session.waitUntil("the screen of a wait started at 46×12:\n\(session.describe(expected.screen))") {
            $0.map(withoutSpinner) == expected.screen.map(withoutSpinner)
        }
        XCTAssertTrue(try session.isAlternateScreen)
    }

    func testCtrlZAndFgSeveralTimesInARow() throws {
        let session = try TmuxSession("exec bash --norc --noprofile", width: 60, height: 16,
                                      environment: environment.merging(["PS1": "$ "]) { $1 }, captureStdout: false)
        try session.waitFor("$")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("swalert-cycles-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        // One job for bash to stop and continue: a list typed at the prompt would go on without the dialog.
        try session.sendText("cd '\(directory.path)'; sh -c 'stty -g > before; \(swalert) alert \"Suspend me\" --button \"&Keep\" --button \"&Drop\" > answer; echo rc=$?; stty -g > after'")
        try session.sendKeys("Enter")
        try session.waitFor("< Drop >")
        for cycle in 1...4 {
            try session.sendKeys("C-z")
            try session.waitUntil("the job stopped, cycle \(cycle)") { $0.filter { $0.contains("Stopped") }.count >= 1 && !$0.contains { $0.contains("< Drop >") } }
            XCTAssertFalse(try session.isAlternateScreen, "cycle \(cycle): the shell gets its normal screen back")
            XCTAssertTrue(try session.cursorVisible, "cycle \(cycle)")
            try session.sendText("clear; fg")
            try session.sendKeys("Enter")
            try session.waitFor("< Drop >")
            XCTAssertTrue(try session.isAlternateScreen, "cycle \(cycle): the dialog again")
            XCTAssertFalse(try session.cursorVisible, "cycle \(cycle)")
        }
        try session.sendKeys("d")
        try session.waitFor("rc=1")
        try session.sendText("cmp before after && echo same-modes; cat answer")
        try session.sendKeys("Enter")
        try session.waitUntil("same-modes and the answer Drop") { $0.contains("same-modes") && $0.contains("Drop") }
    }

    func testCtrlZAndFgKeepWhatWasTypedInAnInlineInput() throws {
        let session = try TmuxSession("exec bash --norc --noprofile", width: 60, height: 16,
                                      environment: environment.merging(["PS1": "$ "]) { $1 }, captureStdout: false)
        try session.waitFor("$")
        try session.sendText("sh -c '\(swalert) input Name? --inline; echo rc=$?'")
        try session.sendKeys("Enter")
        try session.waitFor("< OK >")
        for (cycle, typed) in ["Gr", "ace", " Hopper"].enumerated() {
            try session.sendText(typed)
            try session.sendKeys("C-z")
            try session.waitFor("Stopped")
            XCTAssertTrue(try session.cursorVisible, "cycle \(cycle)")
            try session.sendText("clear; fg")
            try session.sendKeys("Enter")
            try session.waitFor("< OK >")
        }
        try session.sendKeys("Enter")
        let done = try session.waitFor("rc=0")
        XCTAssertTrue(done.contains("Grace Hopper"), "the value typed across the suspends:\n\(session.describe(done))")
    }

    private func withoutSpinner(_ row: String) -> String {
        String(row.map { ("\u{2800}"..."\u{28FF}").contains($0) ? " " : $0 })
    }
}
