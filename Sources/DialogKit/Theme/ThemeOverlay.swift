/// Colours set for the program swalert answers for (`NEWT_COLORS`, `DIALOGRC`), laid over its theme.
public enum ThemeOverlay: Hashable, Sendable {
    /// newt's colour list, `name=foreground,background` entries (the file's text first, then the variable's).
    case newtColors(String)
    /// The text of a dialog rc file, `name_color = (FOREGROUND,BACKGROUND,HIGHLIGHT)` lines.
    case dialogRC(String)
}

extension Theme {
    /// The theme with `overlay`'s colours laid over it; the theme itself when there is none.
    public func applying(_ overlay: ThemeOverlay?) -> Theme {
        switch overlay {
        case nil: return self
        case .newtColors(let spec): return applyingNewtColors(spec)
        case .dialogRC(let text): return applyingDialogRC(text)
        }
    }
}
