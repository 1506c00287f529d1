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
        let horizontal = String(repeating: "─", count: rect.width - 2)
        buffer.put("╭" + horizontal + "╮", x: rect.x, y: rect.y, style: styles.border)
        buffer.put("╰" + horizontal + "╯", x: rect.x, y: bottom, style: styles.border)
        for row in (rect.y + 1)..<bottom {
            buffer.put("│", x: rect.x, y: row, style: styles.border)
            buffer.put("│", x: right, y: row, style: styles.border)
        }
    }
}
