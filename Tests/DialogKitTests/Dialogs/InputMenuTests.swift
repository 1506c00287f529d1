import XCTest
@testable import DialogKit
import TestSupport

final class InputMenuTests: XCTestCase {
    private let screen = Size(width: 50, height: 20)
    private let mono = Theme.standard(for: .none)
    private let buttons = [ButtonLabel(text: "OK"), ButtonLabel(text: "Rename"), ButtonLabel(text: "Cancel")]

    private func menu(visible: Int = 3, focus: Int? = nil) -> InputMenu {
        InputMenu(message: "Pick a fruit", tags: ["a", "b", "c"], texts: ["Apple", "Banana", "Cherry"], buttons: buttons,
                  renameButton: 1, focus: focus, visibleItems: visible, maximumWidth: 40)
    }

    @discardableResult
    private func send(_ bytes: String, to menu: inout InputMenu) -> [Effect<InputMenu.Outcome>] {
        menu.type(bytes, screen: screen)
    }

    private func picture(_ menu: InputMenu) -> String {
        FrameComposer.compose(menu, screen: screen, placement: .inline, frame: .shown, theme: mono)
            .trimmedLines().joined(separator: "\n")
    }

    func testEachItemTakesThreeRowsItsTextFramedBesideItsTag() {
        XCTAssertEqual(picture(menu()), """
             ╭──────────────────────────────────────╮
             │                                      │
             │  Pick a fruit                        │
             │                                      │
             │  ╭────────────────────────────────╮  │
             │  │   ╭──────────────────────────╮ │  │
             │  │a  │Apple                     │ │  │
             │  │   ╰──────────────────────────╯ │  │
             │  │   ╭──────────────────────────╮ │  │
             │  │b  │Banana                    │ │  │
             │  │   ╰──────────────────────────╯ │  │
             │  │   ╭──────────────────────────╮ │  │
             │  │c  │Cherry                    │ │  │
             │  │   ╰──────────────────────────╯ │  │
             │  ╰────────────────────────────────╯  │
             │    < OK >  < Rename >  < Cancel >    │
             ╰──────────────────────────────────────╯
        """)
    }

    func testRenameEditsTheTextInPlaceAndEnterAnswersIt() {
        var fruit = menu()
        XCTAssertEqual(send("\u{1b}OB\t\r", to: &fruit), [], "Rename starts the field, it does not end the box")
        XCTAssertEqual(fruit.renaming?.item, 1)
        XCTAssertEqual(FrameComposer.caret(fruit, screen: screen, placement: .inline), Point(x: 13, y: 9),
                       "the caret at the start of Banana's text")
        send("Green \u{1b}OF!", to: &fruit)
        XCTAssertTrue(picture(fruit).contains("│  │b  │Green Banana!             │ │  │"), picture(fruit))
        XCTAssertEqual(send("\r", to: &fruit), [.finish(.renamed(item: 1, text: "Green Banana!"))])
    }

    func testCtrlUClearsTheTextAndUnicodeIsTyped() {
        var fruit = menu()
        send("\t\r\u{1b}OC\u{15}Zoë 日本 👍🏽", to: &fruit)
        XCTAssertTrue(picture(fruit).contains("│  │a  │Zoë 日本 👍🏽               │ │  │"), picture(fruit))
        XCTAssertEqual(send("\u{1b}OB", to: &fruit), [.finish(.renamed(item: 0, text: "Zoë 日本 👍🏽"))], "↓ keeps it too")
    }

    func testEscGivesTheRenameUpAndTheMenuGoesOn() {
        var fruit = menu()
        send("\t\rnew", to: &fruit)
        XCTAssertEqual(send("\u{1b}", to: &fruit), [])
        XCTAssertNil(fruit.renaming)
        XCTAssertTrue(picture(fruit).contains("│a  │Apple "), "the old text is back")
        XCTAssertEqual(send("\t\t\r", to: &fruit), [.finish(.chose(.pressed(button: 0, items: [0], focused: 0), abandoned: [0]))],
                       "dialog keeps the tag of each renaming given up")
        var escape = menu()
        XCTAssertEqual(send("\u{1b}", to: &escape), [.finish(.chose(.dismissed, abandoned: []))])
    }

    func testTheFirstItemFocusedAndPagingByTheItemsShown() {
        var fruit = menu(visible: 2, focus: 2)
        XCTAssertEqual(fruit.menu.focusedItem, 2)
        XCTAssertTrue(picture(fruit).contains("│c  │Cherry"), picture(fruit))
        XCTAssertFalse(picture(fruit).contains("Apple"), "two items shown: the focused one in view")
        XCTAssertTrue(picture(fruit).contains("│  ╰────────────────────────── 3/3 ─╯  │"), "the place among the items")
        send("\u{1b}OH", to: &fruit)
        XCTAssertTrue(picture(fruit).contains("Apple") && !picture(fruit).contains("Cherry"), picture(fruit))
        XCTAssertEqual(send("c\r", to: &fruit), [.finish(.chose(.pressed(button: 0, items: [2], focused: 2), abandoned: []))],
                       "a letter focuses the item whose tag starts with it")
    }
}

extension InputMenuTests {
    private func mouse(_ action: MouseEvent.Action, x: Int, y: Int, to menu: inout InputMenu) -> Effect<InputMenu.Outcome>? {
        menu.handle(.mouse(MouseEvent(action: action, button: .left, column: x, row: y)), screen: screen)
    }

    func testAPressFocusesAnItemAndAClickPressesAButton() {
        var fruit = menu()
        // In the box: the list's frame at row 4, Cherry's text on row 12; the buttons on row 15, Rename's at column 13.
        XCTAssertNil(mouse(.press, x: 10, y: 12, to: &fruit))
        XCTAssertEqual(fruit.menu.focusedItem, 2)
        XCTAssertNil(mouse(.press, x: 15, y: 15, to: &fruit))
        XCTAssertNil(mouse(.release, x: 15, y: 15, to: &fruit), "Rename clicked: the field opens")
        XCTAssertEqual(fruit.renaming?.item, 2)
    }
}
