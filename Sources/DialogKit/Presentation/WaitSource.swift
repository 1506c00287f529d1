/// What feeds a wait dialog: a command, reaped on SIGCHLD, given interrupts once each (a second Ctrl-C kills it,
/// `graceDelay` after the first at the soonest) and the time limit as timeout(1) gives it (SIGTERM, SIGKILL
/// `killDelay` later), its output's other writers waited for `lingerLimit` at most; or status lines, to their end.
public final class WaitSource: EventSource {
    public typealias Target = Wait

    /// What the dialog waits for.
    public enum Work {
        case command(ChildProcess)
        /// Status lines read from this descriptor (standard input) until end of file.
        case statusLines(Int32)
    }

    /// How long a command has to end after SIGTERM before it gets SIGKILL.
    public static let killDelay = 2.0
    /// How long a command has to clean up after an interrupt passed on to it before a second Ctrl-C kills it.
    public static let graceDelay = 1.0
    /// How long, after the command ends, the wait goes on for processes it left behind holding its output open.
    public static let lingerLimit = 2.0

    public let work: Work
    private let timeout: Double?
    private var parser = StatusLineParser()
    private var inputOpen = true
    private var started = false
    private var timeoutAt: Double?
    private var killAt: Double?
    /// When the wait stops waiting for the command's leftover writers; set once the command has ended.
    private var lingerUntil: Double?
    private var commandResult: WaitResult?
    /// Why swalert asked the command to stop, once it did; the command's own status is then beside the point.
    private var ending: WaitResult?
    /// The signals passed on to the command, and when the first was.
    private var passedOn: [Signal] = []
    private var passedOnAt: Double?
    /// The signal that stopped a command wanting the terminal (SIGTTIN or SIGTTOU), if one did.
    public private(set) var stoppedForTerminal: Signal?

    /// Whether the work is a command, which goes on to its end whatever happens to the terminal.
    public var runsACommand: Bool { if case .command = work { true } else { false } }
    /// How the wait ended, once it has.
    public private(set) var result: WaitResult?
    /// Called after each status line is applied, with the dialog as it now is (a log prints it).
    public var onUpdate: ((Wait) -> Void)?

    /// A source for `work`, with a time limit in seconds (nil: none).
    public init(_ work: Work, timeout: Double? = nil) {
        self.work = work
        self.timeout = timeout
    }

    public var descriptors: [Int32] {
        guard result == nil else { return [] }
        switch work {
        case .statusLines(let fd): return inputOpen ? [fd] : []
        case .command(let child): return child.output.descriptors
        }
    }

    public var signals: [Signal] { runsACommand ? [.childEnded] : [] }

    public var deadline: Double? {
        guard result == nil else { return nil }
        if let lingerUntil { return lingerUntil }
        return [ending == nil ? timeoutAt : nil, killAt].compactMap { $0 }.min()
    }

    public func update(_ dialog: inout Wait, received: [Terminal.Received], signals: [Signal], now: Double) -> Effect<WaitResult>? {
        guard result == nil else { return nil }
        var effect: Effect<WaitResult>? = nil
        if !started {
            started = true
            timeoutAt = timeout.map { now + $0 }
            effect = .redrawAfter(0)  // the first tick starts the spinner
        }
        switch work {
        case .statusLines(let fd):
            if inputOpen, let chunk = received.first(where: { $0.descriptor == fd })?.bytes {
                let updates = chunk.isEmpty ? parser.finish() : parser.feed(chunk)
                for update in updates {
                    dialog.apply(update)
                    onUpdate?(dialog)
                }
                if chunk.isEmpty {
                    inputOpen = false
                    return finish(.inputEnded, &dialog)
                }
            }
            if let timeoutAt, now >= timeoutAt { return finish(.timedOut, &dialog) }
        case .command(let child):
            for chunk in received { child.output.take(chunk) }
            if let commandResult {
                if child.output.isComplete || now >= lingerUntil ?? now { return finish(commandResult, &dialog) }
                return effect
            }
            let termination = child.poll { [self] signal in
                // Reading or writing the terminal from a background group stops the command for good.
                stoppedForTerminal = signal
                stop(child, because: .signaled(signal), signal: .terminate, now: now)
            }
            if let termination {
                let outcome: WaitResult
                switch termination {
                case .exited(let status): outcome = ending ?? .exited(status)
                case .signaled(let signal): outcome = ending ?? .signaled(signal)
                }
                if child.output.isComplete { return finish(outcome, &dialog) }
                commandResult = outcome
                lingerUntil = now + Self.lingerLimit
                killAt = nil
                return effect
            }
            if ending == nil, let timeoutAt, now >= timeoutAt { stop(child, because: .timedOut, signal: .terminate, now: now) }
            if let killAt, now >= killAt {
                child.signal(.kill)
                self.killAt = nil
            }
        }
        return effect
    }

    public func intercept(_ signal: Signal, now: Double) -> Bool {
        if commandResult != nil, result == nil {
            // The command is done; only processes it left behind are waited for, and not after this.
            lingerUntil = now
            return true
        }
        guard case .command(let child) = work, child.isRunning, result == nil else { return false }
        if signal == .interrupt, passedOn.contains(.interrupt) {
            // A second Ctrl-C for a command that does not stop: no more asking, once its time to clean up is over.
            let due = max(now, (passedOnAt ?? now) + Self.graceDelay)
            if due <= now { child.signal(.kill) } else { killAt = min(killAt ?? due, due) }
            return true
        }
        // The same signal again (one hang-up comes as SIGHUP and as a terminal gone) is not news to the command.
        if passedOn.contains(signal) { return true }
        passedOn.append(signal)
        if passedOnAt == nil { passedOnAt = now }
        if case .interrupted? = ending {
            child.signal(signal)
            child.signal(.continue)
        } else {
            let timing = killAt
            stop(child, because: .interrupted(signal), signal: signal, now: now)
            killAt = timing  // no SIGKILL but the time limit's: the user decides, with another Ctrl-C
        }
        return true
    }

    private func stop(_ child: ChildProcess, because reason: WaitResult, signal: Signal, now: Double) {
        ending = reason
        child.signal(signal)
        child.signal(.continue)  // a stopped command must run to see the signal
        killAt = now + Self.killDelay
    }

    private func finish(_ result: WaitResult, _ dialog: inout Wait) -> Effect<WaitResult> {
        self.result = result
        dialog.settle(result)
        return .finish(result)
    }
}
