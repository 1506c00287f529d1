extension KeyBindings {
    /// dialog's `--rangebox` (`rangebox.c`): Tab, →, Ctrl-N to the next digit or button, Shift-Tab, ←, Backspace,
    /// Ctrl-P back; ↑/- and ↓/+ step the value (the focused digit's place), PgUp/PgDn a slider cell, Home/End the
    /// bounds; Enter and Space press the focused button (OK from a digit), Esc ends the box.
    public static let dialogRange: KeyBindings = {
        let enter = KeyEvent(.enter), space = KeyEvent(.character(" "))
        return KeyBindings(
            box: [
                KeyBinding([KeyEvent(.up), KeyEvent(.character("-"))], .up, help: "↑/↓", "change"),
                KeyBinding([KeyEvent(.down), KeyEvent(.character("+"))], .down),
                KeyBinding([KeyEvent(.tab), KeyEvent(.right), .ctrl("n")], .focusNext, help: "Tab", "digits"),
                KeyBinding([KeyEvent(.tab, .shift), KeyEvent(.left), KeyEvent(.backspace), .ctrl("h"), .ctrl("p")],
                           .focusPrevious),
                KeyBinding([KeyEvent(.pageUp)], .pageUp),
                KeyBinding([KeyEvent(.pageDown)], .pageDown),
                KeyBinding([KeyEvent(.home)], .first),
                KeyBinding([KeyEvent(.end)], .last),
                KeyBinding([enter, space], .press, help: "Enter", "choose"),
                KeyBinding([KeyEvent(.escape)], .dismiss, help: "Esc", "cancel"),
            ],
            hotkeys: .firstCapital,
            answersPressedButton: true
        )
    }()
}
