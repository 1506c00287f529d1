/// Where a dialog is drawn.
public enum Placement: String, CaseIterable, Sendable {
    /// The alternate screen, a dimmed backdrop, the box centred; the user's screen comes back on exit.
    case fullscreen
    /// Rows made below the cursor, erased on exit with the cursor back where it was.
    case inline
}

/// How a dialog is presented on a terminal.
public struct PresentationOptions: Sendable {
    public var placement: Placement
    /// Pop in and fade out; off draws only the final frames.
    public var animated: Bool
    public var colorDepth: ColorDepth
    /// Seconds until the dialog's time limit runs out (nil: none).
    public var timeout: Double?
    /// How long a lone ESC waits for the rest of a sequence before it counts as the Esc key.
    public var escapeDelay: Double
    /// Report mouse clicks (fullscreen only: an inline dialog does not know its absolute row).
    public var mouse: Bool
    /// What the terminal type is known to do.
    public var traits: TerminalTraits
    /// Read keys in raw mode; off, echo stops and nothing is read, so keys stay queued for the shell (a wait, a toast).
    public var readsKeys = true
    /// An inline dialog starts on the cursor's own row instead of the row below it (a spinner line).
    public var inlineFromCursorRow = false
    /// The theme asked for (`SWALERT_THEME`); `Theme.resolved(depth:appearance:setting:)` makes it a theme.
    public var themeSetting: ThemeSetting = .auto
    /// Colours of the program swalert stands in for (`NEWT_COLORS`, `DIALOGRC`), laid over the theme.
    public var themeOverlay: ThemeOverlay?
    /// The terminal's colours when known without asking; nil lets a dialog that reads keys ask.
    public var terminalColors: TerminalColors?
    /// Ask with plain lines (`PlainPrompt`) instead of drawing, for screen readers and terminals with no escapes.
    public var plain = false
    /// The cursor shown on the focused item, field or button after every frame, for screen readers and magnifiers,
    /// and no animation (`--accessible`, `SWALERT_ACCESSIBLE`).
    public var accessible = false {
        didSet { if accessible { animated = false } }
    }
    /// The language of the texts the dialog draws itself (`Language.select`: `SWALERT_LANG`, `LANGUAGE`, `LC_ALL`…).
    public var messages = Messages.english

    public init(placement: Placement = .fullscreen, animated: Bool = true, colorDepth: ColorDepth = .ansi16,
                timeout: Double? = nil, escapeDelay: Double = 0.05, mouse: Bool = true,
                traits: TerminalTraits = TerminalTraits()) {
        self.placement = placement
        self.animated = animated
        self.colorDepth = colorDepth
        self.timeout = timeout
        self.escapeDelay = escapeDelay
        self.mouse = mouse
        self.traits = traits
    }
}

/// How colour is chosen: from the terminal and `NO_COLOR`, always, or never (the command line's `--color`).
public enum ColorChoice: String, CaseIterable, Sendable {
    case auto, always, never
}

extension PresentationOptions {
    /// A variable of the environment that `detect` cannot make sense of.
    public struct EnvironmentError: Error, Equatable, CustomStringConvertible {
        public var variable: String
        public var value: String
        /// The whole line to show, when it says more than that the value is not a placement.
        public var message: String? = nil
        public var description: String { message ?? "\(variable): '\(value)' is not fullscreen or inline" }
    }

    /// The environment variables `detect` reads.
    public static let environmentVariables = [
        "TERM", "COLORTERM", "NO_COLOR", "SWALERT_PLACEMENT", "SWALERT_NO_ANIMATION", "SWALERT_ACCESSIBLE", "ESCDELAY",
        "TERM_PROGRAM", "TMUX", "VTE_VERSION", "KITTY_WINDOW_ID", "STY", "SWALERT_THEME", "COLORFGBG",
        // `Language.environmentVariables`, and `Charset.localeVariables` for the character set it must be shown in.
        "SWALERT_LANG", "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG", "LC_CTYPE",
    ]

    /// The options `environmentVariables` ask for (`EnvironmentError` for an unknown placement); inside GNU screen
    /// (`STY`, no tmux inside) inline, as screen ignores the alternate screen unless its `altscreen` is on.
    public static func detect(environment: Environment = .process,
                              color: ColorChoice = .auto) throws -> PresentationOptions {
        var options = PresentationOptions()
        if !(environment["STY"] ?? "").isEmpty, (environment["TMUX"] ?? "").isEmpty { options.placement = .inline }
        if let placement = environment["SWALERT_PLACEMENT"], !placement.isEmpty {
            guard let chosen = Placement(rawValue: placement) else {
                throw EnvironmentError(variable: "SWALERT_PLACEMENT", value: placement)
            }
            options.placement = chosen
        }
        switch color {
        case .never: options.colorDepth = .none
        case .always:
            var withoutNoColor = environment
            withoutNoColor["NO_COLOR"] = nil
            if (withoutNoColor["TERM"] ?? "").isEmpty || withoutNoColor["TERM"] == "dumb" { withoutNoColor["TERM"] = "xterm" }
            options.colorDepth = max(ColorDepth.detect(environment: withoutNoColor), .ansi16)
        case .auto: options.colorDepth = ColorDepth.detect(environment: environment)
        }
        options.traits = TerminalTraits.detect(environment: environment)
        options.plain = prefersPlain(environment: environment)
        options.themeSetting = try themeSetting(environment["SWALERT_THEME"], read: readThemeFile)
        // The Linux console answers no colour query (it would print one) and its background is black.
        options.terminalColors = TerminalColorQuery.colors(fromCOLORFGBG: environment["COLORFGBG"])
            ?? (environment["TERM"] == "linux" ? TerminalColors(background: RGB(0, 0, 0)) : nil)
        options.animated = (environment["SWALERT_NO_ANIMATION"] ?? "").isEmpty && options.colorDepth != .none
        options.accessible = !["", "0"].contains(environment["SWALERT_ACCESSIBLE"] ?? "")
            && environment["TERM"] != "dumb"
        // English needs no look at the character set: its texts are what every dialog drew before.
        let language = Language.select { environment[$0] }
        if language != .en { options.messages = Messages.selected(language, charset: Charset.detect(environment: environment)) }
        if let delay = environment["ESCDELAY"], let milliseconds = Int(delay), (0...10_000).contains(milliseconds) {
            options.escapeDelay = Double(milliseconds) / 1000
        }
        return options
    }

    /// The theme `SWALERT_THEME` names; throws a one-line `EnvironmentError` for one that cannot be read or named.
    public static func themeSetting(_ value: String?, read: (String) throws -> String) throws -> ThemeSetting {
        do {
            return try ThemeSetting.parse(value, read: read)
        } catch let error as ThemeFile.ParseError {
            throw EnvironmentError(variable: "SWALERT_THEME", value: value ?? "", message: error.description)
        } catch let error as ThemeSetting.UnknownTheme {
            throw EnvironmentError(variable: "SWALERT_THEME", value: value ?? "", message: error.description)
        } catch let error as SettingsFile.ReadError {
            throw EnvironmentError(variable: "SWALERT_THEME", value: value ?? "", message: "SWALERT_THEME: \(error.description)")
        } catch let error as MessageSource.ReadError {
            throw EnvironmentError(variable: "SWALERT_THEME", value: value ?? "",
                                   message: Sanitizer.sanitize("SWALERT_THEME: \(error.description)", keepNewlines: false, keepTabs: false))
        }
    }

    /// The most a theme file may hold: a theme is a few lines, so 64 KiB and 1,000 lines are plenty.
    public static let themeFileMaximumBytes = 64 * 1024
    public static let themeFileMaximumLines = 1000

    /// A theme file's text, read as `SettingsFile` reads (a regular file, never waited on), within the bounds.
    static func readThemeFile(_ path: String) throws -> String {
        try SettingsFile.read(path, maximumBytes: themeFileMaximumBytes, maximumLines: themeFileMaximumLines)
    }

    /// Whether dialogs should be asked as plain lines: `TERM` dumb, empty or unset.
    public static func prefersPlain(environment: Environment = .process) -> Bool {
        let term = environment["TERM"] ?? ""
        return term.isEmpty || term == "dumb"
    }
}
