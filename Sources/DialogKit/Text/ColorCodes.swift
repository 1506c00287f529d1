/// dialog's `--colors` codes in a message: `\Z0` to `\Z7` a foreground colour, `\Zb` `\ZB` bold on and off, `\Zu`
/// `\ZU` underline, `\Zr` `\ZR` reverse, `\Zn` back to normal, holding across lines until changed.
///
/// A message keeps each as an invisible mark (U+E0100 to U+E010E, variation selectors: no column, kept by the
/// sanitiser), so that it wraps as the text it colours; `TextBlock` draws the marks as styles, never as escapes.
public enum ColorCodes {
    /// The first mark; the code `\Zx` is this plus its place in `codes`.
    static let base: UInt32 = 0xE0100
    static let codes: [Character] = ["0", "1", "2", "3", "4", "5", "6", "7", "b", "B", "u", "U", "r", "R", "n"]

    static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= base && scalar.value < base + UInt32(codes.count)
    }

    /// The mark of `\Zn`, which `marking` puts first: only a text that begins with it is drawn in its codes'
    /// styles. These characters also select glyph variants (an ideographic variation sequence, as in a name
    /// written with a particular form of a kanji), so a message that did not go through `marking` keeps them as
    /// the text they are.
    static let lead = Unicode.Scalar(base + 14)!

    /// The mark that stands for `\Z` followed by `code`; nil when that is no code.
    public static func mark(for code: Character) -> Unicode.Scalar? {
        codes.firstIndex(of: code).flatMap { Unicode.Scalar(base + UInt32($0)) }
    }

    /// `text`, whose codes were made marks with `mark(for:)`, begun with the mark that makes them codes when it is
    /// drawn (see `isMarked`).
    public static func leading(_ text: String) -> String {
        String(Character(lead)) + text
    }

    /// Whether `text` was made by `marking` (or `leading`), so that its marks are codes.
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
                var kept = String.UnicodeScalarView()
                kept.append(contentsOf: character.unicodeScalars.filter { !isMark($0) })
                result.append(String(kept))
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
