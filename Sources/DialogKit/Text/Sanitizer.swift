/// Turns untrusted bytes and text into something safe to draw on a terminal.
///
/// A message, a list item or a file name may carry escape sequences that would move the cursor, change
/// colours, set the window title or, on some terminals, answer back with input
/// (https://invisible-island.net/xterm/ctlseqs/ctlseqs.html). Rather than dropping them silently, every control
/// character is shown in caret notation, the way `cat -v` and `less` do, so the user sees what was there.
public enum Sanitizer {
    /// Decodes bytes as UTF-8, replacing each invalid sequence with U+FFFD.
    ///
    /// Invalid input is replaced per maximal subpart, as Unicode recommends (section 3.9, "U+FFFD
    /// Substitution of Maximal Subparts"): a truncated sequence becomes one U+FFFD, while an overlong form, a
    /// stray continuation byte or an encoded surrogate becomes one U+FFFD per byte.
    public static func decode(_ bytes: some Sequence<UInt8>) -> String {
        if let string = bytes.withContiguousStorageIfAvailable({ String(decoding: $0, as: UTF8.self) }) {
            return string
        }
        return String(decoding: Array(bytes), as: UTF8.self)
    }

    /// Makes untrusted text safe to draw: every control character becomes a visible escape.
    ///
    /// - C0 controls U+0000–U+001F become caret notation: NUL is `^@`, U+0001 is `^A`, ESC is `^[`.
    /// - DEL becomes `^?`.
    /// - C1 controls U+0080–U+009F become `^[` and their 7-bit form: CSI (U+009B) is `^[[`, OSC (U+009D) `^[]`.
    /// - "\r\n" becomes a newline; a lone "\r" is `^M`, because it would return the cursor and let the text
    ///   overwrite itself.
    /// - "\n" and "\t" are kept when asked (the caller lays them out), otherwise shown as `^J` and `^I`.
    ///
    /// Text with nothing to change is returned as is, without copying.
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
            } else {
                output.append(contentsOf: [caret, byte ^ 0x40])
            }
            copied = offset + consumed
            next = firstChange(in: bytes, from: copied, keep: keep)
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<count]))
        return output
    }

    private static let caret = UInt8(ascii: "^")
}
