/// Restores the terminal when a fatal signal ends the process, then lets the signal kill it: writes bytes prepared
/// in advance, puts back the modes, and for each command watched (a wait's, a task list's tasks) passes the signal
/// on to its group while it runs and replays its output not yet replayed, all async-signal-safe.
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

    /// Makes room for `count` commands watched at once (a task list's tasks), before the first starts: the handler
    /// allocates nothing. Grows only while none is watched.
    static func reserve(_ count: Int) {
        if crashCopyBuffer == nil { crashCopyBuffer = UnsafeMutableRawPointer.allocate(byteCount: copyCapacity, alignment: 16) }
        guard count > crashSlotCount, !(0..<crashSlotCount).contains(where: { crashSlots![$0].used }) else { return }
        crashSlotCount = 0  // never let the handler see a table half replaced
        crashSlots?.deallocate()
        crashGroups?.deallocate()
        crashHeaders?.deallocate()
        crashSlots = .allocate(capacity: count)
        crashSlots!.initialize(repeating: CrashSlot(), count: count)
        crashGroups = .allocate(capacity: count)
        crashGroups!.initialize(repeating: 0, count: count)
        crashHeaders = .allocate(capacity: count * headerCapacity)
        crashSlotCount = count
    }

    /// Watches `child` until `forget`: a fatal signal also reaches its group, and its output is replayed (to stdout
    /// and stderr as captured; all to stderr under a header once `label`led). Unwatched if the table is full.
    static func watch(_ child: ChildProcess) {
        reserve(1)
        guard let slots = crashSlots, let groups = crashGroups,
              let slot = (0..<crashSlotCount).first(where: { !slots[$0].used }) else { return }
        let (out, error) = (child.output.standardOutput, child.output.standardError)
        slots[slot] = CrashSlot(files: (out.file, error.file), pipes: (out.pipe, error.pipe))
        groups[slot] = child.pid
        slots[slot].used = true
        child.output.crashSlot = slot
        installHandlers()
    }

    /// Names a task's output for the handler: written under `── NAME ──`, all of it on stderr.
    static func label(_ child: ChildProcess, name: String) {
        let slot = child.output.crashSlot
        guard let slots = crashSlots, let headers = crashHeaders, slot >= 0, slot < crashSlotCount else { return }
        var bytes = Array("── \(Sanitizer.sanitize(name, keepNewlines: false, keepTabs: false))".utf8)
        let end = Array(" ──\n".utf8)
        if bytes.count > headerCapacity - end.count {
            bytes = Array(bytes.prefix(headerCapacity - end.count))
            while let last = bytes.last, last & 0xC0 == 0x80 { bytes.removeLast() }  // no character cut in half
            if let last = bytes.last, last >= 0xC0 { bytes.removeLast() }
        }
        bytes += end
        slots[slot].headerCount = 0
        for (index, byte) in bytes.enumerated() { headers[slot * headerCapacity + index] = byte }
        slots[slot].toStandardError = true
        slots[slot].headerCount = bytes.count
    }

    /// The command has ended and was reaped: its group may be another's soon, so it is no longer signalled.
    static func childEnded(_ output: CapturedOutput) {
        let slot = output.crashSlot
        if let groups = crashGroups, slot >= 0, slot < crashSlotCount { groups[slot] = 0 }
    }

    /// A pipe the output came through is closed (its number may soon be another file's).
    static func pipeClosed(_ fd: Int32) {
        guard let slots = crashSlots else { return }
        for slot in 0..<crashSlotCount {
            if slots[slot].pipes.0 == fd { slots[slot].pipes.0 = -1 }
            if slots[slot].pipes.1 == fd { slots[slot].pipes.1 = -1 }
        }
    }

    /// The output was replayed (or the command is gone): nothing more for the handler to do for it.
    static func forget(_ output: CapturedOutput) {
        let slot = output.crashSlot
        output.crashSlot = -1
        if let slots = crashSlots, let groups = crashGroups, slot >= 0, slot < crashSlotCount {
            slots[slot].used = false
            groups[slot] = 0
            slots[slot] = CrashSlot()
        }
        uninstallHandlersWhenIdle()
    }

    fileprivate static let copyCapacity = 65536
    /// The bytes of a task's header line at most.
    fileprivate static let headerCapacity = 128
    nonisolated(unsafe) private static var handlersInstalled = false

    private static func installHandlers() {
        guard !handlersInstalled else { return }
        handlersInstalled = true
        for signal in fatalSignals { Platform.installHandler(restoreAndReraise, for: signal, restart: false) }
    }

    private static func uninstallHandlersWhenIdle() {
        guard handlersInstalled, crashDescriptor < 0, !(0..<crashSlotCount).contains(where: { crashSlots![$0].used }) else { return }
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
/// A watched command's captured output: its files, its pipes still open, and its header if it is a task's.
private struct CrashSlot {
    var used = false
    var files: (Int32, Int32) = (-1, -1)
    var pipes: (Int32, Int32) = (-1, -1)
    var toStandardError = false
    var headerCount = 0
}

nonisolated(unsafe) private var crashSlots: UnsafeMutablePointer<CrashSlot>?
/// Each slot's process group while its command runs, 0 once reaped.
nonisolated(unsafe) private var crashGroups: UnsafeMutablePointer<Int32>?
nonisolated(unsafe) private var crashHeaders: UnsafeMutablePointer<UInt8>?
nonisolated(unsafe) private var crashSlotCount = 0
nonisolated(unsafe) private var crashCopyBuffer: UnsafeMutableRawPointer?

private func restoreAndReraise(_ signal: Int32) {
    if crashDescriptor >= 0 {
        // From a background group (the shell took the terminal back), the write and tcsetattr would raise SIGTTOU.
        Platform.setDisposition(.terminalOutput, ignore: true)
        if let bytes = crashBytes, crashByteCount > 0 { _ = unistdWrite(crashDescriptor, bytes, crashByteCount) }
        if crashHasModes { Platform.setModesInHandler(crashDescriptor, &crashModes) }
    }
    let count = crashSlotCount
    guard let slots = crashSlots, let groups = crashGroups, let headers = crashHeaders, count > 0 else { return reraise(signal) }
    Platform.stopGroupsInHandler(groups, count: count, signal: signal, delay: WaitSource.killDelay)
    if let buffer = crashCopyBuffer {
        for slot in 0..<count where slots[slot].used {
            let toError = slots[slot].toStandardError
            if slots[slot].headerCount > 0 {
                _ = unistdWrite(Platform.standardError, headers + slot * CrashGuard.headerCapacity, slots[slot].headerCount)
            }
            Platform.copyAll(file: slots[slot].files.0, pipe: slots[slot].pipes.0,
                             to: toError ? Platform.standardError : Platform.standardOutput,
                             buffer: buffer, capacity: CrashGuard.copyCapacity)
            Platform.copyAll(file: slots[slot].files.1, pipe: slots[slot].pipes.1, to: Platform.standardError,
                             buffer: buffer, capacity: CrashGuard.copyCapacity)
        }
    }
    reraise(signal)
}

private func reraise(_ signal: Int32) {
    Platform.setDisposition(Signal(rawValue: signal), ignore: false)
    Platform.raiseSignal(Signal(rawValue: signal))
}
