extension KeyBindings {
    /// dialog's list keys (`dialogList`) as its options change them: `visitItems` (`--visit-items`) makes the list a
    /// stop of Tab's ring, where Enter (and Space, in a menu) answers OK; `noOK` (`--no-ok`) makes Enter (and Space, in
    /// a menu) answer OK whichever button is focused, as `dlg_enter_buttoncode`; `noHotList` (`--no-hot-list`) leaves
    /// letters no item to move to (`dlg_match_char`), digits still their rows.
    public static func dialogList(menu: Bool, visitItems: Bool = false, noOK: Bool = false,
                                  noHotList: Bool = false) -> KeyBindings {
        let enter = KeyEvent(.enter), space = KeyEvent(.character(" "))
        let answering = menu ? [enter, space] : [enter]
        var keys = dialogList
        if noHotList { keys.letters = .rowDigits }
        if noOK { keys.box = Keymap([KeyBinding(answering, .accept)] + keys.box.bindings) }
        if visitItems {
            keys.bodyTakesFocus = true
            keys.list = [KeyBinding(answering, .accept)]
            keys.checkList = [KeyBinding([enter], .accept)]
        }
        return keys
    }

    /// dialog's input box keys (`dialogInput`) under `--no-ok`: Enter, and Space on a button, answer OK whichever is
    /// focused (`dlg_enter_buttoncode`).
    public static func dialogInput(noOK: Bool) -> KeyBindings {
        var keys = dialogInput
        guard noOK else { return keys }
        keys.box = Keymap([KeyBinding([KeyEvent(.enter)], .accept)] + keys.box.bindings)
        keys.button = Keymap([KeyBinding([KeyEvent(.character(" "))], .accept)] + keys.button.bindings)
        return keys
    }
}
