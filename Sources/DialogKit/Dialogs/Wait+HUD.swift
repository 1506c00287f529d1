/// Where everything in the full-screen wait box goes, for one screen size.
struct WaitHUDLayout: Equatable {
    var boxSize: Size
    var hasBorder: Bool
    var contentX: Int
    var contentWidth: Int
    var titleRow: Int?
    var indicatorRow: Int
    var messageRows: Range<Int>
    var elapsedRow: Int?
    var lines: [String]

    static let defaultMaximumWidth = 60
    static let minimumContentWidth = 24

    /// The parts of the box, top to bottom.
    enum Part { case border, topPadding, title, titleGap, indicator, messageGap, message, elapsed }
}

extension Wait {
    /// Lays the HUD out: border, padding, the title, the spinner or gauge, the message, the elapsed time.
    ///
    /// On a short screen the blank rows go first, then the elapsed time, the border and the title; the
    /// indicator and as much message as fits always stay.
    func hudLayout(screen: Size) -> WaitHUDLayout {
        let screenWidth = max(1, screen.width)
        let limit = min(max(1, maximumWidth ?? WaitHUDLayout.defaultMaximumWidth), screenWidth > 12 ? screenWidth - 2 : screenWidth)
        let hasBorder = limit >= 8
        let padding = limit >= 12 ? 2 : 0
        let overhead = (hasBorder ? 2 : 0) + 2 * padding
        let natural = max(widestMessage, title.displayWidth, WaitHUDLayout.minimumContentWidth)
        let contentWidth = max(1, min(natural, limit - overhead))
        let lines = message.isEmpty ? [] : TextWrap.wrap(message, width: contentWidth)

        let stack = RowStack<WaitHUDLayout.Part>([
            .row(.border, if: hasBorder), .row(.topPadding, if: hasBorder), .row(.title, if: !title.isEmpty),
            .row(.titleGap, if: !title.isEmpty), .row(.indicator), .row(.messageGap, if: !lines.isEmpty),
            .flexible(.message, lines: lines.count), .row(.elapsed), .row(.border, if: hasBorder),
        ], height: screen.height, droppingForAllLines: [.topPadding, .titleGap, .messageGap],
           forOneLine: [.elapsed, .border, .title])
        let border = stack.row(.border) != nil, messageRows = stack.rows(.message)
        let width = contentWidth + (border ? 2 : 0) + 2 * padding
        return WaitHUDLayout(boxSize: Size(width: width, height: stack.height), hasBorder: border, contentX: (border ? 1 : 0) + padding,
                             contentWidth: contentWidth, titleRow: stack.row(.title), indicatorRow: stack.rows(.indicator).lowerBound,
                             messageRows: messageRows, elapsedRow: stack.row(.elapsed), lines: Array(lines.prefix(messageRows.count)))
    }

    func renderHUD(into buffer: inout Buffer, in rect: Rect, screen: Size, theme: Theme) {
        let layout = hudLayout(screen: screen)
        let box = Rect(x: rect.x, y: rect.y, width: min(rect.width, layout.boxSize.width),
                       height: min(rect.height, layout.boxSize.height))
        Panel.draw(into: &buffer, box, border: layout.hasBorder, theme: theme)
        let left = box.x + layout.contentX, width = layout.contentWidth
        func centred(_ text: String, row: Int, style: Style) {
            let shown = TextWrap.truncate(text, width: width)
            buffer.put(shown, x: left + (width - shown.displayWidth) / 2, y: box.y + row, style: style, maxWidth: width)
        }
        if let row = layout.titleRow { centred(title, row: row, style: theme.title) }
        let mark = indicatorStyle(theme, onPanel: true)
        if let percent, state == .running, width >= 8 {
            let label = percent < 10 ? "  \(percent)%" : percent < 100 ? " \(percent)%" : "\(percent)%"
            let bar = Self.gauge(percent, width: width - 5)
            buffer.put(bar, x: left, y: box.y + layout.indicatorRow, style: mark)
            buffer.put(label, x: left + width - 4, y: box.y + layout.indicatorRow, style: theme.title)
        } else {
            centred(indicator, row: layout.indicatorRow, style: mark)
        }
        for (offset, row) in layout.messageRows.enumerated() {
            centred(layout.lines[offset], row: row, style: theme.message)
        }
        if let row = layout.elapsedRow, let time = Self.elapsedText(elapsed) {
            centred(time, row: row, style: theme.border)
        }
    }
}
