/// What takes a turn on a terminal.
public enum TurnKind: String, Sendable {
    /// A dialog, which shows until it is answered.
    case dialog
    /// A toast, which leaves by itself within seconds.
    case toast
}

/// Taking turns on one terminal: dialogs, waits and toasts from any number of processes never draw over each
/// other, and none of them touches the terminal's modes before it holds the turn.
///
/// The turn is a kernel record lock on one file per terminal (see `TurnLock`), in a folder checked to be this
/// user's alone (see `TurnFolder`). Waiting is first come, first served by when each dialog asked; a holder that
/// dies, even by SIGKILL, lets go at once, and one stopped by Ctrl-Z lets go while it is stopped.
extension Terminal {
    /// How waiting for the turn ended.
    public enum TurnWait: Equatable, Sendable {
        /// The turn is held, and the terminal's modes were saved just after it was taken.
        case taken
        /// A signal (SIGINT, SIGTERM, SIGHUP) ended the wait.
        case interrupted(signal: Int32)
        /// The deadline passed first.
        case timedOut
        /// The caller's own work ended the wait (a wait's command finished before it could show).
        case abandoned
    }

    /// How long a dialog waits quietly before it says on the terminal whom it waits for.
    public static let waitNoticeDelay = 1.0

    /// The lock file's name: the terminal's device number (`tty34816` for /dev/pts/0), so a terminal keeps one
    /// file however many sessions it serves; the terminal's session where the device number cannot be had.
    var turnName: String {
        Platform.terminalDevice(descriptor).map { "tty\($0)" } ?? "session\(Platform.terminalSession(descriptor) ?? 0)"
    }

    /// Waits until no other swalert shows on this terminal, takes the turn, and only then saves the terminal's
    /// modes (so what is restored at the end is what the terminal was when this dialog began, never another
    /// dialog's raw modes). The turn is kept until `restore()`.
    ///
    /// - `arrival`: when the dialog was asked for (`ProcessContext.arrivalStamp()`), to stand in line by; a
    ///   detached toast passes the moment its command ran.
    /// - `deadline`: a monotonic time (`Terminal.now()`) at which to give up with `.timedOut`.
    /// - `others` and `whileWaiting`: descriptors to watch meanwhile, and what to do with each wakeup (a wait
    ///   feeds its command's news to the dialog, and may finish before it ever shows). Without `whileWaiting`,
    ///   SIGINT, SIGTERM and SIGHUP end the wait; with it, they are its to handle.
    ///
    /// While waiting nothing is drawn and no key is read: keys belong to the dialog that shows. After
    /// `waitNoticeDelay` behind a dialog (not behind a toast, which leaves by itself), one line says whom it
    /// waits for. Stopped meanwhile (Ctrl-Z), it stops without the turn. A dialog in a background job stops
    /// as the terminal would stop it, before it takes the turn rather than holding it while stopped.
    /// - `whenInLine`: called once the dialog holds its place in line (a ticket, or the turn itself).
    public func takeTurn(_ kind: TurnKind = .dialog, arrival: UInt64? = nil, deadline: Double? = nil,
                         others: [Int32] = [], whenInLine: (() -> Void)? = nil,
                         whileWaiting: ((Wakeup) throws -> TurnWait?)? = nil) throws -> TurnWait {
        if turnLock?.holdsTurn == true { return .taken }
        let arrival = arrival ?? Platform.monotonicNanoseconds()
        (turnKind, turnArrival) = (kind, arrival)
        let started = Terminal.now()
        var noticeShown = false
        while true {
            waitToBeInFront()
            guard let lock = openTurnLock() else {
                whenInLine?()
                try saveModes()
                return .taken
            }
            let took = try lock.tryTake(arrival: arrival, kind: kind)
            whenInLine?()
            if took {
                do { try saveModes() } catch {
                    lock.release()
                    throw error
                }
                return .taken
            }
            let now = Terminal.now()
            if let deadline, now >= deadline {
                lock.release()
                return .timedOut
            }
            if !noticeShown, now - started >= Self.waitNoticeDelay, let holder = lock.holder(), holder.kind == .dialog {
                noticeShown = true
                try? write(waitNotice(holder.pid))
            }
            // The lock has no wake-up of its own to wait on: look again every 10 ms, which also bounds how late a
            // dialog shows after the one before it ends, or dies.
            var timeout = 0.01
            if let deadline { timeout = min(timeout, max(0, deadline - now)) }
            let wakeup = try wait(timeout: timeout, readInput: false, others: others)
            if wakeup.signals.contains(SIGTSTP) { stopWithoutTheTurn() }
            let decided: TurnWait?
            if let whileWaiting {
                decided = try whileWaiting(wakeup)
            } else {
                decided = wakeup.signals.first { [SIGINT, SIGTERM, SIGHUP].contains($0) }.map { .interrupted(signal: $0) }
            }
            if let decided {
                lock.release()
                return decided
            }
        }
    }

    /// Lets the turn go (for Ctrl-Z: the next dialog may show while this one is stopped).
    func releaseTurn() {
        turnLock?.release()
    }

    /// The line that says whom a dialog waits for; it quotes nothing but a number.
    private func waitNotice(_ pid: Int32) -> [UInt8] {
        let who = pid > 0 ? "another swalert (pid \(pid))" : "another swalert"
        let text = "swalert: waiting for \(who) to finish on this terminal; Ctrl-C stops waiting"
        return Array((isPlain ? "\n\(text)\n" : "\r\n\(text)\r\n").utf8)
    }

    /// Ctrl-Z while waiting: stops at once, holding nothing but a place in line.
    private func stopWithoutTheTurn() {
        Platform.setDisposition(SIGTSTP, ignore: false)
        Platform.raiseSignal(SIGTSTP)
        relayAgain(SIGTSTP)
    }

    /// In a background job of this terminal, stops as its first change of the terminal would have stopped it
    /// (SIGTTOU), but before it holds the turn; a process that ignores SIGTTOU may use the terminal from the
    /// background (POSIX "Terminal Access Control"), and goes on.
    private func waitToBeInFront() {
        while true {
            let front = Platform.foregroundGroup(descriptor)
            guard front > 0, front != Platform.processGroup(), !Platform.isIgnored(SIGTTOU) else { return }
            Platform.stopForTerminal()
        }
    }

    /// The lock for this terminal, opened on first use. Where no folder can be trusted, the dialog shows
    /// without taking turns, and says why once on standard error.
    private func openTurnLock() -> TurnLock? {
        if let turnLock { return turnLock }
        if turnUnavailable { return nil }
        let folders = TurnFolder.candidates(environment: Platform.environment, user: Platform.userID(),
                                            isDirectory: Platform.isDirectory)
        let (lock, problem) = TurnLock.open(terminal: turnName, folders: folders)
        if let lock {
            turnLock = lock
        } else {
            turnUnavailable = true
            ProcessContext.writeError("swalert: not taking turns with other dialogs on this terminal: \(problem ?? "no folder")\n")
        }
        return lock
    }
}
