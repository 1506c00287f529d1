import XCTest
@testable import DialogKit

/// The button row as pictures: the labels drawn into a buffer, their styles dumped, the columns a click hits.
final class ButtonRowTests: XCTestCase {
    private let mono = Theme.standard(for: .none)
    private let saveDiscardCancel = ["&Save", "&Discard", "Cancel"].map(ButtonLabel.init(parsing:))

    /// The row drawn on the first line of a buffer `width` columns wide.
    private func drawn(_ row: ButtonRow, width: Int, x: Int = 0, focused: Int? = nil) -> Buffer {
        var buffer = Buffer(size: Size(width: width, height: 1))
        row.draw(into: &buffer, x: x, y: 0, focused: focused, theme: mono)
        return buffer
    }

    func testTheButtonsAreCentredWithTheirHotkeysUnderlinedAndTheFocusedOneHighlighted() {
        let row = ButtonRow(saveDiscardCancel, width: 40, x: 0)
        let buffer = drawn(row, width: 40, focused: 1)
        XCTAssertEqual(buffer.lines(), ["   < Save >  < Discard >  < Cancel >    "])
        XCTAssertEqual(buffer.styleDump(), "0: 5 underline | 13-14 bold,reverse | 15 bold,underline,reverse | 16-23 bold,reverse")
    }

    /// The buttons drawn from the top of a buffer `width` columns wide and as tall as their rows.
    private func picture(_ row: ButtonRow, width: Int, focused: Int? = nil) -> String {
        var buffer = Buffer(size: Size(width: width, height: row.rows))
        row.draw(into: &buffer, x: 0, y: 0, focused: focused, theme: mono)
        return buffer.trimmedLines().joined(separator: "\n")
    }

    func testButtonsThatDoNotFitSideBySideWrapOntoMoreRowsEachCentred() {
        let row = ButtonRow(saveDiscardCancel, width: 24, x: 0)
        XCTAssertEqual(ButtonRow.width(of: saveDiscardCancel), 33)
        XCTAssertEqual(row.rows, 2)
        XCTAssertFalse(row.isNumbered)
        XCTAssertEqual(picture(row, width: 24), """
             < Save >  < Discard >
                   < Cancel >
            """)
        XCTAssertEqual(picture(ButtonRow(saveDiscardCancel, width: 12, x: 0), width: 12), """
              < Save >
            < Discard >
             < Cancel >
            """, "one a row when no two fit")
    }

    func testLabelsTooWideForTheBoxOrTooManyRowsAreNumberedAndCutSoNoTwoLookTheSame() {
        let long = ["Save the report", "Save the draft", "Cancel"].map(ButtonLabel.init(parsing:))
        let cut = ButtonRow(long, width: 14, x: 0)
        XCTAssertTrue(cut.isNumbered)
        XCTAssertEqual(picture(cut, width: 14), """
            < 1 Save th… >
            < 2 Save th… >
             < 3 Cancel >
            """)
        let many = (1...12).map { ButtonLabel(text: "Option\($0)") }
        let grid = ButtonRow(many, width: 36, x: 0, maximumRows: 4)
        XCTAssertEqual(grid.rows, 4)
        XCTAssertEqual(picture(grid, width: 36), """
             < 1 Opt… >  < 2 Opt… >  < 3 Opt… >
             < 4 Opt… >  < 5 Opt… >  < 6 Opt… >
             < 7 Opt… >  < 8 Opt… >  < 9 Opt… >
             < 10 Op… >  < 11 Op… >  < 12 Op… >
            """)
        XCTAssertEqual(grid.button(numbered: "7"), 6)
        XCTAssertNil(grid.button(numbered: "0"))
        XCTAssertNil(ButtonRow(saveDiscardCancel, width: 40, x: 0).button(numbered: "1"), "unnumbered: digits are not keys")
        for row in picture(grid, width: 36).split(separator: "\n") {
            XCTAssertLessThanOrEqual(row.count, 36, "no row crosses the border")
        }
    }

    func testAClickHitsTheButtonOnItsOwnRow() {
        let row = ButtonRow(saveDiscardCancel, width: 24, x: 0)
        XCTAssertEqual(row.button(atRow: 0, column: 2), 0)
        XCTAssertEqual(row.button(atRow: 0, column: 12), 1)
        XCTAssertEqual(row.button(atRow: 1, column: 7), 2)
        XCTAssertNil(row.button(atRow: 1, column: 2))
        XCTAssertNil(row.button(atRow: 2, column: 7))
    }

    func testAClickHitsTheButtonDrawnOverItsColumnAndNothingBetween() {
        let row = ButtonRow(saveDiscardCancel, width: 40, x: 0)
        var buffer = Buffer(size: Size(width: 40, height: 2))
        row.draw(into: &buffer, x: 0, y: 0, focused: nil, theme: mono)
        for column in -1...40 {
            if let index = row.button(atRow: 0, column: column) { buffer.put("\(index)", x: column, y: 1, style: .plain) }
        }
        XCTAssertEqual(buffer.trimmedLines().joined(separator: "\n"), """
               < Save >  < Discard >  < Cancel >
               00000000  11111111111  2222222222
            """)
    }

    func testFramesAreInTheCoordinatesTheRowWasMadeInAndDrawnWhereAsked() {
        let row = ButtonRow([ButtonLabel(parsing: "&OK")], width: 10, x: 1)
        XCTAssertEqual(row.frames, [ButtonRow.Frame(row: 0, x: 3, width: 6, label: "OK")])
        XCTAssertEqual(row.button(atRow: 0, column: 3), 0)
        XCTAssertNil(row.button(atRow: 0, column: 2))
        XCTAssertEqual(drawn(row, width: 14, x: 2).lines(), ["     < OK >   "])
    }
}
