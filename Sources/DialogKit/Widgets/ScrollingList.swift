/// A window of rows onto a long list: the focused item, the rows shown, each drawn with marker, check box and matches.
struct ScrollingList: Hashable {
    /// How many items pass the filter, the focused one (0 when none), and the first in view.
    private(set) var count: Int
    private(set) var focus = 0
    private(set) var top = 0

    /// One row's content, as the list's owner gives it.
    struct Item {
        var label: String
        /// The graphemes to highlight (ascending), the check box's state (nil: none) and whether it is a radio button.
        var highlights: [Int] = []
        var checked: Bool?
        var radio = false
    }

    /// A row showing `label`, the graphemes `matcher` matched in it highlighted.
    static func item(_ label: String, matching matcher: FilterQuery, checked: Bool? = nil, radio: Bool = false) -> Item {
        Item(label: label, highlights: matcher.isEmpty ? [] : matcher.match(label)?.positions ?? [], checked: checked,
             radio: radio)
    }

    /// The styles of a row's parts, plain and focused.
    struct Styles {
        var item: Style
        var focused: Style
        var match: Style
        var focusedMatch: Style
        /// The check box's mark.
        var mark: Style
    }

    /// A list's styles in `theme`, the focused row highlighted only while the list is `focused`.
    static func styles(_ theme: Theme, focused: Bool) -> Styles {
        Styles(item: theme.message, focused: focused ? theme.focusedButton : theme.message, match: theme.hotkey,
               focusedMatch: focused ? theme.focusedHotkey : theme.hotkey, mark: theme.indicator)
    }

    /// The marker before the focused item, and the blank before the others.
    static let marker = "> ", unmarked = "  "
    static let checked = "[x] ", unchecked = "[ ] "
    static let radioOn = "(*) ", radioOff = "( ) "

    init(count: Int) { self.count = max(0, count) }

    /// The columns before a label: the marker, and the check box when there is one.
    static func prefixWidth(checkBoxes: Bool) -> Int { marker.count + (checkBoxes ? checked.count : 0) }

    /// The position shown beside the list, `12/340`: the focused item's place and the count.
    var position: String { "\(count == 0 ? 0 : focus + 1)/\(count)" }

    /// The list with `count` items, the focus kept on its place (or the last item), the window no lower than it need be.
    mutating func resize(count: Int, rows: Int) {
        self.count = max(0, count)
        move(to: focus, rows: rows)
    }

    /// Focuses `index`, kept within the list, and moves the window as little as it can to show it in `rows` rows.
    mutating func move(to index: Int, rows: Int) {
        let rows = max(1, rows)
        focus = count == 0 ? 0 : min(max(0, index), count - 1)
        top = min(max(top, focus - rows + 1), focus)
        top = max(0, min(top, count - rows))
    }

    /// Moves the focus `delta` items up (negative) or down.
    mutating func move(by delta: Int, rows: Int) { move(to: focus + delta, rows: rows) }

    /// Moves the focus as a list's key does, in a window of `rows` rows; false for an action that is no such move.
    @discardableResult
    mutating func move(_ action: KeyAction, rows: Int) -> Bool {
        let pageRows = max(1, rows)
        switch action {
        case .up: move(by: -1, rows: rows)
        case .down: move(by: 1, rows: rows)
        case .pageUp: page(by: -1, rows: rows)
        case .pageDown: page(by: 1, rows: rows)
        case .focusPageDown: move(by: pageRows, rows: rows)
        case .focusPageUp: move(by: -pageRows, rows: rows)
        case .focusPageUpLessOne: move(by: -max(1, pageRows - 1), rows: rows)
        case .focusTopRowOrPageUp: move(to: focus == top ? top - pageRows : top, rows: rows)
        case .first: move(to: 0, rows: rows)
        case .last: move(to: .max, rows: rows)
        default: return false
        }
        return true
    }

    /// Moves the focus a page of `rows` rows up or down, the window with it, as a pager does.
    mutating func page(by pages: Int, rows: Int) {
        let rows = max(1, rows), offset = focus - top
        top = max(0, min(top + pages * rows, count - rows))
        move(to: top + offset, rows: rows)
    }

    /// Scrolls the window `lines` up or down (a mouse wheel), taking the focus along only when it would leave view.
    mutating func scroll(by lines: Int, rows: Int) {
        let rows = max(1, rows)
        top = max(0, min(top + lines, count - rows))
        move(to: min(max(focus, top), top + rows - 1), rows: rows)
    }

    /// The row of a window `rows` rows tall that shows the focused item, or nil for an empty list.
    func focusedRow(rows: Int) -> Int? {
        guard count > 0 else { return nil }
        var view = self
        view.move(to: focus, rows: rows)
        return view.focus - view.top
    }

    /// The item shown on row `row` of a window `rows` rows tall, or nil for a row past the list's end.
    func item(atRow row: Int, rows: Int) -> Int? {
        guard row >= 0, row < rows, top + row < count else { return nil }
        return top + row
    }

    /// Whether `label` must be cut to fit a row `width` columns wide.
    static func isCut(_ label: String, width: Int, checkBoxes: Bool) -> Bool {
        let room = width - prefixWidth(checkBoxes: checkBoxes)
        return label.displayWidth(upTo: room) > room
    }

    /// Draws the rows in view in `rect`, each from `item`, the focused one highlighted across the whole row.
    func draw(into buffer: inout Buffer, in rect: Rect, styles: Styles, item: (Int) -> Item) {
        for row in 0..<max(0, rect.height) {
            guard let index = self.item(atRow: row, rows: rect.height) else { break }
            let content = item(index), isFocused = index == focus, y = rect.y + row
            let style = isFocused ? styles.focused : styles.item
            buffer.fill(Rect(x: rect.x, y: y, width: rect.width, height: 1), with: .blank(style))
            var x = rect.x + buffer.put(isFocused ? Self.marker : Self.unmarked, x: rect.x, y: y, style: style,
                                        maxWidth: rect.width)
            if let checked = content.checked {
                // On the focused row the mark takes the row's colours: the mark's own could be the row's background.
                var mark = isFocused ? style : styles.mark
                mark.background = style.background
                mark.attributes.formUnion(styles.mark.attributes)
                let box = content.radio ? (checked ? Self.radioOn : Self.radioOff) : (checked ? Self.checked : Self.unchecked)
                x += buffer.put(box, x: x, y: y, style: checked ? mark : style, maxWidth: rect.maxX - x)
            }
            Self.drawLabel(content, into: &buffer, x: x, y: y, width: rect.maxX - x, style: style,
                           match: isFocused ? styles.focusedMatch : styles.match)
        }
    }

    /// The label from column `x`, its highlighted graphemes in `match`, cut with an ellipsis to `width` columns.
    private static func drawLabel(_ item: Item, into buffer: inout Buffer, x: Int, y: Int, width: Int,
                                  style: Style, match: Style) {
        guard width > 0 else { return }
        let shown = TextWrap.truncate(item.label, width: width)
        guard !item.highlights.isEmpty else {
            buffer.putCoded(shown, x: x, y: y, style: style, maxWidth: width)
            return
        }
        let kept = shown.count - (shown == item.label ? 0 : 1)
        var column = x, next = 0
        for (offset, grapheme) in shown.enumerated() {
            while next < item.highlights.count, item.highlights[next] < offset { next += 1 }
            let isMatch = offset < kept && next < item.highlights.count && item.highlights[next] == offset
            column += buffer.put(String(grapheme), x: column, y: y, style: isMatch ? match : style, maxWidth: x + width - column)
        }
    }
}
