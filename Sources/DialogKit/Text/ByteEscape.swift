/// Bytes that are not UTF-8 carried in a `String` and given back exactly, as whiptail and dialog answer a value
/// (`caf\xE9.txt`): each such byte is U+10FF00 plus the byte, as Python's `surrogateescape` does, and those scalars
/// in the input are escaped too, so `bytes(of: decode(b)) == b`.
public enum ByteEscape {
    /// The first scalar of the range: the escape of byte `b` is `base + b`.
    static let base: UInt32 = 0x10_FF00

    /// Whether `scalar` stands for a byte that was not UTF-8.
    @inline(__always)
    public static func isEscape(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= base + 0x80 }

    /// Whether the UTF-8 at `offset` is an escape (F4 8F BE or BF, then a continuation byte).
    @inline(__always)
    static func isEscape(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        offset + 3 < bytes.count && bytes[offset] == 0xF4 && bytes[offset + 1] == 0x8F && bytes[offset + 2] >= 0xBE
    }

    /// `bytes` as text: valid UTF-8 as itself, every other byte as its escape.
    @inline(__always)
    public static func decode(_ bytes: some Collection<UInt8>) -> String {
        if let text = bytes.withContiguousStorageIfAvailable({ decode(buffer: $0) }) { return text }
        return Array(bytes).withUnsafeBufferPointer { decode(buffer: $0) }
    }

    /// `bytes` in memory (an argument): as `decode(_:)`, with no generic code between.
    public static func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> String { decode(buffer: bytes) }

    private static func decode(buffer bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard !isASCII(bytes), let first = firstEscaped(in: bytes, from: 0) else { return String(decoding: bytes, as: UTF8.self) }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 16)
        var copied = 0, next: Int? = first
        while let offset = next {
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<offset]))
            appendEscape(of: bytes[offset], to: &output)
            copied = offset + 1
            next = firstEscaped(in: bytes, from: copied)
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied...]))
        return String(decoding: output, as: UTF8.self)
    }

    /// Whether every byte is below 0x80, eight at a time.
    private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base), count = bytes.count
        var offset = 0, high: UInt64 = 0
        while offset + 8 <= count {
            high |= raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            offset += 8
        }
        while offset < count {
            high |= UInt64(base[offset])
            offset += 1
        }
        return high & 0x8080_8080_8080_8080 == 0
    }

    /// The UTF-8 of the escape of `byte`: F4 8F, then BE or BF, then the byte's low six bits.
    private static func appendEscape(of byte: UInt8, to output: inout [UInt8]) {
        output.append(contentsOf: [0xF4, 0x8F, byte < 0xC0 ? 0xBE : 0xBF, 0x80 | (byte & 0x3F)])
    }

    /// The offset of the first escaped byte from `start` on: not valid UTF-8, or an escape's own scalar.
    private static func firstEscaped(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var offset = start
        let count = bytes.count
        while offset < count {
            let lead = bytes[offset]
            if lead < 0x80 {
                offset += 1
                continue
            }
            let length = sequenceLength(bytes, at: offset)
            if length == 0 || isEscape(bytes, at: offset) { return offset }
            offset += length
        }
        return nil
    }

    /// The length of the valid UTF-8 sequence at `offset`, or 0.
    private static func sequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Int {
        guard let (continuations, second) = utf8Lead(bytes[offset]), offset + continuations < bytes.count else { return 0 }
        for index in 1...continuations where !(index == 1 ? second : 0x80...0xBF).contains(bytes[offset + index]) {
            return 0
        }
        return continuations + 1
    }

    /// How many continuation bytes follow a UTF-8 lead byte, and the range the first must be in: no overlong form,
    /// surrogate or value past U+10FFFF (RFC 3629); nil for a byte that leads no sequence.
    static func utf8Lead(_ lead: UInt8) -> (continuations: Int, second: ClosedRange<UInt8>)? {
        switch lead {
        case 0xC2...0xDF: return (1, 0x80...0xBF)
        case 0xE0: return (2, 0xA0...0xBF)
        case 0xED: return (2, 0x80...0x9F)
        case 0xE1...0xEF: return (2, 0x80...0xBF)
        case 0xF0: return (3, 0x90...0xBF)
        case 0xF4: return (3, 0x80...0x8F)
        case 0xF1...0xF3: return (3, 0x80...0xBF)
        default: return nil
        }
    }

    /// The bytes `text` stands for: its UTF-8, with each escape given back as the byte it stands for.
    public static func bytes(of text: String) -> [UInt8] {
        var text = text
        return text.withUTF8 { utf8 in
            var output: [UInt8] = []
            output.reserveCapacity(utf8.count)
            var copied = 0, offset = 0
            while offset < utf8.count {
                guard utf8[offset] == 0xF4, isEscape(utf8, at: offset) else {
                    offset += 1
                    continue
                }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[copied..<offset]))
                output.append(byte(utf8, at: offset))
                offset += 4
                copied = offset
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[copied...]))
            return output
        }
    }

    /// The byte the escape whose UTF-8 starts at `offset` stands for.
    @inline(__always)
    static func byte(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt8 {
        (bytes[offset + 2] == 0xBE ? 0x80 : 0xC0) | (bytes[offset + 3] & 0x3F)
    }

    /// The byte `scalar`, an escape, stands for.
    static func byte(of scalar: Unicode.Scalar) -> UInt8 { UInt8(truncatingIfNeeded: scalar.value - base) }

    /// A run of escaped bytes as the lossy decoding shows it.
    static func shown(_ bytes: [UInt8]) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.unicodeScalars.contains(where: isEscape) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map { isEscape($0) ? "\u{FFFD}" : $0 }))
    }

    /// Whether `text` holds any escape.
    public static func hasEscapes(_ text: String) -> Bool {
        text.utf8.contains(0xF4) && text.unicodeScalars.contains(where: isEscape)
    }
}
