import Foundation
import XCTest
@testable import DialogKit

/// The real binary in tmux, a real terminal emulator: what the user sees, before, during and after.
final class AlertTmuxTests: XCTestCase {
    private let swalert = Binary.swalert.path

    func testFullscreenShowsTheBoxAndGivesTheScreenBackExactly() throws {
        let session = try TmuxSession(
            "printf 'first line\\nsecond line\\n' > /dev/tty; \(swalert) alert 'Disk is almost full.' --title Warning --button '&Clean up' --button Later --cancel Later",
            width: 60, height: 14, environment: ["SWALERT_NO_ANIMATION": "1", "TERM": "xterm-256color"])
        // Inside tmux the backdrop is the screen as it was, dimmed.
        try session.waitForScreen("""
            first line
            second line

                           ╭────────────────────────────╮
                           │                            │
                           │          Warning           │
                           │                            │
                           │    Disk is almost full.    │
                           │                            │
                           │  < Clean up >  < Later >   │
                           ╰────────────────────────────╯


                        ←/→ move · Enter choose · Esc cancel
            """)
        XCTAssertTrue(try session.isAlternateScreen)
        XCTAssertFalse(try session.cursorVisible, "the cursor is hidden while the dialog shows")
        try session.sendKeys("Escape")
        XCTAssertEqual(try session.waitForExitStatus(), 1)
        XCTAssertEqual(session.stdout, "Later\n")
        let after = try session.capture()
        XCTAssertEqual(Array(after.prefix(2)), ["first line", "second line"], "the screen comes back as it was")
        XCTAssertFalse(after.joined().contains("Warning"))
        XCTAssertFalse(try session.isAlternateScreen)
        XCTAssertTrue(try session.cursorVisible)
    }

    func testInlineDrawsBelowTheCursorAndLeavesItWhereItWas() throws {
        let session = try TmuxSession(
            "printf 'line one\\nprompt> '; \(swalert) confirm 'Keep going?' --inline --print; printf 'done'",
            width: 50, height: 14, environment: ["SWALERT_NO_ANIMATION": "1", "TERM": "xterm-256color"],
            captureStdout: false)
        let screen = try session.waitFor("Keep going?")
        XCTAssertEqual(screen[0], "line one")
        XCTAssertEqual(screen[1], "prompt>", "the line the cursor was on is untouched")
        XCTAssertTrue(screen[2].contains("╭"), "the box starts on the row below the cursor:\n\(session.describe(screen))")
        XCTAssertFalse(try session.isAlternateScreen)
        try session.sendKeys("y")
        let after = try session.waitFor("done")
        XCTAssertEqual(after[0], "line one")
        XCTAssertEqual(after[1], "prompt> Yes", "the cursor came back after 'prompt> '; the answer printed there")
        XCTAssertEqual(after[2], "done")
        XCTAssertTrue(after.dropFirst(3).allSatisfy { $0.isEmpty }, "the box is erased:\n\(session.describe(after))")
    }

    func testInlineAtTheBottomScrollsToMakeRoomAndKeepsTheScrollback() throws {
        let session = try TmuxSession(
            "seq 1 30; \(swalert) alert 'At the bottom' --inline; echo end",
            width: 40, height: 12, environment: ["SWALERT_NO_ANIMATION": "1", "TERM": "xterm-256color"],
            captureStdout: false)
        let screen = try session.waitFor("At the bottom")
        XCTAssertTrue(screen.contains("30"), "the last line printed is still visible:\n\(session.describe(screen))")
        try session.sendKeys("Enter")
        let after = try session.waitFor("end")
        let thirty = try XCTUnwrap(after.firstIndex(of: "30"))
        XCTAssertEqual(after[thirty + 1], "OK", "the label is printed where the cursor was, right after 30")
        XCTAssertEqual(after[thirty + 2], "end")
    }

    func testResizeRewrapsTheMessageAtOnce() throws {
        let session = try TmuxSession(
            "\(swalert) alert 'The quick brown fox jumps over the lazy dog near the river bank'",
            width: 80, height: 16, environment: ["SWALERT_NO_ANIMATION": "1", "TERM": "xterm-256color"])
        let wide = try session.waitFor("lazy dog near the")
        XCTAssertTrue(wide.contains { $0.contains("The quick brown fox jumps over the lazy dog near the") }, session.describe(wide))
        try session.resize(width: 30, height: 16)
        let narrow = try session.waitUntil("the message rewrapped for 30 columns") { screen in
            screen.contains { $0.contains("The quick brown fox") } && !screen.contains { $0.contains("fox jumps") }
        }
        XCTAssertTrue(narrow.allSatisfy { $0.count <= 30 }, session.describe(narrow))
        XCTAssertTrue(narrow.contains { $0.contains("< OK >") })
        try session.sendKeys("Enter")
        XCTAssertEqual(try session.waitForExitStatus(), 0)
    }

    func testCtrlZSuspendsCleanlyAndFgRedraws() throws {
        let session = try TmuxSession("exec bash --norc --noprofile", width: 60, height: 16,
                                      environment: ["SWALERT_NO_ANIMATION": "1", "TERM": "xterm-256color", "PS1": "$ "],
                                      captureStdout: false)
        try session.waitFor("$")
        // The shell's files go to a directory of their own, never into the working directory.
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("swalert-ctrl-z-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try session.sendText("cd '\(directory.path)'; stty -g > before; \(swalert) confirm 'Suspend me?' --print > answer; echo rc=$?; stty -g > after")
        try session.sendKeys("Enter")
        // Not "Suspend me?": the typed command line holds that text before the dialog exists.
        try session.waitFor("< Yes >")
        try session.sendKeys("C-z")
        try session.waitFor("Stopped")
        XCTAssertFalse(try session.isAlternateScreen, "the shell gets its normal screen back")
        XCTAssertTrue(try session.cursorVisible)
        try session.sendText("fg")
        try session.sendKeys("Enter")
        try session.waitFor("< Yes >")  // bash echoes the job's command line on fg; the buttons are the dialog's
        XCTAssertTrue(try session.isAlternateScreen)
        try session.sendKeys("n")
        try session.waitFor("rc=1")
        try session.sendText("cmp before after && echo same-modes; cat answer")
        try session.sendKeys("Enter")
        // The terminal modes after the suspend and resume are the ones from before, and the answer was "No".
        try session.waitUntil("same-modes and the answer No") { $0.contains("same-modes") && $0.contains("No") }
    }

    /// Graphemes whose width terminals disagree on (an emoji with a skin tone, a ZWJ family, a flag) may be drawn
    /// at another width than swalert's tables say; tmux draws 👍🏽 wider. Every row of the box starts from an
    /// absolute column, and the cell after such a grapheme is placed again, so only the grapheme's own row can
    /// stick out: the borders of every other row stay in one column, inline as well as full screen.
    func testBordersStayInOneColumnAroundGraphemesOfUncertainWidth() throws {
        let message = "日本語 👍🏽 и кириллица, a line long enough to wrap inside the box 👨‍👩‍👧 and the flag 🇯🇵 too"
        let tricky = ["👍", "👨", "👩", "👧", "🇯", "🇵"]
        for placement in ["--inline", "--fullscreen"] {
            let session = try TmuxSession("printf 'prompt\\n' > /dev/tty; \(swalert) alert '\(message)' \(placement) --width 40",
                                          width: 60, height: 20, environment: ["SWALERT_NO_ANIMATION": "1", "TERM": "xterm-256color"])
            let screen = try session.waitFor("< OK >")
            let top = try XCTUnwrap(screen.firstIndex { $0.contains("╭") }, session.describe(screen))
            let bottom = try XCTUnwrap(screen.lastIndex { $0.contains("╰") }, session.describe(screen))
            XCTAssertGreaterThan(bottom - top, 4, session.describe(screen))
            var lefts: Set<Int> = [], rights: Set<Int> = []
            for row in screen[top...bottom] {
                let borders = row.indices.filter { "│╭╮╰╯".contains(row[$0]) }
                guard let first = borders.first, let last = borders.last, first != last else {
                    XCTFail("a row without both borders: \(placement)\n\(session.describe(screen))")
                    continue
                }
                lefts.insert(row[..<first].displayWidth)
                if !tricky.contains(where: { row.contains($0) }) { rights.insert(row[..<last].displayWidth) }
            }
            XCTAssertEqual(lefts.count, 1, "left borders in columns \(lefts.sorted()), \(placement):\n\(session.describe(screen))")
            XCTAssertEqual(rights.count, 1, "right borders in columns \(rights.sorted()), \(placement):\n\(session.describe(screen))")
            try session.sendKeys("Enter")
            XCTAssertEqual(try session.waitForExitStatus(), 0)
        }
    }

    /// Many buttons on a small screen: they wrap onto rows and, when they must be cut alike, are numbered; no row
    /// runs through the border, no two buttons look the same, and a number presses its button.
    func testManyButtonsWrapOrAreNumberedAndNeverCrossTheBorder() throws {
        let buttons = (1...12).map { "--button Option\($0)" }.joined(separator: " ")
        for (width, height) in [(80, 24), (40, 12), (22, 24)] {
            let session = try TmuxSession("\(swalert) alert Pick \(buttons)", width: width, height: height,
                                          environment: ["SWALERT_NO_ANIMATION": "1", "TERM": "xterm-256color"])
            let screen = try session.waitFor("Pick")
            let top = try XCTUnwrap(screen.firstIndex { $0.contains("╭") }, session.describe(screen))
            let bottom = try XCTUnwrap(screen.lastIndex { $0.contains("╰") }, session.describe(screen))
            let edge = screen[top].lastIndex(of: "╮").map { screen[top][..<$0].displayWidth }
            var labels: [String] = []
            for row in screen[top...bottom] {
                XCTAssertEqual(row.lastIndex { "│╮╯".contains($0) }.map { row[..<$0].displayWidth }, edge,
                               "\(width)×\(height): a row crosses the border:\n\(session.describe(screen))")
                var rest = Substring(row)
                while let open = rest.range(of: "< "), let close = rest.range(of: " >", range: open.upperBound..<rest.endIndex) {
                    labels.append(String(rest[open.upperBound..<close.lowerBound]))
                    rest = rest[close.upperBound...]
                }
            }
            XCTAssertEqual(labels.count, 12, "\(width)×\(height): every button shows:\n\(session.describe(screen))")
            XCTAssertEqual(Set(labels).count, 12, "\(width)×\(height): no two alike: \(labels)")
            try session.sendKeys(labels.contains("7 Opt…") || labels.contains { $0.hasPrefix("7 ") } ? "7" : "Escape")
            let status = try session.waitForExitStatus()
            XCTAssertTrue(status == 6 || status == 255, "\(width)×\(height): \(status)")
            if labels.contains(where: { $0.hasPrefix("7 ") }) { XCTAssertEqual(status, 6, "the number pressed its button") }
        }
    }
}
