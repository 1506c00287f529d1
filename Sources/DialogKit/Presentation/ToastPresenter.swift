/// How a toast is shown.
public struct ToastOptions: Sendable {
    /// Where the toast's rows are.
    public enum Placement: Equatable, Sendable {
        /// Rows made below the cursor; the script waits until the toast has gone.
        case inline(Toast.Position)
        /// The bottom rows of the screen, kept out of the scroll region, for a toast detached from a script
        /// that goes on printing: its output scrolls above the toast and is never drawn over or erased.
        case screenBottom
    }

    public var placement: Placement
    public var schedule: ToastSchedule
    public var colorDepth: ColorDepth
    /// Bytes of a desktop notification to send when the toast shows (see `Escape.desktopNotification`).
    public var notification: [UInt8]?
    /// When the toast was asked for, to take its turn in that order (see `Terminal.waitForTurn`).
    public var arrival: UInt64?

    public init(placement: Placement = .inline(.bottom), schedule: ToastSchedule = ToastSchedule(),
                colorDepth: ColorDepth = .ansi16, notification: [UInt8]? = nil) {
        self.placement = placement
        self.schedule = schedule
        self.colorDepth = colorDepth
        self.notification = notification
    }
}

/// How a toast ended.
public enum ToastResult: Equatable, Sendable {
    case shown
    case interrupted(signal: Int32)
}

/// Runs a toast's schedule on a terminal: never reads a key (type-ahead stays queued for the next program),
/// draws only when the fade changes, and erases every trace of itself.
final class ToastPresenter {
    private let toast: Toast
    private let terminal: Terminal
    private let options: ToastOptions
    private let theme: Theme
    private var screen: Size
    private var previous = Buffer(size: Size(width: 0, height: 0))
    private var regionHeight = 0

    init(_ toast: Toast, terminal: Terminal, options: ToastOptions) {
        self.toast = toast
        self.terminal = terminal
        self.options = options
        theme = Theme.standard(for: options.colorDepth)
        screen = terminal.size
    }

    private var detached: Bool { options.placement == .screenBottom }

    func run() throws -> ToastResult {
        if !detached {
            // Echo off (TCSANOW, so nothing typed is flushed) and the cursor hidden while the toast shows.
            try terminal.setInputMode(.noEcho)
            try terminal.enable(.hiddenCursor)
        }
        defer {
            try? terminal.write(eraseRegion())
            if !detached {
                try? terminal.disable(.hiddenCursor)
                try? terminal.setInputMode(.original)
            }
        }
        terminal.queue(makeRegion() + (options.notification ?? []))
        let start = Terminal.now()
        var firstFrame = true
        while true {
            let elapsed = Terminal.now() - start
            let next = options.schedule.nextChange(after: elapsed)
            if next == nil, !firstFrame { return .shown }
            // A toast always shows at least once, even with no time to stay (`--duration 0 --no-animation`).
            try draw(opacity: firstFrame && !options.schedule.animated ? 1 : options.schedule.opacity(at: elapsed))
            firstFrame = false
            // With no time to stay (`--duration 0 --no-animation`) the toast is erased at once: let the
            // terminal take the frame first.
            if next.map({ $0 <= Terminal.now() - start }) ?? true { terminal.letOutputThrough() }
            guard let next else { return .shown }
            let wakeup = try terminal.wait(timeout: max(0, next - (Terminal.now() - start)), readInput: false)
            for signal in wakeup.signals {
                switch signal {
                case SIGINT, SIGTERM, SIGHUP: return .interrupted(signal: signal)
                case SIGWINCH:
                    try terminal.write(eraseRegion())
                    screen = terminal.size
                    try terminal.write(makeRegion())
                case SIGTSTP:
                    try terminal.write(eraseRegion())
                    try terminal.suspend()
                    screen = terminal.size
                    try terminal.write(makeRegion())
                default: break
                }
            }
        }
    }

    /// The box's size, and the rows the toast uses: the box and one spacer row.
    private var boxSize: Size { toast.boxSize(screen: Size(width: screen.width, height: max(1, screen.height - 2))) }

    private var regionTop: Int { max(0, screen.height - regionHeight) }

    private func makeRegion() -> [UInt8] {
        regionHeight = min(boxSize.height + 1, max(1, screen.height - 1))
        previous = Buffer(size: Size(width: screen.width, height: regionHeight))
        guard detached else { return InlineRegion.reserve(height: regionHeight) }
        // Scroll the screen up by the toast's rows (from the bottom line), bring the saved cursor up with its
        // text, and keep those rows out of the scroll region.
        var bytes = Escape.saveCursor + Escape.cursorPosition(row: screen.height - 1, column: 0)
        for _ in 0..<regionHeight { bytes += Escape.index }
        bytes += Escape.restoreCursor + Escape.cursorUp(regionHeight) + Escape.saveCursor
        bytes += Escape.setScrollRegion(top: 0, bottom: max(0, regionTop - 1)) + Escape.restoreCursor
        return bytes
    }

    private func eraseRegion() -> [UInt8] {
        guard regionHeight > 0 else { return [] }
        defer { regionHeight = 0 }
        guard detached else { return InlineRegion.erase() }
        return Escape.saveCursor + Escape.resetScrollRegion + Escape.cursorPosition(row: regionTop, column: 0)
            + Escape.eraseDisplay(.below) + Escape.restoreCursor
    }

    /// Lays the toast out at `opacity` and sends what changed, in one write.
    private func draw(opacity: Double) throws {
        let size = Size(width: screen.width, height: regionHeight)
        var next = Buffer(size: size)
        let box = boxSize
        let y: Int
        switch options.placement {
        case .inline(.top): y = 0
        case .inline(.bottom), .screenBottom: y = max(0, regionHeight - box.height)
        }
        let rect = Rect(x: max(0, (screen.width - box.width) / 2), y: y, width: box.width, height: min(box.height, regionHeight))
        toast.render(into: &next, in: rect, screen: Size(width: screen.width, height: max(1, screen.height - 2)),
                     theme: theme, opacity: opacity)
        let changes = BufferDiff.diff(from: previous, to: next)
        guard !changes.isEmpty else { return }
        var frame = Escape.beginSynchronizedUpdate
        var encoder: ANSIEncoder
        if detached {
            // The script's cursor (and its colours) are saved around every frame: it may be printing meanwhile.
            frame += Escape.saveCursor
            encoder = ANSIEncoder(colorDepth: options.colorDepth, motion: .absolute(originRow: regionTop), columns: screen.width)
            frame += Escape.resetStyle
        } else {
            // Inline frames start from the remembered cursor, so the encoder knows where it is.
            frame += Escape.restoreCursor + Escape.cursorDown(1) + Escape.cursorColumn(0)
            encoder = ANSIEncoder(colorDepth: options.colorDepth, motion: .relative, columns: screen.width)
        }
        encoder.encode(changes, into: &frame)
        encoder.resetStyle(into: &frame)
        frame += detached ? Escape.restoreCursor : []
        frame += Escape.endSynchronizedUpdate
        try terminal.write(frame)
        swap(&previous, &next)
    }
}

extension Toast {
    /// Shows the toast on `terminal` (after any dialog already showing there) and erases it again.
    public func present(on terminal: Terminal, options: ToastOptions = ToastOptions()) throws -> ToastResult {
        if let signal = try terminal.waitForTurn(arrival: options.arrival) { return .interrupted(signal: signal) }
        return try ToastPresenter(self, terminal: terminal, options: options).run()
    }
}
