import DialogKit

extension Swalert {
    /// dialog's `--rangebox`, `--buildlist`, `--treeview` and `--mixedgauge`, answered as dialog 1.3 answers them; the
    /// lists show their items' text whatever `--no-tags` and `--no-items` say, as dialog's do.
    static func presentMore(_ more: BoxRequest.MoreBox, _ request: BoxRequest,
                            buttons okCancel: [(label: ButtonLabel, ending: BoxEnding)], on terminal: Terminal,
                            options: PresentationOptions, program: FrontEnd) throws -> (BoxEnding, String?) {
        if case .mixedGauge = more {} else if options.plain {
            return (.failed("this box needs a terminal that can draw it (not plain mode)"), nil)
        }
        let timedOut: BoxEnding = program.statuses.timeout == nil ? .escape : .timeout
        let maximumWidth = request.width > 0 ? request.width : nil
        switch more {
        case .range(let minimum, let maximum, let value):
            // PgUp and PgDn move by a cell of dialog's slider, whose width is dialog's box's less six.
            let width = request.cdialogWidth(minimumColumns: 14, labels: okCancel.map(\.label.text), screen: terminal.size)
            let step = RangeBox.slider(minimum: minimum, maximum: max(minimum, maximum), usable: width - 6).step
            var box = RangeBox(message: request.text, title: request.title, minimum: minimum, maximum: maximum, value: value,
                               buttons: okCancel.map(\.label), defaultButton: defaultButton(request, okCancel),
                               pageStep: step, maximumWidth: maximumWidth)
            box.backtitle = request.backtitle
            box.begin = request.corner
            switch try box.present(on: terminal, options: options) {
            case .finished(.pressed(let index, let value)):
                let ending = okCancel[index].ending
                // Every button but Cancel answers the number (`rangebox.c` adds it; dialog writes it unless cancelled).
                return (ending, ending == .cancel ? nil : String(value))
            case .finished(.dismissed): return (.escape, nil)
            case .finished(.timedOut): return (timedOut, nil)
            case .interrupted(let signal): return (.interrupted(signal), nil)
            }
        case .treeView(let height, let items, let depths):
            // Its list's rows are a radio list's (`checklist.c` and `treeview.c` size them alike).
            var asList = request
            asList.widget = .list(.radio, height: height, items: items)
            let okCancel = request.dialogKeys.noOK ? withoutOK(okCancel) : okCancel
            let tags = items.map(\.tag)
            // dialog keeps the first item on; --default-item focuses the first with its tag.
            var tree = TreeView(message: request.text, title: request.title, values: tags,
                                texts: items.map(\.text), depths: depths,
                                on: items.firstIndex { $0.isOn }, buttons: okCancel.map(\.label),
                                defaultButton: defaultButton(request, okCancel),
                                focus: request.defaultItem.flatMap { tag in tags.firstIndex(of: tag) },
                                visibleItems: asList.cdialogListRows(screen: asList.room(terminal.size)), maximumWidth: maximumWidth)
            tree.backtitle = request.backtitle
            tree.begin = request.corner
            let keys = request.dialogKeys
            if keys.visitItems || keys.noOK || keys.noHotList {
                tree.use(.dialogList(menu: false, visitItems: keys.visitItems, noOK: keys.noOK, noHotList: keys.noHotList),
                         defaultButton: keys.visitItems ? nil : defaultButton(request, okCancel))
            }
            let (result, key) = try presentNotingKey(tree, request, on: terminal, options: options)
            switch result {
            case .finished(.pressed(let index, let chosen, let focused)):
                let ending = okCancel[index].ending
                switch ending {
                case .ok, .extra:
                    return (ending, withLastKey(program.answer(chosen.map { tags[$0] }, of: asList), code: cursesCode(key), request))
                case .help: return (ending, focused.map { program.help(tags[$0], of: asList) } ?? "")
                default: return (ending, nil)
                }
            // Enter under --no-ok or on the list under --visit-items: OK.
            case .finished(.chosen(let chosen)):
                return (.ok, withLastKey(program.answer(chosen.map { tags[$0] }, of: asList), code: cursesCode(key), request))
            case .finished(.timedOut): return (timedOut, nil)
            case .finished: return (.escape, nil)
            case .interrupted(let signal): return (.interrupted(signal), nil)
            }
        case .buildList(let height, let items):
            // Its lists' rows are a check list's; it answers as a check list does.
            var asList = request
            asList.widget = .list(.check, height: height, items: items)
            let tags = items.map(\.tag)
            var buildKeys = KeyBindings.dialogBuildList
            if request.dialogKeys.noHotList { buildKeys.letters = .rowDigits }
            var build = BuildList(message: request.text, title: request.title,
                                  texts: items.map(\.text), on: items.map(\.isOn),
                                  buttons: okCancel.map(\.label), defaultButton: defaultButton(request, okCancel),
                                  focus: request.defaultItem.map { tag in tags.firstIndex(of: tag) ?? 0 },
                                  rows: asList.cdialogListRows(screen: asList.room(terminal.size)), keys: buildKeys,
                                  maximumWidth: maximumWidth)
            build.backtitle = request.backtitle
            build.begin = request.corner
            if request.dialogKeys.reorder { build.keepArrivalOrder() }
            let (result, key) = try presentNotingKey(build, request, on: terminal, options: options)
            switch result {
            case .finished(.pressed(let index, let on, let focused)):
                let ending = okCancel[index].ending
                switch ending {
                case .ok where request.separateOutput, .extra where request.separateOutput:
                    // One a line, as dialog's `buildlist.c` writes them: a separator between, none after the last.
                    let lines = on.map { tags[$0] }.joined(separator: request.outputSeparator ?? "\n")
                    return (ending, withLastKey(lines, code: cursesCode(key), request))
                case .ok, .extra: return (ending, withLastKey(program.answer(on.map { tags[$0] }, of: asList), code: cursesCode(key), request))
                case .help: return (ending, focused.map { program.help(tags[$0], of: asList) } ?? "")
                default: return (ending, nil)
                }
            case .finished(.dismissed): return (.escape, nil)
            case .finished(.timedOut): return (timedOut, nil)
            case .interrupted(let signal): return (.interrupted(signal), nil)
            }
        case .mixedGauge(let percent, let rows):
            // Drawn once and left on the screen, as the info box is; dialog ends at once with OK and no answer.
            var gauge = MixedGauge(message: request.text, rows: rows.map { MixedGauge.Row(tag: $0.tag, status: $0.text) },
                                   percent: percent)
            gauge.speak(request.language)
            let toast = Toast(message: gauge.text(), title: request.title, maximumWidth: maximumWidth)
            let shown = try request.corner.map { try toast.leave(on: terminal, options: options, at: $0) }
                ?? toast.leave(on: terminal, options: options)
            if case .interrupted(let signal) = shown { return (.interrupted(signal), nil) }
            return (.ok, nil)
        }
    }
}
