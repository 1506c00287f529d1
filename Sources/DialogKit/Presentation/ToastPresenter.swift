/// How a toast ended: shown and gone, or ended by a signal (the one result type every presentation has).
public typealias ToastResult = PresentationResult<Toast.Outcome>

extension Toast {
    /// A toast's only outcome of its own: it was shown and has gone.
    public enum Outcome: Equatable, Sendable { case shown }
}

/// Runs an inline toast's schedule on a terminal: never reads a key (type-ahead stays queued for the next
/// program), draws only when the fade changes, and erases every trace of itself.
final class ToastPresenter: Scene {
    private let toast: Toast
    private let terminal: Terminal
    private let options: ToastOptions
    private let theme: Theme
    private var screen: Size
    private var renderer: Renderer
    private var regionHeight = 0
    private var clock: ToastClock

    init(_ toast: Toast, terminal: Terminal, options: ToastOptions) {
        self.toast = toast
        self.terminal = terminal
        self.options = options
        theme = options.theme(on: terminal)
        screen = terminal.size
        renderer = Renderer(viewport: .belowSavedCursor, colorDepth: options.colorDepth)
        clock = ToastClock(options.schedule)
    }

    func run(arrival: UInt64?) throws -> ToastResult {
        if let signal = try Program(self, terminal: terminal, kind: .toast, arrival: arrival).run() {
            return .interrupted(signal: signal)
        }
        return .finished(.shown)
    }

    func enter(now: Double) throws {
        clock.begin(at: now)
        // Echo off (TCSANOW, so nothing typed is flushed) and the cursor hidden while the toast shows.
        try terminal.setInputMode(.noEcho)
        try terminal.enable(.hiddenCursor)
        terminal.queue(makeRegion() + (options.notification ?? []))
        terminal.setCrashCleanup(InlineRegion.erase())
    }

    func leave() {
        terminal.setCrashCleanup([])
        try? terminal.write(eraseRegion())
        try? terminal.disable(.hiddenCursor)
        try? terminal.setInputMode(.original)
    }

    func next(now: Double) throws -> EventLoop.Wait? {
        guard let frame = clock.frame(at: now) else { return nil }
        // Behind the shell (Ctrl-Z stopped the script around the toast, and the stop is on its way), nothing is drawn.
        if !terminal.mustNotDraw { try draw(opacity: frame.opacity) }
        return clock.wait(until: frame.next, on: terminal)
    }

    func handle(_ wakeup: Terminal.Wakeup, now: Double) throws {}

    func resize() throws {
        try terminal.write(eraseRegion())
        screen = terminal.size
        try terminal.write(makeRegion())
    }

    func stopping(byKey: Bool) throws -> Bool {
        try terminal.eraseBeforeStopping(eraseRegion(), byTerminal: true)
        return true
    }

    func resumed() throws {
        screen = terminal.size
        try terminal.write(makeRegion())
    }

    /// The box's size, and the rows the toast uses: the box and one spacer row.
    private var boxSize: Size { toast.boxSize(screen: Size(width: screen.width, height: max(1, screen.height - 2))) }

    private func makeRegion() -> [UInt8] {
        regionHeight = min(boxSize.height + 1, max(1, screen.height - 1))
        renderer.reset(showing: Buffer(size: Size(width: screen.width, height: regionHeight)))
        return InlineRegion.reserve(height: regionHeight)
    }

    private func eraseRegion() -> [UInt8] {
        guard regionHeight > 0 else { return [] }
        regionHeight = 0
        return InlineRegion.erase()
    }

    /// Lays the toast out at `opacity` and sends what changed, in one write.
    private func draw(opacity: Double) throws {
        let size = Size(width: screen.width, height: regionHeight)
        var next = Buffer(size: size)
        let box = boxSize
        let y: Int
        if case .inline(.top) = options.placement { y = 0 } else { y = max(0, regionHeight - box.height) }
        let rect = Rect(x: max(0, (screen.width - box.width) / 2), y: y, width: box.width, height: min(box.height, regionHeight))
        toast.render(into: &next, in: rect, screen: Size(width: screen.width, height: max(1, screen.height - 2)),
                     theme: theme, opacity: opacity)
        // The cursor waits on the region's last row: should the shell take the terminal back before the toast can
        // erase itself (Ctrl-Z in a script, see `Terminal.eraseBeforeStopping`), it reports the job below the box.
        try renderer.draw(next, cursor: .parked(Point(x: 0, y: regionHeight - 1)), on: terminal)
    }
}

extension ToastOptions {
    /// The theme these options ask for, in the appearance of `terminal`'s background.
    func theme(on terminal: Terminal) -> Theme {
        Theme.resolved(depth: colorDepth, appearance: terminal.appearance(for: self), setting: themeSetting)
    }
}

/// A toast's schedule as it runs, from the moment it holds the turn: the frame due, and the wait for the next.
struct ToastClock {
    private let schedule: ToastSchedule
    private var start = 0.0
    /// Whether the first frame, which is always drawn, is still to come.
    private(set) var isFirst = true

    init(_ schedule: ToastSchedule) { self.schedule = schedule }

    mutating func begin(at now: Double) { start = now }

    /// The frame due at `now`: its opacity, and when the one after it is due; nil once the toast is gone.
    func frame(at now: Double) -> (opacity: Double, next: Double?)? { schedule.frame(after: now - start, first: isFirst) }

    /// Once a frame is out, the wait for the next (at most `longest` seconds); nil when it was the last.
    mutating func wait(until next: Double?, on terminal: Terminal, longest: Double = .infinity) -> EventLoop.Wait? {
        isFirst = false
        let elapsed = terminal.now() - start
        // With no time to stay (`--duration 0 --no-animation`) the toast is erased at once: let the terminal take
        // the frame first.
        if next.map({ $0 <= elapsed }) ?? true { terminal.letOutputThrough() }
        return next.map { EventLoop.Wait(timeout: min(longest, $0 - elapsed), readInput: false, others: []) }
    }
}

extension Toast {
    /// Shows the toast on `terminal` (after any dialog already showing there) and erases it again. In plain
    /// mode (`options.plain`, or a terminal opened plain) it is one plain line that stays, and no notification
    /// is sent.
    ///
    /// A detached toast (`.screenBottom`) ignores SIGTTOU: in the background, a stop at its first write would
    /// keep the turn from every dialog after it; it honours `stty tostop` by not drawing instead.
    public func present(on terminal: Terminal, options: ToastOptions = ToastOptions()) throws -> ToastResult {
        if options.plain || terminal.isPlain { return try writePlainLine(on: terminal, arrival: options.arrival) }
        guard options.placement == .screenBottom else {
            return try ToastPresenter(self, terminal: terminal, options: options).run(arrival: options.arrival)
        }
        ProcessContext.ignore(.terminalOutput)
        return try DetachedToastPresenter(self, terminal: terminal, options: options, pane: TmuxPane.current()).run()
    }
}

extension Toast {
    /// Whether a detached toast can show here: only inside tmux, where the screen can be read (see
    /// `DetachedToastPresenter`).
    public static var canShowDetached: Bool { TmuxPane.current() != nil }
}
