/// What a presentation needs of a terminal, and all it may use: waiting for bytes, relayed signals, readable
/// descriptors and time; one write; the size; the modes and features; the turn; stopping for Ctrl-Z; and the
/// clock. `Terminal` is the real one; the tests drive presentations through a fake terminal with a fake clock
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
    func enable(_ wanted: Terminal.Features) throws
    func disable(_ unwanted: Terminal.Features) throws
    /// Keeps bytes to go out in front of the next write.
    func queue(_ bytes: [UInt8])
    func setCrashCleanup(_ bytes: [UInt8])
    func recordedColors() -> TerminalColors?
    func recordColors(_ colors: TerminalColors)
    /// The screen the user has, inside tmux, for a fullscreen dialog to show dimmed behind its box.
    func capturedScreen(size: Size) -> Buffer?
    func takeTurn(deadline: Double?, others: @escaping () -> [Int32],
                  whileWaiting: @escaping (Terminal.Wakeup) throws -> Terminal.TurnWait?) throws -> Terminal.TurnWait
    func suspend(processGroup: Bool) throws -> Signal?
    func eraseBeforeStopping(_ bytes: [UInt8], byTerminal: Bool) throws
}

extension Terminal: TerminalPort {
    func capturedScreen(size: Size) -> Buffer? {
        TmuxPane.current()?.capture(size: size, on: self)
    }

    func takeTurn(deadline: Double?, others: @escaping () -> [Int32],
                  whileWaiting: @escaping (Wakeup) throws -> TurnWait?) throws -> TurnWait {
        try takeTurn(.dialog, deadline: deadline, others: others(), whileWaiting: whileWaiting)
    }
}
