extension Form {
    /// The parts of a form's box, top to bottom.
    enum Part: BoxPart { case border, topPadding, title, titleGap, message, fieldGap, fields, buttonGap, buttons }

    /// What the mouse is over: a button, or a field's control by its slot.
    enum Hit: Equatable { case button(Int), slot(Int) }

    /// The rows a text area takes, and the most a list takes.
    static let textAreaRows = 4, listRows = 6
    /// A yes/no as drawn, and the column its No starts at.
    /// Where a yes/no field's second choice starts: after `(*) Yes` and two spaces, or the translated yes.
    var noColumn: Int { messages.language == .en ? 9 : max(9, 6 + messages[.formYes].displayWidth) }

    /// Where one field's control (or a password's second line) sits: rows from the page's top, columns from the
    /// content's left.
    struct Control: Equatable {
        let slot: Int
        let rect: Rect
    }

    /// One field laid out on its page: its rows, its label's, its controls', and the rows of its refusal and help.
    struct Block: Equatable {
        let field: Int
        var rows: Range<Int>
        var labelRow: Int?
        var againLabelRow: Int?
        var controls = Controls()
        /// A note's text.
        var noteRows: Range<Int>?
        var errorRow: Int?
        var helpRow: Int?
    }

    /// A block's controls, kept in the block: a field's, then a password's second line's; none for a note.
    struct Controls: RandomAccessCollection, Equatable {
        private var line: Control?, again: Control?

        var startIndex: Int { 0 }
        var endIndex: Int { again != nil ? 2 : line != nil ? 1 : 0 }
        subscript(index: Int) -> Control { index == 0 ? line! : again! }

        mutating func append(_ control: Control) {
            if line == nil { line = control } else { again = control }
        }
    }

    /// A page laid out in `width` columns: labels in a column left of the fields, or above them when a label would
    /// take more than half the width.
    struct Sheet: Equatable {
        let width: Int
        let labelWidth: Int
        let controlX: Int
        let stacked: Bool
        var blocks: [Block] = []
        var height = 0

        /// The control of `slot`, when it is on this page.
        func control(_ slot: Int) -> Control? { place(slot)?.control }

        func place(_ slot: Int) -> (block: Block, control: Control)? {
            for block in blocks {
                if let control = block.controls.first(where: { $0.slot == slot }) { return (block, control) }
            }
            return nil
        }
    }

    /// The widest label of a field that has one beside it (a password's second line's too).
    static func widestLabel(_ fields: [Field]) -> Int {
        fields.reduce(0) { widest, field in
            field.kind == .note ? widest : max(widest, field.label.displayWidth, field.again?.displayWidth ?? 0)
        }
    }

    /// The widest control a field asks for beside its label, and a note's widest line.
    static func widestContent(_ fields: [Field], notes: [TextBlock?]) -> (controls: Int, notes: Int) {
        var controls = 29, widestNote = 0
        for (index, field) in fields.enumerated() {
            switch field.kind {
            case .text, .password, .number, .file: controls = max(controls, field.width ?? 0)
            case .textarea: controls = max(controls, 40)
            case .choose, .multi:
                let widest = field.items.reduce(0) { max($0, $1.label.displayWidth(upTo: 200)) }
                controls = max(controls, widest + ScrollingList.prefixWidth(checkBoxes: field.kind == .multi))
            case .confirm: break
            case .note: widestNote = max(widestNote, notes[index]?.naturalWidth ?? 0)
            }
        }
        return (controls, widestNote)
    }

    /// The rows the control of `field` takes: a text area's, a list's (its query and items, up to `listRows`), a line.
    static func controlRows(_ entry: Entry) -> Int {
        switch entry {
        case .area: return textAreaRows
        case .list(let list): return max(1, list.rows(maximum: listRows))
        default: return 1
        }
    }

    /// The page shown laid out in `width` columns, the help row under the focused field; only the blocks `keep`
    /// wants (by field and rows) are made, the rest only counted.
    func sheet(width: Int, keeping keep: (_ field: Int, _ rows: Range<Int>) -> Bool = { _, _ in true }) -> Sheet {
        let focus = focusedSlot.map { slots[$0].field }
        let labels = labelWidth, stacked = labels > width / 2
        let controlX = stacked || labels == 0 ? 0 : labels + 1, controlWidth = max(1, width - controlX)
        var sheet = Sheet(width: width, labelWidth: stacked ? width : labels, controlX: controlX, stacked: stacked)
        sheet.blocks.reserveCapacity(min(pageFields[page].count, 16))
        var row = 0
        let base = baseRows(width: width).fields
        for field in pageFields[page] {
            let rows = base[field] + (errors[field] == nil ? 0 : 1) + (field == focus && hasHelp[field] ? 1 : 0)
            guard keep(field, row..<(row + rows)) else {
                row += rows
                continue
            }
            var block = Block(field: field, rows: row..<row)
            if let note = notes[field] {
                let lines = note.wrapped(width: width).lines.count
                block.noteRows = row..<(row + lines)
                row += lines
            } else {
                block.labelRow = row
                if stacked { row += 1 }
                let width = isLine[field] ? min(controlWidth, max(1, fieldWidths[field] ?? controlWidth)) : controlWidth
                for slot in firstSlot[field]..<(firstSlot[field] + (seconds[field] == nil ? 1 : 2)) {
                    if slots[slot].again {
                        block.againLabelRow = row
                        if stacked { row += 1 }
                    }
                    let height = slots[slot].again ? 1 : controlHeights[field]
                    block.controls.append(Control(slot: slot, rect: Rect(x: controlX, y: row, width: width, height: height)))
                    row += height
                }
            }
            if errors[field] != nil {
                block.errorRow = row
                row += 1
            }
            if field == focus, hasHelp[field] {
                block.helpRow = row
                row += 1
            }
            block.rows = block.rows.lowerBound..<row
            sheet.blocks.append(block)
        }
        sheet.height = row
        return sheet
    }

    /// The rows the fields ask for: the tallest page's, with its refusals and a row for help where a field of it has
    /// some.
    func fieldLines(width: Int) -> Int {
        let pages = baseRows(width: width).pages
        return pages.indices.reduce(1) { tallest, page in
            max(tallest, pages[page] + pageErrorRows[page] + (pageHasHelp[page] ? 1 : 0))
        }
    }

    /// The rows field `field` takes without its help, as `sheet` lays it out.
    func rows(_ field: Int, width: Int) -> Int {
        baseRows(width: width).fields[field] + (errors[field] == nil ? 0 : 1)
    }

    /// Each field's rows at `width` without refusal or help, and each page's sum of them: worked out once a width.
    func baseRows(width: Int) -> (fields: [Int], pages: [Int]) {
        rowsMemo.lock.withLock {
            if rowsMemo.width == width { return (rowsMemo.fields, rowsMemo.pages) }
            let stacked = labelWidth > width / 2
            let fields = self.fields.indices.map { field in
                if let note = notes[field] { return note.wrapped(width: width).lines.count }
                return (stacked ? 1 : 0) + controlHeights[field] + (seconds[field] == nil ? 0 : stacked ? 2 : 1)
            }
            (rowsMemo.width, rowsMemo.fields) = (width, fields)
            rowsMemo.pages = pageFields.map { $0.reduce(0) { $0 + fields[$1] } }
            return (fields, rowsMemo.pages)
        }
    }

    /// The rows of the last width asked for; every access holds `lock`, which is what makes it `Sendable`.
    final class RowsMemo: @unchecked Sendable {
        let lock = Lock()
        var width = -1
        var fields: [Int] = [], pages: [Int] = []
    }

    /// The content's natural width: the labels and the widest control beside them, a note's widest line, every
    /// page's buttons.
    var naturalWidth: Int {
        let rows = keys.answersPressedButton ? [buttons] : [[backLabel, nextLabel] + buttons.dropFirst(), [backLabel] + buttons]
        return max(labelWidth + (labelWidth > 0 ? 1 : 0) + widestContent.controls, widestContent.notes,
                   rows.map(ButtonRow.width).max() ?? 0)
    }

    /// The box on a screen of `screen`: laid out again only when the screen, the page or the rows of refusals
    /// changed since the last time (a key in a field lays it out once, not at every step of a frame).
    func layout(screen: Size) -> BoxLayout<Part> {
        let key = LayoutKey(screen: screen, page: page, errorRows: pageErrorRows)
        return layoutMemo.lock.withLock {
            if let layout = layoutMemo.layout, layoutMemo.key == key { return layout }
            let layout = layOut(screen: screen)
            (layoutMemo.key, layoutMemo.layout) = (key, layout)
            return layout
        }
    }

    /// What a box's layout depends on that changes as the form is answered (the keys and labels make a new memo).
    struct LayoutKey: Equatable {
        let screen: Size
        let page: Int
        let errorRows: [Int]
    }

    /// The box last laid out and its key; every access holds `lock`, which is what makes it `Sendable`.
    final class LayoutMemo: @unchecked Sendable {
        let lock = Lock()
        var key: LayoutKey?
        var layout: BoxLayout<Part>?
    }

    private func layOut(screen: Size) -> BoxLayout<Part> {
        BoxLayout(title: title, message: message, buttons: pageButtons.map(\.label), minimumWidth: naturalWidth, screen: screen,
                  maximumWidth: maximumWidth, messageRows: max(1, screen.height / 3), dropping: [.fieldGap, .buttonGap],
                  forFixedRows: [.message]) { belowText, width in
            [.row(.fieldGap, if: belowText), .flexible(.fields, lines: fieldLines(width: width)), .row(.buttonGap)]
        }
    }

    public func boxSize(screen: Size) -> Size { layout(screen: screen).boxSize }

    /// The page laid out with the block of `slot`'s field alone.
    func sheet(width: Int, only slot: Int?) -> Sheet {
        let wanted = slot.map { slots[$0].field }
        return sheet(width: width) { field, _ in field == wanted }
    }

    /// The page laid out with the focused field's block alone, made once for an event's settling, redraw and caret.
    func focusedSheet(width: Int) -> Sheet {
        sheetMemo.value(for: SheetKey(width: width, page: page, slot: focusedSlot, errors: errors)) {
            sheet(width: width, only: focusedSlot)
        }
    }

    /// What a page's layout depends on that changes as the form is answered: the rest is the form's for good.
    struct SheetKey: Equatable {
        let width: Int, page: Int, slot: Int?
        let errors: [String?]
    }

    /// The width and height of the control of `slot` on a screen of `screen`.
    func controlSize(_ slot: Int, screen: Size) -> Size {
        sheet(width: layout(screen: screen).contentWidth, only: slot).control(slot)?.rect.size ?? Size(width: 1, height: 1)
    }

    /// How the line of `slot` is drawn: masked for a password.
    func lineField(_ slot: Int) -> LineField {
        fields[slots[slot].field].kind == .password ? Self.maskedLine : Self.plainLine
    }

    /// The line of `slot`: a field's, or a password's second.
    func line(_ slot: Int) -> LineEditor? {
        let field = slots[slot].field
        if slots[slot].again { return seconds[field] }
        if case .line(let editor) = entries[field] { return editor }
        return nil
    }

    /// After an event: the focused line's text scrolled to its caret, the page to the focused field with its rows
    /// under it (unless the wheel moved it), within the page's rows.
    mutating func settle(screen: Size) {
        defer { followsFocus = true }
        let layout = layout(screen: screen), rows = layout.stack.rows(.fields).count
        let sheet = focusedSheet(width: layout.contentWidth)
        if let slot = focusedSlot, let (block, control) = sheet.place(slot) {
            if let editor = line(slot) {
                anchors[slot] = lineField(slot).firstVisible(editor, anchor: anchors[slot], width: control.rect.width)
            }
            if followsFocus {
                var wanted = (control == block.controls.first ? block.rows.lowerBound : control.rect.y)..<block.rows.upperBound
                if wanted.count > rows {
                    let caret = caretPoint(slot, control: control)?.y ?? 0
                    wanted = (control.rect.y + caret)..<(control.rect.y + caret + 1)
                }
                if wanted.lowerBound < scroll { scroll = wanted.lowerBound }
                if wanted.upperBound > scroll + rows { scroll = wanted.upperBound - rows }
            }
        }
        scroll = min(max(0, scroll), max(0, sheet.height - rows))
    }

    /// The caret of `slot` inside its control; nil where it shows none (a list); `onItems`, a list's focused item.
    func caretPoint(_ slot: Int, control: Control, onItems: Bool = false) -> Point? {
        if let editor = line(slot) {
            return Point(x: lineField(slot).caretColumn(editor, anchor: anchors[slot], width: control.rect.width), y: 0)
        }
        switch entries[slots[slot].field] {
        case .area(let area): return area.caret(width: control.rect.width, height: control.rect.height)
        case .list(let list):
            return onItems ? list.focusCaret(width: control.rect.width, height: control.rect.height)
                : list.caret(width: control.rect.width)
        case .flag(let yes): return Point(x: yes ? 1 : noColumn + 1, y: 0)
        default: return nil
        }
    }

    public func caret(in rect: Rect, screen: Size) -> Point? { caret(in: rect, screen: screen, onItems: false) }

    /// On the focused button, or in the focused field, a list's on its focused item.
    public func focusCaret(in rect: Rect, screen: Size) -> Point? {
        if let button = ring.focusedButton { return layout(screen: screen).buttonCaret(button, in: rect) }
        return caret(in: rect, screen: screen, onItems: true)
    }

    private func caret(in rect: Rect, screen: Size, onItems: Bool) -> Point? {
        guard let slot = focusedSlot else { return nil }
        let layout = layout(screen: screen), rows = layout.stack.rows(.fields)
        guard let control = focusedSheet(width: layout.contentWidth).control(slot),
              let point = caretPoint(slot, control: control, onItems: onItems) else {
            return nil
        }
        let row = control.rect.y + point.y - scroll
        guard row >= 0, row < rows.count else { return nil }
        let box = layout.box.rect(in: rect)
        return Point(x: box.x + layout.contentX + control.rect.x + point.x, y: box.y + rows.lowerBound + row)
    }
}
