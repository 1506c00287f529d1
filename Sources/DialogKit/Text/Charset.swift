/// The character set a terminal's bytes are in, as the locale names it; only the terminal's edge converts, as
/// `luit` does, and an answer goes back out as the bytes typed, never U+FFFD.
public enum Charset: Sendable, Equatable {
    /// UTF-8: bytes pass unchanged both ways.
    case utf8
    /// ISO-8859-1 (Latin-1): each byte is the character U+0000–U+00FF of the same number.
    case latin1
    /// ISO-8859-15 (Latin-9): Latin-1 with eight characters changed, the euro sign at 0xA4 among them.
    case latin9
    /// The C or POSIX locale, or one not known here: only ASCII drawn, a byte above 127 read as Latin-1 (kept as it was).
    case ascii

    /// The variables that name the locale's character set, in the order `setlocale` reads them for `LC_CTYPE`.
    public static let localeVariables = ["LC_ALL", "LC_CTYPE", "LANG"]

    /// The character set of the first of `LC_ALL`, `LC_CTYPE` and `LANG` set and not empty, as `setlocale` picks it.
    public static func ofLocale(lcAll: String?, lcCType: String?, lang: String?) -> Charset {
        if let lcAll, !lcAll.isEmpty { return Charset(locale: lcAll) }
        if let lcCType, !lcCType.isEmpty { return Charset(locale: lcCType) }
        return Charset(locale: lang)
    }

    /// The character set of locale `name`: UTF-8 for none (ssh, containers, CI often set none in a UTF-8 terminal) or a
    /// `UTF-8` codeset; Latin-1 or Latin-9 for theirs, or with no codeset as glibc defaults (`de_DE`); else ASCII.
    public init(locale name: String?) {
        guard let name, !name.isEmpty else {
            self = .utf8
            return
        }
        // One walk over the bytes of `language_TERRITORY.codeset@modifier`: the codeset lowercased without `-` and `_`.
        var language: [UInt8] = [], codeset: [UInt8] = [], modifier: [UInt8] = []
        var part = 0, hasCodeset = false
        for byte in name.utf8 {
            switch (part, byte) {
            case (0, UInt8(ascii: "_")): part = 1
            case (0...1, UInt8(ascii: ".")): (part, hasCodeset) = (2, true)
            case (0...2, UInt8(ascii: "@")): part = 3
            case (0, _): language.append(byte)
            case (2, UInt8(ascii: "-")), (2, UInt8(ascii: "_")): break
            case (2, UInt8(ascii: "A")...UInt8(ascii: "Z")): codeset.append(byte + 32)
            case (2, _): codeset.append(byte)
            case (3, _): modifier.append(byte)
            default: break
            }
        }
        if hasCodeset {
            switch String(decoding: codeset, as: UTF8.self) {
            case "utf8": self = .utf8
            case "iso88591", "latin1", "l1": self = .latin1
            case "iso885915", "latin9", "latin0", "l9": self = .latin9
            default: self = .ascii
            }
            return
        }
        let languageName = String(decoding: language, as: UTF8.self)
        self = modifier == Array("euro".utf8) ? .latin9 : Self.latin1Languages.contains(languageName) ? .latin1 : .ascii
    }

    /// The languages whose locales without a codeset are ISO-8859-1 in glibc (its `SUPPORTED` list).
    static let latin1Languages = [
        "aa", "af", "br", "ca", "da", "de", "en", "es", "et", "eu", "fi", "fo", "fr", "ga", "gl", "gv", "id", "is",
        "it", "kl", "kw", "ms", "nb", "nl", "nn", "oc", "om", "pt", "so", "sq", "st", "sv", "tl", "uz", "wa", "xh", "zu",
    ]

    /// Whether the terminal takes UTF-8.
    public var isUTF8: Bool { self == .utf8 }

    // MARK: - Bytes and characters

    /// The eight places where Latin-9 differs from Latin-1: the byte, and the character it is in Latin-9.
    private static let latin9Changes: [(byte: UInt8, scalar: Unicode.Scalar)] = [
        (0xA4, "\u{20AC}"), (0xA6, "\u{0160}"), (0xA8, "\u{0161}"), (0xB4, "\u{017D}"),
        (0xB8, "\u{017E}"), (0xBC, "\u{0152}"), (0xBD, "\u{0153}"), (0xBE, "\u{0178}"),
    ]

    /// The character a byte read from the terminal is: Latin-1's (Latin-9's for `.latin9`).
    public func character(forByte byte: UInt8) -> Unicode.Scalar {
        if self == .latin9, byte >= 0xA4, byte <= 0xBE, let change = Self.latin9Changes.first(where: { $0.byte == byte }) {
            return change.scalar
        }
        return Unicode.Scalar(byte)
    }

    /// The byte that stands for `scalar` in this set (ASCII alone for `.utf8`), or nil.
    public func byte(for scalar: Unicode.Scalar) -> UInt8? {
        let value = scalar.value
        if value < 0x80 { return UInt8(value) }
        switch self {
        case .utf8:
            return nil
        case .latin1, .ascii:
            return value < 0x100 ? UInt8(value) : nil
        case .latin9:
            if let change = Self.latin9Changes.first(where: { $0.scalar == scalar }) { return change.byte }
            guard value < 0x100, !Self.latin9Changes.contains(where: { UInt32($0.byte) == value }) else { return nil }
            return UInt8(value)
        }
    }

    /// The byte a terminal of this set shows `scalar` with, or nil: ASCII alone for `.ascii`, never a C1 control.
    func shownByte(for scalar: Unicode.Scalar) -> UInt8? {
        guard self != .ascii || scalar.isASCII, !(0x80...0x9F).contains(scalar.value) else { return nil }
        return byte(for: scalar)
    }

    /// The bytes that write `text` out: each character this set has as its byte, any other as UTF-8, never `?`.
    public func encode(_ text: String) -> [UInt8] {
        if self == .utf8 || text.utf8.allSatisfy({ $0 < 0x80 }) { return Array(text.utf8) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if let byte = byte(for: scalar) {
                bytes.append(byte)
            } else {
                UTF8.encode(scalar) { bytes.append($0) }
            }
        }
        return bytes
    }

    // MARK: - The terminal's edge

    /// The UTF-8 for bytes read from a terminal of this set; escape sequences are ASCII and pass unchanged.
    public func utf8(fromTerminal bytes: [UInt8]) -> [UInt8] {
        guard self != .utf8, bytes.contains(where: { $0 >= 0x80 }) else { return bytes }
        var converted: [UInt8] = []
        converted.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            if byte < 0x80 {
                converted.append(byte)
            } else {
                UTF8.encode(character(forByte: byte)) { converted.append($0) }
            }
        }
        return converted
    }

    /// What shows a frame's `bytes` on a terminal of this set in the same columns: a glyph as its `GlyphSet.ascii`
    /// form, what the set lacks as `?` a column, a zero-width character left out.
    public func terminalBytes(fromUTF8 bytes: [UInt8]) -> [UInt8] {
        guard self != .utf8, let firstHigh = bytes.firstIndex(where: { $0 >= 0x80 }) else { return bytes }
        var shown = Array(bytes[..<firstHigh])
        shown.reserveCapacity(bytes.count)
        var index = firstHigh
        while index < bytes.count {
            if bytes[index] < 0x80 {
                shown.append(bytes[index])
                index += 1
                continue
            }
            // A run of characters outside ASCII, between two ASCII bytes (or an escape sequence).
            var end = index + 1
            while end < bytes.count, bytes[end] >= 0x80 { end += 1 }
            for character in String(decoding: bytes[index..<end], as: UTF8.self) {
                appendShown(character, to: &shown)
            }
            index = end
        }
        return shown
    }

    /// Appends what shows `character` in the columns it takes (see `terminalBytes(fromUTF8:)`).
    private func appendShown(_ character: Character, to shown: inout [UInt8]) {
        let width = min(2, character.displayWidth)
        guard width > 0 else { return }
        if width == 1, let first = character.unicodeScalars.first,
           let byte = shownByte(for: first) ?? GlyphSet.ascii.form(of: first).map({ UInt8($0.value) }) {
            shown.append(byte)
            return
        }
        shown.append(contentsOf: repeatElement(UInt8(ascii: "?"), count: width))
    }
}
