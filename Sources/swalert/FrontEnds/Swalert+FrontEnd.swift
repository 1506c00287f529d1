import DialogKit

/// How a front end's box ended, before the program's statuses make it an exit status.
enum BoxEnding: Equatable {
    /// `timeout`: the time limit with `DIALOG_TIMEOUT` set, when cdialog ends at once, the answer unwritten.
    case ok, cancel, extra, help, escape, timeout
    case failed(String)
    case interrupted(Signal)
}

extension Swalert {
    static let dialogStatusVariables = ["DIALOG_OK", "DIALOG_CANCEL", "DIALOG_HELP", "DIALOG_EXTRA", "DIALOG_ESC",
                                        "DIALOG_ERROR", "DIALOG_TIMEOUT"]

    /// `swalert whiptail ARGS...` or `swalert dialog ARGS...`: shown with swalert's dialogs, answered as the program.
    static func run(_ program: FrontEnd, _ arguments: [String], environment: Environment) -> Int32 {
        let statuses = program.statuses
        let (parse, usage): (([String]) throws -> FrontEndCommand, String) = switch program {
        case .whiptail: (WhiptailArguments.parse, WhiptailArguments.usage)
        case .cdialog: (CdialogArguments.parse, CdialogArguments.usage)
        }
        let command: FrontEndCommand
        do { command = try parse(arguments) } catch let failure as ArgumentsFailure {
            let hint = failure.kind == .option ? "" : " (see 'swalert \(program.name) --help')"
            let line = "swalert \(program.name): \(failure.message)\(hint)\n"
            guard failure.kind == .unsupported else {
                ProcessContext.writeError(line)
                return statuses.of(failure)
            }
            refuse(line, answeringTo: program.answerDescriptor(arguments))
            return statuses.of(failure)
        } catch {
            ProcessContext.writeError("swalert \(program.name): \(error)\n")
            return statuses.error
        }
        switch command {
        case .help:
            ProcessContext.writeOutput(usage)
            return statuses.ok
        case .version:
            ProcessContext.writeOutput(program.versionLine)
            return statuses.ok
        case .run(let run):
            return runBoxes(run, program: program, environment: environment)
        }
    }

    /// Shows the boxes one after another and writes their answers as `program` would; the exit status.
    private static func runBoxes(_ run: BoxRun, program: FrontEnd, environment: Environment) -> Int32 {
        let statuses = program.statuses
        func fail(_ message: String) -> Int32 {
            ProcessContext.writeError("swalert \(program.name): \(message)\n")
            return statuses.error
        }
        // As whiptail: the answer's descriptor must be open before anything else is looked at.
        guard ProcessContext.isOpen(run.outputDescriptor) else {
            return fail("cannot write the answer to descriptor \(run.outputDescriptor) (--output-fd): it is not open")
        }
        if run.printsVersion, let error = ProcessContext.write(program.versionLine, to: run.outputDescriptor) {
            return fail("the version could not be written to descriptor \(run.outputDescriptor) (\(error.reason))")
        }
        if let status = runReport(run, program: program, environment: environment) { return status }
        let firstTexts = printedTextsFirst(run.printTextsFirst)
        if !firstTexts.isEmpty, let error = ProcessContext.write(firstTexts, to: run.outputDescriptor) {
            return fail("the text could not be written to descriptor \(run.outputDescriptor) (\(error.reason))")
        }
        if environment[followsTailVariable] == "1", let box = run.boxes.first, box.extras.background {
            followTail(box.request, program: program, environment: environment)
        }
        if run.printsUnknownMaxSize, let error = ProcessContext.write("MaxSize: 0, 0\n", to: run.outputDescriptor) {
            return fail("the size could not be written to descriptor \(run.outputDescriptor) (\(error.reason))")
        }
        var answering = 0, status = statuses.ok, last = BoxEnding.ok, followed: [BoxRun.Box] = []
        for (index, box) in run.boxes.enumerated() {
            if index > 0, !box.afterAndWidget, last != .ok { break }
            let request = box.request
            // The boxes cdialog counts among those that answer (its `dlg_does_output`), for `--separate-widget`.
            switch request.widget {
            case .input, .list, .form, .editFile, .calendar, .timeBox: answering += 1
            case .selectPath: answering += 1
            case .more(let more) where more.answers: answering += 1
            default: break
            }
            let sizes = printedTexts(box.extras.printTexts) + sizeLines(box)
            if !sizes.isEmpty, let error = ProcessContext.write(sizes, to: run.outputDescriptor) {
                return fail("the size could not be written to descriptor \(run.outputDescriptor) (\(error.reason))")
            }
            let (ending, answer) = box.extras.background
                ? showBackgroundTail(request, program: program, environment: environment)
                : runBox(request, program: program, environment: environment, command: box.extras.command)
            last = ending
            if box.extras.keepsBackground, ending == .ok { followed.append(box) }
            switch ending {
            case .ok, .extra, .help:
                var text = answering > 1 && !request.separateOutput ? run.separateWidget : ""
                text += answer ?? ""
                // What was typed goes out in the locale's character set; a tag or first value as the bytes it was given.
                var charset = Charset.utf8
                if case .input(let initial, _) = request.widget, answer != initial { charset = .detect(environment: environment) }
                if !text.isEmpty, let error = ProcessContext.write(text, to: run.outputDescriptor, charset: charset, keepingBytes: true) {
                    return fail("the answer could not be written to descriptor \(run.outputDescriptor) (\(error.reason))")
                }
            case .cancel:
                break
            case .timeout:
                // As cdialog, on stderr, whose newlines are its own.
                _ = ProcessContext.write("\ntimeout\n", to: 2)
                return statuses.of(ending)
            case .failed(let message):
                return fail(message)
            case .escape:
                return startFollowers(followed, program: program) ?? statuses.of(ending)
            case .interrupted:
                return statuses.of(ending)
            }
            status = statuses.of(ending)
        }
        return startFollowers(followed, program: program) ?? status
    }

    /// Shows one box and waits for its ending, and what it answers; `command`'s output is `--prgbox`'s text.
    static func runBox(_ request: BoxRequest, program: FrontEnd, environment: Environment,
                       command: String? = nil) -> (BoxEnding, String?) {
        var request = request
        request.labels = program.labels(of: request, environment: environment)
        (request.language, request.timeLocale) = (program.language(environment), FrontEnd.timeLocale(environment))
        if request.weekStartsAsLocale { request.weekStart = LocaleNames.firstWeekday(locale: request.timeLocale) ?? 0 }
        if request.widget == .textFile || request.widget == .tailFile {
            do { request.text = try MessageSource.file(request.text).load() } catch { return (.failed("\(error)"), nil) }
            // whiptail makes `\n` in the file a line break, as in a message.
            if case .whiptail = program { request.text = BoxArguments.unescapingNewlines(request.text) }
        }
        if request.widget == .editFile {
            // As cdialog: only a regular file is edited; anything else ends at once with its error status.
            do { request.text = try MessageSource.regularFile(request.text) } catch { return (.failed("\(error)"), nil) }
        }
        var options: PresentationOptions
        do { options = try program.presentationOptions(environment: environment) } catch { return (.failed("\(error)"), nil) }
        if request.timeout > 0 { options.timeout = Double(request.timeout) }
        switch request.widget {
        case .gauge(let percent):
            return (showGauge(request, percent: percent, program: program, options: options), nil)
        case .programBox(false):
            // --progressbox: each line shown as it comes, as a gauge's text, until standard input ends.
            return (showGauge(request, percent: nil, program: program, options: options), nil)
        case .programBox(true):
            // The program's output, read to its end, then shown with an OK to press.
            let text = (try? command.map { try ProcessContext.commandOutput(commandArguments($0)) } ?? MessageSource.standardInput.load()) ?? ""
            request.text = request.text.isEmpty ? text : request.text + "\n" + text
            request.widget = .message
        default:
            break
        }
        let terminal: Terminal
        do { terminal = try Terminal.open(plain: options.plain, charset: .detect(environment: environment)) } catch TerminalError.unavailable(let error) {
            // whiptail says an info box's message once on stderr, where a log keeps it; cdialog ends with 0 and nothing.
            guard request.widget == .info else { return (.failed("no terminal to show the box on (\(error))"), nil) }
            if case .whiptail = program { ProcessContext.writeError(Toast(message: request.text, title: request.title).plainLine + "\n") }
            return (.ok, nil)
        } catch {
            return (.failed("the terminal failed: \(error)"), nil)
        }
        defer { terminal.restore() }
        do {
            let (ending, answer) = try presentBox(request, on: terminal, options: options, program: program)
            return (whiptailEnding(ending, of: request, program: program), answer)
        } catch {
            return (.failed("the terminal failed: \(error)"), nil)
        }
    }

    /// Draws the box with swalert's dialogs in the program's keys, and waits for its ending and answer.
    private static func presentBox(_ request: BoxRequest, on terminal: Terminal, options: PresentationOptions,
                                   program: FrontEnd) throws -> (BoxEnding, String?) {
        let maximumWidth = request.width > 0 ? request.width : nil
        let maximumHeight = request.height > 0 ? request.height : nil
        let layout = request.newtLayout(screen: terminal.size)
        let okCancel = buttons(request, program, first: .ok, cancel: request.noCancel ? nil : .cancel)
        let timedOut: BoxEnding = program.statuses.timeout == nil ? .escape : .timeout
        // dialog ends with its error status when the text leaves the box's window no room.
        if case .cdialog = program, let reason = request.cdialogOverflow(screen: terminal.size) { return (.failed(reason), nil) }
        switch request.widget {
        case .message, .yesNo, .textFile, .tailFile, .pause:
            let alertButtons = switch (request.widget, program) {
            case (.yesNo, _): buttons(request, program, first: .yes, cancel: .no)
            case (.pause, _): okCancel
            case (.textFile, .cdialog), (.tailFile, _): buttons(request, program, first: .exit, cancel: nil)
            default: buttons(request, program, first: .ok, cancel: nil)
            }
            var labels = alertButtons.map(\.label)
            switch program {
            case .whiptail:
                // newt's buttons have no hotkeys; asked as plain lines, y and n answer as a confirm's do.
                if request.widget == .yesNo, options.plain { labels = [labels[0].withImplicitHotkey("y"), labels[1].withImplicitHotkey("n")] }
            case .cdialog:
                // cdialog's buttons answer to the first capital letter of their labels that no button before took.
                let texts = labels.map(\.text)
                labels = labels.enumerated().map { index, label in
                    label.text.first { $0.isUppercase && KeyBindings.firstCapital($0, labels: texts) == index }
                        .map { label.withImplicitHotkey(Character($0.lowercased())) } ?? label
                }
            }
            var message = request.text
            var timeoutButton: Int?
            var options = options
            if case .pause(let seconds) = request.widget {
                // The countdown's end is OK, as in cdialog.
                message += "\n\n(\(seconds) s)"
                timeoutButton = 0
                options.timeout = Double(max(0, seconds))
            }
            var alert = Alert(message: message, title: request.title, buttons: labels, defaultButton: defaultButton(request, alertButtons),
                              timeoutButton: timeoutButton, maximumWidth: maximumWidth)
            alert.maximumHeight = maximumHeight
            alert.backtitle = request.backtitle
            alert.begin = request.itemHelp.begin.map { Point(x: $0.x, y: $0.y) }
            // A tail box starts at the file's end.
            if request.widget == .tailFile { alert.scrollToEnd(screen: terminal.size) }
            if case .whiptail = program {
                alert.use(.newt, messageTakesFocus: layout.messageScrolls)
            }
            let (result, key) = try presentNotingKey(alert, request, on: terminal, options: options)
            switch result {
            case .finished(.button(let index)): return (alertButtons[index].ending, withLastKey(nil, code: cursesCode(key), request))
            case .finished(.dismissed): return (.escape, nil)
            case .finished(.timedOut): return (timedOut, nil)
            case .interrupted(let signal): return (.interrupted(signal), nil)
            }
        case .info:
            let toast = Toast(message: request.text, title: request.title, maximumWidth: maximumWidth)
            let shown = try request.corner.map { try toast.leave(on: terminal, options: options, at: $0) }
                ?? toast.leave(on: terminal, options: options)
            if case .interrupted(let signal) = shown { return (.interrupted(signal), nil) }
            // cdialog's info box answers --last-key with no key read (-1).
            return (.ok, withLastKey(nil, code: -1, request))
        case .input(let initial, let password):
            let okCancel = request.dialogKeys.noOK ? withoutOK(okCancel) : okCancel
            var input = Input(message: request.text, title: request.title, value: initial, mask: password ? "*" : nil,
                              maximumLength: request.maximumInput, ok: okCancel[0].label,
                              cancel: okCancel.dropFirst().first?.label, maximumWidth: maximumWidth)
            input.maximumHeight = maximumHeight
            input.backtitle = request.backtitle
            input.begin = request.itemHelp.begin.map { Point(x: $0.x, y: $0.y) }
            switch program {
            case .whiptail:
                input.use(.newt, messageTakesFocus: layout.messageScrolls)
            case .cdialog:
                let focus = request.defaultButton == nil ? nil : defaultButton(request, okCancel)
                input.use(.dialogInput(noOK: request.dialogKeys.noOK), buttons: okCancel.map(\.label), defaultButton: focus)
            }
            let (result, key) = try presentNotingKey(input, request, on: terminal, options: options)
            switch result {
            case .finished(.pressed(let index, let value)):
                let ending = okCancel[index].ending
                return (ending, ending == .cancel ? nil : withLastKey(value, code: cursesCode(key), request))
            case .finished(.accepted(let value)): return (.ok, withLastKey(value, code: cursesCode(key), request))
            case .finished(.cancelled): return (.cancel, nil)
            case .finished(.dismissed): return (.escape, nil)
            case .finished(.timedOut): return (timedOut, nil)
            case .interrupted(let signal): return (.interrupted(signal), nil)
            }
        case .list(_, _, let items) where request.renames:
            return try presentInputMenu(request, items: items, buttons: okCancel, on: terminal, options: options,
                                        program: program)
        case .calendar(let day, let month, let year):
            return try presentCalendar(request, day: day, month: month, year: year, buttons: okCancel,
                                       defaultButton: defaultButton(request, okCancel), on: terminal, options: options,
                                       timedOut: timedOut)
        case .timeBox(let hour, let minute, let second):
            return try presentTimeBox(request, hour: hour, minute: minute, second: second, buttons: okCancel,
                                      defaultButton: defaultButton(request, okCancel), on: terminal, options: options,
                                      timedOut: timedOut)
        case .editFile:
            guard !options.plain else { return (.failed("--editbox needs a terminal that can draw it (not plain mode)"), nil) }
            let focus = request.defaultButton == nil ? nil : defaultButton(request, okCancel)
            var editBox = EditBox(text: request.text, title: request.title, buttons: okCancel.map(\.label), defaultButton: focus,
                                  width: maximumWidth, height: maximumHeight, maximumInput: request.maximumInput)
            editBox.backtitle = request.backtitle
            editBox.begin = request.corner
            switch try editBox.present(on: terminal, options: options) {
            case .finished(.pressed(let index, let lines)):
                // OK answers every line, each followed by a newline or --output-separator (`editbox.c`); the others nothing.
                let ending = okCancel[index].ending
                guard ending == .ok else { return (ending, nil) }
                let separator = request.outputSeparator ?? "\n"
                return (ending, lines.map { $0 + separator }.joined())
            case .finished(.dismissed): return (.escape, nil)
            case .finished(.timedOut): return (timedOut, nil)
            case .interrupted(let signal): return (.interrupted(signal), nil)
            }
        case .selectPath(let directoriesOnly):
            let focus = request.defaultButton == nil ? nil : defaultButton(request, okCancel)
            return try presentFileSelect(request, directoriesOnly: directoriesOnly, buttons: okCancel, defaultButton: focus,
                                         on: terminal, options: options, timedOut: timedOut)
        case .list(let kind, _, let items):
            let okCancel = request.dialogKeys.noOK ? withoutOK(okCancel) : okCancel
            var configuration = Choose.Configuration(filtering: .none, buttons: okCancel.map(\.label))
            var on = items.indices.filter { items[$0].isOn }
            var focus: Int?
            switch program {
            case .whiptail:
                configuration.maximumRows = layout.listHeight.map { max(1, $0) }
                // Asked as plain lines, a radio list is a single choice that starts on the item that is on.
                configuration.multiple = kind == .check || (kind == .radio && !options.plain)
                configuration.radio = kind == .radio && !options.plain
                // whiptail focuses the last item with the default tag.
                if kind == .menu { focus = request.defaultItem.flatMap { tag in items.lastIndex { $0.tag == tag } } }
                if kind == .radio, options.plain { focus = on.last }
            case .cdialog:
                // The list's rows are cdialog's (they make PgUp and PgDn's page); the box grows to show them.
                configuration.maximumRows = request.cdialogListRows(screen: request.room(terminal.size))
                configuration.multiple = kind != .menu
                configuration.radio = kind == .radio
                // cdialog focuses the first item with the default tag; a radio list keeps only the last item on.
                focus = request.defaultItem.flatMap { tag in items.firstIndex { $0.tag == tag } }
                if kind == .radio { on = Array(on.suffix(1)) }
            }
            let chooseItems = zip(items, request.itemLabels).map { Choose.Item(value: $0.tag, label: $1) }
            var choose = Choose(message: request.text, title: request.title, items: chooseItems, configuration: configuration,
                                maximumWidth: maximumWidth)
            choose.preselect(on, focus: focus)
            choose.backtitle = request.backtitle
            choose.begin = request.itemHelp.begin.map { Point(x: $0.x, y: $0.y) }
            choose.itemHelp = request.itemHelp.texts?.map { Sanitizer.sanitize($0, keepNewlines: false, keepTabs: false) }
            // The prompt shows as far as the list's rows let it, as the originals' do; a cut one scrolls.
            choose.messageFillsRoom = true
            switch program {
            case .whiptail:
                choose.use(.newt, messageTakesFocus: layout.messageScrolls)
                // whiptail grows a given box to show the rows it gave the list.
                choose.maximumHeight = maximumHeight.map { max($0, layout.height) }
            case .cdialog:
                let keys = request.dialogKeys
                choose.use(.dialogList(menu: kind == .menu, visitItems: keys.visitItems, noOK: keys.noOK, noHotList: keys.noHotList),
                           defaultButton: keys.visitItems ? nil : defaultButton(request, okCancel))
            }
            let tags = items.map(\.tag)
            let (result, key) = try presentNotingKey(choose, request, on: terminal, options: options)
            // A check or radio list's Help answers --last-key only with --help-status (`show_status`); a menu's always.
            let checkList = kind != .menu
            func noted(_ answer: String?) -> String? { withLastKey(answer, code: cursesCode(key), request, checkList: checkList) }
            switch result {
            case .finished(.pressed(let index, let chosen, let focused)):
                let ending = okCancel[index].ending
                switch ending {
                case .ok, .extra: return (ending, noted(program.answer(chosen.map { tags[$0] }, of: request)))
                case .help:
                    let help = focused.map { program.help(item: $0, chosen: chosen, of: request) } ?? ""
                    return (ending, checkList && !request.itemHelp.status ? help : noted(help))
                default: return (ending, nil)
                }
            case .finished(.chosen(let chosen)): return (.ok, noted(program.answer(chosen.map { tags[$0] }, of: request)))
            case .finished(.cancelled): return (.cancel, nil)
            case .finished(.dismissed), .finished(.noItems): return (.escape, nil)
            case .finished(.timedOut): return (timedOut, nil)
            case .interrupted(let signal): return (.interrupted(signal), nil)
            }
        case .form(_, let fields):
            guard !options.plain else { return (.failed("--form needs a terminal that can draw it (not plain mode)"), nil) }
            let formFields = fields.map { $0.formField(maximumLength: request.maximumInput) }
            var form = Form(message: request.text, title: request.title, fields: formFields, buttons: okCancel.map(\.label),
                            maximumWidth: maximumWidth)
            form.backtitle = request.backtitle
            form.begin = request.corner
            switch try form.present(on: terminal, options: options) {
            case .finished(.pressed(let index, let values, let field)):
                let ending = okCancel[index].ending
                // Help writes HELP and the focused field's label, as cdialog's `dlg_add_help_formitem`.
                if ending == .help { return (ending, fields.indices.contains(field) ? program.help(fields[field].label, of: request) : nil) }
                guard ending == .ok || ending == .extra else { return (ending, nil) }
                let separator = request.outputSeparator ?? "\n"
                return (ending, zip(fields, values).filter { $0.0.answered }.map { program.string($0.1, of: request) + separator }.joined())
            case .finished(.dismissed), .finished(.cancelled), .finished(.submitted): return (.escape, nil)
            case .finished(.timedOut): return (timedOut, nil)
            case .interrupted(let signal): return (.interrupted(signal), nil)
            }
        case .more(let more):
            return try presentMore(more, request, buttons: okCancel, on: terminal, options: options, program: program)
        case .gauge, .programBox:
            return (.failed("not a box to present"), nil)
        }
    }

    /// cdialog's `--inputmenu`: OK answers the focused tag, Rename then Enter `RENAMED <tag> <text>` with Extra's status;
    /// as in `menubox.c`, each renaming given up leaves its tag in the answer before what OK or Help add.
    private static func presentInputMenu(_ request: BoxRequest, items: [BoxRequest.Item],
                                         buttons okCancel: [(label: ButtonLabel, ending: BoxEnding)], on terminal: Terminal,
                                         options: PresentationOptions, program: FrontEnd) throws -> (BoxEnding, String?) {
        guard !options.plain else { return (.failed("--inputmenu needs a terminal that can draw it (not plain mode)"), nil) }
        let tags = items.map(\.tag)
        var menu = InputMenu(message: request.text, title: request.title, tags: tags, texts: items.map(\.text),
                             buttons: okCancel.map(\.label), renameButton: okCancel.firstIndex { $0.ending == .extra } ?? 1,
                             defaultButton: defaultButton(request, okCancel),
                             focus: request.defaultItem.flatMap { tag in tags.firstIndex(of: tag) },
                             visibleItems: request.cdialogInputMenuItems(screen: request.room(terminal.size)), noTags: request.noTags,
                             maximumInput: request.maximumInput, maximumWidth: request.width > 0 ? request.width : nil)
        menu.backtitle = request.backtitle
        menu.begin = request.corner
        let timedOut: BoxEnding = program.statuses.timeout == nil ? .escape : .timeout
        switch try menu.present(on: terminal, options: options) {
        case .finished(.renamed(let item, let text)):
            return (.extra, "RENAMED " + program.string(tags[item], of: request) + " " + program.string(text, of: request))
        case .finished(.chose(.pressed(let index, _, let focused), let abandoned)):
            let before = abandoned.map { program.string(tags[$0], of: request) }.joined()
            switch okCancel[index].ending {
            case .ok: return (.ok, before + (focused.map { program.string(tags[$0], of: request) } ?? ""))
            case .help: return (.help, before + (focused.map { program.help(tags[$0], of: request) } ?? ""))
            case let ending: return (ending, nil)
            }
        case .finished(.chose(.timedOut, _)): return (timedOut, nil)
        case .finished(.chose): return (.escape, nil)
        case .interrupted(let signal): return (.interrupted(signal), nil)
        }
    }

    /// A box's buttons in cdialog's order, each with its label and how it ends the box.
    static func buttons(_ request: BoxRequest, _ program: FrontEnd, first: BoxRequest.Button,
                                cancel: BoxRequest.Button?) -> [(label: ButtonLabel, ending: BoxEnding)] {
        var buttons: [(BoxRequest.Button, BoxEnding)] = [(first, .ok)]
        if request.extraButton { buttons.append((.extra, .extra)) }
        if let cancel { buttons.append((cancel, .cancel)) }
        if request.helpButton { buttons.append((.help, .help)) }
        return buttons.map { (ButtonLabel(text: request.labels[$0.0] ?? program.label($0.0)), $0.1) }
    }

    /// The button focused at the start: `--default-button`'s, or with `--defaultno` the Cancel or No button.
    static func defaultButton(_ request: BoxRequest, _ buttons: [(label: ButtonLabel, ending: BoxEnding)]) -> Int {
        let wanted: BoxEnding? = switch request.defaultButton {
        case .ok?, .yes?, .exit?: .ok
        case .no?, .cancel?: .cancel
        case .extra?: .extra
        case .help?: .help
        case nil: nil
        }
        return wanted.flatMap { wanted in buttons.firstIndex { $0.ending == wanted } } ?? 0
    }

    /// `--gauge` or cdialog's `--progressbox` (no `percent`: a spinner): a wait's gauge fed standard input's lines.
    private static func showGauge(_ request: BoxRequest, percent: Int?, program: FrontEnd, options: PresentationOptions) -> BoxEnding {
        // As whiptail: no terminal, no gauge (the status lines would otherwise go to stderr, the answer's place).
        if !options.plain {
            do { try Terminal.open().restore() } catch { return .failed("no terminal to show the gauge on (\(error))") }
        }
        var options = options
        options.readsKeys = false
        options.mouse = false
        var wait = Wait(message: request.text, title: request.title, appearance: .hud, maximumWidth: request.width > 0 ? request.width : nil)
        wait.backtitle = request.backtitle
        wait.begin = request.corner
        if let percent { wait.apply(.percent(percent)) }
        var runner = WaitRunner(wait: wait, work: .statusLines(ProcessContext.standardInput), options: options)
        runner.onTerminalFailure = { error in
            ProcessContext.writeError("swalert \(program.name): the terminal failed: \(error); going on without it\n")
        }
        do {
            switch try runner.run().ending {
            case .finished: return .ok
            case .interrupted(let signal): return .interrupted(signal)
            }
        } catch {
            return .failed("the terminal failed: \(error)")
        }
    }
}
