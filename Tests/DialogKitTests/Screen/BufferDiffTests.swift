import XCTest

@testable import DialogKit
import TestSupport

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

    /// The diff as it reads cell by cell, without skipping rows whose bytes are equal.
    private func cellByCell(from previous: Buffer, to next: Buffer) -> [CellChange] {
        var changes: [CellChange] = []
        for y in 0..<next.size.height {
            var invalidated = 0
            for x in 0..<next.size.width {
                let new = next[x: x, y: y], old = previous[x: x, y: y]
                if new.width != 0 && (invalidated > 0 || new != old) { changes.append(CellChange(x: x, y: y, cell: new)) }
                invalidated = max(0, max(invalidated, Int(max(new.width, old.width))) - 1)
            }
        }
        return changes
    }

    func testRandomFramesDiffAsCellByCellAndRepaintToTheNewFrame() {
        var random = FuzzInput(seed: 0x5EED_D1FF)
        let texts = ["a", "本", "é", " ", "👍", "x", "Ж", "🇫🇷", "e\u{301}"]
        let styles = [Style.plain, Style(attributes: .bold), Style(foreground: .red), Style(background: .rgb(1, 2, 3))]
        for iteration in 0..<300 {
            let size = Size(width: Int.random(in: 1...12, using: &random), height: Int.random(in: 1...5, using: &random))
            var previous = Buffer(size: size)
            for _ in 0..<20 {
                let text = texts.randomElement(using: &random)!
                previous.put(text, x: Int.random(in: 0..<size.width, using: &random), y: Int.random(in: 0..<size.height, using: &random),
                             style: styles.randomElement(using: &random)!)
            }
            var next = previous
            for _ in 0..<Int.random(in: 0...6, using: &random) {
                let text = texts.randomElement(using: &random)!
                next.put(text, x: Int.random(in: 0..<size.width, using: &random), y: Int.random(in: 0..<size.height, using: &random),
                         style: styles.randomElement(using: &random)!)
            }
            let changes = BufferDiff.diff(from: previous, to: next)
            XCTAssertEqual(changes, cellByCell(from: previous, to: next), "iteration \(iteration)")
            var screen = previous
            for change in changes { screen.set(change.cell, x: change.x, y: change.y) }
            XCTAssertEqual(screen.lines(), next.lines())
            XCTAssertEqual(screen.styleDump(), next.styleDump())
        }
    }

    func testAgainstOneCellEverywhereTheChangesAreThoseAgainstABufferOfIt() {
        var random = FuzzInput(seed: 0xF111_ED00)
        let texts = ["a", "本", "é", " ", "👍🏽", "Ж", "🇫🇷", "e\u{301}"]
        let styles = [Style.plain, Style(attributes: .bold), Style(background: .indexed(236)), Style(background: .rgb(1, 2, 3))]
        for iteration in 0..<300 {
            let size = Size(width: Int.random(in: 1...12, using: &random), height: Int.random(in: 1...5, using: &random))
            let cell = Cell.blank(styles.randomElement(using: &random)!)
            var next = Buffer(size: size, filledWith: cell)
            for _ in 0..<Int.random(in: 0...12, using: &random) {
                next.put(texts.randomElement(using: &random)!, x: Int.random(in: 0..<size.width, using: &random),
                         y: Int.random(in: 0..<size.height, using: &random), style: styles.randomElement(using: &random)!)
            }
            let changes = BufferDiff.diff(from: cell, to: next)
            XCTAssertEqual(changes, BufferDiff.diff(from: Buffer(size: size, filledWith: cell), to: next), "iteration \(iteration)")
            XCTAssertEqual(changes, cellByCell(from: Buffer(size: size, filledWith: cell), to: next), "iteration \(iteration)")
        }
        let next = Buffer(lines: ["a 本 "])
        XCTAssertEqual(summary(BufferDiff.diff(from: .blank, to: next)), ["0,0:a", "2,0:本"])
        XCTAssertEqual(summary(BufferDiff.diff(from: Cell("a"), to: next)), ["1,0: ", "2,0:本", "4,0: "])
    }
}
