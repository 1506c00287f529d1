/// Everything the terminal can send on its input stream, decoded.
public enum InputEvent: Hashable, Sendable {
    case key(KeyEvent)
    /// The body of a bracketed paste, decoded as UTF-8 (invalid bytes become U+FFFD) and otherwise untouched.
    case paste(String)
    case mouse(MouseEvent)
    /// Focus gained (`CSI I`, true) or lost (`CSI O`, false).
    case focus(Bool)
    /// A reply to a query (DA1, DECRPM, cursor position, OSC or DCS strings), reported raw.
    ///
    /// Replies are consumed whole so they never leak into the dialog as keystrokes.
    case terminalReply([UInt8])
    /// A complete sequence that is not understood, consumed whole.
    case unknown([UInt8])
}
