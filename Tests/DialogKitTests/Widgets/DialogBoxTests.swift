import XCTest
@testable import DialogKit

/// The dialog box as pictures: boxes sized for their content on ever narrower and shorter screens, drawn with
/// a title and a row of content.
final class DialogBoxTests: XCTestCase {
    private enum Part { case border, title, content }

    /// A box for `natural` columns of content, stacked in `height` rows and drawn with `title` and its content
    /// columns filled with `#`.
    private func picture(natural: Int, screenWidth: Int = 80, maximumWidth: Int? = nil, height: Int = 24,
                         title: String = "Title") -> String {
        let unstacked = DialogBox(natural: natural, screenWidth: screenWidth, maximumWidth: maximumWidth)
        let stack = RowStack<Part>([
            .row(.border, if: unstacked.hasBorder), .row(.title), .flexible(.content, lines: 1),
            .row(.border, if: unstacked.hasBorder),
        ], height: height, droppingForAllLines: [], forOneLine: [.border, .title])
        let box = unstacked.stacked(stack, border: .border, title: .title)
        var buffer = Buffer(size: box.boxSize)
        let rect = box.draw(into: &buffer, in: Rect(origin: .zero, size: box.boxSize), title: title, theme: .standard(for: .none))
        let content = box.content(rows: stack.rows(.content), in: rect)
        for row in content.y..<content.maxY {
            buffer.put(String(repeating: "#", count: content.width), x: content.x, y: row, style: .plain)
        }
        return buffer.trimmedLines().joined(separator: "\n")
    }

    func testABoxIsAsWideAsItsContentWithABorderAndPadding() {
        XCTAssertEqual(picture(natural: 10), """
            ╭──────────────╮
            │    Title     │
            │  ##########  │
            ╰──────────────╯
            """)
    }

    func testTheBoxNarrowsToTheScreenAndGivesUpPaddingThenItsBorder() {
        XCTAssertEqual(picture(natural: 30, screenWidth: 16), """
            ╭────────────╮
            │   Title    │
            │  ########  │
            ╰────────────╯
            """, "two columns narrower than the screen")
        XCTAssertEqual(picture(natural: 30, screenWidth: 14, title: "Title of it"), """
            ╭──────────╮
            │  Title…  │
            │  ######  │
            ╰──────────╯
            """, "padding from 12 columns, and a title cut to the content")
        XCTAssertEqual(picture(natural: 30, screenWidth: 13, title: "Title of it"), """
            ╭─────────╮
            │Title of…│
            │#########│
            ╰─────────╯
            """, "no padding below 12")
        XCTAssertEqual(picture(natural: 30, screenWidth: 7, title: "Title of it"), """
            Title …
            #######
            """, "a border from 8 columns; a screen of 12 or fewer is taken whole")
    }

    func testTheCallersMaximumWidthCapsTheBox() {
        XCTAssertEqual(picture(natural: 30, maximumWidth: 14), """
            ╭────────────╮
            │   Title    │
            │  ########  │
            ╰────────────╯
            """)
        XCTAssertEqual(DialogBox(natural: 100, screenWidth: 200, maximumWidth: nil).boxSize.width,
                       DialogBox.defaultMaximumWidth)
    }

    func testAShortScreenDropsTheBorderButKeepsThePadding() {
        XCTAssertEqual(picture(natural: 6, height: 2), """
              Title
              ######
            """)
    }

    func testTheBoxIsDrawnAtTheTopLeftOfItsRectCutToFit() {
        let box = DialogBox(natural: 10, screenWidth: 80, maximumWidth: nil)
        XCTAssertEqual(box.boxSize, Size(width: 16, height: 0), "no rows until stacked")
        var stacked = box
        stacked.height = 5
        XCTAssertEqual(stacked.rect(in: Rect(x: 2, y: 1, width: 30, height: 3)), Rect(x: 2, y: 1, width: 16, height: 3))
        XCTAssertEqual(stacked.content(rows: 1..<3, in: Rect(x: 2, y: 1, width: 16, height: 5)),
                       Rect(x: 5, y: 2, width: 10, height: 2))
    }
}
