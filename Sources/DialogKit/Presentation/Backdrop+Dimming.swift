extension Backdrop {
    /// How far every colour of the captured screen moves toward the backdrop once fully dimmed.
    public static let dimming = 0.6
    /// The least contrast a dimmed text keeps against what it stands on: a ghost that can still be made out.
    public static let ghostContrast = 1.5

    /// The screen the user had, dimmed to the fade `level` by one rule for every cell: each colour, the terminal's
    /// default text and background included (as `foreground` and `background`, else as the appearance has them),
    /// moves `dimming` × `level` of the way toward the backdrop's last colour, in colours the depth has; text keeps
    /// at least `ghostContrast` against its background (or what it had, if less) and never more than the box's
    /// text has. Blank cells on the default background are the veil (`cell`), other cells take its colour.
    public static func dimmed(_ capture: Buffer, level: Double, theme: Theme, background: RGB?,
                              foreground: RGB? = nil) -> Buffer {
        let level = min(max(level, 0), 1)
        guard level > 0, theme.colorDepth != .none else { return capture }
        let rule = Dimming(level: level, theme: theme, background: background, foreground: foreground)
        let veil = cell(level: level, theme: theme, background: background)
        var styles: [Style: Style] = [:]
        var out = capture
        for y in 0..<capture.size.height {
            for x in 0..<capture.size.width {
                let cell = capture[x: x, y: y]
                if cell.isContinuation { continue }
                let style = cell.style
                if cell.grapheme == " ", style.background == .default, !style.attributes.contains(.reverse) {
                    out.set(veil, x: x, y: y)
                    continue
                }
                let dimmed = styles[style] ?? rule.dim(style)
                styles[style] = dimmed
                var changed = cell
                changed.style = dimmed
                out.set(changed, x: x, y: y)
            }
        }
        return out
    }
}

/// The rule `Backdrop.dimmed` applies at one fade level: where colours go, and the bounds text is kept in.
struct Dimming {
    /// Each channel value's linear light, as `RGB.relativeLuminance` has it, worked out once: a frame compares many.
    private static let linearLight: [Double] = (0...255).map { RGB(UInt8($0), 0, 0).relativeLuminance / 0.2126 }

    /// `RGB.contrast`, from the table.
    static func contrast(_ first: RGB, _ second: RGB) -> Double {
        func luminance(_ color: RGB) -> Double {
            0.2126 * linearLight[Int(color.red)] + 0.7152 * linearLight[Int(color.green)]
                + 0.0722 * linearLight[Int(color.blue)]
        }
        let (a, b) = (luminance(first), luminance(second))
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    let depth: ColorDepth
    /// How far colours move toward `target` at this level.
    let fraction: Double
    /// The backdrop's colour once fully dimmed, as the terminal shows it, and the end farthest from it.
    let target: RGB
    let away: RGB
    /// The veil at this level: the colour the default background becomes, and what it shows as.
    let veil: Color
    let veilRGB: RGB
    let terminalForeground: RGB
    let terminalBackground: RGB
    /// The contrast of the box's text against the box: the most a dimmed text may keep.
    let ceiling: Double

    init(level: Double, theme: Theme, background: RGB?, foreground: RGB?) {
        depth = theme.colorDepth
        fraction = level * Backdrop.dimming
        let appearance = background.map(Appearance.init(background:)) ?? theme.appearance
        let defaultBackground = background ?? (appearance == .light ? RGB(255, 255, 255) : RGB(0, 0, 0))
        terminalBackground = defaultBackground
        terminalForeground = foreground ?? (appearance == .light ? RGB(0, 0, 0) : RGB(229, 229, 229))
        target = Backdrop.rgb(of: Backdrop.color(level: 1, theme: theme, background: background)) ?? defaultBackground
        away = target.relativeLuminance > 0.18 ? RGB(0, 0, 0) : RGB(255, 255, 255)
        veil = Backdrop.color(level: level, theme: theme, background: background)
        veilRGB = Backdrop.rgb(of: veil) ?? defaultBackground
        let boxText = Backdrop.rgb(of: depth.resolve(theme.message.foreground)) ?? terminalForeground
        let box = Backdrop.rgb(of: depth.resolve(theme.panel.background)) ?? defaultBackground
        ceiling = max(Backdrop.ghostContrast, Dimming.contrast(boxText, box))
    }

    /// A captured cell's style dimmed: reverse video resolved into its colours, faint text taken as half way to
    /// its background, bold (brighter in some terminals) dropped.
    func dim(_ style: Style) -> Style {
        var text = (style.foreground, Backdrop.rgb(of: style.foreground) ?? terminalForeground)
        var ground = style.background == .default ? nil : (style.background, Backdrop.rgb(of: style.background)!)
        var attributes = style.attributes
        if attributes.contains(.reverse) {
            // The default colours swapped are the terminal's, named.
            (text, ground) = (ground ?? (.exactly(terminalBackground), terminalBackground),
                              (text.0 == .default ? .exactly(text.1) : text.0, text.1))
        }
        if attributes.contains(.dim) {
            let faint = Backdrop.mix(text.1, ground?.1 ?? terminalBackground, 0.5)
            text = (.exactly(faint), faint)
        }
        attributes.subtract([.bold, .dim, .reverse])
        let had = Dimming.contrast(text.1, ground?.1 ?? terminalBackground)
        let (background, shown) = ground.map { moved($0.1, from: $0.0, by: fraction) } ?? (veil, veilRGB)
        return Style(foreground: ghost(of: text.1, from: text.0, had: had, on: shown), background: background,
                     attributes: attributes)
    }

    /// `color` (`original` as captured) moved `amount` of the way toward the target (a negative amount: away from
    /// it, toward black or white), as the nearest colour the depth has (the original among them), and what it shows as.
    func moved(_ color: RGB, from original: Color, by amount: Double) -> (Color, RGB) {
        let mixed = amount < 0 ? Backdrop.mix(color, away, -amount) : Backdrop.mix(color, target, amount)
        var candidates = [depth.resolve(.exactly(mixed))]
        if depth != .trueColor { candidates.append(depth.resolve(original)) }
        let shown = candidates.map { ($0, Backdrop.rgb(of: $0) ?? color) }
        return shown.min { Backdrop.distance($0.1, mixed) < Backdrop.distance($1.1, mixed) }!
    }

    /// Text of colour `text` (`original` as captured, of contrast `had` where it was) dimmed on `ground`: moved
    /// `fraction` toward the target, or as near that as keeps its contrast between the ghost's (or what it had, if
    /// less) and the box's text's, moved the other way where even the text as it was would not be seen.
    func ghost(of text: RGB, from original: Color, had: Double, on ground: RGB) -> Color {
        let floor = min(Backdrop.ghostContrast, had)
        let steps = 40
        let amounts = ((-steps...steps).map { Double($0) / Double(steps) } + [fraction])
            .sorted { abs($0 - fraction) < abs($1 - fraction) }
        var nearest: (color: Color, miss: Double)?
        for amount in amounts {
            let (color, shown) = moved(text, from: original, by: amount)
            let contrast = Dimming.contrast(shown, ground)
            if contrast >= floor - 0.001, contrast <= ceiling + 0.001 { return color }
            let miss = contrast < floor ? floor - contrast : contrast - ceiling
            if nearest == nil || miss < nearest!.miss - 0.001 { nearest = (color, miss) }
        }
        // Sixteen colours may have no step of the text's own hue between the bounds: a grey ghost then.
        if depth == .ansi16 {
            let target = Backdrop.mix(text, self.target, fraction)
            let greys = [Color.ansi(8), .ansi(7), .ansi(0), .ansi(15)].compactMap { grey in
                Backdrop.rgb(of: grey).map { (grey, $0) }
            }.sorted { Backdrop.distance($0.1, target) < Backdrop.distance($1.1, target) }
            if let fit = greys.first(where: { (_, shown) in
                let contrast = Dimming.contrast(shown, ground)
                return contrast >= floor - 0.001 && contrast <= ceiling + 0.001
            }) { return fit.0 }
        }
        return nearest?.color ?? moved(text, from: original, by: 0).0
    }
}

extension Backdrop {
    /// The squared distance between two colours' channels.
    static func distance(_ a: RGB, _ b: RGB) -> Int {
        let red = Int(a.red) - Int(b.red), green = Int(a.green) - Int(b.green), blue = Int(a.blue) - Int(b.blue)
        return red * red + green * green + blue * blue
    }
}

extension Color {
    /// The 24-bit colour `color`.
    static func exactly(_ color: RGB) -> Color { .rgb(color.red, color.green, color.blue) }
}
