/// A dialog asked as plain lines, for a screen reader or a dumb terminal: what to write first, and for each line
/// read (nil: Ctrl-D) what next and whether that was the answer; `PlainPresenter` reads and writes.
public protocol PlainPrompt {
    associatedtype Outcome: Sendable

    /// Everything written before the first line is read, ending with the prompt; again after Ctrl-Z and `fg`.
    var opening: String { get }
    /// Whether the answer is read without echo (a password); its Enter is not echoed either.
    var hidesAnswer: Bool { get }

    /// What a line typed at the terminal (without its newline), or nil for the end of input, leads to.
    mutating func answer(_ line: String?) -> PlainReply<Outcome>
    /// What the time limit running out leads to.
    func timedOut() -> PlainReply<Outcome>
    /// What the time limit running out leads to with `line` typed and not yet ended with Enter.
    func timedOut(typing line: String) -> PlainReply<Outcome>
}

extension PlainPrompt {
    public var hidesAnswer: Bool { false }
    public func timedOut(typing line: String) -> PlainReply<Outcome> { timedOut() }
}

/// What a plain prompt says to an answer, and the outcome when the dialog is over (nil: read another line).
public struct PlainReply<Outcome: Sendable>: Sendable {
    public var text: String
    public var outcome: Outcome?

    /// Writes `text` (an explanation and the prompt again) and reads another line.
    public static func ask(_ text: String) -> PlainReply { PlainReply(text: text, outcome: nil) }

    /// Writes `text` and ends with `outcome`.
    public static func finish(_ outcome: Outcome, _ text: String = "") -> PlainReply {
        PlainReply(text: text, outcome: outcome)
    }
}

extension PlainReply: Equatable where Outcome: Equatable {}
