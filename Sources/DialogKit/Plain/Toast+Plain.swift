extension Toast {
    /// The toast as one line of plain text, for a log or a plain terminal: `Title: message`, its lines
    /// joined with spaces, led by `Warning:` or `Error:` for those kinds (the drawn box says it with a symbol
    /// and a colour).
    public var plainLine: String { plainLine(in: .english) }

    /// The plain line with `Warning:` and `Error:` in `messages`' language.
    public func plainLine(in messages: Messages) -> String {
        let text = title.isEmpty ? message : title + ": " + message
        let line = Sanitizer.sanitize(text.split(whereSeparator: \.isNewline).joined(separator: " "),
                                      keepNewlines: false, keepTabs: false)
        switch kind {
        case .warning: return messages[.toastWarning] + ": " + line
        case .error: return messages[.toastError] + ": " + line
        case .info, .success: return line
        }
    }
}
