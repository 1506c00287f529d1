/// A wait told as plain lines: each new message is written once as a line, so a log or a screen reader
/// reads it in order, and the work goes on as usual.
///
/// With no terminal to draw on (CI, cron) the lines go to standard error, where logs keep them. In plain
/// mode (`--plain`, `TERM=dumb`) they go to the terminal instead, as every plain dialog's do, opened plain so
/// that no escape sequence is written; its modes are not changed at all, so keys typed meanwhile are
/// echoed as usual and stay for the shell.
public enum PlainWait {
    /// How a plain wait ended: with the work's result, or by a signal no source intercepted.
    public typealias Ending = PresentationResult<WaitResult>

    /// Runs until `source` finishes, writing lines on `terminal` (a plain one), or on standard error when
    /// there is none; with `keep`, a finished wait ends with its summary line (`✓ MESSAGE`); `quiet` writes no
    /// line at all (the terminal the wait was drawn on went away). Returns how it ended and the dialog's last state.
    public static func run(_ wait: Wait, source: WaitSource, on terminal: Terminal? = nil, keep: Bool = false,
                           quiet: Bool = false) throws -> (ending: Ending, dialog: Wait) {
        let relay = terminal == nil ? try SignalRelay() : nil
        defer { relay?.uninstall() }
        for signal in source.signals {
            if let relay { relay.add(signal) } else { terminal?.addRelayedSignals([signal]) }
        }
        // A closed stderr must not kill swalert before the command's status is passed on.
        ProcessContext.ignore(.brokenPipe)
        let say: (String) -> Void = { line in
            // The work goes on whatever happens to the lines about it.
            if quiet { return }
            if let terminal { try? terminal.writePlain(line + "\n") } else { ProcessContext.writeError(line + "\n") }
        }
        var dialog = wait
        var effect = source.update(&dialog, received: [], signals: [], now: Terminal.now())
        if let terminal {
            // On a terminal, lines are written only once this wait holds the turn; the work goes on meanwhile.
            let turn = try terminal.takeTurn(.dialog, others: source.descriptors, whileWaiting: { wakeup in
                let now = Terminal.now()
                for signal in wakeup.signals where [.interrupt, .terminate, .hangUp].contains(signal) {
                    if !source.intercept(signal, dialog: &dialog, now: now) { return .interrupted(signal: signal) }
                }
                effect = source.update(&dialog, received: wakeup.received, signals: wakeup.signals, now: now)
                if case .finish? = effect { return .abandoned }
                return nil
            })
            if case .interrupted(let signal) = turn { return (.interrupted(signal: signal), dialog) }
        }
        var log = PlainWaitLog()
        log.report(dialog, to: say)
        source.onUpdate = { log.report($0, to: say) }
        defer { source.onUpdate = nil }
        let client = PlainWaitClient(dialog: dialog, source: source, terminal: terminal, relay: relay, effect: effect)
        if let terminal { try EventLoop.run(client, waiter: terminal) } else if let relay { try EventLoop.run(client, waiter: relay) }
        guard let ending = client.ending else { throw EventLoop.missingResult }
        if keep, case .finished(let result) = ending { say(client.dialog.summary(result)) }
        return (ending, client.dialog)
    }
}

/// A plain wait as a client of the event loop: the source's news and the signals in, the ending out.
private final class PlainWaitClient: EventLoopClient {
    var dialog: Wait
    private let source: WaitSource
    private let terminal: Terminal?
    private let relay: SignalRelay?
    private var effect: Effect<WaitResult>?
    private var interrupted: Signal?
    private(set) var ending: PlainWait.Ending?

    init(dialog: Wait, source: WaitSource, terminal: Terminal?, relay: SignalRelay?, effect: Effect<WaitResult>?) {
        self.dialog = dialog
        self.source = source
        self.terminal = terminal
        self.relay = relay
        self.effect = effect
    }

    func next(now: Double) throws -> EventLoop.Wait? {
        if let interrupted {
            ending = .interrupted(signal: interrupted)
            return nil
        }
        if case .finish(let result)? = effect {
            ending = .finished(result)
            return nil
        }
        return EventLoop.Wait(timeout: source.deadline.map { $0 - now }, readInput: false, others: source.descriptors)
    }

    func handle(_ wakeup: Terminal.Wakeup, now: Double) throws {
        for signal in wakeup.signals {
            switch signal {
            case .interrupt, .terminate, .hangUp:
                if !source.intercept(signal, dialog: &dialog, now: now) {
                    interrupted = signal
                    return
                }
            case .terminalStop:
                if let terminal {
                    if let signal = try terminal.suspend() {
                        interrupted = signal
                        return
                    }
                } else {
                    relay?.stopProcess()
                }
            default:
                break
            }
        }
        effect = source.update(&dialog, received: wakeup.received, signals: wakeup.signals, now: now)
    }
}

/// Decides which states of a wait are worth a line in a log: every new message, and the percentage
/// when it reaches a new tenth (a gauge fed 0 to 100 gives eleven lines, not a hundred and one).
public struct PlainWaitLog: Sendable {
    private var message: String?
    private var tenth: Int?

    public init() {}

    /// The line to print for the dialog's current state, or nil when nothing worth a line changed.
    public mutating func line(for wait: Wait) -> String? {
        let text = wait.oneLine(wait.title.isEmpty ? wait.message : wait.message.isEmpty ? wait.title : "\(wait.title): \(wait.message)")
        let newTenth = wait.percent.map { $0 / 10 }
        defer { message = text; tenth = newTenth }
        guard text != message || newTenth != tenth else { return nil }
        if let percent = wait.percent { return text.isEmpty ? "\(percent)%" : "\(percent)% \(text)" }
        return text.isEmpty ? nil : text
    }

    mutating func report(_ wait: Wait, to say: (String) -> Void) {
        if let line = line(for: wait) { say(line) }
    }
}
