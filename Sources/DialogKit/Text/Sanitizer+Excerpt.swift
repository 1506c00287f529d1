extension Sanitizer {
    /// `text` made safe to show inside a one-line error (controls and line breaks made visible) and cut to
    /// `limit` characters, the last of them `…` when it was longer: what a user's file or variable says is
    /// quoted through this, so that no error line grows with the input.
    public static func excerpt(_ text: some StringProtocol, limit: Int = 24) -> String {
        let safe = sanitize(String(text.prefix(limit + 1)), keepNewlines: false, keepTabs: false)
        return safe.count <= limit ? safe : String(safe.prefix(max(0, limit - 1))) + "…"
    }

    /// A path made safe to show inside a one-line error and cut to `limit` characters, keeping its end (the
    /// file's name) after a `…` when it was longer.
    public static func excerpt(path: String, limit: Int = 40) -> String {
        let safe = sanitize(path, keepNewlines: false, keepTabs: false)
        return safe.count <= limit ? safe : "…" + String(safe.suffix(max(0, limit - 1)))
    }

    /// `line` cut to `limit` characters (the last of them `…` when it was longer): the last guard of an error
    /// line's length, once its parts are each cut, leaving room for the program's name before it under 200.
    public static func oneLine(_ line: String, limit: Int = 180) -> String {
        let safe = sanitize(line, keepNewlines: false, keepTabs: false)
        return safe.count <= limit ? safe : String(safe.prefix(limit - 1)) + "…"
    }
}
