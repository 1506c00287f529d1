@testable import DialogKit

/// Pictures of a buffer for tests: built from lines, restyled, read back as styled runs.
extension Buffer {
    /// A buffer as wide as the widest line, holding `lines` in `style`.
    init(lines: [String], style: Style = .plain) {
        var width = 0
        for line in lines { width = max(width, Int(line.displayWidth)) }
        self.init(size: Size(width: width, height: lines.count))
        for (row, line) in lines.enumerated() { put(line, x: 0, y: row, style: style) }
    }

    /// Replaces the style of every cell in `rect`; a wide glyph takes the style given to its left column.
    mutating func setStyle(_ style: Style, in rect: Rect) {
        let clipped = rect.intersection(area)
        for y in clipped.y..<clipped.maxY {
            for x in clipped.x..<clipped.maxX where !self[x: x, y: y].isContinuation {
                var cell = self[x: x, y: y]
                cell.style = style
                set(cell, x: x, y: y)
            }
        }
    }

    /// The styled runs of every row, for tests that check colours: `2: 3-4 reverse | 6 fg=rgb(255,0,0)`, columns
    /// inclusive, a wide glyph's two in its run; plain runs and rows left out, so an unstyled buffer dumps as "".
    func styleDump() -> String {
        var rows: [String] = []
        for y in 0..<size.height {
            var runs: [String] = []
            var start = 0
            var runStyle: Style?
            for x in 0...size.width {
                var style: Style?
                if x < size.width {
                    let cell = cells[y * size.width + x]
                    style = cell.isContinuation && x > 0 ? cells[y * size.width + x - 1].style : cell.style
                }
                if style == runStyle { continue }
                if let runStyle, runStyle != .plain {
                    runs.append((start == x - 1 ? "\(start)" : "\(start)-\(x - 1)") + " \(runStyle)")
                }
                start = x
                runStyle = style
            }
            if !runs.isEmpty { rows.append("\(y): " + runs.joined(separator: " | ")) }
        }
        return rows.joined(separator: "\n")
    }
}
