/// The rows a detached toast draws in, at the bottom of a tmux pane: taken only when blank and below the cursor,
/// read again to hold what was drawn before each frame, and erased only in cells that still hold it, wherever
/// output has scrolled them or a resize moved them. It never changes a mode, a scroll region or the cursor's
/// visibility, and every write saves and restores the cursor.
struct PaneBand {
    /// Where the box is on the screen.
    let box: Rect
    let screen: Size

    /// Room for a box of `size` in the bottom rows of `snapshot`; nil when there is none to take without covering
    /// anything, or a program in front has the whole screen.
    init?(fitting size: Size, in snapshot: TmuxPane.Snapshot, screen: Size) {
        let top = screen.height - size.height
        guard !snapshot.alternateScreen, snapshot.rows.count == screen.height, top > snapshot.cursorRow,
              snapshot.rows[top...].allSatisfy(\.isEmpty) else { return nil }
        box = Rect(x: max(0, (screen.width - size.width) / 2), y: top, width: size.width, height: size.height)
        self.screen = screen
    }

    /// Whether every row of the box reads in `snapshot` as `drawn` (the band's rows as last drawn), in its place.
    func holds(_ drawn: Buffer, in snapshot: TmuxPane.Snapshot?) -> Bool {
        guard let snapshot, !snapshot.alternateScreen, snapshot.rows.count == screen.height else { return false }
        return DrawnRow.rows(of: drawn).enumerated().allSatisfy { $0.element.reads(snapshot.rows[box.y + $0.offset]) }
    }

    /// What erases the box's cells in the rows of `snapshot` that still read as `drawn`: in place, or where output
    /// scrolled them; in a pane resized since (to `now`), wherever tmux moved or cut them (`resizedRemnants`).
    func erasure(of drawn: Buffer, in snapshot: TmuxPane.Snapshot, now: Size) -> [UInt8] {
        if now != screen || snapshot.rows.count != screen.height {
            let remnants = Self.resizedRemnants(of: drawn, in: snapshot.rows, width: now.width)
            return remnants.isEmpty ? [] : Escape.beginSynchronizedUpdate + Self.blanking(remnants) + Escape.endSynchronizedUpdate
        }
        let expected = DrawnRow.rows(of: drawn)
        for offset in 0...box.y {
            let top = box.y - offset
            let matching = expected.indices.filter { !expected[$0].isEmpty && expected[$0].reads(snapshot.rows[top + $0]) }
            if offset == 0 ? !matching.isEmpty : matching.count == expected.count {
                return Escape.beginSynchronizedUpdate + eraseBytes(rows: matching.map { top + $0 }) + Escape.endSynchronizedUpdate
            }
        }
        return []
    }

    /// Where the box's rows are in a pane resized to `width` columns since they were drawn, and which of their
    /// columns to blank: the visible rows that read as one of the box's rows or, in a narrower pane, as one of
    /// the pieces tmux wraps a row into (each `width` columns of it, a wide glyph that does not fit starting
    /// the next); a piece of coloured blanks alone, which reads as nothing, where the row beside it says it is.
    /// A pane made shorter loses rows below the cursor, or moves rows up; a narrower one wraps the long rows
    /// and moves rows up. A row that reads as anything else is not the box's and is left alone.
    static func resizedRemnants(of drawn: Buffer, in rows: [String], width: Int) -> [(row: Int, columns: Range<Int>)] {
        guard width > 0 else { return [] }
        /// A piece of a drawn row: its text as the pane shows it (trailing blanks trimmed), and the columns
        /// from its first drawn cell to its last, if it has any.
        typealias Piece = (text: String, columns: Range<Int>?)
        var drawnRows: [[Piece]] = []
        for y in 0..<drawn.size.height {
            var pieces: [Piece] = []
            var text = "", column = 0, first: Int?, last = 0
            func finish() {
                while text.last == " " { text.removeLast() }
                pieces.append((text, first.map { $0..<last }))
                (text, column, first, last) = ("", 0, nil, 0)
            }
            for x in 0..<drawn.size.width {
                let cell = drawn[x: x, y: y]
                if cell.isContinuation { continue }
                let cellWidth = Int(cell.width)
                if column + cellWidth > width { finish() }
                text += cell.grapheme
                if cell.grapheme != " " || cell.style != .plain {
                    if first == nil { first = column }
                    last = column + cellWidth
                }
                column += cellWidth
            }
            finish()
            drawnRows.append(pieces)
        }
        var remnants: [(row: Int, columns: Range<Int>)] = []
        var taken = Set<Int>()
        func take(_ row: Int, _ columns: Range<Int>?) {
            guard let columns, rows.indices.contains(row), !taken.contains(row) else { return }
            taken.insert(row)
            remnants.append((row, columns))
        }
        for (index, row) in rows.enumerated() where !row.isEmpty && !taken.contains(index) {
            for pieces in drawnRows {
                guard let matched = pieces.firstIndex(where: { $0.text == row && $0.columns != nil }) else { continue }
                take(index, pieces[matched].columns)
                // The blank pieces beside it, where the pane reads blank.
                for (offset, piece) in pieces.enumerated() where piece.text.isEmpty && offset != matched {
                    let neighbour = index + offset - matched
                    if rows.indices.contains(neighbour), rows[neighbour].isEmpty { take(neighbour, piece.columns) }
                }
                break
            }
        }
        return remnants.sorted { $0.row < $1.row }
    }

    /// Blanks the box's columns in `rows`.
    func eraseBytes(rows: [Int]) -> [UInt8] { Self.blanking(rows.map { ($0, box.x..<(box.x + box.width)) }) }

    /// Blanks `columns` of each `row`, the cursor and its colours saved and restored around it.
    static func blanking(_ spans: [(row: Int, columns: Range<Int>)]) -> [UInt8] {
        var bytes = Escape.saveCursor + Escape.resetStyle
        for span in spans {
            bytes += Escape.cursorPosition(row: span.row, column: span.columns.lowerBound) + Escape.eraseCharacters(span.columns.count)
        }
        return bytes + Escape.restoreCursor
    }
}

/// A row of the band as the pane may read it back: as drawn, trailing blanks trimmed (as `capture-pane` does),
/// except that a grapheme whose width terminals disagree on (`Glyph.widthIsUncertain`) may read as only the first
/// of its scalars, or none. tmux 3.3 gives 👍🏽 four columns, so the cell drawn after the emoji, placed at its own
/// column, covers the skin tone: the row reads `Saved 👍 ok`. Everything else in the row must read as drawn.
struct DrawnRow {
    /// Text read exactly, then the uncertain grapheme after it (none after the last), read as any of its prefixes.
    private var pieces: [(text: [Unicode.Scalar], uncertain: [Unicode.Scalar])] = []

    init(_ buffer: Buffer, row y: Int) {
        var text: [Unicode.Scalar] = []
        for x in 0..<buffer.size.width {
            let cell = buffer[x: x, y: y]
            if cell.isContinuation { continue }
            if cell.glyph.widthIsUncertain {
                pieces.append((text, Array(cell.grapheme.unicodeScalars)))
                text = []
            } else {
                text += cell.grapheme.unicodeScalars
            }
        }
        while text.last == " " { text.removeLast() }
        pieces.append((text, []))
    }

    static func rows(of buffer: Buffer) -> [DrawnRow] {
        (0..<buffer.size.height).map { DrawnRow(buffer, row: $0) }
    }

    /// Whether the row shows nothing: no text, no grapheme.
    var isEmpty: Bool { pieces.count == 1 && pieces[0].text.isEmpty }

    /// Whether the pane's `row` reads as this one.
    func reads(_ row: String) -> Bool {
        let read = Array(row.unicodeScalars)
        // Where in `read` the pieces so far can have ended.
        var ends = [Bool](repeating: false, count: read.count + 1)
        ends[0] = true
        for piece in pieces {
            var next = [Bool](repeating: false, count: read.count + 1)
            for start in ends.indices where ends[start] {
                var end = start + piece.text.count
                guard end <= read.count, read[start..<end].elementsEqual(piece.text) else { continue }
                next[end] = true
                for scalar in piece.uncertain {
                    guard end < read.count, read[end] == scalar else { break }
                    end += 1
                    next[end] = true
                }
            }
            ends = next
        }
        return ends[read.count]
    }
}
