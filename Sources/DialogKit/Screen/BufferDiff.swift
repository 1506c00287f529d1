/// One cell to redraw: where it is and what goes there.
public struct CellChange: Equatable, Sendable {
    public var x: Int
    public var y: Int
    public var cell: Cell

    public init(x: Int, y: Int, cell: Cell) {
        self.x = x
        self.y = y
        self.cell = cell
    }
}

/// The pure comparison of two frames that tells the encoder what to redraw.
public enum BufferDiff {
    /// The cells that must be redrawn to turn a screen showing `previous` into one showing `next`, in
    /// row-major order.
    ///
    /// When the sizes differ, every cell of `next` is a change. A wide glyph is one change that paints
    /// both its columns, so continuation cells never appear themselves. When a wide glyph of `previous`
    /// is replaced, the cells it covered are redrawn even if they look unchanged, because a terminal
    /// erases the whole glyph when either half is overwritten (ratatui `Buffer::diff`).
    public static func diff(from previous: Buffer, to next: Buffer) -> [CellChange] {
        let width = next.size.width
        var changes: [CellChange] = []
        // Room for every cell at once: memory that is reserved but never written costs nothing, while
        // growing the array by doubling copied it again and again and touched twice the pages.
        changes.reserveCapacity(next.cells.count)
        guard previous.size == next.size else {
            for (index, cell) in next.cells.enumerated() where !cell.isContinuation {
                changes.append(CellChange(x: index % width, y: index / width, cell: cell))
            }
            return changes
        }
        // Cells are compared where they lie, without the array's bounds checks on every cell of every frame.
        next.cells.withUnsafeBufferPointer { newCells in
            previous.cells.withUnsafeBufferPointer { oldCells in
                let rowBytes = width * MemoryLayout<Cell>.stride
                for y in 0..<next.size.height {
                    let rowStart = y * width
                    // A row whose cells are the same bytes has nothing to redraw (nothing carries over from the
                    // row above), and most rows of most frames are: one compare of the row instead of each cell.
                    if let new = newCells.baseAddress, let old = oldCells.baseAddress,
                       Platform.sameBytes(new + rowStart, old + rowStart, count: rowBytes) {
                        continue
                    }
                    // Columns still covered by a glyph that was just drawn or replaced; they must be redrawn.
                    var invalidated = 0
                    for x in 0..<width {
                        let index = rowStart + x
                        let newWidth = newCells[index].width, oldWidth = oldCells[index].width
                        if newWidth != 0 && (invalidated > 0 || newCells[index] != oldCells[index]) {
                            changes.append(CellChange(x: x, y: y, cell: newCells[index]))
                        }
                        invalidated = max(0, max(invalidated, Int(max(newWidth, oldWidth))) - 1)
                    }
                }
            }
        }
        return changes
    }
}
