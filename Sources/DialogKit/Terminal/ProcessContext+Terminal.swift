extension ProcessContext {
    /// Writes a line to the terminal (/dev/tty), controls made visible as `writeError` makes them; false when there is
    /// no terminal to write to.
    @discardableResult
    public static func writeTerminal(_ text: String) -> Bool {
        guard let descriptor = try? Platform.openTerminal("/dev/tty") else { return false }
        defer { Platform.close(descriptor) }
        var bytes = Array(text.utf8)
        let endsLine = bytes.last == 0x0A
        if endsLine { bytes.removeLast() }
        var safe = Array(Sanitizer.sanitize(Sanitizer.decode(bytes), keepNewlines: false, keepTabs: false).utf8)
        // The terminal may be in raw mode: a line ends with CR LF.
        if endsLine { safe += [0x0D, 0x0A] }
        return (try? Platform.writeAll(descriptor, safe)) != nil
    }
}
