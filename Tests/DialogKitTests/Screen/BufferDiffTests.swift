import XCTest

@testable import DialogKit

final class BufferDiffTests: XCTestCase {
    /// The changes as "x,y:grapheme" so expectations read at a glance.
    private func summary(_ changes: [CellChange]) -> [String] {
        changes.map { "\($0.x),\($0.y):\($0.cell.grapheme)" }
    }

    func testIdenticalBuffersHaveNoChanges() {
        let frame = Buffer(lines: ["hello", "日本語"], style: Style(foreground: .cyan))
        XCTAssertEqual(BufferDiff.diff(from: frame, to: frame), [])
    }

    func testOnlyChangedCellsAreReportedInRowOrder() {
        let previous = Buffer(lines: ["hello", "world"])
        let next = Buffer(lines: ["hallo", "worlD"])
        XCTAssertEqual(summary(BufferDiff.diff(from: previous, to: next)), ["1,0:a", "4,1:D"])
    }

    func testAStyleChangeAloneIsAChange() {
        let previous = Buffer(lines: ["ok"])
        var next = previous
        next.setStyle(Style(attributes: .reverse), in: Rect(x: 1, y: 0, width: 1, height: 1))
        XCTAssertEqual(
            BufferDiff.diff(from: previous, to: next),
            [CellChange(x: 1, y: 0, cell: Cell("k", style: Style(attributes: .reverse)))])
    }

    func testDifferentSizesRedrawEverythingButContinuations() {
        let previous = Buffer(size: Size(width: 3, height: 1))
        let next = Buffer(lines: ["a日", "bcd"])
        XCTAssertEqual(
            summary(BufferDiff.diff(from: previous, to: next)), ["0,0:a", "1,0:日", "0,1:b", "1,1:c", "2,1:d"])
    }

    func testANewWideGlyphIsOneChangeCoveringItsContinuation() {
        let previous = Buffer(lines: ["abcd"])
        let next = Buffer(lines: ["a日d"])
        XCTAssertEqual(summary(BufferDiff.diff(from: previous, to: next)), ["1,0:日"])
    }

    func testReplacingAWideGlyphRedrawsTheColumnItCovered() {
        let previous = Buffer(lines: ["日本"])
        var next = previous
        next.put("x", x: 0, y: 0, style: .plain)
        XCTAssertEqual(next.lines(), ["x 本"])
        XCTAssertEqual(summary(BufferDiff.diff(from: previous, to: next)), ["0,0:x", "1,0: "])
    }

    func testShiftedWideGlyphsRedrawEveryAffectedColumn() {
        let previous = Buffer(lines: ["日本x"])
        let next = Buffer(lines: ["a日本"])
        XCTAssertEqual(summary(BufferDiff.diff(from: previous, to: next)), ["0,0:a", "1,0:日", "3,0:本"])
    }

    func testUnchangedWideGlyphBeforeAChangeIsNotRedrawn() {
        let previous = Buffer(lines: ["日ab"])
        let next = Buffer(lines: ["日aB"])
        XCTAssertEqual(summary(BufferDiff.diff(from: previous, to: next)), ["3,0:B"])
    }
}
