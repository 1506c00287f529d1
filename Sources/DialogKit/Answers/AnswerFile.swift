/// A file of preseeded answers: `id = value` lines, read once, each dialog with an `--id` answered from it.
///
/// The format: `#` starts a comment line; blank lines are skipped; CRLF is taken as LF. `id = value` answers with the
/// value, spaces and tabs around it dropped; `id = ` with the empty text. A value in double quotes keeps its spaces
/// and takes `\n`, `\r`, `\t`, `\"` and `\\`. `id.multi = a, b` gives several values (a value with a comma is
/// quoted), as do repeated `id = …` lines. `id = button:LABEL` presses a button, `id = status:N` ends as that
/// exit status does; in quotes either is a value like another.
public struct AnswerFile: Sendable {
    /// What one id is answered with.
    public enum Answer: Hashable, Sendable {
        /// The values given, one for a single answer, several for a list.
        case values([String])
        /// `button:LABEL`: the button with that label pressed.
        case button(String)
        /// `status:N`: ended as a person's answer with that exit status ends.
        case status(Int32)
    }

    /// An answer as found in the file: the answer and the line it was given on.
    public struct Found: Hashable, Sendable {
        public let answer: Answer
        public let line: Int
    }

    /// A line that cannot be read, or an answer that a dialog refuses: the file, the line and why.
    public struct Refusal: Error, Hashable, Sendable, CustomStringConvertible {
        public let path: String
        public let line: Int
        public let reason: String

        public init(path: String, line: Int, reason: String) {
            self.path = path
            self.line = line
            self.reason = reason
        }

        public var description: String {
            Sanitizer.oneLine("\(Sanitizer.excerpt(path: path, limit: 100)) line \(line): \(reason)", limit: 300)
        }
    }

    /// Where the answers were read from, as given.
    public let path: String
    private var lines: [String: [(line: Int, answer: Answer)]] = [:]

    /// The most bytes an answer file may have.
    public static let maximumBytes = 1 << 20

    /// Reads `text`, the contents of the file at `path`; throws `Refusal` for the first line that is not an answer.
    public init(parsing text: String, path: String) throws {
        self.path = path
        var number = 0
        var rest = Substring(text)
        if rest.unicodeScalars.first == "\u{FEFF}" { rest = Substring(rest.unicodeScalars.dropFirst()) }
        while !rest.isEmpty || number == 0 {
            number += 1
            let end = rest.unicodeScalars.firstIndex(of: "\n") ?? rest.endIndex
            var line = Substring(rest.unicodeScalars[..<end])
            rest = end == rest.endIndex ? "" : Substring(rest.unicodeScalars[rest.unicodeScalars.index(after: end)...])
            if line.unicodeScalars.last == "\r" { line = Substring(line.unicodeScalars.dropLast()) }
            let body = Self.trimmed(line)
            guard !body.isEmpty, body.unicodeScalars.first != "#" else {
                if rest.isEmpty { break }
                continue
            }
            do {
                let (id, answer) = try Self.parse(body)
                lines[id, default: []].append((number, answer))
            } catch let reason as Reason {
                throw Refusal(path: path, line: number, reason: reason.text)
            }
            if rest.isEmpty { break }
        }
    }

    /// The answer for `id`, repeated lines joined into one list; nil when the file has none. Throws `Refusal` for a
    /// button or status given with other lines for the same id.
    public func answer(for id: String) throws -> Found? {
        guard let given = lines[id], let first = given.first else { return nil }
        guard given.count > 1 else { return Found(answer: first.answer, line: first.line) }
        var values: [String] = []
        for entry in given {
            guard case .values(let more) = entry.answer else {
                throw Refusal(path: path, line: entry.line, reason: "'\(Sanitizer.excerpt(id, limit: 60))' has other lines too: "
                    + "a button or status answers alone")
            }
            values += more
        }
        return Found(answer: .values(values), line: first.line)
    }

    /// Whether the file answers any id that starts with `prefix`.
    public func answers(anyStartingWith prefix: String) -> Bool {
        lines.keys.contains { $0.hasPrefix(prefix) }
    }

    /// Whether `name` can be an id: letters, digits, `_` and `-`, dots between them (a form's `FORM.FIELD`).
    public static func isIdentifier(_ name: String) -> Bool {
        guard !name.isEmpty, name.first != ".", name.last != "." else { return false }
        var previousDot = false
        for scalar in name.unicodeScalars {
            let isDot = scalar == "."
            guard isDot || scalar == "_" || scalar == "-" || (scalar.isASCII && scalar.properties.isAlphabetic)
                    || ("0"..."9").contains(scalar), !(isDot && previousDot) else { return false }
            previousDot = isDot
        }
        return true
    }

    // MARK: - Lines

    /// Why a line was not read.
    struct Reason: Error {
        let text: String
    }

    static let multiSuffix = ".multi"

    /// `id = value`, read.
    private static func parse(_ body: Substring) throws -> (String, Answer) {
        guard let equals = body.unicodeScalars.firstIndex(of: "=") else {
            throw Reason(text: "no '=' (a line is 'id = value')")
        }
        var id = String(trimmed(Substring(body.unicodeScalars[..<equals])))
        let value = trimmed(Substring(body.unicodeScalars[body.unicodeScalars.index(after: equals)...]))
        let multi = id.hasSuffix(multiSuffix)
        if multi { id = String(id.dropLast(multiSuffix.count)) }
        guard isIdentifier(id) else {
            throw Reason(text: "'\(Sanitizer.excerpt(id, limit: 60))' is not an id (letters, digits, '_', '-', dots between)")
        }
        if multi { return (id, .values(try list(value))) }
        if value.unicodeScalars.first == "\"" {
            var scanner = Scanner(text: value)
            let text = try scanner.quoted()
            guard scanner.atEnd else { throw Reason(text: "text after the closing quote") }
            return (id, .values([text]))
        }
        if value.hasPrefix("button:") {
            let label = trimmed(value.dropFirst("button:".count))
            guard !label.isEmpty else { throw Reason(text: "'button:' names no button") }
            return (id, .button(String(label)))
        }
        if value.hasPrefix("status:") {
            let digits = trimmed(value.dropFirst("status:".count))
            guard !digits.isEmpty, digits.count <= 3, digits.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }),
                  let status = Int32(digits), status <= 255 else {
                throw Reason(text: "'status:' takes a number from 0 to 255")
            }
            return (id, .status(status))
        }
        return (id, .values([String(value)]))
    }

    /// `a, "b, c", d` as its values; empty for nothing.
    private static func list(_ text: Substring) throws -> [String] {
        var values: [String] = []
        var scanner = Scanner(text: text)
        while !scanner.atEnd {
            values.append(try scanner.item())
            if !scanner.atEnd { try scanner.comma() }
        }
        return values
    }

    /// `text` without the spaces and tabs around it.
    static func trimmed(_ text: Substring) -> Substring {
        let blank: (Unicode.Scalar) -> Bool = { $0 == " " || $0 == "\t" }
        let scalars = text.unicodeScalars
        guard let start = scalars.firstIndex(where: { !blank($0) }), let last = scalars.lastIndex(where: { !blank($0) })
        else { return "" }
        return Substring(scalars[start...last])
    }

    /// Reads quoted text and list items from a value, scalar by scalar.
    private struct Scanner {
        var scalars: Substring.UnicodeScalarView
        init(text: Substring) { scalars = text.unicodeScalars }

        var atEnd: Bool { scalars.allSatisfy { $0 == " " || $0 == "\t" } }

        mutating func skipBlanks() {
            while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
        }

        /// `"…"` with its escapes, the scanner at its opening quote.
        mutating func quoted() throws -> String {
            scalars.removeFirst()
            var text = String.UnicodeScalarView()
            while let scalar = scalars.popFirst() {
                switch scalar {
                case "\"": return String(text)
                case "\\":
                    guard let next = scalars.popFirst() else { throw Reason(text: "no closing quote") }
                    switch next {
                    case "n": text.append("\n")
                    case "r": text.append("\r")
                    case "t": text.append("\t")
                    case "\"", "\\": text.append(next)
                    default: throw Reason(text: "unknown escape '\\\(next)' (use \\n, \\r, \\t, \\\" or \\\\)")
                    }
                default: text.append(scalar)
                }
            }
            throw Reason(text: "no closing quote")
        }

        /// One item of a list: quoted, or up to the next comma with its blanks dropped.
        mutating func item() throws -> String {
            skipBlanks()
            if scalars.first == "\"" {
                let text = try quoted()
                skipBlanks()
                return text
            }
            let end = scalars.firstIndex(of: ",") ?? scalars.endIndex
            let text = AnswerFile.trimmed(Substring(scalars[..<end]))
            scalars = scalars[end...]
            return String(text)
        }

        mutating func comma() throws {
            skipBlanks()
            guard scalars.first == "," else { throw Reason(text: "a list's items are separated by commas") }
            scalars.removeFirst()
        }
    }
}
