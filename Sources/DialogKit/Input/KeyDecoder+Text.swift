extension KeyDecoder {
    static let replacement: Unicode.Scalar = "\u{FFFD}"

    /// One UTF-8 scalar read from the input.
    enum ScalarRead {
        case scalar(Unicode.Scalar, length: Int)
        case needMore
    }

    /// Decodes one grapheme cluster of the scalars that arrived together; one cut by the input's end is reported, not
    /// waited on (input methods send a whole cluster in one write).
    static func text(_ input: InputBytes, final: Bool) -> Step {
        guard case .scalar(let first, var end) = scalar(input, at: 0, final: final) else { return .needMore }
        if isControl(first) {
            // C1 controls sent as UTF-8 (U+0080–U+009F) are no key; keep them out of `.character`.
            return .unknown(input, end)
        }
        // ASCII never joins ASCII (only CR LF does, and those are controls).
        guard end < input.count, first.value >= 0x80 || input[end] >= 0x80 else {
            return .event(.key(KeyEvent(.character(Character(first)))), consumed: end)
        }

        var cluster = String(first)
        var lastIsASCII = first.isASCII
        while end < input.count {
            let lead = input[end]
            if lastIsASCII && lead < 0x80 { break }
            guard case .scalar(let next, let length) = scalar(input, at: end, final: false),
                  next != replacement, !isControl(next) else { break }
            var extended = cluster
            extended.unicodeScalars.append(next)
            guard extended.count == 1 else { break }
            cluster = extended
            lastIsASCII = next.isASCII
            end += length
        }
        return .event(.key(KeyEvent(.character(Character(cluster)))), consumed: end)
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// Decodes the UTF-8 scalar at `offset`; malformed input is U+FFFD a maximal ill-formed subpart (Unicode §3.9).
    static func scalar(_ input: InputBytes, at offset: Int, final: Bool) -> ScalarRead {
        let lead = input[offset]
        if lead < 0x80 {
            return .scalar(Unicode.Scalar(lead), length: 1)
        }
        guard let (continuations, second) = ByteEscape.utf8Lead(lead) else { return .scalar(replacement, length: 1) }
        var value = UInt32(lead & (0x7F >> (continuations + 1)))
        for length in 1...continuations {
            guard offset + length < input.count else {
                return final ? .scalar(replacement, length: length) : .needMore
            }
            let byte = input[offset + length]
            guard (length == 1 ? second : 0x80...0xBF).contains(byte) else {
                return .scalar(replacement, length: length)
            }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        return .scalar(Unicode.Scalar(value) ?? replacement, length: continuations + 1)
    }
}
