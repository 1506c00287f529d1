/// One line of work going on, as wide as its row: `⠋ Title: message  12s`, or `████▌░░░  42% Title: message  12s`;
/// on a short row the title, then the message are cut, the elapsed time left out; the indicator always shows.
struct SpinnerLine: Equatable {
    /// The spinner's frame, or ✓ or ✗ once the work has ended.
    var indicator: String
    /// Drawn instead of the indicator.
    var gauge: Gauge?
    var title: String
    /// One line of text: newlines already joined.
    var message: String
    /// How long the work has taken (`12s`), once it is worth saying.
    var elapsed: String?

    /// The styles of the line's parts.
    struct Styles {
        var indicator: Style
        /// The gauge's track colour (`.default` without colour), the title and percentage, the message, the time.
        var track: Color = .default
        var emphasis = Style(attributes: .bold)
        var message = Style.plain
        var faint = Style(attributes: .dim)
    }

    /// Draws the line on the first row of `rect`.
    func draw(into buffer: inout Buffer, in rect: Rect, styles: Styles) {
        let y = rect.y, right = rect.x + rect.width
        var x = rect.x
        let time = elapsed.map { "  " + $0 } ?? ""
        if let gauge {
            let barWidth = min(20, max(0, (rect.width - 6) / 3))
            x += gauge.draw(into: &buffer, x: x, y: y, barWidth: barWidth >= 4 ? barWidth : 0, maxWidth: right - x,
                            barStyle: styles.indicator, trackColor: styles.track, labelStyle: styles.emphasis)
        } else {
            x += buffer.put(indicator, x: x, y: y, style: styles.indicator)
        }
        x += 1
        let room = right - x - time.displayWidth
        if !title.isEmpty, room > 0 {
            let shown = TextWrap.truncate(title + (message.isEmpty ? "" : ":"), width: room)
            x += buffer.put(shown, x: x, y: y, style: styles.emphasis, maxWidth: room)
            if !message.isEmpty { x += 1 }
        }
        let left = right - x - time.displayWidth
        if left > 0 { x += buffer.put(TextWrap.truncate(message, width: left), x: x, y: y, style: styles.message, maxWidth: left) }
        if !time.isEmpty, right - x >= time.displayWidth { buffer.put(time, x: x, y: y, style: styles.faint) }
    }
}
