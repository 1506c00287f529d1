/// Whether the terminal's own background is dark or light; it picks a theme's palette.
public enum Appearance: String, Sendable, Equatable, CaseIterable { case dark, light }

/// The terminal's default colours as far as known: reported (OSC 10 and 11), from `COLORFGBG`, or not at all.
public struct TerminalColors: Hashable, Sendable {
    public var foreground: RGB?
    public var background: RGB?
}

extension Appearance {
    /// Light above a relative luminance of 0.184 (WCAG 2), where CIE L* is 50 and black and white text read alike.
    public init(background: RGB) {
        self = background.relativeLuminance > 0.184 ? .light : .dark
    }
}
