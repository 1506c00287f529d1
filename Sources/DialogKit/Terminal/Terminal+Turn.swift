/// Taking turns on one terminal: dialogs and toasts from any number of processes never draw over each other.
///
/// Each terminal (named by its device) has a lock file in a private directory under the user's runtime directory; a dialog
/// holds the lock from before its first frame until the terminal is restored. Waiting is first come, first
/// served: each waiter leaves a ticket named by the time it arrived in the terminal's own queue folder, and only
/// the oldest live ticket may take the lock, so toasts detached in a loop show in the order they were started.
/// An alert started while a toast shows waits for it to leave. Every start lists the queue, so it holds only
/// this terminal's waiters: the lock files of terminals long closed stay out of it.
extension Terminal {
    /// `$XDG_RUNTIME_DIR/swalert-UID`, and this terminal's name in it. Without a runtime directory the folder
    /// goes in /dev/shm, which is in memory as the runtime directory is (a file made on a disk's /tmp costs
    /// a dialog's start a tenth of a millisecond), or in /tmp where there is no /dev/shm.
    ///
    /// The name is the terminal's device number (`tty34816` for /dev/pts/0), so a terminal keeps one lock file
    /// however many sessions it serves: the files are as many as the terminals ever open at once (the kernel
    /// hands out the lowest free pty), and the usual start opens a file that exists instead of creating one.
    /// Where the device number cannot be had, the terminal's session names it.
    private var turnPaths: (directory: String, device: String) {
        let runtime = Platform.environment("XDG_RUNTIME_DIR").flatMap { Platform.isDirectory($0) ? $0 : nil }
            ?? (Platform.isDirectory("/dev/shm") ? "/dev/shm" : "/tmp")
        let name = Platform.terminalDevice(descriptor).map { "tty\($0)" }
            ?? "session\(Platform.terminalSession(descriptor) ?? 0)"
        return ("\(runtime)/swalert-\(Platform.userID())", name)
    }

    /// Waits until no other swalert shows on this terminal, then keeps the turn until `restore()`.
    /// Returns the signal (SIGINT, SIGTERM, SIGHUP) that ended the wait, or nil once it is our turn.
    /// `arrival` (from `ProcessContext.arrivalStamp()`) places a waiter in line by when it was asked for
    /// rather than when it got here: a detached toast passes the moment its command ran.
    public func waitForTurn(arrival: UInt64? = nil) throws -> Int32? {
        guard turnDescriptor < 0 else { return nil }
        let (directory, device) = turnPaths
        let lock: Int32
        do {
            lock = try Platform.openLockFile("\(directory)/\(device).lock")
        } catch let error as SystemError where error.errno == ENOENT {
            try Platform.makePrivateDirectory(directory)
            lock = try Platform.openLockFile("\(directory)/\(device).lock")
        }
        let queue = "\(directory)/\(device).queue"
        // Nobody in line and nobody showing, the usual case: the turn is ours without a ticket. Someone who
        // queues meanwhile sees the lock taken and waits; if they took it first, this start joins the line.
        if Platform.directoryEntries(queue).isEmpty, try Platform.tryLock(lock) {
            turnDescriptor = lock
            return nil
        }
        try Platform.makePrivateDirectory(queue)
        // Zero-padded so that names sort by arrival.
        let arrival = String(arrival ?? Platform.monotonicNanoseconds())
        let ticket = String(repeating: "0", count: max(0, 20 - arrival.count)) + arrival + "-\(Platform.processID())"
        try Platform.touch("\(queue)/\(ticket)")
        defer { Platform.remove("\(queue)/\(ticket)") }
        while true {
            if firstLiveTicket(in: queue) == ticket, try Platform.tryLock(lock) {
                turnDescriptor = lock
                return nil
            }
            let wakeup = try wait(timeout: 0.02, readInput: false)
            if let signal = wakeup.signals.first(where: { [SIGINT, SIGTERM, SIGHUP].contains($0) }) {
                Platform.close(lock)
                return signal
            }
        }
    }

    /// The oldest ticket whose process is still alive; the tickets of processes that died are swept away.
    private func firstLiveTicket(in queue: String) -> String? {
        for name in Platform.directoryEntries(queue).sorted() {
            if let pid = name.split(separator: "-").last.flatMap({ Int32($0) }), Platform.isAlive(pid) { return name }
            Platform.remove("\(queue)/\(name)")
        }
        return nil
    }
}
