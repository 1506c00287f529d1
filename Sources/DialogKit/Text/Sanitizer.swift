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
        var source = text
        let rewritten: [UInt8]? = source.withUTF8 { bytes in
            let keep = Keep(newlines: keepNewlines, tabs: keepTabs)
            guard let first = firstChange(in: bytes, from: 0, keep: keep) else {
                return nil
            }
            return rewrite(bytes, from: first, keep: keep)
        }
        guard let rewritten else {
            return text
        }
        return String(decoding: rewritten, as: UTF8.self)
    }

    private struct Keep {
        let newlines: Bool
        let tabs: Bool
    }

    /// The offset of the first byte at or after `start` that `sanitize` rewrites, if any.
    private static func firstChange(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, keep: Keep) -> Int? {
        guard let base = bytes.baseAddress else {
            return nil
        }
        let count = bytes.count
        var offset = start
        while offset < count {
            let byte = base[offset]
            if byte < 0x20 {
                if !(byte == 0x0A && keep.newlines) && !(byte == 0x09 && keep.tabs) {
                    return offset
                }
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

    /// Copies `bytes`, rewriting every control from `start` on; `start` is the first one.
    private static func rewrite(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, keep: Keep) -> [UInt8] {
        let count = bytes.count
        var output: [UInt8] = []
        output.reserveCapacity(count + count / 8 + 8)
        var copied = 0
        var next: Int? = start
        while let offset = next {
            // Text between controls is copied in one go.
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<offset]))
            let byte = bytes[offset]
            var consumed = 1
            if byte == 0x0D && offset + 1 < count && bytes[offset + 1] == 0x0A {
                // CR LF is one line break.
                output.append(contentsOf: keep.newlines ? [0x0A] : [caret, UInt8(ascii: "J")])
                consumed = 2
            } else if byte == 0xC2 {
                // A C1 control U+0080–U+009F is ESC plus (byte - 0x40) in 7-bit form.
                output.append(contentsOf: [caret, UInt8(ascii: "["), bytes[offset + 1] - 0x40])
                consumed = 2
            } else if byte == 0xF4 {
                // Bytes that were not UTF-8 (`ByteEscape`) show as the lossy decoding would show them.
                var end = offset, raw: [UInt8] = []
                while end < count, bytes[end] == 0xF4, ByteEscape.isEscape(bytes, at: end) {
                    raw.append(ByteEscape.byte(bytes, at: end))
                    end += 4
                }
                output.append(contentsOf: ByteEscape.shown(raw).utf8)
                consumed = end - offset
            } else if let scalar = bidiControl(in: bytes.baseAddress!, at: offset, count: count) {
                // "<U+202E>": four hex digits are enough, every one of these is below U+10000.
                output.append(contentsOf: "<U+".utf8)
                for shift in stride(from: 12, through: 0, by: -4) {
                    output.append(hexDigits[Int(scalar >> UInt32(shift)) & 0xF])
                }
                output.append(UInt8(ascii: ">"))
                consumed = byte == 0xD8 ? 2 : 3
            } else {
                output.append(contentsOf: [caret, byte ^ 0x40])
            }
            copied = offset + consumed
            next = firstChange(in: bytes, from: copied, keep: keep)
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<count]))
        return output
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

    private static let caret = UInt8(ascii: "^")
    private static let hexDigits = Array("0123456789ABCDEF".utf8)
}
