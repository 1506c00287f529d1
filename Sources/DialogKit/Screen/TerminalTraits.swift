/// What a terminal type is known to do, judged from TERM alone (swalert reads no terminfo database).
public struct TerminalTraits: Equatable, Sendable {
    /// Erasing fills with the current background colour ("bce"), so a uniform backdrop can be painted with
    /// one erase instead of a space in every cell, as ncurses does for dialog.
    public var backgroundColorErase: Bool

    public init(backgroundColorErase: Bool = false) {
        self.backgroundColorErase = backgroundColorErase
    }

    /// Terminal families whose terminfo entries declare `bce` (xterm, VTE, tmux, screen, rxvt, the Linux
    /// console, and the modern emulators that identify as one of them or as themselves).
    static let backgroundColorEraseFamilies = [
        "xterm", "tmux", "screen", "rxvt", "linux", "vte", "gnome", "konsole", "alacritty", "foot", "wezterm",
        "st-", "putty", "iterm", "contour", "ghostty",
    ]

    /// The traits for the terminal named by TERM in `environment`.
    public static func detect(environment: [String: String]) -> TerminalTraits {
        let term = environment["TERM"] ?? ""
        let bce = backgroundColorEraseFamilies.contains { term.hasPrefix($0) }
        return TerminalTraits(backgroundColorErase: bce)
    }
}
