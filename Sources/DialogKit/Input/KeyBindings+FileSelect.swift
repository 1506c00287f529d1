extension KeyBindings {
    /// dialog's `--fselect` and `--dselect` (`fselect.c`): Tab (→ off the path) and Shift-Tab go round the directories,
    /// the files, the path and the buttons; ↓/↑ (Ctrl-N/Ctrl-P) move in a list and leave anything else like Tab;
    /// PgDn/PgUp page a list; Space copies the focused entry into the path, or completes the path; Enter answers it
    /// (Cancel when Cancel has the focus), as Ctrl-D on a button; Esc cancels. In the path Home/End, ←/→, Backspace,
    /// Delete and Ctrl-U edit.
    public static let dialogFileSelect: KeyBindings = {
        let tab = KeyEvent(.tab), backTab = KeyEvent(.tab, .shift)
        return KeyBindings(
            box: [
                KeyBinding([KeyEvent(.enter)], .press, help: "Enter", "answer the path"),
                KeyBinding([KeyEvent(.character(" "))], .toggle, help: "Space", "take the entry"),
                KeyBinding([tab, KeyEvent(.right)], .focusNext, help: "Tab", "next part"),
                KeyBinding([backTab], .focusPrevious),
                KeyBinding([KeyEvent(.down), .ctrl("n")], .down),
                KeyBinding([KeyEvent(.up), .ctrl("p")], .up),
                KeyBinding([KeyEvent(.pageDown)], .pageDown),
                KeyBinding([KeyEvent(.pageUp)], .pageUp),
                KeyBinding([KeyEvent(.escape)], .dismiss, help: "Esc", "cancel"),
                // Ctrl-D presses the focused button; elsewhere it rings, as an editing key would.
                KeyBinding([.ctrl("d")], .accept),
            ],
            field: [
                KeyBinding([KeyEvent(.left)], .moveLeft),
                KeyBinding([KeyEvent(.right)], .moveRight),
                KeyBinding([KeyEvent(.home)], .moveToStart),
                KeyBinding([KeyEvent(.end)], .moveToEnd),
                KeyBinding([KeyEvent(.backspace), KeyEvent(.backspace, .shift), .ctrl("h")], .deleteBackward),
                KeyBinding([KeyEvent(.delete)], .deleteForward),
                KeyBinding([.ctrl("u")], .killLine),
            ],
            hotkeys: .firstCapital,
            answersPressedButton: true
        )
    }()
}
