/// Where everything in an alert's box goes, for one screen size: a pure function of content and size.
///
/// All positions are relative to the box. On a screen too small for the whole box the layout gives up,
/// in order, the top padding, the blank rows around the message, the border and the title — but it
/// always keeps the buttons, and as much message as fits, with a scroll indicator for the rest.
struct AlertLayout: Equatable {
    var boxSize: Size
    var hasBorder: Bool
    var contentX: Int
    var contentWidth: Int
    var titleRow: Int?
    /// The rows the message viewport occupies.
    var messageRows: Range<Int>
    /// The message's horizontal offset inside the content area (short messages are centred).
    var messageIndent: Int
    var buttonRow: Int
    var buttons: ButtonRow
    /// Each button's columns in the button row: where it starts and how wide it is, label truncated to fit.
    var buttonFrames: [ButtonRow.Frame] { buttons.frames }
    var lineCount: Int
    var maxScroll: Int { max(0, lineCount - messageRows.count) }

    /// The widest box when the caller sets no width.
    static let defaultMaximumWidth = 60
    static let minimumContentWidth = 24

    /// The parts of the box, top to bottom.
    enum Part { case border, topPadding, title, titleGap, message, buttonGap, buttons }

    /// Lays out `content` on a screen of `screen` size.
    static func make(_ content: AlertContent, screen: Size, maximumWidth: Int?) -> AlertLayout {
        let screenWidth = max(1, screen.width)
        let limit = min(max(1, maximumWidth ?? defaultMaximumWidth), screenWidth > 12 ? screenWidth - 2 : screenWidth)
        let hasBorder = limit >= 8
        let padding = limit >= 12 ? 2 : 0
        let overhead = (hasBorder ? 2 : 0) + 2 * padding
        let titleWidth = content.titleText.displayWidth
        let natural = max(content.naturalMessageWidth, titleWidth, ButtonRow.width(of: content.buttons), minimumContentWidth)
        let contentWidth = max(1, min(natural, limit - overhead))
        let wrapped = content.wrapped(width: contentWidth)

        let lines = wrapped.lines.count, hasTitle = !content.titleText.isEmpty
        // Blank rows go first to show the whole message; the border and title only to show any of it.
        let stack = RowStack<Part>([
            .row(.border, if: hasBorder), .row(.topPadding, if: hasBorder), .row(.title, if: hasTitle),
            .row(.titleGap, if: hasTitle && lines > 0), .flexible(.message, lines: lines),
            .row(.buttonGap, if: lines > 0 || hasTitle), .row(.buttons), .row(.border, if: hasBorder),
        ], height: screen.height, droppingForAllLines: [.topPadding, .titleGap, .buttonGap], forOneLine: [.border, .title])
        let border = stack.row(.border) != nil

        let boxWidth = contentWidth + (border ? 2 : 0) + 2 * padding
        let contentX = (border ? 1 : 0) + padding
        let buttons = ButtonRow(content.buttons, width: boxWidth - (border ? 2 : 0), x: border ? 1 : 0)
        let indent = max(0, (contentWidth - min(wrapped.blockWidth, contentWidth)) / 2)
        return AlertLayout(
            boxSize: Size(width: boxWidth, height: stack.height), hasBorder: border, contentX: contentX,
            contentWidth: contentWidth, titleRow: stack.row(.title), messageRows: stack.rows(.message), messageIndent: indent,
            buttonRow: stack.rows(.buttons).lowerBound, buttons: buttons, lineCount: lines)
    }
}

/// An alert's text, sanitised once, with its wrapped lines memoised per width.
///
/// Wrapping a long message on every frame would make each key cost as much as the whole message; the cache
/// makes a frame cost only what it draws. It is a reference so copies of a dialog value share it.
final class AlertContent: @unchecked Sendable {
    let titleText: String
    let message: String
    let buttons: [ButtonLabel]
    let naturalMessageWidth: Int
    private var cachedWidth = -1
    private var cached: (lines: [String], blockWidth: Int) = ([], 0)

    init(title: String, icon: Icon?, message: String, buttons: [ButtonLabel]) {
        let cleanTitle = Sanitizer.sanitize(title, keepNewlines: false, keepTabs: false)
        titleText = icon.map { cleanTitle.isEmpty ? $0.symbol : "\($0.symbol) \(cleanTitle)" } ?? cleanTitle
        self.message = Sanitizer.sanitize(message)
        self.buttons = buttons
        var widest = 0
        for line in self.message.split(separator: "\n", omittingEmptySubsequences: false) {
            widest = max(widest, line.utf8.contains(UInt8(ascii: "\t")) ? TextWrap.wrap(String(line), width: 0).first?.displayWidth ?? 0 : line.displayWidth)
            if widest >= 10_000 { break }
        }
        naturalMessageWidth = widest
    }

    func wrapped(width: Int) -> (lines: [String], blockWidth: Int) {
        if width != cachedWidth {
            let lines = message.isEmpty ? [] : TextWrap.wrap(message, width: width)
            var block = 0
            for line in lines { block = max(block, line.displayWidth); if block >= width { break } }
            cached = (lines, block)
            cachedWidth = width
        }
        return cached
    }
}
