/// How a toast ended: shown and gone, or ended by a signal (the one result type every presentation has).
public typealias ToastResult = PresentationResult<Toast.Outcome>

extension Toast {
    /// A toast's only outcome of its own: it was shown and has gone.
    public enum Outcome: Equatable, Sendable { case shown }
}

/// A toast run by the clock: its schedule's frames drawn when due, in rows made below the cursor (`inline`) or,
/// detached, in the blank bottom rows of the tmux pane (`band`, see `PaneBand`). It reads no key (type-ahead stays
/// queued for the next program), draws only when the fade changes, and erases every trace of itself; `kept`
/// (whiptail's infobox) it ends instead with its one frame left on the screen and the cursor on the line below.
final class ToastScene: Scene {
    enum Place {
        case inline(Toast.Position)
        /// Detached: nothing shows where the pane cannot be read (nil, outside tmux).
        case band((any PaneReader)?)
    }

    private let toast: Toast
    private let terminal: any TerminalPort
    private let place: Place
    private let theme: Theme
    private let notification: [UInt8]
    private let kept: Bool
    private var clock: ToastClock
    private var screen: Size
    private var renderer: Renderer
    /// The rows an inline toast uses: the box and, unless kept, a spacer row; 0 while none are made.
    private var rows = 0
    /// Where a detached toast's box is, once a reading of the pane found room for it.
    private var band: PaneBand?
    /// A reading of the pane under way, whose result the loop waits on.
    private var reading: TmuxPane.Reading?
    /// Whether the last reading found the box as drawn, for the next frame to be drawn.
    private var confirmed = false
    private var drawn = false
    /// Whether a detached toast stepped aside (its rows taken, the pane resized) or found no room.
    private var isOver = false

    /// How often a detached toast reads the pane while nothing else happens: output that scrolls the box is
    /// noticed this soon.
    static let checkInterval = 0.1

    init(_ toast: Toast, on terminal: any TerminalPort, place: Place, theme: Theme, colorDepth: ColorDepth,
         schedule: ToastSchedule = ToastSchedule(), notification: [UInt8]? = nil, kept: Bool = false) {
        self.toast = toast
        self.terminal = terminal
        self.place = place
        self.theme = theme
        self.notification = notification ?? []
        self.kept = kept
        clock = ToastClock(schedule)
        screen = terminal.size
        let viewport: Viewport
        switch place {
        case .inline: viewport = kept ? .inline : .belowSavedCursor
        case .band: viewport = .band(top: 0)
        }
        renderer = Renderer(viewport: viewport, colorDepth: colorDepth)
    }

    /// Runs the toast once it holds the terminal's turn; `whenInLine` is called once it stands in line.
    func run(arrival: UInt64?, whenInLine: (() -> Void)? = nil) throws -> ToastResult {
        let program = try Program(self, terminal: terminal, kind: .toast, arrival: arrival, whenInLine: whenInLine)
        if let signal = try program.run() { return .interrupted(signal: signal) }
        return .finished(.shown)
    }

    func enter(now: Double) throws {
        clock.begin(at: now)
        switch place {
        case .inline where kept:
            terminal.queue(makeRegion())
        case .inline:
            // Echo off (TCSANOW, so nothing typed is flushed) and the cursor hidden while the toast shows.
            try terminal.setInputMode(.noEcho)
            try terminal.enable(.hiddenCursor)
            terminal.queue(makeRegion() + notification)
            terminal.setCrashCleanup(InlineRegion.erase())
        case .band(let pane):
            guard let pane, !terminal.backgroundWritesStopped, let started = pane.startReading(now: now) else {
                isOver = true
                return
            }
            reading = started
        }
    }

    func leave() {
        guard !kept else { return }
        terminal.setCrashCleanup([])
        switch place {
        case .inline:
            try? terminal.write(eraseRegion())
            try? terminal.disable(.hiddenCursor)
            try? terminal.setInputMode(.original)
        case .band(let pane):
            _ = reading?.finish()
            reading = nil
            // One last reading, bounded by `TmuxPane.timeLimit`, for what is still the toast's to erase.
            guard drawn, let band, let snapshot = pane?.snapshot(), !snapshot.alternateScreen else { return }
            let bytes = band.erasure(of: renderer.previous, in: snapshot, now: terminal.size)
            if !bytes.isEmpty { try? terminal.write(bytes) }
        }
    }

    func next(now: Double) throws -> EventLoop.Wait? {
        guard !isOver else { return nil }
        if let reading {
            guard now < reading.deadline else { return nil }
            return EventLoop.Wait(timeout: reading.deadline - now, readInput: false, others: [reading.descriptor])
        }
        if kept {
            try draw(opacity: 1)
            return nil
        }
        guard let frame = clock.frame(at: now) else { return nil }
        switch place {
        case .inline:
            // Behind the shell (Ctrl-Z stopped the script around the toast, and the stop is on its way), nothing is drawn.
            if !terminal.mustNotDraw { try draw(opacity: frame.opacity) }
            return clock.wait(until: frame.next, on: terminal)
        case .band(let pane):
            guard clock.isFirst || confirmed else {
                // Before every frame but the first, and every `checkInterval`, the pane is read again.
                guard let started = pane?.startReading(now: now) else { return nil }
                reading = started
                return try next(now: now)
            }
            confirmed = false
            try draw(opacity: frame.opacity)
            return clock.wait(until: frame.next, on: terminal, longest: Self.checkInterval)
        }
    }

    /// Takes the pane's reading as it comes: the box placed by the first, checked by every later one.
    func handle(_ wakeup: Terminal.Wakeup, now: Double) throws {
        guard var current = reading,
              let received = wakeup.received.first(where: { $0.descriptor == current.descriptor }) else { return }
        guard current.take(received.bytes) else {
            reading = current
            return
        }
        reading = nil
        let snapshot = current.finish()
        if terminal.backgroundWritesStopped {
            isOver = true
        } else if let band {
            confirmed = band.holds(renderer.previous, in: snapshot)
            isOver = !confirmed
        } else if let snapshot, let found = PaneBand(fitting: boxSize, in: snapshot, screen: screen) {
            band = found
            renderer = Renderer(viewport: .band(top: found.box.y), colorDepth: renderer.colorDepth,
                                showing: Buffer(size: Size(width: screen.width, height: found.box.height)))
            terminal.setCrashCleanup(found.eraseBytes(rows: Array(found.box.y..<(found.box.y + found.box.height))))
        } else {
            isOver = true
        }
    }

    /// An inline toast makes its rows again; a detached one ends, its rows may be anywhere now.
    func resize() throws {
        guard case .inline = place else {
            isOver = true
            return
        }
        try terminal.write(eraseRegion())
        screen = terminal.size
        try terminal.write(makeRegion())
    }

    /// Ctrl-Z is not a detached toast's: the program in front has the terminal.
    func stopping(byKey: Bool) throws -> Bool {
        guard case .inline = place else { return false }
        try terminal.eraseBeforeStopping(eraseRegion(), byTerminal: true)
        return true
    }

    func resumed() throws {
        screen = terminal.size
        try terminal.write(makeRegion())
    }

    /// The box's size on the screen less two rows, so that the prompt above an inline toast stays in view.
    private var layoutArea: Size { Size(width: screen.width, height: max(1, screen.height - 2)) }
    private var boxSize: Size { toast.boxSize(screen: layoutArea) }

    private func makeRegion() -> [UInt8] {
        rows = min(boxSize.height + (kept ? 0 : 1), max(1, screen.height - 1))
        renderer.reset(showing: Buffer(size: Size(width: screen.width, height: rows)))
        return InlineRegion.reserve(height: rows)
    }

    private func eraseRegion() -> [UInt8] {
        guard rows > 0 else { return [] }
        rows = 0
        return InlineRegion.erase()
    }

    /// Lays the toast out at `opacity` and sends what changed, in one write.
    private func draw(opacity: Double) throws {
        var next = Buffer(size: renderer.previous.size)
        let box = boxSize
        var y = 0
        if case .inline(.bottom) = place { y = max(0, rows - box.height) }
        let x = band?.box.x ?? max(0, (screen.width - box.width) / 2)
        toast.render(into: &next, in: Rect(x: x, y: y, width: box.width, height: min(box.height, next.size.height)),
                     screen: layoutArea, theme: theme, opacity: opacity)
        let bytes: [UInt8]
        if case .band = place {
            bytes = renderer.frame(next, after: drawn ? [] : notification)
        } else {
            // The cursor waits on the last row: should the shell take the terminal back before the toast can erase
            // itself (Ctrl-Z in a script, see `Terminal.eraseBeforeStopping`), it reports the job below the box. A
            // kept toast puts it below with IND, which scrolls at the bottom margin as a line feed would.
            bytes = renderer.frame(next, cursor: .parked(Point(x: 0, y: rows - 1)),
                                   after: kept ? Escape.index + Escape.carriageReturn : [])
        }
        guard !bytes.isEmpty else { return }
        try terminal.write(bytes)
        drawn = true
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
    mutating func wait(until next: Double?, on terminal: any TerminalPort, longest: Double = .infinity) -> EventLoop.Wait? {
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
        var place = ToastScene.Place.band(TmuxPane.current())
        if case .inline(let position) = options.placement { place = .inline(position) } else { ProcessContext.ignore(.terminalOutput) }
        let scene = ToastScene(self, on: terminal, place: place, theme: options.theme(on: terminal),
                               colorDepth: options.colorDepth, schedule: options.schedule, notification: options.notification)
        return try scene.run(arrival: options.arrival,
                             whenInLine: options.placement == .screenBottom ? ProcessContext.announceReadiness : nil)
    }

    /// Draws the toast at once in rows made below the cursor and leaves it there, the cursor on the line under
    /// it: a note that stays while the script goes on (whiptail's `--infobox`), where `present` fades it out
    /// and erases it. Reads no key and changes no mode of the terminal; like every presentation it first waits
    /// for the terminal's turn, which the caller lets go by restoring the terminal. It is drawn with the theme
    /// `options` pick on `terminal`; in plain mode it is one plain line, as `present` writes it.
    public func leave(on terminal: Terminal, options: PresentationOptions) throws -> ToastResult {
        if options.plain || terminal.isPlain { return try writePlainLine(on: terminal, arrival: nil) }
        return try ToastScene(self, on: terminal, place: .inline(.bottom), theme: terminal.theme(for: options),
                              colorDepth: options.colorDepth, kept: true).run(arrival: nil)
    }

    /// Whether a detached toast can show here: only inside tmux, where the screen can be read (see `PaneBand`).
    public static var canShowDetached: Bool { TmuxPane.current() != nil }
}

extension ProcessContext {
    /// Starts the program at `path` in the background with `arguments` (its standard streams on /dev/null, so a
    /// caller's `$(...)` does not wait for it) and `environment` added to this process's, and returns once it
    /// says it stands in line for the terminal (`announceReadiness`), has ended, or `patience` seconds have
    /// passed: what a script starts one after another then shows in that order.
    public static func startInBackground(_ path: String, _ arguments: [String], environment: [String: String],
                                         patience: Double = 2) throws {
        let pipe = try Platform.makePipe()
        defer { Platform.close(pipe.read) }
        do {
            try Platform.spawnDetached(path, arguments, extraEnvironment: environment, readiness: pipe.write)
        } catch {
            Platform.close(pipe.write)
            throw error
        }
        Platform.close(pipe.write)
        // The byte, or the end of the pipe when the program ended; nothing after `patience`.
        _ = try? ProcessContext.read(pipe.read, capacity: 64, timeout: patience)
    }
}
