/// A foreground or background colour as asked for; `ColorDepth.resolve(_:)` makes it one the terminal can show.
public enum Color: Hashable, Sendable {
    /// The terminal's own default colour (SGR 39 / 49).
    case `default`
    /// One of the 16 palette colours (SGR 30–37, 90–97); larger values are treated as `.indexed`.
    case ansi(UInt8)
    /// One of the 256 xterm colours (SGR 38;5;n).
    case indexed(UInt8)
    /// A 24-bit colour (SGR 38;2;r;g;b).
    case rgb(UInt8, UInt8, UInt8)

    public static let black = Color.ansi(0)
    public static let red = Color.ansi(1)
    public static let green = Color.ansi(2)
    public static let yellow = Color.ansi(3)
    public static let blue = Color.ansi(4)
    public static let magenta = Color.ansi(5)
    public static let cyan = Color.ansi(6)
    public static let white = Color.ansi(7)
}

extension Color {
    /// The colour as one 26-bit integer, equal for equal colours alone.
    var packed: UInt32 {
        switch self {
        case .default: return 0
        case .ansi(let n): return 1 << 24 | UInt32(n)
        case .indexed(let n): return 2 << 24 | UInt32(n)
        case .rgb(let r, let g, let b): return 3 << 24 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
        }
    }

    init(packed: UInt32) {
        let value = UInt8(truncatingIfNeeded: packed)
        switch packed >> 24 {
        case 1: self = .ansi(value)
        case 2: self = .indexed(value)
        case 3: self = .rgb(UInt8(truncatingIfNeeded: packed >> 16), UInt8(truncatingIfNeeded: packed >> 8), value)
        default: self = .default
        }
    }
}

extension Color: CustomStringConvertible {
    public var description: String {
        switch self {
        case .default: return "default"
        case .ansi(let n): return "ansi(\(n))"
        case .indexed(let n): return "indexed(\(n))"
        case .rgb(let r, let g, let b): return "rgb(\(r),\(g),\(b))"
        }
    }
}

/// Text attributes that can be combined (SGR 1, 2, 3, 4, 7).
public struct Attributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let bold = Attributes(rawValue: 1 << 0)
    public static let dim = Attributes(rawValue: 1 << 1)
    public static let italic = Attributes(rawValue: 1 << 2)
    public static let underline = Attributes(rawValue: 1 << 3)
    public static let reverse = Attributes(rawValue: 1 << 4)

    /// The attributes a monochrome terminal still shows: a focused button never relies on dim or italic alone.
    public static let monochrome: Attributes = [.bold, .underline, .reverse]

    /// Each attribute with its name, in SGR order.
    static let named: [(Attributes, String)] = [
        (.bold, "bold"), (.dim, "dim"), (.italic, "italic"), (.underline, "underline"), (.reverse, "reverse"),
    ]
}

extension Attributes: CustomStringConvertible {
    /// The names joined by commas, or `none`.
    public var description: String {
        var names: [String] = []
        for (attribute, name) in Attributes.named where contains(attribute) { names.append(name) }
        return names.isEmpty ? "none" : names.joined(separator: ",")
    }
}

/// How a cell is painted, packed in one 64-bit word, so two styles compare as integers.
public struct Style: Hashable, Sendable {
    private var bits: UInt64

    private static let colorBits: UInt64 = 26
    private static let colorMask: UInt64 = 1 << colorBits - 1
    private static let backgroundShift = colorBits
    private static let attributesShift = 2 * colorBits

    public var foreground: Color {
        get { Color(packed: UInt32(truncatingIfNeeded: bits & Self.colorMask)) }
        set { bits = bits & ~Self.colorMask | UInt64(newValue.packed) }
    }

    public var background: Color {
        get { Color(packed: UInt32(truncatingIfNeeded: bits >> Self.backgroundShift & Self.colorMask)) }
        set {
            bits = bits & ~(Self.colorMask << Self.backgroundShift) | UInt64(newValue.packed) << Self.backgroundShift
        }
    }

    public var attributes: Attributes {
        get { Attributes(rawValue: UInt8(truncatingIfNeeded: bits >> Self.attributesShift)) }
        set { bits = bits & ~(0xFF << Self.attributesShift) | UInt64(newValue.rawValue) << Self.attributesShift }
    }

    public init(foreground: Color = .default, background: Color = .default, attributes: Attributes = []) {
        bits = UInt64(foreground.packed) | UInt64(background.packed) << Self.backgroundShift
            | UInt64(attributes.rawValue) << Self.attributesShift
    }

    /// The terminal's default colours and no attributes.
    public static let plain = Style()

    /// This style with `other` laid over it: `other`'s colours unless `.default`, both's attributes.
    public func patched(with other: Style) -> Style {
        Style(
            foreground: other.foreground == .default ? foreground : other.foreground,
            background: other.background == .default ? background : other.background,
            attributes: attributes.union(other.attributes))
    }
}

extension Style: CustomStringConvertible {
    /// A compact form such as `fg=ansi(7) bg=rgb(0,0,128) bold`, or `plain`.
    public var description: String {
        var parts: [String] = []
        if foreground != .default { parts.append("fg=\(foreground)") }
        if background != .default { parts.append("bg=\(background)") }
        if !attributes.isEmpty { parts.append(attributes.description) }
        return parts.isEmpty ? "plain" : parts.joined(separator: " ")
    }
}
