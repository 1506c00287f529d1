/// The box every dialog sits in: a filled panel with a rounded border.
enum Panel {
    /// Fills `rect` with the panel style and, when asked, draws its border, then the theme's shadow.
    static func draw(into buffer: inout Buffer, _ rect: Rect, border: Bool, theme: Theme) {
        draw(into: &buffer, rect, border: border, styles: (theme.panel, theme.border))
        if let shadow = theme.shadow { drawShadow(into: &buffer, rect, color: shadow) }
    }

    /// Shades the column right of `rect` and the row below it, when the buffer has a row below the box.
    static func drawShadow(into buffer: inout Buffer, _ rect: Rect, color: Color) {
        guard rect.width > 0, rect.height > 0, rect.maxY < buffer.size.height else { return }
        let shade = Style(background: color)
        buffer.patchStyle(shade, in: Rect(x: rect.maxX, y: rect.y + 1, width: 1, height: rect.height))
        buffer.patchStyle(shade, in: Rect(x: rect.x + 1, y: rect.maxY, width: rect.width - 1, height: 1))
    }

    /// Fills `rect` with the `panel` style and, when asked, draws its border in the `border` style.
    static func draw(into buffer: inout Buffer, _ rect: Rect, border: Bool, styles: (panel: Style, border: Style)) {
        guard rect.width > 0, rect.height > 0 else { return }
        buffer.fill(rect, with: Cell(" ", style: styles.panel))
        guard border, rect.width >= 2, rect.height >= 2 else { return }
        let right = rect.x + rect.width - 1, bottom = rect.y + rect.height - 1
        func cell(_ glyph: Glyph) -> Cell { Cell(glyph: glyph, width: 1, style: styles.border) }
        buffer.set(cell(Border.topLeft), x: rect.x, y: rect.y)
        buffer.set(cell(Border.topRight), x: right, y: rect.y)
        buffer.set(cell(Border.bottomLeft), x: rect.x, y: bottom)
        buffer.set(cell(Border.bottomRight), x: right, y: bottom)
        let horizontal = cell(Border.horizontal), vertical = cell(Border.vertical)
        for x in (rect.x + 1)..<right {
            buffer.set(horizontal, x: x, y: rect.y)
            buffer.set(horizontal, x: x, y: bottom)
        }
        for row in (rect.y + 1)..<bottom {
            buffer.set(vertical, x: rect.x, y: row)
            buffer.set(vertical, x: right, y: row)
        }
    }
}

/// The rounded border's glyphs, encoded once.
private enum Border {
    static let topLeft = Glyph("╭" as Character)
    static let topRight = Glyph("╮" as Character)
    static let bottomLeft = Glyph("╰" as Character)
    static let bottomRight = Glyph("╯" as Character)
    static let horizontal = Glyph("─" as Character)
    static let vertical = Glyph("│" as Character)
}
