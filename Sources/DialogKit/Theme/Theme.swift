/// The styles a dialog draws with, each readable in monochrome too (focus reversed, titles bold, hotkeys underlined).
public struct Theme: Sendable {
    public var panel: Style
    public var border: Style
    public var title: Style
    public var message: Style
    public var button: Style
    public var focusedButton: Style
    public var hotkey: Style
    public var focusedHotkey: Style
    public var indicator: Style
    /// The gauge's track colour; `.default` without colour, where the track is drawn as `░`.
    public var gaugeTrack: Color = .default
    public var help: Style
    public var error: Style
    public var placeholder: Style
    public var field: Style
    /// A note on the box ("No match", "Reading…", a field's help); nil for the placeholder's style.
    public var noteStyle: Style?
    public var icons: IconStyles
    /// The colour depth the theme was made for; the backdrop's fade steps depend on it.
    public var colorDepth: ColorDepth
    /// The colour the backdrop fades to (`.default` without colour); one the user chose is drawn as chosen.
    public var backdrop: Color = .default
    public var backdropIsChosen = false
    /// Whether the palette is made for a light or a dark terminal background.
    public var appearance: Appearance = .dark

    /// A one-cell shadow right of and below the box, in this colour, where there is room (never inline); nil for none.
    public var shadow: Color?
    /// The colours that mark a toast's kind; nil without colour.
    public var accents: ToastAccents?

    /// The theme for a terminal of the given colour depth and background.
    public static func standard(for depth: ColorDepth, appearance: Appearance) -> Theme {
        guard let palette = Palette.standard(for: depth, appearance: appearance) else { return monochrome }
        return Theme(palette: palette, depth: depth, appearance: appearance)
    }

    /// The theme for a terminal of the given colour depth, with a dark background.
    public static func standard(for depth: ColorDepth) -> Theme {
        standard(for: depth, appearance: .dark)
    }

    static let monochrome = Theme(
        panel: .plain, border: .plain, title: Style(attributes: .bold), message: .plain,
        button: .plain, focusedButton: Style(attributes: [.reverse, .bold]),
        hotkey: Style(attributes: .underline), focusedHotkey: Style(attributes: [.reverse, .bold, .underline]),
        indicator: Style(attributes: .bold), help: .plain, error: Style(attributes: .bold),
        placeholder: .plain, field: Style(attributes: .underline),
        icons: IconStyles(), colorDepth: .none)

    /// The style of a note on the box: its own where the palette gives one, else the placeholder's.
    public var note: Style { noteStyle ?? placeholder }

    /// The style of an icon's symbol.
    public func style(for icon: Icon) -> Style { icons[icon] ?? title }
}

/// The symbol shown beside an alert's title.
public enum Icon: String, CaseIterable, Hashable, Sendable {
    case info, warning, error, question

    /// A short ASCII symbol, readable without colour.
    public var symbol: String {
        switch self {
        case .info: return "(i)"
        case .warning: return "(!)"
        case .error: return "(x)"
        case .question: return "(?)"
        }
    }
}

/// The style of each icon's symbol; an icon without one is drawn in the title's style.
public struct IconStyles: Sendable, Equatable, ExpressibleByDictionaryLiteral {
    public var info: Style?
    public var warning: Style?
    public var error: Style?
    public var question: Style?

    public init() {}

    public init(info: Style?, warning: Style?, error: Style?, question: Style?) {
        self.info = info
        self.warning = warning
        self.error = error
        self.question = question
    }

    public init(dictionaryLiteral elements: (Icon, Style)...) {
        for (icon, style) in elements { self[icon] = style }
    }

    public subscript(icon: Icon) -> Style? {
        get {
            switch icon {
            case .info: return info
            case .warning: return warning
            case .error: return error
            case .question: return question
            }
        }
        set {
            switch icon {
            case .info: info = newValue
            case .warning: warning = newValue
            case .error: error = newValue
            case .question: question = newValue
            }
        }
    }
}
