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
}
