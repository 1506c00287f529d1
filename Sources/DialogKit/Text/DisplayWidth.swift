/// Terminal column widths from the Unicode tables in `WidthTables`, never guessed: a cluster is as wide as the
/// scalars in it that advance the cursor, as terminals count them (a letter and its marks: the letter's; a letter
/// and a spacing vowel sign: both), but emoji sequences take two columns; controls count as zero.
public enum DisplayWidth {
    /// The width of a single scalar: 0 (controls, DEL: a terminal does not advance for them), 1 or 2 columns.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        of(value: scalar.value)
    }

    /// The width of the scalar whose value is `value`.
    static func of(value: UInt32) -> Int {
        if value < 0x7F { return value < 0x20 ? 0 : 1 }
        if value < 0xA0 { return 0 }
        // Nothing below U+0300 is zero width (U+00AD SOFT HYPHEN is drawn) and nothing below U+1100 is wide.
        if value < 0x300 { return 1 }
        // The generator keeps the two tables disjoint, so the order of the lookups does not matter.
        if value >= 0x1100 && contains(WidthTables.wide, value) { return 2 }
        return contains(WidthTables.zeroWidth, value) ? 0 : 1
    }

    /// The width of one grapheme cluster: 0, 1 or 2 columns.
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if first.value < 0x80 && scalars.count == 1 { return asciiWidth(UInt8(truncatingIfNeeded: first.value)) }
        return ofCluster(scalars)
    }

    /// The width of a string: the sum of the widths of its grapheme clusters.
    public static func of<S: StringProtocol>(_ text: S) -> Int {
        if let width = text.utf8.withContiguousStorageIfAvailable({ of(utf8: $0, in: text) }) { return width }
        // Only a string bridged from another representation lacks contiguous UTF-8.
        var native = String(text)
        native.makeContiguousUTF8()
        let snapshot = native[...]
        return native.withUTF8 { of(utf8: $0, in: snapshot) }
    }

    /// The width of `text`, whose UTF-8 contents are `bytes`.
    static func of<S: StringProtocol>(utf8 bytes: UnsafeBufferPointer<UInt8>, in text: S) -> Int {
        var total = 0, offset = 0
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte < 0x80 && (offset + 1 == bytes.count || bytes[offset + 1] < 0x80) {
                total += byte >= 0x20 && byte != 0x7F ? 1 : 0
                offset += 1
                continue
            }
            let cluster = GraphemeScanner.cluster(in: bytes, at: offset, of: text)
            total += cluster.width
            offset = cluster.end
        }
        return total
    }

    /// The width of an ASCII byte: printable characters take one column, controls none.
    @inline(__always)
    static func asciiWidth(_ byte: UInt8) -> Int {
        byte >= 0x20 && byte != 0x7F ? 1 : 0
    }

    /// The width of the grapheme cluster made of `scalars`.
    static func ofCluster<C: Collection>(_ scalars: C) -> Int where C.Element == Unicode.Scalar {
        var width = 0
        var base: Unicode.Scalar?
        var previous: Unicode.Scalar?
        var baseIsPictographic = false
        for scalar in scalars {
            defer { previous = scalar }
            guard let base else {
                // Leading zero-width scalars (a lone combining mark, ZWJ) do not set the width.
                width = of(scalar)
                if width > 0 {
                    base = scalar
                    baseIsPictographic = scalar.value >= 0xA9 && isExtendedPictographic(scalar)
                    // After any other base, each scalar that advances the cursor adds its width (a spacing vowel
                    // sign: terminals give it a cell of its own); marks add nothing.
                    if !baseIsPictographic && !isKeycapBase(scalar) && !isRegionalIndicator(scalar.value)
                        && !isEmojiPresentation(scalar) {
                        return scalars.reduce(0) { $0 + of($1) }
                    }
                }
                continue
            }
            switch scalar.value {
            case 0xFE0F where previous == base:
                // VS16 asks for emoji presentation; keycap bases (# * 0-9) are ASCII and not pictographic.
                if baseIsPictographic || isKeycapBase(base) {
                    width = 2
                }
            case 0xFE0E where previous == base:
                // VS15 asks for text presentation of an emoji that would otherwise take two columns.
                if width == 2 && isEmojiPresentation(base) {
                    width = 1
                }
            case 0x200D, 0x1F3FB, 0x1F3FC, 0x1F3FD, 0x1F3FE, 0x1F3FF:
                // A ZWJ sequence or a skin-tone modifier sequence draws as one emoji.
                if baseIsPictographic {
                    width = 2
                }
            case _ where isRegionalIndicator(scalar.value):
                // Two regional indicators make a flag; Unicode only clusters them in pairs.
                if isRegionalIndicator(base.value) {
                    width = 2
                }
            default:
                break
            }
        }
        return width
    }

    /// The cells of a cluster that terminals draw in more than one (a Devanagari or Thai letter with a spacing vowel
    /// sign): a cell for each scalar that advances the cursor, with the marks after it; nil for a cluster of one cell.
    static func cells(of character: Character) -> [Character]? {
        let scalars = character.unicodeScalars
        guard let base = scalars.first(where: { of($0) > 0 }), !isExtendedPictographic(base), !isKeycapBase(base),
              !isRegionalIndicator(base.value), !isEmojiPresentation(base) else { return nil }
        var parts: [String] = []
        for scalar in scalars {
            if of(scalar) > 0 || parts.isEmpty { parts.append(String(scalar)) } else { parts[parts.count - 1].unicodeScalars.append(scalar) }
        }
        guard parts.count > 1, parts.allSatisfy({ $0.count == 1 }) else { return nil }
        return parts.map { Character($0) }
    }

    static func isExtendedPictographic(_ scalar: Unicode.Scalar) -> Bool {
        contains(WidthTables.extendedPictographic, scalar.value)
    }

    static func isEmojiPresentation(_ scalar: Unicode.Scalar) -> Bool {
        contains(WidthTables.emojiPresentation, scalar.value)
    }

    private static func isRegionalIndicator(_ value: UInt32) -> Bool {
        value >= 0x1F1E6 && value <= 0x1F1FF
    }

    private static func isKeycapBase(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "#", "*", "0"..."9": return true
        default: return false
        }
    }

    /// Whether `value` lies in one of the inclusive ranges of `table` (`[first, last, first, last, ...]`).
    static func contains(_ table: [UInt32], _ value: UInt32) -> Bool {
        table.withUnsafeBufferPointer { buffer in
            guard let ranges = buffer.baseAddress, buffer.count >= 2,
                  value >= ranges[0], value <= ranges[buffer.count - 1] else {
                return false
            }
            // Find the last range whose first code point is <= value.
            var low = 0
            var high = buffer.count / 2 - 1
            while low < high {
                let middle = (low + high + 1) >> 1
                if ranges[middle << 1] <= value {
                    low = middle
                } else {
                    high = middle - 1
                }
            }
            return value <= ranges[(low << 1) + 1]
        }
    }
}

extension DisplayWidth {
    /// Whether terminals disagree on the width of this grapheme (East Asian ambiguous, a flag, an emoji sequence), so
    /// the cursor's place after it is unknown.
    public static func isUncertain(utf8 bytes: UnsafeRawBufferPointer) -> Bool {
        var scalars = 0
        var offset = 0
        while offset < bytes.count {
            let lead = bytes[offset]
            let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
            var value = UInt32(lead < 0x80 ? lead : lead < 0xE0 ? lead & 0x1F : lead < 0xF0 ? lead & 0x0F : lead & 0x07)
            for index in 1..<length where offset + index < bytes.count {
                value = value << 6 | UInt32(bytes[offset + index] & 0x3F)
            }
            offset += length
            scalars += 1
            switch value {
            case 0x200D, 0xFE0E, 0xFE0F, 0x20E3, 0x1F3FB...0x1F3FF, 0x1F1E6...0x1F1FF, 0xE0020...0xE007F:
                return true
            default:
                if scalars == 1, value >= 0xA1, contains(WidthTables.ambiguous, value) { return true }
            }
        }
        return false
    }
}

extension Character {
    /// The number of terminal columns this character takes: 0, 1 or 2, more for a letter with spacing vowel signs.
    public var displayWidth: Int { DisplayWidth.of(self) }
}

extension StringProtocol {
    /// The number of terminal columns this text takes once sanitised.
    public var displayWidth: Int { DisplayWidth.of(self) }
}

extension String {
    /// The number of columns, counted no further than past `limit`: more than `limit` when the text is wider.
    @inline(__always)
    func displayWidth(upTo limit: Int) -> Int {
        // No cluster is wider than its bytes, so a text of no more bytes than `limit` is measured whole.
        guard utf8.count > limit else { return displayWidth }
        var text = self, total = 0, offset = 0
        return text.withUTF8 { bytes in
            while offset < bytes.count && total <= limit {
                let cluster = GraphemeScanner.cluster(in: bytes, at: offset, of: self)
                (total, offset) = (total + cluster.width, cluster.end)
            }
            return total
        }
    }
}
