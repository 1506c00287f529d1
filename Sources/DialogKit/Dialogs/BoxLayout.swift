/// The parts every box with a message and buttons has, whatever else a dialog stacks between them.
protocol BoxPart: Equatable {
    static var border: Self { get }
    static var topPadding: Self { get }
    static var title: Self { get }
    static var titleGap: Self { get }
    static var message: Self { get }
    static var buttons: Self { get }
}

/// Where everything in a box goes for one screen size: border, padding, title, gap, message, the dialog's own parts,
/// buttons; a short screen drops padding and gaps, then border and title, never the buttons.
struct BoxLayout<Part> {
    let box: DialogBox
    let stack: RowStack<Part>
    /// The message at the box's content width.
    let message: TextBlock.Wrapped
    let buttons: ButtonRow
}

extension BoxLayout where Part: BoxPart {
    /// Lays out title, message and `between`'s rows (told whether text stands above them, and the content's width)
    /// over `buttons`. The message takes the rows left, or at most `messageRows`; the buttons at most `buttonRows`
    /// rows (a third of the screen's); a long message widens the box past the default width unless `widening` is off.
    /// A short screen drops padding, title gap and `dropping`, then `forOneLine`, then `forFixedRows` (`RowStack`).
    init(title: String, message: TextBlock, buttons: [ButtonLabel], minimumWidth: Int, screen: Size, maximumWidth: Int?,
         widening: Bool = true, messageRows: Int? = nil, buttonRows: Int? = nil, dropping: [Part],
         forOneLine: [Part] = [.border, .title], forFixedRows: [Part] = [],
         between: (_ belowText: Bool, _ width: Int) -> [RowStack<Part>.Row]) {
        let natural = max(message.naturalWidth, title.displayWidth, ButtonRow.width(of: buttons), minimumWidth)
        let limit = widening ? message.boxWidthLimit(screenWidth: screen.width, maximumWidth: maximumWidth) : maximumWidth
        let unstacked = DialogBox(natural: natural, screenWidth: screen.width, maximumWidth: limit)
        self.message = message.wrapped(width: unstacked.contentWidth)
        let lines = self.message.lines.count, hasTitle = !title.isEmpty, border = unstacked.hasBorder
        let messageRow = messageRows.map { StackRow(part: Part.message, height: min(lines, $0)) } ?? .flexible(.message, lines: lines)
        // Buttons that do not fit side by side take more rows.
        let rowsOfButtons = ButtonRow(buttons, width: unstacked.boxSize.width - (border ? 2 : 0), x: 0,
                                      maximumRows: buttonRows ?? max(1, screen.height / 3)).rows
        stack = RowStack([
            .row(.border, if: border), .row(.topPadding, if: border), .row(.title, if: hasTitle),
            .row(.titleGap, if: hasTitle && lines > 0), messageRow,
        ] + between(hasTitle || lines > 0, unstacked.contentWidth)
          + [StackRow(part: .buttons, height: buttons.isEmpty ? 0 : rowsOfButtons), .row(.border, if: border)],
           height: screen.height, droppingForAllLines: [.topPadding, .titleGap] + dropping,
           forOneLine: forOneLine, forFixedRows: forFixedRows)
        box = unstacked.stacked(stack, border: .border, title: .title)
        // The buttons are centred across the whole box inside its border, padding and all.
        self.buttons = ButtonRow(buttons, width: box.boxSize.width - (box.hasBorder ? 2 : 0), x: box.hasBorder ? 1 : 0,
                                 maximumRows: rowsOfButtons)
    }

    var boxSize: Size { box.boxSize }
    var hasBorder: Bool { box.hasBorder }
    var contentX: Int { box.contentX }
    var contentWidth: Int { box.contentWidth }

    /// The rows the message viewport occupies.
    var messageRows: Range<Int> { stack.rows(.message) }
    var buttonRow: Int { stack.rows(.buttons).lowerBound }
    /// The rows the buttons take, from `buttonRow`.
    var buttonRows: Range<Int> { stack.rows(.buttons) }
    var lineCount: Int { message.lines.count }
    /// The first line shown when the message is scrolled to its end.
    var maxScroll: Int { max(0, lineCount - messageRows.count) }

    /// Draws panel, title, message from `scroll` and buttons; with `marks` ▲ ▼, with `percent` how much was seen.
    @discardableResult
    func draw(into buffer: inout Buffer, in rect: Rect, title: String, scroll: Int = 0,
              alignment: TextBlock.Alignment = .leading, marks: Bool = false, percent: Bool = false, focused: Int?,
              theme: Theme) -> Rect {
        let box = self.box.draw(into: &buffer, in: rect, title: title, theme: theme)
        let area = self.box.content(rows: messageRows, in: box)
        message.draw(into: &buffer, in: area, scroll: scroll, alignment: alignment, style: theme.message)
        if marks {
            message.drawScrollIndicator(into: &buffer, beside: area, in: box, scroll: scroll,
                                        percentRow: percent ? (hasBorder ? box.maxY - 1 : area.maxY - 1) : nil,
                                        style: theme.indicator)
        }
        buttons.draw(into: &buffer, x: box.x, y: box.y + buttonRow, focused: focused, theme: theme)
        return box
    }

    /// Where button `index`'s label starts in a box laid out in `rect`: the cursor's place while it has the focus.
    func buttonCaret(_ index: Int, in rect: Rect) -> Point? {
        guard buttons.frames.indices.contains(index) else { return nil }
        let box = box.rect(in: rect), frame = buttons.frames[index]
        return Point(x: box.x + frame.x + 2, y: box.y + buttonRow + frame.row)
    }

    /// The button under `mouse`, if any.
    func button(at mouse: MouseEvent) -> Int? {
        buttonRows.contains(mouse.row) ? buttons.button(atRow: mouse.row - buttonRow, column: mouse.column) : nil
    }

    /// Whether `column` is one of the content's.
    func isContent(column: Int) -> Bool { column >= contentX && column < contentX + contentWidth }

    /// Draws `text` on the row of `part`, when it has one, in the content columns of the box at `box`, cut to fit.
    func put(_ text: String?, on part: Part, into buffer: inout Buffer, box: Rect, style: Style) {
        guard let text, let row = stack.row(part) else { return }
        buffer.put(TextWrap.truncate(text, width: contentWidth), x: box.x + contentX, y: box.y + row, style: style)
    }

    /// The first line shown after moving `scroll` by `lines`, or `pages` of the message rows but one.
    func scrolled(_ scroll: Int, lines: Int = 0, pages: Int = 0) -> Int {
        message.clamped(scroll + lines + pages * max(1, messageRows.count - 1), rows: messageRows.count)
    }
}
