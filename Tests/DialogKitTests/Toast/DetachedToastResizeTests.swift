import XCTest

@testable import DialogKit

/// What a detached toast erases when the pane was resized while it showed: the pieces of its box wherever tmux
/// moved or wrapped them, and nothing else.
final class DetachedToastResizeTests: XCTestCase {
    /// The box as drawn in a pane 20 columns wide.
    private let drawn = Buffer(lines: [
        "     ╭──────╮       ",
        "     │ Hi!  │       ",
        "     ╰──────╯       ",
    ])

    /// The pane's rows with the remnants blanked, as the erasing bytes leave them.
    private func erased(_ rows: [String], width: Int) -> [String] {
        var pane = Buffer(size: Size(width: width, height: rows.count))
        for (y, row) in rows.enumerated() { pane.put(row, x: 0, y: y, style: .plain) }
        for remnant in PaneBand.resizedRemnants(of: drawn, in: rows, width: width) {
            pane.fill(Rect(x: remnant.columns.lowerBound, y: remnant.row, width: remnant.columns.count, height: 1), with: .blank)
        }
        return pane.trimmedLines()
    }

    func testANarrowerPaneWrapsEachRowAndEveryPieceIsErased() {
        // tmux wraps each row at 8 columns and moves the rows above into the history.
        XCTAssertEqual(erased([
            "$ ls",
            "────",
            "     ╭──",
            "────╮",
            "     │ H",
            "i!  │",
            "     ╰──",
            "────╯",
        ], width: 8), [
            "$ ls",
            "────",
            "",
            "",
            "",
            "",
            "",
            "",
        ])
    }

    func testAShorterPaneLostTheBottomRowAndMovedTheOthersUp() {
        XCTAssertEqual(erased([
            "$ make",
            "     ╭──────╮",
            "     │ Hi!  │",
        ], width: 20), [
            "$ make",
            "",
            "",
        ])
    }

    func testAWiderPaneKeepsTheRowsWholeAndARowThatReadsOtherwiseIsLeftAlone() {
        XCTAssertEqual(erased([
            "     ╭──────╮",
            "     │ Hi!  │ and more",
            "     ╰──────╯",
            "",
            "     │ Hi!",
        ], width: 30), [
            "",
            "     │ Hi!  │ and more",
            "",
            "",
            "     │ Hi!",
        ])
    }

    func testColouredBlanksBesideAWrappedPieceAreErasedWhereThePaneReadsBlank() {
        var box = Buffer(size: Size(width: 12, height: 1))
        box.put("ab", x: 2, y: 0, style: .plain)
        box.fill(Rect(x: 4, y: 0, width: 6, height: 1), with: .blank(Style(background: .ansi(4))))
        let remnants = PaneBand.resizedRemnants(of: box, in: ["x", "  ab", ""], width: 6)
        XCTAssertEqual(remnants.map(\.row), [1, 2])
        XCTAssertEqual(remnants.map(\.columns), [2..<6, 0..<4])
    }
}
