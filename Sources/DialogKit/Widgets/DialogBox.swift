/// A dialog's box: as wide as its content wants, within the caller's maximum and two columns less than the screen;
/// a border once that leaves 8 columns, two columns of padding each side once it leaves 12.
struct DialogBox: Equatable {
    /// The widest box when the caller sets no width, and the narrowest content when the screen allows.
    static let defaultMaximumWidth = 60
    static let minimumContentWidth = 24

    var hasBorder: Bool
    var contentWidth: Int
    var titleRow: Int?
    var height = 0
    private var padding: Int
    var boxSize: Size { Size(width: contentWidth + (hasBorder ? 2 : 0) + 2 * padding, height: height) }
    /// The first content column, counted from the box's left edge.
    var contentX: Int { (hasBorder ? 1 : 0) + padding }

    /// A box for content `natural` columns wide on a screen `screenWidth` wide, with no rows until `stacked`.
    init(natural: Int, screenWidth: Int, maximumWidth: Int?) {
        let limit = min(max(1, maximumWidth ?? Self.defaultMaximumWidth), screenWidth > 12 ? screenWidth - 2 : screenWidth)
        hasBorder = limit >= 8
        padding = limit >= 12 ? 2 : 0
        contentWidth = max(1, min(natural, limit - (hasBorder ? 2 : 0) - 2 * padding))
    }

    /// This box around `stack`: as tall as the stack, with the border and title row the stack kept.
    func stacked<Part: Equatable>(_ stack: RowStack<Part>, border: Part, title: Part) -> DialogBox {
        var box = self
        (box.hasBorder, box.height, box.titleRow) = (stack.row(border) != nil, stack.height, stack.row(title))
        return box
    }

    /// The box drawn at the top left of `rect`, cut to fit it.
    func rect(in rect: Rect) -> Rect {
        Rect(x: rect.x, y: rect.y, width: min(rect.width, boxSize.width), height: min(rect.height, boxSize.height))
    }

    /// The content columns of `rows` of the box at `box`.
    func content(rows: Range<Int>, in box: Rect) -> Rect {
        Rect(x: box.x + contentX, y: box.y + rows.lowerBound, width: contentWidth, height: rows.count)
    }

    /// Draws the panel at the top left of `rect`, `title` centred on the title row; returns the box's rectangle.
    @discardableResult
    func draw(into buffer: inout Buffer, in rect: Rect, title: String, theme: Theme) -> Rect {
        let box = self.rect(in: rect)
        Panel.draw(into: &buffer, box, border: hasBorder, theme: theme)
        if let titleRow { putCentred(title, row: titleRow, into: &buffer, box: box, style: theme.title) }
        return box
    }

    /// Draws `text` centred on row `row` of the box at `box`, cut with an ellipsis to the content's width.
    func putCentred(_ text: String, row: Int, into buffer: inout Buffer, box: Rect, style: Style) {
        let shown = TextWrap.truncate(text, width: contentWidth)
        buffer.putCoded(shown, x: box.x + contentX + (contentWidth - shown.displayWidth) / 2, y: box.y + row, style: style,
                        maxWidth: contentWidth)
    }
}
