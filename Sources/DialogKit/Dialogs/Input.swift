/// A box with a one-line text field, OK and Cancel, the field edited as a shell line (readline's keys).
///
/// ```swift
/// let name = Input(message: "Your name:", placeholder: "Ada Lovelace", validation: InputValidation(required: true))
/// if case .finished(.accepted(let value)) = try name.present(on: Terminal.open()) { print(value) }
/// ```
public struct Input: Dialog {
    /// How an input ends.
    public enum Outcome: Hashable, Sendable {
        /// Enter in the field or OK, with a value that passed validation.
        case accepted(String)
        /// Esc (`.cancel`) or Cancel.
        case cancelled
        /// Esc told apart from Cancel (`.dismiss`: newt's and dialog's keys); Ctrl-D at the plain prompt.
        case dismissed
        case timedOut
        /// Button `button` pressed (Enter in the field: the first) under `KeyBindings.answersPressedButton`.
        case pressed(button: Int, value: String)
    }

    /// What has the keyboard focus; Tab goes round in this order.
    public enum Focus: Int, Hashable, Sendable { case field, ok, cancel }

    public private(set) var editor: LineEditor
    /// The keys the input answers to (`use`): swalert's unless given others.
    public private(set) var keys = KeyBindings.input
    public private(set) var helpLine = KeyBindings.input.box.helpLine
    var ring: FocusRing
    /// The validation message shown under the field, until the value is edited.
    public private(set) var error: String?
    /// The first message line shown.
    public private(set) var scroll = 0
    public let placeholder: String
    public private(set) var validation: InputValidation
    /// The language of the plain prompt's words and the validation's messages (`localize`).
    public var messages: Messages { validation.messages }
    /// OK and Cancel, or OK alone.
    public internal(set) var buttons: [ButtonLabel]
    public let maximumWidth: Int?
    /// The tallest the box may be (nil: the screen's height).
    public var maximumHeight: Int?
    public var backtitle = ""
    public var begin: Point?
    /// A time limit accepts the value as it stands when Enter would accept it; else, or without this, it times out.
    public var timeoutAccepts = false
    let field: LineField
    let title: String
    let message: TextBlock
    /// The first grapheme shown in the field, kept between frames so the text scrolls only when it must.
    private var anchor = 0
    /// The layout last made: typing changes nothing it depends on, so a key lays nothing out again.
    private let layoutMemo = LastMemo<LayoutKey, BoxLayout<Part>>()
    private var click = Click<FocusRing.Stop>()

    /// Makes an input box; with a `mask` (a password) the value is never drawn; with no `cancel`, OK stands alone.
    public init(message: String, title: String = "", value: String = "", placeholder: String = "",
                mask: Character? = nil, maximumLength: Int? = nil, validation: InputValidation = InputValidation(),
                ok: ButtonLabel = ButtonLabel(text: "OK"), cancel: ButtonLabel? = ButtonLabel(text: "Cancel"),
                maximumWidth: Int? = nil) {
        editor = LineEditor(text: value, maximumLength: maximumLength)
        self.placeholder = Sanitizer.sanitize(placeholder, keepNewlines: false, keepTabs: false)
        self.validation = validation
        buttons = cancel.map { [ok, $0] } ?? [ok]
        ring = FocusRing(fields: [0], buttons: buttons.count)
        self.maximumWidth = maximumWidth
        field = LineField(mask: mask)
        self.title = Sanitizer.sanitize(title, keepNewlines: false, keepTabs: false)
        self.message = TextBlock(message)
    }

    /// Answers to `keys` (`KeyBindings.newt`, say) with `buttons` for OK and Cancel when given, the message a stop of
    /// the focus when `messageTakesFocus`, and the field or `defaultButton` focused.
    public mutating func localize(_ messages: Messages) { validation.messages = messages }

    public mutating func use(_ keys: KeyBindings, messageTakesFocus: Bool = false, buttons: [ButtonLabel] = [],
                             defaultButton: Int? = nil) {
        if !buttons.isEmpty { self.buttons = buttons }
        self.keys = keys
        helpLine = keys.box.helpLine
        ring = FocusRing(message: messageTakesFocus, fields: [0], buttons: self.buttons.count,
                         focus: defaultButton.map(FocusRing.Stop.button))
    }

    /// What has the focus: the field (or the message), OK, or another button.
    public var focus: Focus {
        guard let button = ring.focusedButton else { return .field }
        return button == 0 ? .ok : .cancel
    }

    /// The parts of an input box, top to bottom.
    enum Part: BoxPart { case border, topPadding, title, titleGap, message, fieldGap, field, error, buttonGap, buttons }

    /// The layout: the field (40 columns when the screen allows) between blank rows, then the refusal's row.
    func layout(screen: Size) -> BoxLayout<Part> {
        layoutMemo.value(for: LayoutKey(screen: screen, maximumHeight: maximumHeight, buttons: buttons)) { layOut(screen: screen) }
    }

    /// What the layout depends on that can change after the box is made; the title and message cannot.
    struct LayoutKey: Equatable {
        let screen: Size
        let maximumHeight: Int?
        let buttons: [ButtonLabel]
    }

    private func layOut(screen: Size) -> BoxLayout<Part> {
        BoxLayout(title: title, message: message, buttons: buttons, minimumWidth: 40, screen: screen.limited(height: maximumHeight),
                  maximumWidth: maximumWidth, dropping: [.fieldGap, .buttonGap], forFixedRows: [.error]) { belowText, _ in
            [.row(.fieldGap, if: belowText), .row(.field), .row(.error, if: validation.isActive), .row(.buttonGap)]
        }
    }

    public func boxSize(screen: Size) -> Size { layout(screen: screen).boxSize }

    public mutating func handle(_ event: DialogEvent, screen: Size) -> Effect<Outcome>? {
        let effect: Effect<Outcome>?
        switch event {
        case .key(let key):
            effect = handleKey(key, screen: screen)
        case .paste(let text):
            // A field with no table of its own is edited by the box's keys from anywhere, and pasted into too.
            guard ring.focusedField != nil || keys.field.bindings.isEmpty else { return nil }
            ring.focus(.field(0))
            effect = type(text)
        case .mouse(let mouse):
            effect = handleMouse(mouse, screen: screen)
        case .timeout:
            return .finish(timeoutOutcome)
        case .tick:
            return nil
        }
        anchor = field.firstVisible(editor, anchor: anchor, width: layout(screen: screen).contentWidth)
        return effect
    }

    /// A key: the focused part's table first, then typing into a focused field, the box's table, a button's hotkey.
    private mutating func handleKey(_ key: KeyEvent, screen: Size) -> Effect<Outcome>? {
        if let action = ring.table(in: keys, body: keys.field).action(for: key) { return perform(action, screen: screen) }
        if ring.focusedField != nil, case .character(let character) = key.key, key.modifiers.isSubset(of: [.shift]) {
            return type(String(character))
        }
        if let action = keys.box.action(for: key) { return perform(action, screen: screen) }
        guard ring.focusedButton != nil, let index = keys.hotkeys.button(for: key, in: layout(screen: screen).buttons) else {
            return nil
        }
        ring.focus(.button(index))
        return press(button: index)
    }

    /// Inserts typed or pasted text; the bell when the maximum length refused some of it.
    mutating func type(_ text: String) -> Effect<Outcome>? {
        error = nil
        return editor.insert(text) ? nil : .bell
    }

    /// Presses button `button` (nil: the field): the first accepts a valid value, another cancels, or any answers.
    mutating func press(button: Int?) -> Effect<Outcome>? {
        if keys.answersPressedButton { return .finish(.pressed(button: button ?? 0, value: editor.text)) }
        guard button ?? 0 == 0 else { return .finish(.cancelled) }
        if let problem = validation.problem(with: editor.text) {
            error = problem
            ring.focus(.field(0))
            return nil
        }
        return .finish(.accepted(editor.text))
    }

    /// What the time limit answers: with `timeoutAccepts`, the value as it stands when it passes validation.
    var timeoutOutcome: Outcome {
        guard timeoutAccepts, !keys.answersPressedButton, validation.problem(with: editor.text) == nil else { return .timedOut }
        return .accepted(editor.text)
    }

    mutating func perform(_ action: KeyAction, screen: Size) -> Effect<Outcome>? {
        guard !ring.move(action) else { return nil }
        let onButton = ring.focusedButton != nil
        switch action {
        case .press: return ring.focused == .message ? nil : press(button: ring.focusedButton)
        // Answering the pressed button, accepting is OK's answer whichever is focused (dialog's --no-ok).
        case .accept: return keys.answersPressedButton ? .finish(.accepted(editor.text)) : press(button: 0)
        case .cancel: return .finish(.cancelled)
        case .dismiss: return .finish(.dismissed)
        case .moveLeft where onButton: ring.focus(.button(0))
        case .moveRight where onButton: ring.focus(.button(buttons.count - 1))
        case .up, .down: scroll = layout(screen: screen).scrolled(scroll, lines: action == .up ? -1 : 1)
        case .pageUp, .pageDown: scroll = layout(screen: screen).scrolled(scroll, pages: action == .pageUp ? -1 : 1)
        default: edit(action)
        }
        return nil
    }

    /// An editing action; from a button it goes back to the field first, as typing would expect.
    mutating func edit(_ action: KeyAction) {
        ring.focus(.field(0))
        let before = editor.count
        editor.apply(action, masked: field.mask != nil)
        if editor.count != before { error = nil }
    }

    private mutating func handleMouse(_ mouse: MouseEvent, screen: Size) -> Effect<Outcome>? {
        let layout = layout(screen: screen)
        let onField = mouse.row == layout.fieldRow && layout.isContent(column: mouse.column)
        switch click.track(mouse, over: layout.button(at: mouse).map(FocusRing.Stop.button) ?? (onField ? .field(0) : nil)) {
        case .pressed(let stop)?:
            if stop == .field(0) {
                let start = field.firstVisible(editor, anchor: anchor, width: layout.contentWidth)
                editor.move(to: field.index(atColumn: mouse.column - layout.contentX, editor, start: start))
            }
            ring.focus(stop)
        case .clicked(.button(let index))?: return press(button: index)
        case .wheel(let lines)?: return perform(lines < 0 ? .up : .down, screen: screen)
        default: break
        }
        return nil
    }

    // MARK: - Drawing

    /// In the field, or on the focused button's label.
    public func focusCaret(in rect: Rect, screen: Size) -> Point? {
        ring.focusedButton.flatMap { layout(screen: screen).buttonCaret($0, in: rect) } ?? caret(in: rect, screen: screen)
    }

    public func caret(in rect: Rect, screen: Size) -> Point? {
        guard ring.focusedField != nil else { return nil }
        let layout = layout(screen: screen)
        let box = layout.box.rect(in: rect)
        let column = field.caretColumn(editor, anchor: anchor, width: layout.contentWidth)
        return Point(x: box.x + layout.contentX + column, y: box.y + layout.fieldRow)
    }

    public func render(into buffer: inout Buffer, in rect: Rect, screen: Size, theme: Theme) {
        let layout = layout(screen: screen)
        let box = layout.draw(into: &buffer, in: rect, title: title, scroll: scroll, marks: true, focused: ring.focusedButton,
                              theme: theme)
        field.draw(editor, anchor: anchor, into: &buffer, x: box.x + layout.contentX, y: box.y + layout.fieldRow,
                   width: layout.contentWidth, style: theme.field, placeholder: placeholder, placeholderStyle: theme.placeholder)
        layout.put(error, on: .error, into: &buffer, box: box, style: theme.error)
    }

    /// Everything drawn but the field: a typed key changes none of it.
    public var look: DialogLook? {
        DialogLook(focus: ring, numbers: [scroll, maximumHeight ?? -1], texts: [error], buttons: buttons)
    }

    /// The field alone: a typed key redraws one row of the box.
    public func renderChanges(into buffer: inout Buffer, in rect: Rect, screen: Size, theme: Theme) -> Bool {
        let layout = layout(screen: screen), box = layout.box.rect(in: rect)
        field.draw(editor, anchor: anchor, into: &buffer, x: box.x + layout.contentX, y: box.y + layout.fieldRow,
                   width: layout.contentWidth, style: theme.field, placeholder: placeholder, placeholderStyle: theme.placeholder)
        return true
    }
}

extension BoxLayout<Input.Part> {
    var fieldRow: Int { stack.rows(.field).lowerBound }
}
