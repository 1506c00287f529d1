import XCTest
@testable import DialogKit

final class KeymapTests: XCTestCase {
    func testTheAlertHelpLineComesFromItsKeymap() {
        XCTAssertEqual(KeyBindings.alert.box.helpLine, "←/→ move · Enter choose · Esc cancel")
    }

    func testFirstBindingWinsAndUnboundKeysHaveNoAction() {
        enum Action: Sendable { case one, two }
        let keymap = Keymap<Action>([
            KeyBinding([KeyEvent(.enter)], .one, help: "Enter", "one"),
            KeyBinding([KeyEvent(.enter), KeyEvent(.tab)], .two),
        ])
        XCTAssertEqual(keymap.action(for: KeyEvent(.enter)), .one)
        XCTAssertEqual(keymap.action(for: KeyEvent(.tab)), .two)
        XCTAssertNil(keymap.action(for: KeyEvent(.tab, .shift)))
        XCTAssertEqual(keymap.helpLine, "Enter one")
    }

    func testTypedLettersFindTheBindingsThatTakeThem() {
        enum Action: Sendable { case press, top, cancel, kill }
        var keymap = Keymap<Action>([
            KeyBinding([KeyEvent(.escape)], .cancel),
            KeyBinding([.ctrl("u")], .kill),
        ])
        // No binding takes text: a letter, with Shift or without, finds none; Ctrl and Alt with a letter still do.
        XCTAssertNil(keymap.action(for: KeyEvent(.character("u"))))
        XCTAssertNil(keymap.action(for: KeyEvent(.character("U"), .shift)))
        XCTAssertEqual(keymap.action(for: .ctrl("u")), .kill)
        XCTAssertNil(keymap.action(for: KeyEvent(.character("u"), .alt)))
        // Bindings that take text, given at the start or added later, are found: Space, a capital, an emoji.
        keymap.bindings.append(KeyBinding([KeyEvent(.character(" ")), KeyEvent(.character("G"), .shift)], .press))
        XCTAssertEqual(keymap.action(for: KeyEvent(.character(" "))), .press)
        XCTAssertEqual(keymap.action(for: KeyEvent(.character("G"), .shift)), .press)
        XCTAssertNil(keymap.action(for: KeyEvent(.character("G"))))
        let withEmoji = Keymap<Action>([KeyBinding([KeyEvent(.character("👍🏽"))], .top), KeyBinding([.ctrl("u")], .kill)])
        XCTAssertEqual(withEmoji.action(for: KeyEvent(.character("👍🏽"))), .top)
        XCTAssertNil(withEmoji.action(for: KeyEvent(.character("👍"))))
        XCTAssertEqual(withEmoji.action(for: .ctrl("u")), .kill)
    }

    func testKeyEventsAreEqualOnlyWithTheSameKeyAndModifiers() {
        XCTAssertEqual(KeyEvent(.character("a"), .control), .ctrl("a"))
        XCTAssertNotEqual(KeyEvent(.character("a"), .alt), .ctrl("a"))
        XCTAssertNotEqual(KeyEvent(.character("b"), .control), .ctrl("a"))
        XCTAssertNotEqual(KeyEvent(.left), KeyEvent(.left, .shift))
        XCTAssertEqual(KeyEvent(.character("é")), KeyEvent(.character("e\u{301}")))
        XCTAssertEqual(Set([KeyEvent(.character("é")), KeyEvent(.character("e\u{301}")), .ctrl("a")]).count, 2)
    }
}
