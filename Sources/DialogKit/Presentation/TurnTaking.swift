extension Terminal {
    /// Waits until no other swalert shows on this terminal, takes the turn, and only then saves the terminal's
    /// modes (so what is restored at the end is what the terminal was when this dialog began, never another
    /// dialog's raw modes). The turn is kept until `restore()`.
    ///
    /// - `arrival`: when the dialog was asked for (`ProcessContext.arrivalStamp()`), to stand in line by; a
    ///   detached toast passes the moment its command ran.
    /// - `deadline`: a monotonic time (`Terminal.now()`) at which to give up with `.timedOut`.
    /// - `whenInLine`: called once the dialog holds its place in line (a ticket, or the turn itself).
    /// - `others` and `whileWaiting`: descriptors to watch meanwhile (asked for again at each wakeup), and what to do with each wakeup (a wait
    ///   feeds its command's news to the dialog, and may finish before it ever shows). Without `whileWaiting`,
    ///   SIGINT, SIGTERM and SIGHUP end the wait; with it, they are its to handle.
    ///
    /// While waiting nothing is drawn and no key is read: keys belong to the dialog that shows. After
    /// `waitNoticeDelay` behind a dialog (not behind a toast, which leaves by itself), one line says whom it
    /// waits for. Stopped meanwhile (Ctrl-Z), it stops without the turn.
    public func takeTurn(_ kind: TurnKind = .dialog, arrival: UInt64? = nil, deadline: Double? = nil,
                         others: @autoclosure @escaping () -> [Int32] = [], whenInLine: (() -> Void)? = nil,
                         whileWaiting: ((Wakeup) throws -> TurnWait?)? = nil) throws -> TurnWait {
        if holdsTurn { return .taken }
        let waiting = TurnWaiting(terminal: self, kind: kind, arrival: arrival ?? ProcessContext.arrivalStamp(),
                                  deadline: deadline, others: others, whenInLine: whenInLine, whileWaiting: whileWaiting)
        try EventLoop.run(waiting, waiter: self)
        guard let decided = waiting.decided else { throw EventLoop.missingResult }
        return decided
    }

    /// Ctrl-Z: hands the terminal back, lets the turn go and stops; after `fg`, takes the turn again (waiting,
    /// should another dialog show meanwhile) and turns everything back on. Returns the signal that ended that
    /// wait, if one did. The caller draws everything again.
    public func suspend(processGroup: Bool = false) throws -> Signal? {
        let held = holdsTurn
        let state = stop(processGroup: processGroup)
        if held, case .interrupted(let signal) = try takeTurn(turnKind, arrival: turnArrival) { return signal }
        try resume(state)
        return nil
    }
}

/// The wait for the terminal's turn, as a client of the event loop: it looks at the lock every 10 ms (the lock
/// has no wake-up of its own to wait on, and that bounds how late a dialog shows after the one before it ends,
/// or dies) and passes everything else that happens meanwhile to `whileWaiting`.
final class TurnWaiting: EventLoopClient {
    private let terminal: Terminal
    private let kind: TurnKind
    private let arrival: UInt64
    private let deadline: Double?
    private let others: () -> [Int32]
    private var whenInLine: (() -> Void)?
    private let whileWaiting: ((Terminal.Wakeup) throws -> Terminal.TurnWait?)?
    private let started = Terminal.now()
    private var noticeShown = false
    private(set) var decided: Terminal.TurnWait?

    init(terminal: Terminal, kind: TurnKind, arrival: UInt64, deadline: Double?, others: @escaping () -> [Int32],
         whenInLine: (() -> Void)?, whileWaiting: ((Terminal.Wakeup) throws -> Terminal.TurnWait?)?) {
        self.terminal = terminal
        self.kind = kind
        self.arrival = arrival
        self.deadline = deadline
        self.others = others
        self.whenInLine = whenInLine
        self.whileWaiting = whileWaiting
    }

    func next(now: Double) throws -> EventLoop.Wait? {
        if decided != nil {
            terminal.releaseTurn()
            return nil
        }
        let took = try terminal.tryTakeTurn(kind, arrival: arrival)
        whenInLine?()
        whenInLine = nil
        if took {
            decided = .taken
            return nil
        }
        if let deadline, now >= deadline {
            terminal.releaseTurn()
            decided = .timedOut
            return nil
        }
        if !noticeShown, now - started >= Terminal.waitNoticeDelay, let holder = terminal.turnHolder, holder.kind == .dialog {
            noticeShown = true
            try? terminal.write(terminal.waitNotice(holder.pid))
        }
        return EventLoop.Wait(timeout: min(0.01, deadline.map { $0 - now } ?? 0.01), readInput: false, others: others())
    }

    func handle(_ wakeup: Terminal.Wakeup, now: Double) throws {
        if wakeup.signals.contains(.terminalStop) { terminal.stopWithoutTheTurn() }
        if let whileWaiting {
            decided = try whileWaiting(wakeup)
        } else {
            decided = wakeup.signals.first { [.interrupt, .terminate, .hangUp].contains($0) }.map { .interrupted(signal: $0) }
        }
    }
}
