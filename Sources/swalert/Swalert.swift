import DialogKit

/// Runs one swalert command line and returns the exit status.
enum Swalert {
    /// Runs `arguments` and returns the exit status; by the name (or first word) `whiptail` or `dialog`, as that program.
    static func run(_ arguments: [String], name: String = "swalert",
                    environment: Environment = .process) -> Int32 {
        if let program = FrontEnd.named(name, environment: environment) { return run(program, arguments, environment: environment) }
        guard let first = arguments.first else {
            ProcessContext.writeError("swalert: no command given; try 'swalert --help'\n")
            return ExitStatus.usage
        }
        switch first {
        case "--help", "-h", "help":
            ProcessContext.writeOutput(Help.overview + "\n")
            return ExitStatus.success
        case "--version", "-V":
            ProcessContext.writeOutput("swalert \(Version.current)\n")
            return ExitStatus.success
        default:
            if let program = FrontEnd.named(first, environment: environment) {
                return run(program, Array(arguments.dropFirst()), environment: environment)
            }
        }
        guard let command = Command(rawValue: first) else {
            return usageError("unknown command '\(first)' (commands: \(Command.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        do {
            // A wait's options end at `--`, where its command begins.
            if command == .wait, !arguments.dropFirst().prefix(while: { $0 != "--" }).contains("--help") {
                return try runWait(WaitRequest(Array(arguments.dropFirst()), environment: environment))
            }
            // A form's fields have options of their own, `--help TEXT` among them: it reads its words itself.
            if command == .form {
                let request = try FormRequest(Array(arguments.dropFirst()), environment: environment, loadSpec: readSpec)
                if request.showsHelp {
                    ProcessContext.writeOutput(Help.command(.form) + "\n")
                    return ExitStatus.success
                }
                return try runForm(request)
            }
            let parsed = try ParsedArguments.scan(Array(arguments.dropFirst()), options: command.options)
            if parsed.has("help") {
                ProcessContext.writeOutput(Help.command(command) + "\n")
                return ExitStatus.success
            }
            switch command {
            case .alert, .confirm:
                return try runAlert(try AlertRequest(command, parsed, environment: environment), command: command)
            case .input:
                return try runInput(try InputRequest(parsed, environment: environment))
            case .choose:
                return try runChoose(try ChooseRequest(parsed, environment: environment))
            case .toast:
                let request = try ToastRequest(parsed, environment: environment,
                                               standardInputIsTerminal: ProcessContext.standardInputIsTerminal)
                return try runToast(request)
            case .wait:
                return try runWait(WaitRequest(Array(arguments.dropFirst()), environment: environment))
            case .form:
                return try runForm(FormRequest(Array(arguments.dropFirst()), environment: environment, loadSpec: readSpec))
            case .reset:
                guard parsed.positionals.isEmpty else { throw UsageError("too many arguments: '\(parsed.positionals[0])'") }
                return try runReset()
            }
        } catch let ended as Ended {
            return ended.status
        } catch let error as UsageError {
            return usageError(error.message, command: command)
        } catch {
            return usageError("\(error)", command: command)
        }
    }

    private static func runAlert(_ request: AlertRequest, command: Command) throws -> Int32 {
        let alert = request.makeAlert(try loadMessage(request.common.message, command: command))
        if let status = try answerAlert(request, alert: alert, command: command) { return status }
        let terminal = try openTerminal(command, plain: request.common.options.plain, assumeDefault: request.common.assumeDefault,
                                        answering: "with the default button") {
            finish(request.report(ExitStatus.of(.finished(.button(request.defaultButton)), alert: alert)), command: command)
        }
        let result = try presenting(command, on: terminal) { try alert.present(on: $0, options: request.common.options) }
        recordAlert(request, alert: alert, result: result, command: command)
        return finish(request.report(ExitStatus.of(result, alert: alert)), command: command)
    }

    private static func runInput(_ request: InputRequest) throws -> Int32 {
        let input = request.makeInput(try loadMessage(request.common.message, command: .input))
        if let status = try answerInput(request, input: input) { return status }
        let terminal = try openTerminal(.input, plain: request.common.options.plain, assumeDefault: request.common.assumeDefault,
                                        answering: "the --value", charset: request.charset) {
            // A default the dialog itself would refuse is never answered: a script would take it for a valid one.
            if input.validation.problem(with: request.defaultValue) != nil {
                let rule = input.validation.required && request.defaultValue.isEmpty ? "--required" : "--validate"
                ProcessContext.writeError("swalert input: no terminal, and the --value is not one the dialog accepts "
                    + "(\(rule)); exit status \(ExitStatus.invalidDefault)\n")
                return ExitStatus.invalidDefault
            }
            return finish(ExitStatus.of(.finished(.accepted(request.defaultValue))), command: .input)
        }
        let result = try presenting(.input, on: terminal) { try input.present(on: $0, options: request.common.options) }
        recordInput(request, result: result)
        return finish(ExitStatus.of(result), command: .input, charset: outputCharset(request, result))
    }

    /// What was typed (or answered from a file, as typed) goes out in the locale's character set; the --value as
    /// it was given.
    static func outputCharset(_ request: InputRequest, _ result: PresentationResult<Input.Outcome>) -> Charset {
        if case .finished(.accepted(let value)) = result, value == request.defaultValue { return .utf8 }
        return request.charset
    }

    private static func runChoose(_ request: ChooseRequest) throws -> Int32 {
        let message = try loadMessage(request.message, command: .choose)
        var items: [Choose.Item] = []
        if case .arguments(let texts) = request.items { items = request.items(from: texts) }
        let start = Terminal.now()
        let deadline = request.options.timeout.map { start + $0 }
        // The pipe's items, bounded in bytes (`Choose.ItemReader`), read ahead or while the list shows.
        var source: ItemSource?
        if case .standardInput = request.items {
            source = ItemSource(descriptor: ProcessContext.standardInput, delimiter: request.delimiter,
                                selectIfOne: request.selectIfOne)
        }
        func unreadable(_ error: Error) -> Int32 {
            ProcessContext.writeError("swalert choose: \(error)\n")
            return ExitStatus.unreadableInput
        }
        /// Reads every item, to the pipe's end or the bound; the status the run ends with when that gives no list to show.
        func readEveryItem() -> Int32? {
            do {
                if let source {
                    guard let all = try source.readAll(deadline: deadline) else { return timedOut() }
                    items = all
                }
            } catch {
                return unreadable(error)
            }
            return items.isEmpty ? noItems() : nil
        }
        func noItems() -> Int32 {
            // A first line too long for the list's bound is no item: say so, or the empty list is a mystery.
            let cut = source?.isCut == true ? " (\(source?.notice.dropFirst(2) ?? ""))" : ""
            ProcessContext.writeError("swalert choose: no items to choose from\(cut)\n")
            return ExitStatus.noItems
        }
        /// The time limit ran out while the pipe was read: answered as it answers a list that shows.
        func timedOut() -> Int32 {
            var choose = request.makeChoose(message: message, items: source?.itemsRead ?? items)
            guard !choose.items.isEmpty, case .finish(let outcome)? = choose.handle(.timeout, screen: Size(width: 80, height: 24))
            else { return ExitStatus.timedOut }
            return finish(ExitStatus.of(.finished(outcome), output: { request.output($0, of: choose) }), command: .choose,
                          newline: false)
        }
        if let status = try answerChoose(request, message: message, items: {
            let ended = readEveryItem()
            return (items, ended)
        }) { return status }
        // Answered without drawing: the one item. A pipe is read ahead a moment; one left open longer is shown, so the
        // time limit and Esc act whatever the pipe does.
        if request.selectIfOne {
            if let source {
                do { try source.readAhead(enough: 2, deadline: min(start + Self.selectIfOneWait, deadline ?? .infinity)) } catch {
                    return unreadable(error)
                }
                if source.hasEnded { items = source.itemsRead }
            }
            if source?.hasEnded ?? true {
                if items.isEmpty { return noItems() }
                if items.count == 1 {
                    let choose = request.makeChoose(message: message, items: items)
                    return finish((ExitStatus.success, request.output([0], of: choose)), command: .choose, newline: false)
                }
            }
        }
        let terminal = try openTerminal(.choose, plain: request.options.plain, assumeDefault: request.assumeDefault,
                                        answering: "the --selected items or the first") {
            if let ended = readEveryItem() { return ended }
            let choose = request.makeChoose(message: message, items: items)
            let chosen = choose.items.indices.filter { request.selected.contains(choose.items[$0].value) }
            let answer = request.configuration.multiple ? chosen : Array(chosen.prefix(1))
            return finish((ExitStatus.success, request.output(answer.isEmpty ? [0] : answer, of: choose)), command: .choose,
                          newline: false)
        }
        // Streamed while it shows, unless it is asked as plain lines or was read to its end already.
        let streaming = source.map { !request.options.plain && !$0.hasEnded } ?? false
        if !streaming, let ended = readEveryItem() {
            terminal.restore()
            return ended
        }
        var choose = request.makeChoose(message: message, items: items)
        choose.isReading = streaming
        if !streaming, source?.isCut == true { choose.cutNotice = source?.notice(in: request.options.messages) }
        let sources: [any EventSource<Choose>] = streaming ? [source!] : []
        var options = request.options
        // The time limit counts from the start, the wait for the pipe included.
        options.timeout = deadline.map { max(0, $0 - Terminal.now()) }
        let (result, final) = try presenting(.choose, on: terminal) { try choose.present(on: $0, options: options, sources: sources) }
        recordChoose(request, choose: final, result: result)
        if case .finished(.noItems) = result { return noItems() }
        return finish(ExitStatus.of(result, output: { request.output($0, of: final) }), command: .choose, newline: false)
    }

    /// How long `choose --select-if-one` waits for a pipe to end before it shows what it has.
    static let selectIfOneWait = 0.5

    /// `swalert reset`: what restores a terminal that a killed dialog could not (see `Terminal.resetToSane`).
    private static func runReset() throws -> Int32 {
        let terminal: Terminal
        do { terminal = try Terminal.open() } catch TerminalError.unavailable(let error) {
            ProcessContext.writeError("swalert reset: no terminal to reset (\(error))\n")
            return ExitStatus.noTerminal
        } catch {
            return terminalFailed(.reset, error)
        }
        try presenting(.reset, on: terminal) { try $0.resetToSane() }
        return ExitStatus.success
    }

    private static func runToast(_ request: ToastRequest) throws -> Int32 {
        let message = try loadMessage(request.message, command: .toast)
        var toast = Toast(message: message, title: request.title, kind: request.kind, position: request.position,
                          duration: request.duration, maximumWidth: request.width)
        // A plain toast is one line written at once: there is nothing to leave in the background.
        if request.detach, !request.isDetachedChild, !request.options.plain { return detachToast(request, message: message, toast: toast) }
        let terminal: Terminal
        do { terminal = try Terminal.open(plain: request.options.plain) } catch TerminalError.unavailable {
            // No terminal: the message once, as a plain line, where logs keep it.
            if !request.isDetachedChild { ProcessContext.writeError(toast.plainLine + "\n") }
            return ExitStatus.success
        } catch {
            return terminalFailed(.toast, error)
        }
        if request.notify { toast.notification = request.notification(for: message) }
        return ExitStatus.of(try presenting(.toast, on: terminal) {
            request.isDetachedChild ? try toast.presentDetached(on: $0, options: request.options, arrival: request.arrival)
                : try toast.present(on: $0, options: request.options)
        })
    }

    /// `toast --detach`: starts the toast again in the background (its message after `--`) and returns once it stands
    /// in line; where it cannot show, the message is a line on stderr, and `--notify` still notifies.
    private static func detachToast(_ request: ToastRequest, message: String, toast: Toast) -> Int32 {
        guard Toast.canShowDetached, let terminal = try? Terminal.open() else {
            ProcessContext.writeError(toast.plainLine + "\n")
            if request.notify, let terminal = try? Terminal.open() {
                try? terminal.write(request.notification(for: message))
                terminal.restore()
            }
            return ExitStatus.success
        }
        terminal.restore()
        do {
            try ProcessContext.startInBackground(ProcessContext.executablePath, ["toast"] + request.forwardedArguments + ["--", message],
                                                 environment: [ToastRequest.detachedVariable: String(ProcessContext.arrivalStamp())])
        } catch {
            ProcessContext.writeError("swalert toast: cannot start in the background: \(error)\n")
            return ExitStatus.terminalFailed
        }
        return ExitStatus.success
    }

    /// A run that ended early with `status`, with what it had to say said on stderr.
    struct Ended: Error {
        let status: Int32
    }

    /// The message, read, or `Ended` after saying on stderr why it could not be.
    static func loadMessage(_ source: MessageSource, command: Command) throws -> String {
        do { return try source.load() } catch {
            ProcessContext.writeError("swalert \(command.rawValue): \(error)\n")
            throw Ended(status: ExitStatus.unreadableInput)
        }
    }

    /// Opens the terminal; with none the run ends (`Ended`) with `answer` under `--assume-default`, else 69; else 74.
    static func openTerminal(_ command: Command, plain: Bool, assumeDefault: Bool, answering: String,
                                     charset: Charset = .detect(), _ answer: () -> Int32) throws -> Terminal {
        do { return try Terminal.open(plain: plain, charset: charset) } catch TerminalError.unavailable(let error) {
            guard assumeDefault else {
                ProcessContext.writeError("swalert \(command.rawValue): no terminal to show the dialog on (\(error)); "
                    + "use --assume-default to answer \(answering)\n")
                throw Ended(status: ExitStatus.noTerminal)
            }
            throw Ended(status: answer())
        } catch {
            throw Ended(status: terminalFailed(command, error))
        }
    }

    /// Says on stderr that the terminal failed, and returns the status for it.
    static func terminalFailed(_ command: Command, _ error: Error) -> Int32 {
        ProcessContext.writeError("swalert \(command.rawValue): the terminal failed: \(error)\n")
        return ExitStatus.terminalFailed
    }

    /// Shows a dialog and restores the terminal however that ends; `Ended` when the terminal failed.
    static func presenting<Result>(_ command: Command, on terminal: Terminal,
                                           _ show: (Terminal) throws -> Result) throws -> Result {
        defer { terminal.restore() }
        do { return try show(terminal) } catch {
            terminal.restore()
            throw Ended(status: terminalFailed(command, error))
        }
    }

    /// Prints the answer and returns its status; one that cannot be written is said on stderr (never itself) and fails.
    static func finish(_ report: (status: Int32, output: String?), command: Command, newline: Bool = true,
                               charset: Charset = .utf8) -> Int32 {
        guard let output = report.output else { return report.status }
        // A list's values go out as the bytes they were given, UTF-8 or not (`ByteEscape`).
        if let error = ProcessContext.writeOutput(newline ? output + "\n" : output, charset: charset,
                                                  keepingBytes: command == .choose || command == .form) {
            ProcessContext.writeError("swalert \(command.rawValue): the answer could not be written to standard output "
                + "(\(error.reason)); exit status \(ExitStatus.answerNotWritten)\n")
            return ExitStatus.answerNotWritten
        }
        return report.status
    }

    static func usageError(_ message: String, command: Command? = nil) -> Int32 {
        let name = command.map { "swalert \($0.rawValue)" } ?? "swalert"
        // writeError shows what the message quotes from the command line as visible escapes, on one line.
        ProcessContext.writeError("\(name): \(message)\n")
        return ExitStatus.usage
    }
}
