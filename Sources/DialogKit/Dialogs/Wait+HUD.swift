extension Wait {
    /// The parts of the HUD, top to bottom.
    enum HUDPart { case border, topPadding, title, titleGap, indicator, messageGap, message, elapsed }

    /// Lays the HUD out: border, padding, the title, the spinner or gauge, the message, the elapsed time.
    ///
    /// On a short screen the blank rows go first, then the elapsed time, the border and the title; the
    /// indicator and as much message as fits always stay.
    func hudLayout(screen: Size) -> BoxLayout<HUDPart> {
        let natural = max(widestMessage, title.displayWidth, DialogBox.minimumContentWidth)
        let box = DialogBox(natural: natural, screenWidth: screen.width, maximumWidth: maximumWidth)
        let wrapped = TextBlock.Wrapped(message, width: box.contentWidth), lines = wrapped.lines.count
        let stack = RowStack<HUDPart>([
            .row(.border, if: box.hasBorder), .row(.topPadding, if: box.hasBorder), .row(.title, if: !title.isEmpty),
            .row(.titleGap, if: !title.isEmpty), .row(.indicator), .row(.messageGap, if: lines > 0),
            .flexible(.message, lines: lines), .row(.elapsed), .row(.border, if: box.hasBorder),
        ], height: screen.height, droppingForAllLines: [.topPadding, .titleGap, .messageGap],
           forOneLine: [.elapsed, .border, .title])
        return BoxLayout(box: box.stacked(stack, border: .border, title: .title), stack: stack, message: wrapped,
                         buttons: ButtonRow([], width: 1, x: 0))
    }

    func renderHUD(into buffer: inout Buffer, in rect: Rect, screen: Size, theme: Theme) {
        let layout = hudLayout(screen: screen)
        let box = layout.box.draw(into: &buffer, in: rect, title: title, theme: theme)
        let left = box.x + layout.box.contentX, width = layout.box.contentWidth, row = layout.stack.rows(.indicator).lowerBound
        let mark = indicatorStyle(theme, onPanel: true)
        if let percent, state == .running, width >= 8 {
            Gauge(percent: percent).draw(into: &buffer, x: left, y: box.y + row, barWidth: width - 5,
                                         maxWidth: width, barStyle: mark, trackColor: theme.gaugeTrack,
                                         labelStyle: theme.title)
        } else {
            layout.box.putCentred(indicator, row: row, into: &buffer, box: box, style: mark)
        }
        layout.message.draw(into: &buffer, in: layout.box.content(rows: layout.stack.rows(.message), in: box), scroll: 0,
                            alignment: .centredLines, style: theme.message)
        if let row = layout.stack.row(.elapsed), let time = Self.elapsedText(elapsed) {
            layout.box.putCentred(time, row: row, into: &buffer, box: box, style: theme.border)
        }
    }
}
