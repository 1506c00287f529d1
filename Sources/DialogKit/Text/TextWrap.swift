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

    /// The columns `line` of `text` takes unwrapped, tabs expanded, without making it a string.
    static func unwrappedWidth(of line: Substring, in text: String, tabWidth: Int = 8) -> Int {
        let utf8 = text.utf8
        let start = utf8.distance(from: utf8.startIndex, to: line.startIndex)
        let end = start + line.utf8.count
        return WrappedLines.withBytes(of: text) { bytes in
            // A CR LF is one character, so the line may hold one: the first line is the one measured.
            let lineEnd = bytes[start..<end].firstIndex(of: 0x0A) ?? end
            var wrapper = LineWrapper(text: text, bytes: bytes, width: 0, tabWidth: tabWidth)
            wrapper.wrapLine(from: start, to: lineEnd)
            return wrapper.widest
        }
    }

    /// Cuts a line of sanitised text to at most `width` columns, ending with "…" when something was cut.
    public static func truncate(_ text: String, width: Int) -> String {
        guard width > 0 else {
            return ""
        }
        // Every cluster takes at least as many UTF-8 bytes as columns, so short text always fits.
        if text.utf8.count <= width {
            return text
        }
        var source = text
        let keptBytes: Int? = source.withUTF8 { bytes in
            let count = bytes.count
            var used = 0
            var kept = 0
            var offset = 0
            while offset < count {
                let byte = bytes[offset]
                var end = offset + 1
                var clusterWidth: Int
                if byte < 0x80 && (end == count || bytes[end] < 0x80) {
                    clusterWidth = byte >= 0x20 && byte != 0x7F ? 1 : 0
                } else {
                    (end, clusterWidth) = GraphemeScanner.cluster(in: bytes, at: offset, of: text)
                }
                used += clusterWidth
                if used > width {
                    return kept
                }
                // Remember the longest prefix that still leaves a column for the ellipsis.
                if used < width {
                    kept = end
                }
                offset = end
            }
            return nil
        }
        guard let keptBytes else {
            return text
        }
        let utf8 = text.utf8
        return String(text[..<utf8.index(utf8.startIndex, offsetBy: keptBytes)]) + ellipsis
    }

    private static let ellipsis = "…"
}
