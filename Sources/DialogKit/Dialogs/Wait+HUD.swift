/// Where everything in the full-screen wait box goes, for one screen size.
@dynamicMemberLookup
struct WaitHUDLayout {
    var box: DialogBox
    var stack: RowStack<Part>
    var message: TextBlock.Wrapped
    var indicatorRow: Int { stack.rows(.indicator).lowerBound }
    var messageRows: Range<Int> { stack.rows(.message) }
    var elapsedRow: Int? { stack.row(.elapsed) }

    subscript<T>(dynamicMember field: KeyPath<DialogBox, T>) -> T { box[keyPath: field] }

    /// The parts of the box, top to bottom.
    enum Part { case border, topPadding, title, titleGap, indicator, messageGap, message, elapsed }
}

extension Wait {
    /// Lays the HUD out: border, padding, the title, the spinner or gauge, the message, the elapsed time.
    ///
    /// On a short screen the blank rows go first, then the elapsed time, the border and the title; the
    /// indicator and as much message as fits always stay.
    func hudLayout(screen: Size) -> WaitHUDLayout {
        let natural = max(widestMessage, title.displayWidth, DialogBox.minimumContentWidth)
        let box = DialogBox(natural: natural, screenWidth: screen.width, maximumWidth: maximumWidth)
        let wrapped = TextBlock.Wrapped(message, width: box.contentWidth), lines = wrapped.lines.count
        let stack = RowStack<WaitHUDLayout.Part>([
            .row(.border, if: box.hasBorder), .row(.topPadding, if: box.hasBorder), .row(.title, if: !title.isEmpty),
            .row(.titleGap, if: !title.isEmpty), .row(.indicator), .row(.messageGap, if: lines > 0),
            .flexible(.message, lines: lines), .row(.elapsed), .row(.border, if: box.hasBorder),
        ], height: screen.height, droppingForAllLines: [.topPadding, .titleGap, .messageGap],
           forOneLine: [.elapsed, .border, .title])
        return WaitHUDLayout(box: box.stacked(stack, border: .border, title: .title), stack: stack, message: wrapped)
    }

    func renderHUD(into buffer: inout Buffer, in rect: Rect, screen: Size, theme: Theme) {
        let layout = hudLayout(screen: screen)
        let box = layout.box.draw(into: &buffer, in: rect, title: title, theme: theme)
        let left = box.x + layout.contentX, width = layout.contentWidth
        func centred(_ text: String, row: Int, style: Style) {
            let shown = TextWrap.truncate(text, width: width)
            buffer.put(shown, x: left + (width - shown.displayWidth) / 2, y: box.y + row, style: style, maxWidth: width)
        }
        let mark = indicatorStyle(theme, onPanel: true)
        if let percent, state == .running, width >= 8 {
            Gauge(percent: percent).draw(into: &buffer, x: left, y: box.y + layout.indicatorRow, barWidth: width - 5,
                                         maxWidth: width, barStyle: mark, trackColor: theme.gaugeTrack,
                                         labelStyle: theme.title)
        } else {
            centred(indicator, row: layout.indicatorRow, style: mark)
        }
        layout.message.draw(into: &buffer, in: layout.box.content(rows: layout.messageRows, in: box), scroll: 0,
                            alignment: .centredLines, style: theme.message)
        if let row = layout.elapsedRow, let time = Self.elapsedText(elapsed) {
            centred(time, row: row, style: theme.border)
        }
    }
}
