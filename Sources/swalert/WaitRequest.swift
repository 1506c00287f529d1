import DialogKit

/// Everything `swalert wait` needs, read from the command line and the environment.
struct WaitRequest {
    /// The message (nil: the command line, or "Working…"), and the command (empty: status lines on standard input).
    var message: MessageSource?
    var command: [String]
    var title: String
    var spinner: Spinner
    var width: Int?
    var keep: Bool
    var showOutput: Bool
    var timeout: Double?
    /// How the wait shows; in plain mode (`plain`), a line per new message instead of a spinner.
    var options: PresentationOptions
    /// The task list run instead of one command (`--task`, `--tasks`), if one is given.
    var tasks: TaskRequest?

    /// Interprets `swalert wait` arguments: options and MESSAGE before `--`, the command after it.
    init(_ arguments: [String], environment: Environment,
         standardInputIsTerminal: Bool = ProcessContext.standardInputIsTerminal) throws {
        let split = arguments.firstIndex(of: "--")
        let (own, given) = try TaskRequest.extract(Array(arguments[..<(split ?? arguments.endIndex)]))
        let command = split.map { Array(arguments[($0 + 1)...]) } ?? []
        if split != nil, command.isEmpty { throw UsageError("no COMMAND after '--'") }
        let arguments = try ParsedArguments.scan(own, options: Command.wait.options)
        self.command = command
        guard arguments.positionals.count <= 1 else {
            throw UsageError("too many arguments: '\(arguments.positionals[1])' (put the command after '--')")
        }
        if let path = arguments.value("file") {
            guard arguments.positionals.isEmpty else { throw UsageError("give the message as MESSAGE or with '--file', not both") }
            message = .file(path)
        } else {
            message = arguments.positionals.first.map(MessageSource.text)
        }
        tasks = try TaskRequest(arguments, tasks: given, command: command)
        if command.isEmpty, tasks == nil, standardInputIsTerminal {
            throw UsageError("nothing to wait for: give a COMMAND after '--' or pipe status lines in")
        }
        title = arguments.value("title") ?? ""
        // Braille dots need UTF-8; elsewhere the default turns in ASCII.
        spinner = arguments.value("spinner").flatMap(Spinner.named)
            ?? (Charset.detect(environment: environment).isUTF8 ? .dots : .line)
        width = try arguments.width()
        keep = arguments.has("keep")
        showOutput = arguments.has("show-output")
        options = try AlertRequest.presentationOptions(arguments, environment: environment, inlineByDefault: true)
        // The source enforces the time limit: it has a command to stop first.
        timeout = options.timeout
        options.timeout = nil
        options.readsKeys = false
        options.mouse = false
        options.inlineFromCursorRow = options.placement == .inline
    }
}
