/// What a fullscreen dialog shows behind its box: the terminal's background dimmed toward the theme's shade (or,
/// where that is not darker, the background darkened), and inside tmux the screen the user had, dimmed the same way.
public struct Backdrop: Sendable {
    /// The terminal's own background colour, nil when it is not known.
    public var background: RGB?
    /// The terminal's own text colour, nil when it is not known.
    public var foreground: RGB?
    /// The screen the user had, as tmux showed it before the dialog took the alternate screen.
    public var capture: Buffer?

    public init(background: RGB? = nil, foreground: RGB? = nil, capture: Buffer? = nil) {
        self.background = background
        self.foreground = foreground
        self.capture = capture
    }

    /// The backdrop cell at a fade level from 0 (nothing dimmed) to 1 (fully dimmed): a blank on the veil's colour,
    /// or where the veil cannot be blended, a shade character (`░▒▓`) in its colour over the terminal's background.
    public static func cell(level: Double, theme: Theme, background: RGB?) -> Cell {
        if let shade = shading(level: level, theme: theme, background: background) {
            return Cell(grapheme: String(shade), width: 1, style: Style(foreground: theme.backdrop))
        }
        let color = color(level: level, theme: theme, background: background)
        return color == .default ? .blank : .blank(Style(background: color))
    }

    /// The backdrop's colour at a fade level from 0 (the terminal's background) to 1 (fully dimmed): blended in
    /// true colour, stepped along the grey ramp in 256; in 16 colours, or with the background unknown or the shade
    /// chosen, the default until the end and the shade then (`cell` dithers the steps between). Monochrome draws none.
    public static func color(level: Double, theme: Theme, background: RGB?) -> Color {
        let level = min(max(level, 0), 1)
        guard level > 0, theme.colorDepth != .none, let shade = rgb(of: theme.backdrop) else { return .default }
        // A colour the user chose is drawn as chosen, and so is the shade where the background is not known or the
        // 16 colours have no step between: the fade toward it is dithered (`shading`).
        guard let background, !theme.backdropIsChosen, theme.colorDepth != .ansi16 else {
            return ditherStep(level) == ditherSteps ? theme.backdrop : .default
        }
        let target = darkest(shade: shade, background: background)
        switch theme.colorDepth {
        case .none, .ansi16: return .default
        case .ansi256:
            let from = nearestGrey(luminance(background)), to = nearestGrey(luminance(target))
            return .indexed(grey(from + Int((Double(to - from) * level).rounded())).index)
        case .trueColor:
            let mixed = mix(background, target, level)
            return .rgb(mixed.red, mixed.green, mixed.blue)
        }
    }

    /// The shade characters that dither the veil in over the terminal's background, lightest first.
    static let shades: [Character] = ["░", "▒", "▓"]
    private static var ditherSteps: Int { shades.count + 1 }

    /// The step of the dithered fade a level falls on, from 0 (none) to `ditherSteps` (the shade itself).
    private static func ditherStep(_ level: Double) -> Int {
        Int((min(max(level, 0), 1) * Double(ditherSteps)).rounded(.up))
    }

    /// The shade character the veil is drawn with at `level`, where its colour cannot be blended with the
    /// background (16 colours, an unknown background, a chosen shade); nil for a solid veil or none.
    static func shading(level: Double, theme: Theme, background: RGB?) -> Character? {
        guard level > 0, theme.colorDepth != .none, rgb(of: theme.backdrop) != nil,
              background == nil || theme.backdropIsChosen || theme.colorDepth == .ansi16 else { return nil }
        let step = ditherStep(level)
        return step < ditherSteps ? shades[step - 1] : nil
    }

    /// The colour the fade ends on: the shade when a quarter darker than the background, else the background at 60 %.
    static func darkest(shade: RGB, background: RGB) -> RGB {
        if luminance(shade) * 4 <= luminance(background) * 3 { return shade }
        return RGB(UInt8(Int(background.red) * 3 / 5), UInt8(Int(background.green) * 3 / 5),
                   UInt8(Int(background.blue) * 3 / 5))
    }

    /// The red, green and blue a colour stands for by default; nil for the terminal's default.
    static func rgb(of color: Color) -> RGB? {
        switch color {
        case .default: return nil
        case .rgb(let r, let g, let b): return RGB(r, g, b)
        case .ansi(let n), .indexed(let n):
            let (r, g, b) = ColorDepth.rgb(ofIndex: n)
            return RGB(UInt8(r), UInt8(g), UInt8(b))
        }
    }

    /// Perceived brightness, 0 to 255 (Rec. 709 weights).
    static func luminance(_ color: RGB) -> Int {
        (Int(color.red) * 2126 + Int(color.green) * 7152 + Int(color.blue) * 722) / 10_000
    }

    static func mix(_ from: RGB, _ to: RGB, _ amount: Double) -> RGB {
        func channel(_ a: UInt8, _ b: UInt8) -> UInt8 {
            UInt8((Double(a) + (Double(b) - Double(a)) * amount).rounded())
        }
        return RGB(channel(from.red, to.red), channel(from.green, to.green), channel(from.blue, to.blue))
    }

    /// The greys of the 256-colour palette, darkest first: black (16), the 24-step ramp (232–255: 8, 18 … 238),
    /// white (231); worked out from the position, no table built at start-up.
    static let greyCount = 26

    static func grey(_ position: Int) -> (index: UInt8, level: Int) {
        switch position {
        case 0: (16, 0)
        case greyCount - 1: (231, 255)
        default: (UInt8(231 + position), 10 * position - 2)
        }
    }

    /// The position of the grey nearest a brightness (the darker of two as near).
    static func nearestGrey(_ level: Int) -> Int {
        var nearest = 0
        for position in 1..<greyCount where abs(grey(position).level - level) < abs(grey(nearest).level - level) {
            nearest = position
        }
        return nearest
    }
}
