/// Turns signals into bytes on a pipe the event loop polls: the handler only writes the number (async-signal-safe,
/// the write end non-blocking), and the loop does the rest, as fzf and bubbletea do.
final class SignalRelay {
    /// The signals a dialog reacts to: interrupt, terminate, hang-up, resize, suspend and continue.
    static let relayed: [Signal] = [.interrupt, .terminate, .hangUp, .windowChange, .terminalStop, .continue]

    let readDescriptor: Int32
    private let writeDescriptor: Int32
    private var previous: [(Signal, Platform.SignalAction)] = []
    /// Signals read off the pipe by `holdArrived`, for the next `drain`.
    private var held: [Signal] = []

    init() throws {
        let fds = try Platform.makePipe()
        readDescriptor = fds.read
        writeDescriptor = fds.write
        signalRelayDescriptor = fds.write
        // A hang-up, interrupt or termination ignored on entry stays so (`nohup`, `&`; POSIX "Signal Concepts").
        for signal in Self.relayed where !(Self.keptIgnored.contains(signal) && Platform.isIgnored(signal)) {
            previous.append((signal, Platform.installHandler(relaySignal, for: signal)))
        }
    }

    /// The signals left ignored when they were ignored on entry.
    static let keptIgnored: [Signal] = [.interrupt, .terminate, .hangUp]

    /// Relays one more signal (SIGCHLD for a wait), until `uninstall`.
    func add(_ signal: Signal) {
        guard !previous.contains(where: { $0.0 == signal }) else { return }
        previous.append((signal, Platform.installHandler(relaySignal, for: signal)))
    }

    /// Puts the previous handlers back and closes the pipe.
    func uninstall() {
        for (signal, action) in previous.reversed() { Platform.restoreAction(action, for: signal) }
        previous.removeAll()
        signalRelayDescriptor = -1
        Platform.close(readDescriptor)
        Platform.close(writeDescriptor)
    }

    /// The signals that arrived since the last call, oldest first.
    func drain() -> [Signal] {
        var signals = held
        held = []
        while let bytes = try? Platform.read(readDescriptor, capacity: 64), !bytes.isEmpty {
            signals.append(contentsOf: bytes.map { Signal(rawValue: Int32($0)) })
        }
        return signals
    }

    /// Takes the signals off the pipe for the next `drain`; whether one ends a dialog (tmux's run stops for those).
    func holdArrived() -> Bool {
        held = drain()
        return held.contains { [.interrupt, .terminate, .hangUp].contains($0) }
    }
}

extension SignalRelay {
    /// Stops the process (or its whole group, as the terminal's own Ctrl-Z would) and relays SIGTSTP again after.
    func stopProcess(processGroup: Bool = false) {
        Platform.setDisposition(.terminalStop, ignore: false)
        if processGroup { Platform.signalProcessGroup(.terminalStop) } else { Platform.raiseSignal(.terminalStop) }
        // Stopped here until SIGCONT; then relayed again.
        Platform.installHandler(relaySignal, for: .terminalStop)
    }

    /// Waits for a relayed signal, one of `others` readable, or `timeout` seconds, with no terminal to read.
    func wait(timeout: Double?, readInput: Bool, readLimit: Int, others: [Int32]) throws -> Terminal.Wakeup {
        let (signals, ready) = try poll(others, timeout: timeout)
        return Terminal.Wakeup(signals: signals, received: Terminal.Received.read(ready))
    }

    /// Waits for a relayed signal, one of `descriptors` readable, or `timeout` seconds; the signals and those readable.
    func poll(_ descriptors: [Int32], timeout: Double?) throws -> (signals: [Signal], ready: [Int32]) {
        // Signals held off the pipe wait for the next `drain`, though the pipe no longer says so.
        let ready = try Platform.poll(descriptors + [readDescriptor], timeout: held.isEmpty ? timeout : 0)
        return (ready.contains(readDescriptor) || !held.isEmpty ? drain() : [], ready.filter { $0 != readDescriptor })
    }
}

/// The pipe the handler writes to; -1 when no relay is installed.
nonisolated(unsafe) private var signalRelayDescriptor: Int32 = -1

private func relaySignal(_ signal: Int32) {
    let saved = Platform.currentErrno()
    var byte = UInt8(truncatingIfNeeded: signal)
    if signalRelayDescriptor >= 0 { _ = unistdWrite(signalRelayDescriptor, &byte, 1) }
    Platform.setErrno(saved)
}
