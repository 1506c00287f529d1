/// Why a dialog could not be shown.
public enum TerminalError: Error, Equatable, CustomStringConvertible {
    /// No terminal could be opened (no controlling terminal: cron, CI, `setsid`).
    case unavailable(SystemError)
    /// There is a terminal, but setting it up, or reading from or writing to it while a dialog showed, failed.
    case io(SystemError)

    public var description: String {
        switch self {
        case .unavailable(let error): return "no terminal to show the dialog on (\(error))"
        case .io(let error): return "\(error)"
        }
    }
}
