import DialogKit

/// The fields of `swalert form`, read from words: `--TYPE NAME LABEL [ITEM...]`, each followed by its own options,
/// `--page` between two fields starting a new page. A spec's lines and then the command line are read into one.
struct FormFields {
    private(set) var fields: [Form.Field] = []
    /// The page the next field goes on, and whether a `--page` waits for its first field.
    private var page = 0
    private var pageOpen = false

    /// The options that follow a field, as `swalert form --help` lists them.
    static let options: [OptionSpec] = [
        OptionSpec("default", "VALUE", "the field's first value (choose: an item's value; multi: repeatable; confirm: yes or no)",
                   repeatable: true),
        OptionSpec("placeholder", "TEXT", "shown dimmed while the field is empty"),
        OptionSpec("required", nil, "an empty value cannot be submitted"),
        OptionSpec("validate", "REGEX", "the whole value must match this regular expression"),
        OptionSpec("error-message", "TEXT", "shown under the field when its value is refused"),
        OptionSpec("help", "TEXT", "after a field: a line of help shown under it while it has the focus"),
        OptionSpec("min", "N", "number: the smallest value; multi: the fewest items checked"),
        OptionSpec("max", "N", "number: the largest value; multi: the most items checked"),
        OptionSpec("delimiter", "STR", "choose, multi: each item is VALUE STR LABEL, the value answered, the label shown"),
        OptionSpec("confirm-field", "LABEL", "password: ask it twice, the second time under LABEL; both must match"),
        OptionSpec("max-length", "N", "most characters the value may have"),
    ]

    /// Which kinds each field option goes with.
    private static func kinds(of option: String) -> Set<Form.Kind> {
        let lines: Set<Form.Kind> = [.text, .password, .number, .file]
        switch option {
        case "default", "error-message": return Set(Form.Kind.allCases).subtracting([.note])
        case "required": return Set(Form.Kind.allCases).subtracting([.note, .confirm])
        case "placeholder", "max-length", "validate": return lines.union([.textarea])
        case "min", "max": return [.number, .multi]
        case "delimiter": return [.choose, .multi]
        case "confirm-field": return [.password]
        default: return Set(Form.Kind.allCases)
        }
    }

    /// The kind a word names as a field's start (`--text`), or nil.
    static func kind(_ word: String) -> Form.Kind? {
        word.hasPrefix("--") ? Form.Kind(rawValue: String(word.dropFirst(2))) : nil
    }

    /// Whether `word` is an option, not a value or an item (`--x`; `--` and `-` alone are items).
    static func isOption(_ word: String) -> Bool { word.hasPrefix("--") && word.count > 2 }

    /// `NAME` as a shell identifier: a letter or `_`, then letters, digits and `_`, in ASCII.
    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else { return false }
        return name.utf8.allSatisfy { byte in
            byte == UInt8(ascii: "_") || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        }
    }

    /// Reads `words`, fields and `--page`s, onto those read before; `formOptions` are named to say where they go.
    mutating func read(_ words: [String], formOptions: [OptionSpec] = []) throws {
        var draft: Draft?
        var index = 0
        while index < words.count {
            let word = words[index]
            index += 1
            if word == "--page" {
                if let draft { try add(draft) }
                draft = nil
                guard !fields.isEmpty else { throw UsageError("'--page' goes between fields, not before the first") }
                if pageOpen { throw UsageError("'--page' twice with no field between") }
                page += 1
                pageOpen = true
                continue
            }
            if let kind = Self.kind(word) {
                if let draft { try add(draft) }
                draft = try Draft(kind, words, at: &index, page: page)
                pageOpen = false
                continue
            }
            guard Self.isOption(word) else {
                guard let draft else {
                    throw UsageError("unexpected argument '\(word)' (a field starts --TYPE NAME LABEL, e.g. --text user \"User name\")")
                }
                throw UsageError("field '\(draft.name)': unexpected argument '\(word)' "
                    + (draft.kind.takesItems ? "(items come right after the LABEL)" : "(quote a label that has spaces)"))
            }
            let (name, inline) = optionParts(word)
            if Self.kind("--" + name) != nil { throw UsageError("option '--\(name)' takes no '=': --\(name) NAME LABEL") }
            guard let spec = Self.options.first(where: { $0.name == name }) else {
                if formOptions.contains(where: { $0.name == name }) {
                    throw UsageError("option '--\(name)' is the form's: give it before the first field")
                }
                throw UsageError("unknown option '--\(name)'")
            }
            guard var current = draft else { throw UsageError("option '--\(name)' goes after a field (--TYPE NAME LABEL)") }
            guard Self.kinds(of: name).contains(current.kind) else {
                throw UsageError("field '\(current.name)': option '--\(name)' does not go with a \(current.kind.rawValue) field")
            }
            var value = ""
            if spec.value != nil {
                if let inline {
                    value = inline
                } else {
                    guard index < words.count else {
                        throw UsageError("field '\(current.name)': option '--\(name)' needs a value (\(spec.value!))")
                    }
                    value = words[index]
                    index += 1
                }
            } else if inline != nil {
                throw UsageError("option '--\(name)' takes no value")
            }
            guard current.options[name] == nil || (name == "default" && current.kind == .multi) else {
                throw UsageError("field '\(current.name)': option '--\(name)' given more than once")
            }
            current.options[name, default: []].append(value)
            draft = current
        }
        if let draft { try add(draft) }
    }

    /// The fields read, once every word has been: one at least, and no `--page` left waiting for a field.
    func finished() throws -> [Form.Field] {
        if pageOpen { throw UsageError("'--page' goes between fields, not after the last") }
        guard !fields.isEmpty else { throw UsageError("no fields given (--TYPE NAME LABEL, or --spec FILE)") }
        return fields
    }

    private mutating func add(_ draft: Draft) throws {
        if fields.contains(where: { $0.name == draft.name }) {
            throw UsageError("field name '\(draft.name)' is given twice: each field needs its own")
        }
        fields.append(try draft.field())
    }

    /// A field as read so far: its kind, name, label, items and options, not yet checked against each other.
    private struct Draft {
        let kind: Form.Kind
        let name: String
        let label: String
        let items: [String]
        let page: Int
        var options: [String: [String]] = [:]

        /// Reads NAME, LABEL and the items after `--TYPE`, the words from `index` on.
        init(_ kind: Form.Kind, _ words: [String], at index: inout Int, page: Int) throws {
            self.kind = kind
            self.page = page
            let type = "--" + kind.rawValue
            guard index < words.count, !FormFields.isOption(words[index]) else {
                throw UsageError("option '\(type)': no NAME given (\(type) NAME \(kind == .note ? "TEXT" : "LABEL"))")
            }
            name = words[index]
            index += 1
            guard FormFields.isIdentifier(name) else {
                throw UsageError("field name '\(name)' is not a shell identifier (letters, digits and _, not starting with a digit)")
            }
            guard index < words.count, !FormFields.isOption(words[index]) else {
                throw UsageError("field '\(name)': no \(kind == .note ? "TEXT" : "LABEL") given (\(type) NAME \(kind == .note ? "TEXT" : "LABEL"))")
            }
            label = words[index]
            index += 1
            var items: [String] = []
            while index < words.count, !FormFields.isOption(words[index]) {
                items.append(words[index])
                index += 1
            }
            guard items.isEmpty || kind.takesItems else {
                throw UsageError("field '\(name)': unexpected argument '\(items[0])' (only choose and multi take items; "
                    + "quote a label that has spaces)")
            }
            guard !items.isEmpty || !kind.takesItems else {
                throw UsageError("field '\(name)': no items given (\(type) NAME LABEL ITEM...)")
            }
            self.items = items
        }

        func value(_ option: String) -> String? { options[option]?.last }

        /// The field, its options checked against its kind and each other.
        func field() throws -> Form.Field {
            let fault = "field '\(name)': option "
            var validation = InputValidation(required: options["required"] != nil, errorMessage: value("error-message"))
            if let pattern = value("validate") {
                do { validation.pattern = try ValidationPattern(pattern) } catch {
                    throw UsageError(fault + "'--validate': '\(pattern)' is not a valid regular expression (\(error))")
                }
            }
            let signed = kind == .number
            func number(_ option: String) throws -> Int? {
                try value(option).map { text in
                    guard let number = FormFields.wholeNumber(text, signed: signed) else {
                        throw UsageError(fault + "'--\(option)': '\(text)' is not a whole number"
                            + (signed ? "" : " from 0"))
                    }
                    return number
                }
            }
            let minimum = try number("min"), maximum = try number("max")
            if let minimum, let maximum, minimum > maximum {
                throw UsageError(fault + "'--min': \(minimum) is more than '--max' \(maximum)")
            }
            let maximumLength = try value("max-length").map {
                try ParsedArguments.wholeNumber($0, option: "max-length", range: 1...10_000_000)
            }
            let delimiter = value("delimiter").flatMap { $0.isEmpty ? nil : ChooseRequest.unescaped($0) }
            let items = items.map { Choose.Item(parsing: $0, delimiter: delimiter) }
            if kind == .multi, let minimum, minimum > items.count {
                throw UsageError(fault + "'--min': \(minimum) is more than the \(items.count) items")
            }
            let defaults = options["default"] ?? []
            for given in defaults {
                try check(default: given, items: items, maximumLength: maximumLength)
            }
            var field = Form.Field(kind, name: name, label: label, value: kind == .multi ? "" : defaults.last ?? "",
                                   selected: kind == .multi ? defaults : [], items: items,
                                   placeholder: value("placeholder") ?? "", validation: validation, help: value("help") ?? "",
                                   minimum: minimum, maximum: maximum, again: value("confirm-field"), page: page,
                                   maximumLength: maximumLength)
            if kind == .confirm { field.value = field.value.lowercased() }
            return field
        }

        /// A `--default` the field cannot start with is a usage error; one its rules refuse is left to them.
        private func check(default given: String, items: [Choose.Item], maximumLength: Int?) throws {
            let fault = "field '\(name)': option '--default': "
            switch kind {
            case .choose, .multi:
                guard items.contains(where: { $0.value == given }) else {
                    throw UsageError(fault + "'\(given)' is not one of the items' values")
                }
            case .confirm:
                guard ["yes", "no"].contains(given.lowercased()) else { throw UsageError(fault + "'\(given)' is not yes or no") }
            case .number:
                guard FormFields.wholeNumber(given, signed: true) != nil else {
                    throw UsageError(fault + "'\(given)' is not a whole number")
                }
            default:
                break
            }
            if let maximumLength, given.count > maximumLength {
                throw UsageError(fault + "longer than '--max-length' \(maximumLength)")
            }
        }
    }

    /// Decimal digits, led by `-` when `signed`, as a whole number; nil for anything else.
    static func wholeNumber(_ text: String, signed: Bool) -> Int? {
        let negative = signed && text.utf8.first == UInt8(ascii: "-")
        let digits = negative ? text.utf8.dropFirst() : text.utf8[...]
        guard !digits.isEmpty, digits.count <= 18,
              digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else { return nil }
        return Int(text)
    }
}

extension Form.Kind {
    /// Whether the field's LABEL is followed by its items.
    var takesItems: Bool { self == .choose || self == .multi }
}
