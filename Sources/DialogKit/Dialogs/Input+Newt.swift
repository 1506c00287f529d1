extension Input {
    /// Answers to newt's keys (`KeyConvention.newt`), as whiptail's input and password boxes do: the field
    /// edits as newt's entry does, Enter in it accepts, Tab and the arrows go to the buttons (and to the message,
    /// when `messageTakesFocus`: a message too long for its rows, which then starts with the focus), Enter or
    /// Space presses a button, F12 accepts from anywhere, and Esc ends as `.dismissed`, apart from Cancel.
    public mutating func useNewtKeys(messageTakesFocus: Bool) {
        newt = NewtForm(message: messageTakesFocus, body: true, buttons: buttons.count)
        focus = .field
    }

    /// The keys newt's entry uses (newt's `entry.c`, `entryHandleKey`); anything else goes to the form.
    private static let newtFieldKeymap = Keymap<Action>([
        KeyBinding([KeyEvent(.enter)], .accept),
        KeyBinding([KeyEvent(.home), .ctrl("a")], .moveToStart),
        KeyBinding([KeyEvent(.end), .ctrl("e")], .moveToEnd),
        KeyBinding([KeyEvent(.left), .ctrl("b")], .moveLeft),
        KeyBinding([KeyEvent(.right), .ctrl("f")], .moveRight),
        KeyBinding([KeyEvent(.delete), .ctrl("d")], .deleteForward),
        KeyBinding([KeyEvent(.backspace), KeyEvent(.backspace, .shift)], .deleteBackward),
        KeyBinding([.ctrl("k")], .killToEnd),
        KeyBinding([.ctrl("u")], .killToStart),
    ])

    /// The keys the message uses while it has the focus.
    private static let newtMessageKeymap = Keymap<Action>([
        KeyBinding([KeyEvent(.up)], .scrollUp),
        KeyBinding([KeyEvent(.down)], .scrollDown),
        KeyBinding([KeyEvent(.pageUp)], .pageUp),
        KeyBinding([KeyEvent(.pageDown)], .pageDown),
    ])

    /// A key under newt's keys: the focused field's or message's first, then the form's.
    mutating func handleNewt(_ key: KeyEvent, screen: Size) -> Effect<Outcome>? {
        guard var form = newt else { return nil }
        switch form.focused {
        case .body:
            if let action = Self.newtFieldKeymap.action(for: key) {
                return action == .accept ? press(.field) : perform(action, screen: screen)
            }
            if case .character(let character) = key.key, key.modifiers.isSubset(of: [.shift]) {
                return type(String(character))
            }
        case .message:
            if let action = Self.newtMessageKeymap.action(for: key) { return perform(action, screen: screen) }
        case .button:
            break
        }
        let response = form.handle(key)
        newt = form
        switch form.focused {
        case .body, .message: focus = .field
        case .button(let index): focus = index == 0 ? .ok : .cancel
        }
        switch response {
        case .pressed(let index)?: return press(index == 0 ? .ok : .cancel)
        case .accept?: return press(.ok)
        case .dismiss?: return .finish(.dismissed)
        case nil: return nil
        }
    }
}
