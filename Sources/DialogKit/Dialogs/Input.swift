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
        /// Esc or Cancel.
        case cancelled
        /// The time limit ran out.
        case timedOut
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
    public private(set) var focus: Focus = .field
    /// The validation message shown under the field, until the value is edited.
    public private(set) var error: String?
    /// The first message line shown.
    public private(set) var scroll = 0
    public let placeholder: String
    public let validation: InputValidation
    /// OK and Cancel.
    public let buttons: [ButtonLabel]
    public let maximumWidth: Int?
    let field: FieldView
    let content: AlertContent
    /// The layout depends only on the content and the screen size, and a frame asks for it several times.
    private let layoutMemo = LayoutMemo()
    /// The first grapheme shown in the field, kept between frames so the text scrolls only when it must.
    private var anchor = 0
    private var pressedByMouse: Focus?

    /// Makes an input box. With a `mask` (a password) the value is never drawn, only one mask per grapheme.
    public init(message: String, title: String = "", value: String = "", placeholder: String = "",
                mask: Character? = nil, maximumLength: Int? = nil, validation: InputValidation = InputValidation(),
                ok: ButtonLabel = ButtonLabel(text: "OK"), cancel: ButtonLabel = ButtonLabel(text: "Cancel"),
                maximumWidth: Int? = nil) {
        editor = LineEditor(text: value, maximumLength: maximumLength)
        self.placeholder = Sanitizer.sanitize(placeholder, keepNewlines: false, keepTabs: false)
        self.validation = validation
        buttons = [ok, cancel]
        self.maximumWidth = maximumWidth
        field = FieldView(mask: mask)
        content = AlertContent(title: title, icon: nil, message: message, buttons: buttons)
    }

    private static let help = keymap.helpLine
    public var helpLine: String { Self.help }

    func layout(screen: Size) -> InputLayout {
        if let cached = layoutMemo.layout, layoutMemo.screen == screen { return cached }
        let layout = InputLayout.make(content, screen: screen, maximumWidth: maximumWidth, errorRow: validation.isActive)
        layoutMemo.screen = screen
        layoutMemo.layout = layout
        return layout
    }

    public func boxSize(screen: Size) -> Size { layout(screen: screen).boxSize }

    public mutating func handle(_ event: DialogEvent, screen: Size) -> Effect<Outcome>? {
        let effect: Effect<Outcome>?
        switch event {
        case .key(let key):
            effect = handleKey(key, screen: screen)
        case .paste(let text):
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
    private mutating func type(_ text: String) -> Effect<Outcome>? {
        error = nil
        return editor.insert(text) ? nil : .bell
    }

    private mutating func press(_ button: Focus) -> Effect<Outcome>? {
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

    private mutating func perform(_ action: Action, screen: Size) -> Effect<Outcome>? {
        switch action {
        case .accept: return press(focus)
        case .cancel: return .finish(.cancelled)
        case .focusNext: focus = focus == .field ? .ok : focus == .ok ? .cancel : .field
        case .focusPrevious: focus = focus == .field ? .cancel : focus == .cancel ? .ok : .field
        case .moveLeft where focus != .field: focus = .ok
        case .moveRight where focus != .field: focus = .cancel
        case .scrollUp, .scrollDown, .pageUp, .pageDown: scrollMessage(action, screen: screen)
        default: edit(action)
        }
        return nil
    }

    /// An editing action; from a button it goes back to the field first, as typing would expect.
    private mutating func edit(_ action: Action) {
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

    private mutating func scrollMessage(_ action: Action, screen: Size) {
        let layout = layout(screen: screen)
        let page = max(1, layout.messageRows.count - 1)
        switch action {
        case .scrollUp: scroll -= 1
        case .scrollDown: scroll += 1
        case .pageUp: scroll -= page
        case .pageDown: scroll += page
        default: break
        }
        scroll = min(max(scroll, 0), layout.maxScroll)
    }

    private mutating func handleMouse(_ mouse: MouseEvent, screen: Size) -> Effect<Outcome>? {
        switch mouse.action {
        case .scrollUp: scrollMessage(.scrollUp, screen: screen); return nil
        case .scrollDown: scrollMessage(.scrollDown, screen: screen); return nil
        default: break
        }
        guard mouse.button == .left || mouse.action == .release else { return nil }
        let layout = layout(screen: screen)
        var hit: Focus?
        if mouse.row == layout.buttonRow {
            hit = layout.buttons.button(atColumn: mouse.column).map { $0 == 0 ? .ok : .cancel }
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
            if let hit { focus = hit }
        case .release:
            defer { pressedByMouse = nil }
            if let hit, hit != .field, hit == pressedByMouse { return press(hit) }
        default:
            break
        }
        return nil
    }

    // MARK: - Drawing

    private func box(_ rect: Rect, _ layout: InputLayout) -> Rect {
        Rect(x: rect.x, y: rect.y, width: min(rect.width, layout.boxSize.width), height: min(rect.height, layout.boxSize.height))
    }

    public func caret(in rect: Rect, screen: Size) -> Point? {
        guard focus == .field else { return nil }
        let layout = layout(screen: screen)
        let box = box(rect, layout)
        let start = field.firstVisible(editor, anchor: anchor, width: layout.contentWidth)
        let column = min(field.caretColumn(editor, start: start), max(0, layout.contentWidth - 1))
        return Point(x: box.x + layout.contentX + column, y: box.y + layout.fieldRow)
    }

    public func render(into buffer: inout Buffer, in rect: Rect, screen: Size, theme: Theme) {
        let layout = layout(screen: screen)
        let box = box(rect, layout)
        let left = box.x + layout.contentX
        Panel.draw(into: &buffer, box, border: layout.hasBorder, theme: theme)
        if let row = layout.titleRow {
            let title = TextWrap.truncate(content.titleText, width: layout.contentWidth)
            buffer.put(title, x: left + (layout.contentWidth - title.displayWidth) / 2, y: box.y + row, style: theme.title)
        }
        let lines = content.wrapped(width: layout.contentWidth).lines
        let scroll = min(self.scroll, layout.maxScroll)
        for (offset, row) in layout.messageRows.enumerated() where scroll + offset < lines.count {
            buffer.put(lines[scroll + offset], x: left, y: box.y + row, style: theme.message, maxWidth: layout.contentWidth)
        }
        if layout.maxScroll > 0, let first = layout.messageRows.first, let last = layout.messageRows.last {
            let column = box.x + box.width - 1
            if scroll > 0 { buffer.put("▲", x: column, y: box.y + first, style: theme.indicator) }
            if scroll < layout.maxScroll { buffer.put("▼", x: column, y: box.y + last, style: theme.indicator) }
        }
        let start = field.firstVisible(editor, anchor: anchor, width: layout.contentWidth)
        field.draw(editor, start: start, into: &buffer, x: left, y: box.y + layout.fieldRow, width: layout.contentWidth,
                   style: theme.field, placeholder: placeholder, placeholderStyle: theme.placeholder)
        if let row = layout.errorRow, let error {
            buffer.put(TextWrap.truncate(error, width: layout.contentWidth), x: left, y: box.y + row, style: theme.error)
        }
        layout.buttons.draw(into: &buffer, x: box.x, y: box.y + layout.buttonRow,
                            focused: focus == .field ? nil : focus.rawValue - 1, theme: theme)
    }
}

/// The last layout an input computed and the screen size it was for; a reference, so copies share it.
private final class LayoutMemo {
    var screen: Size?
    var layout: InputLayout?
}
