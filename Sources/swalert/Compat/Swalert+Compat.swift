import DialogKit

extension Swalert {
    /// The name a program is run by when it answers as whiptail does (a link named `whiptail`).
    static let whiptailName = "whiptail"

    /// `swalert whiptail ARGS...`, or swalert run by the name `whiptail`: whiptail's command line, drawn with
    /// swalert's dialogs, answered as whiptail answers (the same descriptor, bytes and exit status).
    static func runWhiptail(_ arguments: [String], environment: Environment) -> Int32 {
        let program = CompatProgram.whiptail
        let parsed: WhiptailArguments.Parsed
        do { parsed = try WhiptailArguments.parse(arguments) } catch let failure as WhiptailArguments.Failure {
            let hint = failure.kind == .usage ? " (see 'swalert whiptail --help')" : ""
            ProcessContext.writeError("swalert whiptail: \(failure.message)\(hint)\n")
            return program.statuses.of(failure)
        } catch {
            ProcessContext.writeError("swalert whiptail: \(error)\n")
            return program.statuses.error
        }
        switch parsed {
        case .help:
            ProcessContext.writeOutput(WhiptailArguments.usage)
            return program.statuses.ok
        case .version:
            ProcessContext.writeOutput("whiptail (swalert): \(Version.current)\n")
            return program.statuses.ok
        case .request(let request):
            return runCompat(request, program: program, environment: environment)
        }
    }

    /// Shows the box `request` asks for and answers as `program` would.
    static func runCompat(_ request: CompatRequest, program: CompatProgram, environment: Environment) -> Int32 {
        var request = request
        let statuses = program.statuses
        func fail(_ message: String) -> Int32 {
            ProcessContext.writeError("swalert \(program.name): \(message)\n")
            return statuses.error
        }
        // As whiptail: the answer's descriptor must be open before anything else is looked at.
        guard ProcessContext.isOpen(request.outputDescriptor) else {
            return fail("cannot write the answer to descriptor \(request.outputDescriptor) (--output-fd): it is not open")
        }
        if request.widget == .textFile {
            do { request.text = WhiptailArguments.unescapingNewlines(try MessageSource.file(request.text).load()) } catch {
                return fail("\(error)")
            }
        }
        let options: PresentationOptions
        do { options = try program.presentationOptions(environment: environment) } catch { return fail("\(error)") }
        let charset = Charset.detect(environment: environment)

        if case .gauge(let percent) = request.widget {
            return runCompatGauge(request, percent: percent, program: program, options: options)
        }
        let terminal: Terminal
        do { terminal = try Terminal.open(plain: options.plain, charset: charset) } catch TerminalError.unavailable(let error) {
            if request.widget == .info {
                // Nothing to answer: the message once on stderr, where a log keeps it, as a toast says it.
                ProcessContext.writeError(Toast(message: request.text, title: request.title).plainLine + "\n")
                return statuses.ok
            }
            return fail("no terminal to show the box on (\(error))")
        } catch {
            return fail("the terminal failed: \(error)")
        }
        defer { terminal.restore() }
        let geometry = CompatGeometry(request, screen: terminal.size)
        let ended: (status: Int32, answer: String?, charset: Charset)
        do {
            ended = try presentCompat(request, geometry: geometry, on: terminal, options: options,
                                      statuses: statuses, program: program, charset: charset)
        } catch {
            terminal.restore()
            return fail("the terminal failed: \(error)")
        }
        terminal.restore()
        guard let answer = ended.answer, !answer.isEmpty else { return ended.status }
        // A menu's tag goes out as the bytes it was given, UTF-8 or not, as whiptail writes it (`ByteEscape`).
        if let error = ProcessContext.write(answer, to: request.outputDescriptor, charset: ended.charset, keepingBytes: true) {
            return fail("the answer could not be written to descriptor \(request.outputDescriptor) (\(error.reason))")
        }
        return ended.status
    }

    /// Draws the box on `terminal` and waits for its answer: the status, and what to write.
    private static func presentCompat(_ request: CompatRequest, geometry: CompatGeometry, on terminal: Terminal,
                                      options: PresentationOptions, statuses: ExitStatus.Compat,
                                      program: CompatProgram, charset: Charset)
        throws -> (status: Int32, answer: String?, charset: Charset) {
        let maximumWidth = request.width > 0 ? request.width : nil
        let maximumHeight = request.height > 0 ? request.height : nil
        let ok = ButtonLabel(text: request.okLabel ?? program.labels.ok)
        let cancel = ButtonLabel(text: request.cancelLabel ?? program.labels.cancel)
        switch request.widget {
        case .message, .textFile, .yesNo:
            var buttons = [ok]
            if request.widget == .yesNo {
                buttons = [ButtonLabel(text: request.yesLabel ?? program.labels.yes), ButtonLabel(text: request.noLabel ?? program.labels.no)]
                // newt's buttons have no hotkeys; asked as plain lines, y and n answer as a confirm's do.
                if options.plain { buttons = [buttons[0].withImplicitHotkey("y"), buttons[1].withImplicitHotkey("n")] }
            }
            var alert = Alert(message: request.text, title: request.title, buttons: buttons,
                              defaultButton: request.widget == .yesNo && request.defaultNo ? 1 : 0, maximumWidth: maximumWidth)
            alert.maximumHeight = maximumHeight
            alert.backtitle = request.backtitle
            alert.use(.newt, messageTakesFocus: geometry.messageScrolls)
            return (statuses.of(try alert.present(on: terminal, options: options)), nil, .utf8)
        case .info:
            let toast = Toast(message: request.text, title: request.title, maximumWidth: maximumWidth)
            return (statuses.of(try toast.leave(on: terminal, options: options)), nil, .utf8)
        case .input(let initial, let password):
            var input = Input(message: request.text, title: request.title, value: initial, mask: password ? "*" : nil,
                              ok: ok, cancel: request.noCancel ? nil : cancel, maximumWidth: maximumWidth)
            input.maximumHeight = maximumHeight
            input.backtitle = request.backtitle
            input.use(.newt, messageTakesFocus: geometry.messageScrolls)
            let result = try input.present(on: terminal, options: options)
            // What was typed goes out as typed, in the locale's character set; the first value as it was given.
            var answerCharset = charset
            if case .finished(.accepted(let value)) = result, value == initial { answerCharset = .utf8 }
            let (status, answer) = statuses.of(result)
            return (status, answer, answerCharset)
        case .menu, .radioList, .checkList:
            var choose = makeCompatChoose(request, geometry: geometry, ok: ok, cancel: cancel, options: options)
            choose.maximumHeight = maximumHeight
            choose.backtitle = request.backtitle
            let result = try choose.present(on: terminal, options: options)
            let tags = request.items.map(\.tag)
            let (status, answer) = statuses.of(result) { chosen in
                program.answer(chosen.map { tags[$0] }, of: request)
            }
            return (status, answer, .utf8)
        case .gauge, .tailFile, .pause, .programBox, .form:
            // dialog's boxes: whiptail's command line never asks for them.
            return (statuses.error, nil, .utf8)
        }
    }

    /// The chooser for a menu, a radio list or a check list: whiptail's labels, its list height, its buttons
    /// and its keys, the default item focused and the items that are on checked.
    private static func makeCompatChoose(_ request: CompatRequest, geometry: CompatGeometry, ok: ButtonLabel,
                                         cancel: ButtonLabel, options: PresentationOptions) -> Choose {
        let items = zip(request.items, request.labels).map { Choose.Item(value: $0.tag, label: $1) }
        var configuration = Choose.Configuration(filtering: .none, buttons: request.noCancel ? [ok] : [ok, cancel])
        configuration.maximumRows = geometry.listHeight.map { max(1, $0) }
        var focus: Int?
        switch request.widget {
        case .menu:
            // whiptail focuses the last item with that tag.
            focus = request.defaultItem.flatMap { tag in request.items.lastIndex { $0.tag == tag } }
        case .radioList:
            // Asked as plain lines, a radio list is a single choice that starts on the item that is on.
            configuration.multiple = !options.plain
            configuration.radio = !options.plain
            if options.plain { focus = request.items.lastIndex(where: \.isOn) }
        default:
            configuration.multiple = true
        }
        var choose = Choose(message: request.text, title: request.title, items: items, configuration: configuration,
                            maximumWidth: request.width > 0 ? request.width : nil)
        choose.preselect(request.items.indices.filter { request.items[$0].isOn }, focus: focus)
        choose.use(.newt, messageTakesFocus: geometry.messageScrolls)
        return choose
    }

    /// How a gauge ended: its input read to its end, a signal, or a failure already told on standard error.
    enum CompatGaugeEnding: Equatable {
        case done
        case interrupted(Signal)
        case failed
    }

    /// `--gauge`: a wait's gauge, full screen, fed the percentages on standard input until it ends (with no
    /// `percent`, a spinner fed its text); its exit status.
    static func runCompatGauge(_ request: CompatRequest, percent: Int?, program: CompatProgram,
                                       options: PresentationOptions) -> Int32 {
        program.statuses.of(showCompatGauge(request, percent: percent, program: program, options: options))
    }

    /// Shows the gauge until its input ends or a signal ends it.
    static func showCompatGauge(_ request: CompatRequest, percent: Int?, program: CompatProgram,
                                options: PresentationOptions) -> CompatGaugeEnding {
        // As whiptail: no terminal, no gauge (the status lines would otherwise go to stderr, the answer's place).
        if !options.plain {
            do { try Terminal.open().restore() } catch {
                ProcessContext.writeError("swalert \(program.name): no terminal to show the gauge on (\(error))\n")
                return .failed
            }
        }
        var options = options
        options.readsKeys = false
        options.mouse = false
        var wait = Wait(message: request.text, title: request.title, appearance: .hud,
                        maximumWidth: request.width > 0 ? request.width : nil)
        wait.backtitle = request.backtitle
        // No percent (dialog's progress box): a spinner, the lines its text.
        if let percent { wait.apply(.percent(percent)) }
        var runner = WaitRunner(wait: wait, work: .statusLines(ProcessContext.standardInput), options: options)
        runner.onTerminalFailure = { error in
            ProcessContext.writeError("swalert \(program.name): the terminal failed: \(error); going on without it\n")
        }
        do {
            switch try runner.run().ending {
            case .finished: return .done
            case .interrupted(let signal): return .interrupted(signal)
            }
        } catch {
            ProcessContext.writeError("swalert \(program.name): the terminal failed: \(error)\n")
            return .failed
        }
    }
}
