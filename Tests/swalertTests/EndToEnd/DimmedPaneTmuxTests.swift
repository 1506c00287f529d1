import Foundation
import XCTest
import TestSupport

/// The pane behind a fullscreen box inside tmux at 256 and 16 colours, read back with `capture-pane -e`: every cell
/// dimmed by the same rule, the default-coloured text given a colour of the depth, none of it faint.
final class DimmedPaneTmuxTests: XCTestCase {
    private let swalert = Binary.swalert.path

    /// The settled screen behind an alert, with escapes, and the screen before it.
    private func dimmedPane(term: String) throws -> (before: VirtualScreen, during: VirtualScreen, rows: [String]) {
        let script = "printf 'plain words \\033[34mnode_modules\\033[0m and \\033[1;32mbold green\\033[0m\\n'; read go; "
            + "'\(swalert)' alert 'Dimmed behind' --title Done; exec sleep 1000"
        let tmux = try TmuxSession(script, environment: ["TERM": term], captureStdout: false)
        try tmux.waitFor("node_modules")
        let before = try tmux.captureWithEscapes()
        try tmux.sendKeys("Enter")
        try tmux.waitFor("Dimmed behind")
        let alert = try XCTUnwrap(tmux.processes(named: "swalert").first)
        XCTAssertNotNil(Waiting.until(timeout: 5) { ProcessProbe.isIdle(alert) ? true : nil }, "the entrance ends")
        var during = try tmux.captureWithEscapes()
        XCTAssertNotNil(Waiting.until(timeout: 5) { () -> Bool? in
            let again = try? tmux.captureWithEscapes()
            defer { if let again { during = again } }
            return again == during ? true : nil
        }, "the screen settles")
        try tmux.sendKeys("Enter")
        return (screen(before), screen(during), during)
    }

    private func screen(_ rows: [String]) -> VirtualScreen {
        var screen = VirtualScreen(width: 80, height: 24)
        screen.feed(Array(rows.joined(separator: "\r\n").utf8))
        return screen
    }

    /// The first row's cells that hold text.
    private func textCells(_ screen: VirtualScreen) -> [VirtualScreen.Cell] {
        screen.cells[0].prefix(46).filter { $0.text != " " }
    }

    func testAt256ColoursEveryCellIsDimmedInColoursOfThePalette() throws {
        let (before, during, rows) = try dimmedPane(term: "tmux-256color")
        XCTAssertEqual(during.cells[0].prefix(46).map(\.text).joined(), before.cells[0].prefix(46).map(\.text).joined())
        let cells = textCells(during)
        XCTAssertFalse(cells.contains(where: \.faint), visible(rows[0]))
        XCTAssertFalse(cells.contains(where: \.bold), "bold taken out: \(visible(rows[0]))")
        XCTAssertTrue(cells.allSatisfy { $0.foreground.hasPrefix("38;5;") }, "the default text too: \(visible(rows[0]))")
        XCTAssertEqual(Set(cells.map(\.foreground)).count, 3, "three colours stay three: \(visible(rows[0]))")
    }

    func testAt16ColoursEveryCellIsDimmedInTheSixteen() throws {
        let (before, during, rows) = try dimmedPane(term: "screen")
        XCTAssertEqual(during.cells[0].prefix(46).map(\.text).joined(), before.cells[0].prefix(46).map(\.text).joined())
        let cells = textCells(during)
        XCTAssertFalse(cells.contains(where: \.faint), visible(rows[0]))
        let sixteen = Set((30...37).map(String.init) + (90...97).map(String.init))
        XCTAssertTrue(cells.allSatisfy { sixteen.contains($0.foreground) }, "the default text too: \(visible(rows[0]))")
        let words = during.cells[0].prefix(5), original = before.cells[0].prefix(5)
        XCTAssertTrue(original.allSatisfy { $0.foreground.isEmpty })
        XCTAssertFalse(words.contains { $0.foreground == "97" || $0.foreground == "37" }, "default text no longer full white")
    }
}
