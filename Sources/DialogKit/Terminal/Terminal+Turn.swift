/// Taking turns on one terminal: dialogs and toasts from any number of processes never draw over each other.
///
/// Each terminal device has a lock file in the user's runtime directory; a dialog holds its lock from before
/// its first frame until the terminal is restored, and the next one waits. Toasts detached in a loop thus show
/// one after another, and an alert started while a toast shows waits for it to leave.
extension Terminal {
    /// Where the lock for this terminal lives: `$XDG_RUNTIME_DIR` (or /tmp), named by user and device.
    var turnLockPath: String {
        let runtime = Platform.environment("XDG_RUNTIME_DIR").flatMap { Platform.isDirectory($0) ? $0 : nil } ?? "/tmp"
        let device = Platform.deviceNumber(descriptor) ?? 0
        return "\(runtime)/swalert-\(Platform.userID())-\(device).lock"
    }

    /// Waits until no other swalert shows on this terminal, then keeps the turn until `restore()`.
    /// Returns the signal (SIGINT, SIGTERM, SIGHUP) that ended the wait, or nil once it is our turn.
    public func waitForTurn() throws -> Int32? {
        guard turnDescriptor < 0 else { return nil }
        let lock = try Platform.openLockFile(turnLockPath)
        while !(try Platform.tryLock(lock)) {
            let wakeup = try wait(timeout: 0.02, readInput: false)
            if let signal = wakeup.signals.first(where: { [SIGINT, SIGTERM, SIGHUP].contains($0) }) {
                Platform.close(lock)
                return signal
            }
        }
        turnDescriptor = lock
        return nil
    }
}
