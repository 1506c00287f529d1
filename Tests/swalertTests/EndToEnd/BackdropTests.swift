import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import XCTest
import TestSupport

/// The fullscreen backdrop as a terminal shows it: frames that never lose the box while it pops in, and inside
/// tmux the screen the user had, dimmed behind the box and back as it was afterwards.
final class BackdropTests: XCTestCase {
    private let swalert = Binary.swalert.path

    /// Replays the pop-in byte by byte, as a terminal without synchronized output would show it: once the box's
    /// message is on the screen, no byte until the key that dismisses the dialog takes it off or erases the screen.
    func testNoMomentOfThePopInLacksTheBoxOrErasesTheScreen() throws {
        let terminals = [("xterm-256color", "truecolor", ""), ("xterm-256color", "truecolor", "0;15"), ("xterm-256color", "", "15;0"),
                         ("xterm", "", ""), ("rxvt-unicode", "", "")]
        for (term, colorTerm, colorFgBg) in terminals {
            let message = "Saved to disk"
            let process = try PTYProcess(swalert, ["alert", message, "--title", "Done"],
                                         environment: ["TERM": term, "COLORTERM": colorTerm, "COLORFGBG": colorFgBg],
                                         unsetting: ["SWALERT_NO_ANIMATION"])
            _ = try process.waitForOutput(containing: message)
            // The entrance over, the dialog waits for a key; only what was drawn before Enter counts.
            try process.waitUntilIdle()
            let popIn = process.output
            process.send("\r")
            XCTAssertEqual(try process.waitForExit(), .exited(0))

            var screen = VirtualScreen(width: 80, height: 24)
            var boxSeen: (row: Int, erasures: Int)?
            // Where the message was first seen: looking there first spares joining the row's cells after every byte.
            var column = 0
            let letters = message.map(String.init)
            for (offset, byte) in popIn.enumerated() {
                screen.feed(byte)
                let rowText = { (row: Int) in screen.cells[row].map(\.text).joined() }
                if let seen = boxSeen {
                    let inPlace = screen.cells[seen.row][column..<column + letters.count].map(\.text).elementsEqual(letters)
                    if !(inPlace || rowText(seen.row).contains(message)) || screen.screenErasures != seen.erasures {
                        XCTFail("""
                            \(term) \(colorTerm): at byte \(offset) of \(popIn.count) the box's message is gone \
                            or the screen was erased:
                            \(screen.lines.joined(separator: "\n"))
                            """)
                        break
                    }
                } else if let row = (0..<24).first(where: { rowText($0).contains(message) }) {
                    boxSeen = (row, screen.screenErasures)
                    let cells = screen.cells[row].map(\.text)
                    column = (0...cells.count - letters.count).first { cells[$0..<$0 + letters.count].elementsEqual(letters) } ?? 0
                }
            }
            XCTAssertNotNil(boxSeen, "\(term): the message was drawn")
        }
    }

    /// Inside tmux the backdrop is the pane as it was: its text still there behind the box, faint, its colours
    /// darkened; after Enter the pane is exactly as it was before.
    func testInsideTmuxTheEarlierScreenShowsDimmedBehindTheBoxAndComesBackExactly() throws {
        let lines = (1...20).map { "\\033[3\($0 % 7 + 1)mline \($0) of the work in progress\\033[0m plain tail \($0)" }
        let script = "printf '\(lines.joined(separator: "\\n"))\\n'; read go; "
            + "\(quoted(swalert)) alert 'Build finished' --title Done; echo status=$?; exec sleep 1000"
        let tmux = try TmuxSession(script, environment: ["TERM": "tmux-256color", "COLORTERM": "truecolor"],
                                   captureStdout: false)
        try tmux.waitFor("line 20 of the work")
        let before = try tmux.captureWithEscapes()
        try tmux.sendKeys("Enter")
        // The entrance is over once swalert waits for a key, and tmux has shown all it drew once two looks agree.
        let shown = try tmux.waitFor("Build finished")
        let alert = try XCTUnwrap(tmux.processes(named: "swalert").first)
        XCTAssertNotNil(Waiting.until(timeout: 5) { ProcessProbe.isIdle(alert) ? true : nil }, "the entrance ends")
        var during = try tmux.captureWithEscapes()
        XCTAssertNotNil(Waiting.until(timeout: 5) { () -> Bool? in
            let again = try? tmux.captureWithEscapes()
            defer { if let again { during = again } }
            return again == during ? true : nil
        }, "the screen settles")
        XCTAssertTrue(try tmux.isAlternateScreen)
        // Rows far from the centred box keep their text, on the left, where the box is not, their colours dimmed by
        // one rule: the coloured start and the default-coloured tail alike given darker colours, none faint (tmux
        // carries a style over from one row to the next, so the rows are read as one screen).
        let original = screen(before), dimmed = screen(during)
        for row in [0, 1, 2] {
            XCTAssertTrue(dimmed.cells[row].map(\.text).joined().hasPrefix("line \(row + 1) of the work"), tmux.describe(shown))
            let cells = dimmed.cells[row].prefix(10)
            XCTAssertFalse(dimmed.cells[row].contains(where: \.faint), "no faint attribute: \(visible(during[row]))")
            XCTAssertNotEqual(cells.map(\.foreground), original.cells[row].prefix(10).map(\.foreground), "row \(row) is dimmed")
            XCTAssertTrue(cells.allSatisfy { !$0.background.isEmpty }, "row \(row) is on the veil: \(visible(during[row]))")
            let text = original.cells[row].map(\.text).joined()
            let tail = text.range(of: "plain tail").map { text.distance(from: text.startIndex, to: $0.lowerBound) }
            let tailCells = dimmed.cells[row][try XCTUnwrap(tail)..<(tail! + 10)]
            XCTAssertTrue(original.cells[row][tail!..<(tail! + 10)].allSatisfy { $0.foreground.isEmpty }, "the tail is default text")
            XCTAssertTrue(tailCells.filter { $0.text != " " }.allSatisfy { $0.foreground.hasPrefix("38;2;") }, "default text dimmed too: \(visible(during[row]))")
        }
        try tmux.sendKeys("Enter")
        let after = try tmux.waitFor("status=0")
        XCTAssertFalse(try tmux.isAlternateScreen)
        let restored = try tmux.captureWithEscapes()
        // The work is as it was; below it, what ran since.
        XCTAssertEqual(Array(restored.prefix(21)), Array(before.prefix(21)), tmux.describe(after))
    }

    /// A resize while the captured screen shows: the box is centred again over the same capture (cut to a smaller
    /// pane, with the veil beyond it in a larger one), and the work comes back exactly once the dialog ends.
    func testInsideTmuxAResizeKeepsTheEarlierScreenBehindTheBox() throws {
        let script = "printf 'line 1 of the work\\nline 2 of the work\\n\\033[31mline 3 in red\\033[0m\\n'; read go; "
            + "\(quoted(swalert)) alert 'Resize me' --no-animation; echo status=$?; exec sleep 1000"
        let tmux = try TmuxSession(script, width: 60, height: 16, environment: ["TERM": "tmux-256color"],
                                   captureStdout: false)
        try tmux.waitFor("line 3 in red")
        let before = try tmux.captureWithEscapes()
        try tmux.sendKeys("Enter")
        try tmux.waitFor("Resize me")
        for (width, height) in [(40, 11), (72, 18)] {
            try tmux.resize(width: width, height: height)
            let shown = try tmux.waitUntil("the box centred in \(width)x\(height)") { rows in
                guard let row = rows.firstIndex(where: { $0.contains("Resize me") }) else { return false }
                let line = rows[row]
                let left = line.distance(from: line.startIndex, to: line.range(of: "Resize me")!.lowerBound)
                return rows.count == height && abs(left - (width - "Resize me".count) / 2) <= 1
            }
            XCTAssertTrue(shown[0].hasPrefix("line 1 of the work"), "the capture is still behind the box: \(tmux.describe(shown))")
            XCTAssertTrue(shown[1].hasPrefix("line 2 of the work"), tmux.describe(shown))
        }
        try tmux.resize(width: 60, height: 16)
        try tmux.sendKeys("Enter")
        let after = try tmux.waitFor("status=0")
        XCTAssertEqual(Array(try tmux.captureWithEscapes().prefix(3)), Array(before.prefix(3)), tmux.describe(after))
    }

    /// When tmux cannot be asked (here: not on the PATH), the backdrop is the plain veil and the dialog works.
    func testInsideTmuxAFailedCaptureFallsBackToThePlainBackdrop() throws {
        let script = "printf 'earlier work\\n'; read go; PATH=/nonexistent \(quoted(swalert)) alert 'Build finished'; "
            + "echo status=$?; exec sleep 1000"
        let tmux = try TmuxSession(script, environment: ["TERM": "tmux-256color", "COLORTERM": "truecolor"],
                                   captureStdout: false)
        try tmux.waitFor("earlier work")
        try tmux.sendKeys("Enter")
        let shown = try tmux.waitFor("Build finished")
        XCTAssertFalse(shown.joined().contains("earlier work"), tmux.describe(shown))
        try tmux.sendKeys("Enter")
        let after = try tmux.waitFor("status=0")
        XCTAssertEqual(after.first, "earlier work")
    }

    /// A capture with escapes read as a terminal would show it.
    private func screen(_ rows: [String]) -> VirtualScreen {
        var screen = VirtualScreen(width: 80, height: 24)
        screen.feed(Array(rows.joined(separator: "\r\n").utf8))
        return screen
    }

    private func quoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'" }
}
