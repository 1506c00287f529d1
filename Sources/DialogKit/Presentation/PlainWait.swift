/// A wait with no terminal to draw on (CI, cron, a dumb terminal): the work goes on as usual, and each
/// new message is printed once as a plain line on standard error, so a log stays readable.
public enum PlainWait {
    /// How a plain wait ended: with the work's result, or by a signal no source intercepted.
    public enum Ending: Equatable, Sendable {
        case finished(WaitResult)
        case interrupted(signal: Int32)
    }

    /// Runs until `source` finishes; returns how it ended and the dialog's last state.
    public static func run(_ wait: Wait, source: WaitSource) throws -> (ending: Ending, dialog: Wait) {
        let relay = try SignalRelay()
        defer { relay.uninstall() }
        for signal in source.signals { relay.add(signal) }
        // A closed stderr must not kill swalert before the command's status is passed on.
        Platform.setDisposition(SIGPIPE, ignore: true)
        var dialog = wait
        var log = PlainWaitLog()
        log.report(dialog)
        source.onUpdate = { log.report($0) }
        defer { source.onUpdate = nil }
        var effect = source.update(&dialog, readable: [], signals: [], now: Platform.monotonicSeconds())
        while true {
            if case .finish(let result)? = effect { return (.finished(result), dialog) }
            let now = Platform.monotonicSeconds()
            let timeout = source.deadline.map { max(0, $0 - now) }
            let ready = try Platform.poll(source.descriptors + [relay.readDescriptor], timeout: timeout)
            let signals = ready.contains(relay.readDescriptor) ? relay.drain() : []
            let after = Platform.monotonicSeconds()
            for signal in signals {
                switch signal {
                case SIGINT, SIGTERM, SIGHUP:
                    if !source.intercept(signal, dialog: &dialog, now: after) { return (.interrupted(signal: signal), dialog) }
                case SIGTSTP:
                    Platform.setDisposition(SIGTSTP, ignore: false)
                    Platform.raiseSignal(SIGTSTP)
                    relay.reinstall(SIGTSTP)
                default:
                    break
                }
            }
            effect = source.update(&dialog, readable: ready, signals: signals, now: after)
        }
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

    mutating func report(_ wait: Wait) {
        if let line = line(for: wait) { ProcessContext.writeError(line + "\n") }
    }
}
