/// An alert or a confirm asked as plain lines:
///
/// ```
/// (!) Unsaved changes
/// Save changes to report.txt before closing?
/// [1] Save  [2] Discard  [3] Exit (x)
/// Choose 1-3 [Save]: 
/// ```
///
/// A number, a hotkey or a label (any case) chooses; empty the default; Ctrl-D what Esc does.
public struct PlainAlertPrompt: PlainPrompt, Sendable {
    public typealias Outcome = Alert.Outcome

    /// The title and the message.
    let heading: String
    let buttons: [ButtonLabel]
    let defaultButton: Int
    let cancelButton: Int?
    let timeoutButton: Int?
    let answersYesNo: Bool
    let messages: Messages

    public init(_ alert: Alert) {
        heading = PlainText.heading(alert.title, PlainText.withoutTrailingNewlines(alert.message.text))
        buttons = alert.buttons
        defaultButton = alert.focus
        cancelButton = alert.cancelButton
        timeoutButton = alert.timeoutButton
        answersYesNo = alert.answersYesNo
        messages = alert.messages
    }

    public var opening: String {
        var text = heading
        if buttons.count > 1 { text += buttonLine + "\n" }
        return text + prompt
    }

    /// `[1] Save  [2] Discard  [3] Cancel`.
    var buttonLine: String {
        buttons.enumerated().map { index, button in
            var item = "[\(index + 1)] \(button.text)"
            if let hotkey = button.hotkey, button.text.first.map({ Character($0.lowercased()) }) != hotkey {
                item += " (\(hotkey))"
            }
            return item
        }.joined(separator: "  ")
    }

    var prompt: String {
        let fallback = buttons[defaultButton].text
        return buttons.count == 1 ? messages.text(.plainAlertPressEnter, ("label", fallback)) + ": "
            : messages.text(.plainAlertChoose, ("count", "\(buttons.count)"), ("label", fallback)) + ": "
    }

    /// What is accepted, said after an answer that is not.
    var accepted: String {
        guard buttons.count > 1 else { return messages[.plainAlertPressEnterOr1] }
        let letters = buttons.compactMap(\.hotkey).map(String.init)
        guard !letters.isEmpty else { return messages.text(.plainAlertAnswer, ("count", "\(buttons.count)")) }
        return messages.text(.plainAlertAnswerLetters, ("count", "\(buttons.count)"), ("letters", letters.joined(separator: ", ")))
    }

    public mutating func answer(_ line: String?) -> PlainReply<Outcome> {
        guard let line else { return .finish(cancelButton.map(Outcome.button) ?? .dismissed, "\n") }
        guard let index = button(answering: line) else { return .ask(accepted + "\n" + prompt) }
        return .finish(.button(index))
    }

    public func timedOut() -> PlainReply<Outcome> {
        .finish(timeoutButton.map(Outcome.button) ?? .timedOut, "\n")
    }

    /// The button a line names: empty for the default, a number from 1, a hotkey, or a label, in any case.
    func button(answering line: String) -> Int? {
        let answer = PlainText.trimmed(Sanitizer.sanitize(line, keepNewlines: false, keepTabs: false))
        if answer.isEmpty { return defaultButton }
        if let number = Int(answer), (1...buttons.count).contains(number) { return number - 1 }
        let lower = answer.lowercased()
        if answer.count == 1, let index = buttons.firstIndex(where: { $0.hotkey.map(String.init) == lower }) { return index }
        if let index = buttons.firstIndex(where: { $0.text.lowercased() == lower }) { return index }
        // A confirm takes y and n (and yes and no) in every language.
        guard answersYesNo, buttons.count == 2 else { return nil }
        return ["y", "yes"].contains(lower) ? 0 : ["n", "no"].contains(lower) ? 1 : nil
    }
}
