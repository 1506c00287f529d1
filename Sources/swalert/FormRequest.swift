import DialogKit

/// Everything a `form` run needs: the form's options (those before the first field), its fields (a `--spec`'s first,
/// then the command line's) and the shape of the answer.
struct FormRequest {
    var fields: [Form.Field]
    var title: String
    var message: String
    var ok: ButtonLabel
    var cancel: ButtonLabel
    var width: Int?
    var format: Form.AnswerFormat
    /// The names `--print` keeps, in the order given; empty: every field.
    var printed: [String]
    var options: PresentationOptions
    var assumeDefault: Bool
    var answers = AnswerSettings()
    /// The locale's character set: keys are typed in it, and what was typed goes out in it.
    var charset: Charset
    /// `--help` before the first field: nothing else is read.
    var showsHelp = false
    /// `--timeout-value`: a timeout submits what passes OK's checks.
    var timeoutSubmits = false

    static let formats = Form.AnswerFormat.allCases.map(\.rawValue)

    /// The options before the first field, as `swalert form --help` lists them.
    static let options: [OptionSpec] = Command.common(without: ["file"]) {
        switch $0 {
        case "title": "title shown above the fields"
        case "help": "before the first field: show this help"
        default: nil
        }
    } + [
        OptionSpec("message", "TEXT", "a message above the fields"),
        OptionSpec("format", "FORMAT", "the answer's shape: shell, bash, json, lines or nul (default shell)", choices: formats),
        OptionSpec("print", "NAME", "print only these fields, in this order (repeatable; several names may follow)", repeatable: true),
        OptionSpec("spec", "FILE", "read fields from FILE ('-': standard input), one a line, before the command line's"),
        OptionSpec("ok", "LABEL", "label of the OK button (default OK)"),
        OptionSpec("cancel", "LABEL", "label of the Cancel button (default Cancel)"),
        OptionSpec("timeout-value", nil, "a timeout submits the fields as they stand, as OK would (one refused: 124)"),
        OptionSpec("assume-default", nil, "with no terminal, answer every field's --default (checked as the form checks it)"),
    ] + AnswerSettings.options

    /// Reads `swalert form` arguments; `loadSpec` reads a `--spec` (a path, or `-`) and throws `FormSpec.ReadError`.
    init(_ arguments: [String], environment: Environment, loadSpec: (String) throws -> String = FormSpec.load) throws {
        let first = Self.firstField(in: arguments)
        let own = try Self.formWords(Array(arguments[..<first]))
        let parsed = try ParsedArguments.scan(own, options: Self.options)
        if parsed.has("help") {
            self = Self(helpOnly: ())
            return
        }
        if let argument = parsed.positionals.first {
            throw UsageError("unexpected argument '\(argument)' (a field starts --TYPE NAME LABEL, e.g. --text user \"User name\")")
        }
        options = try AlertRequest.presentationOptions(parsed, environment: environment)
        width = try parsed.width()
        title = parsed.value("title") ?? ""
        message = parsed.value("message") ?? ""
        format = parsed.value("format").flatMap(Form.AnswerFormat.init(rawValue:)) ?? .shell
        ok = try parsed.labels("ok").last ?? ButtonLabel(parsing: options.messages[.buttonOk])
        cancel = try parsed.labels("cancel").last ?? ButtonLabel(parsing: options.messages[.buttonCancel])
        assumeDefault = parsed.assumesDefault(environment: environment)
        timeoutSubmits = parsed.has("timeout-value")
        answers = try AnswerSettings(parsed, environment: environment)
        charset = Charset.detect(environment: environment)
        var reader = FormFields()
        if let path = parsed.value("spec") {
            let text = try loadSpec(path)
            for line in try FormSpec.lines(text) {
                var words = line.words
                if !words[0].hasPrefix("--") { words[0] = "--" + words[0] }
                guard FormFields.kind(words[0]) != nil || words[0] == "--page" else {
                    throw UsageError("spec line \(line.number): '\(line.words[0])' is not a field type "
                        + "(\(Form.Kind.allCases.map(\.rawValue).joined(separator: ", ")) or page)")
                }
                do { try reader.read(words, formOptions: Self.options) } catch let error as UsageError {
                    throw UsageError("spec line \(line.number): \(error.message)")
                }
            }
        }
        try reader.read(Array(arguments[first...]), formOptions: Self.options)
        fields = try reader.finished()
        printed = try Self.printed(parsed.all("print"), of: fields)
    }

    /// A request that only shows the help.
    private init(helpOnly: Void) {
        fields = []
        title = ""
        message = ""
        ok = ButtonLabel(text: "OK")
        cancel = ButtonLabel(text: "Cancel")
        format = .shell
        printed = []
        options = PresentationOptions()
        assumeDefault = false
        charset = .utf8
        showsHelp = true
    }

    /// Where the first field (or `--page`) starts: the first such word that is not a form option's value.
    private static func firstField(in words: [String]) -> Int {
        var index = 0
        while index < words.count {
            let word = words[index]
            guard FormFields.isOption(word) else {
                index += 1
                continue
            }
            let (name, inline) = optionParts(word)
            if FormFields.kind("--" + name) != nil || word == "--page" { return index }
            let takesValue = inline == nil && name != "print" && options.first(where: { $0.name == name })?.value != nil
            index += takesValue ? 2 : 1
        }
        return words.count
    }

    /// The form's words with each run of names after `--print` given as one `--print` each.
    private static func formWords(_ words: [String]) throws -> [String] {
        var result: [String] = [], index = 0
        while index < words.count {
            let word = words[index]
            index += 1
            guard word == "--print" else {
                result.append(word)
                // An option's value is never a name for `--print`, however it looks.
                let (name, inline) = FormFields.isOption(word) ? optionParts(word) : ("", "")
                if !options.contains(where: { $0.name == name }), FormFields.options.contains(where: { $0.name == name }) {
                    throw UsageError("option '--\(name)' goes after a field (--TYPE NAME LABEL)")
                }
                if inline == nil, options.first(where: { $0.name == name })?.value != nil, index < words.count {
                    result.append(words[index])
                    index += 1
                }
                continue
            }
            let start = index
            while index < words.count, !FormFields.isOption(words[index]) {
                result += ["--print", words[index]]
                index += 1
            }
            if index == start { result.append(word) }
        }
        return result
    }

    /// The names `--print` was given (each value may hold several, split at spaces and commas), every one a field's.
    private static func printed(_ values: [String], of fields: [Form.Field]) throws -> [String] {
        let names = values.flatMap { $0.split { $0 == " " || $0 == "," }.map(String.init) }
        for name in names {
            guard let field = fields.first(where: { $0.name == name }) else {
                throw UsageError("option '--print': no field is named '\(name)'")
            }
            if field.kind == .note { throw UsageError("option '--print': '\(name)' is a note, which has no value") }
        }
        if values.contains(where: \.isEmpty) || (!values.isEmpty && names.isEmpty) {
            throw UsageError("option '--print': no NAME given")
        }
        return names
    }

    /// The form as the dialog shows it.
    var form: Form {
        var form = Form(questions: fields, title: title, message: message, ok: ok, cancel: cancel, maximumWidth: width)
        form.timeoutSubmits = timeoutSubmits
        return form
    }

    /// What is printed for `values`: the fields `--print` names, or every one, in the `--format`.
    func answer(_ values: [Form.Value]) -> String {
        Form.answer(typed(values), of: fields, format: format, names: printed.isEmpty ? nil : printed)
    }

    /// `values` with each text typed in a locale that is not UTF-8 as the locale's bytes (`ByteEscape`), as `input`
    /// answers; a value left as it started, and a list's items, go out as they were given.
    func typed(_ values: [Form.Value]) -> [Form.Value] {
        guard !charset.isUTF8 else { return values }
        return zip(fields, values).map { field, value in
            guard case .text(let text) = value, field.kind.isLine || field.kind == .textarea, text != field.value else { return value }
            return .text(ByteEscape.decode(charset.encode(text)))
        }
    }
}
