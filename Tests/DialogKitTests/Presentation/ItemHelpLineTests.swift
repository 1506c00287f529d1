import XCTest
@testable import DialogKit

/// dialog's item help on the screen's last line: from its second column, as `dlg_item_help` writes it, where the
/// keys' help line is centred.
final class ItemHelpLineTests: XCTestCase {
    private let mono = Theme.standard(for: .none)

    private func lastLine(_ choose: Choose, width: Int = 40) -> String {
        let frame = FrameComposer.compose(choose, screen: Size(width: width, height: 14), placement: .fullscreen,
                                          frame: .shown, theme: mono)
        return frame.trimmedLines().last ?? ""
    }

    private func menu(help: [String]?) -> Choose {
        var choose = Choose(message: "Pick", items: [Choose.Item(value: "a", label: "apple"), Choose.Item(value: "b", label: "banana")],
                            configuration: Choose.Configuration(filtering: .none, buttons: [ButtonLabel(text: "OK")]))
        choose.use(.dialogList)
        choose.itemHelp = help
        return choose
    }

    func testAnItemsHelpStartsAtTheSecondColumn() {
        var choose = menu(help: ["The first fruit", "漢字 and 👍🏽, wide"])
        XCTAssertEqual(lastLine(choose), " The first fruit")
        _ = choose.handle(.key(KeyEvent(.down)), screen: Size(width: 40, height: 14))
        XCTAssertEqual(lastLine(choose), " 漢字 and 👍🏽, wide")
    }

    func testAnItemsHelpTooLongIsCutAtTheScreensEdge() {
        let choose = menu(help: ["e\u{301}" + String(repeating: "x", count: 60), ""])
        XCTAssertEqual(lastLine(choose, width: 20), " éxxxxxxxxxxxxxxxxx…", "to the last column, as dialog's COLS - 1")
    }

    func testWithoutItemHelpTheKeysHelpStaysCentred() {
        let line = lastLine(menu(help: nil))
        XCTAssertFalse(line.hasPrefix(" ↑"), "centred, not at the left: \(line.debugDescription)")
        XCTAssertTrue(line.trimmingCharacters(in: .whitespaces).hasPrefix("↑/↓ move"), line)
    }
}
