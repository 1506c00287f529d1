extension Choose {
    /// Answers to dialog(1)'s keys, as its menus and check and radio lists do (dialog's `menubox.c` and
    /// `checklist.c`), with `configuration.buttons` under the list and `defaultButton` selected:
    ///
    /// - the list keeps ↑/↓ (and `-`/`+`), PgUp/PgDn, Home/End whichever button is selected; a letter or digit
    ///   focuses the next item whose label starts with it (round from the top), and 1 to 9 the item on that row
    ///   when none does;
    /// - Space checks the focused item in a list of check boxes (turns it on among radio buttons), else presses
    ///   the selected button, as Enter does;
    /// - Tab and → select the next button, Shift-Tab and ← the one before, going round;
    /// - Esc ends as `.dismissed`, and a pressed button as `.pressed(button:items:focused:)` with the items as they stand.
    public mutating func useDialogKeys(defaultButton: Int = 0) {
        dialogButtons = DialogButtons(count: max(1, configuration.buttons.count), selected: defaultButton)
    }

    /// What a key does under dialog's keys.
    enum DialogListAction: Sendable {
        case up, down, pageUp, pageDown, first, last, nextButton, previousButton, press, dismiss
    }

    static let dialogKeymap = Keymap<DialogListAction>([
        KeyBinding([KeyEvent(.up), KeyEvent(.character("-"))], .up),
        KeyBinding([KeyEvent(.down), KeyEvent(.character("+"))], .down),
        KeyBinding([KeyEvent(.pageUp)], .pageUp),
        KeyBinding([KeyEvent(.pageDown)], .pageDown),
        KeyBinding([KeyEvent(.home)], .first),
        KeyBinding([KeyEvent(.end)], .last),
        KeyBinding([KeyEvent(.tab), KeyEvent(.right)], .nextButton),
        KeyBinding([KeyEvent(.tab, .shift), KeyEvent(.left)], .previousButton),
        KeyBinding([KeyEvent(.enter)], .press),
        KeyBinding([KeyEvent(.escape)], .dismiss),
    ])

    mutating func handleDialogKey(_ key: KeyEvent) -> Effect<Outcome>? {
        guard var buttons = dialogButtons else { return nil }
        if key == KeyEvent(.character(" ")) {
            guard configuration.multiple else { return pressDialogButton(buttons.selected ?? 0) }
            toggle(focusedItem)
            return nil
        }
        guard let action = Self.dialogKeymap.action(for: key) else {
            if case .character(let character) = key.key, key.modifiers.isSubset(of: [.shift]) { jumpAsDialog(to: character) }
            return nil
        }
        let page = max(1, rows)
        switch action {
        case .up: list.move(by: -1, rows: rows)
        case .down: list.move(by: 1, rows: rows)
        case .pageUp:
            // To the top row in view; from there, a page up.
            list.move(to: list.focus == list.top ? list.top - page : list.top, rows: rows)
        case .pageDown: list.move(by: page, rows: rows)
        case .first: list.move(to: 0, rows: rows)
        case .last: list.move(to: .max, rows: rows)
        case .nextButton: buttons.next()
        case .previousButton: buttons.previous()
        case .press: return pressDialogButton(buttons.selected ?? 0)
        case .dismiss: return .finish(.dismissed)
        }
        dialogButtons = buttons
        return nil
    }

    /// Button `index` pressed under dialog's keys: the items as they stand go with it.
    mutating func pressDialogButton(_ index: Int) -> Effect<Outcome>? {
        dialogButtons?.select(index)
        let items: [Int]
        if configuration.radio {
            items = selected.max().map { [$0] } ?? []
        } else if configuration.multiple {
            items = selected.sorted()
        } else {
            items = focusedItem.map { [$0] } ?? []
        }
        return .finish(.pressed(button: index, items: items, focused: focusedItem))
    }

    /// A letter or digit: the next item whose label starts with it, case aside, after the focused one and round
    /// from the top; else, for 1 to 9, the item on that row of the list in view.
    private mutating func jumpAsDialog(to character: Character) {
        let wanted = character.uppercased()
        guard shownCount > 0 else { return }
        for step in 1...shownCount {
            let place = (list.focus + step) % shownCount
            if items[shownItem(place)].label.first.map({ $0.uppercased() == wanted }) ?? false {
                list.move(to: place, rows: rows)
                return
            }
        }
        if let digit = character.wholeNumberValue, character.isASCII, digit >= 1,
           let item = list.item(atRow: digit - 1, rows: rows) {
            list.move(to: item, rows: rows)
        }
    }
}
