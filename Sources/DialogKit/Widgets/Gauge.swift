/// A progress bar filled in eighths of a cell, then its percentage: `████▌░░░  42%`; with colour, the cell filled
/// in eighths is drawn on the track's colour, so fill and track meet with no gap.
struct Gauge: Equatable {
    /// How far the work is, from 0 to 100.
    let percent: Int

    /// The columns the percentage takes, right-aligned: `  7%`, ` 42%`, `100%`.
    static let labelWidth = 4

    init(percent: Int) { self.percent = min(max(percent, 0), 100) }

    /// The bar's runs in `width` columns: whole cells, the cell filled in eighths (nil on a cell's edge), the track.
    func runs(width: Int) -> (full: Int, partial: Character?, track: Int) {
        guard width > 0 else { return (0, nil, 0) }
        let eighths = percent * width * 8 / 100
        let full = eighths / 8, part = eighths % 8
        let partial: Character? = part > 0 ? Self.eighths[part] : nil
        return (full, partial, width - full - (part > 0 ? 1 : 0))
    }

    /// A cell filled from the left in eighths, 1 to 7 (index 0 is never drawn).
    private static let eighths: [Character] = [" ", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]

    /// The bar alone as text, `width` columns wide: full cells, one cell filled in eighths, then the track.
    func bar(width: Int) -> String {
        let runs = runs(width: width)
        return String(repeating: "█", count: runs.full) + (runs.partial.map { String($0) } ?? "")
            + String(repeating: "░", count: runs.track)
    }

    /// The percentage, right-aligned in `labelWidth` columns.
    var label: String {
        let digits = String(percent)
        return String(repeating: " ", count: Self.labelWidth - 1 - digits.count) + digits + "%"
    }

    /// Draws the bar (`barWidth` columns, 0 for none), a space and the percentage from (`x`, `y`), within `maxWidth`
    /// columns; without a `trackColor` the track is `░` in `barStyle`. Returns the columns used.
    @discardableResult
    func draw(into buffer: inout Buffer, x: Int, y: Int, barWidth: Int, maxWidth: Int,
              barStyle: Style, trackColor: Color = .default, labelStyle: Style) -> Int {
        var column = x
        if barWidth > 0, barWidth + 1 <= maxWidth {
            column += drawBar(into: &buffer, x: column, y: y, width: barWidth, barStyle: barStyle,
                              trackColor: trackColor) + 1
        }
        column += buffer.put(label, x: column, y: y, style: labelStyle, maxWidth: x + maxWidth - column)
        return column - x
    }

    private func drawBar(into buffer: inout Buffer, x: Int, y: Int, width: Int, barStyle: Style,
                         trackColor: Color) -> Int {
        let runs = runs(width: width)
        var fill = barStyle, partial = barStyle, track = barStyle
        if trackColor != .default {
            // Whole cells on their own colour too: in the ASCII glyph set `█` becomes `#`, still a solid cell.
            fill.background = barStyle.foreground
            partial.background = trackColor
            // The track keeps its `░`, in its own colour on itself: a solid cell on screen, and still the track
            // as text, in a screen capture or as the ASCII set's `-`.
            track = Style(foreground: trackColor, background: trackColor)
        }
        var column = x
        column += buffer.put(String(repeating: "█", count: runs.full), x: column, y: y, style: fill)
        if let glyph = runs.partial { column += buffer.put(String(glyph), x: column, y: y, style: partial) }
        column += buffer.put(String(repeating: "░", count: runs.track), x: column, y: y, style: track)
        return column - x
    }
}
