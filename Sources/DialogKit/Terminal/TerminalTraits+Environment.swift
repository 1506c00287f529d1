extension TerminalTraits {
    /// Terminal families whose terminfo entries declare `bce`.
    static let backgroundColorEraseFamilies = [
        "xterm", "tmux", "screen", "rxvt", "linux", "vte", "gnome", "konsole", "alacritty", "foot", "wezterm",
        "st-", "putty", "iterm", "contour", "ghostty",
    ]

    /// The traits for the terminal named by TERM in `environment`.
    public static func detect(environment: Environment) -> TerminalTraits {
        let term = environment["TERM"] ?? ""
        let bce = backgroundColorEraseFamilies.contains { term.hasPrefix($0) }
        return TerminalTraits(backgroundColorErase: bce, notification: notificationProtocol(environment),
                              insideTmux: !(environment["TMUX"] ?? "").isEmpty)
    }

    /// kitty speaks OSC 99; urxvt, foot, Ghostty and VTE OSC 777; the others OSC 9, or ignore it.
    static func notificationProtocol(_ environment: Environment) -> Escape.NotificationProtocol {
        let term = environment["TERM"] ?? "", program = environment["TERM_PROGRAM"] ?? ""
        if term == "xterm-kitty" || environment["KITTY_WINDOW_ID"] != nil { return .osc99 }
        if program == "ghostty" || term.hasPrefix("foot") || term.hasPrefix("rxvt")
            || !(environment["VTE_VERSION"] ?? "").isEmpty { return .osc777 }
        return .osc9
    }
}
