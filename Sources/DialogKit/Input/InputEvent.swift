/// Everything the terminal can send on its input stream, decoded.
public enum InputEvent: Hashable, Sendable {
    case key(KeyEvent)
    /// The body of a bracketed paste, decoded as UTF-8 (invalid bytes become U+FFFD) and otherwise untouched.
    case paste(String)
    case mouse(MouseEvent)
    /// Focus gained (`CSI I`, true) or lost (`CSI O`, false).
    case focus(Bool)
    /// A reply to a query (DA1, DECRPM, cursor position, OSC or DCS strings), consumed whole, never keystrokes.
    case terminalReply([UInt8])
    /// The reply to `OSC 10 ; ?` (slot 10, the foreground) or `OSC 11 ; ?` (slot 11, the background).
    case colorReport(slot: Int, color: RGB)
    /// The reply to DA1 (`CSI ? … c`), which every terminal answers, after what it was asked before.
    case deviceAttributes
    /// A complete sequence that is not understood, consumed whole.
    case unknown([UInt8])
}
