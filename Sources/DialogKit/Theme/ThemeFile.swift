/// A theme file (`SWALERT_THEME`, see swalert(1)): `key = colour` lines over a built-in palette (`base = light`),
/// `#` comments; each depth takes the form it shows best (`ThemeColor`).
public struct ThemeFile: Hashable, Sendable {
    /// The keys a theme file may set.
    public enum Key: String, CaseIterable, Sendable {
        case accent, background, text, border, backdrop, success, warning, error
    }

    /// The palette the file changes; nil for the one the terminal's appearance picks.
    public var base: BaseName?
    /// The colours set, by key.
    public var colors: [Key: ThemeColor] = [:]

    /// The built-in palettes a file may start from.
    public enum BaseName: String, CaseIterable, Sendable {
        case dark, light
        case highContrast = "high-contrast"
    }

    /// A line of a theme file that cannot be read: `SWALERT_THEME FILE:LINE: what is wrong`, under 200 characters.
    public struct ParseError: Error, Equatable, CustomStringConvertible {
        public var path: String
        public var line: Int
        public var reason: String
        public var description: String {
            Sanitizer.oneLine("SWALERT_THEME \(Sanitizer.excerpt(path: path)):\(line): \(reason)")
        }
    }

    /// Reads a theme file's text; `path` names it in errors. Lines end with LF or CR LF.
    public static func parse(_ text: String, path: String) throws -> ThemeFile {
        var file = ThemeFile()
        var number = 0
        // "\r\n" is one Character: a split on "\n" alone would leave a CR LF file one long line.
        for rawLine in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            number += 1
            func fail(_ reason: String) -> ParseError { ParseError(path: path, line: number, reason: reason) }
            var line = Substring(rawLine)
            if let hash = commentStart(line) { line = line[..<hash] }
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
            if words.isEmpty { continue }
            guard let equals = line.firstIndex(of: "=") else {
                throw fail("expected 'key = colour', not '\(Sanitizer.excerpt(line.trimmed()))'")
            }
            let name = line[..<equals].trimmed()
            let value = line[line.index(after: equals)...].trimmed()
            guard !name.isEmpty else { throw fail("a key is missing before '='") }
            if name == "base" {
                guard let base = BaseName(rawValue: value) else {
                    throw fail("'\(Sanitizer.excerpt(value))' is not a base palette (dark, light, high-contrast)")
                }
                file.base = base
                continue
            }
            guard let key = Key(rawValue: name) else {
                throw fail("'\(Sanitizer.excerpt(name))' is not a key (base, " + Key.allCases.map(\.rawValue).joined(separator: ", ") + ")")
            }
            guard !value.isEmpty else { throw fail("'\(Sanitizer.excerpt(name))' has no colour") }
            do {
                file.colors[key] = try ThemeColor(parsing: value[...])
            } catch let error as ThemeColor.ParseError {
                throw fail(error.reason)
            }
        }
        return file
    }

    /// Where a comment starts: a `#` first on the line, or after a space before a space or the end (`#0a84ff` is a colour).
    private static func commentStart(_ line: Substring) -> Substring.Index? {
        var previous: Character = " "
        var seenWord = false
        var index = line.startIndex
        while index != line.endIndex {
            let character = line[index]
            let next = line.index(after: index)
            if character == "#", previous == " " || previous == "\t" {
                if !seenWord || next == line.endIndex || [" ", "\t", "\r"].contains(line[next]) { return index }
            }
            if character != " ", character != "\t" { seenWord = true }
            previous = character
            index = next
        }
        return nil
    }
}

/// One colour of a theme file in up to three forms, one a depth (`#rrggbb`, an xterm index, an ANSI name), or `default`.
public struct ThemeColor: Hashable, Sendable {
    /// The 24-bit form.
    public var rgb: RGB?
    /// The xterm 256-colour index.
    public var index: UInt8?
    /// The ANSI colour (0–15), or nil; `isDefault` for the terminal's own colour.
    public var ansi: UInt8?
    /// The terminal's own colour (SGR 39/49) at every depth.
    public var isDefault = false

    struct ParseError: Error { var reason: String }

    /// The ANSI colour names, 0–7; `bright-` adds 8.
    static let names = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]

    /// The number of an ANSI colour name: `blue`, `bright-blue` (or `brightblue`), `grey`/`gray`.
    static func ansiNumber(_ name: String) -> UInt8? {
        if name == "grey" || name == "gray" { return 8 }
        if let plain = names.firstIndex(of: name) { return UInt8(plain) }
        for prefix in ["bright-", "bright"] where name.hasPrefix(prefix) {
            if let plain = names.firstIndex(of: String(name.dropFirst(prefix.count))) { return UInt8(plain + 8) }
        }
        return nil
    }

    /// `rrggbb` or `rgb` in hexadecimal.
    static func hex<S: StringProtocol>(_ digits: S) -> RGB? {
        let values = digits.compactMap(\.hexDigitValue)
        guard values.count == digits.count else { return nil }
        switch values.count {
        case 6:
            return RGB(UInt8(values[0] * 16 + values[1]), UInt8(values[2] * 16 + values[3]), UInt8(values[4] * 16 + values[5]))
        case 3:
            return RGB(UInt8(values[0] * 17), UInt8(values[1] * 17), UInt8(values[2] * 17))
        default:
            return nil
        }
    }

    /// The colour as a terminal of `depth` is best given it.
    public func color(at depth: ColorDepth) -> Color {
        if isDefault { return .default }
        let fromRGB = rgb.map { Color.rgb($0.red, $0.green, $0.blue) }
        let fromIndex = index.map { $0 < 16 ? Color.ansi($0) : Color.indexed($0) }
        let fromName = ansi.map { Color.ansi($0) }
        switch depth {
        case .none: return .default
        case .trueColor: return fromRGB ?? fromIndex ?? fromName ?? .default
        case .ansi256: return fromIndex ?? fromRGB ?? fromName ?? .default
        case .ansi16: return fromName ?? fromIndex ?? fromRGB ?? .default
        }
    }
}

extension ThemeColor {
    init(parsing value: Substring) throws {
        for word in value.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
            let lower = word.lowercased()
            if lower == "default" {
                isDefault = true
            } else if word.first == "#" {
                guard rgb == nil else { throw ParseError(reason: "'\(Sanitizer.excerpt(value))' gives two #rrggbb colours") }
                guard let parsed = Self.hex(word.dropFirst()) else {
                    throw ParseError(reason: "'\(Sanitizer.excerpt(word))' is not a colour (#rrggbb or #rgb)")
                }
                rgb = parsed
            } else if word.allSatisfy({ $0.isASCII && $0.isWholeNumber }) {
                guard index == nil else { throw ParseError(reason: "'\(Sanitizer.excerpt(value))' gives two colour indexes") }
                guard word.count <= 3, let number = Int(word), number <= 255 else {
                    throw ParseError(reason: "'\(Sanitizer.excerpt(word))' is not a colour index from 0 to 255")
                }
                index = UInt8(number)
            } else if let number = Self.ansiNumber(lower) {
                guard ansi == nil else { throw ParseError(reason: "'\(Sanitizer.excerpt(value))' gives two colour names") }
                ansi = number
            } else {
                throw ParseError(reason: "'\(Sanitizer.excerpt(word))' is not a colour (#rrggbb, 0-255, a colour name such as blue or bright-blue, or default)")
            }
        }
        if isDefault, rgb != nil || index != nil || ansi != nil {
            throw ParseError(reason: "'\(Sanitizer.excerpt(value))': default stands alone")
        }
    }
}

extension Substring {
    /// Without the spaces and tabs at either end, and the carriage returns too unless `keepingCR`.
    func trimmed(keepingCR: Bool = false) -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || (!keepingCR && $0 == "\r") }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
