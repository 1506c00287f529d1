/// dialog's `--timebox`: hour, minute and second in three small boxes over the buttons, each stepped round its
/// period or typed a digit at a time, as `timebox.c` changes them.
///
/// ```
///  ┌──┐ ┌──┐ ┌──┐
///  │10│:│20│:│30│
///  └──┘ └──┘ └──┘
/// ```
public struct TimeBox: Dialog {
    public enum Outcome: Hashable, Sendable {
        /// Button `button` pressed (Enter in a field presses the first), at `hour`:`minute`:`second`.
        case pressed(button: Int, hour: Int, minute: Int, second: Int)
        /// Esc.
        case dismissed
        case timedOut
    }

    /// Hour, minute and second.
    public private(set) var values: [Int]
    static let periods = [24, 60, 60]
    public let keys = KeyBindings.dialogTimeBox
    public let helpLine = KeyBindings.dialogTimeBox.field.helpLine(after: KeyBindings.dialogTimeBox.box.helpLine)
    var ring: FocusRing
    public let buttons: [ButtonLabel]
    let title: String
    let message: TextBlock
    public let width: Int?
    public var backtitle = ""
    public var begin: Point?

    /// A time box at `hour`:`minute`:`second` (each taken modulo its period) under `message`, the first button
    /// focused, or `defaultButton`, as dialog's.
    public init(message: String, hour: Int, minute: Int, second: Int, title: String = "", buttons: [ButtonLabel],
                defaultButton: Int? = nil, width: Int? = nil) {
        values = zip([hour, minute, second], Self.periods).map { (($0 % $1) + $1) % $1 }
        self.buttons = buttons
        self.title = Sanitizer.sanitize(title, keepNewlines: false, keepTabs: false)
        self.message = TextBlock(message)
        self.width = width
        ring = FocusRing(fields: [0, 1, 2], buttons: buttons.count, focus: .button(defaultButton ?? 0))
    }

    public var hour: Int { values[0] }
    public var minute: Int { values[1] }
    public var second: Int { values[2] }

    /// dialog's answer without `--time-format`: `hh:mm:ss`.
    public var text: String { Self.text(hour: hour, minute: minute, second: second) }

    public static func text(hour: Int, minute: Int, second: Int) -> String {
        [hour, minute, second].map { $0 < 10 ? "0\($0)" : "\($0)" }.joined(separator: ":")
    }

    // MARK: - Layout

    enum Row: BoxPart { case border, topPadding, title, titleGap, message, gap, fields, buttons }

    /// The three boxes' width: each two digits in a frame, a colon between them.
    static let fieldsWidth = 14

    func layout(screen: Size) -> BoxLayout<Row> {
        BoxLayout(title: title, message: message, buttons: buttons, minimumWidth: Self.fieldsWidth + 2, screen: screen,
                  maximumWidth: width, dropping: [.gap]) { belowText, _ in
            [.row(.gap, if: belowText), StackRow(part: .fields, height: 3)]
        }
    }

    public func boxSize(screen: Size) -> Size { layout(screen: screen).boxSize }

    /// Where field `index`'s digits are drawn in a box drawn at `box`.
    func origin(of index: Int, _ layout: BoxLayout<Row>, box: Rect) -> Point? {
        guard let row = layout.stack.row(.fields) else { return nil }
        let left = box.x + layout.contentX + max(0, (layout.contentWidth - Self.fieldsWidth) / 2)
        return Point(x: left + 1 + index * 5, y: box.y + row + 1)
    }

    // MARK: - Events

    public mutating func handle(_ event: DialogEvent, screen: Size) -> Effect<Outcome>? {
        switch event {
        case .key(let key):
            if let action = ring.table(in: keys, body: keys.field).action(for: key) { return perform(action) }
            if let action = keys.box.action(for: key) { return perform(action) }
            if let index = keys.hotkeys.button(for: key, in: layout(screen: screen).buttons) { return press(button: index) }
            guard case .character(let character) = key.key, let digit = character.wholeNumberValue,
                  character.isASCII else { return .bell }
            // A digit goes onto the end of the focused value while that stays inside its period.
            guard let field = ring.focusedField else { return nil }
            let value = values[field] * 10 + digit
            guard value < Self.periods[field] else { return .bell }
            values[field] = value
            return nil
        case .mouse(let mouse):
            let layout = layout(screen: screen)
            if mouse.action == .release, let index = layout.button(at: mouse) { return press(button: index) }
            // A click on a part focuses it.
            let box = Rect(origin: .zero, size: layout.boxSize)
            if mouse.action == .press, let field = (0..<3).first(where: { index in
                origin(of: index, layout, box: box).map { $0.y == mouse.row && (($0.x - 1)...($0.x + 2)).contains(mouse.column) } ?? false
            }) {
                ring.focus(.field(field))
            }
            return nil
        case .timeout:
            return .finish(.timedOut)
        case .paste, .tick:
            return nil
        }
    }

    private mutating func press(button: Int) -> Effect<Outcome>? {
        ring.focus(.button(button))
        return .finish(.pressed(button: button, hour: hour, minute: minute, second: second))
    }

    mutating func perform(_ action: KeyAction) -> Effect<Outcome>? {
        guard !ring.move(action) else { return nil }
        switch action {
        case .dismiss, .cancel: return .finish(.dismissed)
        case .press: return .finish(.pressed(button: ring.focusedButton ?? 0, hour: hour, minute: minute, second: second))
        default: break
        }
        guard let field = ring.focusedField else { return nil }
        let period = Self.periods[field]
        switch action {
        case .up: values[field] = (values[field] + period - 1) % period
        case .down: values[field] = (values[field] + 1) % period
        case .first: values[field] = 0
        case .last: values[field] = period - 1
        case .deleteForward: values[field] /= 10
        default: break
        }
        return nil
    }

    // MARK: - Drawing

    public func caret(in rect: Rect, screen: Size) -> Point? {
        let layout = layout(screen: screen)
        return ring.focusedField.flatMap { origin(of: $0, layout, box: layout.box.rect(in: rect)) }
    }

    public func render(into buffer: inout Buffer, in rect: Rect, screen: Size, theme: Theme) {
        let layout = layout(screen: screen)
        let box = layout.draw(into: &buffer, in: rect, title: title, focused: ring.focusedButton, theme: theme)
        for (index, value) in values.enumerated() {
            guard let at = origin(of: index, layout, box: box) else { return }
            Panel.draw(into: &buffer, Rect(x: at.x - 1, y: at.y - 1, width: 4, height: 3), border: true,
                       styles: (theme.field, theme.border))
            let focused = ring.focusedField == index
            buffer.put(value < 10 ? "0\(value)" : "\(value)", x: at.x, y: at.y,
                       style: focused ? theme.focusedButton : theme.field)
            if index < 2 { buffer.put(":", x: at.x + 3, y: at.y, style: theme.message) }
        }
    }
}
