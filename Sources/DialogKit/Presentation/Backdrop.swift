/// What a fullscreen dialog shows behind its box: the terminal's background dimmed toward the theme's shade (or,
/// where that is not darker, the background darkened), and inside tmux the screen the user had, dimmed the same way.
public struct Backdrop: Sendable {
    /// The terminal's own background colour, nil when it is not known.
    public var background: RGB?
    /// The screen the user had, as tmux showed it before the dialog took the alternate screen.
    public var capture: Buffer?

    public init(background: RGB? = nil, capture: Buffer? = nil) {
        self.background = background
        self.capture = capture
    }

    /// The backdrop cell at a fade level from 0 (nothing dimmed) to 1 (fully dimmed).
    public static func cell(level: Double, theme: Theme, background: RGB?) -> Cell {
        let color = color(level: level, theme: theme, background: background)
        return color == .default ? .blank : .blank(Style(background: color))
    }

    /// The backdrop's colour at a fade level from 0 (the terminal's background) to 1 (fully dimmed): blended in
    /// true colour, stepped along the grey ramp in 256, and in 16 colours (or with the background unknown) the
    /// default until half way, then the shade. Monochrome draws no veil.
    public static func color(level: Double, theme: Theme, background: RGB?) -> Color {
        let level = min(max(level, 0), 1)
        guard level > 0, theme.colorDepth != .none, let shade = rgb(of: theme.backdrop) else { return .default }
        // A colour the user chose is drawn as chosen; so is the shade where the background is not known.
        guard let background, !theme.backdropIsChosen else { return level < 0.5 ? .default : theme.backdrop }
        let target = darkest(shade: shade, background: background)
        switch theme.colorDepth {
        case .none: return .default
        case .ansi16: return level < 0.5 ? .default : theme.backdrop
        case .ansi256:
            let from = nearestGrey(luminance(background)), to = nearestGrey(luminance(target))
            return .indexed(greyRamp[from + Int((Double(to - from) * level).rounded())].index)
        case .trueColor:
            let mixed = mix(background, target, level)
            return .rgb(mixed.red, mixed.green, mixed.blue)
        }
    }

    /// The colour the fade ends on: the shade when a quarter darker than the background, else the background at 60 %.
    static func darkest(shade: RGB, background: RGB) -> RGB {
        if luminance(shade) * 4 <= luminance(background) * 3 { return shade }
        return RGB(UInt8(Int(background.red) * 3 / 5), UInt8(Int(background.green) * 3 / 5),
                   UInt8(Int(background.blue) * 3 / 5))
    }

    /// The screen the user had, dimmed to the fade `level`: colours blended up to 60 % toward the backdrop's last,
    /// text faint, the default background the veil's.
    public static func dimmed(_ capture: Buffer, level: Double, theme: Theme, background: RGB?) -> Buffer {
        let level = min(max(level, 0), 1)
        guard level > 0 else { return capture }
        let veil = color(level: level, theme: theme, background: background)
        let target = rgb(of: theme.backdrop).map { shade in
            background.map { darkest(shade: shade, background: $0) } ?? shade
        }
        let amount = level * 0.6
        var out = capture
        for y in 0..<capture.size.height {
            for x in 0..<capture.size.width {
                let cell = capture[x: x, y: y]
                if cell.isContinuation { continue }
                var style = cell.style
                style.foreground = blend(style.foreground, toward: target, by: amount, depth: theme.colorDepth)
                style.background = style.background == .default
                    ? veil : blend(style.background, toward: target, by: amount, depth: theme.colorDepth)
                style.attributes.remove(.bold)
                style.attributes.insert(.dim)
                var dimmed = cell
                dimmed.style = style
                out.set(dimmed, x: x, y: y)
            }
        }
        return out
    }

    /// A captured colour moved toward `target`; the default, and the 16 colours where only they show, stay.
    private static func blend(_ color: Color, toward target: RGB?, by amount: Double, depth: ColorDepth) -> Color {
        guard let target, depth >= .ansi256, let from = rgb(of: color) else { return color }
        let mixed = mix(from, target, amount)
        return .rgb(mixed.red, mixed.green, mixed.blue)
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

    private static func mix(_ from: RGB, _ to: RGB, _ amount: Double) -> RGB {
        func channel(_ a: UInt8, _ b: UInt8) -> UInt8 {
            UInt8((Double(a) + (Double(b) - Double(a)) * amount).rounded())
        }
        return RGB(channel(from.red, to.red), channel(from.green, to.green), channel(from.blue, to.blue))
    }

    /// The greys of the 256-colour palette, darkest first: black, the 24-step ramp, white.
    static let greyRamp: [(index: UInt8, level: Int)] =
        [(16, 0)] + (0..<24).map { (UInt8(232 + $0), 8 + 10 * $0) } + [(231, 255)]

    /// The position in `greyRamp` of the grey nearest a brightness.
    static func nearestGrey(_ level: Int) -> Int {
        greyRamp.indices.min { abs(greyRamp[$0].level - level) < abs(greyRamp[$1].level - level) }!
    }
}
