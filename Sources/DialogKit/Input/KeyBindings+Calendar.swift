extension KeyBindings {
    /// dialog's `--calendar` (`calendar.c`): Tab and Shift-Tab go round month, year, day and the buttons; in the day
    /// grid ↑/↓ (PgUp/PgDn, k/j) move a week and ←/→ (-/+, h/l) a day, in the month and the year each of
    /// those one month or year; on the buttons they move the focus; Enter and Space press OK in a field, else the
    /// button; Esc ends the box.
    public static let dialogCalendar: KeyBindings = {
        let tab = KeyEvent(.tab), backTab = KeyEvent(.tab, .shift)
        let up = [KeyEvent(.up), KeyEvent(.pageUp), KeyEvent(.character("k"))]
        let down = [KeyEvent(.down), KeyEvent(.pageDown), KeyEvent(.character("j"))]
        let left = [KeyEvent(.left), KeyEvent(.character("-")), KeyEvent(.character("h"))]
        let right = [KeyEvent(.right), KeyEvent(.character("+")), KeyEvent(.character("l"))]
        let press = [KeyEvent(.enter), KeyEvent(.character(" "))]
        return KeyBindings(
            box: [KeyBinding([KeyEvent(.escape)], .dismiss, help: "Esc", "cancel")],
            field: [
                KeyBinding([tab], .focusNext, help: "Tab", "next"),
                KeyBinding([backTab], .focusPrevious),
                KeyBinding(up, .up, help: "↑↓", "week"),
                KeyBinding(down, .down),
                KeyBinding(left, .moveLeft, help: "←→", "day"),
                KeyBinding(right, .moveRight),
                KeyBinding(press, .press, help: "Enter", "OK"),
            ],
            button: [
                KeyBinding([tab] + down + right, .focusNext),
                KeyBinding([backTab] + up + left, .focusPrevious),
                KeyBinding(press, .press),
            ],
            hotkeys: .firstCapital,
            answersPressedButton: true
        )
    }()

    /// dialog's `--timebox` (`timebox.c`): Tab, → and Shift-Tab, ← go round hour, minute, second and the
    /// buttons; ↑/↓ (PgUp/PgDn, -/+) step the focused part round its period, Home and End set it to 0 and its last,
    /// Delete drops its last digit and a digit is typed onto its end; Enter and Space press OK in a field, else the
    /// button; Esc ends the box.
    public static let dialogTimeBox: KeyBindings = {
        let next = [KeyEvent(.tab), KeyEvent(.right)]
        let previous = [KeyEvent(.tab, .shift), KeyEvent(.left)]
        let press = [KeyEvent(.enter), KeyEvent(.character(" "))]
        return KeyBindings(
            box: [KeyBinding([KeyEvent(.escape)], .dismiss, help: "Esc", "cancel")],
            field: [
                KeyBinding(next, .focusNext, help: "Tab", "next"),
                KeyBinding(previous, .focusPrevious),
                KeyBinding([KeyEvent(.up), KeyEvent(.pageUp), KeyEvent(.character("-"))], .up, help: "↑↓", "change"),
                KeyBinding([KeyEvent(.down), KeyEvent(.pageDown), KeyEvent(.character("+"))], .down),
                KeyBinding([KeyEvent(.home)], .first),
                KeyBinding([KeyEvent(.end)], .last),
                KeyBinding([KeyEvent(.delete)], .deleteForward),
                KeyBinding(press, .press, help: "Enter", "OK"),
            ],
            button: [
                KeyBinding(next, .focusNext),
                KeyBinding(previous, .focusPrevious),
                KeyBinding(press, .press),
            ],
            hotkeys: .firstCapital,
            answersPressedButton: true
        )
    }()
}
