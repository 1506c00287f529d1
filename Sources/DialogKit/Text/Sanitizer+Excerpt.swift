extension Sanitizer {
    /// `text` made safe to show inside a one-line error (controls and line breaks made visible) and cut to
    /// `limit` characters, the last of them `…` when it was longer: what a user's file or variable says is
    /// quoted through this, so that no error line grows with the input.
    public static func excerpt(_ text: some StringProtocol, limit: Int = 30) -> String {
        let safe = sanitize(String(text.prefix(limit + 1)), keepNewlines: false, keepTabs: false)
        return safe.count <= limit ? safe : String(safe.prefix(max(0, limit - 1))) + "…"
    }

    /// `line` cut to `limit` characters (the last of them `…` when it was longer): the last guard of an error
    /// line's length, once its parts are each cut.
    public static func oneLine(_ line: String, limit: Int = 199) -> String {
        let safe = sanitize(line, keepNewlines: false, keepTabs: false)
        return safe.count <= limit ? safe : String(safe.prefix(limit - 1)) + "…"
    }
}
