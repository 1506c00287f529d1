/// A short message that comes, stays a moment and leaves: a box sized to its text, with a symbol for its kind.
///
/// A dialog on the clock: each `.tick` moves it along its schedule, and it reads no key.
public struct Toast: Dialog, Sendable {
    /// What kind of news a toast brings; each has a colour and a symbol readable without colour.
    public enum Kind: String, CaseIterable, Sendable {
        case info, success, warning, error

        public var symbol: String {
            switch self {
            case .info: return "i"
            case .success: return "✓"
            case .warning: return "!"
            case .error: return "✗"
            }
        }
    }

    /// Where the box sits within the rows an inline toast uses.
    public enum Position: String, CaseIterable, Sendable { case bottom, top }

    /// A toast's only outcome: it was shown and has gone.
    public enum Outcome: Equatable, Sendable { case shown }

    public let kind: Kind
    public let maximumWidth: Int?
    public var position: Position
    /// Fade in, stay, fade out; without animation in the presentation options only the stay.
    public var schedule: ToastSchedule
    /// Bytes of a desktop notification sent as the toast shows (see `Escape.desktopNotification`).
    public var notification: [UInt8] = []
    public let helpLine = ""
    let title: String
    let message: String
    /// How visible the box is now, from 0 (gone) to 1, as the last tick left it.
    private(set) var opacity = 1.0
    /// Whether a tick has come.
    private(set) var started = false

    public init(message: String, title: String = "", kind: Kind = .info, position: Position = .bottom,
                duration: Double = 1, maximumWidth: Int? = nil) {
        self.message = Sanitizer.sanitize(message)
        self.title = Sanitizer.sanitize(title, keepNewlines: false, keepTabs: false)
        self.kind = kind
        self.position = position
        schedule = ToastSchedule(hold: duration)
        self.maximumWidth = maximumWidth
    }

    /// A tick sets the opacity due then and asks to be drawn again when it changes; the last frame finishes. The
    /// first frame always shows, whole without animation, even with no time to stay.
    public mutating func handle(_ event: DialogEvent, screen: Size) -> Effect<Outcome>? {
        guard case .tick(let elapsed) = event else { return nil }
        opacity = started || schedule.animated ? schedule.opacity(at: elapsed) : 1
        started = true
        return schedule.nextChange(after: elapsed).map { .redrawAfter($0 - elapsed) } ?? .finish(.shown)
    }

    /// The widest box on a screen `width` columns wide: `--width`, else 60 or the screen less 4.
    func widthLimit(screen width: Int) -> Int {
        max(1, min(maximumWidth ?? 60, width > 8 ? width - 4 : width))
    }

    /// The text lines inside the box: the title (if any) then the wrapped message, the first led by the symbol.
    func lines(screen: Size) -> [String] {
        let text = kind.symbol + " " + (title.isEmpty ? message : title + "\n" + message)
        let wrapped = TextWrap.wrap(text, width: max(1, widthLimit(screen: screen.width) - 4))
        return Array(wrapped.prefix(max(1, screen.height - 2)))
    }

    /// The box's size: sized to its text, as a label is.
    public func boxSize(screen: Size) -> Size {
        let lines = lines(screen: screen)
        let widest = lines.reduce(0) { max($0, $1.displayWidth) }
        return Size(width: min(widest + 4, screen.width), height: min(lines.count + 2, screen.height))
    }

    public func render(into buffer: inout Buffer, in rect: Rect, screen: Size, theme: Theme) {
        render(into: &buffer, in: rect, screen: screen, theme: theme, opacity: opacity)
    }

    /// Draws the box into `rect` at `opacity`: dimmed while fading, its text hidden when nearly gone.
    public func render(into buffer: inout Buffer, in rect: Rect, screen: Size, theme: Theme, opacity: Double) {
        guard opacity > 0, rect.width > 0, rect.height > 0 else { return }
        var (panel, border, accent) = (theme.panel, theme.border, theme.toastAccent(kind))
        (border.foreground, accent.background) = (accent.foreground, panel.background)
        if opacity < 1 {
            panel.attributes.insert(.dim)
            border.attributes.insert(.dim)
            accent.attributes.insert(.dim)
        }
        Panel.draw(into: &buffer, rect, border: rect.height >= 3 && rect.width >= 4, styles: (panel, border))
        guard opacity >= 0.34 else { return }
        // dialog's `--colors` codes in the message (`ColorCodes`) are drawn as the styles they set.
        var colors: ColorCodes.State? = ColorCodes.isMarked(message) ? ColorCodes.State() : nil
        for (row, line) in lines(screen: screen).enumerated() where row + 1 < rect.height - 1 {
            var style = panel
            if row == 0, !title.isEmpty { style.attributes.insert(.bold) }
            let (x, y) = (rect.x + 2, rect.y + 1 + row)
            let used = row == 0 ? buffer.put(kind.symbol, x: x, y: y, style: accent) : 0
            let text = row == 0 ? line.dropFirst(kind.symbol.count) : Substring(line)
            let width = row == 0 ? rect.width - 3 - used : rect.width - 4
            if var state = colors, row > 0 || title.isEmpty {
                buffer.putMarked(text, x: x + used, y: y, style: style, maxWidth: width, colors: &state)
                colors = state
            } else {
                buffer.put(text, x: x + used, y: y, style: style, maxWidth: width)
            }
        }
    }
}

extension Theme {
    /// The colour that marks a toast's kind: its border and symbol.
    public func toastAccent(_ kind: Toast.Kind) -> Style {
        guard let accents else { return Style(attributes: .bold) }
        let color: Color
        switch kind {
        case .info: color = accents.info
        case .success: color = accents.success
        case .warning: color = accents.warning
        case .error: color = accents.error
        }
        return Style(foreground: color, attributes: accents.bold ? .bold : [])
    }
}
