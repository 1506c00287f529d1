/// What takes a turn on a terminal.
public enum TurnKind: String, Sendable {
    /// A dialog, which shows until it is answered.
    case dialog
    /// A toast, which leaves by itself within seconds.
    case toast
}

/// Taking turns on one terminal: dialogs, waits and toasts never draw over each other, and none touches the modes
/// before it holds the turn, a kernel record lock (`TurnLock`) that dies with its holder.
extension Terminal {
    /// How long a dialog waits quietly before it says on the terminal whom it waits for.
    public static let waitNoticeDelay = 1.0

    /// The lock file's name: the terminal's device number (`tty34816`), else its session.
    var turnName: String {
        Platform.terminalDevice(descriptor).map { "tty\($0)" } ?? "session\(Platform.terminalSession(descriptor) ?? 0)"
    }

    /// Whether this dialog holds the terminal's turn.
    var holdsTurn: Bool { turnLock?.holdsTurn == true }

    /// Tries once to take the turn, standing in line by `arrival`; once held (or with no trusted folder), saves the modes.
    func tryTakeTurn(_ kind: TurnKind, arrival: UInt64) throws -> Bool {
        guard waitToBeInFront() else { return false }
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

    /// Lets the turn go (for Ctrl-Z: the next dialog may show while this one is stopped).
    func releaseTurn() {
        turnLock?.release()
    }

    /// In a background job, stops as the terminal would (SIGTTOU, unless ignored); run from a script, returns false instead.
    private func waitToBeInFront() -> Bool {
        while mustNotDraw {
            if runsInsideItsParentsJob { return false }
            Platform.stopForTerminal()
        }
        return true
    }

    /// Whether the parent is in this process's group (a script's shell, make), stopped with swalert on Ctrl-Z.
    var runsInsideItsParentsJob: Bool { Platform.parentProcessGroup() == Platform.processGroup() }

    /// Whether a shell with job control started this job (its group is not the session's), and reports it on Ctrl-Z.
    var runsInAJobOfAShell: Bool {
        Platform.terminalSession(descriptor).map { $0 != Platform.processGroup() } ?? false
    }

    /// Whether this process is in a background job of this terminal (another group is in front).
    var isInBackground: Bool {
        let front = Platform.foregroundGroup(descriptor)
        return front > 0 && front != Platform.processGroup()
    }

    /// Whether another job has the terminal and this one may not use it (SIGTTOU not ignored).
    var mustNotDraw: Bool { isInBackground && !Platform.isIgnored(.terminalOutput) }

    /// Writes `bytes`, which erase the dialog, before stopping for Ctrl-Z, unless the shell may report the job first.
    func eraseBeforeStopping(_ bytes: [UInt8], byTerminal: Bool) throws {
        if isInBackground || byTerminal && runsInsideItsParentsJob { return }
        try write(bytes)
    }

    /// Whether `stty tostop` asks background jobs not to write to this terminal; nil when the modes cannot be read.
    var stopsBackgroundWrites: Bool? {
        guard let modes = try? Platform.getAttributes(descriptor) else { return nil }
        return Platform.stopsBackgroundWrites(modes)
    }

    /// The folders to try for the lock and the colours' record (`TurnFolder.candidates`), looked up once.
    var turnFolders: [TurnFolder] {
        if let turnFolderList { return turnFolderList }
        let folders = TurnFolder.candidates(environment: Platform.environment, user: Platform.userID(),
                                            isDirectory: Platform.isDirectory)
        turnFolderList = folders
        return folders
    }

    /// The lock for this terminal, opened on first use; without a trusted folder, says why once and shows anyway.
    private func openTurnLock() -> TurnLock? {
        if let turnLock { return turnLock }
        if turnUnavailable { return nil }
        let (lock, problem) = TurnLock.open(terminal: turnName, folders: turnFolders)
        if let lock {
            turnLock = lock
        } else {
            turnUnavailable = true
            ProcessContext.writeError("swalert: not taking turns with other dialogs on this terminal: \(problem ?? "no folder")\n")
        }
        return lock
    }
}
