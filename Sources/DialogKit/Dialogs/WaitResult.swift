/// How a wait ended: what the command did, or why the dialog stopped waiting.
public enum WaitResult: Hashable, Sendable {
    /// The command exited with this status.
    case exited(Int32)
    /// The command was killed by this signal (not one swalert sent).
    case signaled(Signal)
    /// The time limit ran out; the command, if any, was stopped.
    case timedOut
    /// swalert was interrupted by this signal (Ctrl-C is SIGINT); the command got it too and has ended.
    case interrupted(Signal)
    /// The status lines on standard input ended.
    case inputEnded

    /// Whether the work succeeded: a zero exit status or the end of the status lines.
    public var succeeded: Bool {
        switch self {
        case .exited(0), .inputEnded: return true
        default: return false
        }
    }

    /// A few words for the final line, such as "exit 2" or "killed by SIGKILL"; nil when it succeeded.
    public var explanation: String? { explanation(in: .english) }

    /// The explanation in `messages`' language (the signal's name stays as it is).
    public func explanation(in messages: Messages) -> String? {
        switch self {
        case .exited(0), .inputEnded: return nil
        case .exited(let status): return messages.text(.waitExit, ("status", "\(status)"))
        case .signaled(let signal): return messages.text(.waitKilled, ("signal", "\(signal)"))
        case .timedOut: return messages[.waitTimedOut]
        case .interrupted(let signal):
            return signal == .interrupt ? messages[.waitInterrupted] : messages.text(.waitStoppedBy, ("signal", "\(signal)"))
        }
    }
}
