/// The theme asked for (`SWALERT_THEME`): a built-in one by name, or a theme file's changes to a palette.
public enum ThemeSetting: Hashable, Sendable {
    /// The palette for the terminal's appearance, dark or light (the default).
    case auto
    /// The dark palette whatever the terminal's background.
    case dark
    /// The light palette whatever the terminal's background.
    case light
    /// No colour: bold, underline and reverse only.
    case mono
    /// White on black with yellow buttons.
    case highContrast
    /// A theme file's colours over a built-in palette.
    case file(ThemeFile)

    /// The names of the built-in themes, as `SWALERT_THEME` gives them.
    public static let builtInNames = ["auto", "dark", "light", "mono", "high-contrast"]

    /// A built-in theme by name; nil for any other word.
    public init?(name: String) {
        guard let index = Self.builtInNames.firstIndex(of: name) else { return nil }
        self = [.auto, .dark, .light, .mono, .highContrast][index]
    }

    /// What `SWALERT_THEME` asks for: empty is `auto`, a name a built-in theme, a `/` or `.` a file's path; throws
    /// `ThemeFile.ParseError`, `UnknownTheme` or what `read` throws.
    public static func parse(_ value: String?, read: (String) throws -> String) throws -> ThemeSetting {
        guard let value, !value.isEmpty else { return .auto }
        if let builtIn = ThemeSetting(name: value) { return builtIn }
        guard value.contains("/") || value.contains(".") else { throw UnknownTheme(value: value) }
        return .file(try ThemeFile.parse(read(value), path: value))
    }

    /// A `SWALERT_THEME` that is neither a built-in name nor a path.
    public struct UnknownTheme: Error, Equatable, CustomStringConvertible {
        public var value: String
        public var description: String {
            Sanitizer.oneLine("SWALERT_THEME: '\(Sanitizer.excerpt(value))' is not " + ThemeSetting.builtInNames.joined(separator: ", ")
                              + " or a theme file's path (with a / in it)")
        }
    }
}

extension Theme {
    /// The theme `setting` names at `depth` for `appearance`; high contrast is a dark palette; monochrome without colour.
    public static func resolved(depth: ColorDepth, appearance: Appearance, setting: ThemeSetting) -> Theme {
        var base = setting, file: ThemeFile?
        if case .file(let given) = setting {
            file = given
            base = ThemeSetting(name: given.base?.rawValue ?? "auto") ?? .auto
        }
        let chosen: Appearance = base == .auto ? appearance : base == .light ? .light : .dark
        guard depth != .none, base != .mono, var palette = base == .highContrast ? Palette.highContrast(for: depth)
            : Palette.standard(for: depth, appearance: chosen) else { return monochrome }
        if let file { palette.apply(file, depth: depth) }
        var theme = Theme(palette: palette, depth: depth, appearance: chosen)
        theme.backdropIsChosen = file?.colors[.backdrop] != nil
        return theme
    }
}

extension Palette {
    /// The palette with a theme file's colours in their roles; the title sits on the box once its text or fill is chosen.
    mutating func apply(_ file: ThemeFile, depth: ColorDepth) {
        for (key, value) in file.colors {
            let color = value.color(at: depth)
            switch key {
            case .accent: (accent, focusFill) = (color, color)
            case .background: (background, titleFill) = (color, nil)
            case .text: (text, title, titleFill) = (color, color, nil)
            case .border: border = color
            case .backdrop: backdrop = color
            case .success: success = color
            case .warning: (warning, warningFill) = (color, nil)
            case .error: (error, errorFill) = (color, nil)
            }
        }
    }
}
