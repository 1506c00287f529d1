/// The terminals' own desktop notifications.
extension Escape {
    /// The notification protocols terminals understand.
    public enum NotificationProtocol: Sendable {
        /// OSC 9 (iTerm2, Windows Terminal, WezTerm, ConEmu).
        case osc9
        /// OSC 777 "notify" (urxvt's extension, foot, Ghostty, WezTerm, VTE-based terminals).
        case osc777
        /// OSC 99 (kitty's desktop notification protocol).
        case osc99
    }

    /// A desktop notification through the terminal, of sanitised `title` and `body`; semicolons in the title are
    /// replaced (OSC 777 separates fields with them). Inside tmux it is wrapped for passthrough (`ESC P tmux; …
    /// ESC \`, every ESC doubled).
    public static func desktopNotification(title: String, body: String, using kind: NotificationProtocol,
                                           insideTmux: Bool) -> [UInt8] {
        let safeTitle = String(title.map { $0 == ";" ? "," : $0 })
        let line = safeTitle.isEmpty ? body : safeTitle + ": " + body
        let text: String
        switch kind {
        case .osc9: text = "\u{1B}]9;\(line)\u{07}"
        case .osc777: text = "\u{1B}]777;notify;\(safeTitle);\(body)\u{07}"
        case .osc99: text = "\u{1B}]99;;\(line)\u{1B}\\"
        }
        guard insideTmux else { return Array(text.utf8) }
        return Array("\u{1B}Ptmux;".utf8) + text.utf8.flatMap { $0 == 0x1B ? [0x1B, 0x1B] : [$0] } + [0x1B, UInt8(ascii: "\\")]
    }
}
