import DialogKit

/// One option a command accepts.
struct OptionSpec {
    let name: String
    /// The value's placeholder in help (`LABEL`; nil for a flag), the help, the values an enumerated option takes.
    let value: String?
    let help: String
    let choices: [String]
    let repeatable: Bool

    init(_ name: String, _ value: String? = nil, _ help: String, choices: [String] = [], repeatable: Bool = false) {
        self.name = name
        self.value = value
        self.help = help
        self.choices = choices
        self.repeatable = repeatable
    }
}

/// A command line that is not right, its message naming the option or value at fault, kept to one line of visible
/// characters (`^J`, `^[`) since it quotes what was given.
struct UsageError: Error, Equatable {
    let message: String
    init(_ message: String) { self.message = Sanitizer.sanitize(message, keepNewlines: false, keepTabs: false) }
}

/// `--name=value` as its name and value, `--name` as its name alone, without the dashes.
func optionParts(_ argument: String) -> (name: String, inline: String?) {
    let name = argument.dropFirst(2)
    guard let equals = name.firstIndex(of: "=") else { return (String(name), nil) }
    return (String(name[..<equals]), String(name[name.index(after: equals)...]))
}

/// One command's options and positional arguments, scanned, not yet interpreted.
struct ParsedArguments {
    /// Every value given, each after its option's name (name, value, name, value, ...), in the order given.
    private(set) var namedValues: [String] = []
    private(set) var flags: [String] = []
    private(set) var positionals: [String] = []

    func value(_ name: String) -> String? { all(name).last }

    /// The values given to option `name`, in the order given.
    func all(_ name: String) -> [String] {
        var values: [String] = []
        for index in stride(from: 0, to: namedValues.count - 1, by: 2) where namedValues[index] == name {
            values.append(namedValues[index + 1])
        }
        return values
    }

    func has(_ name: String) -> Bool { flags.contains(name) || hasValue(name) }

    private func hasValue(_ name: String) -> Bool { !all(name).isEmpty }

    /// Scans `arguments` against `options`: `--name VALUE`, `--name=VALUE`, flags, and `--` ending options.
    static func scan(_ arguments: [String], options: [OptionSpec]) throws -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                parsed.positionals += arguments[index...]
                break
            }
            guard argument.hasPrefix("--"), argument.count > 2 else {
                if argument.hasPrefix("-"), argument != "-" { throw UsageError("unknown option '\(argument)'") }
                parsed.positionals.append(argument)
                continue
            }
            let (name, inline) = optionParts(argument)
            guard let spec = options.first(where: { $0.name == name }) else {
                throw UsageError("unknown option '--\(name)'")
            }
            if spec.value == nil {
                if inline != nil { throw UsageError("option '--\(name)' takes no value") }
                if !parsed.flags.contains(name) { parsed.flags.append(name) }
                continue
            }
            let value: String
            if let inline {
                value = inline
            } else {
                guard index < arguments.count else { throw UsageError("option '--\(name)' needs a value (\(spec.value!))") }
                value = arguments[index]
                index += 1
            }
            if !spec.choices.isEmpty, !spec.choices.contains(value) {
                throw UsageError("option '--\(name)': '\(value)' is not one of \(spec.choices.joined(separator: ", "))")
            }
            if !spec.repeatable, parsed.hasValue(name) {
                throw UsageError("option '--\(name)' given more than once")
            }
            parsed.namedValues += [name, value]
        }
        return parsed
    }
}

extension ParsedArguments {
    /// The value of `option`, a whole number in `range`; nil when the option is not given.
    func wholeNumber(_ option: String, in range: ClosedRange<Int>) throws -> Int? {
        try value(option).map { try Self.wholeNumber($0, option: option, range: range) }
    }

    /// `--width`, the widest a box may be.
    func width() throws -> Int? { try wholeNumber("width", in: 1...10_000) }

    /// The button labels given to `option`, `&X` marking hotkey X; throws for one with no text.
    func labels(_ option: String) throws -> [ButtonLabel] {
        try all(option).map { raw in
            let label = ButtonLabel(parsing: raw)
            guard !label.text.isEmpty else { throw UsageError("option '--\(option)': a label cannot be empty") }
            return label
        }
    }

    /// `--assume-default`, or `SWALERT_ASSUME_DEFAULT` set.
    func assumesDefault(environment: Environment) -> Bool {
        has("assume-default") || !(environment["SWALERT_ASSUME_DEFAULT"] ?? "").isEmpty
    }

    /// Seconds in decimal (`2`, `0.5`, `.5`): no sign, exponent, hexadecimal, `inf` or `nan`, which `Double` takes.
    static func seconds(_ text: String, option: String) throws -> Double {
        let digits = text.utf8.filter { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }.count
        let points = text.utf8.filter { $0 == UInt8(ascii: ".") }.count
        guard digits > 0, points <= 1, digits + points == text.utf8.count,
              let value = Double(text), value.isFinite, value >= 0, value <= 31_536_000 else {
            throw UsageError("option '--\(option)': '\(text)' is not a number of seconds from 0 to 31536000")
        }
        return value
    }

    /// A whole number written in decimal digits alone (no sign).
    static func wholeNumber(_ text: String, option: String, range: ClosedRange<Int>) throws -> Int {
        guard !text.isEmpty, text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
              let value = Int(text), range.contains(value) else {
            throw UsageError("option '--\(option)': '\(text)' is not a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return value
    }
}
