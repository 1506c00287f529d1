import XCTest
@testable import DialogKit

/// dialog's sizing rules that change what a box shows or whether it shows: `justify_text`'s measure of a prompt,
/// and the boxes whose prompt leaves their window no room.
final class BoxRequestSizingTests: XCTestCase {
    /// `justify_text`'s measure of a prompt with no window, as a box's auto size takes it.
    private func justify(_ text: String, limit: Int) -> (height: Int, width: Int) {
        var unprinted: String? = nil
        return CdialogTextOnly.justify(Array(text.unicodeScalars), limitY: limit, limitX: limit, printing: &unprinted)
    }

    private let screen = Size(width: 80, height: 24)

    func testJustifyMeasuresAsDialogDoes() {
        XCTAssertEqual(justify("Pick a volume", limit: 20).width, 15, "from column 2, the line's bytes")
        XCTAssertEqual(justify("Pick a volume", limit: 14).width, 8, "broken at its blank: 12 columns from 2")
        let long = justify("Pick a volume for the speakers in the living room, please now", limit: 23)
        XCTAssertEqual(long.width, 23, "broken at the last blank that fits")
        XCTAssertEqual(long.height, 4)
        XCTAssertEqual(justify("音量を選んでください 👍🏽", limit: 30).width, 41,
                       "23 columns, but a line that ends is measured in bytes")
        XCTAssertEqual(justify("e\u{301}e\u{301}", limit: 20).width, 2 + 6, "combining marks are bytes too")
        XCTAssertEqual(justify("abcdefghijklmnopqrstuvwxyz", limit: 10).width, 10, "a word past the limit: the limit")
        XCTAssertEqual(justify("one\ntwo\n\nfour", limit: 20).height, 4)
    }

    func testARangeBoxIsAsWideAsDialogMakesIt() {
        let labels = ["OK", "Cancel"]
        func width(_ text: String, title: String = "") -> Int {
            var request = BoxRequest(widget: .more(.range(minimum: 1, maximum: 100, value: 42)), text: text)
            request.title = title
            return request.cdialogWidth(minimumColumns: 14, labels: labels, screen: screen)
        }
        XCTAssertEqual(width("Pick a volume"), 20, "the buttons' row")
        XCTAssertEqual(width("Pick a volume for the speakers in the living room, please now"), 27)
        XCTAssertEqual(width("音量を選んでください 👍🏽"), 45)
        XCTAssertEqual(width("Pick", title: "A title much wider than the prompt"), 38)
    }

    func testAPromptThatTakesEveryRowLeavesNoRoom() {
        func overflow(_ widget: BoxRequest.Widget, lines: Int, height: Int = 0, width: Int = 0) -> Bool {
            var request = BoxRequest(widget: widget, text: (1...lines).map { "Line \($0) 漢字 👍🏽" }.joined(separator: "\n"))
            (request.height, request.width) = (height, width)
            return request.cdialogOverflow(screen: screen) != nil
        }
        let menu = BoxRequest.Widget.list(.menu, height: 0, items: [BoxRequest.Item(tag: "a", text: "Apple")])
        XCTAssertTrue(overflow(menu, lines: 30))
        XCTAssertFalse(overflow(menu, lines: 5))
        let menuOfFive = BoxRequest.Widget.list(.menu, height: 5, items: [BoxRequest.Item(tag: "a", text: "Apple")])
        XCTAssertTrue(overflow(menuOfFive, lines: 18, height: 20, width: 60), "18 lines fill a box of 20")
        XCTAssertFalse(overflow(menuOfFive, lines: 17, height: 20, width: 60))
        XCTAssertFalse(overflow(menu, lines: 18, height: 20, width: 60), "list height 0: the box grows by its item")
        let input = BoxRequest.Widget.input(initial: "", password: false)
        XCTAssertTrue(overflow(input, lines: 10, height: 12, width: 40))
        XCTAssertFalse(overflow(input, lines: 10, height: 13, width: 40))
        XCTAssertTrue(overflow(input, lines: 6, width: 40), "a given width: the auto height leaves the prompt out")
        XCTAssertFalse(overflow(input, lines: 5, width: 40))
        XCTAssertTrue(overflow(.form(height: 0, fields: []), lines: 30))
        XCTAssertFalse(overflow(.message, lines: 30), "a message box scrolls its text")
        let calendar = BoxRequest.Widget.calendar(day: 1, month: 2, year: 2024)
        XCTAssertFalse(overflow(calendar, lines: 1, height: 8), "8 and 16: the screen's 24 rows")
        XCTAssertTrue(overflow(calendar, lines: 1, height: 9))
        XCTAssertTrue(overflow(calendar, lines: 1, height: -1))
        XCTAssertTrue(overflow(calendar, lines: 7), "the prompt's 7 rows, its margins and 16")
        XCTAssertFalse(overflow(calendar, lines: 6))
    }
}
