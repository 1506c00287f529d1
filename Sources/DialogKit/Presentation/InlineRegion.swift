/// The bytes that make rows below the cursor without knowing its absolute row: IND (ESC D) makes a row, scrolling
/// at the bottom and keeping the column, and DECSC remembers where the rows start (fzf's `--height` does the same).
public enum InlineRegion {
    /// Makes `height` rows below the cursor's line, or from its own row on (`fromCursorRow`, drawn over as a spinner
    /// line is), remembers where they start and leaves the cursor at their first column, the rows blank.
    public static func reserve(height: Int, fromCursorRow: Bool = false) -> [UInt8] {
        let below = max(0, fromCursorRow ? height - 1 : height)
        var bytes: [UInt8] = []
        for _ in 0..<below { bytes += Escape.index }
        bytes += Escape.cursorUp(below)
        bytes += fromCursorRow ? Escape.carriageReturn + Escape.saveCursor : Escape.saveCursor + toRegionStart
        return bytes + Escape.eraseDisplay(.below)
    }

    /// Erases the region `reserve` made, the cursor back where it was before (`fromCursorRow`: at its first row's start).
    public static func erase(fromCursorRow: Bool = false) -> [UInt8] {
        if fromCursorRow { return Escape.restoreCursor + Escape.eraseDisplay(.below) }
        return Escape.restoreCursor + toRegionStart + Escape.eraseDisplay(.below) + Escape.restoreCursor
    }

    /// From the remembered cursor to the first column of the line below it.
    private static let toRegionStart = Escape.cursorDown(1) + Escape.cursorColumn(0)
}
