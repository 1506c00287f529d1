/// Makes untrusted bytes and text safe to draw: controls in caret notation, as `cat -v` and `less` do, and the
/// bidirectional controls of UAX #9 as `<U+202E>` ("Trojan Source", CVE-2021-42574).
public enum Sanitizer {
    /// Decodes bytes as UTF-8, each maximal invalid subpart U+FFFD (Unicode 3.9).
    public static func decode(_ bytes: some Sequence<UInt8>) -> String {
        if let string = bytes.withContiguousStorageIfAvailable({ String(decoding: $0, as: UTF8.self) }) {
            return string
        }
        return String(decoding: Array(bytes), as: UTF8.self)
    }

    /// Makes untrusted text safe to draw (returned as it is when nothing changes): C0 and C1 controls and DEL in caret
    /// notation; CR LF a newline, a lone CR `^M` (it would let text overwrite itself); "\n" and "\t" kept when asked;
    /// the bidirectional controls and marks as `<U+202E>`, so text that looks the same is the same (joiners and
    /// variation selectors stay, emoji need them); `ByteEscape` bytes as U+FFFD.
    public static func sanitize(_ text: String, keepNewlines: Bool = true, keepTabs: Bool = true) -> String {
        let keep = Keep(newlines: keepNewlines, tabs: keepTabs)
        let rewritten: String? = WrappedLines.withBytes(of: text) { bytes in
            guard let first = firstChange(in: bytes, from: 0, keep: keep) else { return nil }
            let size = rewrite(bytes, from: first, keep: keep, into: nil)
            return String(unsafeUninitializedCapacity: size) { rewrite(bytes, from: first, keep: keep, into: $0.baseAddress) }
        }
        return rewritten ?? text
    }

    /// The UTF-8 bytes `sanitize(String(text))` would take, counted without making it.
    static func sanitizedSize(of text: Substring) -> Int {
        let keep = Keep(newlines: true, tabs: true)
        let size = text.utf8.withContiguousStorageIfAvailable { bytes in
            firstChange(in: bytes, from: 0, keep: keep).map { rewrite(bytes, from: $0, keep: keep, into: nil) } ?? bytes.count
        }
        return size ?? sanitize(String(text)).utf8.count
    }

    private struct Keep {
        let newlines: Bool
        let tabs: Bool
    }

    /// The offset of the first byte at or after `start` that `sanitize` rewrites, if any.
    private static func firstChange(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, keep: Keep) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        let count = bytes.count
        var offset = start
        while offset < count {
            let byte = base[offset]
            if byte >= 0x20 && byte < 0x7F {
                // Printable ASCII, the most of most text, is taken eight bytes at a time when it runs on.
                let word = offset + 8 <= count ? UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self) : 0
                offset += isPrintableASCII(word) ? 8 : 1
                continue
            } else if byte < 0x20 {
                if !(byte == 0x0A && keep.newlines) && !(byte == 0x09 && keep.tabs) { return offset }
            } else if byte == 0x7F {
                return offset
            } else if byte == 0xC2 && offset + 1 < count && base[offset + 1] < 0xA0 {
                // C2 80–C2 9F encode the C1 controls (C2 is always a lead byte, so this is a whole scalar).
                return offset
            } else if byte == 0xE2 || byte == 0xD8, bidiControl(in: base, at: offset, count: count) != nil {
                return offset
            } else if byte == 0xF4, ByteEscape.isEscape(bytes, at: offset) {
                return offset
            }
            offset += 1
        }
        return nil
    }

    /// Writes `bytes` to `output`, when given, every control from `start` on rewritten (`start` is the first one);
    /// returns the bytes that takes, so that a first walk without `output` measures what a second one writes.
    private static func rewrite(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, keep: Keep,
                                into output: UnsafeMutablePointer<UInt8>?) -> Int {
        let count = bytes.count, base = bytes.baseAddress!
        var writer = Writer(output: output)
        var copied = 0
        var next: Int? = start
        while let offset = next {
            writer.copy(base + copied, count: offset - copied)
            let byte = bytes[offset]
            var consumed = 1
            if byte == 0x0D && offset + 1 < count && bytes[offset + 1] == 0x0A {
                // CR LF is one line break.
                writer.put(keep.newlines ? "\n" : "^J")
                consumed = 2
            } else if byte == 0xC2 {
                // A C1 control U+0080–U+009F is ESC plus (byte - 0x40) in 7-bit form.
                writer.put("^[")
                writer.put(bytes[offset + 1] - 0x40)
                consumed = 2
            } else if byte == 0xF4 {
                consumed = writeEscapes(bytes, at: offset, to: &writer)
            } else if let scalar = bidiControl(in: base, at: offset, count: count) {
                // "<U+202E>": four hex digits are enough, every one of these is below U+10000.
                writer.put("<U+")
                var shift: UInt32 = 16
                while shift > 0 {
                    shift -= 4
                    writer.put(hexDigits[Int(scalar >> shift & 0xF)])
                }
                writer.put(">")
                consumed = byte == 0xD8 ? 2 : 3
            } else {
                writer.put("^")
                writer.put(byte ^ 0x40)
            }
            copied = offset + consumed
            next = firstChange(in: bytes, from: copied, keep: keep)
        }
        writer.copy(base + copied, count: count - copied)
        return writer.count
    }

    /// Writes the run of bytes that were not UTF-8 (`ByteEscape`) at `offset` as the lossy decoding would show them;
    /// returns the run's length.
    private static func writeEscapes(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, to writer: inout Writer) -> Int {
        var end = offset, raw: [UInt8] = []
        while end < bytes.count, bytes[end] == 0xF4, ByteEscape.isEscape(bytes, at: end) {
            raw.append(ByteEscape.byte(bytes, at: end))
            end += 4
        }
        for byte in ByteEscape.shown(raw).utf8 { writer.put(byte) }
        return end - offset
    }

    /// Where `rewrite` writes: `output`, or nowhere when it only counts.
    private struct Writer {
        let output: UnsafeMutablePointer<UInt8>?
        var count = 0

        mutating func put(_ byte: UInt8) {
            output?[count] = byte
            count += 1
        }

        mutating func put(_ text: StaticString) {
            copy(text.utf8Start, count: text.utf8CodeUnitCount)
        }

        mutating func copy(_ source: UnsafePointer<UInt8>, count length: Int) {
            output?.advanced(by: count).update(from: source, count: length)
            count += length
        }
    }

    /// Whether each byte of `word` is 20–7E: none has its high bit or is below 20 or is 7F (`x - 1` borrows from
    /// a byte's high bit only where the byte is 0).
    private static func isPrintableASCII(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs = ones << 7
        let below20 = (word &- ones &* 0x20) & ~word & highs
        let is7F = ((word ^ (ones &* 0x7F)) &- ones) & ~(word ^ (ones &* 0x7F)) & highs
        return word & highs == 0 && below20 == 0 && is7F == 0
    }

    /// The bidirectional formatting character whose UTF-8 starts at `offset`, if one does: E2 80 8E–8F, E2 80 AA–AE,
    /// E2 81 A6–A9, D8 9C (the text is valid UTF-8, so a lead byte is followed by its sequence).
    @inline(__always)
    private static func bidiControl(in base: UnsafePointer<UInt8>, at offset: Int, count: Int) -> UInt32? {
        switch base[offset] {
        case 0xD8:
            guard offset + 1 < count, base[offset + 1] == 0x9C else { return nil }
            return 0x061C
        case 0xE2:
            guard offset + 2 < count else { return nil }
            let second = base[offset + 1], third = base[offset + 2]
            switch (second, third) {
            case (0x80, 0x8E...0x8F), (0x80, 0xAA...0xAE), (0x81, 0xA6...0xA9):
                return 0x2000 | UInt32(second & 0x3F) << 6 | UInt32(third & 0x3F)
            default:
                return nil
            }
        default:
            return nil
        }
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)
}
