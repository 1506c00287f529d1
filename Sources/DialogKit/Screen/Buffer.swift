/// A frame: a grid of cells that widgets draw into and the diff compares; writes are clipped, and writing over
/// either half of a wide glyph blanks the other in its style.
public struct Buffer: Equatable, Sendable {
    public let size: Size
    /// The cells row by row; `cells[y * size.width + x]` is the cell at (x, y).
    private(set) var cells: [Cell]

    /// A buffer of `size` with every cell set to `cell` (a wide `cell` is treated as a blank).
    public init(size: Size, filledWith cell: Cell = .blank) {
        let size = Size(width: max(0, size.width), height: max(0, size.height))
        self.size = size
        let filler = cell.width == 1 ? cell : .blank(cell.style)
        cells = Array(repeating: filler, count: size.area)
    }

    /// The whole buffer as a rectangle at the origin.
    public var area: Rect { Rect(size: size) }

    /// The cell at (`x`, `y`); `Cell.blank` outside the buffer, so clipped drawing need not check.
    public subscript(x x: Int, y y: Int) -> Cell {
        guard x >= 0, y >= 0, x < size.width, y < size.height else { return .blank }
        return cells[y * size.width + x]
    }

    /// Puts one cell at (`x`, `y`); a wide cell with no room, or a continuation, becomes a blank in its style.
    public mutating func set(_ cell: Cell, x: Int, y: Int) {
        guard x >= 0, y >= 0, x < size.width, y < size.height else { return }
        let index = y * size.width + x
        if cell.width == 2 && x + 1 < size.width {
            write(cell, at: index, x: x)
        } else {
            write(cell.width == 1 ? cell : .blank(cell.style), at: index, x: x)
        }
    }

    /// Sets every cell of `rect` (clipped) to `cell`, a wide one every two columns.
    public mutating func fill(_ rect: Rect, with cell: Cell) {
        let clipped = rect.intersection(area)
        guard !clipped.isEmpty else { return }
        for y in clipped.y..<clipped.maxY {
            let rowStart = y * size.width
            if cell.width == 2 {
                var x = clipped.x
                while x < clipped.maxX {
                    let fits = x + 1 < clipped.maxX
                    write(fits ? cell : .blank(cell.style), at: rowStart + x, x: x)
                    x += fits ? 2 : 1
                }
            } else {
                let filler = cell.width == 1 ? cell : .blank(cell.style)
                // Only the edges can cut a wide glyph; everything between is overwritten anyway.
                releaseWideGlyph(at: rowStart + clipped.x, x: clipped.x)
                releaseWideGlyph(at: rowStart + clipped.maxX - 1, x: clipped.maxX - 1)
                cells.withUnsafeMutableBufferPointer { cells in
                    cells[(rowStart + clipped.x)..<(rowStart + clipped.maxX)].update(repeating: filler)
                }
            }
        }
    }

    /// Lays `style` over every cell in `rect` with `Style.patched(with:)`, keeping what it leaves unset.
    public mutating func patchStyle(_ style: Style, in rect: Rect) {
        let clipped = rect.intersection(area)
        for y in clipped.y..<clipped.maxY {
            for index in (y * size.width + clipped.x)..<(y * size.width + clipped.maxX) where !cells[index].isContinuation {
                cells[index].style = cells[index].style.patched(with: style)
            }
        }
    }

    /// Writes `text` from (`x`, `y`) rightwards, a grapheme a cell, up to the right edge or `maxWidth`; returns the
    /// columns used (where the next write goes). A wide glyph with no room leaves a space.
    @discardableResult
    public mutating func put(
        _ text: some StringProtocol, x: Int, y: Int, style: Style, maxWidth: Int? = nil
    ) -> Int {
        guard y >= 0, y < size.height else { return 0 }
        var limit = size.width
        if let maxWidth { limit = min(limit, x + max(0, maxWidth)) }
        let rowStart = y * size.width
        // Printable ASCII is a column and a grapheme per byte, with no segmenting or measuring.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            var column = x
            for byte in text.utf8 {
                if column >= limit { break }
                if column >= 0 {
                    write(Cell(glyph: Glyph(ascii: byte), width: 1, style: style), at: rowStart + column, x: column)
                }
                column += 1
            }
            return column - x
        }
        var column = x
        var previous: Int?
        /// Writes one cell's grapheme at `column`; false when it has no room.
        func place(_ character: Character) -> Bool {
            let width = min(2, Int(character.displayWidth))
            if width == 0 {
                if let previous { cells[previous].grapheme.append(character) }
                return true
            }
            if column + width > limit {
                if column >= 0 && column < limit {
                    write(.blank(style), at: rowStart + column, x: column)
                    column += 1
                }
                return false
            }
            if column >= 0 {
                previous = rowStart + column
                let cell = Cell(glyph: Glyph(character), width: UInt8(width), style: style)
                write(cell, at: rowStart + column, x: column)
            } else {
                previous = nil
                // A wide glyph straddling the left edge: only its right half would show, so show a space.
                if column + width > 0 { write(.blank(style), at: rowStart, x: 0) }
            }
            column += width
            return true
        }
        /// Writes a printable ASCII byte, a grapheme of its own, at `column`; false when it has no room.
        func placeASCII(_ byte: UInt8) -> Bool {
            guard column < limit else { return false }
            previous = column >= 0 ? rowStart + column : nil
            if column >= 0 { write(Cell(glyph: Glyph(ascii: byte), width: 1, style: style), at: rowStart + column, x: column) }
            column += 1
            return true
        }
        let utf8 = text.utf8
        var index = text.startIndex
        characters: while index < text.endIndex {
            let byte = utf8[index], next = utf8.index(after: index)
            // Printable ASCII followed by ASCII (or by nothing) is a grapheme alone: no segmenting or measuring.
            if byte >= 0x20, byte < 0x7F, next == utf8.endIndex || utf8[next] < 0x80 {
                guard placeASCII(byte) else { break }
                index = next
                continue
            }
            let original = text[index]
            index = text.index(after: index)
            // A `--colors` mark left in text drawn plainly is never written.
            guard let character = ColorCodes.withoutStrayMarks(original) else { continue }
            // A letter with a spacing vowel sign takes a cell for each, as terminals advance for each.
            if character.unicodeScalars.count > 1, let parts = DisplayWidth.cells(of: character) {
                for part in parts where !place(part) { break characters }
            } else if !place(character) {
                break
            }
        }
        return column - x
    }

    /// The text of each row as a user sees it, trailing spaces kept so a picture is exact.
    public func lines() -> [String] {
        var result: [String] = []
        result.reserveCapacity(size.height)
        for y in 0..<size.height {
            var line = ""
            line.reserveCapacity(size.width)
            for cell in cells[(y * size.width)..<((y + 1) * size.width)] where !cell.isContinuation {
                line += cell.grapheme
            }
            result.append(line)
        }
        return result
    }

    /// The text of each row with trailing spaces removed, for pictures of content narrower than the buffer.
    public func trimmedLines() -> [String] {
        lines().map { line in
            var end = line.endIndex
            while end > line.startIndex, line[line.index(before: end)] == " " { end = line.index(before: end) }
            return String(line[..<end])
        }
    }

    // MARK: - Keeping wide glyphs whole

    /// Stores `cell` at `index`, first blanking whatever wide glyph it cuts in half.
    private mutating func write(_ cell: Cell, at index: Int, x: Int) {
        releaseWideGlyph(at: index, x: x)
        if cell.width == 2 {
            releaseWideGlyph(at: index + 1, x: x + 1)
            cells[index + 1] = .continuation
        }
        cells[index] = cell
    }

    /// Blanks the other half of a wide glyph the cell at `index` belongs to, in the glyph's style.
    private mutating func releaseWideGlyph(at index: Int, x: Int) {
        let old = cells[index]
        if old.width == 0 && x > 0 {
            cells[index - 1] = .blank(cells[index - 1].style)
        } else if old.width == 2 && x + 1 < size.width {
            cells[index + 1] = .blank(old.style)
        }
    }

    /// Makes rows `rows` cell for cell those of `other`, continuations too; `other` is as wide.
    mutating func copyRows(_ rows: Range<Int>, from other: Buffer) {
        let cellsOfRows = rows.lowerBound * size.width..<rows.upperBound * size.width
        cells.replaceSubrange(cellsOfRows, with: other.cells[cellsOfRows])
    }
}

extension Buffer: CustomStringConvertible {
    /// The rows joined by newlines, as `lines()` shows them.
    public var description: String { lines().joined(separator: "\n") }
}
