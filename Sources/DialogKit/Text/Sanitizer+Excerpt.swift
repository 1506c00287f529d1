extension Sanitizer {
    /// `text` made safe inside a one-line error and cut to `limit` characters, the last `…` when longer.
    public static func excerpt(_ text: some StringProtocol, limit: Int = 24) -> String {
        let safe = sanitize(String(text.prefix(limit + 1)), keepNewlines: false, keepTabs: false)
        return safe.count <= limit ? safe : String(safe.prefix(max(0, limit - 1))) + "…"
    }

    /// A path made safe inside a one-line error, cut to `limit` characters keeping its end after a `…`.
    public static func excerpt(path: String, limit: Int = 40) -> String {
        let safe = sanitize(path, keepNewlines: false, keepTabs: false)
        return safe.count <= limit ? safe : "…" + String(safe.suffix(max(0, limit - 1)))
    }

    /// `line` cut to `limit` characters, the last `…`: an error line stays under 200 with the program's name.
    public static func oneLine(_ line: String, limit: Int = 180) -> String {
        let safe = sanitize(line, keepNewlines: false, keepTabs: false)
        return safe.count <= limit ? safe : String(safe.prefix(limit - 1)) + "…"
    }
}
