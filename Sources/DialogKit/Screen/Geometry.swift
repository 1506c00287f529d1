/// A width and a height in terminal cells.
public struct Size: Hashable, Sendable {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The number of cells, or 0 when either side is not positive.
    public var area: Int { width > 0 && height > 0 ? width * height : 0 }

    /// This size no taller than `height` (nil: as it is).
    func limited(height: Int?) -> Size {
        guard let height else { return self }
        return Size(width: width, height: max(1, min(self.height, height)))
    }
}

/// A cell position: `x` is the column, `y` the row, both counted from 0 at the top left.
public struct Point: Hashable, Sendable {
    public var x: Int
    public var y: Int

    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)
}

/// A rectangle of cells: columns `x..<maxX`, rows `y..<maxY`.
public struct Rect: Hashable, Sendable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// A rectangle at `origin` (the top left cell) of `size`.
    public init(origin: Point = .zero, size: Size) {
        self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }

    /// The column just right of the rectangle.
    public var maxX: Int { x + width }
    /// The row just below the rectangle.
    public var maxY: Int { y + height }
    public var origin: Point { Point(x: x, y: y) }
    public var size: Size { Size(width: width, height: height) }
    /// Whether the rectangle holds no cell at all.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// Whether the cell at (`x`, `y`) lies inside.
    public func contains(x: Int, y: Int) -> Bool {
        x >= self.x && x < maxX && y >= self.y && y < maxY
    }

    /// The cells both rectangles share; an empty rectangle (width and height 0) when they share none.
    public func intersection(_ other: Rect) -> Rect {
        let left = max(x, other.x)
        let top = max(y, other.y)
        let right = min(maxX, other.maxX)
        let bottom = min(maxY, other.maxY)
        guard right > left, bottom > top else { return Rect(x: left, y: top, width: 0, height: 0) }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The rectangle shrunk by `amount` cells on every side, never to a negative size.
    public func inset(by amount: Int) -> Rect {
        inset(horizontal: amount, vertical: amount)
    }

    /// The rectangle shrunk by `horizontal` cells left and right and `vertical` cells above and below.
    public func inset(horizontal: Int, vertical: Int) -> Rect {
        Rect(
            x: x + horizontal, y: y + vertical,
            width: max(0, width - 2 * horizontal), height: max(0, height - 2 * vertical))
    }
}
