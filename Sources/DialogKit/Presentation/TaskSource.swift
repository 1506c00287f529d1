/// One task's process as a `TaskSource` runs it: its output's descriptors and what it read, its ending, its signals.
/// `ChildProcess` is one; the engine's tests give stand-ins on a fake clock.
public protocol TaskProcess: AnyObject {
    /// The output's descriptors still open, to wait on.
    var outputDescriptors: [Int32] { get }
    /// Whether every writer of the output is gone.
    var outputComplete: Bool { get }
    /// Keeps what the loop read from one of the descriptors (an empty read: its end).
    func take(_ received: Terminal.Received)
    /// Reads what the output holds now and stops listening.
    func finishOutput()
    /// Reaps the process if it ended; `stopped` hears of a stop for the terminal (SIGTTIN, SIGTTOU).
    func poll(now: Double, stopped: (Signal) -> Void) -> ChildProcess.Termination?
    /// Sends `signal` to the process's whole group.
    func signal(_ signal: Signal)
}

extension ChildProcess: TaskProcess {
    public var outputDescriptors: [Int32] { output.descriptors }
    public var outputComplete: Bool { output.isComplete }
    public func take(_ received: Terminal.Received) { output.take(received) }
    public func finishOutput() { output.finish() }
    public func poll(now: Double, stopped: (Signal) -> Void) -> Termination? {
        withoutActuallyEscaping(stopped) { poll(stopped: $0) }
    }
}

/// What feeds a task list: up to `jobs` processes at once, started in order, each reaped on SIGCHLD and its output's
/// other writers waited for `lingerLimit` at most. Without `keepGoing` a failure skips the tasks not started and
/// stops the running ones (SIGTERM, SIGKILL `killDelay` later); Ctrl-C reaches every running task's group.
public final class TaskSource: EventSource {
    public typealias Target = TaskList
    /// Starts task `index`; throws when it cannot be started (the task then fails, 127 or 126, as a shell's would).
    public typealias Launch = (Int) throws -> any TaskProcess

    public static let killDelay = WaitSource.killDelay
    public static let graceDelay = WaitSource.graceDelay
    public static let lingerLimit = WaitSource.lingerLimit

    private enum Phase {
        case waiting
        case running
        /// Ended, its output's other writers waited for until then.
        case lingering(WaitResult, until: Double)
        case done(WaitResult)
        case skipped
    }

    private let launch: Launch
    private let jobs: Int
    private let keepGoing: Bool
    private var phases: [Phase]
    /// Each task's process once started, kept to its end for its output.
    public private(set) var processes: [(any TaskProcess)?]
    /// Why a task could not be started, by its index.
    public private(set) var startErrors: [Int: String] = [:]
    private var tails: [LineTail]
    private var started = false
    /// When the first tasks start: at the wakeup after the first update, so the list's first frame comes first.
    private var launchDue: Double?
    /// Stopped by swalert because another failed (SIGTERM sent), by index.
    private var stopped: Set<Int> = []
    /// The signal that stopped a task wanting the terminal (SIGTTIN or SIGTTOU), which was then ended, by index.
    private var stoppedForTerminal: [Int: Signal] = [:]
    private var stopping = false
    private var killAt: Double?
    private var interruption: Signal?
    private var interruptedAt: Double?
    private var firstFailure: Int?
    /// How the list ended, once it has.
    public private(set) var result: TaskListResult?
    /// Told of each task's end, with the list as it now is (plain mode prints a line).
    public var onEnd: ((Int, TaskList) -> Void)?
    /// Told of each started task's process and ending once it is over (what its output is kept for is decided then).
    public var onSettled: ((any TaskProcess, WaitResult) -> Void)?

    /// A source for `count` tasks, `jobs` at once, each started by `launch`.
    public init(count: Int, jobs: Int = 1, keepGoing: Bool = false, launch: @escaping Launch) {
        self.launch = launch
        self.jobs = max(1, jobs)
        self.keepGoing = keepGoing
        phases = Array(repeating: .waiting, count: count)
        processes = Array(repeating: nil, count: count)
        tails = Array(repeating: LineTail(), count: count)
    }

    public var descriptors: [Int32] {
        guard result == nil else { return [] }
        var all: [Int32] = []
        for (index, phase) in phases.enumerated() {
            switch phase {
            case .running, .lingering: all += processes[index]?.outputDescriptors ?? []
            default: break
            }
        }
        return all
    }

    public var signals: [Signal] { [.childEnded] }

    public var deadline: Double? {
        guard result == nil else { return nil }
        if let launchDue { return launchDue }
        var times = killAt.map { [$0] } ?? []
        for case .lingering(_, let until) in phases { times.append(until) }
        return times.min()
    }

    private var running: [Int] { phases.indices.filter { if case .running = phases[$0] { true } else { false } } }

    public func update(_ dialog: inout TaskList, received: [Terminal.Received], signals: [Signal], now: Double) -> Effect<TaskListResult>? {
        guard result == nil else { return nil }
        dialog.clock(now)
        if !started {
            started = true
            launchDue = now
            return .redrawAfter(0)  // the first tick starts the spinners
        }
        launchDue = nil
        for chunk in received { take(chunk, into: &dialog) }
        if let killAt, now >= killAt {
            for index in running { processes[index]?.signal(.kill) }
            self.killAt = nil
        }
        // Ending one task may start or stop others, which may end at once: until nothing changes.
        var changed = true, startedAny = false
        while changed {
            changed = reap(&dialog, now: now)
            let startedNow = startMore(&dialog, now: now)
            startedAny = startedAny || startedNow
            changed = changed || startedNow
        }
        if phases.allSatisfy({ if case .done = $0 { true } else if case .skipped = $0 { true } else { false } }) {
            let results: [WaitResult?] = phases.map { if case .done(let result) = $0 { result } else { nil } }
            var ending = TaskListResult(results: results, firstFailure: firstFailure, interruption: interruption)
            ending.stoppedForTerminal = stoppedForTerminal
            result = ending
            return .finish(ending)
        }
        // A task started: the spinners turn again from the next tick.
        return startedAny ? .redrawAfter(0) : nil
    }

    public func intercept(_ signal: Signal, now: Double) -> Bool {
        guard result == nil else { return false }
        let running = self.running
        if running.isEmpty {
            // Only leftover writers are waited for, and not after this.
            for index in phases.indices { if case .lingering(let ending, _) = phases[index] { phases[index] = .lingering(ending, until: now) } }
            if interruption == nil { interruption = signal }
            return phases.contains { if case .lingering = $0 { true } else { false } }
        }
        if interruption == .interrupt, signal == .interrupt {
            // A second Ctrl-C: SIGKILL once the first's time to clean up is over.
            let due = max(now, (interruptedAt ?? now) + Self.graceDelay)
            if due <= now { for index in running { processes[index]?.signal(.kill) } } else { killAt = min(killAt ?? due, due) }
            return true
        }
        if interruption == nil {
            interruption = signal
            interruptedAt = now
        }
        for index in running {
            processes[index]?.signal(signal)
            processes[index]?.signal(.continue)  // a stopped task must run to see the signal
        }
        for index in phases.indices { if case .waiting = phases[index] { phases[index] = .skipped } }
        return true
    }

    /// Keeps a chunk of a task's output and shows its latest line.
    private func take(_ chunk: Terminal.Received, into dialog: inout TaskList) {
        for index in phases.indices {
            guard let process = processes[index], process.outputDescriptors.contains(chunk.descriptor) else { continue }
            process.take(chunk)
            if !chunk.bytes.isEmpty, tails[index].feed(chunk.bytes) { dialog.show(tails[index].line, for: index) }
            return
        }
    }

    /// Reaps the tasks that ended and settles those whose output is complete; true when any changed.
    private func reap(_ dialog: inout TaskList, now: Double) -> Bool {
        var changed = false
        for index in phases.indices {
            guard let process = processes[index] else { continue }
            if case .running = phases[index] {
                let termination = process.poll(now: now) { signal in
                    // Reading or writing the terminal from a background group stops it for good: end it.
                    stoppedForTerminal[index] = signal
                    process.signal(.terminate)
                    process.signal(.continue)
                }
                guard let termination else { continue }
                var ending: WaitResult
                switch termination {
                case .exited(let status): ending = .exited(status)
                case .signaled(let signal): ending = .signaled(signal)
                }
                // Ended for wanting the terminal, it shows that signal, as a wait's command does.
                if let interruption { ending = .interrupted(interruption) } else if let signal = stoppedForTerminal[index] {
                    ending = .signaled(signal)
                } else if stopped.contains(index) { ending = .interrupted(.terminate) }
                phases[index] = .lingering(ending, until: now + Self.lingerLimit)
                changed = true
            }
            guard case .lingering(let ending, let until) = phases[index], process.outputComplete || now >= until else { continue }
            process.finishOutput()
            settle(index, ending, &dialog, now: now)
            changed = true
        }
        return changed
    }

    /// Task `index` is over: shown, told, and a failure noted (the rest stopped unless `keepGoing`).
    private func settle(_ index: Int, _ ending: WaitResult, _ dialog: inout TaskList, now: Double) {
        phases[index] = .done(ending)
        if stopped.contains(index), interruption == nil { dialog.stop(index, at: now) } else { dialog.end(index, ending, at: now) }
        if let process = processes[index] { onSettled?(process, ending) }
        onEnd?(index, dialog)
        guard !ending.succeeded, interruption == nil, !stopped.contains(index) else { return }
        if firstFailure == nil { firstFailure = index }
        if !keepGoing, !stopping { stopTheRest(&dialog, now: now) }
    }

    /// Skips the tasks not started and asks the running ones to stop, SIGKILL `killDelay` later.
    private func stopTheRest(_ dialog: inout TaskList, now: Double) {
        stopping = true
        for index in phases.indices {
            switch phases[index] {
            case .waiting:
                phases[index] = .skipped
                dialog.skip(index)
                onEnd?(index, dialog)
            case .running:
                stopped.insert(index)
                processes[index]?.signal(.terminate)
                processes[index]?.signal(.continue)
            default: break
            }
        }
        if !stopped.isEmpty { killAt = now + Self.killDelay }
    }

    /// Starts tasks in order while fewer than `jobs` run; true when any started.
    private func startMore(_ dialog: inout TaskList, now: Double) -> Bool {
        guard interruption == nil, !stopping else { return false }
        var changed = false
        // A task holds its place until it is settled, so that its failure stops the rest before another starts.
        while phases.filter({ if case .running = $0 { true } else if case .lingering = $0 { true } else { false } }).count < jobs,
              let next = phases.firstIndex(where: { if case .waiting = $0 { true } else { false } }) {
            changed = true
            dialog.start(next, at: now)
            do {
                processes[next] = try launch(next)
                phases[next] = .running
            } catch {
                let notFound = (error as? ChildProcess.StartError)?.notFound ?? false
                startErrors[next] = "\(error)"
                dialog.show("\(error)", for: next)
                settle(next, .exited(notFound ? 127 : 126), &dialog, now: now)
                if stopping { break }
            }
        }
        return changed
    }
}

/// The latest line of a task's output, bounded: the line being written if it has text, else the last whole one.
struct LineTail {
    static let limit = 512
    private var current: [UInt8] = []
    private var last: [UInt8] = []

    /// Takes a chunk; true when the line shown changed.
    mutating func feed(_ bytes: [UInt8]) -> Bool {
        let before = line
        var start = bytes.startIndex
        if let end = bytes.lastIndex(where: Self.isLineEnd) {
            // The last line with text among those the chunk ends, the one begun before it included.
            var lineEnd = end
            while true {
                let lineStart = bytes[..<lineEnd].lastIndex(where: Self.isLineEnd).map { $0 + 1 }
                let piece = lineStart.map { Array(bytes[$0..<lineEnd].prefix(Self.limit)) }
                    ?? Array((current + bytes[..<lineEnd].prefix(Self.limit)).prefix(Self.limit))
                if Self.hasText(piece) {
                    last = piece
                    break
                }
                guard let lineStart else { break }
                lineEnd = lineStart - 1
            }
            current = []
            start = end + 1
        }
        if current.count < Self.limit { current += bytes[start...].prefix(Self.limit - current.count) }
        return line != before
    }

    /// The line to show, decoded.
    var line: String { Sanitizer.decode(Self.hasText(current) ? current : last) }

    private static func isLineEnd(_ byte: UInt8) -> Bool { byte == 0x0A || byte == 0x0D }
    private static func hasText(_ bytes: [UInt8]) -> Bool { bytes.contains { $0 != 0x20 && $0 != 0x09 } }
}
