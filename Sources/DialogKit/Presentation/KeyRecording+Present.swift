extension KeyRecording {
    /// Shows the dialog, its outcome with the last key; asked as plain lines, the inner dialog's plain form, whose
    /// answer Enter ends.
    public func presentRecordingKey(on terminal: Terminal, options: PresentationOptions) throws -> PresentationResult<Outcome> {
        guard options.plain || terminal.isPlain else { return try Presenter(self, terminal: terminal, options: options).run() }
        switch try dialog.present(on: terminal, options: options) {
        case .finished(let outcome): return .finished(Outcome(outcome: outcome, lastEvent: .key(KeyEvent(.enter))))
        case .interrupted(let signal): return .interrupted(signal: signal)
        }
    }
}
