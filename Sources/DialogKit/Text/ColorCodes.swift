/// dialog's `--colors` codes in a message (`\Z0`–`\Z7`, `\Zb`, `\Zu`, `\Zr` and capitals, `\Zn`) as invisible marks
/// (variation selectors U+E0100–U+E010E), so the message wraps as its text; `TextBlock` draws them.
public enum ColorCodes {
    /// The first mark; the code `\Zx` is this plus its place in `codes`.
    static let base: UInt32 = 0xE0100
    static let codes: [Character] = ["0", "1", "2", "3", "4", "5", "6", "7", "b", "B", "u", "U", "r", "R", "n"]

    static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= base && scalar.value < base + UInt32(codes.count)
    }

    /// The mark of `\Zn`, put first: only a text that begins with it is drawn in its codes' styles, since these
    /// characters also select glyph variants (of a kanji) in text that did not go through `marking`.
    static let lead = Unicode.Scalar(base + 14)!

    /// Whether `text` was made by `marking`, so that its marks are codes.
    static func isMarked(_ text: String) -> Bool {
        var scalars = text.unicodeScalars.makeIterator()
        guard let first = scalars.next() else { return false }
        return first.value == lead.value
    }

    /// `text` with each `\Z` code made its mark, and any mark already in it taken out.
    public static func marking(_ text: String) -> String {
        var result = String(Character(lead))
        var characters = Substring(text)
        while let character = characters.popFirst() {
            if character.unicodeScalars.contains(where: isMark) {
                result.append(unmarked(String(character)))
                continue
            }
            if character == "\\", characters.first == "Z", let code = characters.dropFirst().first,
               let place = codes.firstIndex(of: code), let mark = Unicode.Scalar(base + UInt32(place)) {
                characters.removeFirst(2)
                result.unicodeScalars.append(mark)
                continue
            }
            result.append(character)
        }
        return result
    }

    /// `text` with its marks taken out.
    public static func unmarked(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isMark) else { return text }
        var kept = String.UnicodeScalarView()
        kept.append(contentsOf: text.unicodeScalars.filter { !isMark($0) })
        return String(kept)
    }
}
