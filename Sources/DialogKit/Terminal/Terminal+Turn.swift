#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

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
        case interrupted(signal: Signal)
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

    /// Whether this dialog holds the terminal's turn.
    var holdsTurn: Bool { turnLock?.holdsTurn == true }

    /// Tries once to take the turn, standing in line by `arrival` when another dialog shows or waits; once it
    /// is taken (or where no folder for the lock can be trusted), saves the terminal's modes and returns true.
    /// A dialog in a background job first stops, as the terminal would stop it, so it never holds the turn
    /// stopped.
    func tryTakeTurn(_ kind: TurnKind, arrival: UInt64) throws -> Bool {
        (turnKind, turnArrival) = (kind, arrival)
        waitToBeInFront()
        guard let lock = openTurnLock() else {
            try saveModes()
            return true
        }
        guard try lock.tryTake(arrival: arrival, kind: kind) else { return false }
        do { try saveModes() } catch {
            lock.release()
            throw error
        }
        return true
    }

    /// The dialog that holds the turn, when another process does.
    var turnHolder: TurnLock.Holder? { turnLock?.holder() }

    /// The line that says whom a dialog waits for; it quotes nothing but a number.
    func waitNotice(_ pid: Int32) -> [UInt8] {
        let who = pid > 0 ? "another swalert (pid \(pid))" : "another swalert"
        let text = "swalert: waiting for \(who) to finish on this terminal; Ctrl-C stops waiting"
        return Array((isPlain ? "\n\(text)\n" : "\r\n\(text)\r\n").utf8)
    }

    /// Ctrl-Z while waiting for the turn: stops at once, holding nothing but a place in line.
    func stopWithoutTheTurn() {
        Platform.setDisposition(.terminalStop, ignore: false)
        Platform.raiseSignal(.terminalStop)
        relayAgain(.terminalStop)
    }

    /// Lets the turn go (for Ctrl-Z: the next dialog may show while this one is stopped).
    func releaseTurn() {
        turnLock?.release()
    }

    /// In a background job of this terminal, stops as its first change of the terminal would have stopped it
    /// (SIGTTOU), but before it holds the turn; a process that ignores SIGTTOU may use the terminal from the
    /// background (POSIX "Terminal Access Control"), and goes on.
    private func waitToBeInFront() {
        while isInBackground && !Platform.isIgnored(.terminalOutput) { Platform.stopForTerminal() }
    }

    /// Whether this process is in a background job of this terminal (another group is in front).
    var isInBackground: Bool {
        let front = Platform.foregroundGroup(descriptor)
        return front > 0 && front != Platform.processGroup()
    }

    /// Whether `stty tostop` asks background jobs not to write to this terminal; nil when the modes cannot be read.
    var stopsBackgroundWrites: Bool? {
        guard let modes = try? Platform.getAttributes(descriptor) else { return nil }
        return modes.c_lflag & tcflag_t(TOSTOP) != 0
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
