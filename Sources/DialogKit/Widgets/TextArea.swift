/// Several lines of text edited as a line is (LineEditor's keys per line), soft-wrapped at the width, scrolled to keep
/// the cursor shown.
struct TextArea: Hashable, Sendable {
    /// The lines, each edited as a one-line field is; never empty.
    private var lines: [LineEditor]
    /// The line holding the cursor.
    private(set) var line = 0
    /// The most graphemes the whole text may hold, newlines included (nil: no limit).
    let maximumLength: Int?
    /// The first visual row shown, kept between frames so the text scrolls only when the cursor would leave view.
    private var top = 0
    /// The column up and down aim for, kept while they pass through shorter rows.
    private var goalColumn: Int?
    /// The text the last kill removed, for `yank`; kills in a row collect into it, a joined line as a newline.
    private(set) var killBuffer = ""
    private var lastActionKilled = false
    private static let field = LineField(mask: nil)

    /// One row as drawn: graphemes `start..<end` of line `line`; `isLast` for the line's last row.
    struct Row: Equatable {
        var line: Int
        var start: Int
        var end: Int
        var isLast: Bool
    }

    /// An area holding `text` (cut to `maximumLength`), the cursor at its end.
    init(text: String, maximumLength: Int? = nil) {
        self.maximumLength = maximumLength.map { max(0, $0) }
        lines = [LineEditor()]
        insert(text)
    }

    /// The lines joined by "\n".
    var text: String {
        var joined = lines[0].text
        for editor in lines.dropFirst() { joined += "\n" + editor.text }
        return joined
    }

    var isEmpty: Bool { lines.count == 1 && lines[0].isEmpty }

    /// The graphemes in all, newlines included.
    var count: Int { lines.reduce(lines.count - 1) { $0 + $1.count } }

    /// The number of lines, and the cursor's place in its line.
    var lineCount: Int { lines.count }
    var cursor: Int { lines[line].cursor }

    // MARK: - Inserting

    /// Inserts typed or pasted text at the cursor; "\n", "\r\n" and "\r" split lines. False when the maximum length
    /// refused some of it.
    @discardableResult
    mutating func insert(_ text: String) -> Bool {
        lastActionKilled = false
        goalColumn = nil
        let pieces = Self.pieces(of: text)
        var room = maximumLength.map { $0 - count }
        guard pieces.count > 1 else { return Self.insert(pieces[0], into: &lines[line], room: &room) }
        // The cursor's line is cut in two: the first piece goes on its head, each other piece on a line of its own,
        // and its tail after the last.
        let current = lines[line], cursor = current.cursor
        let tail = String(current.graphemes[cursor...])
        var added = [LineEditor(text: String(current.graphemes[..<cursor]))]
        var whole = Self.insert(pieces[0], into: &added[0], room: &room)
        for piece in pieces.dropFirst() where whole {
            guard room.map({ $0 > 0 }) ?? true else {
                whole = false
                break
            }
            room? -= 1
            added.append(LineEditor())
            whole = Self.insert(piece, into: &added[added.count - 1], room: &room)
        }
        let last = added[added.count - 1]
        added[added.count - 1] = LineEditor(text: last.text + tail)
        added[added.count - 1].move(to: last.count)
        lines.replaceSubrange(line...line, with: added)
        line += added.count - 1
        return whole
    }

    /// Splits the line at the cursor, the cursor at the start of the new line; false when the limit leaves no room.
    @discardableResult
    mutating func newline() -> Bool {
        if let maximumLength, count >= maximumLength { return false }
        return insert("\n")
    }

    /// `text`'s lines, split at "\n", "\r\n" and "\r".
    private static func pieces(of text: String) -> [String] {
        var pieces: [String] = [], current = String.UnicodeScalarView(), afterCR = false
        for scalar in text.unicodeScalars {
            defer { afterCR = scalar == "\r" }
            if scalar == "\n", afterCR { continue }
            if scalar == "\n" || scalar == "\r" {
                pieces.append(String(current))
                current = String.UnicodeScalarView()
            } else {
                current.append(scalar)
            }
        }
        pieces.append(String(current))
        return pieces
    }

    /// Inserts text without line breaks at `editor`'s cursor, as much as `room` more graphemes let in (nil: no
    /// limit), taking what it used from `room`; false when some was refused.
    private static func insert(_ text: String, into editor: inout LineEditor, room: inout Int?) -> Bool {
        guard let left = room else { return editor.insert(text) }
        var edited = editor
        edited.insert(text)
        if edited.count - editor.count <= left {
            room = left - (edited.count - editor.count)
            editor = edited
            return true
        }
        // Too long: the line's own editor, bounded by the room left, decides how much of the text fits whole.
        var bounded = LineEditor(text: editor.text, maximumLength: editor.count + max(0, left))
        bounded.move(to: editor.cursor)
        bounded.insert(text)
        room = left - (bounded.count - editor.count)
        editor = LineEditor(text: bounded.text)
        editor.move(to: bounded.cursor)
        return false
    }

    // MARK: - Keys

    /// LineEditor's editing actions (moveLeft/Right crossing line ends, moveToStart/End of the line, words,
    /// deleteBackward joining lines at a line's start, deleteForward joining at its end, killToStart/End, yank...),
    /// .up/.down by visual row keeping the column, .pageUp/.pageDown by `height` rows, .first/.last to the text's ends.
    /// Returns false when the action changes nothing here (.up on the first row, .down on the last row, an action it
    /// does not know): the form then moves the focus.
    mutating func apply(_ action: KeyAction, width: Int, height: Int) -> Bool {
        let killing = lastActionKilled
        lastActionKilled = false
        if action != .up && action != .down && action != .pageUp && action != .pageDown { goalColumn = nil }
        let done: Bool
        let atStart = cursor == 0, atEnd = cursor == lines[line].count
        let first = line == 0, last = line == lines.count - 1
        switch action {
        case .up, .down: done = moveRows(action == .up ? -1 : 1, width: width)
        case .pageUp, .pageDown: done = scroll(by: max(1, height) * (action == .pageUp ? -1 : 1), width: width)
        case .first: done = move(toLine: 0, cursor: 0)
        case .last: done = move(toLine: lines.count - 1, cursor: .max)
        case .moveLeft where atStart: done = !first && move(toLine: line - 1, cursor: .max)
        case .moveRight where atEnd: done = !last && move(toLine: line + 1, cursor: 0)
        case .moveWordLeft where atStart:
            done = !first && move(toLine: line - 1, cursor: .max)
            if done { lines[line].moveWordLeft() }
        case .moveWordRight where atEnd:
            done = !last && move(toLine: line + 1, cursor: 0)
            if done { lines[line].moveWordRight() }
        case .moveLeft, .moveRight, .moveToStart, .moveToEnd, .moveWordLeft, .moveWordRight:
            let before = cursor
            lines[line].apply(action)
            done = cursor != before
        case .deleteBackward where atStart: done = !first && join(after: line - 1)
        case .deleteForward where atEnd: done = !last && join(after: line)
        case .deleteBackward, .deleteForward:
            let before = lines[line].count
            lines[line].apply(action)
            done = lines[line].count != before
        case .killToStart where atStart, .killWordBackward where atStart, .killWhitespaceWordBackward where atStart:
            done = !first && join(after: line - 1)
            if done { record("\n", backward: true, after: killing) }
        case .killToEnd where atEnd, .killWordForward where atEnd:
            done = !last && join(after: line)
            if done { record("\n", backward: false, after: killing) }
        case .killToStart, .killWordBackward, .killWhitespaceWordBackward, .killToEnd, .killWordForward:
            let before = lines[line].count
            // A fresh kill in the line, so its kill buffer holds only what this one removes.
            lines[line].move(to: cursor)
            lines[line].apply(action)
            done = lines[line].count != before
            if done {
                let backward = action != .killToEnd && action != .killWordForward
                record(lines[line].killBuffer, backward: backward, after: killing)
            }
        case .yank:
            let before = count
            insert(killBuffer)
            done = count != before
        default:
            done = false
        }
        scroll(width: width, height: height)
        return done
    }

    /// Puts the kill's text in the kill buffer: added to it right after another kill, as readline does.
    private mutating func record(_ removed: String, backward: Bool, after killing: Bool) {
        killBuffer = !killing ? removed : backward ? removed + killBuffer : killBuffer + removed
        lastActionKilled = true
    }

    /// Puts the cursor in line `index` before grapheme `cursor` (clamped); false when it is there already.
    private mutating func move(toLine index: Int, cursor: Int) -> Bool {
        let target = min(cursor, lines[index].count)
        guard index != line || target != self.cursor else { return false }
        line = index
        lines[line].move(to: target)
        return true
    }

    /// Joins line `index + 1` onto line `index`, the cursor where they meet.
    private mutating func join(after index: Int) -> Bool {
        let head = lines[index]
        var joined = LineEditor(text: head.text + lines[index + 1].text)
        joined.move(to: head.count)
        lines[index] = joined
        lines.remove(at: index + 1)
        line = index
        return true
    }

    /// Scrolls the view `rows` rows (a page, a mouse wheel's turn), the cursor with it as a pager moves it; false when
    /// the cursor cannot move.
    @discardableResult
    mutating func scroll(by rows: Int, width: Int, height: Int) -> Bool {
        lastActionKilled = false
        let done = scroll(by: rows, width: width)
        scroll(width: width, height: height)
        return done
    }

    private mutating func scroll(by rows: Int, width: Int) -> Bool {
        guard moveRows(rows, width: width) else { return false }
        top = max(0, top + rows)
        return true
    }

    /// Moves the cursor `delta` visual rows at `width`, towards the column it aimed for; false when it cannot.
    private mutating func moveRows(_ delta: Int, width: Int) -> Bool {
        let rows = self.rows(width: width), (current, column) = caretRow(in: rows)
        let target = min(max(0, current + delta), rows.count - 1)
        guard target != current else { return false }
        let goal = goalColumn ?? column
        place(in: rows[target], column: goal)
        goalColumn = goal
        return true
    }

    /// Puts the cursor in `row` at `column`, or at the row's end when it is shorter.
    private mutating func place(in row: Row, column: Int) {
        line = row.line
        let index = Self.field.index(atColumn: max(0, column), lines[line], start: row.start)
        // A wrapped row's end is the next row's start: the cursor stays before its last grapheme.
        lines[line].move(to: min(index, row.isLast ? row.end : row.end - 1))
    }

    /// Puts the cursor at `column` of the row `row` rows below the area's top as last drawn.
    mutating func click(column: Int, row: Int, width: Int, height: Int) {
        lastActionKilled = false
        goalColumn = nil
        let rows = self.rows(width: width), first = visibleTop(rows: rows, width: width, height: height)
        place(in: rows[min(max(0, first + row), rows.count - 1)], column: column)
        scroll(width: width, height: height)
    }

    // MARK: - Rows

    /// Every visual row at `width` columns: a row holds the graphemes that fit whole, a wide glyph that does not moves
    /// to the next row, and a line whose last row is full gets an empty row after it for the cursor.
    func rows(width: Int) -> [Row] {
        let width = max(1, width)
        var rows: [Row] = []
        for (index, editor) in lines.enumerated() {
            var start = 0, used = 0
            for grapheme in 0..<editor.count {
                let columns = editor.width(at: grapheme)
                if used > 0, used + columns > width {
                    rows.append(Row(line: index, start: start, end: grapheme, isLast: false))
                    start = grapheme
                    used = 0
                }
                used += columns
            }
            if used >= width {
                rows.append(Row(line: index, start: start, end: editor.count, isLast: false))
                start = editor.count
            }
            rows.append(Row(line: index, start: start, end: editor.count, isLast: true))
        }
        return rows
    }

    /// How many rows the text takes at `width` columns.
    func rowCount(width: Int) -> Int { rows(width: width).count }

    /// The row of `rows` holding the cursor, and the cursor's column in it.
    private func caretRow(in rows: [Row]) -> (row: Int, column: Int) {
        let cursor = self.cursor
        guard let row = rows.firstIndex(where: { $0.line == line && $0.start <= cursor && (cursor < $0.end || $0.isLast) })
        else { return (0, 0) }
        var column = 0
        for index in rows[row].start..<cursor { column += lines[line].width(at: index) }
        return (row, column)
    }

    /// The first row to show in `height` rows: `top`, moved only as far as shows the cursor, no blank rows below the
    /// text while there is text above.
    private func visibleTop(rows: [Row], width: Int, height: Int) -> Int {
        let height = max(1, height), caret = caretRow(in: rows).row
        let first = max(min(top, caret), caret - height + 1)
        return max(0, min(first, rows.count - height))
    }

    private mutating func scroll(width: Int, height: Int) {
        top = visibleTop(rows: rows(width: width), width: width, height: height)
    }

    // MARK: - Drawing

    /// `height` rows at `width`: the wrapped lines from the scroll position, a wide glyph never split (it moves to the
    /// next row), the placeholder when empty; fills the area with `style`.
    func draw(into buffer: inout Buffer, x: Int, y: Int, width: Int, height: Int, style: Style, placeholder: String,
              placeholderStyle: Style) {
        guard width > 0, height > 0 else { return }
        buffer.fill(Rect(x: x, y: y, width: width, height: height), with: .blank(style))
        if isEmpty {
            if !placeholder.isEmpty {
                buffer.put(TextWrap.truncate(placeholder, width: width), x: x, y: y, style: placeholderStyle, maxWidth: width)
            }
            return
        }
        let rows = self.rows(width: width), first = visibleTop(rows: rows, width: width, height: height)
        for (offset, row) in rows[first..<min(rows.count, first + height)].enumerated() {
            Self.field.drawGraphemes(lines[row.line], row.start..<row.end, into: &buffer, x: x, y: y + offset,
                                     width: width, style: style)
        }
    }

    /// The cursor relative to the area's top left corner.
    func caret(width: Int, height: Int) -> Point {
        let rows = self.rows(width: width), (row, column) = caretRow(in: rows)
        return Point(x: min(column, max(0, width - 1)), y: row - visibleTop(rows: rows, width: width, height: height))
    }
}
