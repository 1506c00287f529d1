/// How a one-line field shows a `LineEditor` in a fixed width: the part shown, the caret, the grapheme a click hits.
/// Wider text scrolls; the first grapheme shown (the anchor) moves only as far as keeps the cursor in view.
struct LineField {
    /// Drawn instead of every grapheme (a password), or nil to draw the text.
    let mask: Character?
    /// What a grapheme the terminal would not advance for is drawn as.
    static let invisibleStandIn = Glyph("\u{FFFD}" as Character)
    /// The columns every grapheme takes when masked; nil when each takes its own.
    private let maskColumns: Int?

    init(mask: Character?) {
        self.mask = mask
        maskColumns = mask.map { min(2, max(1, $0.displayWidth)) }
    }

    /// The columns grapheme `index` takes in the field.
    func columns(_ editor: LineEditor, _ index: Int) -> Int {
        maskColumns ?? editor.width(at: index)
    }

    /// The first grapheme to show in `width` columns, moved from `anchor` only as far as shows the cursor.
    func firstVisible(_ editor: LineEditor, anchor: Int, width: Int) -> Int {
        let width = max(1, width)
        let count = editor.count, cursor = editor.cursor
        var start = min(max(0, anchor), cursor)
        // Right of the window: walk back from the cursor until the field is full.
        let caret = cursor < count ? columns(editor, cursor) : 1
        var used = caret, first = cursor
        while first > start {
            let more = columns(editor, first - 1)
            guard used + more <= width else { break }
            used += more
            first -= 1
        }
        start = max(start, first)
        // Text deleted at the end: when the rest fits, bring back what scrolled out on the left.
        var tail = 0, index = start
        while index < count, tail <= width {
            tail += columns(editor, index)
            index += 1
        }
        if index == count {
            var room = width - 1 - tail
            while start > 0, columns(editor, start - 1) <= room {
                room -= columns(editor, start - 1)
                start -= 1
            }
        }
        return start
    }

    /// The caret's column in the field, when the text is shown from grapheme `start`.
    func caretColumn(_ editor: LineEditor, start: Int) -> Int {
        var column = 0
        for index in min(start, editor.cursor)..<editor.cursor { column += columns(editor, index) }
        return column
    }

    /// The caret's column, the text shown from `anchor` kept in view in `width` columns; never past the last.
    func caretColumn(_ editor: LineEditor, anchor: Int, width: Int) -> Int {
        min(caretColumn(editor, start: firstVisible(editor, anchor: anchor, width: width)), max(0, width - 1))
    }

    /// The cursor position a click at `column` of the field asks for.
    func index(atColumn column: Int, _ editor: LineEditor, start: Int) -> Int {
        var used = 0, index = start
        while index < editor.count {
            let width = columns(editor, index)
            if column < used + width { return column - used < (width + 1) / 2 || width == 1 ? index : index + 1 }
            used += width
            index += 1
        }
        return editor.count
    }

    /// Draws the field's background, then the text from `anchor` or the placeholder; a wide glyph is never split.
    func draw(_ editor: LineEditor, anchor: Int, into buffer: inout Buffer, x: Int, y: Int, width: Int,
              style: Style, placeholder: String = "", placeholderStyle: Style = .plain) {
        guard width > 0 else { return }
        buffer.fill(Rect(x: x, y: y, width: width, height: 1), with: .blank(style))
        if editor.isEmpty {
            if !placeholder.isEmpty {
                buffer.put(TextWrap.truncate(placeholder, width: width), x: x, y: y, style: placeholderStyle, maxWidth: width)
            }
            return
        }
        drawGraphemes(editor, firstVisible(editor, anchor: anchor, width: width)..<editor.count, into: &buffer,
                      x: x, y: y, width: width, style: style)
    }

    /// Draws graphemes `range` of `editor` from column `x`, as many as fit whole in `width` columns.
    func drawGraphemes(_ editor: LineEditor, _ range: Range<Int>, into buffer: inout Buffer, x: Int, y: Int, width: Int,
                       style: Style) {
        let maskGlyph = mask.map { Glyph($0) }
        var column = 0
        for index in range {
            let glyphWidth = columns(editor, index)
            if column + glyphWidth > width { break }
            let glyph: Glyph
            if let maskGlyph {
                glyph = maskGlyph
            } else {
                // A grapheme the terminal would not advance for (a lone zero-width space) gets a visible stand-in,
                // so the caret and the cells after it stay where the field says they are.
                glyph = editor.isInvisible(at: index) ? Self.invisibleStandIn : Glyph(editor.graphemes[index])
            }
            buffer.set(Cell(glyph: glyph, width: UInt8(glyphWidth), style: style), x: x + column, y: y)
            column += glyphWidth
        }
    }
}
