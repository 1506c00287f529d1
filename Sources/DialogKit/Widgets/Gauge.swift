/// A progress bar filled in eighths of a cell, followed by its percentage: `████▌░░░  42%`.
struct Gauge: Equatable {
    /// How far the work is, from 0 to 100.
    let percent: Int

    /// The columns the percentage takes, right-aligned: `  7%`, ` 42%`, `100%`.
    static let labelWidth = 4

    init(percent: Int) { self.percent = min(max(percent, 0), 100) }

    /// The bar alone, `width` columns wide: full cells, one cell filled in eighths, then the track.
    func bar(width: Int) -> String {
        guard width > 0 else { return "" }
        let eighths = percent * width * 8 / 100
        let full = eighths / 8, part = eighths % 8
        let partial = part > 0 ? [" ", "▏", "▎", "▍", "▌", "▋", "▊", "▉"][part] : ""
        let empty = width - full - (part > 0 ? 1 : 0)
        return String(repeating: "█", count: full) + partial + String(repeating: "░", count: max(0, empty))
    }

    /// The percentage, right-aligned in `labelWidth` columns.
    var label: String {
        let digits = String(percent)
        return String(repeating: " ", count: Self.labelWidth - 1 - digits.count) + digits + "%"
    }

    /// Draws a bar `barWidth` columns wide, a space and the percentage from column `x` of row `y`, or the
    /// percentage alone when `barWidth` is 0; nothing past `maxWidth` columns. Returns the columns used.
    @discardableResult
    func draw(into buffer: inout Buffer, x: Int, y: Int, barWidth: Int, maxWidth: Int,
              barStyle: Style, labelStyle: Style) -> Int {
        var column = x
        if barWidth > 0, barWidth + 1 <= maxWidth {
            column += buffer.put(bar(width: barWidth), x: column, y: y, style: barStyle) + 1
        }
        column += buffer.put(label, x: column, y: y, style: labelStyle, maxWidth: x + maxWidth - column)
        return column - x
    }
}
