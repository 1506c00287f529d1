extension Toast {
    /// Draws the toast at once in rows made below the cursor and leaves it there, the cursor on the line under
    /// it: a note that stays while the script goes on (whiptail's `--infobox`), where `present` fades it out
    /// and erases it. Reads no key and changes no mode of the terminal; like every presentation it first waits
    /// for the terminal's turn, which the caller lets go by restoring the terminal. It is drawn with the theme
    /// `options` pick on `terminal`; in plain mode it is one plain line, as `present` writes it.
    public func leave(on terminal: Terminal, options: PresentationOptions) throws -> ToastResult {
        if options.plain || terminal.isPlain { return try writePlainLine(on: terminal, arrival: nil) }
        let colorDepth = options.colorDepth
        let theme: Theme? = terminal.theme(for: options)
        let shown = OneShot { try self.draw(on: terminal, colorDepth: colorDepth, theme: theme) }
        if let signal = try Program(shown, terminal: terminal, kind: .toast).run() { return .interrupted(signal: signal) }
        return .finished(.shown)
    }

    private func draw(on terminal: Terminal, colorDepth: ColorDepth, theme: Theme?) throws {
        let screen = terminal.size
        // As `ToastPresenter` lays it out: the screen less two rows, so that the prompt above stays in view.
        let area = Size(width: screen.width, height: max(1, screen.height - 2))
        let box = boxSize(screen: area)
        let height = min(box.height, max(1, screen.height - 1))
        var next = Buffer(size: Size(width: screen.width, height: height))
        render(into: &next, in: Rect(x: max(0, (screen.width - box.width) / 2), y: 0, width: box.width, height: height),
               screen: area, theme: theme ?? Theme.standard(for: colorDepth), opacity: 1)
        // The rows are made as a toast's are (`InlineRegion.reserve` leaves the cursor at their first column), and
        // the cursor goes below the last one with IND, which scrolls at the bottom margin as a line feed would.
        var renderer = Renderer(viewport: .inline, colorDepth: colorDepth, showing: Buffer(size: next.size))
        try renderer.draw(next, before: InlineRegion.reserve(height: height), cursor: .parked(Point(x: 0, y: height - 1)),
                          after: Escape.index + Escape.carriageReturn, on: terminal)
    }
}
