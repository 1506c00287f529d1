extension Choose {
    /// Answers to newt's keys (`KeyConvention.newt`), as whiptail's menus and check and radio lists do, with
    /// `configuration.buttons` under the list (OK, and Cancel unless left out):
    ///
    /// - a single choice is newt's list box: ↑/↓ move, PgUp/PgDn a page, Home/End, a letter focuses the next
    ///   item whose label starts with it, Enter chooses;
    /// - check boxes (and radio buttons) are newt's check boxes: ↑/↓, ←/→ and Backspace move and stay in the
    ///   list at its ends, PgUp/PgDn a page, Space checks, Enter accepts what is checked;
    ///
    /// and for the rest the form's keys (see `NewtForm`): Tab goes round the list and the buttons (and the
    /// message, when `messageTakesFocus`), F12 accepts, Esc ends as `.dismissed`, the second button as
    /// `.cancelled`. The list takes the focus only when it has items.
    public mutating func useNewtKeys(messageTakesFocus: Bool) {
        newt = NewtForm(message: messageTakesFocus, body: !items.isEmpty, buttons: max(1, configuration.buttons.count))
    }

    /// What a key does in newt's list box (newt's `listbox.c`, `listboxEvent`).
    enum NewtListAction: Sendable {
        case up, down, pageUp, pageDown, first, last, choose
    }

    /// The keys of newt's list box, a single choice's.
    private static let newtListKeymap = Keymap<NewtListAction>([
        KeyBinding([KeyEvent(.up)], .up),
        KeyBinding([KeyEvent(.down)], .down),
        KeyBinding([KeyEvent(.pageUp)], .pageUp),
        KeyBinding([KeyEvent(.pageDown)], .pageDown),
        KeyBinding([KeyEvent(.home)], .first),
        KeyBinding([KeyEvent(.end)], .last),
        KeyBinding([KeyEvent(.enter)], .choose),
    ])

    /// The keys of newt's check boxes in their subform, the check and radio lists'.
    private static let newtCheckKeymap = Keymap<NewtListAction>([
        KeyBinding([KeyEvent(.up), KeyEvent(.left), KeyEvent(.backspace), KeyEvent(.backspace, .shift)], .up),
        KeyBinding([KeyEvent(.down), KeyEvent(.right)], .down),
        KeyBinding([KeyEvent(.pageUp)], .pageUp),
        KeyBinding([KeyEvent(.pageDown)], .pageDown),
        KeyBinding([KeyEvent(.enter)], .choose),
    ])

    /// A key under newt's keys: the focused list's first, then the form's.
    mutating func handleNewt(_ key: KeyEvent) -> Effect<Outcome>? {
        guard var form = newt else { return nil }
        switch form.focused {
        case .body:
            if let effect = handleNewtList(key) { return effect.effect }
        case .message:
            // A chooser's message does not scroll (it is cut to a third of the screen): its keys do nothing.
            if [Key.up, .down, .pageUp, .pageDown].contains(key.key), key.modifiers.isEmpty { return nil }
        case .button:
            break
        }
        let response = form.handle(key)
        newt = form
        switch response {
        case .pressed(let index)?: return press(button: index)
        case .accept?: return accept()
        case .dismiss?: return .finish(.dismissed)
        case nil: return nil
        }
    }

    /// Button `index` pressed: the first accepts, any other cancels.
    mutating func press(button index: Int) -> Effect<Outcome>? {
        index == 0 ? accept() : .finish(.cancelled)
    }

    /// What the focused list did with `key`, wrapped so that "used, with no effect" differs from "not used".
    private struct Handled { var effect: Effect<Outcome>? }

    private mutating func handleNewtList(_ key: KeyEvent) -> Handled? {
        let checkBoxes = configuration.multiple
        if checkBoxes, key == KeyEvent(.character(" ")) {
            toggle(focusedItem)
            return Handled()
        }
        guard let action = (checkBoxes ? Self.newtCheckKeymap : Self.newtListKeymap).action(for: key) else {
            if !checkBoxes, case .character(let letter) = key.key, key.modifiers.isSubset(of: [.shift]),
               letter.isASCII, letter.isLetter {
                jump(to: letter)
                return Handled()
            }
            return nil
        }
        // newt's list box pages down a whole page and up one less; its check boxes a whole page both ways.
        let page = max(1, rows)
        switch action {
        case .up: list.move(by: -1, rows: rows)
        case .down: list.move(by: 1, rows: rows)
        case .pageUp: list.move(by: checkBoxes ? -page : -max(1, page - 1), rows: rows)
        case .pageDown: list.move(by: page, rows: rows)
        case .first: list.move(to: 0, rows: rows)
        case .last: list.move(to: .max, rows: rows)
        case .choose: return Handled(effect: accept())
        }
        return Handled()
    }

    /// A letter in newt's list box: the next item whose label starts with it, case aside, after the focused
    /// one when that one starts with it too, else from the top; nothing when there is none (newt does not go
    /// round to the top).
    private mutating func jump(to letter: Character) {
        let wanted = letter.uppercased()
        func starts(_ place: Int) -> Bool { items[shownItem(place)].label.first.map { $0.uppercased() == wanted } ?? false }
        guard shownCount > 0 else { return }
        var place = starts(list.focus) ? list.focus + 1 : 0
        while place < shownCount, !starts(place) { place += 1 }
        if place < shownCount { list.move(to: place, rows: rows) }
    }
}
