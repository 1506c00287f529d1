/// A number between two bounds on a slider (dialog's `--rangebox`, `rangebox.c`): ↑/↓ (and -/+) step it, PgUp/PgDn
/// by a slider cell, Home/End to the bounds; Tab and the arrows go from the buttons to the number's digits, where ↑/↓
/// step that digit's place and a digit typed replaces it when the number stays within the bounds.
public struct RangeBox: Dialog, Sendable {
    public enum Outcome: Hashable, Sendable {
        /// A button was pressed (Enter on a digit presses the first), with the value then.
        case pressed(button: Int, value: Int)
        case dismissed, timedOut
    }

    public let minimum: Int
    public let maximum: Int
    public private(set) var value: Int
    /// What has the focus, as dialog's `state`: a button's index (0 up), or a digit counted from the number's end
    /// (-1 the last, `-digits` the first).
    public var focus: Int { ring.focusedField.map { $0 - digits } ?? ring.focusedButton ?? 0 }
    /// The digits (fields, the first digit first) and the buttons, round which Tab goes.
    var ring: FocusRing
    /// The value PgUp and PgDn move it by (dialog's `slide_inc`).
    public let pageStep: Int
    public let buttons: [ButtonLabel]
    public var backtitle = ""
    public var begin: Point?
    public let keys: KeyBindings
    public var helpLine: String { keys.box.helpLine }
    /// The columns the number takes: the digits (and sign) of the longer bound.
    public var digits: Int { max(String(maximum).count, String(minimum).count) }
    let title: String
    let message: TextBlock
    let maximumWidth: Int?
    private var click = Click<Int>()

    /// A value from `minimum` to `maximum` (raised to `minimum` when below), starting at `value` kept within them.
    /// `pageStep` nil: a slider cell of the box's own width.
    public init(message: String, title: String = "", minimum: Int, maximum: Int, value: Int, buttons: [ButtonLabel],
                defaultButton: Int = 0, pageStep: Int? = nil, keys: KeyBindings = .dialogRange, maximumWidth: Int? = nil) {
        precondition(!buttons.isEmpty, "a range box needs its buttons")
        self.minimum = minimum
        self.maximum = max(minimum, maximum)
        self.value = min(max(value, minimum), self.maximum)
        self.buttons = buttons
        let digits = max(String(self.maximum).count, String(minimum).count)
        ring = FocusRing(fields: Array(0..<digits), buttons: buttons.count,
                         focus: .button(buttons.indices.contains(defaultButton) ? defaultButton : 0))
        self.keys = keys
        self.maximumWidth = maximumWidth
        self.title = Sanitizer.sanitize(title, keepNewlines: false, keepTabs: false)
        self.message = TextBlock(message)
        self.pageStep = pageStep ?? Self.slider(minimum: minimum, maximum: max(minimum, maximum), usable: 40).step
    }

    /// dialog's slider for `usable` columns: the value one cell adds (`slide_inc`) and the cells it takes (`slide_len`).
    public static func slider(minimum: Int, maximum: Int, usable: Int) -> (step: Int, length: Int) {
        let ranges = maximum - minimum + 1, usable = max(1, usable)
        if ranges > usable {
            let step = (ranges + usable - 1) / usable
            return (step, 1 + ranges / step)
        }
        if ranges < usable { return (usable / ranges, ranges * (usable / ranges)) }
        return (1, usable)
    }

    // MARK: - Layout

    enum Part: BoxPart { case border, topPadding, title, titleGap, message, sliderGap, slider, buttons }

    func layout(screen: Size) -> BoxLayout<Part> {
        BoxLayout(title: title, message: message, buttons: buttons, minimumWidth: max(DialogBox.minimumContentWidth, digits + 4),
                  screen: screen, maximumWidth: maximumWidth, dropping: [.sliderGap]) { belowText, _ in
            [.row(.sliderGap, if: belowText), StackRow(part: .slider, height: 3)]
        }
    }

    public func boxSize(screen: Size) -> Size { layout(screen: screen).boxSize }

    // MARK: - Events

    public mutating func handle(_ event: DialogEvent, screen: Size) -> Effect<Outcome>? {
        switch event {
        case .key(let key):
            if let index = keys.hotkeys.button(for: key, in: layout(screen: screen).buttons) {
                return .finish(.pressed(button: index, value: value))
            }
            if let action = keys.box.action(for: key) { return perform(action) }
            if case .character(let character) = key.key, key.modifiers.isEmpty, let digit = character.wholeNumberValue,
               character.isASCII, focus < 0 {
                return type(digit) ? nil : .bell
            }
            return focus < 0 ? .bell : nil
        case .mouse(let mouse):
            switch click.track(mouse, over: layout(screen: screen).button(at: mouse)) {
            case .pressed(let index)?: ring.focus(.button(index))
            case .clicked(let index)?: return .finish(.pressed(button: index, value: value))
            case .wheel(let lines)?: return perform(lines < 0 ? .up : .down)
            case nil: break
            }
            return nil
        case .timeout:
            return .finish(.timedOut)
        case .paste, .tick:
            return nil
        }
    }

    /// One action of `keys`, as `rangebox.c` does it.
    mutating func perform(_ action: KeyAction) -> Effect<Outcome>? {
        // Tab: from the last digit to the first button, from the last button round to the first digit.
        guard !ring.move(action) else { return nil }
        switch action {
        case .press: return .finish(.pressed(button: max(0, focus), value: value))
        case .dismiss, .cancel: return .finish(.dismissed)
        case .first: value = minimum
        case .last: value = maximum
        case .up: value = max(minimum, value - place)
        case .down: value = min(maximum, value + place)
        case .pageUp: value = max(minimum, value - pageStep)
        case .pageDown: value = min(maximum, value + pageStep)
        default: break
        }
        return nil
    }

    /// What ↑/↓ add: 1 on a button, else the focused digit's place (10 for the one before the last).
    private var place: Int {
        guard focus < 0 else { return 1 }
        var result = 1
        for _ in 0..<(-focus - 1) { result *= 10 }
        return result
    }

    /// The number right-aligned in `digits` columns, as dialog prints it (`%*d`).
    var padded: String {
        let text = String(value)
        return String(repeating: " ", count: max(0, digits - text.count)) + text
    }

    /// `digit` put in the focused column: kept when the number reads whole and is within the bounds (`set_digit`).
    private mutating func type(_ digit: Int) -> Bool {
        var characters = Array(padded)
        let column = digits + focus
        guard characters.indices.contains(column) else { return false }
        characters[column] = Character(String(digit))
        let unblanked = characters.drop { $0 == " " }
        let negative = unblanked.first == "-"
        let body = unblanked.dropFirst(negative ? 1 : 0)
        guard !body.isEmpty, body.allSatisfy({ $0.isASCII && $0.isWholeNumber }), let magnitude = Int(String(body.prefix(18)))
        else { return false }
        let typed = negative ? -magnitude : magnitude
        guard typed >= minimum, typed <= maximum else { return false }
        value = typed
        return true
    }

    // MARK: - Drawing

    /// The slider's frame, the value's cells inside it, and how many of them are filled.
    private func slider(in area: Rect) -> (frame: Rect, cells: Int, filled: Int) {
        let usable = max(digits, area.width - 2)
        let (step, length) = Self.slider(minimum: minimum, maximum: maximum, usable: usable)
        let cells = min(max(length, digits), usable)
        let ranges = maximum - minimum + 1, offset = value - minimum
        let scaled = ranges > length ? (offset + step) / step : ranges < length ? (offset + 1) * step : offset
        let width = cells + 2
        return (Rect(x: area.x + (area.width - width) / 2, y: area.y, width: width, height: 3), cells, min(cells, scaled))
    }

    public func caret(in rect: Rect, screen: Size) -> Point? {
        guard focus < 0 else { return nil }
        let layout = layout(screen: screen)
        let area = layout.box.content(rows: layout.stack.rows(.slider), in: layout.box.rect(in: rect))
        let (frame, cells, _) = slider(in: area)
        return Point(x: frame.x + 1 + (cells - digits) / 2 + digits + focus, y: frame.y + 1)
    }

    public func render(into buffer: inout Buffer, in rect: Rect, screen: Size, theme: Theme) {
        let layout = layout(screen: screen)
        let box = layout.draw(into: &buffer, in: rect, title: title, focused: focus < 0 ? nil : focus, theme: theme)
        let area = layout.box.content(rows: layout.stack.rows(.slider), in: box)
        guard area.height >= 3 else { return }
        let (frame, cells, filled) = slider(in: area)
        Panel.draw(into: &buffer, frame, border: true, styles: (theme.message, theme.border))
        // The number centred in the slider, the filled cells drawn as the focus is, the rest as a gauge's track.
        let colored = theme.gaugeTrack != .default
        var row = Array(String(repeating: " ", count: filled) + String(repeating: colored ? " " : "░", count: cells - filled))
        let start = (cells - digits) / 2
        for (offset, character) in padded.enumerated() where start + offset < cells && character != " " {
            row[start + offset] = character
        }
        let track = colored ? Style(foreground: theme.message.foreground, background: theme.gaugeTrack) : theme.message
        for (column, character) in row.enumerated() {
            buffer.put(String(character), x: frame.x + 1 + column, y: frame.y + 1,
                       style: column < filled ? theme.focusedButton : track)
        }
    }
}
