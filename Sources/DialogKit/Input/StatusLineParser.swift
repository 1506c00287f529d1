/// Turns the bytes piped into `swalert wait` into status updates, a line at a time (LF, CR or CRLF), as zenity's
/// and dialog's progress boxes read theirs: `42`, `42%` a percentage, `42 text` one and a message, `# text` or any
/// text a message, `XXX` … `XXX` dialog's `--gauge` block. Lines and blocks are bounded (`maximumLineBytes`,
/// `maximumBlockLines`, `maximumBlockBytes`), so memory stays bounded and the work linear.
public struct StatusLineParser: Sendable {
    /// The most bytes of one line that are kept; a status message is at most a few screen lines.
    public static let maximumLineBytes = 4096
    /// The most lines of one `XXX` block that are kept (its percentage line aside).
    public static let maximumBlockLines = 1000
    /// The most bytes of one `XXX` block's lines that are kept, counted as they are shown (sanitised).
    public static let maximumBlockBytes = 65536

    private var line: [UInt8] = []
    private var lineWasCut = false
    private var lastWasCarriageReturn = false
    private var block = Block()

    /// An `XXX` block: whether one is open, its lines kept so far (appended in place) and their bytes, whether lines
    /// past its bounds were dropped, and its percentage.
    private struct Block {
        var isOpen = false
        var lines: [String] = []
        var bytes = 0
        var wasCut = false
        var percent: Int?
    }

    /// The bytes the parser holds now: the unfinished line and the open block's kept lines.
    var heldBytes: Int { line.count + block.bytes }

    public init() {
        line.reserveCapacity(256)
    }

    /// Feeds bytes and returns the updates of the lines they complete, in order.
    public mutating func feed<Bytes: Collection>(_ bytes: Bytes) -> [StatusUpdate] where Bytes.Element == UInt8 {
        var updates: [StatusUpdate] = []
        for byte in bytes {
            if byte == 0x0A || byte == 0x0D {
                // CRLF is one line end, even when the LF comes in the next read.
                let skip = byte == 0x0A && lastWasCarriageReturn
                lastWasCarriageReturn = byte == 0x0D
                if !skip, let update = endLine() { updates.append(update) }
                continue
            }
            lastWasCarriageReturn = false
            if line.count < Self.maximumLineBytes { line.append(byte) } else { lineWasCut = true }
        }
        return updates
    }

    /// Ends the input: an unfinished last line counts as a line (a final `echo -n "Done"`).
    public mutating func finish() -> [StatusUpdate] {
        var updates: [StatusUpdate] = []
        if !line.isEmpty || lineWasCut, let update = endLine() { updates.append(update) }
        // A gauge block cut off by the end of input still shows what it had.
        if block.isOpen, let update = closeBlock() { updates.append(update) }
        return updates
    }

    private mutating func endLine() -> StatusUpdate? {
        // Past a block's bounds only its closing `XXX` matters: the rest is dropped undecoded.
        let dropped = block.isOpen && block.wasCut && !Self.isBlockMark(line)
        let text = dropped ? "" : Self.decode(line, cut: lineWasCut)
        line.removeAll(keepingCapacity: line.count <= 4096)
        lineWasCut = false
        return dropped ? nil : interpret(text)
    }

    /// Whether `bytes` are `XXX` with only spaces or tabs around it, as `interpret` reads the line.
    private static func isBlockMark(_ bytes: [UInt8]) -> Bool {
        var start = 0, end = bytes.count
        while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
        while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
        return end - start == 3 && bytes[start] == 0x58 && bytes[start + 1] == 0x58 && bytes[start + 2] == 0x58
    }

    /// UTF-8 to text; a cut line loses any sequence the cut split and ends with an ellipsis.
    private static func decode(_ bytes: [UInt8], cut: Bool) -> String {
        guard cut else { return Sanitizer.decode(bytes) }
        var end = bytes.count
        var back = 0
        while end > 0, back < 3, bytes[end - 1] & 0xC0 == 0x80 { end -= 1; back += 1 }
        if end > 0, bytes[end - 1] >= 0xC0 { end -= 1 }
        return Sanitizer.decode(bytes[..<end]) + "…"
    }

    private mutating func interpret(_ raw: String) -> StatusUpdate? {
        let text = Self.trimmed(raw)
        if text == "XXX" {
            if block.isOpen { return closeBlock() }
            block.isOpen = true
            return nil
        }
        if block.isOpen {
            // dialog: the first line of a block is the percentage, the rest is the message.
            if block.lines.isEmpty, !block.wasCut, block.percent == nil, let percent = Self.percent(text) {
                block.percent = percent
            } else if !block.wasCut {
                let kept = Sanitizer.sanitize(raw, keepNewlines: false, keepTabs: true)
                if block.lines.count < Self.maximumBlockLines, block.bytes + kept.utf8.count <= Self.maximumBlockBytes {
                    block.lines.append(kept)
                    block.bytes += kept.utf8.count
                } else {
                    block.wasCut = true
                }
            }
            return nil
        }
        if text.isEmpty { return nil }
        if let percent = Self.percent(text) { return .percent(percent) }
        if text.hasPrefix("#") {
            let message = Self.trimmed(String(text.dropFirst()))
            return .message(Sanitizer.sanitize(message, keepNewlines: false, keepTabs: true))
        }
        if let space = text.firstIndex(where: { $0 == " " || $0 == "\t" }), let percent = Self.percent(String(text[..<space])) {
            let message = Self.trimmed(String(text[space...]))
            return StatusUpdate(message: Sanitizer.sanitize(message, keepNewlines: false, keepTabs: true), percent: percent)
        }
        return .message(Sanitizer.sanitize(text, keepNewlines: false, keepTabs: true))
    }

    /// Ends the open block: its update (nil when it had nothing), and the parser outside any block again.
    private mutating func closeBlock() -> StatusUpdate? {
        if block.wasCut { block.lines.append("…") }
        let message = block.lines.isEmpty ? nil : block.lines.joined(separator: "\n")
        let percent = block.percent
        block = Block()
        if message == nil && percent == nil { return nil }
        return StatusUpdate(message: message, percent: percent)
    }

    /// A whole or decimal number from 0 to 100, with an optional `%`; the fraction is dropped.
    static func percent(_ text: String) -> Int? {
        var digits = Substring(text)
        if digits.hasSuffix("%") { digits = digits.dropLast() }
        while digits.last == " " { digits = digits.dropLast() }
        guard !digits.isEmpty, digits.count <= 12 else { return nil }
        var whole = 0
        var seenPoint = false, seenDigit = false, fraction = false
        for character in digits {
            if character == "." || character == "," {
                if seenPoint { return nil }
                seenPoint = true
            } else if let digit = character.wholeNumberValue, character.isASCII {
                seenDigit = true
                if seenPoint { fraction = fraction || digit > 0 } else { whole = whole * 10 + digit }
            } else {
                return nil
            }
        }
        guard seenDigit, whole < 100 || (whole == 100 && !fraction) else { return nil }
        return whole
    }

    private static func trimmed(_ text: String) -> String {
        var slice = Substring(text)
        while let first = slice.first, first == " " || first == "\t" { slice = slice.dropFirst() }
        while let last = slice.last, last == " " || last == "\t" { slice = slice.dropLast() }
        return String(slice)
    }
}
