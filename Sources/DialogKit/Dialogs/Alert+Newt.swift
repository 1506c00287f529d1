extension Alert {
    /// Answers to newt's keys (`KeyConvention.newt`), as whiptail's message and yes/no boxes do: Tab and the
    /// arrows move between the buttons (and the message, when `messageTakesFocus`: a message too long for its
    /// rows, which then starts with the focus unless a later button is the default), Enter or Space presses
    /// the focused button, F12 the focused one or the first, and there are no hotkeys.
    public mutating func useNewtKeys(messageTakesFocus: Bool) {
        newt = NewtForm(message: messageTakesFocus, body: false, buttons: buttons.count,
                        focus: focus == 0 ? nil : .button(focus))
    }

    /// The keys the message uses while it has the focus.
    private static let newtMessageKeymap = Keymap<Action>([
        KeyBinding([KeyEvent(.up)], .scrollUp),
        KeyBinding([KeyEvent(.down)], .scrollDown),
        KeyBinding([KeyEvent(.pageUp)], .pageUp),
        KeyBinding([KeyEvent(.pageDown)], .pageDown),
    ])

    /// A key under newt's keys: the focused message's first, then the form's.
    mutating func handleNewt(_ key: KeyEvent, screen: Size) -> Effect<Outcome>? {
        guard var form = newt else { return nil }
        if form.focused == .message, let action = Self.newtMessageKeymap.action(for: key) {
            return perform(action, screen: screen)
        }
        let response = form.handle(key)
        newt = form
        if let button = form.focusedButton { focus = button }
        switch response {
        case .pressed(let index)?: return .finish(.button(index))
        case .accept?: return .finish(.button(form.focusedButton ?? 0))
        case .dismiss?: return .finish(cancelButton.map(Outcome.button) ?? .dismissed)
        case nil: return nil
        }
    }
}
