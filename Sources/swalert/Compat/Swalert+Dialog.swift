import DialogKit

extension Swalert {
    /// The name a program is run by when it answers as dialog does (a link named `dialog`).
    static let dialogName = "dialog"

    /// The variables that change dialog's exit statuses.
    static let dialogStatusVariables = ["DIALOG_OK", "DIALOG_CANCEL", "DIALOG_HELP", "DIALOG_EXTRA", "DIALOG_ESC",
                                        "DIALOG_ERROR", "DIALOG_TIMEOUT"]

    /// How one of dialog's boxes ended, before the environment makes it an exit status.
    enum DialogEnding: Equatable {
        case ok, cancel, extra, help, escape
        /// The time limit ran out with `DIALOG_TIMEOUT` set: dialog ends at once, the box's answer unwritten.
        case timeout
        case failed(String)
        /// Failed, with the reason already written on standard error.
        case reported
        case interrupted(Int32)
    }

    /// `swalert dialog ARGS...`, or swalert run by the name `dialog`: dialog's command line, drawn with swalert's
    /// dialogs, answered as dialog answers (the same descriptor, bytes and exit status).
    static func runDialog(_ arguments: [String], environment: Environment) -> Int32 {
        let statuses = ExitStatus.Compat.dialog(environment)
        let program = CompatProgram.dialog(statuses)
        let parsed: DialogArguments.Parsed
        do { parsed = try DialogArguments.parse(arguments) } catch let failure as DialogArguments.Failure {
            ProcessContext.writeError("swalert dialog: \(failure.message) (see 'swalert dialog --help')\n")
            return statuses.error
        } catch {
            ProcessContext.writeError("swalert dialog: \(error)\n")
            return statuses.error
        }
        let run: DialogArguments.DialogRun
        switch parsed {
        case .help:
            ProcessContext.writeOutput(DialogArguments.usage)
            return statuses.ok
        case .version:
            ProcessContext.writeOutput("dialog (swalert): \(Version.current)\n")
            return statuses.ok
        case .run(let parsedRun):
            run = parsedRun
        }
        guard ProcessContext.isOpen(run.outputDescriptor) else {
            ProcessContext.writeError("swalert dialog: cannot write the answer to descriptor \(run.outputDescriptor): it is not open\n")
            return statuses.error
        }
        var answering = 0
        var status = statuses.ok
        var last = DialogEnding.ok
        for (index, box) in run.boxes.enumerated() {
            // A box given after another's arguments without --and-widget follows only an OK.
            if index > 0, !box.afterAndWidget, last != .ok { break }
            let request = box.request
            if request.answers { answering += 1 }
            let (ending, answer) = runDialogBox(request, program: program, environment: environment)
            last = ending
            switch ending {
            case .ok, .extra, .help:
                var text = answering > 1 && !request.separateOutput ? run.separateWidget : ""
                text += answer ?? ""
                // A menu's tag goes out as the bytes it was given, as dialog writes it (`ByteEscape`).
                if !text.isEmpty, let error = ProcessContext.write(text, to: run.outputDescriptor, keepingBytes: true) {
                    ProcessContext.writeError("swalert dialog: the answer could not be written to descriptor \(run.outputDescriptor) (\(error.reason))\n")
                    return statuses.error
                }
                status = ending == .ok ? statuses.ok : ending == .extra ? statuses.extra : statuses.help
            case .cancel:
                status = statuses.cancel
            case .escape:
                return statuses.escape
            case .timeout:
                // As dialog, on stderr, whose newlines are its own.
                _ = ProcessContext.write("\ntimeout\n", to: 2)
                return statuses.timeout ?? statuses.escape
            case .failed(let message):
                ProcessContext.writeError("swalert dialog: \(message)\n")
                return statuses.error
            case .reported:
                return statuses.error
            case .interrupted(let code):
                return code
            }
        }
        return status
    }

    /// Shows one box and waits for its ending, and what it answers.
    private static func runDialogBox(_ request: CompatRequest, program: CompatProgram,
                                     environment: Environment) -> (DialogEnding, String?) {
        var request = request
        let statuses = program.statuses
        switch request.widget {
        case .textFile, .tailFile:
            do { request.text = try MessageSource.file(request.text).load() } catch { return (.failed("\(error)"), nil) }

        default:
            break
        }
        var options: PresentationOptions
        do { options = try program.presentationOptions(environment: environment) } catch { return (.failed("\(error)"), nil) }
        if request.timeout > 0 { options.timeout = Double(request.timeout) }
        let charset = Charset.detect(environment: environment)

        switch request.widget {
        case .gauge(let percent):
            return (gaugeEnding(showCompatGauge(request, percent: percent, program: program, options: options),
                                statuses: statuses), nil)
        case .programBox(false):
            // --progressbox: each line shown as it comes, as a gauge's text, until standard input ends.
            return (gaugeEnding(showCompatGauge(request, percent: nil, program: program, options: options),
                                statuses: statuses), nil)
        case .programBox(let button):
            // The program's output, read to its end, then shown with an OK to press.
            let text = (try? MessageSource.standardInput.load()) ?? ""
            request.text = request.text.isEmpty ? text : request.text + "\n" + text
            if !button {
                request.widget = .info
            } else {
                request.widget = .message
            }
        default:
            break
        }
        let terminal: Terminal
        do { terminal = try Terminal.open(plain: options.plain, charset: charset) } catch TerminalError.unavailable(let error) {
            // As dialog: an info box with no terminal ends with 0, and nothing on stderr, the answers' place.
            if request.widget == .info { return (.ok, nil) }
            return (.failed("no terminal to show the box on (\(error))"), nil)
        } catch {
            return (.failed("the terminal failed: \(error)"), nil)
        }
        defer { terminal.restore() }
        do {
            return try presentDialogBox(request, on: terminal, options: options, program: program)
        } catch {
            return (.failed("the terminal failed: \(error)"), nil)
        }
    }

    /// A gauge's or progress box's ending as one of dialog's: a signal ends the run with the shell's status for it
    /// (dialog dies of SIGINT: 130), nothing written as an answer; a failure was told already.
    private static func gaugeEnding(_ ending: CompatGaugeEnding, statuses: ExitStatus.Compat) -> DialogEnding {
        switch ending {
        case .done: return .ok
        case .interrupted: return .interrupted(statuses.of(ending))
        case .failed: return .reported
        }
    }

    /// How many rows dialog gives a menu's or a list's items on a screen (dialog's `menubox.c` and `checklist.c`):
    /// the box's height (the screen's for -1; with 0, the prompt's lines, eight more, and the list height given or
    /// as many rows as the items need and the screen has) less six and the prompt's lines; no more than the items.
    static func dialogListRows(_ request: CompatRequest, screen: Size) -> Int {
        let items = request.items.count
        let width = request.width > 0 ? min(request.width, screen.width) : screen.width - 2
        let wrap = max(1, width - 4)
        let promptLines = request.text.isEmpty ? 0 : request.text.split(separator: "\n", omittingEmptySubsequences: false)
            .reduce(0) { $0 + max(1, (String($1).displayWidth + wrap - 1) / wrap) }
        var height = request.height
        if height < 0 {
            height = screen.height
        } else if height == 0 {
            // dialog's auto size: the prompt, the box's six rows and its margins of two, then the list.
            height = promptLines + 8
            let given = request.listHeight ?? 0
            height += given > 0 ? given : min(items, max(0, screen.height - 1 - height))
        }
        height = min(height, screen.height)
        return max(1, min(height - 6 - promptLines, max(1, items)))
    }

    /// The buttons of a box of dialog's, in dialog's order, and how each ends it.
    private static func dialogButtons(_ request: CompatRequest, program: CompatProgram, first: (String, DialogEnding),
                                      cancel: (String, DialogEnding)?) -> [(label: ButtonLabel, ending: DialogEnding)] {
        var buttons = [(first.0, first.1)]
        if request.extraButton { buttons.append((request.extraLabel ?? "Extra", .extra)) }
        if let cancel { buttons.append(cancel) }
        if request.helpButton { buttons.append((request.helpLabel ?? "Help", .help)) }
        return buttons.map { (ButtonLabel(text: $0.0), $0.1) }
    }

    /// The button focused at the start: `--default-button`'s, or with `--defaultno` the Cancel or No button.
    private static func defaultButton(_ request: CompatRequest, _ endings: [DialogEnding]) -> Int {
        let wanted: DialogEnding?
        switch request.defaultButton {
        case .ok?, .yes?: wanted = .ok
        case .no?, .cancel?: wanted = .cancel
        case .extra?: wanted = .extra
        case .help?: wanted = .help
        case nil: wanted = request.defaultNo ? .cancel : nil
        }
        return wanted.flatMap { endings.firstIndex(of: $0) } ?? 0
    }

    private static func presentDialogBox(_ request: CompatRequest, on terminal: Terminal, options: PresentationOptions,
                                         program: CompatProgram) throws -> (DialogEnding, String?) {
        let labels = program.labels
        let maximumWidth = request.width > 0 ? request.width : nil
        let maximumHeight = request.height > 0 ? request.height : nil
        func timedOut() -> DialogEnding { program.statuses.timeout == nil ? .escape : .timeout }
        switch request.widget {
        case .message, .yesNo, .textFile, .tailFile, .pause:
            var buttons: [(label: ButtonLabel, ending: DialogEnding)]
            switch request.widget {
            case .yesNo:
                buttons = dialogButtons(request, program: program, first: (request.yesLabel ?? labels.yes, .ok),
                                        cancel: (request.noLabel ?? labels.no, .cancel))
            case .pause:
                buttons = dialogButtons(request, program: program, first: (request.okLabel ?? labels.ok, .ok),
                                        cancel: request.noCancel ? nil : (request.cancelLabel ?? labels.cancel, .cancel))
            case .textFile, .tailFile:
                buttons = dialogButtons(request, program: program, first: (request.exitLabel ?? "EXIT", .ok), cancel: nil)
            default:
                buttons = dialogButtons(request, program: program, first: (request.okLabel ?? labels.ok, .ok), cancel: nil)
            }
            // dialog's buttons answer to the first capital letter of their labels.
            var taken: Set<Character> = []
            let hotkeyed = buttons.map { button -> ButtonLabel in
                guard let letter = button.label.text.first(where: { $0.isUppercase && !taken.contains($0) }) else { return button.label }
                taken.insert(letter)
                return button.label.withImplicitHotkey(Character(letter.lowercased()))
            }
            var message = request.text
            var timeoutButton: Int?
            if case .pause(let seconds) = request.widget {
                // The countdown's end is OK, as in dialog.
                message += "\n\n(\(seconds) s)"
                timeoutButton = 0
            }
            var alert = Alert(message: message, title: request.title, buttons: hotkeyed,
                              defaultButton: defaultButton(request, buttons.map(\.ending)), timeoutButton: timeoutButton,
                              maximumWidth: maximumWidth)
            alert.maximumHeight = maximumHeight
            alert.backtitle = request.backtitle
            // A tail box starts at the file's end.
            if request.widget == .tailFile { alert.scrollToEnd(screen: terminal.size) }
            var options = options
            if case .pause(let seconds) = request.widget { options.timeout = Double(max(0, seconds)) }
            switch try alert.present(on: terminal, options: options) {
            case .finished(.button(let index)): return (buttons[index].ending, nil)
            case .finished(.dismissed): return (.escape, nil)
            case .finished(.timedOut): return (timedOut(), nil)
            case .interrupted(let signal): return (.interrupted(ExitStatus.signaled(signal)), nil)
            }
        case .info:
            let toast = Toast(message: request.text, title: request.title, maximumWidth: maximumWidth)
            if case .interrupted(let signal) = try toast.leave(on: terminal, options: options) { return (.interrupted(ExitStatus.signaled(signal)), nil) }
            return (.ok, nil)
        case .input(let initial, let password):
            let buttons = dialogButtons(request, program: program, first: (request.okLabel ?? labels.ok, .ok),
                                        cancel: request.noCancel ? nil : (request.cancelLabel ?? labels.cancel, .cancel))
            var input = Input(message: request.text, title: request.title, value: initial, mask: password ? "*" : nil,
                              maximumLength: request.maximumInput, maximumWidth: maximumWidth)
            input.maximumHeight = maximumHeight
            input.backtitle = request.backtitle
            let focus = request.defaultButton == nil && !request.defaultNo ? nil : defaultButton(request, buttons.map(\.ending))
            input.use(.dialogInput, buttons: buttons.map(\.label), defaultButton: focus)
            switch try input.present(on: terminal, options: options) {
            case .finished(.pressed(let index, let value)):
                let ending = buttons[index].ending
                return (ending, ending == .cancel ? nil : value)
            case .finished(.accepted(let value)): return (.ok, value)
            case .finished(.cancelled): return (.cancel, nil)
            case .finished(.dismissed): return (.escape, nil)
            case .finished(.timedOut): return (timedOut(), nil)
            case .interrupted(let signal): return (.interrupted(ExitStatus.signaled(signal)), nil)
            }
        case .menu, .radioList, .checkList:
            let buttons = dialogButtons(request, program: program, first: (request.okLabel ?? labels.ok, .ok),
                                        cancel: request.noCancel ? nil : (request.cancelLabel ?? labels.cancel, .cancel))
            let items = zip(request.items, request.labels).map { Choose.Item(value: $0.tag, label: $1) }
            var configuration = Choose.Configuration(filtering: .none, buttons: buttons.map(\.label))
            configuration.maximumRows = dialogListRows(request, screen: terminal.size)
            switch request.widget {
            case .radioList:
                configuration.multiple = true
                configuration.radio = true
            case .checkList:
                configuration.multiple = true
            default:
                break
            }
            var choose = Choose(message: request.text, title: request.title, items: items, configuration: configuration,
                                maximumWidth: maximumWidth)
            // dialog focuses the first item with the default tag; a radio list keeps only the last item on.
            let focus = request.defaultItem.flatMap { tag in request.items.firstIndex { $0.tag == tag } }
            var on = request.items.indices.filter { request.items[$0].isOn }
            if request.widget.isRadio, let lastOn = on.last { on = [lastOn] }
            choose.preselect(on, focus: focus)
            // The list's rows are dialog's (they make PgUp and PgDn's page); the box grows to show them.
            choose.backtitle = request.backtitle
            choose.use(.dialogList, defaultButton: defaultButton(request, buttons.map(\.ending)))
            let result = try choose.present(on: terminal, options: options)
            let tags = request.items.map(\.tag)
            switch result {
            case .finished(.pressed(let index, let chosen, let focused)):
                let ending = buttons[index].ending
                switch ending {
                case .ok, .extra: return (ending, DialogAnswer.list(chosen.map { tags[$0] }, of: request))
                case .help: return (ending, focused.map { DialogAnswer.help(tags[$0], of: request) } ?? "")
                default: return (ending, nil)
                }
            case .finished(.chosen(let chosen)): return (.ok, DialogAnswer.list(chosen.map { tags[$0] }, of: request))
            case .finished(.cancelled): return (.cancel, nil)
            case .finished(.dismissed), .finished(.noItems): return (.escape, nil)
            case .finished(.timedOut): return (timedOut(), nil)
            case .interrupted(let signal): return (.interrupted(ExitStatus.signaled(signal)), nil)
            }
        case .form(_, let fields):
            guard !options.plain else { return (.failed("--form needs a terminal that can draw it (not plain mode)"), nil) }
            let buttons = dialogButtons(request, program: program, first: (request.okLabel ?? labels.ok, .ok),
                                        cancel: request.noCancel ? nil : (request.cancelLabel ?? labels.cancel, .cancel))
            let formFields = fields.map { field in
                Form.Field(label: field.label, value: field.value, editable: field.editable,
                           maximumLength: field.editable ? max(field.length, field.width) : nil)
            }
            var form = Form(message: request.text, title: request.title, fields: formFields, buttons: buttons.map(\.label),
                            maximumWidth: maximumWidth)
            form.backtitle = request.backtitle
            switch try form.present(on: terminal, options: options) {
            case .finished(.pressed(let index, let values, let field)):
                let ending = buttons[index].ending
                // Help writes HELP and the focused field's label, as dialog's `dlg_add_help_formitem`.
                if ending == .help { return (ending, fields.indices.contains(field) ? DialogAnswer.help(fields[field].label, of: request) : nil) }
                guard ending == .ok || ending == .extra else { return (ending, nil) }
                let separator = request.outputSeparator ?? "\n"
                let answer = zip(fields, values).filter { $0.0.editable }
                    .map { DialogAnswer.string($0.1, of: request) + separator }.joined()
                return (ending, answer)
            case .finished(.dismissed): return (.escape, nil)
            case .finished(.timedOut): return (timedOut(), nil)
            case .interrupted(let signal): return (.interrupted(ExitStatus.signaled(signal)), nil)
            }
        case .gauge, .programBox:
            return (.failed("not a box to present"), nil)
        }
    }
}

extension CompatRequest {
    /// Whether dialog counts the box among those that answer (its `dlg_does_output`), for `--separate-widget`.
    var answers: Bool {
        switch widget {
        case .input, .menu, .radioList, .checkList, .form: return true
        default: return false
        }
    }
}

extension CompatRequest.Widget {
    var isRadio: Bool {
        if case .radioList = self { return true }
        return false
    }
}

/// What dialog writes for a box's chosen items (dialog's `util.c`: `dlg_add_quoted`, `dlg_add_string`,
/// `dlg_add_separator`; `checklist.c`).
enum DialogAnswer {
    /// A menu's tag; a radio list's; a check list's, each quoted where it must be, separated by spaces (or by the
    /// `--output-separator`, which then also comes first), or each followed by a newline with `--separate-output`.
    static func list(_ tags: [String], of request: CompatRequest) -> String {
        switch request.widget {
        case .checkList, .radioList:
            let check = request.widget.isRadio == false
            let separator = request.outputSeparator ?? (request.separateOutput ? "\n" : " ")
            var result = ""
            for tag in tags {
                if request.separateOutput, check {
                    result += string(tag, of: request) + separator
                } else {
                    if request.outputSeparator != nil || !result.isEmpty { result += separator }
                    result += check ? quoted(tag, singleQuoted: request.singleQuoted) : string(tag, of: request)
                }
            }
            return result
        default:
            return tags.first.map { string($0, of: request) } ?? ""
        }
    }

    /// What the Help button writes: `HELP ` and the focused item's tag.
    static func help(_ tag: String, of request: CompatRequest) -> String {
        "HELP " + string(tag, of: request)
    }

    /// A tag as it is, or quoted with `--quoted`.
    static func string(_ tag: String, of request: CompatRequest) -> String {
        request.quoted ? quoted(tag, singleQuoted: request.singleQuoted) : tag
    }

    /// dialog's `dlg_add_quoted`: a tag that is empty, or holds a quote, a blank, a newline or one of the shell's
    /// special characters, in quotes (double, or single with `--single-quoted`), with a backslash before each
    /// quote, backslash and newline in it (and, in double quotes, before each special character).
    static func quoted(_ tag: String, singleQuoted: Bool) -> String {
        let quote: UInt8 = singleQuoted ? UInt8(ascii: "'") : UInt8(ascii: "\"")
        let special = Array("[]{}?*;`~#$^&()|<>".utf8)
        let fixed: [UInt8] = singleQuoted ? [10, 92] : [10, 92] + special
        let bytes = Array(tag.utf8)
        let must = bytes.isEmpty || bytes.contains { $0 == quote || $0 == 32 || $0 == 9 || $0 == 10 || $0 == 92 || special.contains($0) }
        guard must else { return tag }
        var result: [UInt8] = [quote]
        for byte in bytes {
            if byte == quote || fixed.contains(byte) { result.append(92) }
            result.append(byte)
        }
        result.append(quote)
        return String(decoding: result, as: UTF8.self)
    }
}
