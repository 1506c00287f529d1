extension Terminal {
    /// What undoes every mode a dialog turns on, for a terminal left broken by a dialog that could not restore it
    /// (killed with SIGKILL): synchronized output ended, mouse reporting and bracketed paste off, the main screen
    /// back, no scrolling region, the default style, the cursor shown.
    public static let resetSequence: [UInt8] = Escape.endSynchronizedUpdate + Escape.disableMouse
        + Escape.disableBracketedPaste + Escape.leaveAlternateScreen + Escape.resetScrollRegion + Escape.resetStyle
        + Escape.showCursor

    /// Puts the terminal back into the modes a shell expects (`Platform.saneModes`), then writes `resetSequence`.
    public func resetToSane() throws {
        try Platform.setAttributes(descriptor, Platform.saneModes(try Platform.getAttributes(descriptor)))
        try write(Self.resetSequence)
    }
}
