extension TaskList {
    /// The parts of the full-screen box, top to bottom.
    enum BoxPart { case border, topPadding, title, titleGap, header, headerGap, tasks, bottomPadding }

    /// The styles a list is drawn in, on the terminal's background or on the box's panel.
    struct Styles {
        var text: Style
        var faint: Style
        var header: Style
        var theme: Theme
        var background: Color

        init(theme: Theme, onPanel: Bool) {
            self.theme = theme
            background = onPanel ? theme.panel.background : .default
            text = onPanel ? theme.message : .plain
            header = onPanel ? theme.title : Style(attributes: .bold)
            faint = Style(foreground: text.foreground, background: background,
                          attributes: theme.colorDepth == .none ? [] : .dim)
        }

        /// A row's mark: the theme's indicator while running, green ✓, red ✗, faint while waiting or skipped.
        func mark(_ state: TaskList.State) -> Style {
            var style: Style
            switch state {
            case .running: style = theme.indicator
            case .ended(let result, _) where result.succeeded: style = Style(foreground: .green, attributes: .bold)
            case .ended, .stopped: style = Style(foreground: .red, attributes: .bold)
            case .waiting, .skipped: style = faint
            }
            if theme.colorDepth == .none { style.foreground = .default }
            style.background = background
            return style
        }
    }

    public func boxSize(screen: Size) -> Size {
        switch appearance {
        case .lines: return Size(width: max(1, screen.width), height: max(1, min(screen.height, rows.count + 1)))
        case .box: return boxLayout(screen: screen).box.boxSize
        }
    }

    public func render(into buffer: inout Buffer, in rect: Rect, screen: Size, theme: Theme) {
        switch appearance {
        case .lines:
            let styles = Styles(theme: theme, onPanel: false)
            buffer.put(TextWrap.truncate(header, width: rect.width), x: rect.x, y: rect.y, style: styles.header,
                       maxWidth: rect.width)
            drawRows(into: &buffer, in: Rect(x: rect.x, y: rect.y + 1, width: rect.width, height: rect.height - 1),
                     styles: styles)
        case .box:
            let layout = boxLayout(screen: screen), styles = Styles(theme: theme, onPanel: true)
            let box = layout.box.draw(into: &buffer, in: rect, title: title, theme: theme)
            if let row = layout.stack.row(.header) {
                layout.box.putCentred(count, row: row, into: &buffer, box: box, style: styles.faint)
            }
            drawRows(into: &buffer, in: layout.box.content(rows: layout.stack.rows(.tasks), in: box), styles: styles)
        }
    }

    /// Lays the box out: border, padding, title, the count, the rows; a short screen drops the blank rows first.
    func boxLayout(screen: Size) -> BoxLayout<BoxPart> {
        let natural = max(title.displayWidth, DialogBox.defaultMaximumWidth)
        let box = DialogBox(natural: natural, screenWidth: screen.width, maximumWidth: maximumWidth)
        let stack = RowStack<BoxPart>([
            .row(.border, if: box.hasBorder), .row(.topPadding, if: box.hasBorder), .row(.title, if: !title.isEmpty),
            .row(.titleGap, if: !title.isEmpty), .row(.header), .row(.headerGap), .flexible(.tasks, lines: rows.count),
            .row(.bottomPadding, if: box.hasBorder), .row(.border, if: box.hasBorder),
        ], height: screen.height, droppingForAllLines: [.topPadding, .titleGap, .headerGap, .bottomPadding],
           forOneLine: [.header, .border, .title])
        return BoxLayout(box: box.stacked(stack, border: .border, title: .title), stack: stack,
                         message: TextBlock.Wrapped("", width: box.contentWidth), buttons: ButtonRow([], width: 1, x: 0))
    }

    /// The first row shown when not all fit: ended rows scroll away above the first still to end.
    func firstShown(rows visible: Int) -> Int {
        guard visible > 0, rows.count > visible else { return 0 }
        let active = rows.firstIndex { $0.isActive } ?? rows.count
        return max(0, min(active, rows.count - visible))
    }

    /// Draws the rows that fit in `rect`, one a line: `⠋ Packages   3s  Unpacking nginx…`.
    func drawRows(into buffer: inout Buffer, in rect: Rect, styles: Styles) {
        guard rect.height > 0, rect.width > 0 else { return }
        let widest = rows.map(\.name.displayWidth).max() ?? 0
        let nameWidth = max(1, min(widest, max(6, (rect.width - 13) / 2)))
        let first = firstShown(rows: rect.height)
        for (offset, row) in rows[first...].prefix(rect.height).enumerated() {
            drawRow(row, into: &buffer, x: rect.x, y: rect.y + offset, width: rect.width, nameWidth: nameWidth,
                    styles: styles)
        }
    }

    /// One row: the mark, the name padded to `nameWidth`, the time right-aligned in seven columns, the detail.
    private func drawRow(_ row: Row, into buffer: inout Buffer, x: Int, y: Int, width: Int, nameWidth: Int, styles: Styles) {
        let right = x + width
        var column = x
        column += buffer.put(mark(row), x: column, y: y, style: styles.mark(row.state), maxWidth: right - column)
        column += 1
        guard column < right else { return }
        let name = TextWrap.truncate(row.name, width: min(nameWidth, right - column))
        buffer.put(name, x: column, y: y, style: styles.text, maxWidth: right - column)
        column += nameWidth + 2
        let time = self.time(row), timeWidth = 7
        guard column + timeWidth <= right else { return }
        buffer.put(time, x: column + timeWidth - time.displayWidth, y: y, style: styles.faint, maxWidth: timeWidth)
        column += timeWidth + 2
        let detail = self.detail(row)
        guard column < right, !detail.isEmpty else { return }
        buffer.put(TextWrap.truncate(detail, width: right - column), x: column, y: y, style: styles.faint,
                   maxWidth: right - column)
    }
}

extension TaskList {
    /// The lines `--keep` leaves and plain mode prints: `✓ Packages  2.1s`, `✗ Database  0.4s  (exit 3)`.
    public func summaryLine(_ index: Int) -> String {
        let row = rows[index]
        var line = mark(row) + " " + row.name
        let time = self.time(row)
        if !time.isEmpty { line += "  " + time }
        switch row.state {
        case .ended(let result, _): if let why = result.explanation(in: messages) { line += "  (\(why))" }
        case .stopped: line += "  (" + messages[.tasksStopped] + ")"
        default: break
        }
        return line
    }

    /// The finished list for `--keep`: the header, then each task's summary line, the marks in green or red when
    /// colour is on, each line from the first column.
    public func summaryBytes(colorDepth: ColorDepth) -> [UInt8] {
        var bytes = Escape.carriageReturn + Array(header.utf8) + Escape.carriageReturn + Escape.lineFeed
        for index in rows.indices {
            let text = summaryLine(index), row = rows[index]
            bytes += Escape.carriageReturn
            if colorDepth != .none, let first = text.first, row.failed || row.state.succeeded {
                let style = Style(foreground: colorDepth.resolve(row.failed ? .red : .green), attributes: .bold)
                bytes += Escape.sgr(style) + Array(String(first).utf8) + Escape.resetStyle + Array(text.dropFirst().utf8)
            } else {
                bytes += Array(text.utf8)
            }
            bytes += Escape.carriageReturn + Escape.lineFeed
        }
        return bytes
    }
}

extension TaskList.State {
    /// Ended with success.
    var succeeded: Bool { if case .ended(let result, _) = self { result.succeeded } else { false } }
}
