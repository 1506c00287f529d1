/// Word wrapping and truncation by display width.
public enum TextWrap {
    /// Word-wraps sanitised text into lines no wider than `width`, in linear time: "\n" ends a logical line (a trailing
    /// one adds none), tabs expand to `tabWidth` stops, lines break at spaces (dropped there, kept as indentation) and
    /// around two-column glyphs (CJK), a word too wide breaks at graphemes, a two-column glyph is never split (at
    /// width 1 its line is too wide, for the caller to clip); unwrapped when `width` is 0 or less.
    public static func wrap(_ text: String, width: Int, tabWidth: Int = 8) -> [String] {
        let wrapped = lines(of: text, width: width, tabWidth: tabWidth).lines
        var result: [String] = []
        result.reserveCapacity(wrapped.count)
        for index in 0..<wrapped.count { result.append(wrapped[index]) }
        return result
    }

    /// `wrap`'s lines as ranges of `text`, and the widest's columns, counted up to the first at least `width` wide.
    static func lines(of text: String, width: Int, tabWidth: Int = 8) -> (lines: WrappedLines, widest: Int) {
        WrappedLines.withBytes(of: text) { bytes in
            var wrapper = LineWrapper(text: text, bytes: bytes, width: width, tabWidth: tabWidth)
            wrapper.wrapAll()
            return (wrapper.lines.lines, wrapper.widest)
        }
    }

    /// The columns the widest line of sanitised `text` takes unwrapped, tabs expanded, counted no further than
    /// `limit`; and how many lines hold something, counted no further than two.
    static func widestLine(of text: String, upTo limit: Int, tabWidth: Int = 8) -> (width: Int, lines: Int) {
        WrappedLines.withBytes(of: text) { bytes in
            var widest = 0, lines = 0, start = 0
            while start < bytes.count, widest < limit || lines < 2 {
                let end = Platform.firstOffset(of: 0x0A, in: UnsafeRawBufferPointer(bytes), from: start) ?? bytes.count
                if start < end {
                    lines += 1
                    var column = 0, index = start
                    while index < end, column < limit, widest < limit {
                        let byte = bytes[index]
                        if byte == 0x09 {
                            column += tabWidth - column % tabWidth
                            index += 1
                        } else if byte >= 0x20, byte < 0x7F, index + 1 == end || bytes[index + 1] < 0x80 {
                            column += 1
                            index += 1
                        } else {
                            let cluster = LineWrapper.cluster(in: bytes, at: index, of: text)
                            column += cluster.width
                            index = cluster.end
                        }
                    }
                    widest = min(limit, max(widest, column))
                }
                start = end + 1
            }
            return (widest, min(lines, 2))
        }
    }

    /// Cuts a line of sanitised text to at most `width` columns, ending with "…" when something was cut.
    public static func truncate(_ text: String, width: Int) -> String {
        guard width > 0 else { return "" }
        // Every cluster takes at least as many UTF-8 bytes as columns, so short text always fits.
        if text.utf8.count <= width { return text }
        var source = text
        let keptBytes: Int? = source.withUTF8 { bytes in
            let count = bytes.count
            var used = 0
            var kept = 0
            var offset = 0
            while offset < count {
                let (end, clusterWidth) = LineWrapper.cluster(in: bytes, at: offset, of: text)
                used += clusterWidth
                if used > width { return kept }
                // Remember the longest prefix that still leaves a column for the ellipsis.
                if used < width {
                    kept = end
                }
                offset = end
            }
            return nil
        }
        guard let keptBytes else { return text }
        let utf8 = text.utf8
        return String(text[..<utf8.index(utf8.startIndex, offsetBy: keptBytes)]) + ellipsis
    }

    private static let ellipsis = "…"
}
