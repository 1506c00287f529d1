/// A box's keys as tables, one for each part that can hold the focus and one for the box: a key goes to the
/// focused part's table first, then to the box's (newt's `formEvent`, dialog's binding table per widget), so the
/// dialogs keep no mode. swalert's are `alert`, `input`, `choose`; whiptail's `newt`; dialog(1)'s `dialog…`.
public struct KeyBindings: Sendable {
    /// What the box does with a key its focused part left (move the focus, press, cancel); its help line is the box's.
    public var box: Keymap<KeyAction>
    /// The keys of a focused field (before the characters typed go into it), list, check list, message and button.
    public var field, list, checkList, message, button: Keymap<KeyAction>
    public var hotkeys: Hotkeys
    public var letters: Letters
    /// Whether the field or the list is a stop of the focus ring; a list that is not keeps its keys (in `box`).
    public var bodyTakesFocus: Bool
    /// Whether a press answers which button it was (dialog's OK, Extra, Cancel, Help), not accept or cancel.
    public var answersPressedButton: Bool

    /// Which letters press a button: each label's marked one (`&Save`) and a numbered label's number (see
    /// `ButtonRow`); none (newt's); or the first capital of each label not taken before it (dialog's).
    public enum Hotkeys: Sendable { case marked, none, firstCapital }

    /// What letters typed in a list without a query do.
    public enum Letters: Sendable {
        /// They are the query; without filtering, the next item starting with one is focused, round from the top.
        case query
        /// The next item starting with the letter: after the focused one if it does too, else from the top; never
        /// round, letters alone (newt's list box; its check boxes take no letters).
        case nextBelow
        /// The next item starting with the letter or digit, round from the top; else a digit's row (dialog's).
        case nextRound
        /// A digit focuses its row; letters move to no item (dialog's `--no-hot-list`).
        case rowDigits
    }

    public init(box: Keymap<KeyAction>, field: Keymap<KeyAction> = [], list: Keymap<KeyAction> = [],
                checkList: Keymap<KeyAction> = [], message: Keymap<KeyAction> = [], button: Keymap<KeyAction> = [],
                hotkeys: Hotkeys = .marked, letters: Letters = .query, bodyTakesFocus: Bool = true,
                answersPressedButton: Bool = false) {
        self.box = box
        self.field = field
        self.list = list
        self.checkList = checkList
        self.message = message
        self.button = button
        self.hotkeys = hotkeys
        self.letters = letters
        self.bodyTakesFocus = bodyTakesFocus
        self.answersPressedButton = answersPressedButton
    }

    /// The button `letter` presses among `labels`, by the first capital letter of each not taken before it.
    public static func firstCapital(_ letter: Character, labels: [String]) -> Int? {
        let wanted = letter.uppercased()
        var taken: [String] = []
        for (index, label) in labels.enumerated() {
            guard let capital = label.first(where: { $0.isUppercase && !taken.contains(String($0)) }) else { continue }
            let hotkey = String(capital)
            if hotkey == wanted { return index }
            taken.append(hotkey)
        }
        return nil
    }
}

extension KeyBindings {
    private static let enter = KeyEvent(.enter), tab = KeyEvent(.tab), backTab = KeyEvent(.tab, .shift), escape = KeyEvent(.escape)
    private static let space = KeyEvent(.character(" ")), backspace = [KeyEvent(.backspace), KeyEvent(.backspace, .shift)]
    private static let up = KeyEvent(.up), down = KeyEvent(.down), left = KeyEvent(.left), right = KeyEvent(.right)
    private static let pageUp = KeyEvent(.pageUp), pageDown = KeyEvent(.pageDown), home = KeyEvent(.home), end = KeyEvent(.end)

    /// An alert's: the arrows and Tab between the buttons, the message scrolled by ↑/↓ and the page keys.
    public static let alert = KeyBindings(box: [
        KeyBinding([left, backTab], .focusPrevious, help: "←/→", "move"),
        KeyBinding([right, tab], .focusNext),
        KeyBinding([enter, space], .press, help: "Enter", "choose"),
        KeyBinding([escape], .cancel, help: "Esc", "cancel"),
        KeyBinding([up, .ctrl("p")], .up),
        KeyBinding([down, .ctrl("n")], .down),
        KeyBinding([pageUp], .pageUp),
        KeyBinding([pageDown], .pageDown),
        KeyBinding([home], .first),
        KeyBinding([end], .last),
    ])

    /// readline's editing keys, by grapheme cluster and by word.
    static let lineEditing: [KeyBinding<KeyAction>] = [
        KeyBinding([left, .ctrl("b")], .moveLeft),
        KeyBinding([right, .ctrl("f")], .moveRight),
        KeyBinding([home, .ctrl("a")], .moveToStart),
        KeyBinding([end, .ctrl("e")], .moveToEnd),
        KeyBinding([KeyEvent(.character("b"), .alt), KeyEvent(.left, .control), KeyEvent(.left, .alt)], .moveWordLeft),
        KeyBinding([KeyEvent(.character("f"), .alt), KeyEvent(.right, .control), KeyEvent(.right, .alt)], .moveWordRight),
        KeyBinding(backspace, .deleteBackward),
        KeyBinding([KeyEvent(.delete), .ctrl("d")], .deleteForward),
        KeyBinding([.ctrl("u")], .killToStart),
        KeyBinding([.ctrl("k")], .killToEnd),
        KeyBinding([.ctrl("w")], .killWhitespaceWordBackward),
        KeyBinding([KeyEvent(.backspace, .alt)], .killWordBackward),
        KeyBinding([KeyEvent(.character("d"), .alt), KeyEvent(.delete, .control)], .killWordForward),
        KeyBinding([.ctrl("y")], .yank),
    ]

    /// The editing actions of newt's entry (`entry.c`), bound as readline binds them.
    private static let newtEntry: [KeyAction] = [
        .moveLeft, .moveRight, .moveToStart, .moveToEnd, .deleteBackward, .deleteForward, .killToStart, .killToEnd,
    ]

    /// An input box's: readline's keys from anywhere (back to the field), Tab round it and the buttons, Space presses.
    public static let input = KeyBindings(
        box: Keymap([
            KeyBinding([enter], .press, help: "Enter", "accept"),
            KeyBinding([tab], .focusNext, help: "Tab", "move"),
            KeyBinding([escape], .cancel, help: "Esc", "cancel"),
            KeyBinding([backTab], .focusPrevious),
        ] + lineEditing + [
            KeyBinding([up, .ctrl("p")], .up),
            KeyBinding([down, .ctrl("n")], .down),
            KeyBinding([pageUp], .pageUp),
            KeyBinding([pageDown], .pageDown),
        ]),
        button: [KeyBinding([space], .press)]
    )

    /// A chooser's: the list moves, the query edits, Space checks (in a single choice it is typed).
    public static let choose = KeyBindings(
        box: [
            KeyBinding([up, .ctrl("p")], .up, help: "↑/↓", "move"),
            KeyBinding([down, .ctrl("n")], .down),
            KeyBinding([enter], .accept, help: "Enter", "choose"),
            KeyBinding([tab], .toggle, help: "Space", "select"),
            KeyBinding([.ctrl("a")], .toggleAll, help: "Ctrl-A", "all"),
            KeyBinding([escape], .clearOrCancel, help: "Esc", "cancel"),
            KeyBinding([pageUp], .pageUp),
            KeyBinding([pageDown], .pageDown),
            KeyBinding([home], .first),
            KeyBinding([end], .last),
            KeyBinding([.ctrl("d")], .deleteForwardOrCancel),
            KeyBinding(backspace, .deleteBackward),
            KeyBinding([.ctrl("u")], .killToStart),
            KeyBinding([.ctrl("w"), KeyEvent(.backspace, .alt)], .killWhitespaceWordBackward),
            KeyBinding([left, .ctrl("b")], .moveLeft),
            KeyBinding([right, .ctrl("f")], .moveRight),
        ],
        checkList: [KeyBinding([space], .toggle)]
    )

    /// newt's, as whiptail's boxes answer (`form.c`, `formEvent`): Tab round the parts, the arrows and Backspace to
    /// the next or last without going round, PgUp/PgDn to the ends, F12 answers; `entry.c`'s and `listbox.c`'s keys.
    public static let newt = KeyBindings(
        box: [
            KeyBinding([tab], .focusNext, help: "Tab", "move"),
            KeyBinding([enter, space], .press, help: "Enter", "choose"),
            KeyBinding([escape], .dismiss, help: "Esc", "cancel"),
            KeyBinding([backTab], .focusPrevious),
            KeyBinding([down, right], .focusForward),
            KeyBinding([up, left] + backspace, .focusBack),
            KeyBinding([pageUp], .focusFirst),
            KeyBinding([pageDown], .focusLast),
            KeyBinding([KeyEvent(.function(12))], .accept),
        ],
        field: Keymap([KeyBinding([enter], .press)] + lineEditing.filter { newtEntry.contains($0.action) }),
        // The list box pages down a whole page and up one less; the check boxes a whole page both ways.
        list: [
            KeyBinding([up], .up),
            KeyBinding([down], .down),
            KeyBinding([pageUp], .focusPageUpLessOne),
            KeyBinding([pageDown], .focusPageDown),
            KeyBinding([home], .first),
            KeyBinding([end], .last),
            KeyBinding([enter], .accept),
        ],
        checkList: [
            KeyBinding([up, left] + backspace, .up),
            KeyBinding([down, right], .down),
            KeyBinding([pageUp], .focusPageUp),
            KeyBinding([pageDown], .focusPageDown),
            KeyBinding([enter], .accept),
            KeyBinding([space], .toggle, help: "Space", "select"),
        ],
        message: [
            KeyBinding([up], .up),
            KeyBinding([down], .down),
            KeyBinding([pageUp], .pageUp),
            KeyBinding([pageDown], .pageDown),
        ],
        hotkeys: .none,
        letters: .nextBelow
    )

    /// dialog(1)'s input box (`inputbox.c`): Tab and ↓ round the field and buttons, → and ← between buttons.
    public static let dialogInput = KeyBindings(
        box: [
            KeyBinding([enter], .press, help: "Enter", "accept"),
            KeyBinding([tab, down], .focusNext, help: "Tab", "move"),
            KeyBinding([escape], .dismiss, help: "Esc", "cancel"),
            KeyBinding([backTab, up], .focusPrevious),
        ],
        // Ctrl-U clears the whole line, as dialog's `DLGK_DELETE_ALL`.
        field: Keymap([KeyBinding([.ctrl("u")], .killLine)] + lineEditing),
        button: [
            KeyBinding([right], .focusNext),
            KeyBinding([left], .focusPrevious),
            KeyBinding([space], .press),
        ],
        hotkeys: .firstCapital,
        answersPressedButton: true
    )

    /// dialog(1)'s menus and check and radio lists (`menubox.c`, `checklist.c`): the list keeps ↑/↓, `-`/`+` and the
    /// page keys whichever button is selected, Tab and → round the buttons, Space checks (presses, in a menu).
    public static let dialogList = KeyBindings(
        box: [
            KeyBinding([up, KeyEvent(.character("-"))], .up, help: "↑/↓", "move"),
            KeyBinding([down, KeyEvent(.character("+"))], .down),
            KeyBinding([enter], .press, help: "Enter", "choose"),
            KeyBinding([space], .toggle, help: "Space", "select"),
            KeyBinding([escape], .dismiss, help: "Esc", "cancel"),
            KeyBinding([pageUp], .focusTopRowOrPageUp),
            KeyBinding([pageDown], .focusPageDown),
            KeyBinding([home], .first),
            KeyBinding([end], .last),
            KeyBinding([tab, right], .focusNext),
            KeyBinding([backTab, left], .focusPrevious),
        ],
        letters: .nextRound,
        bodyTakesFocus: false,
        answersPressedButton: true
    )

    /// dialog(1)'s form (`formbox.c`): in a field ↑/↓ round the fields, Tab and Shift-Tab to the first and last
    /// button; on a button, Tab, → and ↓ to the next (from the last back to the field), Shift-Tab, ← and ↑ back.
    public static let dialogForm = KeyBindings(
        box: [KeyBinding([escape], .dismiss, help: "Esc", "cancel")],
        field: [
            KeyBinding([tab], .focusNextButton, help: "Tab", "buttons"),
            KeyBinding([down], .focusNextField, help: "↑/↓", "field"),
            KeyBinding([enter], .press, help: "Enter", "OK"),
            KeyBinding([backTab], .focusPreviousButton),
            KeyBinding([up], .focusPreviousField),
            KeyBinding([left], .moveLeft),
            KeyBinding([right], .moveRight),
            KeyBinding([home, .ctrl("a")], .moveToStart),
            KeyBinding([end, .ctrl("e")], .moveToEnd),
            KeyBinding(backspace, .deleteBackward),
            KeyBinding([KeyEvent(.delete)], .deleteForward),
            KeyBinding([.ctrl("u")], .killLine),
            KeyBinding([.ctrl("k")], .killToEnd),
        ],
        button: [
            KeyBinding([tab, right, down], .focusNextButton),
            KeyBinding([backTab, left, up], .focusPreviousButton),
            KeyBinding([enter, space], .press),
        ],
        hotkeys: .firstCapital,
        answersPressedButton: true
    )
}
