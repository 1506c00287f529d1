/// A form: labelled fields over a row of buttons, each field edited in place. `swalert form`'s (`init(questions:)`)
/// asks every kind of `Field`, on pages, and answers each field's value once all are valid; dialog's `--form`
/// (`init(message:fields:buttons:)`) answers the button pressed and every field's text.
///
/// ```swift
/// let form = Form(questions: [Form.Field(.text, name: "user", label: "User name"),
///                             Form.Field(.confirm, name: "admin", label: "Administrator?", value: "no")])
/// if case .finished(.submitted(let values)) = try form.present(on: Terminal.open()) { print(values) }
/// ```
///
/// The fields that can be edited (a password's second line too) and the page's buttons are the stops of one
/// `FocusRing`; a key goes to the focused field's table of `keys` first (`field` for a line, a text area and a
/// yes/no, `list` for a choose, `checkList` for a multi), then the box's.
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

    /// A field's answer as it is being edited.
    enum Entry: Hashable, Sendable {
        case line(LineEditor)
        case area(TextArea)
        case list(ListField)
        case flag(Bool)
        case none
    }

    /// A place that takes the focus: a field, or a password's second line (`again`).
    struct Slot: Hashable, Sendable {
        let field: Int
        let again: Bool
    }

    /// What a button of the page does.
    enum Role: Hashable, Sendable {
        case back, next, ok, cancel
        /// Answers which button it was (dialog's `--form`).
        case answer(Int)
    }

    public private(set) var fields: [Field]
    /// The language of the words the form draws itself (yes/no, the page, refusals) and its plain prompt's.
    public private(set) var messages = Messages.english
    /// The buttons given (dialog's), or OK and Cancel.
    public let buttons: [ButtonLabel]
    public let maximumWidth: Int?
    public var backtitle = ""
    public var begin: Point?
    /// A time limit submits the answers as they stand when OK would; else, or without this, it times out.
    public var timeoutSubmits = false
    /// The keys the form answers to: dialog's unless made with `init(questions:)`.
    public var keys = KeyBindings.dialogForm {
        didSet { (ring, layoutMemo, helpMemo) = (makeRing(), LayoutMemo(), HelpMemo()) }
    }
    /// The paths a file field's Tab completes to, for the text typed (`PathCompletions.candidates`); nil: Tab moves on.
    public var complete: (@Sendable (String) -> [String])?
    /// The labels of the buttons between pages.
    public var backLabel = ButtonLabel(text: "Back") { didSet { layoutMemo = LayoutMemo() } }
    public var nextLabel = ButtonLabel(text: "Next") { didSet { layoutMemo = LayoutMemo() } }
    /// Each field's answer as edited.
    var entries: [Entry]
    /// A password's second line, by field.
    var seconds: [LineEditor?]
    /// Why each field's answer was refused, shown under it until it is edited.
    public internal(set) var errors: [String?] {
        didSet { pageErrorRows = pageFields.map { $0.reduce(0) { $0 + (errors[$1] == nil ? 0 : 1) } } }
    }
    /// The rows each page's refusals take.
    var pageErrorRows: [Int]
    /// Each field's rows at the width last laid out.
    let rowsMemo = RowsMemo()
    /// The page laid out with the focused field alone, and for what (`focusedSheet`).
    let sheetMemo = LastMemo<SheetKey, Sheet>()
    /// The box last laid out, and for what: a new one whenever the keys or the labels of the buttons change.
    var layoutMemo = LayoutMemo()
    /// The help line of each part, once made: a new one whenever the keys change.
    var helpMemo = HelpMemo()
    /// The fields and the passwords' second lines, in order: the ring's `.field` stops are places in it.
    let slots: [Slot]
    /// Each field's first slot.
    let firstSlot: [Int]
    /// Each field's page, counted from 0 over the pages that have fields.
    let pageOfField: [Int]
    let pageCount: Int
    /// The page shown.
    public internal(set) var page = 0
    var ring: FocusRing
    /// The first row of the page shown in the fields' rows.
    var scroll = 0
    /// Whether the page scrolls to the focused field after this event (not after the wheel scrolled it).
    var followsFocus = true
    /// Each slot's first grapheme shown, kept between frames so a line scrolls only when it must.
    var anchors: [Int]
    /// A note's text, by field.
    let notes: [TextBlock?]
    /// Each page's fields, in order.
    let pageFields: [[Int]]
    /// Whether a field of each page has help, which takes a row under it while it has the focus.
    let pageHasHelp: [Bool]
    /// By field: whether it is a line, whether it has help, its columns (dialog's `flen`).
    let isLine: [Bool], hasHelp: [Bool], fieldWidths: [Int?]
    /// The rows each field's control takes (a list's items do not change in number).
    let controlHeights: [Int]
    /// The widest label beside a field.
    let labelWidth: Int
    /// The widest control beside a label, and the widest note.
    let widestContent: (controls: Int, notes: Int)
    let title: String
    let message: TextBlock
    var click = Click<Hit>()
    /// Counts the events that changed more than a line's text (see `look`), and the edits of a line's text.
    var revision = 0, lineEdits = 0
    static let plainLine = LineField(mask: nil), maskedLine = LineField(mask: "•")

    /// A form of `fields` over `buttons` (at least one), the first editable field focused (a button, when none is).
    public init(message: String, title: String = "", fields: [Field], buttons: [ButtonLabel] = [ButtonLabel(text: "OK")],
                maximumWidth: Int? = nil) {
        self.fields = fields
        self.buttons = buttons.isEmpty ? [ButtonLabel(text: "OK")] : buttons
        self.maximumWidth = maximumWidth
        entries = fields.map(Self.entry)
        // A password's second line starts as its first: a default needs no typing again.
        seconds = fields.map { field in
            field.kind == .password && field.again != nil ? LineEditor(text: field.value, maximumLength: field.maximumLength) : nil
        }
        errors = fields.map { _ in nil }
        var slots: [Slot] = [], firstSlot: [Int] = []
        for (index, field) in fields.enumerated() {
            firstSlot.append(slots.count)
            slots.append(Slot(field: index, again: false))
            if field.kind == .password, field.again != nil { slots.append(Slot(field: index, again: true)) }
        }
        self.slots = slots
        self.firstSlot = firstSlot
        let pages = Array(Set(fields.map(\.page))).sorted()
        pageOfField = fields.map { field in pages.firstIndex(of: field.page) ?? 0 }
        pageCount = max(1, pages.count)
        anchors = slots.map { _ in 0 }
        notes = fields.map { field in
            field.kind == .note ? TextBlock([field.label, field.value].filter { !$0.isEmpty }.joined(separator: "\n")) : nil
        }
        var pageFields = Array(repeating: [Int](), count: pageCount)
        for (field, page) in pageOfField.enumerated() { pageFields[page].append(field) }
        self.pageFields = pageFields
        pageErrorRows = pageFields.map { _ in 0 }
        isLine = fields.map(\.kind.isLine)
        hasHelp = fields.map { !$0.help.isEmpty }
        fieldWidths = fields.map(\.width)
        controlHeights = entries.map(Self.controlRows)
        pageHasHelp = pageFields.map { $0.contains { !fields[$0].help.isEmpty } }
        labelWidth = Self.widestLabel(fields)
        widestContent = Self.widestContent(fields, notes: notes)
        self.title = Sanitizer.sanitize(title, keepNewlines: false, keepTabs: false)
        self.message = TextBlock(message)
        ring = FocusRing(buttons: 1)
        ring = makeRing()
    }

    /// Draws the form's own words in `messages`' language; buttons between pages keep labels given to them.
    public mutating func localize(_ messages: Messages) {
        self.messages = messages
        for index in fields.indices { fields[index].validation.messages = messages }
        if backLabel == ButtonLabel(text: "Back") { backLabel = ButtonLabel(parsing: messages[.buttonBack]) }
        if nextLabel == ButtonLabel(text: "Next") { nextLabel = ButtonLabel(parsing: messages[.buttonNext]) }
        (layoutMemo, helpMemo) = (LayoutMemo(), HelpMemo())
    }

    /// A form of `swalert form`: `fields` (on pages) over `ok` and `cancel`, answered as `.submitted` once every
    /// field is valid.
    public init(questions fields: [Field], title: String = "", message: String = "", ok: ButtonLabel = ButtonLabel(text: "OK"),
                cancel: ButtonLabel? = ButtonLabel(text: "Cancel"), maximumWidth: Int? = nil) {
        self.init(message: message, title: title, fields: fields, buttons: [ok] + (cancel.map { [$0] } ?? []),
                  maximumWidth: maximumWidth)
        keys = .form
        ring = makeRing()
        // As `input`'s, a line starts with its caret after its text.
        for slot in slots.indices { editLine(slot) { $0.moveToEnd() } }
    }

    /// A field's first state: a line's text with the caret at its start (as dialog's), a list's, a yes/no's.
    private static func entry(_ field: Field) -> Entry {
        switch field.kind {
        case .text, .password, .number, .file:
            var editor = LineEditor(text: field.value, maximumLength: field.maximumLength)
            editor.moveToStart()
            return .line(editor)
        case .textarea: return .area(TextArea(text: field.value, maximumLength: field.maximumLength))
        case .choose, .multi:
            return .list(ListField(items: field.items, multiple: field.kind == .multi, value: field.value, selected: field.selected))
        case .confirm:
            if case .flag(let yes) = field.initialValue { return .flag(yes) }
            return .flag(true)
        case .note: return .none
        }
    }

    /// Whether a field takes the focus: one that can be edited, and not a note.
    func isStop(_ field: Int) -> Bool { fields[field].editable && fields[field].kind != .note }

    /// The focus ring of the page shown: its fields' slots, then its buttons; the first field focused.
    func makeRing() -> FocusRing {
        let stops = slots.indices.filter { pageOfField[slots[$0].field] == page && isStop(slots[$0].field) }
        return FocusRing(fields: stops, buttons: pageButtons.count)
    }

    /// The page's buttons and what each does: dialog's as given; else Back (after the first page), Next (before the
    /// last) or OK, and Cancel.
    var pageButtons: [(label: ButtonLabel, role: Role)] {
        guard !keys.answersPressedButton else { return buttons.enumerated().map { ($0.element, Role.answer($0.offset)) } }
        var row: [(ButtonLabel, Role)] = page > 0 ? [(backLabel, .back)] : []
        row.append(page < pageCount - 1 ? (nextLabel, .next) : (buttons[0], .ok))
        if buttons.count > 1 { row.append((buttons[1], .cancel)) }
        return row
    }

    /// The values as they stand, field by field, as text: a multi's one a line, a yes/no's `yes` or `no`.
    public var values: [String] {
        answers.map { value in
            switch value {
            case .text(let text): return text
            case .list(let items): return items.joined(separator: "\n")
            case .flag(let yes): return yes ? "yes" : "no"
            }
        }
    }

    /// Each field's answer as it stands, a note's empty.
    public var answers: [Value] { fields.indices.map(answer) }

    func answer(_ field: Int) -> Value {
        switch entries[field] {
        case .line(let editor): return .text(editor.text)
        case .area(let area): return .text(area.text)
        case .list(let list): return list.value
        case .flag(let yes): return .flag(yes)
        case .none: return .text("")
        }
    }

    /// Why field `field`'s answer cannot be taken, its second line checked too when `again` (nil: it can).
    func problem(_ field: Int, again: Bool = true) -> String? {
        fields[field].problem(with: answer(field), again: again ? seconds[field]?.text : nil)
    }

    /// The field with the focus, or that last had it while a button has it (an editable one, when there is one).
    public var current: Int { ring.lastField.map { slots[$0].field } ?? 0 }

    /// The slot with the focus, when a field has it.
    var focusedSlot: Int? { ring.focusedField }

    /// The keys of the focused part, then the box's: a multi's Space, a line's Enter (a text area's adds a line).
    public var helpLine: String {
        guard !keys.answersPressedButton else { return helpMemo.line(.dialogs) { keys.box.helpLine(after: keys.field.helpLine) } }
        guard let slot = focusedSlot else { return helpMemo.line(.button) { keys.box.helpLine(after: keys.button.helpLine) } }
        let kind = fields[slots[slot].field].kind
        let part: HelpMemo.Part = switch kind {
        case .textarea: .textArea
        case .choose: .list
        case .multi: .checkList
        default: .line
        }
        return helpMemo.line(part) {
            keys.box.helpLine(after: (kind == .textarea ? Keymap(bodyKeys.bindings.filter { $0.action != .press }) : bodyKeys).helpLine)
        }
    }

    /// Each part's help line, made the first time it is shown; every access holds `lock`, which is what makes it
    /// `Sendable`.
    final class HelpMemo: @unchecked Sendable {
        /// What has the focus, as far as the help line goes: a field of dialog's form, a button, or a kind of field.
        enum Part: Int, CaseIterable { case dialogs, button, line, textArea, list, checkList }

        let lock = Lock()
        var lines = [String?](repeating: nil, count: Part.allCases.count)

        func line(_ part: Part, _ make: () -> String) -> String {
            lock.withLock {
                if let line = lines[part.rawValue] { return line }
                let line = make()
                lines[part.rawValue] = line
                return line
            }
        }
    }

    public mutating func handle(_ event: DialogEvent, screen: Size) -> Effect<Outcome>? {
        let effect: Effect<Outcome>?, edits = lineEdits
        defer { if lineEdits == edits { revision &+= 1 } }
        switch event {
        case .key(let key): effect = handleKey(key, screen: screen)
        case .paste(let text): effect = focusedSlot.flatMap { type(text, into: $0, screen: screen) }
        case .mouse(let mouse): effect = handleMouse(mouse, screen: screen)
        case .timeout: return .finish(timeoutOutcome)
        case .tick: return nil
        }
        settle(screen: screen)
        return effect
    }

    /// A key: the focused part's table, then the box's, then typing into a focused field or a button's hotkey.
    private mutating func handleKey(_ key: KeyEvent, screen: Size) -> Effect<Outcome>? {
        if let action = ring.table(in: keys, body: bodyKeys).action(for: key) ?? keys.box.action(for: key) {
            return perform(action, screen: screen)
        }
        if let slot = focusedSlot {
            guard case .character(let character) = key.key, key.modifiers.isSubset(of: [.shift]) else { return nil }
            return type(String(character), into: slot, screen: screen)
        }
        guard let index = keys.hotkeys.button(for: key, in: layout(screen: screen).buttons) else { return nil }
        ring.focus(.button(index))
        return press(button: index)
    }

    /// The table of the focused field's kind.
    var bodyKeys: Keymap<KeyAction> {
        guard let slot = focusedSlot else { return keys.field }
        switch fields[slots[slot].field].kind {
        case .choose: return keys.list
        case .multi: return keys.checkList
        default: return keys.field
        }
    }
}
