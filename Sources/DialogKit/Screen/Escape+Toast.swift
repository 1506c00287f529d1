/// The terminals' own desktop notifications, and the reset of a scroll region a killed program may have left.
extension Escape {
    /// DECSTBM with no parameters: the whole screen scrolls again.
    public static let resetScrollRegion: [UInt8] = Array("\u{1B}[r".utf8)

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
        let safeTitle = title.replacingSemicolons()
        var sequence: [UInt8]
        switch kind {
        case .osc9:
            sequence = Array("\u{1B}]9;\(safeTitle.isEmpty ? body : safeTitle + ": " + body)\u{07}".utf8)
        case .osc777:
            sequence = Array("\u{1B}]777;notify;\(safeTitle);\(body)\u{07}".utf8)
        case .osc99:
            sequence = Array("\u{1B}]99;;\(safeTitle.isEmpty ? body : safeTitle + ": " + body)\u{1B}\\".utf8)
        }
        guard insideTmux else { return sequence }
        var wrapped: [UInt8] = Array("\u{1B}Ptmux;".utf8)
        for byte in sequence {
            if byte == 0x1B { wrapped.append(0x1B) }
            wrapped.append(byte)
        }
        wrapped += [0x1B, UInt8(ascii: "\\")]
        return wrapped
    }
}

private extension String {
    func replacingSemicolons() -> String {
        String(map { $0 == ";" ? "," : $0 })
    }
}
