/// A modal message with buttons, like an iOS alert: the first dialog swalert shows.
///
/// A value: keys, clicks and the time limit go in through `handle`, the box comes out through `render`.
///
/// ```swift
/// var alert = Alert(message: "Delete the file?", buttons: [ButtonLabel(parsing: "&Delete"), ButtonLabel(parsing: "&Keep")],
///                   cancelButton: 1)
/// let result = try alert.present(on: Terminal.open(), options: PresentationOptions())
/// ```
public struct Alert: Dialog, Sendable {
    /// How an alert ends.
    public enum Outcome: Hashable, Sendable {
        /// A button was chosen (by key, hotkey, click, Esc with a cancel button, or the time limit).
        case button(Int)
        /// Esc with no cancel button.
        case dismissed
        /// The time limit ran out and no button answers it.
        case timedOut
    }

    /// What a key can do in an alert.
    public enum Action: Sendable {
        case focusNext, focusPrevious, press, cancel
        case scrollUp, scrollDown, pageUp, pageDown, scrollToTop, scrollToBottom
    }

    /// The alert's key bindings: the help line and the behaviour both come from here.
    public static let keymap = Keymap<Action>([
        KeyBinding([KeyEvent(.left), KeyEvent(.tab, .shift)], .focusPrevious, help: "←/→", "move"),
        KeyBinding([KeyEvent(.right), KeyEvent(.tab)], .focusNext),
        KeyBinding([KeyEvent(.enter), KeyEvent(.character(" "))], .press, help: "Enter", "choose"),
        KeyBinding([KeyEvent(.escape)], .cancel, help: "Esc", "cancel"),
        KeyBinding([KeyEvent(.up), KeyEvent(.character("p"), .control)], .scrollUp),
        KeyBinding([KeyEvent(.down), KeyEvent(.character("n"), .control)], .scrollDown),
        KeyBinding([KeyEvent(.pageUp)], .pageUp),
        KeyBinding([KeyEvent(.pageDown)], .pageDown),
        KeyBinding([KeyEvent(.home)], .scrollToTop),
        KeyBinding([KeyEvent(.end)], .scrollToBottom),
    ])

    public let buttons: [ButtonLabel]
    public let cancelButton: Int?
    public let timeoutButton: Int?
    public let maximumWidth: Int?
    /// The focused button.
    public private(set) var focus: Int
    /// The first message line shown.
    public private(set) var scroll = 0
    private var pressedByMouse: Int?
    let content: AlertContent

    /// Makes an alert. Indices must be valid for `buttons` (which must not be empty).
    public init(message: String, title: String = "", icon: Icon? = nil,
                buttons: [ButtonLabel] = [ButtonLabel(text: "OK")], defaultButton: Int = 0,
                cancelButton: Int? = nil, timeoutButton: Int? = nil, maximumWidth: Int? = nil) {
        precondition(!buttons.isEmpty && buttons.indices.contains(defaultButton), "an alert needs its buttons")
        self.buttons = buttons
        self.cancelButton = cancelButton
        self.timeoutButton = timeoutButton
        self.maximumWidth = maximumWidth
        focus = defaultButton
        content = AlertContent(title: title, icon: icon, message: message, buttons: buttons)
    }

    /// A yes/no question: `Yes` and `No` (hotkeys y and n), `No` answering Esc.
    public static func confirm(message: String, title: String = "", icon: Icon? = nil,
                               yes: String = "&Yes", no: String = "&No", defaultsToYes: Bool = true,
                               timeoutButton: Int? = nil, maximumWidth: Int? = nil) -> Alert {
        let buttons = [ButtonLabel(parsing: yes).withImplicitHotkey("y"), ButtonLabel(parsing: no).withImplicitHotkey("n")]
        return Alert(message: message, title: title, icon: icon, buttons: buttons, defaultButton: defaultsToYes ? 0 : 1,
                     cancelButton: 1, timeoutButton: timeoutButton, maximumWidth: maximumWidth)
    }

    /// The label printed for an outcome, if it names a button.
    public func label(for outcome: Outcome) -> String? {
        if case .button(let index) = outcome { return buttons[index].text }
        return nil
    }

    private static let help = keymap.helpLine
    public var helpLine: String { Self.help }

    func layout(screen: Size) -> AlertLayout {
        AlertLayout.make(content, screen: screen, maximumWidth: maximumWidth)
    }

    public func boxSize(screen: Size) -> Size { layout(screen: screen).boxSize }

    public mutating func handle(_ event: DialogEvent, screen: Size) -> Effect<Outcome>? {
        switch event {
        case .key(let key):
            if let action = Self.keymap.action(for: key) { return perform(action, screen: screen) }
            if case .character(let character) = key.key, key.modifiers.isSubset(of: [.shift, .alt]) {
                let lower = Character(character.lowercased())
                if let index = buttons.firstIndex(where: { $0.hotkey == lower }) {
                    focus = index
                    return .finish(.button(index))
                }
            }
            return nil
        case .mouse(let mouse):
            return handleMouse(mouse, screen: screen)
        case .timeout:
            return .finish(timeoutButton.map(Outcome.button) ?? .timedOut)
        case .paste, .tick:
            return nil
        }
    }

    private mutating func perform(_ action: Action, screen: Size) -> Effect<Outcome>? {
        let layout = layout(screen: screen)
        let page = max(1, layout.messageRows.count - 1)
        switch action {
        case .focusNext: focus = (focus + 1) % buttons.count
        case .focusPrevious: focus = (focus + buttons.count - 1) % buttons.count
        case .press: return .finish(.button(focus))
        case .cancel: return .finish(cancelButton.map(Outcome.button) ?? .dismissed)
        case .scrollUp: scroll -= 1
        case .scrollDown: scroll += 1
        case .pageUp: scroll -= page
        case .pageDown: scroll += page
        case .scrollToTop: scroll = 0
        case .scrollToBottom: scroll = layout.maxScroll
        }
        scroll = min(max(scroll, 0), layout.maxScroll)
        return nil
    }

    private mutating func handleMouse(_ mouse: MouseEvent, screen: Size) -> Effect<Outcome>? {
        let layout = layout(screen: screen)
        switch mouse.action {
        case .scrollUp: return perform(.scrollUp, screen: screen)
        case .scrollDown: return perform(.scrollDown, screen: screen)
        default: break
        }
        guard mouse.button == .left || mouse.action == .release else { return nil }
        let hit = mouse.row == layout.buttonRow ? layout.buttons.button(atColumn: mouse.column) : nil
        switch mouse.action {
        case .press:
            pressedByMouse = hit
            if let hit { focus = hit }
        case .release:
            defer { pressedByMouse = nil }
            if let hit, hit == pressedByMouse { return .finish(.button(hit)) }
        default:
            break
        }
        return nil
    }

    public func render(into buffer: inout Buffer, in rect: Rect, screen: Size, theme: Theme) {
        let layout = layout(screen: screen)
        let box = Rect(x: rect.x, y: rect.y, width: min(rect.width, layout.boxSize.width),
                       height: min(rect.height, layout.boxSize.height))
        Panel.draw(into: &buffer, box, border: layout.hasBorder, theme: theme)
        if let row = layout.titleRow {
            let title = TextWrap.truncate(content.titleText, width: layout.contentWidth)
            let x = box.x + layout.contentX + (layout.contentWidth - title.displayWidth) / 2
            buffer.put(title, x: x, y: box.y + row, style: theme.title)
        }
        let lines = content.wrapped(width: layout.contentWidth).lines
        let scroll = min(self.scroll, layout.maxScroll)
        for (offset, row) in layout.messageRows.enumerated() where scroll + offset < lines.count {
            buffer.put(lines[scroll + offset], x: box.x + layout.contentX + layout.messageIndent, y: box.y + row,
                       style: theme.message, maxWidth: layout.contentWidth - layout.messageIndent)
        }
        if layout.maxScroll > 0 { drawScrollIndicator(into: &buffer, box, layout, scroll: scroll, theme: theme) }
        layout.buttons.draw(into: &buffer, x: box.x, y: box.y + layout.buttonRow, focused: focus, theme: theme)
    }

    private func drawScrollIndicator(into buffer: inout Buffer, _ box: Rect, _ layout: AlertLayout, scroll: Int, theme: Theme) {
        let column = box.x + box.width - 1
        guard let first = layout.messageRows.first, let last = layout.messageRows.last else { return }
        if scroll > 0 { buffer.put("▲", x: column, y: box.y + first, style: theme.indicator) }
        if scroll < layout.maxScroll { buffer.put("▼", x: column, y: box.y + last, style: theme.indicator) }
        let percent = " \(100 * (scroll + layout.messageRows.count) / max(1, layout.lineCount))% "
        let row = layout.hasBorder ? box.y + box.height - 1 : box.y + last
        if box.width > percent.count + 2 {
            buffer.put(percent, x: box.x + box.width - percent.count - 2, y: row, style: theme.indicator)
        }
    }
}
