/// One terminal cell: the grapheme shown there, how many columns it covers, and its style.
///
/// A wide glyph (a CJK ideograph, most emoji) lives in the cell of its left column with `width` 2; the
/// cell to its right holds `Cell.continuation`, which is never drawn itself. Every other cell has width 1.
/// The grapheme is a `String` rather than a `Character` because a zero-width grapheme that cannot join
/// its neighbour (a zero-width space, say) is kept with the cell before it. Short graphemes are stored
/// inline, so comparing two cells while diffing a frame does not chase pointers.
public struct Cell: Hashable, Sendable {
    /// What the terminal is sent for this cell: one grapheme, or empty for a continuation.
    public var grapheme: String
    /// Columns covered: 1, 2 for a wide glyph, 0 for a continuation.
    public var width: UInt8
    public var style: Style

    /// A cell holding `grapheme`, which the caller has measured as `width` columns (1 or 2).
    public init(grapheme: String, width: UInt8, style: Style = .plain) {
        self.grapheme = grapheme
        self.width = width
        self.style = style
    }

    /// A cell holding `character`, measured with the Text layer's width table; a zero-width character
    /// counts as one column so the cell stays drawable.
    public init(_ character: Character, style: Style = .plain) {
        let measured = Int(character.displayWidth)
        self.init(grapheme: String(character), width: measured >= 2 ? 2 : 1, style: style)
    }

    /// A space in the plain style.
    public static let blank = Cell(grapheme: " ", width: 1)

    /// The right column of a wide glyph, which the glyph's own cell paints.
    public static let continuation = Cell(grapheme: "", width: 0)

    /// A space in `style`, as used to clear a region while keeping its colours.
    public static func blank(_ style: Style) -> Cell {
        Cell(grapheme: " ", width: 1, style: style)
    }

    /// Whether this is the right column of a wide glyph.
    public var isContinuation: Bool { width == 0 }

    /// Whether this cell's glyph covers two columns.
    public var isWide: Bool { width == 2 }

    /// Cells are equal when they would send the same bytes: graphemes compare by their UTF-8, not by
    /// Unicode canonical equivalence, which would pull normalisation into every frame's diff.
    public static func == (lhs: Cell, rhs: Cell) -> Bool {
        lhs.width == rhs.width && lhs.style == rhs.style && sameBytes(lhs.grapheme, rhs.grapheme)
    }

    /// Whether two graphemes have the same UTF-8.
    ///
    /// The diff asks this for every cell of every frame, and nearly always of equal cells. A grapheme is a
    /// small string stored inline, so equal graphemes have equal representations and that comparison of
    /// two words settles it; only different representations (a heap string, or different text) go on to
    /// the byte comparison.
    @inline(__always)
    static func sameBytes(_ lhs: String, _ rhs: String) -> Bool {
        if unsafeBitCast(lhs, to: (UInt64, UInt64).self) == unsafeBitCast(rhs, to: (UInt64, UInt64).self) { return true }
        return lhs.utf8.elementsEqual(rhs.utf8)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(style)
        for byte in grapheme.utf8 { hasher.combine(byte) }
    }
}
