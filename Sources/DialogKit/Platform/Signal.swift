#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// A POSIX signal, by its number on this system: what ended a dialog or a command.
public struct Signal: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: Int32

    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// Ctrl-C.
    public static let interrupt = Signal(rawValue: SIGINT)
    public static let terminate = Signal(rawValue: SIGTERM)
    /// The terminal went away.
    public static let hangUp = Signal(rawValue: SIGHUP)
    public static let kill = Signal(rawValue: SIGKILL)
    /// Ctrl-Z.
    public static let terminalStop = Signal(rawValue: SIGTSTP)
    public static let `continue` = Signal(rawValue: SIGCONT)
    /// The terminal changed size.
    public static let windowChange = Signal(rawValue: SIGWINCH)
    /// A time limit ran out.
    public static let alarm = Signal(rawValue: SIGALRM)
    public static let childEnded = Signal(rawValue: SIGCHLD)
    public static let brokenPipe = Signal(rawValue: SIGPIPE)
    /// A background job tried to write to the terminal, or change its modes.
    public static let terminalOutput = Signal(rawValue: SIGTTOU)
    /// A write went past the file size limit (RLIMIT_FSIZE).
    public static let fileSizeExceeded = Signal(rawValue: SIGXFSZ)

    /// The usual name, `SIGTERM`, or `signal 42` for one without a name here.
    public var description: String {
        let names: [Int32: String] = [
            SIGHUP: "SIGHUP", SIGINT: "SIGINT", SIGQUIT: "SIGQUIT", SIGILL: "SIGILL", SIGTRAP: "SIGTRAP",
            SIGABRT: "SIGABRT", SIGBUS: "SIGBUS", SIGFPE: "SIGFPE", SIGKILL: "SIGKILL", SIGUSR1: "SIGUSR1",
            SIGSEGV: "SIGSEGV", SIGUSR2: "SIGUSR2", SIGPIPE: "SIGPIPE", SIGALRM: "SIGALRM", SIGTERM: "SIGTERM",
            SIGTTIN: "SIGTTIN", SIGTTOU: "SIGTTOU", SIGXCPU: "SIGXCPU", SIGXFSZ: "SIGXFSZ",
        ]
        return names[rawValue] ?? "signal \(rawValue)"
    }
}
