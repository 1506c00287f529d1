/// The box's fade-out at 16 colours, where no colour lies between two of the palette's: its blanks dithered toward
/// what is behind with the shade characters (`▓▒░`, as the backdrop fades in), its text stepped along the palette's
/// colours nearest the mix, and made faint in the last steps.
extension BoxFade {
    /// The shade a blank of the box is drawn with at `opacity`: `▓` (0.8), `▒` (0.6), then `░`.
    static func shade(opacity: Double) -> Character {
        let step = Int((min(max(opacity, 0), 1) * 5).rounded())
        return step >= 4 ? "▓" : step == 3 ? "▒" : "░"
    }

    /// Fades `rect` (inside the buffer) at 16 colours toward `behind`, the colour of `under` (the backdrop's cell,
    /// whose background the shades are drawn on; nil: the terminal's own).
    static func fadeInPalette(_ buffer: inout Buffer, in rect: Rect, opacity: Double, behind: RGB, under: Cell?) {
        let amount = 1 - min(max(opacity, 0), 1)
        let floor = under.map { $0 == .blank($0.style) ? $0.style.background : .default } ?? .default
        let shade = String(shade(opacity: opacity))
        let vanishing = nearestInPalette(behind)
        for y in rect.y..<rect.maxY {
            for x in rect.x..<rect.maxX {
                let cell = buffer[x: x, y: y]
                if cell.isContinuation { continue }
                var style = cell.style
                if cell == .blank(cell.style) {
                    // A blank of the box's colour: that colour in a shade character over what is behind.
                    guard style.background != floor, style.background != .default else { continue }
                    buffer.set(Cell(grapheme: shade, width: 1, style: Style(foreground: style.background, background: floor)),
                               x: x, y: y)
                    continue
                }
                // Text keeps its cell's colour until half faded, then stands on what is behind.
                if amount > 0.5 { style.background = floor }
                if style.foreground == .default || amount > 0.7 { style.attributes.insert(.dim) }
                if let rgb = Backdrop.rgb(of: style.foreground) {
                    // The palette's colour nearest the mix, never the one of what is behind nor of its own cell.
                    let excluded = [vanishing] + (style.background.paletteIndex.map { [$0] } ?? [])
                    style.foreground = .ansi(nearestInPalette(Backdrop.mix(rgb, behind, amount), excluding: excluded))
                }
                buffer.set(Cell(glyph: cell.glyph, width: cell.width, style: style), x: x, y: y)
            }
        }
    }

    /// The index of the one of the 16 colours nearest `color` (channels weighted as the eye weighs them), other than
    /// those `excluding`.
    static func nearestInPalette(_ color: RGB, excluding: [UInt8] = []) -> UInt8 {
        func distance(_ index: UInt8) -> Int {
            let (r, g, b) = ColorDepth.rgb(ofIndex: index)
            let (dr, dg, db) = (r - Int(color.red), g - Int(color.green), b - Int(color.blue))
            return dr * dr * 3 + dg * dg * 4 + db * db * 2
        }
        return (0..<16).filter { !excluding.contains($0) }.min { distance($0) < distance($1) }!
    }
}

extension Color {
    /// The index of one of the 16 colours; nil for any other.
    var paletteIndex: UInt8? {
        if case .ansi(let index) = self, index < 16 { return index }
        if case .indexed(let index) = self, index < 16 { return index }
        return nil
    }
}
