/// A modal message with buttons, like an iOS alert.
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
        /// Esc with no cancel button; the time limit with no button to answer it.
        case dismissed, timedOut
    }

    public let buttons: [ButtonLabel]
    public let cancelButton: Int?
    public let timeoutButton: Int?
    public let maximumWidth: Int?
    /// The tallest the box may be (nil: the screen's height).
    public var maximumHeight: Int?
    public var backtitle = ""
    public var begin: Point?
    /// The keys the alert answers to (`use`): swalert's unless given others.
    public private(set) var keys = KeyBindings.alert
    public private(set) var helpLine = KeyBindings.alert.box.helpLine
    /// Names an answer file may give each button besides its label, lowercased: a confirm's `yes` and `no` in every
    /// language, so an answer file written in one works in another.
    public var answerNames: [[String]] = []
    /// Whether `y` and `n` press the first and second button where no label claims them (a confirm's, in every language).
    public var answersYesNo = false
    /// The language of the plain prompt's words (`localize`).
    public private(set) var messages = Messages.english
    var ring: FocusRing
    /// The focused button (the first while the message has the focus).
    public var focus: Int { ring.focusedButton ?? 0 }
    /// The first message line shown.
    public private(set) var scroll = 0
    private var click = Click<Int>()
    /// The icon, then the title, sanitised.
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
        ring = FocusRing(buttons: buttons.count, focus: .button(defaultButton))
        let cleanTitle = Sanitizer.sanitize(title, keepNewlines: false, keepTabs: false)
        self.title = icon.map { cleanTitle.isEmpty ? $0.symbol : "\($0.symbol) \(cleanTitle)" } ?? cleanTitle
        self.message = TextBlock(message)
    }

    /// A yes/no question: `Yes` and `No` (hotkeys y and n), `No` answering Esc.
    public static func confirm(message: String, title: String = "", icon: Icon? = nil,
                               yes: String = "&Yes", no: String = "&No", defaultsToYes: Bool = true,
                               timeoutButton: Int? = nil, maximumWidth: Int? = nil) -> Alert {
        let buttons = [ButtonLabel(parsing: yes).withImplicitHotkey("y"), ButtonLabel(parsing: no).withImplicitHotkey("n")]
        var alert = Alert(message: message, title: title, icon: icon, buttons: buttons, defaultButton: defaultsToYes ? 0 : 1,
                          cancelButton: 1, timeoutButton: timeoutButton, maximumWidth: maximumWidth)
        alert.answersYesNo = true
        alert.answerNames = [["yes", "y"], ["no", "n"]]
        return alert
    }

    /// The button `y` or `n` presses in a confirm whose labels leave them free (`&Ja`/`&Nein`: y is still yes).
    func yesNoButton(_ key: KeyEvent) -> Int? {
        guard answersYesNo, buttons.count == 2, case .character(let character) = key.key,
              key.modifiers.isSubset(of: [.shift, .alt]) else { return nil }
        switch character.lowercased() {
        case "y": return 0
        case "n": return 1
        default: return nil
        }
    }

    public mutating func localize(_ messages: Messages) { self.messages = messages }

    /// The label printed for an outcome, if it names a button.
    public func label(for outcome: Outcome) -> String? {
        if case .button(let index) = outcome { return buttons[index].text }
        return nil
    }

    /// Answers to `keys` (`KeyBindings.newt`, say), the message a stop of the focus when `messageTakesFocus`.
    public mutating func use(_ keys: KeyBindings, messageTakesFocus: Bool = false) {
        self.keys = keys
        helpLine = keys.box.helpLine
        ring = FocusRing(message: messageTakesFocus, buttons: buttons.count, focus: focus == 0 ? nil : .button(focus))
    }

    /// The parts of an alert's box, top to bottom.
    enum Part: BoxPart { case border, topPadding, title, titleGap, message, buttonGap, buttons }

    /// The layout: a blank row above the buttons, the first to go after the title's.
    func layout(screen: Size) -> BoxLayout<Part> {
        BoxLayout(title: title, message: message, buttons: buttons, minimumWidth: DialogBox.minimumContentWidth,
                  screen: screen.limited(height: maximumHeight), maximumWidth: maximumWidth, dropping: [.buttonGap]) { belowText, _ in [.row(.buttonGap, if: belowText)] }
    }

    public func boxSize(screen: Size) -> Size { layout(screen: screen).boxSize }

    /// Scrolls the message to its end on a screen of `screen` size, as dialog's tail box starts: its last lines shown.
    public mutating func scrollToEnd(screen: Size) {
        _ = perform(.last, screen: screen)
    }

    public mutating func handle(_ event: DialogEvent, screen: Size) -> Effect<Outcome>? {
        switch event {
        case .key(let key):
            if let action = ring.table(in: keys, body: []).action(for: key) ?? keys.box.action(for: key) {
                return perform(action, screen: screen)
            }
            guard let index = keys.hotkeys.button(for: key, in: layout(screen: screen).buttons) ?? yesNoButton(key) else {
                return nil
            }
            ring.focus(.button(index))
            return .finish(.button(index))
        case .mouse(let mouse):
            switch click.track(mouse, over: layout(screen: screen).button(at: mouse)) {
            case .wheel(let lines)?: return perform(lines < 0 ? .up : .down, screen: screen)
            case .pressed(let index)?: ring.focus(.button(index))
            case .clicked(let index)?: return .finish(.button(index))
            case nil: break
            }
            return nil
        case .timeout:
            return .finish(timeoutButton.map(Outcome.button) ?? .timedOut)
        case .paste, .tick:
            return nil
        }
    }

    mutating func perform(_ action: KeyAction, screen: Size) -> Effect<Outcome>? {
        guard !ring.move(action) else { return nil }
        let layout = layout(screen: screen)
        switch action {
        case .press: return ring.focusedButton.map { .finish(.button($0)) }
        case .accept: return .finish(.button(focus))
        case .cancel, .dismiss: return .finish(cancelButton.map(Outcome.button) ?? .dismissed)
        case .up, .down: scroll = layout.scrolled(scroll, lines: action == .up ? -1 : 1)
        case .pageUp, .pageDown: scroll = layout.scrolled(scroll, pages: action == .pageUp ? -1 : 1)
        case .first: scroll = 0
        case .last: scroll = layout.maxScroll
        default: break
        }
        return nil
    }

    /// On the focused button's label.
    public func focusCaret(in rect: Rect, screen: Size) -> Point? {
        ring.focusedButton.flatMap { layout(screen: screen).buttonCaret($0, in: rect) }
    }

    public func render(into buffer: inout Buffer, in rect: Rect, screen: Size, theme: Theme) {
        layout(screen: screen).draw(into: &buffer, in: rect, title: title, scroll: scroll, alignment: .centred, marks: true,
                                    percent: true, focused: ring.focusedButton, theme: theme)
    }
}
