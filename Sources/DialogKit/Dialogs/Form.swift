/// A form: labelled fields, one under another, and a row of buttons, with dialog(1)'s keys (its `--form`,
/// `formbox.c`): the answer is every editable field's value.
///
/// A value like the other dialogs: keys go in through `handle`, the box comes out through `render`.
///
/// - In a field (its cursor at its start), the editing keys edit it, ↑ and ↓ go to the editable field before or
///   after (round from the last to the first), Tab to the first button, Shift-Tab to the last, and Enter presses
///   the first button.
/// - On a button, Tab and → go to the next (from the last, back to the field), Shift-Tab and ← to the one before,
///   Enter or Space press it, and a letter presses the button whose hotkey it is.
/// - Esc ends as `.dismissed`, the time limit as `.timedOut`.
public struct Form: Dialog {
    /// How a form ends.
    public enum Outcome: Hashable, Sendable {
        /// Button `button` was pressed, with every field's value as it stood and the field that had (or last had)
        /// the focus.
        case pressed(button: Int, values: [String], field: Int)
        case dismissed
        case timedOut
    }

    /// One field: its label, its first value, and whether it can be edited (and how long it may grow).
    public struct Field: Hashable, Sendable {
        public var label: String
        public var value: String
        public var editable: Bool
        public var maximumLength: Int?

        public init(label: String, value: String = "", editable: Bool = true, maximumLength: Int? = nil) {
            self.label = Sanitizer.sanitize(label, keepNewlines: false, keepTabs: false)
            self.value = value
            self.editable = editable
            self.maximumLength = maximumLength
        }
    }

    public let fields: [Field]
    public let buttons: [ButtonLabel]
    public let maximumWidth: Int?
    public var backtitle = ""
    /// Each field's text as edited.
    public private(set) var editors: [LineEditor]
    /// The field with the focus while no button has it (an editable one, when there is one).
    public private(set) var current: Int
    /// The selected button, or nil while a field has the focus.
    public private(set) var row: DialogButtons
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
        let first = fields.firstIndex(where: \.editable)
        current = first ?? 0
        row = DialogButtons(count: self.buttons.count, selected: first == nil ? 0 : nil, field: first != nil)
        self.title = Sanitizer.sanitize(title, keepNewlines: false, keepTabs: false)
        self.message = TextBlock(message)
    }

    /// The values as they stand, field by field.
    public var values: [String] { editors.map(\.text) }

    public var helpLine: String { "Tab buttons · ↑/↓ field · Enter OK · Esc cancel" }

    /// The parts of a form's box, top to bottom.
    enum Part: BoxPart { case border, topPadding, title, titleGap, message, fieldGap, fields, buttonGap, buttons }

    func layout(screen: Size) -> BoxLayout<Part> {
        let labels = fields.reduce(0) { max($0, $1.label.displayWidth) }
        let count = fields.count
        return BoxLayout(title: title, message: message, buttons: buttons, minimumWidth: min(labels + 30, 60), screen: screen,
                         maximumWidth: maximumWidth, dropping: [.fieldGap, .buttonGap]) { _ in
            [.row(.fieldGap), StackRow(part: .fields, height: count), .row(.buttonGap)]
        }
    }

    public func boxSize(screen: Size) -> Size { layout(screen: screen).boxSize }

    public mutating func handle(_ event: DialogEvent, screen: Size) -> Effect<Outcome>? {
        switch event {
        case .key(let key): return handleKey(key)
        case .paste(let text):
            guard row.selected == nil, fields.indices.contains(current) else { return nil }
            return editors[current].insert(text) ? nil : .bell
        case .timeout: return .finish(.timedOut)
        case .mouse, .tick: return nil
        }
    }

    private mutating func handleKey(_ key: KeyEvent) -> Effect<Outcome>? {
        if key == KeyEvent(.escape) { return .finish(.dismissed) }
        if let selected = row.selected {
            switch key {
            case KeyEvent(.tab), KeyEvent(.right), KeyEvent(.down): row.next()
            case KeyEvent(.tab, .shift), KeyEvent(.left), KeyEvent(.up): row.previous()
            case KeyEvent(.enter), KeyEvent(.character(" ")): return .finish(.pressed(button: selected, values: values, field: current))
            default:
                if case .character(let letter) = key.key, key.modifiers.isSubset(of: [.shift]),
                   let index = DialogButtons.button(for: letter, labels: buttons.map(\.text)) {
                    row.select(index)
                    return .finish(.pressed(button: index, values: values, field: current))
                }
            }
            return nil
        }
        switch key {
        case KeyEvent(.enter): return .finish(.pressed(button: 0, values: values, field: current))
        case KeyEvent(.tab): row.next()
        case KeyEvent(.tab, .shift): row.previous()
        case KeyEvent(.down): step(by: 1)
        case KeyEvent(.up): step(by: -1)
        case KeyEvent(.left): editors[current].moveLeft()
        case KeyEvent(.right): editors[current].moveRight()
        case KeyEvent(.home), .ctrl("a"): editors[current].moveToStart()
        case KeyEvent(.end), .ctrl("e"): editors[current].moveToEnd()
        case KeyEvent(.backspace), KeyEvent(.backspace, .shift): editors[current].deleteBackward()
        case KeyEvent(.delete): editors[current].deleteForward()
        case .ctrl("u"): editors[current].killToStart()
        case .ctrl("k"): editors[current].killToEnd()
        default:
            guard case .character(let character) = key.key, key.modifiers.isSubset(of: [.shift]),
                  fields.indices.contains(current), fields[current].editable else { return nil }
            return editors[current].insert(String(character)) ? nil : .bell
        }
        return nil
    }

    /// To the editable field `delta` after (or before) the current one, round from the last to the first, the
    /// cursor at its start.
    private mutating func step(by delta: Int) {
        guard !fields.isEmpty else { return }
        var index = current
        for _ in fields.indices {
            index = (index + delta + fields.count) % fields.count
            if fields[index].editable {
                current = index
                editors[index].moveToStart()
                return
            }
        }
    }

    public func caret(in rect: Rect, screen: Size) -> Point? {
        guard row.selected == nil, fields.indices.contains(current) else { return nil }
        let layout = layout(screen: screen)
        let box = layout.box.rect(in: rect)
        let (x, width) = fieldColumns(layout)
        let start = mask.firstVisible(editors[current], anchor: 0, width: width)
        let column = min(mask.caretColumn(editors[current], start: start), max(0, width - 1))
        return Point(x: box.x + x + column, y: box.y + layout.stack.rows(.fields).lowerBound + current)
    }

    /// Where the fields start in the box, and how wide they are: after the widest label and a space.
    private func fieldColumns(_ layout: BoxLayout<Part>) -> (x: Int, width: Int) {
        let labels = min(fields.reduce(0) { max($0, $1.label.displayWidth) }, layout.contentWidth / 2)
        let gap = labels > 0 ? 1 : 0
        return (layout.contentX + labels + gap, max(1, layout.contentWidth - labels - gap))
    }

    public func render(into buffer: inout Buffer, in rect: Rect, screen: Size, theme: Theme) {
        let layout = layout(screen: screen)
        let box = layout.box.draw(into: &buffer, in: rect, title: title, theme: theme)
        let area = layout.box.content(rows: layout.messageRows, in: box)
        layout.message.draw(into: &buffer, in: area, scroll: 0, alignment: .leading, style: theme.message)
        let rows = layout.stack.rows(.fields)
        let (x, width) = fieldColumns(layout)
        for (index, field) in fields.enumerated() where rows.lowerBound + index < rows.upperBound {
            let y = box.y + rows.lowerBound + index
            buffer.put(field.label, x: box.x + layout.contentX, y: y, style: theme.message, maxWidth: x - layout.contentX)
            let start = mask.firstVisible(editors[index], anchor: 0, width: width)
            mask.draw(editors[index], start: start, into: &buffer, x: box.x + x, y: y, width: width,
                      style: field.editable ? theme.field : theme.message, placeholder: "", placeholderStyle: theme.placeholder)
        }
        layout.buttons.draw(into: &buffer, x: box.x, y: box.y + layout.buttonRow, focused: row.selected, theme: theme)
    }
}
