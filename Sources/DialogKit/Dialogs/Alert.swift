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
    /// The tallest the box may be (nil: the screen's height).
    public var maximumHeight: Int?
    /// Shown at the top of a full-screen backdrop (whiptail's `--backtitle`).
    public var backtitle = ""
    /// The focused button.
    public internal(set) var focus: Int
    /// The focus and keys of newt's form, under newt's keys (`useNewtKeys`); nil under swalert's.
    var newt: NewtForm?
    /// The first message line shown.
    public private(set) var scroll = 0
    private var pressedByMouse: Int?
    /// The title, sanitised, after the icon.
    let title: String
    let message: TextBlock

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
        let cleanTitle = Sanitizer.sanitize(title, keepNewlines: false, keepTabs: false)
        self.title = icon.map { cleanTitle.isEmpty ? $0.symbol : "\($0.symbol) \(cleanTitle)" } ?? cleanTitle
        self.message = TextBlock(message)
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
    public var helpLine: String { newt == nil ? Self.help : NewtForm.helpLine }

    /// The parts of an alert's box, top to bottom.
    enum Part: BoxPart { case border, topPadding, title, titleGap, message, buttonGap, buttons }

    /// Where everything goes on a screen of `screen` size: a blank row above the buttons, the first to go after
    /// the title's to show the whole message.
    func layout(screen: Size) -> BoxLayout<Part> {
        BoxLayout(title: title, message: message, buttons: buttons, minimumWidth: DialogBox.minimumContentWidth,
                  screen: screen.limited(height: maximumHeight), maximumWidth: maximumWidth, dropping: [.buttonGap]) { [.row(.buttonGap, if: $0)] }
    }

    public func boxSize(screen: Size) -> Size { layout(screen: screen).boxSize }

    public mutating func handle(_ event: DialogEvent, screen: Size) -> Effect<Outcome>? {
        switch event {
        case .key(let key):
            if newt != nil { return handleNewt(key, screen: screen) }
            if let action = Self.keymap.action(for: key) { return perform(action, screen: screen) }
            if case .character(let character) = key.key, key.modifiers.isSubset(of: [.shift, .alt]) {
                let lower = Character(character.lowercased())
                // A numbered row's numbers press their buttons too (see `ButtonRow`), where no label claims the key.
                if let index = buttons.firstIndex(where: { $0.hotkey == lower })
                    ?? layout(screen: screen).buttons.button(numbered: character) {
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

    mutating func perform(_ action: Action, screen: Size) -> Effect<Outcome>? {
        let layout = layout(screen: screen)
        switch action {
        case .focusNext: focus = (focus + 1) % buttons.count
        case .focusPrevious: focus = (focus + buttons.count - 1) % buttons.count
        case .press: return .finish(.button(focus))
        case .cancel: return .finish(cancelButton.map(Outcome.button) ?? .dismissed)
        case .scrollUp: scroll = layout.scrolled(scroll, lines: -1)
        case .scrollDown: scroll = layout.scrolled(scroll, lines: 1)
        case .pageUp: scroll = layout.scrolled(scroll, pages: -1)
        case .pageDown: scroll = layout.scrolled(scroll, pages: 1)
        case .scrollToTop: scroll = 0
        case .scrollToBottom: scroll = layout.maxScroll
        }
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
        let hit = layout.buttonRows.contains(mouse.row)
            ? layout.buttons.button(atRow: mouse.row - layout.buttonRow, column: mouse.column) : nil
        switch mouse.action {
        case .press:
            pressedByMouse = hit
            if let hit {
                focus = hit
                newt?.focus(.button(hit))
            }
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
        let box = layout.box.draw(into: &buffer, in: rect, title: title, theme: theme)
        let area = layout.box.content(rows: layout.messageRows, in: box)
        layout.message.draw(into: &buffer, in: area, scroll: scroll, alignment: .centred, style: theme.message)
        layout.message.drawScrollIndicator(into: &buffer, beside: area, in: box, scroll: scroll,
                                           percentRow: layout.hasBorder ? box.maxY - 1 : area.maxY - 1, style: theme.indicator)
        layout.buttons.draw(into: &buffer, x: box.x, y: box.y + layout.buttonRow,
                            focused: newt.map { $0.focusedButton } ?? focus, theme: theme)
    }
}
