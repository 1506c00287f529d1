import XCTest
@testable import DialogKit
import TestSupport

final class TreeViewTests: XCTestCase {
    private let screen = Size(width: 50, height: 16)
    private let mono = Theme.standard(for: .none)

    @discardableResult
    private func send(_ bytes: String, to tree: inout TreeView) -> [Effect<TreeView.Outcome>] {
        var decoder = KeyDecoder()
        decoder.feed(Array(bytes.utf8))
        var effects: [Effect<TreeView.Outcome>] = []
        while let event = decoder.next(final: true) {
            guard case .key(let key) = event else { continue }
            if let effect = tree.handle(.key(key), screen: screen) { effects.append(effect) }
        }
        return effects
    }

    private func picture(_ tree: TreeView) -> String {
        FrameComposer.compose(tree, screen: screen, placement: .inline, frame: .shown, theme: mono)
            .trimmedLines().joined(separator: "\n")
    }

    private func parts(visible: Int = 6) -> TreeView {
        var tree = TreeView(message: "Pick a part", values: ["root", "etc", "home", "ada", "usr", "music"],
                            texts: ["The root", "Settings", "Homes", "Ada's home", "Programs", "音楽 👍🏽 e\u{301}"],
                            depths: [0, 1, 1, 2, 1, 2], on: 1,
                            buttons: [ButtonLabel(text: "OK"), ButtonLabel(text: "Cancel")], visibleItems: visible)
        tree.backtitle = ""
        return tree
    }

    func testEachItemIsIndentedByItsDepthAfterItsRadioButton() {
        XCTAssertEqual(picture(parts()), """
                      ╭────────────────────────────╮
                      │                            │
                      │  Pick a part               │
                      │                            │
                      │  ╭──────────────────────╮  │
                      │  │ ( ) The root         │  │
                      │  │ (*) │  Settings      │  │
                      │  │ ( ) │  Homes         │  │
                      │  │ ( ) │  │  Ada's home │  │
                      │  │ ( ) │  Programs      │  │
                      │  │ ( ) │  │  音楽 👍🏽 é  │  │
                      │  ╰──────────────────────╯  │
                      │     < OK >  < Cancel >     │
                      ╰────────────────────────────╯
            """)
    }

    func testSpaceMovesTheRadioButtonDownAndAButtonAnswersIt() {
        var tree = parts()
        send("\u{1b}[B\u{1b}[B ", to: &tree)
        XCTAssertEqual(tree.on, 2)
        XCTAssertTrue(picture(tree).contains("( ) │  Settings"))
        XCTAssertTrue(picture(tree).contains("(*) │  Homes"))
        XCTAssertEqual(send("\r", to: &tree), [.finish(.pressed(button: 0, items: [2], focused: 2))])
    }

    func testAShortListShowsWhereTheFocusIs() {
        var tree = parts(visible: 3)
        send("\u{1b}[6~", to: &tree)
        XCTAssertEqual(tree.menu.focusedItem, 3)
        XCTAssertTrue(picture(tree).contains("4/6"), picture(tree))
        XCTAssertTrue(picture(tree).contains("│  │  Ada's home"), picture(tree))
        XCTAssertFalse(picture(tree).contains("The root"))
    }

    func testEscDismisses() {
        var tree = parts()
        XCTAssertEqual(send("\u{1b}", to: &tree), [.finish(.dismissed)])
    }
}
