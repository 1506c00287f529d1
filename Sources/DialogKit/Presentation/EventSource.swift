/// Something besides the keyboard that a presentation waits on and that changes the dialog: a pipe of
/// status lines, a child process.
///
/// The presenter polls the source's descriptors with the terminal's, relays the signals it asks for, and
/// calls `update` after every wakeup with what the loop read from them; the source hands the dialog its
/// news. It stays in the loop's single thread, so nothing is locked.
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

    /// Offered SIGINT, SIGTERM and SIGHUP before they end the presentation: true when the source deals
    /// with the signal itself (passing it on to a command and waiting for it), so the dialog stays.
    func intercept(_ signal: Signal, dialog: inout Target, now: Double) -> Bool
}
