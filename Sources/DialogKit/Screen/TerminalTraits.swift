/// What a terminal type is known to do, judged from TERM alone (swalert reads no terminfo database).
public struct TerminalTraits: Equatable, Sendable {
    /// Erasing fills with the current background colour ("bce"), so a backdrop is one erase, as ncurses does.
    public var backgroundColorErase: Bool
    /// The desktop-notification escape this terminal is likeliest to understand.
    public var notification: Escape.NotificationProtocol
    /// Running inside tmux, whose passthrough wrapping a notification needs.
    public var insideTmux: Bool

    public init(backgroundColorErase: Bool = false, notification: Escape.NotificationProtocol = .osc9,
                insideTmux: Bool = false) {
        self.backgroundColorErase = backgroundColorErase
        self.notification = notification
        self.insideTmux = insideTmux
    }
}
