import XCTest

@testable import DialogKit

/// A detached toast's rows read back from tmux: a grapheme whose width terminals disagree on may read as less of
/// itself (tmux 3.3 gives 👍🏽 four columns and the next cell covers its skin tone), and the row is still the
/// toast's, held while it shows and erased when it goes; anything else that reads otherwise is not the toast's.
final class PaneBandReadBackTests: XCTestCase {
    private let screen = Size(width: 24, height: 6)

    /// A band of three rows at the bottom of the screen, and the box drawn in it (the band's rows, as wide as the pane).
    private func band() throws -> (PaneBand, Buffer) {
        let empty = TmuxPane.Snapshot(rows: ["$ make", "", "", "", "", ""], cursorRow: 0, alternateScreen: false)
        let band = try XCTUnwrap(PaneBand(fitting: Size(width: 14, height: 3), in: empty, screen: screen))
        let drawn = Buffer(lines: [
            "     ╭────────────╮     ",
            "     │ Saved 👍🏽 ok│     ",
            "     ╰────────────╯     ",
        ])
        return (band, drawn)
    }

    /// The pane's rows with the box's rows at the band, each replaced as given.
    private func pane(_ boxRows: [String]) -> TmuxPane.Snapshot {
        TmuxPane.Snapshot(rows: ["$ make", "", ""] + boxRows.map { "     " + $0 }, cursorRow: 0, alternateScreen: false)
    }

    func testARowWhoseEmojiReadsWithoutItsSkinToneIsTheToastsAndIsErased() throws {
        let (band, drawn) = try band()
        XCTAssertEqual(band.box, Rect(x: 5, y: 3, width: 14, height: 3))
        let asTmuxReadsIt = pane(["╭────────────╮", "│ Saved 👍 ok│", "╰────────────╯"])
        XCTAssertTrue(band.holds(drawn, in: asTmuxReadsIt))
        XCTAssertEqual(band.erasure(of: drawn, in: asTmuxReadsIt, now: screen),
                       Escape.beginSynchronizedUpdate + band.eraseBytes(rows: [3, 4, 5]) + Escape.endSynchronizedUpdate)
        // Read whole, or with the emoji gone altogether, it is the toast's too.
        XCTAssertTrue(band.holds(drawn, in: pane(["╭────────────╮", "│ Saved 👍🏽 ok│", "╰────────────╯"])))
        XCTAssertTrue(band.holds(drawn, in: pane(["╭────────────╮", "│ Saved  ok│", "╰────────────╯"])))
    }

    func testARowThatReadsOtherwiseAnywhereElseIsLeftAlone() throws {
        let (band, drawn) = try band()
        for other in ["│ Saved 👍 OK│", "│ Saved X ok│", "│ Saved 🏽 ok│", "│ Saved 👍🏽🏽 ok│", "│ Saved 👍 ok│ $", "$ │ Saved 👍 ok│"] {
            let snapshot = pane(["╭────────────╮", other, "╰────────────╯"])
            XCTAssertFalse(band.holds(drawn, in: snapshot), other)
            XCTAssertEqual(band.erasure(of: drawn, in: snapshot, now: screen),
                           Escape.beginSynchronizedUpdate + band.eraseBytes(rows: [3, 5]) + Escape.endSynchronizedUpdate, other)
        }
    }

    func testRowsReadAsDrawnWithTrailingBlanksTrimmed() {
        let drawn = Buffer(lines: ["ab 日本 👍🏽  ", "      "])
        let rows = DrawnRow.rows(of: drawn)
        XCTAssertTrue(rows[0].reads("ab 日本 👍🏽"))
        XCTAssertTrue(rows[0].reads("ab 日本 👍"))
        XCTAssertFalse(rows[0].reads("ab 日本 👍🏽  "))
        XCTAssertFalse(rows[0].reads("ab 日 👍🏽"))
        XCTAssertTrue(rows[1].isEmpty)
        XCTAssertTrue(rows[1].reads(""))
        XCTAssertFalse(rows[0].isEmpty)
    }
}
