extension Input {
    /// Answers to dialog(1)'s keys, as its input and password boxes do (dialog's `inputbox.c`), with `buttons`
    /// under the field (they replace OK and Cancel) and the field focused, or `defaultButton` when given:
    ///
    /// - in the field, the editing keys edit it and Enter presses the first button;
    /// - Tab, ↓ (and → on a button) go to the next stop, the field and the buttons round, Shift-Tab, ↑ (and ← on a
    ///   button) to the one before;
    /// - on a button, Enter or Space presses it, and a letter presses the button whose hotkey it is (the first
    ///   capital letter of its label);
    /// - Esc ends as `.dismissed`, and a pressed button as `.pressed(button:value:)` with the value as it stands.
    public mutating func useDialogKeys(buttons: [ButtonLabel], defaultButton: Int? = nil) {
        if !buttons.isEmpty { self.buttons = buttons }
        dialogButtons = DialogButtons(count: self.buttons.count, selected: defaultButton, field: true)
        focus = defaultButton == nil ? .field : .ok
    }

    /// What a key does under dialog's keys, besides editing the field.
    enum DialogAction: Sendable { case next, previous, press, dismiss }

    static let dialogKeymap = Keymap<DialogAction>([
        KeyBinding([KeyEvent(.tab), KeyEvent(.down)], .next),
        KeyBinding([KeyEvent(.tab, .shift), KeyEvent(.up)], .previous),
        KeyBinding([KeyEvent(.enter)], .press),
        KeyBinding([KeyEvent(.escape)], .dismiss),
    ])

    mutating func handleDialogKey(_ key: KeyEvent, screen: Size) -> Effect<Outcome>? {
        guard var buttons = dialogButtons else { return nil }
        defer {
            dialogButtons = buttons
            focus = buttons.selected == nil ? .field : .ok
        }
        var action = Self.dialogKeymap.action(for: key)
        if buttons.selected != nil, action == nil {
            if key == KeyEvent(.right) { action = .next }
            if key == KeyEvent(.left) { action = .previous }
            if key == KeyEvent(.character(" ")) { action = .press }
        }
        if let action {
            switch action {
            case .next: buttons.next()
            case .previous: buttons.previous()
            case .press: return .finish(.pressed(button: buttons.selected ?? 0, value: editor.text))
            case .dismiss: return .finish(.dismissed)
            }
            return nil
        }
        guard buttons.selected == nil else {
            if case .character(let letter) = key.key, key.modifiers.isSubset(of: [.shift]),
               let index = DialogButtons.button(for: letter, labels: self.buttons.map(\.text)) {
                buttons.select(index)
                return .finish(.pressed(button: index, value: editor.text))
            }
            return nil
        }
        if let edit = Self.keymap.action(for: key) {
            switch edit {
            case .accept, .cancel, .focusNext, .focusPrevious, .scrollUp, .scrollDown, .pageUp, .pageDown: return nil
            default:
                self.edit(edit)
                return nil
            }
        }
        if case .character(let character) = key.key, key.modifiers.isSubset(of: [.shift]) { return type(String(character)) }
        return nil
    }
}
