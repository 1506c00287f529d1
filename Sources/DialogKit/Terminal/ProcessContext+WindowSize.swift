extension ProcessContext {
    /// The size of the terminal `descriptor` is, or nil when it is no terminal (or the driver does not know it).
    public static func windowSize(of descriptor: Int32) -> Size? {
        guard Platform.isTerminal(descriptor), let size = Platform.windowSize(descriptor) else { return nil }
        return Size(width: size.columns, height: size.rows)
    }
}
