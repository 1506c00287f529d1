/// Whether the terminal's own background is dark or light; it picks a theme's palette.
public enum Appearance: String, Sendable, Equatable, CaseIterable {
    case dark, light
}

/// A 24-bit colour as a terminal reports it.
public struct RGB: Hashable, Sendable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }
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
