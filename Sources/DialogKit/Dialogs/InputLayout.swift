/// Where everything in an input box goes, for one screen size: a pure function of content and size.
///
/// Positions are relative to the box. On a short screen the layout gives up, in order, the top padding, the
/// blank rows, the message lines, the border and the title, but it always keeps the field and the buttons.
struct InputLayout: Equatable {
    var boxSize: Size
    var hasBorder: Bool
    var contentX: Int
    var contentWidth: Int
    var titleRow: Int?
    var messageRows: Range<Int>
    var fieldRow: Int
    /// The row for a validation message, when the value can be refused and there is room.
    var errorRow: Int?
    var buttonRow: Int
    var buttons: ButtonRow
    var buttonFrames: [ButtonRow.Frame] { buttons.frames }
    var lineCount: Int
    var maxScroll: Int { max(0, lineCount - messageRows.count) }

    /// The narrowest the field is made when the screen allows: room for a path or a sentence.
    static let minimumContentWidth = 40

    /// The parts of the box, top to bottom.
    enum Part { case border, topPadding, title, titleGap, message, fieldGap, field, error, buttonGap, buttons }

    /// Lays out `content` on a screen of `screen` size; `errorRow` asks for a row under the field.
    static func make(_ content: AlertContent, screen: Size, maximumWidth: Int?, errorRow wantsErrorRow: Bool) -> InputLayout {
        let screenWidth = max(1, screen.width)
        let limit = min(max(1, maximumWidth ?? AlertLayout.defaultMaximumWidth), screenWidth > 12 ? screenWidth - 2 : screenWidth)
        let hasBorder = limit >= 8
        let padding = limit >= 12 ? 2 : 0
        let overhead = (hasBorder ? 2 : 0) + 2 * padding
        let natural = max(content.naturalMessageWidth, content.titleText.displayWidth, ButtonRow.width(of: content.buttons),
                          minimumContentWidth)
        let contentWidth = max(1, min(natural, limit - overhead))
        let lines = content.wrapped(width: contentWidth).lines

        let hasTitle = !content.titleText.isEmpty
        let stack = RowStack<Part>([
            .row(.border, if: hasBorder), .row(.topPadding, if: hasBorder), .row(.title, if: hasTitle),
            .row(.titleGap, if: hasTitle && !lines.isEmpty), .flexible(.message, lines: lines.count),
            .row(.fieldGap, if: hasTitle || !lines.isEmpty), .row(.field), .row(.error, if: wantsErrorRow),
            .row(.buttonGap), .row(.buttons), .row(.border, if: hasBorder),
        ], height: screen.height, droppingForAllLines: [.topPadding, .titleGap, .fieldGap, .buttonGap],
           forOneLine: [.border, .title], forFixedRows: [.error])
        let border = stack.row(.border) != nil

        let boxWidth = contentWidth + (border ? 2 : 0) + 2 * padding
        let buttons = ButtonRow(content.buttons, width: boxWidth - (border ? 2 : 0), x: border ? 1 : 0)
        return InputLayout(
            boxSize: Size(width: boxWidth, height: stack.height), hasBorder: border, contentX: (border ? 1 : 0) + padding,
            contentWidth: contentWidth, titleRow: stack.row(.title), messageRows: stack.rows(.message),
            fieldRow: stack.rows(.field).lowerBound, errorRow: stack.row(.error), buttonRow: stack.rows(.buttons).lowerBound,
            buttons: buttons, lineCount: lines.count)
    }
}
