/// The box every dialog sits in: a filled panel with a rounded border.
enum Panel {
    /// Fills `rect` with the panel style and, when asked, draws its border.
    static func draw(into buffer: inout Buffer, _ rect: Rect, border: Bool, theme: Theme) {
        draw(into: &buffer, rect, border: border, styles: (theme.panel, theme.border))
    }

    /// Fills `rect` with the `panel` style and, when asked, draws its border in the `border` style.
    static func draw(into buffer: inout Buffer, _ rect: Rect, border: Bool, styles: (panel: Style, border: Style)) {
        guard rect.width > 0, rect.height > 0 else { return }
        buffer.fill(rect, with: Cell(" ", style: styles.panel))
        guard border, rect.width >= 2, rect.height >= 2 else { return }
        let right = rect.x + rect.width - 1, bottom = rect.y + rect.height - 1
        // Cells rather than strings: the border is drawn on every frame, and these glyphs are known to be
        // one column wide, so there is nothing to segment or measure.
        func edge(_ glyph: String, _ x: Int, _ y: Int) {
            buffer.set(Cell(grapheme: glyph, width: 1, style: styles.border), x: x, y: y)
        }
        edge("╭", rect.x, rect.y)
        edge("╮", right, rect.y)
        edge("╰", rect.x, bottom)
        edge("╯", right, bottom)
        for x in (rect.x + 1)..<right {
            edge("─", x, rect.y)
            edge("─", x, bottom)
        }
        for row in (rect.y + 1)..<bottom {
            edge("│", rect.x, row)
            edge("│", right, row)
        }
    }
}
