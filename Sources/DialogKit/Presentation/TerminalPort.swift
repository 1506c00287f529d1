/// All a presentation may use of a terminal: `Terminal` is the real one, the tests' a fake with a fake clock
/// (ratatui's `TestBackend`).
protocol TerminalPort: EventWaiter, ByteSink {
    var size: Size { get }
    var isPlain: Bool { get }
    /// Whether typed bytes wait unread.
    var hasTypeAhead: Bool { get }
    /// How many typed bytes wait unread.
    var queuedInputCount: Int { get }
    /// Whether another job has the terminal and nothing may be drawn (see `Terminal.mustNotDraw`).
    var mustNotDraw: Bool { get }
    func addRelayedSignals(_ signals: [Signal])
    func setInputMode(_ mode: Terminal.InputMode) throws
    /// Runs `body`, which gives the terminal back, so that it cannot stop the process (see `Terminal.handingBack`).
    func handingBack(_ body: () -> Void)
    func enable(_ wanted: Terminal.Features) throws
    func disable(_ unwanted: Terminal.Features) throws
    /// Keeps bytes to go out in front of the next write.
    func queue(_ bytes: [UInt8])
    /// Hands over the queued bytes, which the caller then sends itself.
    func takeQueued() -> [UInt8]
    func setCrashCleanup(_ bytes: [UInt8])
    func recordedColors() -> TerminalColors?
    func recordColors(_ colors: TerminalColors)
    /// The screen the user has, inside tmux, for a fullscreen dialog to show dimmed behind its box.
    func capturedScreen(size: Size) -> Buffer?
    /// Tries once to take the turn (see `Terminal.tryTakeTurn`); true once it is held.
    func tryTakeTurn(_ kind: TurnKind, arrival: UInt64) throws -> Bool
    /// Lets the turn, or the place in line for it, go.
    func releaseTurn()
    /// Ctrl-Z while in line for the turn: stops at once.
    func stopWithoutTheTurn()
    /// The line that says whom a dialog waits for, when another dialog (not a toast) holds the turn.
    var turnNotice: [UInt8]? { get }
    var holdsTurn: Bool { get }
    /// Hands the terminal back, lets the turn go and stops the process, as Ctrl-Z asks; returns after `fg`.
    func stop(processGroup: Bool) -> Terminal.Suspension
    /// Turns back on what `stop` turned off.
    func resume(_ state: Terminal.Suspension) throws
    func eraseBeforeStopping(_ bytes: [UInt8], byTerminal: Bool) throws
    /// Waits until the terminal has taken what was written (see `Terminal.letOutputThrough`).
    func letOutputThrough()
    /// Whether this process is in the background and `stty tostop` asks it not to write.
    var backgroundWritesStopped: Bool { get }
}

extension Terminal: TerminalPort {
    func capturedScreen(size: Size) -> Buffer? {
        TmuxPane.current()?.capture(size: size, on: self)
    }

    var backgroundWritesStopped: Bool { isInBackground && (stopsBackgroundWrites ?? true) }

    var turnNotice: [UInt8]? {
        turnHolder.flatMap { $0.kind == .dialog ? waitNotice($0.pid) : nil }
    }
}
