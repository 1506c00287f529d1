/// Runs a task list as `swalert wait --task` does: each command under `/bin/sh -c` in a process group of its own,
/// its output (stdout and stderr in the order written) captured whole; the list drawn on the terminal, or a line a
/// task in plain mode (on standard error without a terminal); then each failed task's output replayed on stderr
/// under its name.
public struct TaskRunner {
    /// One task: the name its row shows and the shell command it runs.
    public struct Task: Equatable, Sendable {
        public var name: String
        public var command: String
        public init(name: String, command: String) {
            self.name = name
            self.command = command
        }
    }

    public var list: TaskList
    public var tasks: [Task]
    /// How many run at once.
    public var jobs = 1
    /// Run the rest after a failure instead of skipping them and stopping the running ones.
    public var keepGoing = false
    /// Leave the finished list (its header and a line a task) instead of erasing it.
    public var keep = false
    /// Replay every task's output, not only the failed ones'.
    public var showOutput = false
    /// How the list is drawn, or in plain mode written as lines.
    public var options: PresentationOptions
    /// Told that the terminal could not be set up, or failed while the list showed; the tasks go on.
    public var onTerminalFailure: ((Error) -> Void)?

    public init(tasks: [Task], list: TaskList, options: PresentationOptions) {
        self.tasks = tasks
        self.list = list.localized(options.messages)
        self.options = options
    }

    /// Runs the tasks to their end, shows them meanwhile and replays the failed ones' output; throws a terminal
    /// error when the terminal fails (the tasks then run on to their end unseen).
    public func run() throws -> PresentationResult<TaskListResult> {
        let (commands, names) = (tasks.map(\.command), tasks.map(\.name))
        // Room for every task in the crash guard, so that a crash stops them all and replays each one's output.
        CrashGuard.reserve(tasks.count)
        let source = TaskSource(count: tasks.count, jobs: jobs, keepGoing: keepGoing) { index in
            let child = try ChildProcess(["/bin/sh", "-c", commands[index]], mergingErrors: true)
            CrashGuard.label(child, name: names[index])
            return child
        }
        if !showOutput {
            // A task that succeeded is not replayed at the end, so a crash from then on leaves its output out too.
            source.onSettled = { process, ending in
                if ending.succeeded, let child = process as? ChildProcess { CrashGuard.forget(child.output) }
            }
        }
        let ending = try show(source)
        replayFailures(source)
        return ending
    }

    /// Writes each task that did not succeed (every task with `showOutput`), under a line with its name and why
    /// (or `ok`), with its whole output.
    private func replayFailures(_ source: TaskSource) {
        let results = source.result?.results ?? []
        for index in tasks.indices {
            let result = index < results.count ? results[index] : nil
            guard let result, showOutput || !result.succeeded else { continue }
            let name = Sanitizer.sanitize(tasks[index].name, keepNewlines: false, keepTabs: false)
            ProcessContext.writeError("── \(name) (\(result.explanation ?? "ok")) ──\n")
            if let problem = source.startErrors[index] { ProcessContext.writeError(problem + "\n") }
            (source.processes[index] as? ChildProcess)?.output.replayOnStandardError()
        }
    }

    /// Shows the list while `source` runs, on whatever there is to show it on.
    private func show(_ source: TaskSource) throws -> PresentationResult<TaskListResult> {
        var terminal: Terminal?
        if !options.plain {
            do { terminal = try Terminal.open() } catch TerminalError.unavailable {
                terminal = nil
            } catch {
                onTerminalFailure?(error)
            }
        }
        if let terminal {
            defer { terminal.restore() }
            let result: PresentationResult<TaskListResult>, last: TaskList
            // From a script, full screen is drawn inline, as a wait's is (see `WaitRunner`).
            let options = WaitRunner.placement(self.options, on: terminal)
            var list = self.list
            if options.placement == .inline { list.appearance = .lines }
            do { (result, last) = try list.present(on: terminal, options: options, sources: [source]) } catch {
                // The terminal went away: the tasks run on unseen, as a wait's command does.
                terminal.restore()
                onTerminalFailure?(error)
                return try PlainTasks.run(list, source: source, quiet: true)
            }
            if keep, case .finished = result { try? terminal.write(last.summaryBytes(colorDepth: options.colorDepth)) }
            return result
        }
        let plainTerminal = options.plain ? try? Terminal.open(plain: true) : nil
        defer { plainTerminal?.restore() }
        return try PlainTasks.run(list, source: source, on: plainTerminal)
    }
}

/// A task list told as plain lines, one a task as it ends (`✓ Packages  2.1s`), skipped ones as they are skipped:
/// on the terminal opened plain, or on standard error when there is none.
enum PlainTasks {
    static func run(_ list: TaskList, source: TaskSource, on terminal: Terminal? = nil,
                    quiet: Bool = false) throws -> PresentationResult<TaskListResult> {
        // A closed stderr must not kill swalert before the tasks' status is passed on.
        ProcessContext.ignore(.brokenPipe)
        let say: (String) -> Void = { line in
            if quiet { return }
            if let terminal { try? terminal.writePlain(line + "\n") } else { ProcessContext.writeError(line + "\n") }
        }
        let scene = PlainTasksScene(list: list, source: source, say: say)
        return try Program(scene, terminal: terminal, sources: [source]).run {
            guard case .finish(let result)? = scene.effect else { return nil }
            return .finished(result)
        }
    }
}

/// A plain task list as a scene of the program: the source's news in, a line a task out.
private final class PlainTasksScene: Scene {
    private var list: TaskList
    private let source: TaskSource
    private let say: (String) -> Void
    private(set) var effect: Effect<TaskListResult>?

    init(list: TaskList, source: TaskSource, say: @escaping (String) -> Void) {
        self.list = list
        self.source = source
        self.say = say
        source.onEnd = { index, list in say(list.summaryLine(index)) }
    }

    func enter(now: Double) throws {}

    func leave() {}

    func next(now: Double) throws -> EventLoop.Wait? { takesEvents ? EventLoop.Wait(timeout: nil, readInput: false) : nil }

    func take(_ news: SourceNews, now: Double) throws { effect = news.apply(to: &list, from: [source], now: now) }

    var takesEvents: Bool { if case .finish? = effect { false } else { true } }
}
