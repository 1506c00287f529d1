/// A modal box with a one-line text field, OK and Cancel: the prompt a script asks a value with.
///
/// The field edits like a shell line: the keymap below is readline's, by grapheme cluster and by word.
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
        /// Esc or Cancel (under newt's keys, Cancel alone).
        case cancelled
        /// Esc under newt's keys (`useNewtKeys`), told apart from Cancel as whiptail tells them apart; Ctrl-D at
        /// the plain prompt.
        case dismissed
        /// The time limit ran out.
        case timedOut
        /// Under dialog's keys (`useDialogKeys`), button `button` was pressed (Enter in the field is the first),
        /// with the value as it stood.
        case pressed(button: Int, value: String)
    }

    /// What has the keyboard focus; Tab goes round in this order.
    public enum Focus: Int, Hashable, Sendable {
        case field, ok, cancel
    }

    /// What a key can do in an input box.
    public enum Action: Sendable {
        case moveLeft, moveRight, moveToStart, moveToEnd, moveWordLeft, moveWordRight
        case deleteBackward, deleteForward, killToStart, killToEnd, killWhitespaceWordBackward, killWordBackward
        case killWordForward, yank
        case accept, cancel, focusNext, focusPrevious
        case scrollUp, scrollDown, pageUp, pageDown
    }

    /// The input's key bindings (readline's): the help line and the behaviour both come from here.
    public static let keymap = Keymap<Action>([
        KeyBinding([KeyEvent(.enter)], .accept, help: "Enter", "accept"),
        KeyBinding([KeyEvent(.tab)], .focusNext, help: "Tab", "move"),
        KeyBinding([KeyEvent(.escape)], .cancel, help: "Esc", "cancel"),
        KeyBinding([KeyEvent(.tab, .shift)], .focusPrevious),
        KeyBinding([KeyEvent(.left), .ctrl("b")], .moveLeft),
        KeyBinding([KeyEvent(.right), .ctrl("f")], .moveRight),
        KeyBinding([KeyEvent(.home), .ctrl("a")], .moveToStart),
        KeyBinding([KeyEvent(.end), .ctrl("e")], .moveToEnd),
        KeyBinding([KeyEvent(.character("b"), .alt), KeyEvent(.left, .control), KeyEvent(.left, .alt)], .moveWordLeft),
        KeyBinding([KeyEvent(.character("f"), .alt), KeyEvent(.right, .control), KeyEvent(.right, .alt)], .moveWordRight),
        KeyBinding([KeyEvent(.backspace), KeyEvent(.backspace, .shift)], .deleteBackward),
        KeyBinding([KeyEvent(.delete), .ctrl("d")], .deleteForward),
        KeyBinding([.ctrl("u")], .killToStart),
        KeyBinding([.ctrl("k")], .killToEnd),
        KeyBinding([.ctrl("w")], .killWhitespaceWordBackward),
        KeyBinding([KeyEvent(.backspace, .alt)], .killWordBackward),
        KeyBinding([KeyEvent(.character("d"), .alt), KeyEvent(.delete, .control)], .killWordForward),
        KeyBinding([.ctrl("y")], .yank),
        KeyBinding([KeyEvent(.up), .ctrl("p")], .scrollUp),
        KeyBinding([KeyEvent(.down), .ctrl("n")], .scrollDown),
        KeyBinding([KeyEvent(.pageUp)], .pageUp),
        KeyBinding([KeyEvent(.pageDown)], .pageDown),
    ])

    public private(set) var editor: LineEditor
    public internal(set) var focus: Focus = .field
    /// The validation message shown under the field, until the value is edited.
    public private(set) var error: String?
    /// The first message line shown.
    public private(set) var scroll = 0
    public let placeholder: String
    public let validation: InputValidation
    /// OK and Cancel, or OK alone.
    public internal(set) var buttons: [ButtonLabel]
    public let maximumWidth: Int?
    /// The tallest the box may be (nil: the screen's height).
    public var maximumHeight: Int?
    /// Shown at the top of a full-screen backdrop (whiptail's `--backtitle`).
    public var backtitle = ""
    /// The focus and keys of newt's form, under newt's keys (`useNewtKeys`); nil under swalert's.
    var newt: NewtForm?
    /// The field or the selected button under dialog's keys (`useDialogKeys`); nil under swalert's or newt's.
    var dialogButtons: DialogButtons?
    let field: LineField
    /// The title, sanitised.
    let title: String
    let message: TextBlock
    /// The first grapheme shown in the field, kept between frames so the text scrolls only when it must.
    private var anchor = 0
    private var pressedByMouse: Focus?

    /// Makes an input box. With a `mask` (a password) the value is never drawn, only one mask per grapheme; with
    /// no `cancel` label, OK is the only button.
    public init(message: String, title: String = "", value: String = "", placeholder: String = "",
                mask: Character? = nil, maximumLength: Int? = nil, validation: InputValidation = InputValidation(),
                ok: ButtonLabel = ButtonLabel(text: "OK"), cancel: ButtonLabel? = ButtonLabel(text: "Cancel"),
                maximumWidth: Int? = nil) {
        editor = LineEditor(text: value, maximumLength: maximumLength)
        self.placeholder = Sanitizer.sanitize(placeholder, keepNewlines: false, keepTabs: false)
        self.validation = validation
        buttons = cancel.map { [ok, $0] } ?? [ok]
        self.maximumWidth = maximumWidth
        field = LineField(mask: mask)
        self.title = Sanitizer.sanitize(title, keepNewlines: false, keepTabs: false)
        self.message = TextBlock(message)
    }

    private static let help = keymap.helpLine
    public var helpLine: String { newt == nil ? Self.help : NewtForm.helpLine }

    /// The parts of an input box, top to bottom.
    enum Part: BoxPart { case border, topPadding, title, titleGap, message, fieldGap, field, error, buttonGap, buttons }

    /// Where everything goes on a screen of `screen` size, the field at least 40 columns wide when the screen
    /// allows: the field between blank rows, and a row for a validation message that goes before the field would.
    func layout(screen: Size) -> BoxLayout<Part> {
        BoxLayout(title: title, message: message, buttons: buttons, minimumWidth: 40, screen: screen.limited(height: maximumHeight),
                  maximumWidth: maximumWidth, dropping: [.fieldGap, .buttonGap], forFixedRows: [.error]) {
            [.row(.fieldGap, if: $0), .row(.field), .row(.error, if: validation.isActive), .row(.buttonGap)]
        }
    }

    public func boxSize(screen: Size) -> Size { layout(screen: screen).boxSize }

    public mutating func handle(_ event: DialogEvent, screen: Size) -> Effect<Outcome>? {
        let effect: Effect<Outcome>?
        switch event {
        case .key(let key):
            if dialogButtons != nil {
                effect = handleDialogKey(key, screen: screen)
            } else {
                effect = newt == nil ? handleKey(key, screen: screen) : handleNewt(key, screen: screen)
            }
        case .paste(let text):
            guard newt?.focused ?? .body == .body else { return nil }
            focus = .field
            effect = type(text)
        case .mouse(let mouse):
            effect = handleMouse(mouse, screen: screen)
        case .timeout:
            return .finish(.timedOut)
        case .tick:
            return nil
        }
        anchor = field.firstVisible(editor, anchor: anchor, width: layout(screen: screen).contentWidth)
        return effect
    }

    private mutating func handleKey(_ key: KeyEvent, screen: Size) -> Effect<Outcome>? {
        if let action = Self.keymap.action(for: key) { return perform(action, screen: screen) }
        guard case .character(let character) = key.key else { return nil }
        if focus == .field {
            return key.modifiers.isSubset(of: [.shift]) ? type(String(character)) : nil
        }
        guard key.modifiers.isSubset(of: [.shift, .alt]) else { return nil }
        if character == " " { return press(focus) }
        let lower = Character(character.lowercased())
        if let index = buttons.firstIndex(where: { $0.hotkey == lower }) { return press(index == 0 ? .ok : .cancel) }
        return nil
    }

    /// Inserts typed or pasted text; the bell when the maximum length refused some of it.
    mutating func type(_ text: String) -> Effect<Outcome>? {
        error = nil
        return editor.insert(text) ? nil : .bell
    }

    mutating func press(_ button: Focus) -> Effect<Outcome>? {
        switch button {
        case .field, .ok:
            if let problem = validation.problem(with: editor.text) {
                error = problem
                focus = .field
                return nil
            }
            return .finish(.accepted(editor.text))
        case .cancel:
            return .finish(.cancelled)
        }
    }

    mutating func perform(_ action: Action, screen: Size) -> Effect<Outcome>? {
        let last: Focus = buttons.count > 1 ? .cancel : .ok
        switch action {
        case .accept: return press(focus)
        case .cancel: return .finish(.cancelled)
        case .focusNext: focus = focus == .field ? .ok : focus == .ok && last == .cancel ? .cancel : .field
        case .focusPrevious: focus = focus == .field ? last : focus == .cancel ? .ok : .field
        case .moveLeft where focus != .field: focus = .ok
        case .moveRight where focus != .field: focus = last
        case .scrollUp, .scrollDown: scroll = layout(screen: screen).scrolled(scroll, lines: action == .scrollUp ? -1 : 1)
        case .pageUp, .pageDown: scroll = layout(screen: screen).scrolled(scroll, pages: action == .pageUp ? -1 : 1)
        default: edit(action)
        }
        return nil
    }

    /// An editing action; from a button it goes back to the field first, as typing would expect.
    mutating func edit(_ action: Action) {
        focus = .field
        let before = editor.count
        switch action {
        case .moveLeft: editor.moveLeft()
        case .moveRight: editor.moveRight()
        case .moveToStart: editor.moveToStart()
        case .moveToEnd: editor.moveToEnd()
        case .moveWordLeft where field.mask != nil: editor.moveToStart()
        case .moveWordLeft: editor.moveWordLeft()
        case .moveWordRight where field.mask != nil: editor.moveToEnd()
        case .moveWordRight: editor.moveWordRight()
        case .deleteBackward: editor.deleteBackward()
        case .deleteForward: editor.deleteForward()
        case .killToStart: editor.killToStart()
        case .killToEnd: editor.killToEnd()
        // A password's words are not shown, so word deletions take the whole side of the cursor.
        case .killWhitespaceWordBackward where field.mask != nil, .killWordBackward where field.mask != nil:
            editor.killToStart()
        case .killWhitespaceWordBackward: editor.killWhitespaceWordBackward()
        case .killWordBackward: editor.killWordBackward()
        case .killWordForward where field.mask != nil: editor.killToEnd()
        case .killWordForward: editor.killWordForward()
        case .yank: editor.yank()
        default: break
        }
        if editor.count != before { error = nil }
    }

    private mutating func handleMouse(_ mouse: MouseEvent, screen: Size) -> Effect<Outcome>? {
        switch mouse.action {
        case .scrollUp: return perform(.scrollUp, screen: screen)
        case .scrollDown: return perform(.scrollDown, screen: screen)
        default: break
        }
        guard mouse.button == .left || mouse.action == .release else { return nil }
        let layout = layout(screen: screen)
        var hit: Focus?
        if layout.buttonRows.contains(mouse.row) {
            hit = layout.buttons.button(atRow: mouse.row - layout.buttonRow, column: mouse.column).map { $0 == 0 ? .ok : .cancel }
        } else if mouse.row == layout.fieldRow, mouse.column >= layout.contentX,
                  mouse.column < layout.contentX + layout.contentWidth {
            hit = .field
        }
        switch mouse.action {
        case .press:
            pressedByMouse = hit
            if hit == .field {
                let start = field.firstVisible(editor, anchor: anchor, width: layout.contentWidth)
                editor.move(to: field.index(atColumn: mouse.column - layout.contentX, editor, start: start))
            }
            if let hit {
                focus = hit
                newt?.focus(hit == .field ? .body : .button(hit.rawValue - 1))
            }
        case .release:
            defer { pressedByMouse = nil }
            if let hit, hit != .field, hit == pressedByMouse {
                if dialogButtons != nil, let index = layout.buttons.button(atRow: mouse.row - layout.buttonRow, column: mouse.column) {
                    return .finish(.pressed(button: index, value: editor.text))
                }
                return press(hit)
            }
        default:
            break
        }
        return nil
    }

    // MARK: - Drawing

    public func caret(in rect: Rect, screen: Size) -> Point? {
        guard focus == .field, newt?.focused ?? .body == .body else { return nil }
        let layout = layout(screen: screen)
        let box = layout.box.rect(in: rect)
        let start = field.firstVisible(editor, anchor: anchor, width: layout.contentWidth)
        let column = min(field.caretColumn(editor, start: start), max(0, layout.contentWidth - 1))
        return Point(x: box.x + layout.contentX + column, y: box.y + layout.fieldRow)
    }

    public func render(into buffer: inout Buffer, in rect: Rect, screen: Size, theme: Theme) {
        let layout = layout(screen: screen)
        let box = layout.box.draw(into: &buffer, in: rect, title: title, theme: theme)
        let left = box.x + layout.contentX, area = layout.box.content(rows: layout.messageRows, in: box)
        layout.message.draw(into: &buffer, in: area, scroll: scroll, alignment: .leading, style: theme.message)
        layout.message.drawScrollIndicator(into: &buffer, beside: area, in: box, scroll: scroll, percentRow: nil,
                                           style: theme.indicator)
        let start = field.firstVisible(editor, anchor: anchor, width: layout.contentWidth)
        field.draw(editor, start: start, into: &buffer, x: left, y: box.y + layout.fieldRow, width: layout.contentWidth,
                   style: theme.field, placeholder: placeholder, placeholderStyle: theme.placeholder)
        if let row = layout.errorRow, let error {
            buffer.put(TextWrap.truncate(error, width: layout.contentWidth), x: left, y: box.y + row, style: theme.error)
        }
        layout.buttons.draw(into: &buffer, x: box.x, y: box.y + layout.buttonRow,
                            focused: newt.map { $0.focusedButton } ?? dialogButtons.map { $0.selected }
                                ?? (focus == .field ? nil : focus.rawValue - 1), theme: theme)
    }
}

extension BoxLayout<Input.Part> {
    var fieldRow: Int { stack.rows(.field).lowerBound }
    /// The row for a validation message, when the value can be refused and there is room.
    var errorRow: Int? { stack.row(.error) }
}
