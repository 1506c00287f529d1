/// The parts of a box that take the keyboard focus, in order, and the one that has it: every dialog's message,
/// fields, list and buttons go round one ring, moved by the focus actions of whichever `KeyBindings` it is given.
///
/// ```
/// [message] [field 0] [field 2] <OK> <Cancel>      .focusNext: each in turn, round from Cancel to the message
///                        ^ focused                 .focusNextButton: to OK; from Cancel back to field 2
/// ```
struct FocusRing: Equatable, Sendable {
    /// A part that can hold the focus.
    enum Stop: Equatable, Sendable {
        /// A message too long for its rows, scrolled while it has the focus.
        case message
        /// A field, or a list, by its place among the box's fields.
        case field(Int)
        case button(Int)
    }

    let stops: [Stop]
    /// The focused stop's place in `stops`.
    private(set) var place = 0
    /// The field that last had the focus, where `.focusNextButton` comes back to.
    private(set) var lastField: Int?

    /// A ring of the message (when it takes the focus), `fields` and `buttons`, the focus on `focus` or the first stop.
    init(message: Bool = false, fields: [Int] = [], buttons: Int, focus: Stop? = nil) {
        stops = (message ? [.message] : []) + fields.map(Stop.field) + (0..<buttons).map(Stop.button)
        lastField = fields.first
        if let focus { self.focus(focus) }
    }

    /// The focused stop (a ring with none has its first button focused).
    var focused: Stop { stops.isEmpty ? .button(0) : stops[place] }

    var focusedButton: Int? {
        if case .button(let index) = focused { return index }
        return nil
    }

    var focusedField: Int? {
        if case .field(let index) = focused { return index }
        return nil
    }

    /// Moves the focus to `stop`, if the ring has it.
    mutating func focus(_ stop: Stop) {
        guard let index = stops.firstIndex(of: stop) else { return }
        place = index
        if case .field(let field) = stop { lastField = field }
    }

    /// Moves the focus as `action` says; false when `action` does not move the focus.
    mutating func move(_ action: KeyAction) -> Bool {
        let last = stops.count - 1
        switch action {
        case .focusNext: go(place == last ? 0 : place + 1)
        case .focusPrevious: go(place == 0 ? last : place - 1)
        case .focusForward: go(min(place + 1, last))
        case .focusBack: go(max(place - 1, 0))
        case .focusFirst: go(0)
        case .focusLast: go(last)
        case .focusNextButton, .focusPreviousButton:
            // The buttons and the field last focused, as one ring with the field first.
            let buttons = stops.filter { if case .button = $0 { return true } else { return false } }
            go(around: (lastField.map { [Stop.field($0)] } ?? []) + buttons, from: focused, forward: action == .focusNextButton)
        case .focusNextField, .focusPreviousField:
            let ring = stops.filter { if case .field = $0 { return true } else { return false } }
            go(around: ring, from: focused, forward: action == .focusNextField)
        default:
            return false
        }
        return true
    }

    private mutating func go(_ index: Int) {
        if stops.indices.contains(index) { focus(stops[index]) }
    }

    /// To the stop after (or before) `stop` in `ring`, round its ends; to its first when `stop` is not in it.
    private mutating func go(around ring: [Stop], from stop: Stop, forward: Bool) {
        guard !ring.isEmpty else { return }
        guard let at = ring.firstIndex(of: stop) else { return focus(ring[0]) }
        focus(ring[(at + (forward ? 1 : ring.count - 1)) % ring.count])
    }

    /// The table in `keys` for the focused part, `body` for a field or a list: where a key goes before the box's.
    func table(in keys: KeyBindings, body: Keymap<KeyAction>) -> Keymap<KeyAction> {
        switch focused {
        case .message: return keys.message
        case .field: return body
        case .button: return keys.button
        }
    }
}

extension KeyBindings.Hotkeys {
    /// The button of `row` that `key` presses under these rules, if any.
    func button(for key: KeyEvent, in row: ButtonRow) -> Int? {
        guard case .character(let character) = key.key else { return nil }
        switch self {
        case .none:
            return nil
        case .marked:
            guard key.modifiers.isSubset(of: [.shift, .alt]) else { return nil }
            let lower = Character(character.lowercased())
            // A numbered row's numbers press their buttons too (see `ButtonRow`), where no label claims the key.
            return row.buttons.firstIndex { $0.hotkey == lower } ?? row.button(numbered: character)
        case .firstCapital:
            guard key.modifiers.isSubset(of: [.shift]) else { return nil }
            return KeyBindings.firstCapital(character, labels: row.buttons.map(\.text))
        }
    }
}
