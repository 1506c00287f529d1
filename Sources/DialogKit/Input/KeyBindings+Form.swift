extension KeyBindings {
    /// `swalert form`'s: Tab, Shift-Tab and ↑/↓ between the fields (a text area's or a list's arrows move inside it
    /// first), Enter on to the next field, Ctrl-S submits from anywhere, Esc cancels; a line edits with readline's
    /// keys, a list as `choose`'s does (Space checks in a multi), a yes/no with ←/→.
    public static let form: KeyBindings = {
        let enter = KeyEvent(.enter), tab = KeyEvent(.tab), backTab = KeyEvent(.tab, .shift), space = KeyEvent(.character(" "))
        let up = KeyEvent(.up), down = KeyEvent(.down), left = KeyEvent(.left), right = KeyEvent(.right)
        let pageUp = KeyEvent(.pageUp), pageDown = KeyEvent(.pageDown), home = KeyEvent(.home), end = KeyEvent(.end)
        let backspace = [KeyEvent(.backspace), KeyEvent(.backspace, .shift)]
        let arrows: [KeyBinding<KeyAction>] = [
            KeyBinding([up, .ctrl("p")], .up),
            KeyBinding([down, .ctrl("n")], .down),
            KeyBinding([pageUp], .pageUp),
            KeyBinding([pageDown], .pageDown),
        ]
        let list = arrows + [
            KeyBinding([enter], .press),
            KeyBinding([home], .first),
            KeyBinding([end], .last),
            KeyBinding(backspace, .deleteBackward),
            KeyBinding([.ctrl("u")], .killToStart),
            KeyBinding([.ctrl("w"), KeyEvent(.backspace, .alt)], .killWhitespaceWordBackward),
            KeyBinding([left, .ctrl("b")], .moveLeft),
            KeyBinding([right, .ctrl("f")], .moveRight),
        ]
        return KeyBindings(
            box: [
                KeyBinding([tab], .focusNext, help: "Tab/↑↓", "move"),
                KeyBinding([backTab], .focusPrevious),
                KeyBinding([.ctrl("s")], .accept, help: "Ctrl-S", "submit"),
                KeyBinding([KeyEvent(.escape)], .cancel, help: "Esc", "cancel"),
            ],
            field: Keymap([KeyBinding([enter], .press, help: "Enter", "next")] + lineEditing + arrows),
            list: Keymap(list),
            checkList: Keymap(list + [
                KeyBinding([space], .toggle, help: "Space", "check"),
                KeyBinding([.ctrl("a")], .toggleAll),
            ]),
            button: [
                KeyBinding([left], .moveLeft),
                KeyBinding([right], .moveRight),
                KeyBinding([up], .up),
                KeyBinding([down], .down),
                KeyBinding([enter, space], .press),
            ]
        )
    }()
}
