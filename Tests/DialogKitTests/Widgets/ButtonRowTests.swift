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

    func testEveryLabelIsCutToTheSameWidthWhenTheyCannotAllFit() {
        let row = ButtonRow(saveDiscardCancel, width: 24, x: 0)
        XCTAssertEqual(ButtonRow.width(of: saveDiscardCancel), 33)
        let buffer = drawn(row, width: 24, focused: 0)
        XCTAssertEqual(buffer.trimmedLines(), [" < S… >  < D… >  < C… >"])
        XCTAssertEqual(buffer.styleDump(), "0: 1-6 bold,reverse", "a cut label underlines no hotkey")
    }

    func testAClickHitsTheButtonDrawnOverItsColumnAndNothingBetween() {
        let row = ButtonRow(saveDiscardCancel, width: 40, x: 0)
        var buffer = Buffer(size: Size(width: 40, height: 2))
        row.draw(into: &buffer, x: 0, y: 0, focused: nil, theme: mono)
        for column in -1...40 {
            if let index = row.button(atColumn: column) { buffer.put("\(index)", x: column, y: 1, style: .plain) }
        }
        XCTAssertEqual(buffer.trimmedLines().joined(separator: "\n"), """
               < Save >  < Discard >  < Cancel >
               00000000  11111111111  2222222222
            """)
    }

    func testFramesAreInTheCoordinatesTheRowWasMadeInAndDrawnWhereAsked() {
        let row = ButtonRow([ButtonLabel(parsing: "&OK")], width: 10, x: 1)
        XCTAssertEqual(row.frames, [ButtonRow.Frame(x: 3, width: 6, label: "OK")])
        XCTAssertEqual(row.button(atColumn: 3), 0)
        XCTAssertNil(row.button(atColumn: 2))
        XCTAssertEqual(drawn(row, width: 14, x: 2).lines(), ["     < OK >   "])
    }
}
