import Foundation
import XCTest
@testable import DialogKit

/// `swalert choose` in tmux: the list as a user sees it, filtered, with the screen given back afterwards.
final class ChooseTmuxTests: XCTestCase {
    private let swalert = Binary.swalert.path
    private let environment = ["SWALERT_NO_ANIMATION": "1", "TERM": "xterm-256color"]

    func testAThousandItemListFilteredAsYouTypeAndTheScreenGivenBack() throws {
        let session = try TmuxSession(
            "printf 'before\\n' > /dev/tty; seq -f 'package-%04g.deb' 1 1000 | \(swalert) choose 'Install which package?'",
            width: 60, height: 18, environment: environment)
        try session.waitFor("1/1000")
        try session.sendText("99")
        try session.waitForScreen("""
            before

                           ╭────────────────────────────╮
                           │                            │
                           │  Install which package?    │
                           │                            │
                           │  99                  1/28  │
                           │  > package-0099.deb        │
                           │    package-0199.deb        │
                           │    package-0299.deb        │
                           │    package-0399.deb        │
                           │    package-0499.deb        │
                           │    package-0599.deb        │
                           │    package-0699.deb        │
                           │    package-0799.deb        │
                           │    package-0899.deb        │
                           │    package-0990.deb        │
                           ╰────────────────────────────╯
            """)
        try session.sendKeys("Down", "Down", "Enter")
        XCTAssertEqual(try session.waitForExitStatus(), 0)
        XCTAssertEqual(session.stdout, "package-0299.deb\n")
        let after = try session.capture()
        XCTAssertEqual(after.first, "before", "the screen comes back as it was")
        XCTAssertEqual(after.dropFirst().filter { !$0.isEmpty }, [], "and the list's rows are erased")
        XCTAssertTrue(try session.cursorVisible)
    }

    func testAMultipleChoiceFullScreenShowsCheckBoxesAndTheWideLabelsStayInTheirColumns() throws {
        let session = try TmuxSession(
            "\(swalert) choose 'Pick' --multi --fullscreen --selected 日本語 -- 日本語 '👍🏽 thumbs' '🇯🇵 Japan' plain",
            width: 50, height: 14, environment: environment)
        let screen = try session.waitFor("plain")
        let top = try XCTUnwrap(screen.firstIndex { $0.contains("╭") }, session.describe(screen))
        let bottom = try XCTUnwrap(screen.lastIndex { $0.contains("╰") }, session.describe(screen))
        // A row holding a glyph terminals disagree on may stick out by itself; every other row must not move.
        let tricky = ["👍", "🇯"]
        var rights: Set<Int> = [], measured = 0
        for row in screen[top...bottom] where !tricky.contains(where: { row.contains($0) }) {
            guard let last = row.lastIndex(where: { "│╮╯".contains($0) }) else { continue }
            rights.insert(row[..<last].displayWidth)
            measured += 1
        }
        XCTAssertEqual(rights.count, 1, "right borders in columns \(rights.sorted()):\n\(session.describe(screen))")
        XCTAssertGreaterThan(measured, 6, "the rows below the emoji are measured too")
        XCTAssertTrue(screen.contains { $0.contains("> [x] 日本語") }, session.describe(screen))
        XCTAssertTrue(screen.contains { $0.contains("[ ] plain") }, session.describe(screen))
        try session.sendKeys("Escape")
        XCTAssertEqual(try session.waitForExitStatus(), 1)
        XCTAssertFalse(try session.isAlternateScreen)
    }
}
