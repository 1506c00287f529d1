/// Asks a plain prompt: writes what it says (no escape sequence, through `Terminal.writePlain`) and reads answers a
/// line at a time in the terminal's cooked mode (its line editing, its echo, or none for a password).
final class PlainPresenter<P: PlainPrompt>: Scene {
    private var prompt: P
    private let terminal: Terminal
    private var pending: [UInt8] = []
    private var entered = false
    /// Whether the line being read is not echoed (a password).
    private var hiding = false
    private var result: PresentationResult<P.Outcome>?

    private init(_ prompt: P, terminal: Terminal) {
        self.prompt = prompt
        self.terminal = terminal
    }

    static func run(_ prompt: P, on terminal: Terminal, timeout: Double?) throws -> PresentationResult<P.Outcome> {
        let presenter = PlainPresenter(prompt, terminal: terminal)
        return try Program(presenter, terminal: terminal, deadline: timeout.map { Terminal.now() + $0 }).run { presenter.result }
    }

    func enter(now: Double) throws {
        entered = true
        hiding = prompt.hidesAnswer
        try terminal.setInputMode(hiding ? .hiddenLine : .line)
        try terminal.writePlain(prompt.opening)
    }

    func leave() { try? terminal.setInputMode(.original) }

    func next(now: Double) throws -> EventLoop.Wait? {
        result == nil ? EventLoop.Wait(timeout: nil, readInput: true, others: []) : nil
    }

    /// A signal ends the prompt: the cursor is after it, so the shell's next prompt gets a line of its own.
    func intercept(_ signal: Signal, now: Double) -> Bool {
        if entered { try? terminal.writePlain("\n") }
        return false
    }

    /// Back from `fg`, the question is asked again from the start, as a drawn dialog is redrawn.
    func resumed() throws { try terminal.writePlain(prompt.opening) }

    func timeUp(now: Double) -> Bool {
        // The line being typed: what a Ctrl-D handed over already, then what the line discipline still holds.
        let typed = entered ? pending + terminal.takeUnfinishedLine() : []
        let reply = typed.isEmpty ? prompt.timedOut() : prompt.timedOut(typing: Sanitizer.decode(typed))
        if entered { try? terminal.writePlain(reply.text) }
        // Before the prompt is asked, a time limit with no answer of its own is SIGALRM's.
        if let outcome = reply.outcome { result = .finished(outcome) } else if !entered { result = .interrupted(signal: .alarm) }
        return result == nil
    }

    func handle(_ wakeup: Terminal.Wakeup, now: Double) throws {
        pending += wakeup.bytes
        // The terminal hands over a line at a time; a partial line (typed, then Ctrl-D once) waits for the rest.
        while let end = pending.firstIndex(of: UInt8(ascii: "\n")) {
            let line = Sanitizer.decode(pending[..<end])
            pending.removeSubrange(...end)
            if try answer(line) { return }
        }
        if wakeup.endOfInput {
            if try answer(nil) { return }
            pending.removeAll()
        }
    }

    /// Hands the prompt a line (nil: the end of input), writes its reply; true once it has an outcome.
    private func answer(_ line: String?) throws -> Bool {
        let reply = prompt.answer(line)
        // A form's next field may be a password where the last was not, or the other way round.
        if reply.outcome == nil, prompt.hidesAnswer != hiding {
            hiding = prompt.hidesAnswer
            try terminal.setInputMode(hiding ? .hiddenLine : .line)
        }
        try terminal.writePlain(reply.text)
        guard let outcome = reply.outcome else { return false }
        result = .finished(outcome)
        return true
    }
}

extension PlainPrompt {
    /// Asks the prompt on `terminal` until it is answered, `timeout` seconds pass, or a signal ends it.
    public func present(on terminal: Terminal, timeout: Double? = nil) throws -> PresentationResult<Outcome> {
        try PlainPresenter.run(self, on: terminal, timeout: timeout)
    }
}

/// A dialog that has no plain form (a wait's box) was presented in plain mode.
public struct PlainModeUnavailable: Error, CustomStringConvertible {
    public var description: String { "this dialog cannot be asked as plain lines" }
}

extension Dialog {
    /// The result of asking as plain lines when `options` or `terminal` are plain; nil when it is to be drawn. Ctrl-D,
    /// a prompt's only way to decline, answers as Esc does: there is no Cancel button to press.
    func presentedPlain(on terminal: Terminal, options: PresentationOptions) throws -> PresentationResult<Outcome>? {
        guard options.plain || terminal.isPlain else { return nil }
        let asked: Any
        switch self {
        case let alert as Alert: asked = try PlainAlertPrompt(alert).present(on: terminal, timeout: options.timeout)
        case let input as Input:
            let result = try PlainInputPrompt(input).present(on: terminal, timeout: options.timeout)
            asked = result == .finished(.cancelled) ? .finished(.dismissed) : result
        case let choose as Choose:
            let result = try PlainChoosePrompt(choose).present(on: terminal, timeout: options.timeout)
            asked = result == .finished(.cancelled) ? .finished(.dismissed) : result
        // A form's Esc is `.cancelled` already.
        case let form as Form: asked = try PlainFormPrompt(form).present(on: terminal, timeout: options.timeout)
        default: throw PlainModeUnavailable()
        }
        guard let result = asked as? PresentationResult<Outcome> else { throw PlainModeUnavailable() }
        return result
    }
}

extension Toast {
    /// Writes the toast as one plain line on `terminal`, in its turn, and returns: nothing to wait for or erase.
    func writePlainLine(on terminal: Terminal, arrival: UInt64?, messages: Messages = .english) throws -> ToastResult {
        let written = OneShot { try terminal.writePlain(self.plainLine(in: messages) + "\n") }
        return try Program(written, terminal: terminal, kind: .toast, arrival: arrival).run { .finished(.shown) }
    }
}
