/// The command `swalert wait` runs, in a process group of its own: Ctrl-C reaches swalert alone, which passes it
/// on and waits, so the dialog outlives the command; the crash guard does the same (`CrashGuard.watch`).
public final class ChildProcess {
    /// Why a command could not be started.
    public struct StartError: Error, Equatable, CustomStringConvertible {
        public var command: String
        public var reason: SystemError

        /// Not found (ENOENT), or found but not executable.
        public var notFound: Bool { reason.isNotFound }

        public var description: String {
            notFound ? "\(command): command not found" : "\(command): cannot run it (\(reason.reason))"
        }
    }

    /// How the command ended.
    public enum Termination: Equatable, Sendable {
        case exited(Int32)
        case signaled(Signal)
    }

    public let pid: Int32
    public let output: CapturedOutput
    public private(set) var termination: Termination?

    /// Starts `arguments` (the first looked up in PATH) with stdin inherited and stdout and stderr captured;
    /// `mergingErrors`: stderr through stdout's pipe, the two kept in the order written.
    public init(_ arguments: [String], mergingErrors: Bool = false) throws {
        precondition(!arguments.isEmpty, "a command needs a name")
        output = try CapturedOutput()
        // Past RLIMIT_FSIZE a capture file fails with EFBIG (the rest kept in memory), not SIGXFSZ with the terminal raw.
        let resetFileSize = !Platform.isIgnored(.fileSizeExceeded)
        Platform.setDisposition(.fileSizeExceeded, ignore: true)
        do {
            let files: [Platform.ChildFile] = [.inherited, .descriptor(output.standardOutput.commandEnd),
                                               .descriptor(mergingErrors ? output.standardOutput.commandEnd : output.standardError.commandEnd)]
            pid = try Platform.spawn(arguments, files: files, newGroup: true, resetToDefault: resetFileSize ? [.fileSizeExceeded] : [])
        } catch let error as SystemError {
            throw StartError(command: arguments[0], reason: error)
        }
        output.commandStarted()
        CrashGuard.watch(self)
    }

    deinit {
        // A command still running when swalert gives up (the terminal failed) must not run on unseen.
        if termination == nil {
            signal(.terminate)
            signal(.continue)
        }
        CrashGuard.forget(output)
    }

    public var isRunning: Bool { termination == nil }

    /// Reaps the command if it ended; nil while it runs. `stopped` (SIGTTIN, SIGTTOU) would wait forever: end it.
    @discardableResult
    public func poll(stopped: ((Signal) -> Void)? = nil) -> Termination? {
        if let termination { return termination }
        while let status = try? Platform.childStatus(pid) {
            switch status {
            case .exited(let code): termination = .exited(code)
            case .signaled(let signal): termination = .signaled(signal)
            case .stopped(let signal):
                stopped?(signal)
                continue
            }
            CrashGuard.childEnded(output)
            break
        }
        return termination
    }

    /// Sends `signal` to the command's whole process group.
    public func signal(_ signal: Signal) {
        guard termination == nil else { return }
        Platform.signalGroup(pid, signal)
    }
}
