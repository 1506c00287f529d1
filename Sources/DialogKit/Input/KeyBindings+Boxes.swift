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

extension KeyBindings {
    /// dialog's `--buildlist` (`buildlist.c`): Space moves the focused item to the other list, ^ and $ go to the left
    /// and right lists, ↑/-/Ctrl-P and ↓/+/Ctrl-N, Home/End and PgUp/PgDn move in a list; Tab, → and Shift-Tab, ←
    /// go round the buttons; Enter presses the focused one, Esc ends the box.
    public static let dialogBuildList = KeyBindings(
        box: [
            KeyBinding([KeyEvent(.character(" "))], .toggle, help: "Space", "move across"),
            KeyBinding([KeyEvent(.character("^"))], .focusBack, help: "^/$", "left/right"),
            KeyBinding([KeyEvent(.character("$"))], .focusForward),
            KeyBinding([KeyEvent(.up), KeyEvent(.character("-")), .ctrl("p")], .up),
            KeyBinding([KeyEvent(.down), KeyEvent(.character("+")), .ctrl("n")], .down),
            KeyBinding([KeyEvent(.home)], .first),
            KeyBinding([KeyEvent(.end)], .last),
            KeyBinding([KeyEvent(.pageUp)], .pageUp),
            KeyBinding([KeyEvent(.pageDown)], .pageDown),
            KeyBinding([KeyEvent(.tab), KeyEvent(.right)], .focusNext, help: "Tab", "buttons"),
            KeyBinding([KeyEvent(.tab, .shift), KeyEvent(.left)], .focusPrevious),
            KeyBinding([KeyEvent(.enter)], .press, help: "Enter", "choose"),
            KeyBinding([KeyEvent(.escape)], .dismiss, help: "Esc", "cancel"),
        ],
        hotkeys: .none,
        answersPressedButton: true
    )
}
