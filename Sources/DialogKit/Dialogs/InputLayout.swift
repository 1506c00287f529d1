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
    var buttonFrames: [(x: Int, width: Int, label: String)]
    var lineCount: Int
    var maxScroll: Int { max(0, lineCount - messageRows.count) }

    static func == (lhs: InputLayout, rhs: InputLayout) -> Bool {
        lhs.boxSize == rhs.boxSize && lhs.messageRows == rhs.messageRows && lhs.fieldRow == rhs.fieldRow
            && lhs.errorRow == rhs.errorRow && lhs.buttonRow == rhs.buttonRow
            && lhs.buttonFrames.map(\.x) == rhs.buttonFrames.map(\.x)
    }

    /// The narrowest the field is made when the screen allows: room for a path or a sentence.
    static let minimumContentWidth = 40

    /// Lays out `content` on a screen of `screen` size; `errorRow` asks for a row under the field.
    static func make(_ content: AlertContent, screen: Size, maximumWidth: Int?, errorRow wantsErrorRow: Bool) -> InputLayout {
        let screenWidth = max(1, screen.width)
        let limit = min(max(1, maximumWidth ?? AlertLayout.defaultMaximumWidth), screenWidth > 12 ? screenWidth - 2 : screenWidth)
        let hasBorder = limit >= 8
        let padding = limit >= 12 ? 2 : 0
        let overhead = (hasBorder ? 2 : 0) + 2 * padding
        let labels = content.buttons.map(\.text)
        let buttonsWidth = labels.reduce(0) { $0 + $1.displayWidth + 4 } + AlertLayout.buttonGap * max(0, labels.count - 1)
        let natural = max(content.naturalMessageWidth, content.titleText.displayWidth, buttonsWidth, minimumContentWidth)
        let contentWidth = max(1, min(natural, limit - overhead))
        let lines = content.wrapped(width: contentWidth).lines

        var border = hasBorder, topPad = hasBorder, title = !content.titleText.isEmpty
        var titleGap = title && !lines.isEmpty, fieldGap = title || !lines.isEmpty
        var errorRow = wantsErrorRow, buttonGap = true
        func fixedRows() -> Int {
            (border ? 2 : 0) + (topPad ? 1 : 0) + (title ? 1 : 0) + (titleGap ? 1 : 0) + (fieldGap ? 1 : 0)
                + 1 + (errorRow ? 1 : 0) + (buttonGap ? 1 : 0) + 1
        }
        let available = max(1, screen.height)
        let whole = lines.count, some = min(lines.count, 1)
        if fixedRows() + whole > available { topPad = false }
        if fixedRows() + whole > available { titleGap = false }
        if fixedRows() + whole > available { fieldGap = false }
        if fixedRows() + whole > available { buttonGap = false }
        if fixedRows() + some > available { border = false }
        if fixedRows() + some > available { title = false }
        if fixedRows() > available { errorRow = false }
        let visibleLines = max(0, min(lines.count, available - fixedRows()))

        var row = 0
        if border { row += 1 }
        if topPad { row += 1 }
        let titleRow: Int? = title ? row : nil
        if title { row += 1 }
        if titleGap { row += 1 }
        let messageRows = row..<(row + visibleLines)
        row += visibleLines
        if fieldGap { row += 1 }
        let fieldRow = row
        row += 1
        let error: Int? = errorRow ? row : nil
        if errorRow { row += 1 }
        if buttonGap { row += 1 }
        let buttonRow = row
        row += 1
        if border { row += 1 }

        let boxWidth = contentWidth + (border ? 2 : 0) + 2 * padding
        let frames = AlertLayout.buttonFrames(labels, width: boxWidth - (border ? 2 : 0), offset: border ? 1 : 0)
        return InputLayout(
            boxSize: Size(width: boxWidth, height: row), hasBorder: border, contentX: (border ? 1 : 0) + padding,
            contentWidth: contentWidth, titleRow: titleRow, messageRows: messageRows, fieldRow: fieldRow,
            errorRow: error, buttonRow: buttonRow, buttonFrames: frames, lineCount: lines.count)
    }
}
