/// An input asked as a plain line:
///
/// ```
/// Backup
/// Where should the nightly backup go? [/srv/backups] 
/// ```
///
/// The typed line, cleaned as a paste, is the value; empty keeps the default (never shown for a password); a
/// value refused is answered with why. Ctrl-D cancels as Esc does. With `timeoutAccepts` the time limit answers the
/// line being typed as its Enter would (the default when it is empty), or times out where Enter would refuse it.
public struct PlainInputPrompt: PlainPrompt, Sendable {
    public typealias Outcome = Input.Outcome

    let title: String
    let message: String
    let defaultValue: String
    let hidden: Bool
    let validation: InputValidation
    let maximumLength: Int?
    let timeoutAccepts: Bool
    let messages: Messages

    public init(_ input: Input) {
        title = input.title
        message = PlainText.withoutTrailingNewlines(input.message.text)
        defaultValue = input.editor.text
        hidden = input.field.mask != nil
        validation = input.validation
        maximumLength = input.editor.maximumLength
        timeoutAccepts = input.timeoutAccepts
        messages = input.messages
    }

    public var hidesAnswer: Bool { hidden }

    public var opening: String {
        var text = title.isEmpty ? "" : title + "\n"
        if let lastBreak = message.lastIndex(of: "\n") { text += message[...lastBreak] }
        return text + prompt
    }

    /// The message's last line, and the default in brackets.
    var prompt: String {
        let lastLine = message.split(separator: "\n", omittingEmptySubsequences: false).last.map(String.init) ?? ""
        var prompt = PlainText.trimmed(lastLine).isEmpty ? messages[.plainInputValue] + ":" : String(lastLine.reversed().drop(while: \.isWhitespace).reversed())
        if !defaultValue.isEmpty { prompt += hidden ? " [\(messages[.plainInputKeeps])]" : " [\(defaultValue)]" }
        return prompt + " "
    }

    public mutating func answer(_ line: String?) -> PlainReply<Outcome> {
        // A hidden answer's Enter was not echoed: the reply starts the next line itself.
        let lead = hidden ? "\n" : ""
        guard let line else { return .finish(.cancelled, "\n") }
        let value = line.isEmpty ? defaultValue : LineEditor.cleaned(line)
        if let maximumLength, value.count > maximumLength {
            return .ask(lead + messages.text(.plainInputAtMost, ("count", "\(maximumLength)")) + "\n" + prompt)
        }
        if let problem = validation.problem(with: value) { return .ask(lead + problem + "\n" + prompt) }
        return .finish(.accepted(value), lead)
    }

    public func timedOut() -> PlainReply<Outcome> { timedOut(typing: "") }

    public func timedOut(typing line: String) -> PlainReply<Outcome> {
        guard timeoutAccepts else { return .finish(.timedOut, "\n") }
        var asked = self
        guard case .accepted(let value)? = asked.answer(line).outcome else { return .finish(.timedOut, "\n") }
        return .finish(.accepted(value), "\n")
    }
}
