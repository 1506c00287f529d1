/// The bytes that make rows below the cursor without knowing its absolute row: IND (ESC D) makes a row, scrolling
/// at the bottom and keeping the column, and DECSC remembers where the rows start (fzf's `--height` does the same).
public enum InlineRegion {
    /// Makes `height` rows below the cursor's line, remembers the cursor, and leaves it at the first
    /// column of the first new row with the rows blank.
    public static func reserve(height: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        for _ in 0..<max(0, height) { bytes += Escape.index }
        bytes += Escape.cursorUp(height)
        bytes += Escape.saveCursor
        bytes += toRegionStart()
        bytes += Escape.eraseDisplay(.below)
        return bytes
    }

    /// Erases the region and puts the cursor back exactly where it was before `reserve`.
    public static func erase() -> [UInt8] {
        Escape.restoreCursor + toRegionStart() + Escape.eraseDisplay(.below) + Escape.restoreCursor
    }

    /// Like `reserve`, but the region starts on the cursor's own row, at its first column, as a spinner line
    /// does (whatever the row held is drawn over): `height - 1` rows are made below it.
    public static func reserveFromCursorRow(height: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        let below = max(0, height - 1)
        for _ in 0..<below { bytes += Escape.index }
        bytes += Escape.cursorUp(below)
        bytes += Escape.carriageReturn + Escape.saveCursor + Escape.eraseDisplay(.below)
        return bytes
    }

    /// Erases a region made by `reserveFromCursorRow`, leaving the cursor at the start of its first row.
    public static func eraseFromCursorRow() -> [UInt8] {
        Escape.restoreCursor + Escape.eraseDisplay(.below)
    }

    /// From the remembered cursor to the first column of the line below it.
    private static func toRegionStart() -> [UInt8] {
        Escape.cursorDown(1) + Escape.cursorColumn(0)
    }
}
