/// Restores the terminal when the process dies from a fatal signal, then lets the signal kill it.
///
/// A crash (a Swift trap is SIGILL or SIGTRAP, a bad access SIGSEGV or SIGBUS) or Ctrl-\ must not leave the
/// terminal raw, the cursor hidden or the alternate screen up. The handler uses only async-signal-safe calls:
/// `write` of bytes prepared in advance, `tcsetattr`, `sigaction` and `raise`.
enum CrashGuard {
    static let fatalSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGQUIT, SIGSYS]
    private static let capacity = 256

    /// Arms the guard for `descriptor`: on a fatal signal, `modes` are restored and `reset` is written.
    static func arm(descriptor: Int32, modes: termios) {
        if crashBytes == nil {
            crashBytes = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
            for signal in fatalSignals { Platform.installHandler(restoreAndReraise, for: signal, restart: false) }
        }
        crashModes = modes
        crashDescriptor = descriptor
    }

    /// Sets the bytes the handler writes: the sequences that undo what the terminal has turned on now.
    static func update(reset: [UInt8]) {
        guard let buffer = crashBytes else { return }
        let count = min(reset.count, capacity)
        crashByteCount = 0  // never let the handler see a half-written buffer
        for index in 0..<count { buffer[index] = reset[index] }
        crashByteCount = count
    }

    /// Stands the guard down: a later crash leaves the terminal alone, as it was already restored.
    static func disarm() {
        crashDescriptor = -1
        crashByteCount = 0
        for signal in fatalSignals { Platform.setDisposition(signal, ignore: false) }
        if let buffer = crashBytes { buffer.deallocate() }
        crashBytes = nil
    }
}

nonisolated(unsafe) private var crashDescriptor: Int32 = -1
nonisolated(unsafe) private var crashModes = termios()
nonisolated(unsafe) private var crashBytes: UnsafeMutablePointer<UInt8>?
nonisolated(unsafe) private var crashByteCount = 0

private func restoreAndReraise(_ signal: Int32) {
    if crashDescriptor >= 0 {
        // From a background process group (a job the shell already took the terminal from), the write and
        // tcsetattr would raise SIGTTOU and stop the dying process instead; ignored, they go through.
        Platform.setDisposition(SIGTTOU, ignore: true)
        if let bytes = crashBytes, crashByteCount > 0 { _ = unistdWrite(crashDescriptor, bytes, crashByteCount) }
        _ = tcsetattr(crashDescriptor, TCSANOW, &crashModes)
    }
    Platform.setDisposition(signal, ignore: false)
    Platform.raiseSignal(signal)
}
