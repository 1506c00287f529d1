/// Small text helpers for plain prompts (DialogKit does without Foundation's trimming).
enum PlainText {
    /// `text` without the whitespace at either end.
    static func trimmed(_ text: String) -> String {
        guard let first = text.firstIndex(where: { !$0.isWhitespace }),
              let last = text.lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(text[first...last])
    }

    /// `text` without the line breaks it ends with (a piped message usually ends with one).
    static func withoutTrailingNewlines(_ text: String) -> String {
        var text = text
        while text.last?.isNewline == true { text.removeLast() }
        return text
    }

    /// The title and the message, each on its own lines when it is not empty: what a prompt writes first.
    static func heading(_ title: String, _ message: String) -> String {
        ColorCodes.withoutStrayMarks(in: (title.isEmpty ? "" : title + "\n") + (message.isEmpty ? "" : message + "\n"))
    }
}
