extension Form {
    /// How `swalert form` prints its answer (`--format`).
    public enum AnswerFormat: String, CaseIterable, Sendable {
        /// `NAME='value'` lines for `eval` in any POSIX shell; a multi's values one a line inside the quotes.
        case shell
        /// As `shell`, a multi's values as an array: `NAME=('a' 'b')`.
        case bash
        /// One JSON object on one line: strings, arrays, booleans, numbers.
        case json
        /// dialog's: each value followed by a newline (a textarea's own newlines kept), a multi's values on one line
        /// separated by spaces and quoted where they must be, as dialog's checklist answers.
        case lines
        /// Each value followed by a NUL byte, a multi's values one a line.
        case nul
    }

    /// A field that cannot take its answer: its index and why, as `Field.problem(with:again:)` says it.
    public struct Refusal: Error, Hashable, Sendable {
        public let field: Int
        public let problem: String

        public init(field: Int, problem: String) {
            self.field = field
            self.problem = problem
        }
    }

    /// The answer to print for `values` (one per field, `Form.Outcome.submitted`) of `fields`: notes left out; only
    /// the fields named in `names` (in the order named) when given. It ends with its own terminator (a newline, or
    /// NUL after each value for `nul`): write it as it is, each `ByteEscape` as the byte it stands for.
    public static func answer(_ values: [Value], of fields: [Field], format: AnswerFormat, names: [String]? = nil) -> String {
        let answered = zip(fields, values).filter { $0.0.kind.hasValue }
        let chosen = names.map { names in names.compactMap { name in answered.first { $0.0.name == name } } } ?? answered
        switch format {
        case .shell, .bash: return chosen.map { shellLine($0.0.name, $0.1, arrays: format == .bash) + "\n" }.joined()
        case .json: return "{" + chosen.map { json($0.0.name) + ": " + json($0.1, number: $0.0.kind == .number) }
            .joined(separator: ", ") + "}\n"
        case .lines: return chosen.map { line($0.1) + "\n" }.joined()
        case .nul: return chosen.map { text($0.1) + "\0" }.joined()
        }
    }

    /// Every field's first answer (`Field.initialValue`; a note's is empty), or the first field that refuses it:
    /// what `--assume-default` answers.
    public static func defaults(of fields: [Field]) -> Result<[Value], Refusal> {
        var values: [Value] = []
        for (index, field) in fields.enumerated() {
            var value = field.kind.hasValue ? field.initialValue : .text("")
            // A line starts cut to its most graphemes, as the field's editor cuts it.
            if let maximumLength = field.maximumLength, case .text(let text) = value {
                value = .text(LineEditor(text: text, maximumLength: maximumLength).text)
            }
            if let problem = field.problem(with: value) { return .failure(Refusal(field: index, problem: problem)) }
            values.append(value)
        }
        return .success(values)
    }

    // MARK: - Shell

    /// `name='value'`, or with `arrays` a multi's `name=('a' 'b')`.
    static func shellLine(_ name: String, _ value: Value, arrays: Bool) -> String {
        if arrays, case .list(let items) = value { return name + "=(" + items.map(shellQuoted).joined(separator: " ") + ")" }
        return name + "=" + shellQuoted(text(value))
    }

    /// `text` in single quotes, each `'` written `'\''`: bash, dash and zsh take every other byte in single quotes
    /// as itself (newlines, `$`, backticks, `\`, `!`, bytes that are not UTF-8).
    public static func shellQuoted(_ text: String) -> String {
        var quoted = "'"
        quoted.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            if scalar == "'" { quoted += "'\\''" } else { quoted.unicodeScalars.append(scalar) }
        }
        return quoted + "'"
    }

    /// A value as one text: a multi's values one a line, a confirm's `yes` or `no`.
    static func text(_ value: Value) -> String {
        switch value {
        case .text(let text): return text
        case .list(let items): return items.joined(separator: "\n")
        case .flag(let flag): return flag ? "yes" : "no"
        }
    }

    /// A value as dialog prints it: a multi's values as its checklist's, separated by spaces, quoted where they must be.
    static func line(_ value: Value) -> String {
        guard case .list(let items) = value else { return text(value) }
        return items.map { DialogQuoting.quoted($0, singleQuoted: false) }.joined(separator: " ")
    }

    // MARK: - JSON

    /// A value as JSON: a string, a multi's array, a confirm's boolean; a number field's whole number as a JSON
    /// number (null when empty).
    static func json(_ value: Value, number: Bool) -> String {
        switch value {
        case .list(let items): return "[" + items.map(json).joined(separator: ", ") + "]"
        case .flag(let flag): return flag ? "true" : "false"
        case .text(let text) where number:
            if text.isEmpty { return "null" }
            return Field.wholeNumber(text).map(String.init) ?? json(text)
        case .text(let text): return json(text)
        }
    }

    /// `text` as a JSON string (RFC 8259): `"` and `\` escaped, control characters and DEL as `\n`, `\t`, `\r` or
    /// `\u00XX`. A byte that was not UTF-8 (a `ByteEscape`) becomes U+FFFD: JSON text is Unicode, and a lone
    /// surrogate escape would be refused by strict parsers.
    static func json(_ text: String) -> String {
        var quoted = "\""
        quoted.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\n": quoted += "\\n"
            case "\r": quoted += "\\r"
            case "\t": quoted += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: quoted += "\\u" + hex4(scalar.value)
            case _ where ByteEscape.isEscape(scalar): quoted += "\u{FFFD}"
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }

    /// Four lowercase hex digits.
    private static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
