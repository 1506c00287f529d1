#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

extension Terminal {
    /// What undoes every mode a dialog turns on, for a terminal left broken by a dialog that could not restore it
    /// (killed with SIGKILL): synchronized output ended, mouse reporting and bracketed paste off, the main screen
    /// back, no scrolling region, the default style, the cursor shown.
    public static let resetSequence: [UInt8] = Escape.endSynchronizedUpdate + Escape.disableMouse
        + Escape.disableBracketedPaste + Escape.leaveAlternateScreen + Escape.resetScrollRegion + Escape.resetStyle
        + Escape.showCursor

    /// Puts the terminal back into the modes a shell expects, whatever a dialog left: the line read cooked and
    /// echoed, Ctrl-C, Ctrl-Z and Ctrl-D doing their work, output newlines as CR LF (what `stty sane` restores of
    /// what a dialog changes); then writes `resetSequence`. The terminal's other settings are left as they are.
    public func resetToSane() throws {
        var modes = try Platform.getAttributes(descriptor)
        modes.c_lflag |= tcflag_t(ICANON | ECHO | ECHOE | ECHOK | ISIG | IEXTEN)
        modes.c_lflag &= ~tcflag_t(ECHONL)
        modes.c_iflag |= tcflag_t(ICRNL | IXON)
        modes.c_iflag &= ~tcflag_t(INLCR | IGNCR)
        modes.c_oflag |= tcflag_t(OPOST | ONLCR)
        withUnsafeMutableBytes(of: &modes.c_cc) { cc in
            // A dialog in raw mode disables Ctrl-Z (VSUSP 0); the others are set back only when disabled too.
            for (index, key) in [(VINTR, 0x03), (VQUIT, 0x1C), (VERASE, 0x7F), (VKILL, 0x15), (VEOF, 0x04),
                                 (VSUSP, 0x1A)] where cc[Int(index)] == 0 {
                cc[Int(index)] = UInt8(key)
            }
        }
        try Platform.setAttributes(descriptor, modes)
        try write(Self.resetSequence)
    }
}
