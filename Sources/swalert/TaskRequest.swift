import DialogKit

/// The task list `swalert wait` runs instead of one command: `--task NAME COMMAND` (repeatable), `--tasks FILE`
/// (`-` for stdin, a `NAME<TAB>COMMAND` line each), `--jobs N` at once, `--keep-going` after a failure.
struct TaskRequest {
    /// The most bytes a `--tasks` file may hold, and the most tasks in all.
    static let maximumBytes = 1 << 20
    static let maximumTasks = 1000

    var tasks: [TaskRunner.Task]
    var jobs: Int
    var keepGoing: Bool

    /// Takes each `--task NAME COMMAND` out of a wait's own arguments (they take two words, which the option
    /// table's scan does not): the other arguments, and the tasks in order.
    static func extract(_ arguments: [String]) throws -> (rest: [String], tasks: [TaskRunner.Task]) {
        var rest: [String] = [], tasks: [TaskRunner.Task] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument.hasPrefix("--task=") { throw UsageError("option '--task' takes NAME and COMMAND as two words: --task NAME COMMAND") }
            guard argument == "--task" else {
                rest.append(argument)
                index += 1
                continue
            }
            guard index + 2 < arguments.count else {
                throw UsageError("option '--task' needs two values (NAME COMMAND)")
            }
            tasks.append(try task(name: arguments[index + 1], command: arguments[index + 2], place: "--task"))
            index += 3
        }
        return (rest, tasks)
    }

    /// Reads the tasks given beside the wait's other options; nil when there are none.
    init?(_ arguments: ParsedArguments, tasks given: [TaskRunner.Task], command: [String]) throws {
        var tasks = given
        if let path = arguments.value("tasks") {
            tasks += try Self.read(path == "-" ? .standardInput : .file(path), named: path == "-" ? "standard input" : path)
        }
        guard !tasks.isEmpty else {
            if arguments.has("jobs") || arguments.has("keep-going") {
                throw UsageError("--jobs and --keep-going need tasks (--task NAME COMMAND or --tasks FILE)")
            }
            return nil
        }
        guard command.isEmpty else { throw UsageError("give either tasks or a COMMAND after '--', not both") }
        if arguments.has("timeout") { throw UsageError("--timeout is for one command, not tasks") }
        guard tasks.count <= Self.maximumTasks else { throw UsageError("too many tasks: \(tasks.count) (at most \(Self.maximumTasks))") }
        self.tasks = tasks
        jobs = try arguments.wholeNumber("jobs", in: 1...Self.maximumTasks) ?? 1
        keepGoing = arguments.has("keep-going")
    }

    /// A task from its name and command, both with text and on one line.
    private static func task(name: String, command: String, place: String) throws -> TaskRunner.Task {
        guard !name.isEmpty else { throw UsageError("\(place): a task's NAME cannot be empty") }
        guard !name.contains("\n") else { throw UsageError("\(place): a task's NAME cannot hold a newline") }
        guard command.contains(where: { $0 != " " && $0 != "\t" }) else {
            throw UsageError("\(place): task '\(Sanitizer.excerpt(name))' has no COMMAND")
        }
        return TaskRunner.Task(name: name, command: command)
    }

    /// The tasks of a `--tasks` file: a `NAME<TAB>COMMAND` line each, blank lines and `#` comments skipped, CRLF taken.
    static func read(_ source: MessageSource, named: String) throws -> [TaskRunner.Task] {
        let text: String
        do { text = try source.load(maximumBytes: maximumBytes, maximumLines: maximumTasks * 4) } catch {
            throw UsageError("--tasks: \(error)")
        }
        if text.hasSuffix(MessageSource.truncatedAtBytes) || text.hasSuffix(MessageSource.truncatedAtLines) {
            throw UsageError("--tasks: \(Sanitizer.excerpt(path: named)) is longer than 1 MiB")
        }
        var tasks: [TaskRunner.Task] = []
        for (number, raw) in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).enumerated() {
            let line = raw.hasSuffix("\r") ? raw.dropLast() : raw
            if line.allSatisfy({ $0 == " " || $0 == "\t" }) || line.first == "#" { continue }
            let place = "--tasks \(Sanitizer.excerpt(path: named)) line \(number + 1)"
            guard let tab = line.firstIndex(of: "\t") else { throw UsageError("\(place): no TAB between NAME and COMMAND") }
            tasks.append(try task(name: String(line[..<tab]), command: String(line[line.index(after: tab)...]), place: place))
        }
        guard !tasks.isEmpty else { throw UsageError("--tasks: \(Sanitizer.excerpt(path: named)) holds no task") }
        return tasks
    }
}

extension Swalert {
    /// `swalert wait --task …`: runs the list through DialogKit's `TaskRunner`; its status is the first failed task's.
    static func runTasks(_ request: TaskRequest, wait: WaitRequest) throws -> Int32 {
        let list = TaskList(names: request.tasks.map(\.name), title: wait.title, spinner: wait.spinner,
                            appearance: wait.options.placement == .inline ? .lines : .box, maximumWidth: wait.width)
        var runner = TaskRunner(tasks: request.tasks, list: list, options: wait.options)
        runner.jobs = request.jobs
        runner.keepGoing = request.keepGoing
        runner.keep = wait.keep
        runner.showOutput = wait.showOutput
        runner.onTerminalFailure = { error in
            ProcessContext.writeError("swalert wait: the terminal failed: \(error); going on without it\n")
        }
        let ending: PresentationResult<TaskListResult>
        do { ending = try runner.run() } catch {
            return terminalFailed(.wait, error)
        }
        if case .finished(let outcome) = ending {
            for (index, signal) in outcome.stoppedForTerminal.sorted(by: { $0.key < $1.key }) {
                let name = Sanitizer.sanitize(request.tasks[index].name, keepNewlines: false, keepTabs: false)
                ProcessContext.writeError("swalert wait: task \(name) stopped to use the terminal (\(signal)) "
                    + "and was ended; give it its input with '<'\n")
            }
        }
        switch ending {
        case .finished(let outcome): return outcome.deciding.map(ExitStatus.of) ?? ExitStatus.success
        case .interrupted(let signal): return ExitStatus.signaled(signal)
        }
    }
}
