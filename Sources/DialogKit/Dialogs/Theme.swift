/// The styles a dialog draws with, chosen for what the terminal can show.
///
/// Every style has a monochrome form that stays readable: the focused button is reversed, titles are bold,
/// hotkeys underlined, so nothing depends on colour alone.
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
    /// The colour of a gauge's track, under the part not yet filled; `.default` where there is no colour, and the
    /// track is drawn as `░` instead.
    public var gaugeTrack: Color = .default
    public var help: Style
    public var error: Style
    public var placeholder: Style
    public var field: Style
    public var icons: IconStyles
    /// The colour depth the theme was made for; the backdrop's fade steps depend on it.
    public var colorDepth: ColorDepth
    /// The colour the backdrop fades to when the box is fully shown; `.default` where there is no colour.
    public var backdrop: Color = .default
    /// Whether the palette is made for a light or a dark terminal background.
    public var appearance: Appearance = .dark

    /// The theme for a terminal of the given colour depth and background.
    public static func standard(for depth: ColorDepth, appearance: Appearance) -> Theme {
        standard(for: depth)
    }

    /// The theme for a terminal of the given colour depth.
    public static func standard(for depth: ColorDepth) -> Theme {
        switch depth {
        case .none: return monochrome
        case .ansi16: return ansi16
        case .ansi256, .trueColor:
            var theme = rich
            theme.colorDepth = depth
            if depth == .ansi256 { theme.backdrop = .indexed(235) }
            return theme
        }
    }

    static let monochrome = Theme(
        panel: .plain, border: .plain, title: Style(attributes: .bold), message: .plain,
        button: .plain, focusedButton: Style(attributes: [.reverse, .bold]),
        hotkey: Style(attributes: .underline), focusedHotkey: Style(attributes: [.reverse, .bold, .underline]),
        indicator: Style(attributes: .bold), help: .plain, error: Style(attributes: .bold),
        placeholder: .plain, field: Style(attributes: .underline),
        icons: IconStyles(), colorDepth: .none)

    static let ansi16: Theme = {
        let panelBackground = Color.ansi(7)
        let panel = Style(foreground: .ansi(0), background: panelBackground)
        return Theme(
            panel: panel, border: Style(foreground: .ansi(8), background: panelBackground),
            title: Style(foreground: .ansi(0), background: panelBackground, attributes: .bold), message: panel,
            button: Style(foreground: .ansi(4), background: panelBackground),
            focusedButton: Style(foreground: .ansi(15), background: .ansi(4), attributes: .bold),
            hotkey: Style(foreground: .ansi(1), background: panelBackground, attributes: .underline),
            focusedHotkey: Style(foreground: .ansi(11), background: .ansi(4), attributes: [.bold, .underline]),
            indicator: Style(foreground: .ansi(4), background: panelBackground, attributes: .bold),
            gaugeTrack: .ansi(8),
            help: Style(foreground: .ansi(7)), error: Style(foreground: .ansi(1), background: panelBackground, attributes: .bold),
            placeholder: Style(foreground: .ansi(8), background: .ansi(15)), field: Style(foreground: .ansi(0), background: .ansi(15)),
            icons: IconStyles(info: Style(foreground: .ansi(4), background: panelBackground, attributes: .bold),
                              warning: Style(foreground: .ansi(3), background: panelBackground, attributes: .bold),
                              error: Style(foreground: .ansi(1), background: panelBackground, attributes: .bold),
                              question: Style(foreground: .ansi(4), background: panelBackground, attributes: .bold)),
            colorDepth: .ansi16, backdrop: .ansi(0))
    }()

    /// iOS's dark alert colours: a charcoal panel, system blue buttons.
    static let rich: Theme = {
        let panelBackground = Color.rgb(44, 44, 46)
        let blue = Color.rgb(10, 132, 255)
        let panel = Style(foreground: .rgb(235, 235, 245), background: panelBackground)
        return Theme(
            panel: panel, border: Style(foreground: .rgb(99, 99, 102), background: panelBackground),
            title: Style(foreground: .rgb(255, 255, 255), background: panelBackground, attributes: .bold),
            message: panel,
            button: Style(foreground: blue, background: panelBackground),
            focusedButton: Style(foreground: .rgb(255, 255, 255), background: blue, attributes: .bold),
            hotkey: Style(foreground: blue, background: panelBackground, attributes: [.underline, .bold]),
            focusedHotkey: Style(foreground: .rgb(255, 255, 255), background: blue, attributes: [.bold, .underline]),
            indicator: Style(foreground: blue, background: panelBackground, attributes: .bold),
            gaugeTrack: .rgb(72, 72, 74),
            help: Style(foreground: .rgb(142, 142, 147)),
            error: Style(foreground: .rgb(255, 69, 58), background: panelBackground, attributes: .bold),
            placeholder: Style(foreground: .rgb(142, 142, 147), background: .rgb(28, 28, 30)),
            field: Style(foreground: .rgb(255, 255, 255), background: .rgb(28, 28, 30)),
            icons: IconStyles(info: Style(foreground: blue, background: panelBackground, attributes: .bold),
                              warning: Style(foreground: .rgb(255, 214, 10), background: panelBackground, attributes: .bold),
                              error: Style(foreground: .rgb(255, 69, 58), background: panelBackground, attributes: .bold),
                              question: Style(foreground: blue, background: panelBackground, attributes: .bold)),
            colorDepth: .trueColor, backdrop: .rgb(28, 28, 28))
    }()

    /// The colour that marks a toast's kind: its border and symbol.
    public func toastAccent(_ kind: Toast.Kind) -> Style {
        let icon: Icon
        switch kind {
        case .info: icon = .info
        case .success:
            switch colorDepth {
            case .none: return Style(attributes: .bold)
            case .ansi16: return Style(foreground: .ansi(2), attributes: .bold)
            case .ansi256, .trueColor: return Style(foreground: .rgb(48, 209, 88), attributes: .bold)
            }
        case .warning: icon = .warning
        case .error: icon = .error
        }
        var style = icons[icon] ?? Style(attributes: .bold)
        style.background = .default
        return style
    }

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
///
/// Four named slots rather than a dictionary: hashing an enum into a dictionary made the runtime look up its
/// conformance to `Hashable` the first time, which showed in every dialog's start-up time.
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
