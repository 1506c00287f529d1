import DialogKit

/// The commands swalert knows and the options each accepts: the one table help, parsing and completions read.
enum Command: String, CaseIterable {
    case alert, confirm, input, choose, form, wait, toast, reset

    var summary: String {
        switch self {
        case .alert: return "a message with buttons over a dimmed backdrop"
        case .confirm: return "a yes/no question; exit status 0 means yes"
        case .input: return "a one-line text field; the value is printed on stdout"
        case .choose: return "pick one or many from a list, filtered as you type; printed on stdout"
        case .form: return "several fields in one box, checked, answered as NAME='value' lines for eval"
        case .toast: return "a message that fades in, stays a second and leaves no trace"
        case .wait: return "a spinner or gauge while a command runs or status lines arrive"
        case .reset: return "put the terminal back after a dialog that was killed (kill -9) left it broken"
        }
    }

    /// The environment variables swalert reads, the library's and its own, each documented in the man page; they are
    /// read one at a time as asked for (`Environment.process`), so start-up builds no list of them.
    static let environmentVariables = PresentationOptions.environmentVariables
        + ["SWALERT_ASSUME_DEFAULT", ToastRequest.detachedVariable] + Swalert.dialogStatusVariables + FrontEnd.colorVariables
        + [Swalert.followsTailVariable] + AnswerSettings.environmentVariables + FrontEnd.languageVariables

    /// The raw values of `Icon`, `Toast.Kind` and `Toast.Position`, written out (a test holds them equal).
    static let iconNames = ["info", "warning", "error", "question"]
    static let toastStyleNames = ["info", "success", "warning", "error"]
    static let toastPositionNames = ["bottom", "top"]

    /// `--icon`, of `alert` and `confirm`.
    static let icon = OptionSpec("icon", "KIND", "icon beside the title: info, warning, error or question (default none)",
                                 choices: iconNames)

    /// Options every dialog accepts.
    static let common: [OptionSpec] = [
        OptionSpec("title", "TEXT", "title shown above the message"),
        OptionSpec("file", "PATH", "read the message from a file"),
        OptionSpec("fullscreen", nil, "alternate screen with a dimmed backdrop (default)"),
        OptionSpec("inline", nil, "draw in rows below the cursor instead"),
        OptionSpec("plain", nil, "ask with plain lines, no escape sequences (also when TERM is dumb or unset)"),
        OptionSpec("width", "COLS", "widest the box may be (default 60, or as wide as a message's lines that fit the screen)"),
        OptionSpec("timeout", "SECONDS", "give up after SECONDS (default 0: never)"),
        OptionSpec("no-animation", nil, "draw only the final frame"),
        OptionSpec("accessible", nil, "for screen readers: the cursor on the focused item, field or button; no animation"),
        OptionSpec("color", "WHEN", "use colour: auto, always or never (default auto)", choices: ["auto", "always", "never"]),
        OptionSpec("help", nil, "show this help"),
    ]

    /// The common options less those `without` names, some with the words `help` gives in place of theirs.
    static func common(without: [String] = [], help: (String) -> String?) -> [OptionSpec] {
        var options: [OptionSpec] = []
        for option in common where !without.contains(option.name) {
            options.append(help(option.name).map { OptionSpec(option.name, option.value, $0, choices: option.choices) } ?? option)
        }
        return options
    }

    var options: [OptionSpec] {
        switch self {
        case .alert:
            return Self.common + [
                OptionSpec("button", "LABEL", "add a button (repeatable, at most 32; default OK); &X marks hotkey X", repeatable: true),
                OptionSpec("default", "LABEL|INDEX", "button focused at start (default the first)"),
                OptionSpec("cancel", "LABEL|INDEX", "button that Esc chooses (default none: Esc exits 255)"),
                OptionSpec("timeout-button", "LABEL|INDEX", "button that a timeout chooses (default none: exit 124)"),
                Self.icon,
                OptionSpec("assume-default", nil, "with no terminal, answer with the default button"),
            ] + AnswerSettings.options
        case .toast:
            return Self.common(without: ["fullscreen", "inline", "timeout", "accessible"]) {
                $0 == "plain" ? "one plain line, written at once (also when TERM is dumb or unset)" : nil
            } + [
                OptionSpec("duration", "SECONDS", "how long it stays fully shown (default 1.0)"),
                OptionSpec("style", "KIND", "info, success, warning or error (default info)", choices: Self.toastStyleNames),
                OptionSpec("position", "WHERE", "bottom or top of the rows it uses (default bottom)", choices: Self.toastPositionNames),
                OptionSpec("detach", nil, "return at once; shown from the background inside tmux, else printed on stderr"),
                OptionSpec("notify", nil, "also send a desktop notification through the terminal"),
            ]
        case .confirm:
            return Self.common + [
                OptionSpec("yes", "LABEL", "label of the yes button (default Yes, hotkey y)"),
                OptionSpec("no", "LABEL", "label of the no button (default No, hotkey n)"),
                OptionSpec("default", "ANSWER", "answer focused at start: yes or no (default yes)", choices: ["yes", "no"]),
                OptionSpec("timeout-button", "ANSWER", "answer a timeout chooses: yes or no (default none: exit 124)", choices: ["yes", "no"]),
                Self.icon,
                OptionSpec("assume-default", nil, "with no terminal, answer with the default button"),
                OptionSpec("print", nil, "also print the answer's label on stdout (by default only the exit status says it)"),
            ] + AnswerSettings.options
        case .input:
            return Self.common + [
                OptionSpec("value", "TEXT", "initial text, the cursor at its end (default empty)"),
                OptionSpec("placeholder", "TEXT", "shown dimmed while the field is empty"),
                OptionSpec("password", nil, "show each character as • and never draw the value"),
                OptionSpec("mask", "CHAR", "the character a password shows (default •; implies --password)"),
                OptionSpec("max-length", "N", "most characters the value may have (default no limit)"),
                OptionSpec("required", nil, "an empty value cannot be accepted"),
                OptionSpec("validate", "REGEX", "the whole value must match this regular expression"),
                OptionSpec("error-message", "TEXT", "shown under the field when the value is refused"),
                OptionSpec("ok", "LABEL", "label of the OK button (default OK)"),
                OptionSpec("cancel", "LABEL", "label of the Cancel button (default Cancel)"),
                OptionSpec("timeout-value", nil, "a timeout answers the value as it stands, as Enter would (refused: 124)"),
                OptionSpec("assume-default", nil, "with no terminal, answer the --value"),
            ] + AnswerSettings.options
        case .choose:
            return Self.common {
                switch $0 {
                case "fullscreen": "a box over a dimmed backdrop"
                case "inline": "the list in rows below the cursor (default)"
                case "plain": "a numbered list and a prompt (also when TERM is dumb or unset)"
                default: nil
                }
            } + [
                OptionSpec("message", "TEXT", "the message (instead of MESSAGE, when the items are arguments)"),
                OptionSpec("delimiter", "STR", "split each item into VALUE STR LABEL: the value printed, the label shown"),
                OptionSpec("multi", nil, "check boxes: Space selects, Ctrl-A selects all shown, Enter accepts"),
                OptionSpec("min", "N", "with --multi: fewest items Enter accepts"),
                OptionSpec("max", "N", "with --multi: most items Enter accepts"),
                OptionSpec("selected", "VALUE", "start with this item selected (--multi) or focused (repeatable)", repeatable: true),
                OptionSpec("select-if-one", nil, "with exactly one item, answer it at once without drawing"),
                OptionSpec("exact", nil, "filter by a piece of the label instead of its letters in order"),
                OptionSpec("no-filter", nil, "typing a letter focuses the next item starting with it"),
                OptionSpec("height", "ROWS", "most rows the list takes (default 10 inline, the screen full screen)"),
                OptionSpec("index", nil, "print the chosen items' indices in input order, from 0, not their values"),
                OptionSpec("separator", "STR", "written after each value printed (default a newline; '\\0' for NUL)"),
                OptionSpec("timeout-select", nil, "a timeout answers with the focused or selected items instead of 124"),
                OptionSpec("assume-default", nil, "with no terminal, answer the --selected items or the first"),
            ] + AnswerSettings.options
        case .form:
            return FormRequest.options + Self.fieldTypes + FormFields.options
        case .reset:
            return [OptionSpec("help", nil, "show this help")]
        case .wait:
            return Self.common(without: ["accessible"]) {
                switch $0 {
                case "fullscreen": "a centred box over a dimmed backdrop"
                case "inline": "a spinner line at the cursor, erased when done (default)"
                case "timeout": "stop the command after SECONDS: SIGTERM, SIGKILL 2 s later; exit 124"
                case "plain": "a plain line per message, no spinner (also when TERM is dumb or unset)"
                default: nil
                }
            } + [
                OptionSpec("spinner", "NAME", "spinner frames: \(Spinner.all.map(\.name).joined(separator: ", ")) (default dots)",
                           choices: Spinner.all.map(\.name)),
                OptionSpec("keep", nil, "leave a final line (✓ or ✗ MESSAGE) instead of erasing"),
                OptionSpec("show-output", nil, "print the command's output afterwards (by default only when it fails)"),
            ] + Self.taskOptions
        }
    }
}

extension Command {
    /// `wait`'s task list: several commands, a row each.
    static let taskOptions: [OptionSpec] = [
        OptionSpec("task", "NAME COMMAND", "run COMMAND (with sh -c) as a task named NAME; repeatable", repeatable: true),
        OptionSpec("tasks", "FILE", "read tasks from FILE ('-': stdin), a NAME<TAB>COMMAND line each"),
        OptionSpec("jobs", "N", "run up to N tasks at once (default 1: in order)"),
        OptionSpec("keep-going", nil, "run the rest after a task fails (default: skip them, stop the running ones)"),
    ]
}

extension Command {
    /// `form`'s fields, each `--TYPE NAME LABEL`, and `--page` between them, as `swalert form --help` lists them.
    static let fieldTypes: [OptionSpec] = Form.Kind.allCases.map { kind in
        switch kind {
        case .text: OptionSpec("text", "NAME LABEL", "one line of text")
        case .password: OptionSpec("password", "NAME LABEL", "one line shown as •, never drawn (--confirm-field: asked twice)")
        case .number: OptionSpec("number", "NAME LABEL", "a whole number (--min, --max)")
        case .textarea: OptionSpec("textarea", "NAME LABEL", "several lines: Enter adds a line, Tab leaves")
        case .choose: OptionSpec("choose", "NAME LABEL ITEM...", "one of the items, filtered as you type")
        case .multi: OptionSpec("multi", "NAME LABEL ITEM...", "several of the items, checked with Space")
        case .confirm: OptionSpec("confirm", "NAME LABEL", "yes or no")
        case .note: OptionSpec("note", "NAME TEXT", "text only, no value")
        case .file: OptionSpec("file", "NAME LABEL", "a path, completed with Tab")
        }
    } + [OptionSpec("page", nil, "between two fields: the next starts a new page (Back and Next)")]
}

/// What `alert`, `confirm` and `input` read alike: the message, the presentation, whether to answer with no terminal.
struct CommonRequest {
    var message: MessageSource
    var options: PresentationOptions
    var assumeDefault: Bool
    var answers: AnswerSettings

    init(_ arguments: ParsedArguments, environment: Environment, standardInputIsTerminal: Bool) throws {
        message = try AlertRequest.messageSource(arguments, standardInputIsTerminal: standardInputIsTerminal)
        options = try AlertRequest.presentationOptions(arguments, environment: environment)
        assumeDefault = arguments.assumesDefault(environment: environment)
        answers = try AnswerSettings(arguments, environment: environment)
    }
}

/// An `alert` or `confirm` command line, read.
struct AlertRequest {
    var common: CommonRequest
    var defaultButton: Int
    /// Whether the chosen label goes to stdout: always for an alert, with `--print` for a confirm (its status answers).
    var printsLabel: Bool
    var title: String
    var icon: Icon?
    var width: Int?
    /// The buttons and what presses them.
    var buttons: Buttons

    enum Buttons {
        /// `--button` labels (none: OK, answered as `ok`), and the ones Esc and the time limit press.
        case alert(labels: [ButtonLabel], named: Bool, cancel: Int?, onTimeout: Int?)
        case confirm(yes: String, no: String, defaultsToYes: Bool, onTimeout: Int?)
    }

    /// The alert, once its message has been read.
    func makeAlert(_ message: String) -> Alert {
        switch buttons {
        case .alert(let labels, let named, let cancel, let onTimeout):
            var alert = Alert(message: message, title: title, icon: icon, buttons: labels, defaultButton: defaultButton,
                              cancelButton: cancel, timeoutButton: onTimeout, maximumWidth: width)
            if !named { alert.answerNames = ["ok"] }
            return alert
        case .confirm(let yes, let no, let defaultsToYes, let onTimeout):
            return Alert.confirm(message: message, title: title, icon: icon, yes: yes, no: no, defaultsToYes: defaultsToYes,
                                 timeoutButton: onTimeout, maximumWidth: width)
        }
    }
}

extension AlertRequest {
    static let maximumButtons = 32

    /// Interprets the scanned arguments of `alert` or `confirm`.
    init(_ command: Command, _ arguments: ParsedArguments, environment: Environment,
         standardInputIsTerminal: Bool = ProcessContext.standardInputIsTerminal) throws {
        common = try CommonRequest(arguments, environment: environment, standardInputIsTerminal: standardInputIsTerminal)
        printsLabel = command != .confirm || arguments.has("print")
        title = arguments.value("title") ?? ""
        icon = arguments.value("icon").flatMap(Icon.init(rawValue:))
        width = try arguments.width()
        switch command {
        case .alert:
            let labels = arguments.all("button")
            guard labels.count <= Self.maximumButtons else {
                throw UsageError("option '--button': at most \(Self.maximumButtons) buttons (got \(labels.count))")
            }
            let messages = common.options.messages
            let buttons = labels.isEmpty ? [ButtonLabel(parsing: messages[.buttonOk])] : try arguments.labels("button")
            func index(_ option: String) throws -> Int? {
                try arguments.value(option).map { try Self.buttonIndex($0, in: buttons, option: option) }
            }
            let defaultButton = try index("default") ?? 0
            let cancel = try index("cancel"), onTimeout = try index("timeout-button")
            self.defaultButton = defaultButton
            self.buttons = .alert(labels: buttons, named: !labels.isEmpty, cancel: cancel, onTimeout: onTimeout)
        case .input, .choose, .form, .toast, .wait, .reset:
            throw UsageError("'\(command.rawValue)' is not an alert")
        case .confirm:
            for option in ["yes", "no"] where arguments.value(option)?.isEmpty == true {
                throw UsageError("option '--\(option)': a label cannot be empty")
            }
            let defaultsToYes = arguments.value("default") != "no"
            let messages = common.options.messages
            let yes = arguments.value("yes") ?? messages[.confirmYes], no = arguments.value("no") ?? messages[.confirmNo]
            let onTimeout = arguments.value("timeout-button").map { $0 == "yes" ? 0 : 1 }
            defaultButton = defaultsToYes ? 0 : 1
            buttons = .confirm(yes: yes, no: no, defaultsToYes: defaultsToYes, onTimeout: onTimeout)
        }
    }

    /// `report` without the label when it is not to be printed.
    func report(_ report: (status: Int32, output: String?)) -> (status: Int32, output: String?) {
        printsLabel ? report : (report.status, nil)
    }

    static func messageSource(_ arguments: ParsedArguments, standardInputIsTerminal: Bool) throws -> MessageSource {
        let positionals = arguments.positionals
        guard positionals.count <= 1 else {
            throw UsageError("too many arguments: '\(positionals[1])' (quote a message that has spaces)")
        }
        let given = positionals.first
        if let path = arguments.value("file") {
            guard given == nil || given == "-" else { throw UsageError("give the message as MESSAGE or with '--file', not both") }
            return .file(path)
        }
        if given == "-" || (given == nil && !standardInputIsTerminal) { return .standardInput }
        if let given { return .text(given) }
        if arguments.value("title") != nil { return .text("") }
        throw UsageError("no MESSAGE given (pass it as an argument, with '--file', or on standard input)")
    }

    /// The environment's options (`PresentationOptions.detect`), the command line's on top.
    static func presentationOptions(_ arguments: ParsedArguments, environment: Environment,
                                    inlineByDefault: Bool = false) throws -> PresentationOptions {
        if arguments.has("fullscreen"), arguments.has("inline") {
            throw UsageError("options '--fullscreen' and '--inline' cannot be used together")
        }
        var environment = environment
        // A placement on the command line wins, and leaves the variable unread.
        if arguments.has("fullscreen") || arguments.has("inline") { environment["SWALERT_PLACEMENT"] = nil }
        let color = arguments.value("color").flatMap(ColorChoice.init(rawValue:)) ?? .auto
        var options: PresentationOptions
        do { options = try PresentationOptions.detect(environment: environment, color: color) } catch let error as PresentationOptions.EnvironmentError {
            throw UsageError(error.description)
        }
        // `choose` and `wait` draw inline unless the command line or `SWALERT_PLACEMENT` says otherwise.
        if arguments.has("inline") || (inlineByDefault && !arguments.has("fullscreen") && (environment["SWALERT_PLACEMENT"] ?? "").isEmpty) {
            options.placement = .inline
        }
        if arguments.has("fullscreen") { options.placement = .fullscreen }
        if inlineByDefault, options.placement == .inline { options.animated = false }
        if arguments.has("no-animation") { options.animated = false }
        if arguments.has("accessible") { options.accessible = true }
        // Plain mode wins over `--fullscreen` and `--inline`; `detect` turns it on for a dumb or unset `TERM`.
        if arguments.has("plain") { options.plain = true }
        if let timeout = arguments.value("timeout") {
            let seconds = try ParsedArguments.seconds(timeout, option: "timeout")
            options.timeout = seconds > 0 ? seconds : nil
        }
        return options
    }

    /// A button named by its label (without `&` marks) or by its index from 0.
    static func buttonIndex(_ text: String, in buttons: [ButtonLabel], option: String) throws -> Int {
        if let index = buttons.firstIndex(where: { $0.text == ButtonLabel(parsing: text).text || $0.text == text }) {
            return index
        }
        if let index = Int(text), buttons.indices.contains(index) { return index }
        throw UsageError("option '--\(option)': no button '\(text)' (give a label or an index from 0 to \(buttons.count - 1))")
    }
}
