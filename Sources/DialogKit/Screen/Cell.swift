/// One terminal cell: its grapheme, the columns it covers and its style, in two words. A wide glyph lives in its
/// left cell with `width` 2, the right one `Cell.continuation`, never drawn.
public struct Cell: Hashable, Sendable {
    /// What the terminal is sent for this cell, as UTF-8, and the columns it covers.
    var glyph: Glyph
    public var style: Style

    /// A cell holding `grapheme`, which the caller has measured as `width` columns (1 or 2).
    public init(grapheme: String, width: UInt8, style: Style = .plain) {
        self.init(glyph: Glyph(grapheme), width: width, style: style)
    }

    init(glyph: Glyph, width: UInt8, style: Style) {
        self.glyph = glyph
        self.glyph.width = width
        self.style = style
    }

    /// A cell holding `character`; a zero-width one counts as one column so the cell stays drawable.
    public init(_ character: Character, style: Style = .plain) {
        let measured = Int(character.displayWidth)
        self.init(glyph: Glyph(character), width: measured >= 2 ? 2 : 1, style: style)
    }

    /// Columns covered: 1, 2 for a wide glyph, 0 for a continuation.
    public var width: UInt8 {
        get { glyph.width }
        set { glyph.width = newValue }
    }

    /// What the terminal is sent for this cell: one grapheme, or empty for a continuation.
    public var grapheme: String {
        get { glyph.string }
        set { glyph = Glyph(newValue, width: glyph.width) }
    }

    /// A space in the plain style.
    public static let blank = Cell(glyph: .space, width: 1, style: .plain)

    /// The right column of a wide glyph, which the glyph's own cell paints.
    public static let continuation = Cell(glyph: .empty, width: 0, style: .plain)

    /// A space in `style`, as used to clear a region while keeping its colours.
    public static func blank(_ style: Style) -> Cell {
        Cell(glyph: .space, width: 1, style: style)
    }

    /// Whether this is the right column of a wide glyph.
    public var isContinuation: Bool { width == 0 }

    /// Whether this cell's glyph covers two columns.
    public var isWide: Bool { width == 2 }
}

/// The UTF-8 of one grapheme in one word, with its columns: up to 7 bytes inline, a longer one by its number in a
/// shared table. Glyphs compare by their bytes, not canonical equivalence, which would normalise every frame.
struct Glyph: Hashable, Sendable {
    /// Bytes 0–6 of the UTF-8 (or a long grapheme's number); in the top byte the count (or `longTag`) and width.
    private var bits: UInt64

    private static let longTag: UInt64 = 0xF
    private static let inlineCapacity = 7
    private static let countShift: UInt64 = 56
    private static let widthShift: UInt64 = 60
    private static let payloadMask: UInt64 = 1 << countShift - 1

    private init(bits: UInt64) {
        self.bits = bits
    }

    static let empty = Glyph(bits: 0)
    static let space = Glyph(ascii: UInt8(ascii: " "))

    /// The glyph of one ASCII byte.
    init(ascii byte: UInt8) {
        self.init(bits: UInt64(byte) | 1 << Self.countShift)
    }

    init(_ character: Character) {
        // A character's bytes are read where they lie: walking its UTF-8 view costs several times more a byte.
        let utf8 = character.utf8
        self = utf8.withContiguousStorageIfAvailable { Glyph($0) } ?? Glyph(utf8)
    }

    init(_ text: String, width: UInt8 = 0) {
        self.init(text.utf8)
        self.width = width
    }

    init<Bytes: Collection<UInt8>>(_ bytes: Bytes) {
        let count = bytes.count
        guard count <= Self.inlineCapacity else {
            self.init(bits: UInt64(LongGraphemes.number(of: Array(bytes))) | Self.longTag << Self.countShift)
            return
        }
        var bits: UInt64 = 0, shift: UInt64 = 0
        for byte in bytes {
            bits |= UInt64(byte) << shift
            shift += 8
        }
        self.init(bits: bits | UInt64(count) << Self.countShift)
    }

    /// The columns the grapheme covers, as its cell was given them: 0, 1 or 2.
    var width: UInt8 {
        get { UInt8(truncatingIfNeeded: bits >> Self.widthShift & 0x3) }
        set { bits = bits & ~(0x3 << Self.widthShift) | UInt64(newValue & 0x3) << Self.widthShift }
    }

    private var count: UInt64 { bits >> Self.countShift & 0xF }

    var isEmpty: Bool { count == 0 }

    /// The byte of a one-column printable ASCII glyph (space to tilde), else nil.
    var asciiByte: UInt8? {
        let byte = UInt8(truncatingIfNeeded: bits)
        // The top byte: a count of 1 and a width of 1.
        return bits >> Self.countShift == 1 | 1 << (Self.widthShift - Self.countShift) && byte >= 0x20 && byte < 0x7F
            ? byte : nil
    }

    /// Hands the grapheme's UTF-8 to `body`.
    func withUTF8<R>(_ body: (UnsafeRawBufferPointer) -> R) -> R {
        let count = count
        if count == Self.longTag { return LongGraphemes.bytes(number: Int(bits & Self.payloadMask)).withUnsafeBytes(body) }
        return withUnsafeBytes(of: bits.littleEndian) { body(UnsafeRawBufferPointer(rebasing: $0[..<Int(count)])) }
    }

    /// Appends the grapheme's UTF-8 to `out`.
    func appendUTF8(to out: inout [UInt8]) {
        let count = count
        guard count != Self.longTag else { return withUTF8 { out.append(contentsOf: $0) } }
        // Kept inline: the bytes, lowest first.
        var bytes = bits
        for _ in 0..<count {
            out.append(UInt8(truncatingIfNeeded: bytes))
            bytes >>= 8
        }
    }

    var string: String {
        var bytes: [UInt8] = []
        appendUTF8(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether terminals disagree on how wide this grapheme is (see `DisplayWidth.isUncertain`).
    var widthIsUncertain: Bool {
        count > 1 && withUTF8 { DisplayWidth.isUncertain(utf8: $0) }
    }
}

/// Graphemes too long to keep inline in a glyph, each stored once and known by its number.
private enum LongGraphemes {
    private static let lock = Lock()
    nonisolated(unsafe) private static var all: [[UInt8]] = []
    nonisolated(unsafe) private static var numbers: [[UInt8]: Int] = [:]

    static func number(of bytes: [UInt8]) -> Int {
        lock.withLock {
            if let known = numbers[bytes] { return known }
            all.append(bytes)
            numbers[bytes] = all.count - 1
            return all.count - 1
        }
    }

    static func bytes(number: Int) -> [UInt8] {
        lock.withLock { all[number] }
    }
}
