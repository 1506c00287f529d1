extension Terminal {
    /// What undoes every mode a dialog turns on, for a terminal left broken by one killed with SIGKILL.
    public static let resetSequence: [UInt8] = Escape.endSynchronizedUpdate + Escape.disableMouse
        + Escape.disableBracketedPaste + Escape.leaveAlternateScreen + Escape.resetScrollRegion + Escape.resetStyle
        + Escape.showCursor

    /// Puts the terminal back into the modes a shell expects (`Platform.saneModes`), then writes `resetSequence`.
    public func resetToSane() throws {
        try Platform.setAttributes(descriptor, Platform.saneModes(try Platform.getAttributes(descriptor)))
        try write(Self.resetSequence)
    }
}
