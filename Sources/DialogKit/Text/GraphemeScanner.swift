/// Walks grapheme clusters in UTF-8 bytes, measuring each, without building a `Character` for common text: a scalar
/// whose Grapheme_Cluster_Break is Other or Control before another is a cluster of its own (UAX #29), and only the
/// rest goes to the standard library. Callers take ASCII first (`LineWrapper.cluster`).
enum GraphemeScanner {
    /// The end offset and width of the cluster (or, inside one, the rest of it) at `offset` of `text`'s UTF-8.
    static func cluster<S: StringProtocol>(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int, of text: S)
        -> (end: Int, width: Int)
    {
        let (first, length) = decode(bytes, at: offset)
        let next = offset + length
        if standsAlone(first) && (next == bytes.count || standsAlone(decode(bytes, at: next).value)) {
            return (next, DisplayWidth.of(value: first))
        }
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: offset)
        let end = text.index(after: start)
        let width = DisplayWidth.ofCluster(text.unicodeScalars[start..<end])
        return (utf8.distance(from: utf8.startIndex, to: end), width)
    }

    /// Whether no cluster rule can join `value` to its neighbours: each range's Grapheme_Cluster_Break is Other,
    /// Control, LF, LV or LVT, checked against GraphemeBreakProperty.txt.
    static func standsAlone(_ value: UInt32) -> Bool {
        if value < 0x0300 {
            return value != 0x0D                                 // CR joins a following LF
        }
        if value < 0x3000 {
            return (value >= 0x0370 && value <= 0x0482)         // Greek and Coptic, Cyrillic letters
                || (value >= 0x048A && value <= 0x052F)         // Cyrillic letters and supplement
                || (value >= 0x05D0 && value <= 0x05EA)         // Hebrew letters
                || (value >= 0x0620 && value <= 0x064A)         // Arabic letters
        }
        return (value >= 0x4E00 && value <= 0x9FFF)             // CJK Unified Ideographs
            || (value >= 0x3400 && value <= 0x4DBF)             // CJK Unified Ideographs Extension A
            || (value >= 0xAC00 && value <= 0xD7A3)             // Hangul syllables
            || (value >= 0x3041 && value <= 0x3096)             // Hiragana (before the voiced marks)
            || (value >= 0x30A0 && value <= 0x30FF)             // Katakana
            || value <= 0x3029                                   // CJK punctuation (before the tone marks)
            || (value >= 0x3030 && value <= 0x303F)
            || (value >= 0xFF01 && value <= 0xFF60)             // Fullwidth forms
            || value == 0xFFFD                                   // the replacement character, for invalid bytes
    }

    /// Decodes the scalar at `offset` of valid UTF-8.
    @inline(__always)
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> (value: UInt32, length: Int) {
        let lead = UInt32(bytes[offset])
        if lead < 0x80 { return (lead, 1) }
        if lead < 0xE0 { return ((lead & 0x1F) << 6 | UInt32(bytes[offset + 1] & 0x3F), 2) }
        if lead < 0xF0 {
            let value = (lead & 0x0F) << 12 | UInt32(bytes[offset + 1] & 0x3F) << 6
                | UInt32(bytes[offset + 2] & 0x3F)
            return (value, 3)
        }
        let value = (lead & 0x07) << 18 | UInt32(bytes[offset + 1] & 0x3F) << 12
            | UInt32(bytes[offset + 2] & 0x3F) << 6 | UInt32(bytes[offset + 3] & 0x3F)
        return (value, 4)
    }
}
