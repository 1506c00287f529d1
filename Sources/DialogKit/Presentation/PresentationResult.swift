/// How a presentation ended.
public enum PresentationResult<Outcome: Sendable>: Sendable {
    /// The dialog finished with an outcome of its own.
    case finished(Outcome)
    /// A signal (SIGINT, SIGTERM, SIGHUP) or Ctrl-C ended it.
    case interrupted(signal: Signal)
}

extension PresentationResult: Equatable where Outcome: Equatable {}
