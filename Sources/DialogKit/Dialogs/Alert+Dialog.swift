extension Alert {
    /// Scrolls the message to its end on a screen of `screen` size, as dialog's tail box starts: its last lines
    /// shown.
    public mutating func scrollToEnd(screen: Size) {
        _ = perform(.scrollToBottom, screen: screen)
    }
}
