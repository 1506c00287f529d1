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
    /// The terminal's reply to `OSC 10 ; ?` (slot 10, its default foreground) or `OSC 11 ; ?` (slot 11, its
    /// default background), with the colour scaled to 8 bits a component.
    case colorReport(slot: Int, color: RGB)
    /// The reply to a primary device attributes request (DA1, `CSI ? … c`), which every terminal answers, and
    /// answers after whatever it was asked before.
    case deviceAttributes
    /// A complete sequence that is not understood, consumed whole.
    case unknown([UInt8])
}
