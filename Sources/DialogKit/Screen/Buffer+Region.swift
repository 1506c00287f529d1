extension Buffer {
    /// The cells of `rect` (clipped) as a buffer; a wide glyph cut by its left edge leaves a blank.
    public func cropped(to rect: Rect) -> Buffer {
        let clipped = rect.intersection(area)
        var result = Buffer(size: Size(width: rect.width, height: rect.height))
        guard !clipped.isEmpty else { return result }
        for y in clipped.y..<clipped.maxY {
            for x in clipped.x..<clipped.maxX {
                let cell = self[x: x, y: y]
                if !cell.isContinuation {
                    result.set(cell, x: x - rect.x, y: y - rect.y)
                } else if x == clipped.x {
                    result.set(.blank(self[x: x - 1, y: y].style), x: x - rect.x, y: y - rect.y)
                }
            }
        }
        return result
    }

    /// Writes every cell of `other` with its top left cell at `origin`, clipped to this buffer.
    public mutating func copy(_ other: Buffer, to origin: Point) {
        for y in 0..<other.size.height {
            for x in 0..<other.size.width where !other[x: x, y: y].isContinuation {
                set(other[x: x, y: y], x: origin.x + x, y: origin.y + y)
            }
        }
    }
}
