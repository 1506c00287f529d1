extension KeyBindings {
    /// dialog's `--editbox` (`editbox.c`): in the text, ↑/↓ and PgUp/PgDn move between lines, Home/End, ←/→,
    /// Backspace (joining a line to the one above at its start), Delete and Ctrl-U (the whole line) edit, Enter splits
    /// the line, Tab and Shift-Tab go to the buttons; on the buttons the arrows and Tab go round the text and the
    /// buttons, Enter and Space press; Esc ends the box anywhere.
    public static let dialogEditBox: KeyBindings = {
        let enter = KeyEvent(.enter), tab = KeyEvent(.tab), backTab = KeyEvent(.tab, .shift), space = KeyEvent(.character(" "))
        let up = KeyEvent(.up), down = KeyEvent(.down), left = KeyEvent(.left), right = KeyEvent(.right)
        return KeyBindings(
            box: [KeyBinding([KeyEvent(.escape)], .dismiss, help: "Esc", "cancel")],
            field: [
                KeyBinding([tab], .focusNext, help: "Tab", "buttons"),
                KeyBinding([backTab], .focusPrevious),
                // Enter in the text splits its line at the caret.
                KeyBinding([enter], .press, help: "Enter", "new line"),
                KeyBinding([up], .up),
                KeyBinding([down], .down),
                KeyBinding([KeyEvent(.pageUp)], .pageUp),
                KeyBinding([KeyEvent(.pageDown)], .pageDown),
                KeyBinding([left], .moveLeft),
                KeyBinding([right], .moveRight),
                KeyBinding([KeyEvent(.home)], .moveToStart),
                KeyBinding([KeyEvent(.end)], .moveToEnd),
                KeyBinding([KeyEvent(.backspace), KeyEvent(.backspace, .shift), .ctrl("h")], .deleteBackward),
                KeyBinding([KeyEvent(.delete)], .deleteForward),
                KeyBinding([.ctrl("u")], .killLine),
            ],
            button: [
                KeyBinding([tab, right, down], .focusNext),
                KeyBinding([backTab, left, up], .focusPrevious),
                KeyBinding([enter, space], .press),
            ],
            hotkeys: .firstCapital,
            answersPressedButton: true
        )
    }()

    /// An item of dialog's `--inputmenu` being renamed (`menubox.c`'s `input_menu_edit`): Enter (and ↑/↓) keeps the
    /// new text, Esc gives it up, Home/End, ←/→, Backspace, Delete and Ctrl-U (the whole text) edit.
    public static let dialogRename = KeyBindings(
        box: [
            KeyBinding([KeyEvent(.enter), KeyEvent(.up), KeyEvent(.down)], .press, help: "Enter", "rename"),
            KeyBinding([KeyEvent(.escape)], .dismiss, help: "Esc", "keep the old text"),
        ],
        field: [
            KeyBinding([KeyEvent(.left)], .moveLeft),
            KeyBinding([KeyEvent(.right)], .moveRight),
            KeyBinding([KeyEvent(.home)], .moveToStart),
            KeyBinding([KeyEvent(.end)], .moveToEnd),
            KeyBinding([KeyEvent(.backspace), KeyEvent(.backspace, .shift), .ctrl("h")], .deleteBackward),
            KeyBinding([KeyEvent(.delete)], .deleteForward),
            KeyBinding([.ctrl("u")], .killLine),
        ]
    )
}
