/// Restores the terminal when a fatal signal ends the process, then lets the signal kill it: writes bytes prepared
/// in advance, puts back the modes, and while a wait's command runs (`watch`) passes the signal on to its group and
/// replays its output, all async-signal-safe.
enum CrashGuard {
    static let fatalSignals = Signal.fatal
    private static let capacity = 512

    /// Arms the guard for `descriptor`; it writes nothing and restores no modes until told what to.
    static func arm(descriptor: Int32) {
        if crashBytes == nil { crashBytes = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity) }
        installHandlers()
        crashHasModes = false
        crashCleanup = []
        crashReset = []
        crashDescriptor = descriptor
    }

    /// Sets the modes the handler puts back: the ones saved before the dialog first changed them.
    static func update(modes: Platform.Modes?) {
        crashHasModes = false
        crashModes = modes ?? crashModes
        crashHasModes = modes != nil
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
        if let buffer = crashBytes { buffer.deallocate() }
        crashBytes = nil
        uninstallHandlersWhenIdle()
    }

    /// Watches `child` until `forget`: a fatal signal also reaches its group, and its output is replayed.
    static func watch(_ child: ChildProcess) {
        if crashCopyBuffer == nil { crashCopyBuffer = UnsafeMutableRawPointer.allocate(byteCount: copyCapacity, alignment: 16) }
        let (out, error) = (child.output.standardOutput, child.output.standardError)
        crashOutputFiles = (out.file, error.file)
        crashOutputPipes = (out.pipe, error.pipe)
        crashChild = child.pid
        installHandlers()
    }

    /// The command has ended and was reaped: its group may be another's soon, so it is no longer signalled.
    static func childEnded() {
        crashChild = 0
    }

    /// A pipe the output came through is closed (its number may soon be another file's).
    static func pipeClosed(_ fd: Int32) {
        if crashOutputPipes.0 == fd { crashOutputPipes.0 = -1 }
        if crashOutputPipes.1 == fd { crashOutputPipes.1 = -1 }
    }

    /// The output was replayed (or the command is gone): nothing more for the handler to do for it.
    static func forget() {
        crashChild = 0
        crashOutputFiles = (-1, -1)
        crashOutputPipes = (-1, -1)
        uninstallHandlersWhenIdle()
    }

    fileprivate static let copyCapacity = 65536
    nonisolated(unsafe) private static var handlersInstalled = false

    private static func installHandlers() {
        guard !handlersInstalled else { return }
        handlersInstalled = true
        for signal in fatalSignals { Platform.installHandler(restoreAndReraise, for: signal, restart: false) }
    }

    private static func uninstallHandlersWhenIdle() {
        guard handlersInstalled, crashDescriptor < 0, crashOutputFiles == (-1, -1), crashChild == 0 else { return }
        handlersInstalled = false
        for signal in fatalSignals { Platform.setDisposition(signal, ignore: false) }
    }
}

nonisolated(unsafe) private var crashDescriptor: Int32 = -1
nonisolated(unsafe) private var crashModes = Platform.Modes()
nonisolated(unsafe) private var crashHasModes = false
nonisolated(unsafe) private var crashBytes: UnsafeMutablePointer<UInt8>?
nonisolated(unsafe) private var crashByteCount = 0
nonisolated(unsafe) private var crashCleanup: [UInt8] = []
nonisolated(unsafe) private var crashReset: [UInt8] = []
nonisolated(unsafe) private var crashChild: Int32 = 0
nonisolated(unsafe) private var crashOutputFiles: (Int32, Int32) = (-1, -1)
nonisolated(unsafe) private var crashOutputPipes: (Int32, Int32) = (-1, -1)
nonisolated(unsafe) private var crashCopyBuffer: UnsafeMutableRawPointer?

private func restoreAndReraise(_ signal: Int32) {
    if crashDescriptor >= 0 {
        // From a background group (the shell took the terminal back), the write and tcsetattr would raise SIGTTOU.
        Platform.setDisposition(.terminalOutput, ignore: true)
        if let bytes = crashBytes, crashByteCount > 0 { _ = unistdWrite(crashDescriptor, bytes, crashByteCount) }
        if crashHasModes { Platform.setModesInHandler(crashDescriptor, &crashModes) }
    }
    if crashChild > 0 { Platform.stopGroupInHandler(crashChild, signal: signal, delay: WaitSource.killDelay) }
    if let buffer = crashCopyBuffer {
        Platform.copyAll(file: crashOutputFiles.0, pipe: crashOutputPipes.0, to: Platform.standardOutput,
                         buffer: buffer, capacity: CrashGuard.copyCapacity)
        Platform.copyAll(file: crashOutputFiles.1, pipe: crashOutputPipes.1, to: Platform.standardError,
                         buffer: buffer, capacity: CrashGuard.copyCapacity)
    }
    Platform.setDisposition(Signal(rawValue: signal), ignore: false)
    Platform.raiseSignal(Signal(rawValue: signal))
}
