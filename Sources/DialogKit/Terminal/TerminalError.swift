/// Why a dialog could not be shown.
public enum TerminalError: Error, Equatable, CustomStringConvertible {
    /// No terminal could be opened (no controlling terminal: cron, CI, `setsid`).
    case unavailable(SystemError)
    /// Reading from or writing to the terminal failed while a dialog showed.
    case io(SystemError)

    public var description: String {
        switch self {
        case .unavailable(let error): return "no terminal to show the dialog on (\(error))"
        case .io(let error): return "terminal input/output failed (\(error))"
        }
    }
}
