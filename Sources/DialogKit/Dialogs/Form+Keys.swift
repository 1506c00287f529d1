extension Form {
    /// The actions that edit a line (`LineEditor.apply`): a line field takes them whether or not they change it.
    static let lineActions: Set<KeyAction> = [
        .moveLeft, .moveRight, .moveToStart, .moveToEnd, .moveWordLeft, .moveWordRight, .deleteBackward, .deleteForward,
        .killToStart, .killToEnd, .killLine, .killWhitespaceWordBackward, .killWordBackward, .killWordForward, .yank,
    ]

    /// An action: the focused field's first (a text area's ↑ on its first row does nothing there, and moves the
    /// focus), then the focus, the buttons, submitting and cancelling.
    mutating func perform(_ action: KeyAction, screen: Size) -> Effect<Outcome>? {
        if let slot = focusedSlot {
            if action == .focusNext, completePath(slot) { return nil }
            if edit(action, slot: slot, screen: screen) { return nil }
        }
        let answering = keys.answersPressedButton
        switch action {
        case .up:
            if focusedSlot != nil { return move(.focusBack) }
            if let last = ring.stops.last(where: { if case .field = $0 { return true } else { return false } }) { focus(last) }
        case .down:
            if focusedSlot != nil { return move(.focusForward) }
        case .moveLeft, .moveRight:
            if let button = ring.focusedButton {
                focus(.button(min(max(0, button + (action == .moveLeft ? -1 : 1)), pageButtons.count - 1)))
            }
        case .press:
            if let button = ring.focusedButton { return press(button: button) }
            return answering ? .finish(.pressed(button: 0, values: values, field: current)) : moveOn()
        case .accept:
            return answering ? .finish(.pressed(button: ring.focusedButton ?? 0, values: values, field: current)) : submit()
        case .cancel:
            return .finish(answering ? .dismissed : .cancelled)
        case .dismiss:
            return .finish(.dismissed)
        default:
            return move(action)
        }
        return nil
    }

    /// Moves the focus as a focus action says, checking the field it leaves; dialog's ↑/↓ enter a line at its start.
    mutating func move(_ action: KeyAction) -> Effect<Outcome>? {
        let before = focusedSlot
        guard ring.move(action) else { return nil }
        if action == .focusNextField || action == .focusPreviousField, let slot = focusedSlot {
            editLine(slot) { $0.moveToStart() }
        }
        leave(before)
        return nil
    }

    /// Focuses `stop`, checking the field that had the focus.
    mutating func focus(_ stop: FocusRing.Stop) {
        let before = focusedSlot
        ring.focus(stop)
        leave(before)
    }

    /// Checks the field of `slot` once the focus has left it: its rules from its first line, its second line's match
    /// too from the second; the refusal stays under it until it is edited.
    mutating func leave(_ slot: Int?) {
        guard let slot, focusedSlot != slot else { return }
        let field = slots[slot].field
        errors[field] = problem(field, again: slots[slot].again)
    }

    /// Enter on a field: on to the next; from the page's last field, to the next page or, on the last, submits.
    mutating func moveOn() -> Effect<Outcome>? {
        guard let slot = focusedSlot else { return nil }
        let last = ring.stops.last { if case .field = $0 { return true } else { return false } }
        guard last == .field(slot) else { return move(.focusForward) }
        errors[slots[slot].field] = problem(slots[slot].field, again: slots[slot].again)
        return page < pageCount - 1 ? next() : submit()
    }

    /// The page's button `index` pressed.
    mutating func press(button index: Int) -> Effect<Outcome>? {
        let buttons = pageButtons
        guard buttons.indices.contains(index) else { return nil }
        switch buttons[index].role {
        case .answer(let button): return .finish(.pressed(button: button, values: values, field: current))
        case .back: turn(to: page - 1)
        case .next: return next()
        case .ok: return submit()
        case .cancel: return .finish(.cancelled)
        }
        return nil
    }

    /// Every field checked: the answers when all are valid, else the first invalid field focused (on its page).
    mutating func submit() -> Effect<Outcome>? {
        guard let first = check(fields.indices) else { return .finish(.submitted(answers)) }
        show(first)
        return nil
    }

    /// What the time limit answers: with `timeoutSubmits`, the answers when every field passes OK's checks.
    var timeoutOutcome: Outcome {
        guard timeoutSubmits, !keys.answersPressedButton, fields.indices.allSatisfy({ !isStop($0) || problem($0) == nil }) else {
            return .timedOut
        }
        return .submitted(answers)
    }

    /// The page's fields checked: on to the next page when all are valid, else the first invalid field focused.
    mutating func next() -> Effect<Outcome>? {
        if let first = check(fields.indices.filter { pageOfField[$0] == page }) {
            show(first)
        } else {
            turn(to: page + 1)
        }
        return nil
    }

    /// Sets each of `candidates`' refusal (the fields that take the focus); the first refused.
    private mutating func check(_ candidates: some Sequence<Int>) -> Int? {
        var first: Int?
        for field in candidates where isStop(field) {
            errors[field] = problem(field)
            if errors[field] != nil, first == nil { first = field }
        }
        return first
    }

    /// Shows page `target`, its first field focused.
    mutating func turn(to target: Int) {
        guard target != page, (0..<pageCount).contains(target) else { return }
        page = target
        ring = makeRing()
        scroll = 0
    }

    /// Focuses `field` on its page: its second line when only the match is wrong.
    mutating func show(_ field: Int) {
        turn(to: pageOfField[field])
        let again = problem(field, again: false) == nil && seconds[field] != nil
        if let slot = slots.firstIndex(of: Slot(field: field, again: again)) { ring.focus(.field(slot)) }
    }

    // MARK: - Editing

    /// Gives `action` to the field of `slot`; false when it does nothing there (↑ on a text area's first row).
    mutating func edit(_ action: KeyAction, slot: Int, screen: Size) -> Bool {
        let field = slots[slot].field, before = answerWhileRefused(field)
        var taken = false
        if slots[slot].again || fields[field].kind.isLine {
            taken = Self.lineActions.contains(action)
            let masked = fields[field].kind == .password
            if taken { editLine(slot) { $0.apply(action, masked: masked) } }
        } else {
            let size = controlSize(slot, screen: screen)
            switch entries[field] {
            case .area(var area):
                taken = action == .press ? area.newline() || true : area.apply(action, width: size.width, height: size.height)
                entries[field] = .area(area)
            case .list(var list):
                taken = list.apply(action, height: max(1, size.height - 1))
                entries[field] = .list(list)
            case .flag(let yes):
                let now: Bool? = switch action {
                case .moveLeft: true
                case .moveRight: false
                case .toggle: !yes
                default: nil
                }
                if let now { entries[field] = .flag(now) }
                taken = now != nil
            case .line, .none:
                break
            }
        }
        clearError(field, unless: before)
        return taken
    }

    /// Takes field `field`'s refusal away, when it has one.
    mutating func clearError(_ field: Int) {
        if errors[field] != nil { errors[field] = nil }
    }

    /// Field `field`'s answer and its second line's text, when a refusal is shown under it (nil: there is none to
    /// take away, and nothing to compare).
    func answerWhileRefused(_ field: Int) -> (Value, String?)? {
        errors[field] == nil ? nil : (answer(field), seconds[field]?.text)
    }

    /// Takes field `field`'s refusal away when its answer is no longer `before` (as `answerWhileRefused` gave it).
    mutating func clearError(_ field: Int, unless before: (Value, String?)?) {
        guard let before, let now = answerWhileRefused(field), now != before else { return }
        clearError(field)
    }

    /// Edits the line of `slot` (a field's, or a password's second) in place.
    mutating func editLine(_ slot: Int, _ change: (inout LineEditor) -> Void) {
        lineEdits &+= 1
        let field = slots[slot].field
        // Taken out while it changes, so its text is not copied.
        if slots[slot].again {
            guard var editor = seconds[field] else { return }
            seconds[field] = nil
            change(&editor)
            seconds[field] = editor
        } else if case .line(var editor) = entries[field] {
            entries[field] = .none
            change(&editor)
            entries[field] = .line(editor)
        }
    }

    /// Typed or pasted text into the field of `slot`; the bell when a line's maximum length refused some of it.
    mutating func type(_ text: String, into slot: Int, screen: Size) -> Effect<Outcome>? {
        let field = slots[slot].field, before = answerWhileRefused(field)
        defer { clearError(field, unless: before) }
        var fitted = true
        if slots[slot].again || fields[field].kind.isLine {
            editLine(slot) { fitted = $0.insert(text) }
            return fitted ? nil : .bell
        }
        switch entries[field] {
        case .area(var area):
            fitted = area.insert(text)
            entries[field] = .area(area)
        case .list(var list):
            list.type(text)
            entries[field] = .list(list)
        case .flag(let yes):
            switch text.lowercased() {
            case "y": entries[field] = .flag(true)
            case "n": entries[field] = .flag(false)
            case " ": entries[field] = .flag(!yes)
            default: return nil
            }
        case .line, .none:
            break
        }
        return fitted ? nil : .bell
    }

    /// Tab in a file field: the path completed as far as every candidate agrees; false when that adds nothing.
    mutating func completePath(_ slot: Int) -> Bool {
        let field = slots[slot].field
        guard fields[field].kind == .file, !slots[slot].again, let complete, case .line(let editor) = entries[field] else {
            return false
        }
        let typed = editor.text
        let longest = Self.commonPrefix(complete(typed))
        guard longest.count > typed.count, longest.hasPrefix(typed) else { return false }
        editLine(slot) { editor in
            editor.moveToEnd()
            editor.insert(String(longest.dropFirst(typed.count)))
        }
        clearError(field)
        return true
    }

    /// The longest start, by grapheme, that all of `candidates` share; empty for none.
    static func commonPrefix(_ candidates: [String]) -> String {
        guard var prefix = candidates.first.map(Array.init) else { return "" }
        for candidate in candidates.dropFirst() {
            var shared = 0
            for character in candidate {
                guard shared < prefix.count, prefix[shared] == character else { break }
                shared += 1
            }
            prefix.removeSubrange(shared...)
        }
        return String(prefix)
    }

    // MARK: - Mouse

    mutating func handleMouse(_ mouse: MouseEvent, screen: Size) -> Effect<Outcome>? {
        let layout = layout(screen: screen)
        var hit = layout.button(at: mouse).map(Hit.button)
        let rows = layout.stack.rows(.fields)
        let place = (row: mouse.row - rows.lowerBound + scroll, column: mouse.column - layout.contentX)
        if hit == nil, rows.contains(mouse.row), layout.isContent(column: mouse.column) {
            let sheet = sheet(width: layout.contentWidth) { $1.contains(place.row) }
            if let block = sheet.blocks.first(where: { $0.rows.contains(place.row) }), isStop(block.field) {
                let control = block.controls.first { ($0.rect.y..<$0.rect.maxY).contains(place.row) } ?? block.controls.first
                hit = control.map { Hit.slot($0.slot) }
            }
        }
        switch click.track(mouse, over: hit) {
        case .pressed(.slot(let slot))?:
            // Placed before the focus moves: a refusal shown under the field left moves the rows below it.
            point(at: place, in: slot, screen: screen)
            focus(.field(slot))
        case .pressed(.button(let index))?:
            // Not checked on the way to a button: a refusal's row would move the button before the release lands.
            ring.focus(.button(index))
        case .clicked(.button(let index))?:
            return press(button: index)
        case .wheel(let lines)?:
            // The focused list or text area scrolls under the wheel; past its ends, or elsewhere, the page does.
            var scrolled = false
            if let slot = focusedSlot {
                let field = slots[slot].field, size = controlSize(slot, screen: screen)
                switch entries[field] {
                case .list(var list):
                    list.scroll(by: lines, height: max(1, size.height - 1))
                    entries[field] = .list(list)
                    scrolled = true
                case .area(var area):
                    scrolled = area.scroll(by: lines, width: size.width, height: size.height)
                    entries[field] = .area(area)
                default:
                    break
                }
            }
            if !scrolled { scroll += lines }
            followsFocus = false
        case .clicked(.slot)?, nil:
            break
        }
        return nil
    }

    /// A press at `place` (the page's row, the content's column) inside the control of `slot`: the caret, the item
    /// or the answer there.
    private mutating func point(at place: (row: Int, column: Int), in slot: Int, screen: Size) {
        let layout = layout(screen: screen), field = slots[slot].field
        guard let control = sheet(width: layout.contentWidth, only: slot).control(slot) else { return }
        let row = place.row - control.rect.y, column = place.column - control.rect.x
        guard row >= 0, row < control.rect.height, column >= 0 else { return }
        if slots[slot].again || fields[field].kind.isLine {
            let line = lineField(slot), anchor = anchors[slot]
            editLine(slot) { editor in
                let start = line.firstVisible(editor, anchor: anchor, width: control.rect.width)
                editor.move(to: line.index(atColumn: column, editor, start: start))
            }
            return
        }
        switch entries[field] {
        case .area(var area):
            area.click(column: column, row: row, width: control.rect.width, height: control.rect.height)
            entries[field] = .area(area)
        case .list(var list):
            list.click(row: row, height: control.rect.height)
            entries[field] = .list(list)
            clearError(field)
        case .flag:
            entries[field] = .flag(column < noColumn)
            clearError(field)
        case .line, .none:
            break
        }
    }
}
