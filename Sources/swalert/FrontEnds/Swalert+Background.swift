import DialogKit

extension Swalert {
    /// Set in the process that follows a `--tailboxbg --no-kill` box once the boxes are done, until it is killed.
    static let followsTailVariable = "SWALERT_FOLLOWS_TAIL"

    /// dialog's command lines that only report: the exit status, or nil when the boxes are to be shown.
    static func runReport(_ run: BoxRun, program: FrontEnd, environment: Environment) -> Int32? {
        let statuses = program.statuses
        func fail(_ message: String) -> Int32 {
            ProcessContext.writeError("swalert \(program.name): \(message)\n")
            return statuses.error
        }
        switch run.report {
        case nil:
            return nil
        case .maxSize:
            guard let screen = terminalSize() else { return fail("no terminal to measure (--print-maxsize)") }
            if let error = ProcessContext.write("MaxSize: \(screen.height), \(screen.width)\n", to: run.outputDescriptor) {
                return fail("the size could not be written to descriptor \(run.outputDescriptor) (\(error.reason))")
            }
            return statuses.ok
        case .createRC(let path):
            // As dialog: the settings it would read (DIALOGRC or ~/.dialogrc) over its own, written back.
            var existing: String?
            do {
                if case .dialogRC(let text)? = try program.themeOverlay(environment: environment) { existing = text }
            } catch {
                return fail("\(error)")
            }
            do { try SettingsFile.write(DialogRCFile.created(over: existing), to: path) } catch {
                return fail("cannot write \(Sanitizer.excerpt(path: path, limit: 100)) (--create-rc): \(error)")
            }
            return statuses.ok
        }
    }

    /// What dialog writes before a box is drawn: `--print-size`'s `Size: H, W` and a later `--print-maxsize`'s line.
    static func sizeLines(_ box: BoxRun.Box) -> String {
        guard box.extras.printsSize || box.extras.printsMaxSize, let screen = terminalSize() else { return "" }
        // The room dialog leaves a box: the screen less the shadow's row and two columns.
        let rows = screen.height - (box.extras.shadowless ? 0 : 1), columns = screen.width - (box.extras.shadowless ? 0 : 2)
        var text = box.extras.printsMaxSize ? "MaxSize: \(rows), \(columns)\n" : ""
        guard box.extras.printsSize else { return text }
        let request = box.request
        // A size below 0 is the room from --begin's corner to the screen's end.
        let begin = request.itemHelp.begin.map { (y: max(0, $0.y), x: max(0, $0.x)) } ?? (y: 0, x: 0)
        func clamp(_ given: Int, _ room: Int, less offset: Int, automatic: () -> Int) -> Int {
            given < 0 ? room - offset : min(given == 0 ? automatic() : given, room)
        }
        let width = clamp(request.width, columns, less: begin.x) { request.cdialogWidth(minimumColumns: 0, labels: [], screen: screen) }
        let height = clamp(request.height, rows, less: begin.y) {
            request.text.split(separator: "\n", omittingEmptySubsequences: false).count + (request.widget == .info ? 2 : 4)
        }
        text += "Size: \(height), \(width)\n"
        return text
    }

    /// `--prgbox`'s command as dialog runs it: `sh -c "COMMAND"`, cut into words by dialog's rules.
    static func commandArguments(_ command: String) -> [String] {
        CdialogArguments.words("sh -c \"" + command + "\"")
    }

    /// A `--tailboxbg` box: the end of its file drawn as an info box, then OK at once, as dialog goes on to the next.
    static func showBackgroundTail(_ request: BoxRequest, program: FrontEnd, environment: Environment) -> (BoxEnding, String?) {
        let text: String
        do { text = try MessageSource.file(request.text).load() } catch { return (.failed("\(error)"), nil) }
        var shown = request
        shown.widget = .info
        let rows = request.height > 0 ? max(1, request.height - 2) : max(1, (terminalSize()?.height ?? 24) - 4)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.count > 1, lines.last == "" { lines.removeLast() }
        shown.text = lines.suffix(rows).joined(separator: "\n")
        return runBox(shown, program: program, environment: environment)
    }

    /// After the boxes, a process of its own for each `--tailboxbg --no-kill` box, its pid on standard error, as
    /// dialog's follower's, for a script to kill it by; dialog then ends with 0, whatever the boxes answered.
    static func startFollowers(_ boxes: [BoxRun.Box], program: FrontEnd) -> Int32? {
        let kept = boxes.filter { $0.extras.keepsBackground }
        guard !kept.isEmpty else { return nil }
        for box in kept {
            let request = box.request
            let arguments = ["dialog", "--title", request.title, "--tailboxbg", "--", request.text,
                             String(request.height), String(request.width)]
            do {
                let pid = try ProcessContext.startDetached(ProcessContext.executablePath, arguments,
                                                           environment: [followsTailVariable: "1"])
                ProcessContext.writeError("\(pid)\n")
            } catch {
                ProcessContext.writeError("swalert \(program.name): cannot follow the file in the background: \(error)\n")
                return program.statuses.error
            }
        }
        return 0
    }

    /// The process `startFollowers` starts: the file's end drawn again each second it changes, until a signal ends it.
    static func followTail(_ request: BoxRequest, program: FrontEnd, environment: Environment) -> Never {
        var last: String?
        while true {
            let text = try? MessageSource.file(request.text).load()
            if let text, text != last {
                // Drawn from the background once the script has the terminal again, as dialog's follower draws.
                ProcessContext.ignore(.terminalOutput)
                _ = showBackgroundTail(request, program: program, environment: environment)
                last = text
            }
            ProcessContext.pause(seconds: 1)
        }
    }

    /// The terminal's size, or nil without one.
    static func terminalSize() -> Size? {
        guard let terminal = try? Terminal.open() else { return nil }
        defer { terminal.restore() }
        return terminal.size
    }
}
