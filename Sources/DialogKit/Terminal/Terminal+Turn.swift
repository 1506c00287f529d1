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
    /// stopped; or, where the shell would never see that stop, returns false until the job is in front.
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

    /// In a background job of this terminal, stops as its first change of the terminal would have stopped it
    /// (SIGTTOU), but before it holds the turn; a process that ignores SIGTTOU may use the terminal from the
    /// background (POSIX "Terminal Access Control"), and goes on. Returns whether this job is in front (or may
    /// use the terminal from behind).
    ///
    /// Run from a script (see `runsInsideItsParentsJob`), it does not stop but returns false, for the caller to
    /// look again: the shell follows the script's shell, not swalert, so it would show the job as running, and
    /// `fg` would give it the terminal without the SIGCONT that ends such a stop (Ctrl-Z, `bg`, `fg` hung).
    private func waitToBeInFront() -> Bool {
        while isInBackground && !Platform.isIgnored(.terminalOutput) {
            if runsInsideItsParentsJob { return false }
            Platform.stopForTerminal()
        }
        return true
    }

    /// Whether the parent is in this process's group: a script's shell (or make, or any program that started
    /// swalert without job control of its own), which the shell that runs the job follows instead of swalert.
    /// The terminal stops such a parent with swalert on Ctrl-Z, and the shell reports the job without waiting
    /// for swalert to stop.
    var runsInsideItsParentsJob: Bool { Platform.parentProcessGroup() == Platform.processGroup() }

    /// Whether this process is in a job that a shell with job control started (its group is not the session's own),
    /// which that shell reports as stopped on Ctrl-Z. A script run as a terminal's or tmux pane's own command is not.
    var runsInAJobOfAShell: Bool {
        Platform.terminalSession(descriptor).map { $0 != Platform.processGroup() } ?? false
    }

    /// Whether this process is in a background job of this terminal (another group is in front).
    var isInBackground: Bool {
        let front = Platform.foregroundGroup(descriptor)
        return front > 0 && front != Platform.processGroup()
    }

    /// Whether another job has the terminal and this process may not use it from behind (SIGTTOU not ignored):
    /// the shell took it back after Ctrl-Z stopped the script around a wait or a toast, and is writing its report
    /// of the job while swalert is on its way to the stop. A frame drawn then would go over the shell's lines.
    var mustNotDraw: Bool { isInBackground && !Platform.isIgnored(.terminalOutput) }

    /// Writes `bytes`, which erase what the dialog drew, as the first step of stopping for Ctrl-Z, unless the
    /// shell may report the job stopped before this process has stopped.
    ///
    /// `byTerminal`: the terminal itself turned Ctrl-Z into SIGTSTP for the whole job, as it does for a dialog
    /// that reads no keys (a wait, a toast); a dialog that reads Ctrl-Z as a key stops the job only after this.
    ///
    /// Run from a script, swalert shares its process group with the script's shell, which the terminal's SIGTSTP
    /// stops at once: the interactive shell above then takes the terminal back and prints "[1]+ Stopped" and its
    /// prompt without waiting for swalert, which is not its child. An erase that puts the cursor back on the
    /// dialog's rows and clears below took those lines with it whenever it came second, in about half the runs,
    /// and no check can make it come first: nothing orders this process's write against the shell's. So then
    /// the rows stay as drawn, with the cursor below them or on their last row, and the shell's lines follow.
    /// Run by the shell itself (the parent in another group), the shell reports the job only once swalert has
    /// stopped too, after the erase; and once the shell has the terminal back, nothing more is drawn.
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

    /// The lock for this terminal, opened on first use. Where no folder can be trusted, the dialog shows
    /// without taking turns, and says why once on standard error.
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
