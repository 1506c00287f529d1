#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// Restores the terminal when the process dies from a fatal signal, then lets the signal kill it.
///
/// A crash (a Swift trap is SIGILL or SIGTRAP, a bad access SIGSEGV or SIGBUS) or Ctrl-\ must not leave the
/// terminal raw, the cursor hidden, the alternate screen up or a box on the screen. The handler uses only
/// async-signal-safe calls: `write` of bytes prepared in advance, `tcsetattr`, `sigaction` and `raise`.
/// Modes are put back only once the dialog changed them (a detached toast never does).
enum CrashGuard {
    static let fatalSignals = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGQUIT, SIGSYS].map(Signal.init(rawValue:))
    private static let capacity = 512

    /// Arms the guard for `descriptor`; it writes nothing and restores no modes until told what to.
    static func arm(descriptor: Int32) {
        if crashBytes == nil {
            crashBytes = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
            for signal in fatalSignals { Platform.installHandler(restoreAndReraise, for: signal, restart: false) }
        }
        crashHasModes = false
        crashCleanup = []
        crashReset = []
        crashDescriptor = descriptor
    }

    /// Sets the modes the handler puts back: the ones saved before the dialog first changed them.
    static func update(modes: termios?) {
        crashHasModes = false
        if let modes {
            crashModes = modes
            crashHasModes = true
        }
    }

    /// Sets the sequences that undo what the terminal has turned on now.
    static func update(reset: [UInt8]) {
        crashReset = reset
        publish()
    }

    /// Sets what erases the dialog's own cells (an inline box, a toast), written before the reset.
    static func update(cleanup: [UInt8]) {
        crashCleanup = cleanup
        publish()
    }

    private static func publish() {
        guard let buffer = crashBytes else { return }
        let bytes = crashCleanup + crashReset
        let count = min(bytes.count, capacity)
        crashByteCount = 0  // never let the handler see a half-written buffer
        for index in 0..<count { buffer[index] = bytes[index] }
        crashByteCount = count
    }

    /// Stands the guard down: a later crash leaves the terminal alone, as it was already restored.
    static func disarm() {
        crashDescriptor = -1
        crashByteCount = 0
        crashHasModes = false
        for signal in fatalSignals { Platform.setDisposition(signal, ignore: false) }
        if let buffer = crashBytes { buffer.deallocate() }
        crashBytes = nil
    }
}

nonisolated(unsafe) private var crashDescriptor: Int32 = -1
nonisolated(unsafe) private var crashModes = termios()
nonisolated(unsafe) private var crashHasModes = false
nonisolated(unsafe) private var crashBytes: UnsafeMutablePointer<UInt8>?
nonisolated(unsafe) private var crashByteCount = 0
nonisolated(unsafe) private var crashCleanup: [UInt8] = []
nonisolated(unsafe) private var crashReset: [UInt8] = []

private func restoreAndReraise(_ signal: Int32) {
    if crashDescriptor >= 0 {
        // From a background process group (a job the shell already took the terminal from), the write and
        // tcsetattr would raise SIGTTOU and stop the dying process instead; ignored, they go through.
        Platform.setDisposition(.terminalOutput, ignore: true)
        if let bytes = crashBytes, crashByteCount > 0 { _ = unistdWrite(crashDescriptor, bytes, crashByteCount) }
        if crashHasModes { _ = tcsetattr(crashDescriptor, TCSANOW, &crashModes) }
    }
    Platform.setDisposition(Signal(rawValue: signal), ignore: false)
    Platform.raiseSignal(Signal(rawValue: signal))
}
