import XCTest
@testable import DialogKit

/// The focus ring moved by each program's keys: every step drawn as the ring's stops in a line, the focused one in
/// brackets.
final class FocusRingTests: XCTestCase {
    /// The ring as a line: `message`, `field0`, `<0>` for button 0, the focused stop in brackets.
    private func picture(_ ring: FocusRing) -> String {
        ring.stops.map { stop -> String in
            let name: String
            switch stop {
            case .message: name = "message"
            case .field(let index): name = "field\(index)"
            case .button(let index): name = "<\(index)>"
            }
            return stop == ring.focused ? "[\(name)]" : name
        }.joined(separator: " ")
    }

    /// Each key of `keys` by name, handed to `ring` as `bindings` move it (the focused part's table, then the box's),
    /// and the ring after it: one line a key, the first line the ring as it starts.
    private func walk(_ ring: FocusRing, _ bindings: KeyBindings, body: Keymap<KeyAction> = [], _ keys: [(String, KeyEvent)]) -> String {
        var ring = ring
        var lines = ["        " + picture(ring)]
        for (name, key) in keys {
            if let action = ring.table(in: bindings, body: body).action(for: key) ?? bindings.box.action(for: key) {
                _ = ring.move(action)
            }
            lines.append(name.padding(toLength: 8, withPad: " ", startingAt: 0) + picture(ring))
        }
        return lines.joined(separator: "\n")
    }

    private let tab = ("Tab", KeyEvent(.tab)), backTab = ("S-Tab", KeyEvent(.tab, .shift))
    private let up = ("↑", KeyEvent(.up)), down = ("↓", KeyEvent(.down)), left = ("←", KeyEvent(.left)), right = ("→", KeyEvent(.right))
    private let pageUp = ("PgUp", KeyEvent(.pageUp)), pageDown = ("PgDn", KeyEvent(.pageDown))

    func testNewtsTabGoesRoundAndItsArrowsStopAtTheEnds() {
        let ring = FocusRing(message: true, fields: [0], buttons: 2)
        XCTAssertEqual(walk(ring, .newt, [tab, right, right, right, tab, backTab, pageUp, pageDown, tab, pageDown]), """
                    [message] field0 <0> <1>
            Tab     message [field0] <0> <1>
            →       message field0 [<0>] <1>
            →       message field0 <0> [<1>]
            →       message field0 <0> [<1>]
            Tab     [message] field0 <0> <1>
            S-Tab   message field0 <0> [<1>]
            PgUp    [message] field0 <0> <1>
            PgDn    [message] field0 <0> <1>
            Tab     message [field0] <0> <1>
            PgDn    message field0 <0> [<1>]
            """, "PgDn in the focused message is the message's own")
    }

    func testDialogsInputBoxGoesRoundTheFieldAndTheButtonsAndKeepsTheArrowsInTheField() {
        let ring = FocusRing(fields: [0], buttons: 3)
        XCTAssertEqual(walk(ring, .dialogInput, body: KeyBindings.dialogInput.field, [right, tab, right, right, right, up, left]), """
                    [field0] <0> <1> <2>
            →       [field0] <0> <1> <2>
            Tab     field0 [<0>] <1> <2>
            →       field0 <0> [<1>] <2>
            →       field0 <0> <1> [<2>]
            →       [field0] <0> <1> <2>
            ↑       field0 <0> <1> [<2>]
            ←       field0 <0> [<1>] <2>
            """)
    }

    func testDialogsFormSendsTheArrowsRoundTheFieldsAndTabToTheButtonsAndBack() {
        let ring = FocusRing(fields: [0, 2, 3], buttons: 2)
        XCTAssertEqual(walk(ring, .dialogForm, body: KeyBindings.dialogForm.field, [down, down, down, up, tab, down, tab, backTab, backTab]), """
                    [field0] field2 field3 <0> <1>
            ↓       field0 [field2] field3 <0> <1>
            ↓       field0 field2 [field3] <0> <1>
            ↓       [field0] field2 field3 <0> <1>
            ↑       field0 field2 [field3] <0> <1>
            Tab     field0 field2 field3 [<0>] <1>
            ↓       field0 field2 field3 <0> [<1>]
            Tab     field0 field2 [field3] <0> <1>
            S-Tab   field0 field2 field3 <0> [<1>]
            S-Tab   field0 field2 field3 [<0>] <1>
            """)
    }

    func testARingOfButtonsAloneGoesRoundThemAndStartsOnTheOneAskedFor() {
        let ring = FocusRing(buttons: 3, focus: .button(2))
        XCTAssertEqual(walk(ring, .dialogList, [tab, right, left, left, down]), """
                    <0> <1> [<2>]
            Tab     [<0>] <1> <2>
            →       <0> [<1>] <2>
            ←       [<0>] <1> <2>
            ←       <0> <1> [<2>]
            ↓       <0> <1> [<2>]
            """, "↓ is the list's, whichever button is selected")
        XCTAssertEqual(picture(FocusRing(buttons: 2, focus: .button(7))), "[<0>] <1>", "a stop the ring lacks leaves the first")
    }
}
