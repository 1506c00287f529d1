/// How a box fades out: each of its colours moved toward the colour behind it, so that it fades rather than vanishes
/// on a dark theme too; at 16 colours in the palette's steps, its blanks dithered (see `fadeInPalette`); where
/// nothing is known behind, or in monochrome, it is drawn faint.
enum BoxFade {
    /// Fades the cells of `rect` to `opacity` (1: as drawn; toward 0: the colour `behind`) at `depth`; at 16 colours
    /// `under` is the backdrop's cell there (nil inline: the terminal's background).
    static func fade(_ buffer: inout Buffer, in rect: Rect, opacity: Double, behind: RGB?, depth: ColorDepth,
                     under: Cell? = nil) {
        let clipped = rect.intersection(buffer.area)
        guard opacity < 1, !clipped.isEmpty else { return }
        if depth == .ansi16, let behind {
            return fadeInPalette(&buffer, in: clipped, opacity: opacity, behind: behind, under: under)
        }
        guard depth >= .ansi256, let behind else {
            buffer.patchStyle(Style(attributes: .dim), in: clipped)
            return
        }
        let amount = 1 - max(0, opacity)
        for y in clipped.y..<clipped.maxY {
            for x in clipped.x..<clipped.maxX {
                var cell = buffer[x: x, y: y]
                if cell.isContinuation { continue }
                var style = cell.style
                style.background = mixed(style.background, toward: behind, by: amount)
                if style.foreground == .default {
                    // The terminal's own text colour is not known: faint is the only fade it has.
                    style.attributes.insert(.dim)
                } else {
                    style.foreground = mixed(style.foreground, toward: behind, by: amount)
                }
                cell.style = style
                buffer.set(cell, x: x, y: y)
            }
        }
    }

    /// `color` moved `amount` of the way to `target`; the terminal's default stays.
    static func mixed(_ color: Color, toward target: RGB, by amount: Double) -> Color {
        guard let from = Backdrop.rgb(of: color) else { return color }
        func channel(_ a: UInt8, _ b: UInt8) -> UInt8 {
            UInt8((Double(a) + (Double(b) - Double(a)) * min(max(amount, 0), 1)).rounded())
        }
        return .rgb(channel(from.red, target.red), channel(from.green, target.green), channel(from.blue, target.blue))
    }

    /// The colour a box fades toward: the backdrop's at that moment (nil inline, where there is none), else the
    /// terminal's background, else the theme's shade, which stands for an unknown background.
    static func target(backdrop: Cell?, background: RGB?, theme: Theme) -> RGB? {
        backdrop.flatMap { Backdrop.rgb(of: $0.style.background) } ?? background ?? Backdrop.rgb(of: theme.backdrop)
    }
}
