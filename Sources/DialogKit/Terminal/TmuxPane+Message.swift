extension TmuxPane {
    /// Shows `text` for `seconds` in tmux's message line (`display-message -d`), which covers no cell of the pane
    /// and reads no key: a key pressed meanwhile clears it and goes to the program in front as ever. Where tmux
    /// has `-C` the pane's output keeps flowing while it shows (without, tmux holds it back). True once tmux took it.
    func showMessage(_ text: String, seconds: Double) -> Bool {
        let milliseconds = String(max(1, Int((seconds * 1000).rounded())))
        let line = Self.messageLine(text)
        for flags in [["-C", "-d", milliseconds], ["-d", milliseconds]] {
            let arguments = ["tmux", "display-message"] + flags + ["-t", id, line]
            if let (status, _) = Platform.runCapturing(arguments, timeout: Self.timeLimit), status == 0 { return true }
        }
        return false
    }

    /// The longest message line sent, in characters: more than any status line shows.
    static let messageLimit = 400

    /// `text` as one line that tmux shows as it is: sanitized, its lines joined by spaces, cut at `messageLimit`,
    /// and `#` and `%` doubled, since `display-message` expands formats and `strftime` escapes in it.
    static func messageLine(_ text: String) -> String {
        let joined = text.split(whereSeparator: \.isNewline).joined(separator: " ")
        let line = Sanitizer.sanitize(joined, keepNewlines: false, keepTabs: false)
        var escaped = ""
        for character in line.prefix(messageLimit) {
            if character == "#" || character == "%" { escaped.append(character) }
            escaped.append(character)
        }
        return escaped
    }
}
