/// Several commands' progress (`swalert wait --task`): a header with how many are done, then a row a task, its
/// spinner while it runs (✓ or ✗ and its time once it ends) and its latest output line; rows inline, a box full screen.
///
/// ```swift
/// var list = TaskList(names: ["Packages", "Database"], title: "Setting up")
/// list.start(0, at: 0)
/// list.show("Unpacking nginx", for: 0)
/// list.end(0, .exited(0), at: 2.5)
/// ```
public struct TaskList: Dialog, Sendable {
    public typealias Outcome = TaskListResult

    /// Rows from the cursor (inline), or a centred box (full screen).
    public enum Appearance: Sendable { case lines, box }

    /// Where a task is: waiting its turn, running since a time, ended (its time taken), stopped because another failed,
    /// or skipped, never started.
    public enum State: Hashable, Sendable {
        case waiting
        case running(since: Double)
        case ended(WaitResult, seconds: Double)
        case stopped(seconds: Double)
        case skipped
    }

    /// One task's row: its name, where it is, its latest output line.
    public struct Row: Hashable, Sendable {
        public let name: String
        public internal(set) var state: State = .waiting
        public internal(set) var latest = ""
    }

    public let title: String
    public let spinner: Spinner
    public var appearance: Appearance
    public let maximumWidth: Int?
    public private(set) var rows: [Row]
    /// Seconds since the list was first shown (the spinner's frames).
    public private(set) var elapsed: Double = 0
    /// The clock the tasks' times are read on, as the source last said, moved on by the ticks between.
    public private(set) var now: Double = 0
    /// The language of the count, the words in place of a time and why a task failed (`localize`).
    public private(set) var messages = Messages.english

    public init(names: [String], title: String = "", spinner: Spinner = .dots, appearance: Appearance = .lines,
                maximumWidth: Int? = nil) {
        rows = names.map { Row(name: Sanitizer.sanitize($0, keepNewlines: false, keepTabs: false)) }
        self.title = Sanitizer.sanitize(title, keepNewlines: false, keepTabs: false)
        self.spinner = spinner
        self.appearance = appearance
        self.maximumWidth = maximumWidth
    }

    // MARK: - What the source tells it

    /// Sets the clock the tasks' times are read on.
    public mutating func clock(_ now: Double) { self.now = max(self.now, now) }

    /// Task `index` has started at `now`.
    public mutating func start(_ index: Int, at now: Double) {
        clock(now)
        rows[index].state = .running(since: now)
    }

    /// Task `index`'s latest output line, made one safe line.
    public mutating func show(_ line: String, for index: Int) {
        rows[index].latest = Sanitizer.sanitize(line, keepNewlines: false, keepTabs: false)
    }

    /// Task `index` has ended with `result` at `now`.
    public mutating func end(_ index: Int, _ result: WaitResult, at now: Double) {
        clock(now)
        rows[index].state = .ended(result, seconds: max(0, now - startTime(index)))
    }

    /// Task `index` was stopped at `now` because another failed.
    public mutating func stop(_ index: Int, at now: Double) {
        clock(now)
        rows[index].state = .stopped(seconds: max(0, now - startTime(index)))
    }

    /// Task `index` will not run.
    public mutating func skip(_ index: Int) { rows[index].state = .skipped }

    private func startTime(_ index: Int) -> Double {
        if case .running(let since) = rows[index].state { return since }
        return now
    }

    /// How many tasks have ended (stopped and skipped ones too), and how many of them failed.
    public var doneCount: Int { rows.filter { !$0.isActive }.count }
    public var failedCount: Int { rows.filter { $0.failed }.count }
    var isRunning: Bool { rows.contains { if case .running = $0.state { true } else { false } } }

    // MARK: - Dialog

    public var helpLine: String { "Ctrl-C stop every task" }

    public mutating func localize(_ messages: Messages) { self.messages = messages }

    public mutating func handle(_ event: DialogEvent, screen: Size) -> Effect<TaskListResult>? {
        guard case .tick(let seconds) = event else { return nil }
        now += max(0, seconds - elapsed)
        elapsed = max(elapsed, seconds)
        return isRunning ? .redrawAfter(spinner.delayUntilNextFrame(after: elapsed)) : nil
    }

    /// `Setting up  2/3 done, 1 failed`.
    /// `2/3 done, 1 failed`.
    var count: String {
        let done = messages.text(.tasksDone, ("done", "\(doneCount)"), ("total", "\(rows.count)"))
        return failedCount > 0 ? done + ", " + messages.text(.tasksFailed, ("count", "\(failedCount)")) : done
    }

    public var header: String {
        let count = self.count
        return title.isEmpty ? count : title + "  " + count
    }

    /// The time a row shows: `0.4s` below ten seconds once ended, whole seconds while running, then `1m 05s`.
    static func timeText(_ seconds: Double, tenths: Bool) -> String {
        if tenths, seconds < 9.95 {
            let whole = Int((seconds * 10).rounded())
            return "\(whole / 10).\(whole % 10)s"
        }
        let whole = Int(seconds + 1e-9)
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        if whole < 60 { return "\(whole)s" }
        if whole < 3600 { return "\(whole / 60)m \(two(whole % 60))s" }
        return "\(whole / 3600)h \(two(whole / 60 % 60))m"
    }

    /// A row's mark: the spinner's frame while running, ✓, ✗, `·` waiting, `—` skipped.
    func mark(_ row: Row) -> String {
        switch row.state {
        case .waiting: return "·"
        case .running: return spinner.frame(at: elapsed)
        case .ended(let result, _): return result.succeeded ? "✓" : "✗"
        case .stopped: return "✗"
        case .skipped: return "—"
        }
    }

    /// A row's time, or the word in its place.
    func time(_ row: Row) -> String {
        switch row.state {
        case .waiting: return ""
        case .running(let since): return Self.timeText(max(0, now - since), tenths: false)
        case .ended(_, let seconds), .stopped(let seconds): return Self.timeText(seconds, tenths: true)
        case .skipped: return messages[.tasksSkipped]
        }
    }

    /// What a row says after its time: the latest line, and why it failed once it has.
    func detail(_ row: Row) -> String {
        switch row.state {
        case .ended(let result, _):
            guard let why = result.explanation(in: messages) else { return row.latest }
            return row.latest.isEmpty ? "(\(why))" : "(\(why)) \(row.latest)"
        case .stopped:
            let why = "(" + messages[.tasksStopped] + ")"
            return row.latest.isEmpty ? why : why + " " + row.latest
        default: return row.latest
        }
    }
}

extension TaskList.Row {
    /// Still to end: waiting or running.
    var isActive: Bool {
        switch state {
        case .waiting, .running: return true
        default: return false
        }
    }

    /// Ended without success (stopped ones too).
    var failed: Bool {
        switch state {
        case .ended(let result, _): return !result.succeeded
        case .stopped: return true
        default: return false
        }
    }
}

/// How a task list ended: each task's ending, the first to fail, and the signal that stopped the list if one did.
public struct TaskListResult: Hashable, Sendable {
    /// Each task's ending, nil for one never started; a task stopped because another failed ended `.interrupted(.terminate)`.
    public var results: [WaitResult?]
    /// The first task to fail, in the order they ended.
    public var firstFailure: Int?
    /// The signal (Ctrl-C's SIGINT) passed on to every task, if one was.
    public var interruption: Signal?
    /// The signal that stopped each task wanting the terminal (SIGTTIN or SIGTTOU), which was then ended, by index.
    public var stoppedForTerminal: [Int: Signal] = [:]

    public init(results: [WaitResult?], firstFailure: Int? = nil, interruption: Signal? = nil) {
        self.results = results
        self.firstFailure = firstFailure
        self.interruption = interruption
    }

    /// Every task ran and succeeded.
    public var succeeded: Bool { firstFailure == nil && interruption == nil && results.allSatisfy { $0?.succeeded == true } }

    /// What the list's status follows: the interruption, else the first failed task's ending; nil when all succeeded.
    public var deciding: WaitResult? {
        if let interruption { return .interrupted(interruption) }
        return firstFailure.flatMap { results[$0] }
    }
}
