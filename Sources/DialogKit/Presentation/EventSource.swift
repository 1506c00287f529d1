/// Something besides the keyboard that changes a dialog while it shows (a pipe of status lines, a child): the
/// `Program` waits on its descriptors, relays its signals and hands its news to the scene, in the loop's one thread.
public protocol EventSource<Target>: AnyObject {
    associatedtype Target: Dialog

    /// Descriptors to wait on for reading now; empty once there is nothing more to read.
    var descriptors: [Int32] { get }
    /// Signals to relay besides interrupts, resizes and suspends (SIGCHLD for a child process).
    var signals: [Signal] { get }
    /// The monotonic time at which `update` must be called even if nothing happens (a kill deadline).
    var deadline: Double? { get }

    /// Takes what was read from `descriptors`, reacts to the relayed `signals` and the clock, and updates the dialog;
    /// returns what the loop should do, such as finish.
    func update(_ dialog: inout Target, received: [Terminal.Received], signals: [Signal], now: Double) -> Effect<Target.Outcome>?

    /// Offered SIGINT, SIGTERM and SIGHUP before they end the presentation: true when the source deals with the
    /// signal itself (passing it on to a command and waiting for it), so the dialog stays.
    func intercept(_ signal: Signal, now: Double) -> Bool
}

extension EventSource {
    public func intercept(_ signal: Signal, now: Double) -> Bool { false }
}

/// What the source at `index` of the program's had when it woke: its descriptors' bytes (none at their end), the
/// signals relayed.
struct SourceNews {
    let index: Int
    var received: [Terminal.Received]
    var signals: [Signal]

    /// The news applied to `dialog` by its source, one of `sources` (the scene's, in the program's order), and what
    /// the dialog does next.
    func apply<D: Dialog>(to dialog: inout D, from sources: [any EventSource<D>], now: Double) -> Effect<D.Outcome>? {
        sources[index].update(&dialog, received: received, signals: signals, now: now)
    }
}
