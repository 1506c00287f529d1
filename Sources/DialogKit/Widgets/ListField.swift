/// A choose or multi field: the items filtered by a query typed into it (fuzzy, as `choose`'s), a focused match, in a
/// multi the checked items.
struct ListField: Hashable, Sendable {
    /// Each item's label, shown and filtered (sanitised by whoever gives it), and its value, answered.
    let labels: [String]
    let values: [String]
    /// Check boxes, any number checked; otherwise the focused match is the value.
    let multiple: Bool
    /// The query typed so far.
    private var editor = LineEditor()
    /// The items that pass the query, best first; every item in order while the query is empty.
    private var shown = FilterQuery.Ranking()
    /// The matches' window, its focus and first row kept for the item rows last used.
    private var list: ScrollingList
    /// The checked items (a multi), by index.
    private(set) var checked: Set<Int> = []
    private static let field = LineField(mask: nil)

    /// A field of the items `labels` shows for `values` (as many): `value` the item focused first (single),
    /// `selected` the values checked (multi).
    init(labels: [String], values: [String], multiple: Bool, value: String, selected: [String]) {
        let count = min(labels.count, values.count)
        self.labels = Array(labels.prefix(count))
        self.values = Array(values.prefix(count))
        self.multiple = multiple
        list = ScrollingList(count: count)
        if multiple {
            let wanted = Set(selected)
            checked = Set((0..<count).filter { wanted.contains(values[$0]) })
        } else if let index = values.prefix(count).firstIndex(of: value) {
            list.move(to: index, rows: count)
        }
    }

    var query: String { editor.text }

    /// The focused match's value, nil when nothing matches.
    var focusedValue: String? { focusedItem.map { values[$0] } }

    /// The checked items' values, in the items' order.
    var checkedValues: [String] { checked.sorted().map { values[$0] } }

    /// How many items pass the query.
    var matchCount: Int { editor.isEmpty ? labels.count : shown.count }

    /// The item in place `place` of the matches.
    func match(_ place: Int) -> Int { editor.isEmpty ? place : shown[place] }

    /// The focused match's index among the items, when any item matches.
    var focusedItem: Int? { matchCount == 0 ? nil : match(list.focus) }

    // MARK: - Keys

    /// .up/.down/.pageUp/.pageDown (by `height` item rows)/.first/.last within the matches; .toggle checks the focused
    /// match (multi only); .toggleAll checks or clears every match shown; query edits (.deleteBackward, .killToStart,
    /// .killWhitespaceWordBackward). Returns false when it does nothing (.up on the first match, .down on the last):
    /// the form moves the focus.
    mutating func apply(_ action: KeyAction, height: Int) -> Bool {
        let rows = max(1, height), focus = list.focus
        switch action {
        case .up, .down, .pageUp, .pageDown, .first, .last, .focusPageDown, .focusPageUp: list.move(action, rows: rows)
        case .toggle:
            guard multiple, let item = focusedItem else { return false }
            if checked.remove(item) == nil { checked.insert(item) }
            return true
        case .toggleAll:
            guard multiple, matchCount > 0 else { return false }
            let visible = (0..<matchCount).map(match)
            if visible.allSatisfy(checked.contains) { checked.subtract(visible) } else { checked.formUnion(visible) }
            return true
        case .deleteBackward, .killToStart, .killWhitespaceWordBackward:
            return editQuery(rows: rows) { $0.apply(action) }
        default:
            return false
        }
        return list.focus != focus
    }

    /// Typed characters extend the query; the matches are ranked again and the best focused.
    mutating func type(_ text: String) {
        if editQuery(rows: 1, { $0.insert(text) }) { list.move(to: 0, rows: 1) }
    }

    /// Edits the query and filters the items again, the focused item kept when it still matches; false when the
    /// query did not change.
    private mutating func editQuery(rows: Int, _ edit: (inout LineEditor) -> Void) -> Bool {
        let before = editor.text, focused = focusedItem
        edit(&editor)
        let text = editor.text
        guard text != before else { return false }
        let matcher = FilterQuery(text)
        shown = FilterQuery.Ranking()
        if !matcher.isEmpty { shown.add(Array(labels.indices), by: matcher) { labels[$0] } }
        list.resize(count: matchCount, rows: rows)
        let place = focused.flatMap { editor.isEmpty ? $0 : shown.place(of: $0) } ?? 0
        list.move(to: place, rows: rows)
        return true
    }

    /// Focuses the item on row `row` of the area as drawn `height` rows tall (row 0 is the query); a multi also
    /// toggles it.
    mutating func click(row: Int, height: Int) {
        var view = list
        view.move(to: view.focus, rows: max(1, height - 1))
        guard row >= 1, let place = view.item(atRow: row - 1, rows: max(1, height - 1)) else { return }
        view.move(to: place, rows: max(1, height - 1))
        list = view
        if multiple { _ = apply(.toggle, height: height - 1) }
    }

    /// Scrolls the matches `lines` rows (a mouse wheel) in `height` item rows, the focus taken along only when it
    /// would leave view.
    mutating func scroll(by lines: Int, height: Int) { list.scroll(by: lines, rows: height) }

    // MARK: - Drawing

    /// The rows the field wants, at most `maximum`: the query's row, then a row an item (one for "No items").
    func rows(maximum: Int) -> Int { max(0, min(maximum, 1 + max(1, labels.count))) }

    /// Where the query's caret stands in a field `width` columns wide, relative to the field's top left corner.
    func caret(width: Int) -> Point {
        Point(x: Self.field.caretColumn(editor, anchor: 0, width: queryWidth(width)), y: 0)
    }

    /// Where the focused match starts in a field `width` by `height`, after its marker, or the query's caret with none.
    func focusCaret(width: Int, height: Int) -> Point {
        guard height > 1, let row = list.focusedRow(rows: height - 1) else { return caret(width: width) }
        return Point(x: ScrollingList.marker.count, y: 1 + row)
    }

    /// The position shown beside the query, `3/12`.
    private var position: String { list.position }

    private func queryWidth(_ width: Int) -> Int { max(1, width - position.displayWidth - 1) }

    /// The query row (the placeholder "Type to filter" when empty and focused) with the position beside it, then the
    /// matches with ScrollingList's marks, the focused match highlighted only when `focused`.
    func draw(into buffer: inout Buffer, x: Int, y: Int, width: Int, height: Int, focused: Bool, theme: Theme,
              messages: Messages = .english) {
        guard width > 0, height > 0 else { return }
        let fieldWidth = queryWidth(width), position = self.position
        Self.field.draw(editor, anchor: 0, into: &buffer, x: x, y: y, width: fieldWidth, style: theme.field,
                        placeholder: focused ? messages[.listPlaceholder] : "", placeholderStyle: theme.placeholder)
        if width > fieldWidth {
            buffer.fill(Rect(x: x + fieldWidth, y: y, width: width - fieldWidth, height: 1), with: .blank(theme.message))
            buffer.put(position, x: x + width - position.displayWidth, y: y, style: theme.border,
                       maxWidth: position.displayWidth)
        }
        let area = Rect(x: x, y: y + 1, width: width, height: height - 1)
        guard area.height > 0 else { return }
        buffer.fill(area, with: .blank(theme.message))
        var view = list
        view.move(to: view.focus, rows: area.height)
        let matcher = FilterQuery(editor.text)
        view.draw(into: &buffer, in: area, styles: ScrollingList.styles(theme, focused: focused)) { place in
            let index = match(place)
            return ScrollingList.item(labels[index], matching: matcher,
                                      checked: multiple ? checked.contains(index) : place == list.focus, radio: !multiple)
        }
        if matchCount == 0 {
            buffer.put(messages[labels.isEmpty ? .listNoItems : .listNoMatch], x: x + 2, y: area.y, style: theme.note,
                       maxWidth: width - 2)
        }
    }
}
