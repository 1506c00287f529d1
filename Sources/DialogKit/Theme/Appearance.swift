/// Whether the terminal's own background is dark or light; it picks a theme's palette.
public enum Appearance: String, Sendable, Equatable, CaseIterable {
    case dark, light
}

/// The terminal's default colours, as far as they are known: reported by the terminal (OSC 10 and 11),
/// suggested by `COLORFGBG`, or not known at all.
public struct TerminalColors: Hashable, Sendable {
    public var foreground: RGB?
    public var background: RGB?

    public init(foreground: RGB? = nil, background: RGB? = nil) {
        self.foreground = foreground
        self.background = background
    }
}

extension Appearance {
    /// Light or dark by a background's relative luminance (WCAG 2): light above 0.184, where CIE L* is 50 and
    /// black text and white text read about as well.
    public init(background: RGB) {
        self = background.relativeLuminance > 0.184 ? .light : .dark
    }
}
