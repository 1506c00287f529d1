/// A form (dialog's `--form`): labelled fields over a row of buttons, answered with every editable field's value.
/// The editable fields and the buttons are the stops of its focus ring; a field is entered with its cursor at its start.
public struct Form: Dialog {
    /// How a form ends.
    public enum Outcome: Hashable, Sendable {
        /// Button `button` was pressed, with every field's value as it stood and the field that had (or last had)
        /// the focus.
        case pressed(button: Int, values: [String], field: Int)
        /// `swalert form`'s OK (or Ctrl-S, or Enter on the last field) with every field valid: each field's answer.
        case submitted([Value])
        /// `swalert form`'s Cancel or Esc.
        case cancelled
        case dismissed
        case timedOut
    }

    public let fields: [Field]
    public let buttons: [ButtonLabel]
    public let maximumWidth: Int?
    public var backtitle = ""
    /// Each field's text as edited.
    public private(set) var editors: [LineEditor]
    /// The keys the form answers to.
    public var keys = KeyBindings.dialogForm
    /// The editable fields and the buttons.
    var ring: FocusRing
    let title: String
    let message: TextBlock
    private let mask = LineField(mask: nil)

    /// A form of `fields` over `buttons` (at least one), the first editable field focused (a button, when none is).
    public init(message: String, title: String = "", fields: [Field], buttons: [ButtonLabel] = [ButtonLabel(text: "OK")],
                maximumWidth: Int? = nil) {
        self.fields = fields
        self.buttons = buttons.isEmpty ? [ButtonLabel(text: "OK")] : buttons
        self.maximumWidth = maximumWidth
        // As dialog, the cursor starts at the start of each field.
        editors = fields.map { field in
            var editor = LineEditor(text: field.value, maximumLength: field.maximumLength)
            editor.moveToStart()
            return editor
        }
        ring = FocusRing(fields: fields.indices.filter { fields[$0].editable }, buttons: self.buttons.count)
        self.title = Sanitizer.sanitize(title, keepNewlines: false, keepTabs: false)
        self.message = TextBlock(message)
    }

    /// A form of `swalert form`: `fields` (on pages) over `ok` and `cancel`, answered as `.submitted` once every
    /// field is valid.
    public init(questions fields: [Field], title: String = "", message: String = "", ok: ButtonLabel = ButtonLabel(text: "OK"),
                cancel: ButtonLabel? = ButtonLabel(text: "Cancel"), maximumWidth: Int? = nil) {
        self.init(message: message, title: title, fields: fields, buttons: [ok] + (cancel.map { [$0] } ?? []),
                  maximumWidth: maximumWidth)
    }

    /// The values as they stand, field by field.
    public var values: [String] { editors.map(\.text) }

    /// The field with the focus, or that last had it while a button has it (an editable one, when there is one).
    public var current: Int { ring.lastField ?? 0 }

    public var helpLine: String { keys.box.helpLine(after: keys.field.helpLine) }

    /// The widest label's columns.
    var labelWidth: Int { fields.reduce(0) { max($0, $1.label.displayWidth) } }

    /// The parts of a form's box, top to bottom.
    enum Part: BoxPart { case border, topPadding, title, titleGap, message, fieldGap, fields, buttonGap, buttons }

    func layout(screen: Size) -> BoxLayout<Part> {
        let count = fields.count
        return BoxLayout(title: title, message: message, buttons: buttons, minimumWidth: min(labelWidth + 30, 60), screen: screen,
                         maximumWidth: maximumWidth, dropping: [.fieldGap, .buttonGap]) { _, _ in
            [.row(.fieldGap), StackRow(part: .fields, height: count), .row(.buttonGap)]
        }
    }

    public func boxSize(screen: Size) -> Size { layout(screen: screen).boxSize }

    public mutating func handle(_ event: DialogEvent, screen: Size) -> Effect<Outcome>? {
        switch event {
        case .key(let key): return handleKey(key, screen: screen)
        case .paste(let text):
            guard let field = ring.focusedField else { return nil }
            return editors[field].insert(text) ? nil : .bell
        case .timeout: return .finish(.timedOut)
        case .mouse, .tick: return nil
        }
    }

    /// A key: the focused part's table, then the box's, then typing into a focused field or a button's hotkey.
    private mutating func handleKey(_ key: KeyEvent, screen: Size) -> Effect<Outcome>? {
        if let action = ring.table(in: keys, body: keys.field).action(for: key) ?? keys.box.action(for: key) {
            return perform(action)
        }
        if let field = ring.focusedField {
            guard case .character(let character) = key.key, key.modifiers.isSubset(of: [.shift]) else { return nil }
            return editors[field].insert(String(character)) ? nil : .bell
        }
        guard let index = keys.hotkeys.button(for: key, in: layout(screen: screen).buttons) else { return nil }
        ring.focus(.button(index))
        return .finish(.pressed(button: index, values: values, field: current))
    }

    mutating func perform(_ action: KeyAction) -> Effect<Outcome>? {
        if ring.move(action) {
            if action == .focusNextField || action == .focusPreviousField { editors[current].moveToStart() }
            return nil
        }
        switch action {
        case .press, .accept: return .finish(.pressed(button: ring.focusedButton ?? 0, values: values, field: current))
        case .cancel, .dismiss: return .finish(.dismissed)
        default: if let field = ring.focusedField { editors[field].apply(action) }
        }
        return nil
    }

    public func caret(in rect: Rect, screen: Size) -> Point? {
        guard ring.focusedField != nil, fields.indices.contains(current) else { return nil }
        let layout = layout(screen: screen)
        let box = layout.box.rect(in: rect)
        let (x, width) = fieldColumns(layout)
        let column = mask.caretColumn(editors[current], anchor: 0, width: width)
        return Point(x: box.x + x + column, y: box.y + layout.stack.rows(.fields).lowerBound + current)
    }

    /// Where the fields start in the box, and how wide they are: after the widest label and a space.
    private func fieldColumns(_ layout: BoxLayout<Part>) -> (x: Int, width: Int) {
        let labels = min(labelWidth, layout.contentWidth / 2)
        let gap = labels > 0 ? 1 : 0
        return (layout.contentX + labels + gap, max(1, layout.contentWidth - labels - gap))
    }

    public func render(into buffer: inout Buffer, in rect: Rect, screen: Size, theme: Theme) {
        let layout = layout(screen: screen)
        let box = layout.draw(into: &buffer, in: rect, title: title, focused: ring.focusedButton, theme: theme)
        let rows = layout.stack.rows(.fields)
        let (x, width) = fieldColumns(layout)
        for (index, field) in fields.enumerated() where rows.lowerBound + index < rows.upperBound {
            let y = box.y + rows.lowerBound + index
            buffer.put(field.label, x: box.x + layout.contentX, y: y, style: theme.message, maxWidth: x - layout.contentX)
            mask.draw(editors[index], anchor: 0, into: &buffer, x: box.x + x, y: y, width: width,
                      style: field.editable ? theme.field : theme.message)
        }
    }
}
