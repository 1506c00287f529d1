/// Whose keys a dialog answers to.
public enum KeyConvention: Sendable, Equatable {
    /// swalert's own keys, as `--help` lists them for each command.
    case standard
    /// The keys of newt's forms, as whiptail's users know them (see `NewtForm`).
    case newt
}

/// The focus and keys of a newt form, the box whiptail draws: its parts in order, the message when it
/// scrolls (newt's scrolling text box takes the focus), then the field or list, then the buttons.
///
/// A key goes first to the focused part; what the part does not use goes to the form: Tab and Shift-Tab go
/// round the parts, the arrows and Backspace step to the part after or before without going round, PgUp and
/// PgDn to the first and last part, Enter or Space press a button, F12 answers as the form stands, Esc
/// dismisses. Buttons have no hotkeys. (newt's `form.c`, `formEvent`: Tab in `EV_EARLY`, the arrows in
/// `EV_LATE`, after the component; F12 is every form's hot key.)
struct NewtForm: Equatable {
    /// One part of the box that can hold the focus.
    enum Part: Equatable {
        /// A message too long for its rows, scrolled by the arrows while it has the focus.
        case message
        /// The field or the list.
        case body
        case button(Int)
    }

    /// What the form does with a key its focused part did not use.
    enum Action: Sendable {
        case nextPart, previousPart, stepForward, stepBack, firstPart, lastPart, press, accept, dismiss
    }

    /// The form's keys: the help line and the behaviour both come from here.
    static let keymap = Keymap<Action>([
        KeyBinding([KeyEvent(.tab)], .nextPart, help: "Tab", "move"),
        KeyBinding([KeyEvent(.enter), KeyEvent(.character(" "))], .press, help: "Enter", "choose"),
        KeyBinding([KeyEvent(.escape)], .dismiss, help: "Esc", "cancel"),
        KeyBinding([KeyEvent(.tab, .shift)], .previousPart),
        KeyBinding([KeyEvent(.down), KeyEvent(.right)], .stepForward),
        KeyBinding([KeyEvent(.up), KeyEvent(.left), KeyEvent(.backspace), KeyEvent(.backspace, .shift)], .stepBack),
        KeyBinding([KeyEvent(.pageUp)], .firstPart),
        KeyBinding([KeyEvent(.pageDown)], .lastPart),
        KeyBinding([KeyEvent(.function(12))], .accept),
    ])

    /// What the form asks of its dialog after a key.
    enum Response: Equatable {
        /// Button `index` was pressed.
        case pressed(Int)
        /// F12: answer as the form stands, whichever part has the focus.
        case accept
        /// Esc.
        case dismiss
    }

    /// The parts that take the focus, in order.
    let parts: [Part]
    /// The focused part's place in `parts`.
    private(set) var place: Int

    /// A form of a message (when it scrolls), a body (when there is one that takes the focus) and `buttons`
    /// buttons, the focus on `focus` if it is one of them, else on the first part.
    init(message: Bool, body: Bool, buttons: Int, focus: Part? = nil) {
        let parts = (message ? [Part.message] : []) + (body ? [.body] : []) + (0..<buttons).map(Part.button)
        self.parts = parts
        place = focus.flatMap { parts.firstIndex(of: $0) } ?? 0
    }

    /// The focused part (a form has at least one button).
    var focused: Part { parts.isEmpty ? .button(0) : parts[place] }

    /// The focused button, if a button has the focus.
    var focusedButton: Int? {
        if case .button(let index) = focused { return index }
        return nil
    }

    /// Moves the focus to `part`, if the form has it.
    mutating func focus(_ part: Part) {
        if let index = parts.firstIndex(of: part) { place = index }
    }

    /// Handles a key the focused part left; nil when the key only moved the focus or did nothing.
    mutating func handle(_ key: KeyEvent) -> Response? {
        guard let action = Self.keymap.action(for: key), !parts.isEmpty else { return nil }
        switch action {
        case .nextPart: place = (place + 1) % parts.count
        case .previousPart: place = (place + parts.count - 1) % parts.count
        case .stepForward: place = min(place + 1, parts.count - 1)
        case .stepBack: place = max(place - 1, 0)
        case .firstPart: place = 0
        case .lastPart: place = parts.count - 1
        case .press: return focusedButton.map(Response.pressed)
        case .accept: return .accept
        case .dismiss: return .dismiss
        }
        return nil
    }

    /// The help line under newt's keys.
    static let helpLine = keymap.helpLine
}
