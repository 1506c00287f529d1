import XCTest
@testable import DialogKit

/// Each program's keys as tables: what a key does in a focused field under each, drawn as a table.
final class KeyBindingsTests: XCTestCase {
    /// What each key in `keys` does in a focused field under each of `programs`: the field's table first, then
    /// typing into it (`type`), then the box's table; `-` for nothing.
    private func table(_ keys: [(String, KeyEvent)], _ programs: [(String, KeyBindings)]) -> String {
        let header = "       " + programs.map { $0.0.padding(toLength: 18, withPad: " ", startingAt: 0) }.joined()
        let rows = keys.map { name, key in
            name.padding(toLength: 7, withPad: " ", startingAt: 0) + programs.map { _, bindings in
                let typed = key.modifiers.isSubset(of: [.shift]) && { if case .character = key.key { return true } else { return false } }()
                let action = bindings.field.action(for: key).map { "\($0)" } ?? (typed ? "type" : nil)
                    ?? bindings.box.action(for: key).map { "\($0)" } ?? "-"
                return action.padding(toLength: 18, withPad: " ", startingAt: 0)
            }.joined()
        }
        return ([header] + rows).map { String($0.reversed().drop { $0 == " " }.reversed()) }.joined(separator: "\n")
    }

    func testAFieldsKeysUnderEachProgram() {
        let keys: [(String, KeyEvent)] = [
            ("Enter", KeyEvent(.enter)), ("Tab", KeyEvent(.tab)), ("Esc", KeyEvent(.escape)), ("↓", KeyEvent(.down)),
            ("←", KeyEvent(.left)), ("Space", KeyEvent(.character(" "))), ("Ctrl-Y", .ctrl("y")), ("F12", KeyEvent(.function(12))),
        ]
        XCTAssertEqual(table(keys, [("swalert", .input), ("whiptail", .newt), ("dialog", .dialogInput), ("dialog form", .dialogForm)]), """
                   swalert           whiptail          dialog            dialog form
            Enter  press             press             press             press
            Tab    focusNext         focusNext         focusNext         focusNextButton
            Esc    cancel            dismiss           dismiss           dismiss
            ↓      down              focusForward      focusNext         focusNextField
            ←      moveLeft          moveLeft          moveLeft          moveLeft
            Space  type              type              type              type
            Ctrl-Y yank              -                 yank              -
            F12    -                 accept            -                 -
            """)
    }

    func testTheHelpLineComesFromTheSameTables() {
        XCTAssertEqual(KeyBindings.newt.box.helpLine, "Tab move · Enter choose · Esc cancel")
        XCTAssertEqual(KeyBindings.newt.checkList.helpLine(after: KeyBindings.newt.box.helpLine),
                       "Tab move · Enter choose · Esc cancel · Space select")
        XCTAssertEqual(KeyBindings.dialogInput.box.helpLine, KeyBindings.input.box.helpLine, "dialog's input box says what swalert's does")
        XCTAssertEqual(KeyBindings.dialogForm.box.helpLine(after: KeyBindings.dialogForm.field.helpLine),
                       "Tab buttons · ↑/↓ field · Enter OK · Esc cancel")
    }
}
