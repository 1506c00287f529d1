import XCTest
@testable import DialogKit

/// The scrolling list as pictures: the window it shows as the focus moves, check boxes, highlighted matches and
/// cut labels, and which item a row holds.
final class ScrollingListTests: XCTestCase {
    private let styles = ScrollingList.Styles(item: .plain, focused: Style(attributes: .reverse),
                                              match: Style(attributes: .underline),
                                              focusedMatch: Style(attributes: [.reverse, .underline]),
                                              mark: Style(attributes: .bold))
    private let fruits = ["apple", "banana", "cherry", "damson", "elderberry", "fig", "grape", "honeydew", "kiwi", "lime"]

    /// The list drawn `rows` rows tall and `width` wide, with the position after a bar below it.
    private func picture(_ list: ScrollingList, labels: [String], rows: Int = 4, width: Int = 16,
                         checked: Set<Int>? = nil, highlights: [Int: [Int]] = [:]) -> String {
        drawn(list, labels: labels, rows: rows, width: width, checked: checked, highlights: highlights)
            .trimmedLines().joined(separator: "\n")
    }

    private func drawn(_ list: ScrollingList, labels: [String], rows: Int = 4, width: Int = 16,
                       checked: Set<Int>? = nil, highlights: [Int: [Int]] = [:]) -> Buffer {
        var buffer = Buffer(size: Size(width: width, height: rows + 1))
        list.draw(into: &buffer, in: Rect(x: 0, y: 0, width: width, height: rows), styles: styles) { index in
            ScrollingList.Item(label: labels[index], highlights: highlights[index] ?? [],
                               checked: checked.map { $0.contains(index) })
        }
        buffer.put("— \(list.position)", x: 0, y: rows, style: .plain)
        return buffer
    }

    func testTheFirstRowsShowWithTheFirstItemFocused() {
        let list = ScrollingList(count: fruits.count)
        XCTAssertEqual(picture(list, labels: fruits), """
            > apple
              banana
              cherry
              damson
            — 1/10
            """)
        XCTAssertEqual(drawn(list, labels: fruits).styleDump(), "0: 0-15 reverse", "the focus spans the whole row")
    }

    func testTheWindowMovesOnlyAsFarAsTheFocusNeeds() {
        var list = ScrollingList(count: fruits.count)
        list.move(by: 4, rows: 4)
        XCTAssertEqual(picture(list, labels: fruits), """
              banana
              cherry
              damson
            > elderberry
            — 5/10
            """)
        list.move(by: -2, rows: 4)
        XCTAssertEqual(picture(list, labels: fruits), """
              banana
            > cherry
              damson
              elderberry
            — 3/10
            """, "moving up inside the window leaves the window where it was")
        list.move(to: .max, rows: 4)
        XCTAssertEqual(picture(list, labels: fruits), """
              grape
              honeydew
              kiwi
            > lime
            — 10/10
            """, "End, clamped to the last item")
        list.move(to: -5, rows: 4)
        XCTAssertEqual(list.focus, 0)
        XCTAssertEqual(list.top, 0)
    }

    func testPagingMovesTheWindowAndTheFocusTogether() {
        var list = ScrollingList(count: fruits.count)
        list.move(by: 1, rows: 4)
        list.page(by: 1, rows: 4)
        XCTAssertEqual(picture(list, labels: fruits), """
              elderberry
            > fig
              grape
              honeydew
            — 6/10
            """)
        list.page(by: 1, rows: 4)
        XCTAssertEqual(picture(list, labels: fruits), """
              grape
            > honeydew
              kiwi
              lime
            — 8/10
            """, "the last page stops at the end of the list; the focus keeps its row")
        list.page(by: -5, rows: 4)
        XCTAssertEqual([list.top, list.focus], [0, 1])
    }

    func testTheWheelScrollsTheWindowAndDragsTheFocusOnlyWhenItWouldLeave() {
        var list = ScrollingList(count: fruits.count)
        list.move(by: 2, rows: 4)
        list.scroll(by: 1, rows: 4)
        XCTAssertEqual([list.top, list.focus], [1, 2], "the focus is still in view, so it stays")
        list.scroll(by: 3, rows: 4)
        XCTAssertEqual([list.top, list.focus], [4, 4], "the focus would have left at the top: it is dragged along")
        list.scroll(by: 100, rows: 4)
        XCTAssertEqual([list.top, list.focus], [6, 6])
        list.scroll(by: -100, rows: 4)
        XCTAssertEqual([list.top, list.focus], [0, 3])
    }

    func testCheckBoxesShowWhatIsSelectedAndTheMarkIsStyled() {
        var list = ScrollingList(count: 3)
        list.move(to: 1, rows: 3)
        let buffer = drawn(list, labels: fruits, rows: 3, checked: [1, 2])
        XCTAssertEqual(buffer.trimmedLines().joined(separator: "\n"), """
              [ ] apple
            > [x] banana
              [x] cherry
            — 2/3
            """)
        XCTAssertEqual(buffer.styleDump(), """
            1: 0-1 reverse | 2-5 bold,reverse | 6-15 reverse
            2: 2-5 bold
            """)
    }

    func testMatchesAreHighlightedByGraphemeEvenAfterWideAndCombinedOnes() {
        let labels = ["日本語 text", "👍🏽 thumbs", "Cafe\u{301} crème"]
        let buffer = drawn(ScrollingList(count: 3), labels: labels, rows: 3, width: 20,
                           highlights: [0: [1, 4], 1: [2, 3], 2: [3, 4]])
        XCTAssertEqual(buffer.trimmedLines().prefix(3).joined(separator: "\n"), """
            > 日本語 text
              👍🏽 thumbs
              Café crème
            """)
        XCTAssertEqual(buffer.styleDump(), """
            0: 0-3 reverse | 4-5 underline,reverse | 6-8 reverse | 9 underline,reverse | 10-19 reverse
            1: 5-6 underline
            2: 5-6 underline
            """)
    }

    func testALabelTooWideIsCutWithAnEllipsisAndItsCutHighlightsAreNotShown() {
        let labels = ["/usr/share/doc/packages/readme.txt"]
        let buffer = drawn(ScrollingList(count: 1), labels: labels, rows: 1, width: 14, highlights: [0: [0, 11, 30]])
        XCTAssertEqual(buffer.trimmedLines().first, "> /usr/share/…")
        XCTAssertEqual(buffer.styleDump(), "0: 0-1 reverse | 2 underline,reverse | 3-13 reverse",
                       "the 12th grapheme (index 11) is the ellipsis's place, so it is not highlighted")
        XCTAssertTrue(ScrollingList.isCut(labels[0], width: 14, checkBoxes: false))
        XCTAssertFalse(ScrollingList.isCut("short", width: 14, checkBoxes: true))
        XCTAssertTrue(ScrollingList.isCut("a label of 11", width: 14, checkBoxes: true), "11 + 6 > 14")
    }

    func testARowHoldsTheItemInViewThereOrNothingPastTheEnd() {
        var list = ScrollingList(count: 6)
        list.move(to: 5, rows: 4)
        XCTAssertEqual((-1...4).map { list.item(atRow: $0, rows: 4) }, [nil, 2, 3, 4, 5, nil])
        XCTAssertEqual(ScrollingList(count: 2).item(atRow: 3, rows: 4), nil)
    }

    func testAFilterThatShrinksTheListKeepsTheFocusOnAnItemAndTheWindowFull() {
        var list = ScrollingList(count: fruits.count)
        list.move(to: 8, rows: 4)
        list.resize(count: 6, rows: 4)
        XCTAssertEqual([list.top, list.focus], [2, 5])
        list.resize(count: 0, rows: 4)
        XCTAssertEqual("\(list.top) \(list.focus) \(list.position)", "0 0 " + "0/0")
        XCTAssertEqual(picture(list, labels: []), "\n\n\n\n— 0/0", "no rows drawn")
        list.resize(count: 3, rows: 4)
        XCTAssertEqual("\(list.top) \(list.focus) \(list.position)", "0 0 " + "1/3")
    }

    func testAMillionItemsCostOnlyTheRowsInView() {
        var asked = 0
        var list = ScrollingList(count: 1_000_000)
        list.move(to: 500_000, rows: 3)
        var buffer = Buffer(size: Size(width: 20, height: 3))
        list.draw(into: &buffer, in: Rect(x: 0, y: 0, width: 20, height: 3), styles: styles) { index in
            asked += 1
            return ScrollingList.Item(label: "item \(index)")
        }
        XCTAssertEqual(buffer.trimmedLines(), ["  item 499998", "  item 499999", "> item 500000"])
        XCTAssertEqual(asked, 3)
        XCTAssertEqual(list.position, "500001/1000000")
    }
}
