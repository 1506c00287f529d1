/// Turns cell changes into the bytes that draw them, remembering the cursor and the style so a gap costs the
/// shortest motion and a style change only what changed (ratatui-crossterm's `draw`, fzf's light renderer).
public struct ANSIEncoder: Sendable {
    /// How the encoder moves the cursor.
    public enum Motion: Equatable, Sendable {
        /// CUP: buffer row r is screen row `originRow + r` (full screen, or inline with a known top row).
        case absolute(originRow: Int = 0)
        /// CUU, CUD, CUF, CUB, CHA and CR only (inline, screen row unknown); the cursor starts at buffer (0, 0).
        case relative
    }

    public let colorDepth: ColorDepth
    public let motion: Motion
    /// The terminal's width, when known: then only text ending in the last column leaves the cursor's column uncertain.
    public let columns: Int?
    /// Whether a run of equal blanks may be erased (ECH, EL): only with background-colour erase (`TerminalTraits`).
    public let erasesRuns: Bool

    private var row: Int?
    private var column: Int?
    /// Set after text that may have ended in the last column: xterm's "pending wrap" may leave the real column one
    /// less (ctlseqs, "DECAWM"; https://github.com/mattiase/wraptest), so moves relying on it wait for an absolute one.
    private var columnMayBePendingWrap = false
    /// Set after a grapheme whose width terminals disagree on (`DisplayWidth.isUncertain`): the next cell outside its
    /// run is placed at an absolute column, so only that glyph's own cells can be wrong.
    private var columnIsUncertain = false
    /// The style the terminal is using, as sent (resolved); nil when unknown.
    private var activeStyle: Style?
    /// The last style a cell asked for, so runs of equal cells skip resolving it again.
    private var requestedStyle: Style?
    /// The last glyph drawn and whether its width is uncertain, so a run of one glyph (a border) looks it up once.
    private var lastGlyph = Glyph.empty
    private var lastGlyphIsUncertain = false

    public init(colorDepth: ColorDepth, motion: Motion, columns: Int? = nil, erasesRuns: Bool = false) {
        self.colorDepth = colorDepth
        self.motion = motion
        self.columns = columns
        self.erasesRuns = erasesRuns
        if motion == .relative {
            row = 0
            column = 0
        }
    }

    /// Where the encoder believes the cursor is, in buffer coordinates, or nil when it does not know.
    public var cursor: (x: Int, y: Int)? {
        guard let row, let column else { return nil }
        return (column, row)
    }

    /// Appends the bytes that draw `changes`, in order, skipping continuation cells.
    public mutating func encode(_ changes: [CellChange], into out: inout [UInt8]) {
        var index = changes.startIndex
        while index < changes.endIndex {
            let change = changes[index]
            index += 1
            if change.cell.isContinuation { continue }
            // A printable ASCII cell right after the last one, in the style already set, is its byte alone.
            if let byte = change.cell.glyph.asciiByte, row == change.y, column == change.x, !columnIsUncertain,
               activeStyle != nil, requestedStyle == change.cell.style, !(erasesRuns && Self.isErasable(change.cell)) {
                out.append(byte)
                column = change.x + 1
                columnMayBePendingWrap = columns.map { change.x + 1 >= $0 } ?? true
                continue
            }
            if erasesRuns, let run = erasableRun(changes, from: index - 1) {
                // Erased in the cell's style, the cursor left where the erase began.
                moveCursor(toX: change.x, y: change.y, into: &out)
                applyStyle(change.cell.style, into: &out)
                if run.toEndOfRow {
                    Escape.eraseLine(.toEnd, into: &out)
                } else {
                    out += Escape.eraseCharacters(run.length)
                }
                index += run.length - 1
                continue
            }
            if change.cell.glyph != lastGlyph {
                lastGlyph = change.cell.glyph
                lastGlyphIsUncertain = lastGlyph.widthIsUncertain
            }
            let uncertain = lastGlyphIsUncertain
            // A run of uncertain graphemes goes on without a move: the run as a whole is placed again after it.
            if !(uncertain && columnIsUncertain && row == change.y && column == change.x) {
                moveCursor(toX: change.x, y: change.y, into: &out)
            }
            applyStyle(change.cell.style, into: &out)
            if change.cell.glyph.isEmpty {
                out.append(UInt8(ascii: " "))
            } else {
                change.cell.glyph.appendUTF8(to: &out)
            }
            let end = change.x + max(1, Int(change.cell.width))
            column = end
            columnMayBePendingWrap = columns.map { end >= $0 } ?? true
            columnIsUncertain = uncertain
        }
    }

    /// Blank cells whose erase looks the same as the cell: a space with no underline or reverse.
    private static func isErasable(_ cell: Cell) -> Bool {
        cell.width == 1 && cell.glyph == Cell.blank.glyph && cell.style.attributes.isSubset(of: [.bold, .dim, .italic])
    }

    /// The run of equal erasable blanks from `start` on one row, when EL (to the row's end) or ECH is shorter.
    private func erasableRun(_ changes: [CellChange], from start: Int) -> (length: Int, toEndOfRow: Bool)? {
        let first = changes[start]
        guard Self.isErasable(first.cell) else { return nil }
        var end = start + 1
        while end < changes.endIndex, changes[end].y == first.y, changes[end].x == first.x + (end - start),
              changes[end].cell == first.cell {
            end += 1
        }
        let length = end - start
        if let columns, first.x + length >= columns, length > 3 { return (length, true) }
        // ECH, and a move past the erased cells for what follows.
        return length > 2 * Self.relativeCost(length) ? (length, false) : nil
    }

    /// Appends the shortest motion that puts the cursor at buffer (`x`, `y`), or nothing if it is there.
    public mutating func moveCursor(toX x: Int, y: Int, into out: inout [UInt8]) {
        // After a write, a cursor at an existing cell `x` is certain: no pending wrap.
        if row == y && column == x && !columnIsUncertain { return }

        // A new row, or a cell after an uncertain grapheme, starts from an absolute column: a glyph's width stays its own.
        let horizontal = row == y && !columnIsUncertain ? cheapestColumnMove(to: x) : absoluteColumnMove(to: x)
        switch motion {
        case .absolute(let originRow):
            let direct = Self.cursorPositionCost(row: originRow + y, column: x)
            if let row, Self.verticalCost(y - row) + horizontal.cost < direct {
                emitVertical(y - row, into: &out)
                emitColumnMove(horizontal.move, into: &out)
            } else {
                Escape.cursorPosition(row: originRow + y, column: x, into: &out)
            }
        case .relative:
            emitVertical(y - (row ?? y), into: &out)
            emitColumnMove(horizontal.move, into: &out)
        }
        row = y
        column = x
        columnMayBePendingWrap = false
        columnIsUncertain = false
    }

    /// Whether the encoder set a style other than the plain one, which the terminal is still in.
    public var leavesStyle: Bool { activeStyle != nil && activeStyle != .plain }

    /// Appends SGR 0 unless the terminal is known to be in the plain style already.
    public mutating func resetStyle(into out: inout [UInt8]) {
        if activeStyle != .plain { out.append(contentsOf: Escape.resetStyle) }
        activeStyle = .plain
        requestedStyle = nil
    }

    // MARK: - Style

    private mutating func applyStyle(_ style: Style, into out: inout [UInt8]) {
        if let requestedStyle, requestedStyle == style, activeStyle != nil { return }
        requestedStyle = style
        let target = Style(
            foreground: colorDepth.resolve(style.foreground),
            background: colorDepth.resolve(style.background),
            attributes: colorDepth == .none ? style.attributes.intersection(.monochrome) : style.attributes)
        if let current = activeStyle {
            if current == target { return }
            // Removing bold or dim alone (22) removes the other too, so any removal starts from a reset.
            if current.attributes.isSubset(of: target.attributes) && target != .plain {
                Escape.sgr(
                    reset: false, attributes: target.attributes.subtracting(current.attributes),
                    foreground: target.foreground == current.foreground ? nil : target.foreground,
                    background: target.background == current.background ? nil : target.background,
                    into: &out)
                activeStyle = target
                return
            }
        }
        Escape.sgr(
            reset: true, attributes: target.attributes, foreground: target.foreground,
            background: target.background, into: &out)
        activeStyle = target
    }

    // MARK: - Motion

    private enum ColumnMove {
        case none, carriageReturn, forward(Int), back(Int), absolute(Int)
    }

    /// The cheapest way to column `x` on the cursor's row and its length; a relative move wins a tie.
    private func cheapestColumnMove(to x: Int) -> (move: ColumnMove, cost: Int) {
        var best: (move: ColumnMove, cost: Int) = (.absolute(x), Self.cursorColumnCost(x))
        if x == 0 && best.cost > 1 { best = (.carriageReturn, 1) }
        guard let column else { return best }
        if column == x { return (.none, 0) }
        // Forward is safe even in a pending wrap: a column right of the cursor exists, so there is no wrap.
        if x > column || !columnMayBePendingWrap {
            let cost = Self.relativeCost(abs(x - column))
            if cost <= best.cost { best = (x > column ? .forward(x - column) : .back(column - x), cost) }
        }
        return best
    }

    /// The cheapest move to column `x` that does not depend on the cursor: CR, or CHA.
    private func absoluteColumnMove(to x: Int) -> (move: ColumnMove, cost: Int) {
        x == 0 ? (.carriageReturn, 1) : (.absolute(x), Self.cursorColumnCost(x))
    }

    private func emitColumnMove(_ move: ColumnMove, into out: inout [UInt8]) {
        switch move {
        case .none: break
        case .carriageReturn: out.append(contentsOf: Escape.carriageReturn)
        case .forward(let n): Escape.cursorForward(n, into: &out)
        case .back(let n): Escape.cursorBack(n, into: &out)
        case .absolute(let x): Escape.cursorColumn(x, into: &out)
        }
    }

    private func emitVertical(_ rows: Int, into out: inout [UInt8]) {
        if rows > 0 { Escape.cursorDown(rows, into: &out) }
        if rows < 0 { Escape.cursorUp(-rows, into: &out) }
    }

    // Byte counts of the sequences `Escape` writes.

    private static func digits(_ n: Int) -> Int { n < 10 ? 1 : 1 + digits(n / 10) }

    /// CUU, CUD, CUF or CUB by `n`, where a count of 1 is left out.
    private static func relativeCost(_ n: Int) -> Int { n == 1 ? 3 : 3 + digits(n) }

    private static func verticalCost(_ rows: Int) -> Int { rows == 0 ? 0 : relativeCost(abs(rows)) }

    private static func cursorColumnCost(_ x: Int) -> Int { x == 0 ? 3 : 3 + digits(x + 1) }

    private static func cursorPositionCost(row: Int, column: Int) -> Int {
        if row == 0 && column == 0 { return 3 }
        return 3 + digits(row + 1) + (column > 0 ? 1 + digits(column + 1) : 0)
    }
}
