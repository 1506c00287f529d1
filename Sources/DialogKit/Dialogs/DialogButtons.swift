/// The focus of a box of dialog(1) (Thomas Dickey's `dialog`), whose keys swalert's `dialog` mode answers to: a
/// row of buttons, one of them selected, and for an input box its field before them.
///
/// In a menu or a list the list always takes ↑/↓ and the row moves with Tab and ←/→, round from the last button to
/// the first (dialog's `dlg_next_button`); in an input box the field is a stop of its own, after the last button
/// and before the first (`dlg_next_ok_buttonindex`). Enter (or Space, off a field) presses the selected button.
public struct DialogButtons: Equatable, Sendable {
    /// How many buttons there are (at least one).
    public let count: Int
    /// Whether a field comes before the buttons and can hold the focus (an input box).
    public let hasField: Bool
    /// The selected button; nil while the field has the focus.
    public private(set) var selected: Int?

    /// A row of `count` buttons, `selected` chosen (nil: the field, when there is one, else the first button).
    public init(count: Int, selected: Int? = nil, field: Bool = false) {
        self.count = max(1, count)
        hasField = field
        self.selected = selected.map { min(max(0, $0), max(1, count) - 1) } ?? (field ? nil : 0)
    }

    /// The next stop: the next button, from the last round to the field or the first button.
    public mutating func next() {
        guard let current = selected else {
            selected = 0
            return
        }
        if current + 1 < count { selected = current + 1 } else { selected = hasField ? nil : 0 }
    }

    /// The stop before: the button before, from the first round to the field or the last button.
    public mutating func previous() {
        guard let current = selected else {
            selected = count - 1
            return
        }
        if current > 0 { selected = current - 1 } else { selected = hasField ? nil : count - 1 }
    }

    /// Selects button `index`, or the field with nil (when there is one).
    public mutating func select(_ index: Int?) {
        if let index {
            selected = min(max(0, index), count - 1)
        } else if hasField {
            selected = nil
        }
    }

    /// The button a letter presses: the first whose hotkey (dialog's: the first capital letter of its label not
    /// taken by a button before it) is that letter, case aside.
    public static func button(for letter: Character, labels: [String]) -> Int? {
        let wanted = letter.uppercased()
        var taken: [String] = []
        for (index, label) in labels.enumerated() {
            let hotkey = label.first { $0.isUppercase && !taken.contains(String($0)) }.map(String.init)
            if let hotkey {
                if hotkey == wanted { return index }
                taken.append(hotkey)
            }
        }
        return nil
    }
}
