/// A block of text wrapped to a box's width: sanitised once, measured once, drawn from a scroll offset, with
/// ▲ and ▼ and a ` NN% ` label when it does not all fit. The lines of the last width are kept, shared by copies.
struct TextBlock: Sendable {
    /// The text, with control characters made visible.
    let text: String
    /// The columns the widest line takes unwrapped, counted no further than 10,000.
    let naturalWidth: Int
    /// Whether the text has several lines of its own (a table from `df -h`), which wrapping would tear apart.
    let hasLines: Bool
    private let memo = Memo()

    /// How the lines sit in their width.
    enum Alignment { case leading, centred, centredLines }

    /// The lines at one width.
    struct Wrapped: Equatable {
        /// The lines, each made a string as it is read.
        let lines: WrappedLines
        /// The columns the widest line takes, counted no further than the width wrapped to.
        let width: Int
        /// The text holds dialog's `--colors` codes, as marks (`ColorCodes`), drawn as styles.
        let colored: Bool

        /// Wraps `text`, already sanitised, to `width` columns.
        init(_ text: String, width: Int) {
            let (lines, widest) = TextWrap.lines(of: text, width: width)
            self.lines = lines
            self.width = width > 0 ? widest : 0
            colored = ColorCodes.isMarked(text)
        }

        /// The first line shown for a wish to show from `scroll` in `rows` rows: no further than the last page.
        func clamped(_ scroll: Int, rows: Int) -> Int { min(max(0, scroll), max(0, lines.count - rows)) }

        /// Draws the lines from `scroll` in `area`, one a row: `.leading` at its left, `.centred` as a block
        /// (every line from the same column), `.centredLines` each line centred and cut with an ellipsis.
        func draw(into buffer: inout Buffer, in area: Rect, scroll: Int, alignment: Alignment, style: Style) {
            let first = clamped(scroll, rows: area.height)
            let block = alignment == .centred ? max(0, (area.width - min(width, area.width)) / 2) : 0
            // dialog's colour codes hold across lines: those of the lines scrolled past count too.
            var colors = ColorCodes.State()
            if colored { for index in 0..<first { _ = ColorCodes.runs(lines[index], state: &colors) } }
            for index in 0..<max(0, min(area.height, lines.count - first)) {
                let line = lines[first + index]
                let shown = alignment == .centredLines ? TextWrap.truncate(line, width: area.width) : line
                let indent = alignment == .centredLines ? (area.width - shown.displayWidth) / 2 : block
                guard colored else {
                    buffer.put(shown, x: area.x + indent, y: area.y + index, style: style, maxWidth: area.width - indent)
                    continue
                }
                var column = indent
                for run in ColorCodes.runs(shown, state: &colors) where column < area.width {
                    buffer.put(run.text, x: area.x + column, y: area.y + index, style: run.state.style(over: style),
                               maxWidth: area.width - column)
                    column += run.text.displayWidth
                }
            }
        }

        /// Draws ▲ beside the first row of `area` when lines are hidden above and ▼ beside its last when lines are
        /// hidden below, in the last column of `box`; with a `percentRow`, also how much has been seen,
        /// ` NN% `, ending two columns before that one.
        func drawScrollIndicator(into buffer: inout Buffer, beside area: Rect, in box: Rect, scroll: Int,
                                 percentRow: Int?, style: Style) {
            let first = clamped(scroll, rows: area.height), last = clamped(.max, rows: area.height)
            guard last > 0, area.height > 0 else { return }
            if first > 0 { buffer.put("▲", x: box.maxX - 1, y: area.y, style: style) }
            if first < last { buffer.put("▼", x: box.maxX - 1, y: area.maxY - 1, style: style) }
            let percent = " \(100 * (first + area.height) / lines.count)% "
            if let percentRow, box.width > percent.count + 2 {
                buffer.put(percent, x: box.maxX - percent.count - 2, y: percentRow, style: style)
            }
        }
    }

    /// Sanitises `text`, keeping its newlines and tabs for the wrapping to lay out, and measures it.
    init(_ text: String) {
        self.text = Sanitizer.sanitize(text)
        let (widest, lines) = TextWrap.widestLine(of: self.text, upTo: 10_000)
        naturalWidth = widest
        hasLines = lines > 1
    }

    /// The widest a box should be for this text when the caller sets no width: the default, or, for text of several
    /// lines that all fit the screen (with the box's border, padding and a column of margin each side), wide
    /// enough to show them unwrapped.
    func boxWidthLimit(screenWidth: Int, maximumWidth: Int?) -> Int? {
        if let maximumWidth { return maximumWidth }
        let unwrapped = naturalWidth + 6
        return hasLines && unwrapped > DialogBox.defaultMaximumWidth && unwrapped <= screenWidth - 2 ? unwrapped : nil
    }

    /// The lines at `width`, wrapped once for as long as the width stays the same.
    func wrapped(width: Int) -> Wrapped {
        memo.lock.withLock {
            if let lines = memo.lines, memo.width == width { return lines }
            memo.lines = nil
            let lines = Wrapped(text, width: width)
            memo.width = width
            memo.lines = lines
            return lines
        }
    }

    /// The lines of the last width asked for; every access holds `lock`, which is what makes it `Sendable`.
    private final class Memo: @unchecked Sendable {
        let lock = Lock()
        var width = -1
        var lines: Wrapped?
    }
}
