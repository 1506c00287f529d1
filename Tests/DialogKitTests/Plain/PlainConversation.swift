@testable import DialogKit

/// What a cooked terminal shows for `lines` typed at `prompt` (nil is Ctrl-D, which echoes nothing): the opening,
/// each line echoed with its newline unless the answer is hidden, each reply; and the outcome.
func converse<P: PlainPrompt>(_ prompt: P, _ lines: [String?]) -> (transcript: String, outcome: P.Outcome?) {
    var prompt = prompt
    var transcript = prompt.opening
    for line in lines {
        if let line, !prompt.hidesAnswer { transcript += line + "\n" }
        let reply = prompt.answer(line)
        transcript += reply.text
        if let outcome = reply.outcome { return (transcript, outcome) }
    }
    return (transcript, nil)
}
