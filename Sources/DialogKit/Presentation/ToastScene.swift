/// How a toast ended: shown and gone, or ended by a signal (the one result type every presentation has).
public typealias ToastResult = PresentationResult<Toast.Outcome>

/// Runs a toast on the clock, each frame the toast's answer to a tick, in rows made below the cursor (`inline`) or,
/// detached, in the blank bottom rows of the tmux pane (`band`, see `PaneBand`), or where the pane has none, in
/// tmux's message line for the toast's time. It reads no key (type-ahead stays
/// queued for the next program), draws only when the fade changes, and erases every trace of itself; `kept`
/// (whiptail's infobox) it ends instead with its one frame left on the screen and the cursor on the line below.
final class ToastScene: Scene {
    enum Place {
        case inline
        /// Detached: nothing shows where the pane cannot be read (nil, outside tmux).
        case band((any PaneReader)?)
        /// Kept with its top left corner at a point of the screen (dialog's `--begin`), drawn once over what is there.
        case at(Point)
    }

    private var toast: Toast
    private let terminal: any TerminalPort
    private let place: Place
    private let theme: Theme
    private let kept: Bool
    private var screen: Size
    private var renderer: Renderer
    private var start = 0.0
    /// The rows an inline toast uses: the box and, unless kept, a spacer row; 0 while none are made.
    private var rows = 0
    /// Where a detached toast's box is, once a reading of the pane found room for it.
    private var band: PaneBand?
    /// A reading of the pane under way, whose result the loop waits on.
    private var reading: TmuxPane.Reading?
    /// Whether the last reading found the box as drawn, for the next frame to be drawn.
    private var confirmed = false
    private var drawn = false
    /// Whether a detached toast stepped aside (its rows taken, the pane resized) or could not show.
    private var isOver = false
    /// When a detached toast shown in tmux's message line is over.
    private var messageLineEnds: Double?

    /// How often a detached toast reads the pane while nothing else happens: output that scrolls the box is
    /// noticed this soon.
    static let checkInterval = 0.1

    init(_ toast: Toast, on terminal: any TerminalPort, place: Place, theme: Theme, colorDepth: ColorDepth, kept: Bool = false) {
        self.toast = toast
        self.terminal = terminal
        self.place = place
        self.theme = theme
        self.kept = kept
        screen = terminal.size
        let viewport: Viewport
        switch place {
        case .inline: viewport = kept ? .inline : .belowSavedCursor
        case .band: viewport = .band(top: 0)
        case .at: viewport = .band(top: 0)
        }
        renderer = Renderer(viewport: viewport, colorDepth: colorDepth)
        if case .at(let corner) = place {
            // The box's rows from the corner, moved up as far as it takes to keep them on the screen.
            let rows = min(toast.boxSize(screen: Size(width: screen.width, height: max(1, screen.height - 2))).height, screen.height)
            renderer = Renderer(viewport: .band(top: max(0, min(corner.y, screen.height - rows))), colorDepth: colorDepth,
                                showing: Buffer(size: Size(width: screen.width, height: max(1, rows))))
        }
    }

    /// Runs the toast once it holds the terminal's turn; `whenInLine` is called once it stands in line.
    func run(arrival: UInt64?, whenInLine: (() -> Void)? = nil) throws -> ToastResult {
        let program = try Program(self, terminal: terminal, kind: .toast, arrival: arrival, whenInLine: whenInLine)
        return try program.run { .finished(.shown) }
    }

    func enter(now: Double) throws {
        start = now
        switch place {
        case .inline where kept:
            terminal.queue(makeRegion())
        case .inline:
            // Echo off (TCSANOW, so nothing typed is flushed) and the cursor hidden while the toast shows.
            try terminal.setInputMode(.noEcho)
            try terminal.enable(.hiddenCursor)
            terminal.queue(makeRegion() + toast.notification)
            terminal.setCrashCleanup(InlineRegion.erase())
        case .band(let pane):
            guard let pane else {
                isOver = true
                return
            }
            // Not to write to the terminal (`stty tostop`): the message line needs no write.
            if terminal.backgroundWritesStopped {
                showInMessageLine(pane, now: now)
                return
            }
            guard let started = pane.startReading(now: now) else {
                isOver = true
                return
            }
            reading = started
        case .at:
            break
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
        case .at:
            break
        }
    }

    func next(now: Double) throws -> EventLoop.Wait? {
        if let ends = messageLineEnds {
            return now < ends ? EventLoop.Wait(timeout: ends - now, readInput: false, others: []) : nil
        }
        guard !isOver else { return nil }
        if let reading {
            guard now < reading.deadline else { return nil }
            return EventLoop.Wait(timeout: reading.deadline - now, readInput: false, others: [reading.descriptor])
        }
        if kept {
            try draw()
            return nil
        }
        if case .band(let pane) = place {
            // Before every frame but the first the pane is read again, and at least every `checkInterval`.
            guard !toast.started || confirmed else {
                guard let started = pane?.startReading(now: now) else { return nil }
                reading = started
                return try next(now: now)
            }
            confirmed = false
        }
        let effect = toast.handle(.tick(now - start), screen: layoutArea)
        // Behind the shell (Ctrl-Z stopped the script around an inline toast, the stop on its way), nothing is drawn.
        if isDetached || !terminal.mustNotDraw { try draw() }
        guard case .redrawAfter(let seconds)? = effect else {
            terminal.letOutputThrough()
            return nil
        }
        let left = seconds - (terminal.now() - now)
        // With no time to stay (`--duration 0 --no-animation`) the toast is erased at once: let the terminal take the
        // frame first.
        if left <= 0 { terminal.letOutputThrough() }
        return EventLoop.Wait(timeout: isDetached ? min(Self.checkInterval, left) : left, readInput: false, others: [])
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
        if let band {
            confirmed = !terminal.backgroundWritesStopped && band.holds(renderer.previous, in: snapshot)
            isOver = !confirmed
        } else if !terminal.backgroundWritesStopped, let snapshot, let found = PaneBand(fitting: boxSize, in: snapshot, screen: screen) {
            band = found
            renderer = Renderer(viewport: .band(top: found.box.y), colorDepth: renderer.colorDepth,
                                showing: Buffer(size: Size(width: screen.width, height: found.box.height)))
            terminal.setCrashCleanup(found.eraseBytes(rows: Array(found.box.y..<(found.box.y + found.box.height))))
        } else if snapshot != nil, case .band(let pane?) = place {
            // No free rows (the prompt on the last one, a full-screen program in front), or no write allowed.
            showInMessageLine(pane, now: now)
        } else {
            isOver = true
        }
    }

    /// Shows the toast as one line in tmux's message line for as long as its schedule lasts, its notification sent.
    private func showInMessageLine(_ pane: any PaneReader, now: Double) {
        let seconds = max(toast.schedule.total, Self.shortestMessage)
        guard pane.showMessage(toast.messageLine, seconds: seconds) else {
            isOver = true
            return
        }
        if !toast.notification.isEmpty, !terminal.backgroundWritesStopped { try? terminal.write(toast.notification) }
        messageLineEnds = now + seconds
    }

    /// The least time a toast stays in the message line, even with none to stay (`--duration 0`).
    static let shortestMessage = 0.5

    /// An inline toast makes its rows again; a detached one ends, its rows may be anywhere now (in the message line
    /// it stays).
    func resize() throws {
        guard !isDetached else {
            if messageLineEnds == nil { isOver = true }
            return
        }
        try terminal.write(eraseRegion())
        screen = terminal.size
        try terminal.write(makeRegion())
    }

    /// Ctrl-Z is not a detached toast's: the program in front has the terminal.
    func stopping(byKey: Bool) throws -> Bool {
        guard !isDetached else { return false }
        try terminal.eraseBeforeStopping(eraseRegion(), byTerminal: true)
        return true
    }

    func resumed() throws {
        screen = terminal.size
        try terminal.write(makeRegion())
    }

    private var isDetached: Bool {
        if case .band = place { return true }
        if case .at = place { return true }
        return false
    }

    /// The box's size on the screen less two rows, so that the prompt above an inline toast stays in view.
    private var layoutArea: Size { Size(width: screen.width, height: max(1, screen.height - 2)) }
    private var boxSize: Size { toast.boxSize(screen: layoutArea) }

    private func makeRegion() -> [UInt8] {
        rows = min(boxSize.height + (kept ? 0 : 1), max(1, screen.height - 1))
        renderer.reset(size: Size(width: screen.width, height: rows))
        return InlineRegion.reserve(height: rows)
    }

    private func eraseRegion() -> [UInt8] {
        guard rows > 0 else { return [] }
        rows = 0
        return InlineRegion.erase()
    }

    /// Lays the toast out as its last tick left it and sends what changed, in one write.
    private func draw() throws {
        var next = Buffer(size: renderer.shownSize)
        let box = boxSize
        let y = toast.position == .bottom ? max(0, rows - box.height) : 0
        var x = band?.box.x ?? max(0, (screen.width - box.width) / 2)
        if case .at(let corner) = place { x = max(0, min(corner.x, screen.width - box.width)) }
        toast.render(into: &next, in: Rect(x: x, y: y, width: box.width, height: min(box.height, next.size.height)),
                     screen: layoutArea, theme: theme)
        let bytes: [UInt8]
        if isDetached {
            bytes = renderer.frame(next, after: drawn ? [] : toast.notification)
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

extension Toast {
    /// Shows the toast in rows made below the cursor, after any dialog already showing on `terminal`, and erases it
    /// again. In plain mode (`options.plain`, or a terminal opened plain) it is one plain line that stays, and no
    /// notification is sent.
    public func present(on terminal: Terminal, options: PresentationOptions = PresentationOptions()) throws -> ToastResult {
        try show(on: terminal, options: options, place: .inline)
    }

    /// Shows the toast detached from a script that goes on, in its turn by `arrival`, where it covers nothing and
    /// touches nothing of the program in front (see `PaneBand`). It ignores SIGTTOU: in the background, a stop at its
    /// first write would keep the turn from every dialog after it; it honours `stty tostop` by not drawing instead.
    public func presentDetached(on terminal: Terminal, options: PresentationOptions, arrival: UInt64?) throws -> ToastResult {
        try show(on: terminal, options: options, place: .band(TmuxPane.current()), arrival: arrival)
    }

    /// Draws the toast at once in rows made below the cursor and leaves it there, the cursor on the line under it: a
    /// note that stays while the script goes on (whiptail's `--infobox`). Reads no key and changes no mode of the
    /// terminal; the caller lets the turn go by restoring the terminal.
    public func leave(on terminal: Terminal, options: PresentationOptions) throws -> ToastResult {
        try show(on: terminal, options: options, place: .inline, kept: true)
    }

    /// Draws the toast at once with its top left corner at `corner` of the screen, over what is there, and leaves it
    /// (dialog's `--infobox` with `--begin`); kept on the screen, as `leave(on:options:)` keeps it.
    public func leave(on terminal: Terminal, options: PresentationOptions, at corner: Point) throws -> ToastResult {
        try show(on: terminal, options: options, place: .at(corner), kept: true)
    }

    private func show(on terminal: Terminal, options: PresentationOptions, place: ToastScene.Place, kept: Bool = false,
                      arrival: UInt64? = nil) throws -> ToastResult {
        if options.plain || terminal.isPlain { return try writePlainLine(on: terminal, arrival: arrival, messages: options.messages) }
        var toast = self
        if !options.animated { toast.schedule = ToastSchedule(hold: schedule.hold, animated: false) }
        var whenInLine: (() -> Void)?
        if case .band = place {
            ProcessContext.ignore(.terminalOutput)
            whenInLine = ProcessContext.announceReadiness
        }
        // Never asked: detached, the program in front reads the replies; inline, one could come behind a typed key.
        return try ToastScene(toast, on: terminal, place: place, theme: terminal.theme(for: options),
                              colorDepth: options.colorDepth, kept: kept).run(arrival: arrival, whenInLine: whenInLine)
    }

    /// Whether a detached toast can show here: only inside tmux, where the screen can be read (see `PaneBand`).
    public static var canShowDetached: Bool { TmuxPane.current() != nil }

    /// The toast as one line for tmux's message line: its symbol, then `Title: message`.
    var messageLine: String {
        kind.symbol + " " + (title.isEmpty ? message : title + ": " + message)
    }
}
