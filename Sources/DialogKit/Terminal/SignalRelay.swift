/// Turns asynchronous signals into bytes on a pipe that the event loop polls.
///
/// The handler only writes the signal number to the pipe and returns: `write` is async-signal-safe, and
/// everything else (restoring the terminal, redrawing, exiting) happens in the event loop, as fzf and
/// bubbletea do. The write end is non-blocking so a storm of signals can never block the handler.
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
        // A hang-up, interrupt or termination ignored when swalert started stays ignored: `nohup` ignores
        // SIGHUP, and a shell ignores SIGINT for a command it starts in the background with `&`
        // (POSIX "Signal Concepts"); catching them again would undo what the caller asked for.
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

    /// Reinstalls the relay for one signal, after it was set to its default action (Ctrl-Z suspends that way).
    func reinstall(_ signal: Signal) {
        Platform.installHandler(relaySignal, for: signal)
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

    /// Takes the signals that arrived off the pipe and keeps them for the next `drain`; whether one of them would
    /// end a dialog (SIGINT, SIGTERM, SIGHUP). For a wait outside the event loop (a run of tmux) that a resize
    /// must not cut short but an interrupt must.
    func holdArrived() -> Bool {
        held = drain()
        return held.contains { [.interrupt, .terminate, .hangUp].contains($0) }
    }

    /// Whether signals taken off the pipe wait for the next `drain` (the pipe no longer says so).
    var hasHeld: Bool { !held.isEmpty }
}

extension SignalRelay {
    /// Stops the process (with `processGroup`, its whole group, as the terminal's own Ctrl-Z would), as SIGTSTP
    /// asks, and relays SIGTSTP again once continued.
    func stopProcess(processGroup: Bool = false) {
        Platform.setDisposition(.terminalStop, ignore: false)
        if processGroup { Platform.signalProcessGroup(.terminalStop) } else { Platform.raiseSignal(.terminalStop) }
        // Stopped here until SIGCONT.
        reinstall(.terminalStop)
    }

    /// Waits for a relayed signal, for one of `others` to be readable, or for `timeout` seconds, with no terminal
    /// to read (a wait whose lines go to standard error).
    func wait(timeout: Double?, readInput: Bool, readLimit: Int, others: [Int32]) throws -> Terminal.Wakeup {
        var wakeup = Terminal.Wakeup()
        let ready = try Platform.poll(others + [readDescriptor], timeout: hasHeld ? 0 : timeout)
        if ready.contains(readDescriptor) || hasHeld { wakeup.signals = drain() }
        wakeup.received = Terminal.Received.read(ready.filter { others.contains($0) })
        return wakeup
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
