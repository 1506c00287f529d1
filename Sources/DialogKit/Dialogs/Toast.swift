/// A short message that comes, stays a moment and leaves: a box sized to its text, with a symbol for its kind.
public struct Toast: Sendable {
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

    /// Where the box sits within the rows the toast uses.
    public enum Position: String, CaseIterable, Sendable { case bottom, top }

    public let kind: Kind
    public let maximumWidth: Int?
    let title: String
    let message: String

    public init(message: String, title: String = "", kind: Kind = .info, maximumWidth: Int? = nil) {
        self.message = Sanitizer.sanitize(message)
        self.title = Sanitizer.sanitize(title, keepNewlines: false, keepTabs: false)
        self.kind = kind
        self.maximumWidth = maximumWidth
    }

    /// The widest box on a screen `width` columns wide: `--width`, else 60 or the screen less 4.
    func widthLimit(screen width: Int) -> Int {
        let screenLimit = width > 8 ? width - 4 : width
        return max(1, min(maximumWidth ?? 60, screenLimit))
    }

    /// The text lines inside the box: the title (if any) then the wrapped message, the first line led by the
    /// symbol.
    func lines(screen: Size) -> [String] {
        let inner = max(1, widthLimit(screen: screen.width) - 4)
        var text = title.isEmpty ? message : title + "\n" + message
        text = kind.symbol + " " + text
        let wrapped = TextWrap.wrap(text, width: inner)
        return Array(wrapped.prefix(max(1, screen.height - 2)))
    }

    /// The box's size: sized to its text, as a label is.
    public func boxSize(screen: Size) -> Size {
        let lines = lines(screen: screen)
        let widest = lines.reduce(0) { max($0, $1.displayWidth) }
        return Size(width: min(widest + 4, screen.width), height: min(lines.count + 2, screen.height))
    }

    /// Draws the box into `rect` at `opacity`: dimmed while fading, its text hidden when nearly gone.
    public func render(into buffer: inout Buffer, in rect: Rect, screen: Size, theme: Theme, opacity: Double) {
        guard opacity > 0, rect.width > 0, rect.height > 0 else { return }
        let accent = theme.toastAccent(kind)
        var panel = theme.panel
        var border = theme.border
        border.foreground = accent.foreground
        if opacity < 1 {
            panel.attributes.insert(.dim)
            border.attributes.insert(.dim)
        }
        Panel.draw(into: &buffer, rect, border: rect.height >= 3 && rect.width >= 4, styles: (panel, border))
        guard opacity >= 0.34 else { return }
        for (row, line) in lines(screen: screen).enumerated() where row + 1 < rect.height - 1 {
            var style = panel
            if row == 0, !title.isEmpty { style.attributes.insert(.bold) }
            let x = rect.x + 2
            if row == 0 {
                var symbolStyle = accent
                symbolStyle.background = panel.background
                if opacity < 1 { symbolStyle.attributes.insert(.dim) }
                let used = buffer.put(kind.symbol, x: x, y: rect.y + 1, style: symbolStyle)
                buffer.put(line.dropFirst(kind.symbol.count), x: x + used, y: rect.y + 1, style: style, maxWidth: rect.width - 3 - used)
            } else {
                buffer.put(line, x: x, y: rect.y + 1 + row, style: style, maxWidth: rect.width - 4)
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
