import DialogKit

/// Everything a `choose` run needs, read from the command line and the environment.
struct ChooseRequest {
    /// Where the items come from.
    enum Items {
        case arguments([String])
        /// One a line from standard input.
        case standardInput
    }

    var message: MessageSource
    var items: Items
    var title: String
    var delimiter: String?
    var configuration: Choose.Configuration
    var selected: [String]
    var selectIfOne: Bool
    var printIndex: Bool
    var separator: String
    var width: Int?
    var options: PresentationOptions
    var assumeDefault: Bool
    var answers = AnswerSettings()

    init(_ arguments: ParsedArguments, environment: Environment,
         standardInputIsTerminal: Bool = ProcessContext.standardInputIsTerminal) throws {
        var positionals = arguments.positionals
        if let text = arguments.value("message") {
            message = .text(text)
        } else if let path = arguments.value("file") {
            message = .file(path)
        } else if !positionals.isEmpty {
            let first = positionals.removeFirst()
            message = first == "-" ? .standardInput : .text(first)
        } else {
            message = .text("")
        }
        if arguments.value("message") != nil, arguments.value("file") != nil {
            throw UsageError("give the message with '--message' or '--file', not both")
        }
        if !positionals.isEmpty {
            items = .arguments(positionals)
        } else if !standardInputIsTerminal {
            items = .standardInput
            if case .standardInput = message {
                throw UsageError("the items are read from standard input, so the message cannot be too")
            }
        } else {
            throw UsageError("no items given (pass them after the message, or one a line on standard input)")
        }
        title = arguments.value("title") ?? ""
        delimiter = arguments.value("delimiter").flatMap { $0.isEmpty ? nil : Self.unescaped($0) }
        let multiple = arguments.has("multi")
        let minimum = try arguments.wholeNumber("min", in: 0...10_000_000)
        let maximum = try arguments.wholeNumber("max", in: 1...10_000_000)
        if !multiple, minimum != nil || maximum != nil {
            throw UsageError("options '--min' and '--max' go with '--multi'")
        }
        if let minimum, let maximum, minimum > maximum {
            throw UsageError("option '--min': \(minimum) is more than '--max' \(maximum)")
        }
        if arguments.has("exact"), arguments.has("no-filter") {
            throw UsageError("options '--exact' and '--no-filter' cannot be used together")
        }
        let height = try arguments.wholeNumber("height", in: 1...10_000)
        width = try arguments.width()
        options = try AlertRequest.presentationOptions(arguments, environment: environment, inlineByDefault: true)
        configuration = Choose.Configuration(
            multiple: multiple, minimum: minimum, maximum: maximum,
            filtering: arguments.has("no-filter") ? .none : arguments.has("exact") ? .exact : .fuzzy,
            timeoutSelects: arguments.has("timeout-select"),
            maximumRows: height ?? (options.placement == .inline ? 10 : nil))
        selected = arguments.all("selected")
        selectIfOne = arguments.has("select-if-one")
        printIndex = arguments.has("index")
        separator = arguments.value("separator").map(Self.unescaped) ?? "\n"
        assumeDefault = arguments.assumesDefault(environment: environment)
        answers = try AnswerSettings(arguments, environment: environment)
    }

    /// The items of the command line, split at the delimiter.
    func items(from texts: [String]) -> [Choose.Item] {
        texts.map { Choose.Item(parsing: $0, delimiter: delimiter) }
    }

    /// The chooser, once the message has been read.
    func makeChoose(message: String, items: [Choose.Item]) -> Choose {
        Choose(message: message, title: title, items: items, configuration: configuration, selected: selected,
               maximumWidth: width)
    }

    /// What is printed for the chosen items, each followed by the separator; a single choice ends with a newline.
    func output(_ chosen: [Int], of choose: Choose) -> String {
        let texts = chosen.map { printIndex ? String($0) : choose.items[$0].value }
        guard configuration.multiple else { return texts.joined() + "\n" }
        return texts.map { $0 + separator }.joined()
    }

    /// `\0`, `\n`, `\t` and `\\` in a separator or delimiter, as a shell script writes them in single quotes.
    static func unescaped(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        var result = "", escaped = false
        for character in text {
            if escaped {
                switch character {
                case "0": result.append("\0")
                case "n": result.append("\n")
                case "t": result.append("\t")
                default: result.append(character)
                }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                result.append(character)
            }
        }
        return escaped ? result + "\\" : result
    }
}
