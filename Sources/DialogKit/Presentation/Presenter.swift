/// A dialog as a scene of the `Program`: feeds it keys, its sources' news and the clock, draws its frames through a
/// `DialogStage`, asks for the terminal's colours before it takes the screen, takes it with the first frame on it, and
/// puts the terminal back however it ends.
final class Presenter<D: Dialog>: Scene {
    private(set) var dialog: D
    /// What the last frame drew of the dialog apart from what it can redraw alone (`Dialog.look`).
    private var drawnLook: DialogLook?
    private let terminal: any TerminalPort
    private let options: PresentationOptions
    /// The theme in the terminal's colours, resolved at the first frame that needs it: once, after any reply.
    private var resolvedTheme: Theme?
    /// The terminal's default colours, once known; the palette follows them.
    private(set) var terminalColors: TerminalColors? { didSet { resolvedTheme = nil } }
    /// The colour query until its DA1 reply comes; the first frame waits for it while `holding`.
    private var query: TerminalColorQuery?
    private var holding = false
    /// Whether typed bytes waited as the dialog ended: the shell's, in front of any reply, which is not drained.
    private var typedAheadAtEnd: Bool?
    /// Events that came while the replies were awaited, for the dialog once it is drawn.
    private var heldEvents: [InputEvent] = []
    /// What the terminal said of its colours, recorded once the first frame is out.
    private var unrecordedColors: TerminalColors?
    private var hidden = false
    private var stage: DialogStage
    private var phase: PresentationPhase = .shown { didSet { if phase.isExiting { noteEnd() } } }
    /// The outcome the box fades out with, once it does.
    private var closingOutcome: D.Outcome?
    private var redrawAt: Double?
    private let start: Double
    private var entered = false
    /// The program running this presentation, which Ctrl-Z read as a key stops.
    private weak var program: Program?
    /// What feeds the dialog besides keys, in the order the program hands on their news.
    private var sources: [any EventSource<D>] = []
    /// How the presentation ended, once it has.
    private var ended: PresentationResult<D.Outcome>? { didSet { hasEnded = true; noteEnd() } }
    /// Whether `ended` is set: what every wakeup asks, without making the result's generic type.
    private var hasEnded = false

    init(_ dialog: D, terminal: any TerminalPort, options: PresentationOptions) {
        self.dialog = dialog
        self.terminal = terminal
        self.options = options
        terminalColors = options.terminalColors
        stage = DialogStage(options: options, screen: terminal.size)
        start = terminal.now()
    }

    private var features: Terminal.Features {
        var features: Terminal.Features = options.readsKeys ? [.hiddenCursor, .bracketedPaste] : [.hiddenCursor]
        if options.placement == .fullscreen { features.insert(.alternateScreen) }
        if options.placement == .fullscreen, options.mouse, options.readsKeys { features.insert(.mouse) }
        return features
    }

    /// Shows the dialog while `sources` feed it (a command, a pipe); the time limit counts from the start.
    func run(sources: [any EventSource<D>] = []) throws -> PresentationResult<D.Outcome> {
        self.sources = sources
        let program = try Program(self, terminal: terminal, sources: sources.map { $0 }, deadline: options.timeout.map { start + $0 },
                                  escapeDelay: options.escapeDelay)
        self.program = program
        defer { self.program = nil }
        return try program.run { ended }
    }

    /// Asks for the colours on the shell's screen, which stays until the first frame takes it (see `takeScreen`).
    func enter(now: Double) throws {
        // The record is read before raw mode, which nothing at its path can then leave on.
        let recorded = wantsColors ? terminal.recordedColors() : nil
        entered = true
        // A dialog that reads no keys reads the replies to its query uncooked, and nothing else (see `replyWait`).
        let asking = recorded == nil && wantsColors && !terminal.hasTypeAhead
        try terminal.setInputMode(options.readsKeys ? .raw : asking ? .noEchoUncooked : .noEcho)
        try askForColors(recorded: recorded)
        // Inside tmux the pane is read, and the box laid out, while the replies are on their way.
        stage.captureScreen(on: terminal)
        if holding { stage.layOut(dialog) }
        phase = options.animated ? .entering(since: now) : .shown
    }

    /// Turns the features on and erases the screen (or makes an inline box's rows), queued for the first frame's write.
    private func takeScreen() throws {
        try terminal.enable(features)
        if options.placement == .inline { terminal.setCrashCleanup(stage.crashCleanup) }
        stage.prepare(dialog, on: terminal)
    }

    func hide() {
        (hidden, holding) = (true, false)
        terminal.setCrashCleanup([])
        if options.placement == .inline, stage.inlineHeight > 0 { try? terminal.write(stage.eraseInlineRegion()) }
        try? terminal.disable(features)
    }

    /// The modes go back after the replies were drained with echo still off.
    func leave() { try? terminal.setInputMode(.original) }

    func timeUp(now: Double) -> Bool {
        guard entered else {
            // Before the dialog shows, answered as the time limit answers a dialog that shows, without drawing it.
            guard case .finish(let outcome)? = dialog.handle(.timeout, screen: stage.layoutArea) else { return true }
            ended = .finished(outcome)
            return false
        }
        if !hasEnded, !phase.isExiting { dispatch(.timeout, now: now) }
        return true
    }

    /// A source's news; before the dialog shows, its end is the presentation's at once.
    func take(_ news: SourceNews, now: Double) throws {
        let effect = news.apply(to: &dialog, from: sources, now: now)
        stage.dialogChanged()
        if !entered, case .finish(let outcome)? = effect { ended = .finished(outcome) } else { apply(effect, now: now) }
    }

    func next(now: Double) throws -> EventLoop.Wait? {
        if hasEnded { return nil }
        if holding, let query {
            // Nothing is drawn until the replies are in or the patience is spent, or the dialog ended meanwhile.
            guard query.isOver(at: now) || phase.isExiting else {
                if !options.readsKeys { return replyWait(until: query.deadline, now: now) }
                let hasPending = program?.hasPendingInput ?? false
                return EventLoop.Wait(timeout: query.deadline - now, readInput: true,
                                      readLimit: hasPending ? TerminalColorQuery.replyChunk : 1)
            }
            settleColors(query, now: now)
        }
        if case .exiting(let since) = phase, let outcome = closingOutcome,
           !options.animated || now - since >= Transition.fadeOutDuration {
            // The fade's last frame, with the box, is followed by the screen given back, never by a frame without it.
            ended = .finished(outcome)
            return nil
        }
        if case .entering(let since) = phase, now - since >= Transition.entranceDuration { phase = .shown }
        // A dialog that reads no keys draws nothing behind the shell after Ctrl-Z (see `Terminal.mustNotDraw`).
        if options.readsKeys || !terminal.mustNotDraw {
            if !stage.isPrepared { try takeScreen() }
            let theme = resolvedTheme ?? options.theme(colors: terminalColors)
            resolvedTheme = theme
            try stage.draw(dialog, drawnLook: drawnLook, at: currentFrame(at: now), theme: theme,
                           background: terminalColors?.background, foreground: terminalColors?.foreground, on: terminal)
            drawnLook = dialog.look
        }
        if let colors = unrecordedColors {
            unrecordedColors = nil
            terminal.recordColors(colors)
        }
        if !heldEvents.isEmpty {
            // The first frame is out: the keys typed before it reach the dialog in order, until one ends it.
            let held = heldEvents
            heldEvents = []
            for event in held where takesEvents { try take(event, now: now) }
            return hasEnded ? nil : EventLoop.Wait(timeout: 0, readInput: false)
        }
        var wait: Double? = nil
        func limit(_ time: Double?) { if let time { wait = min(wait ?? .infinity, max(0, time - now)) } }
        switch phase {
        case .entering: limit(now + Transition.frameInterval)
        // The fade-out changes only at its steps, and ends on time: the screen given back right after the last.
        case .exiting(let since): limit(since + Transition.nextExitChange(after: now - since))
        case .shown: break
        }
        limit(redrawAt)
        if !options.readsKeys, let query, now < query.sentAt + TerminalColorQuery.answerLimit {
            // Replies that come late are read as they come, and no key.
            var replies = replyWait(until: query.sentAt + TerminalColorQuery.answerLimit, now: now)
            if let wait { replies.timeout = min(replies.timeout ?? .infinity, wait) }
            return replies
        }
        // A byte at a time, none while the box fades out: no key typed after the one that ends it is the dialog's.
        return EventLoop.Wait(timeout: wait, readInput: options.readsKeys && !phase.isExiting, readLimit: 1)
    }

    func handle(_ wakeup: Terminal.Wakeup, now: Double) throws {
        if let redraw = redrawAt, now >= redraw {
            redrawAt = nil
            dispatch(.tick(now - start), now: now)
        }
    }

    var takesEvents: Bool { !hasEnded && (!phase.isExiting || holding) }
    /// None while the replies are awaited: they are read first, a byte at a time.
    var takesNews: Bool { takesEvents && !holding }

    var repliesDue: Double? {
        guard let query, typedAheadAtEnd != true else { return nil }
        return query.sentAt + TerminalColorQuery.answerLimit
    }

    /// Takes a reply into the colour query, holds keys while it is awaited, else acts on the event (mouse positions
    /// made relative to the box).
    func take(_ event: InputEvent, now: Double) throws {
        if query?.take(event) == true {
            if query!.isAnswered, !holding {
                // Drained once the dialog is gone, the answer is kept for the dialogs after this one.
                if hidden { terminal.recordColors(query!.colors) }
                query = nil
            }
            return
        }
        if holding {
            // A key before the replies: the terminal is slow or silent. Draw now, so later keys stay unread.
            if options.readsKeys { heldEvents.append(event) }
            if !query!.isAnswered { query!.cutShort() }
            return
        }
        guard options.readsKeys else {
            // A key read by a dialog that reads none: the replies are not read further, what follows is the shell's.
            if case .key = event { query = nil } else if case .paste = event { query = nil } else if case .mouse = event { query = nil }
            return
        }
        guard !hidden else { return }
        switch event {
        case .key(KeyEvent(.character("c"), .control)): ended = .interrupted(signal: .interrupt)
        // Raw mode reads Ctrl-Z as a key (see `Terminal.InputMode.raw`): suspend as the terminal would.
        case .key(KeyEvent(.character("z"), .control)): try program?.stop(byKey: true)
        case .key(let key): dispatch(.key(key), now: now)
        case .paste(let text): dispatch(.paste(text), now: now)
        case .mouse(var mouse):
            let box = stage.boxRect(dialog)
            (mouse.column, mouse.row) = (mouse.column - box.x, mouse.row - box.y)
            dispatch(.mouse(mouse), now: now)
        // A reply that comes after the dialog stopped waiting for it is consumed and ignored.
        case .focus, .terminalReply, .colorReport, .deviceAttributes, .unknown: break
        }
    }

    /// Settles the terminal's colours before the first frame: known already (`COLORFGBG`, the caller, the record),
    /// or asked for when this dialog reads keys and none wait (the shell's part of them would have to be read), at
    /// once and on the shell's screen.
    private func askForColors(recorded: TerminalColors?) throws {
        guard wantsColors else { return }
        if let recorded {
            terminalColors = recorded
        } else if !terminal.hasTypeAhead {
            try terminal.write(TerminalColorQuery.request)
            query = TerminalColorQuery(sentAt: terminal.now())
            holding = true
        }
    }

    /// For a dialog that reads no keys, what is typed stays the shell's: a reply's first byte is read only once a
    /// reply's worth waits, and the rest of one under way (as the `Program` drains replies), until `until`.
    private func replyWait(until: Double, now: Double) -> EventLoop.Wait {
        let underWay = program?.hasPendingInput == true
        if underWay || terminal.queuedInputCount >= TerminalColorQuery.replyMinimum {
            return EventLoop.Wait(timeout: max(0, until - now), readInput: true, readLimit: 1, keepsReadLimit: true)
        }
        return EventLoop.Wait(timeout: max(0, min(until - now, TerminalColorQuery.replyPoll)), readInput: false)
    }

    /// Whether the palette waits on the terminal's colours, which are not known yet.
    private var wantsColors: Bool {
        terminalColors == nil && options.colorDepth != .none && !terminal.isPlain
            && TerminalColorQuery.isWanted(by: options.themeSetting)
    }

    /// Notes, once, whether typed bytes wait as the dialog ends (see `typedAheadAtEnd`).
    private func noteEnd() {
        guard query != nil, typedAheadAtEnd == nil else { return }
        typedAheadAtEnd = terminal.hasTypeAhead
    }

    /// Ends the wait for the replies: the palette follows what the terminal said (dark when nothing), recorded
    /// unless a key or the dialog's end cut the wait short, and the entrance starts.
    private func settleColors(_ settled: TerminalColorQuery, now: Double) {
        holding = false
        // Cut short by a key, a dialog that reads none reads no more (see `take`).
        if settled.isAnswered || (settled.isCutShort && !options.readsKeys) { query = nil }
        if settled.isAnswered || (!settled.isCutShort && now >= settled.deadline) { unrecordedColors = settled.colors }
        terminalColors = settled.colors
        if !phase.isExiting { phase = options.animated ? .entering(since: now) : .shown }
    }

    private func dispatch(_ event: DialogEvent, now: Double) {
        stage.dialogChanged()
        apply(dialog.handle(event, screen: stage.layoutArea), now: now)
    }

    /// Acts on an effect the dialog or a source asked for.
    private func apply(_ effect: Effect<D.Outcome>?, now: Double) {
        switch effect {
        case .finish(let outcome)?:
            closingOutcome = outcome
            phase = .exiting(since: now)
        case .bell?: try? terminal.write(Escape.bell)
        case .redrawAfter(let seconds)?: redrawAt = now + seconds
        case nil: break
        }
    }

    private func currentFrame(at now: Double) -> AnimationFrame {
        switch phase {
        case .entering(let since): return Transition.entrance(at: now - since)
        case .shown: return .shown
        case .exiting(let since): return options.animated ? Transition.exit(at: now - since) : .gone
        }
    }

    func resize() throws { try stage.resize(dialog, on: terminal) }

    func stopping(byKey: Bool) throws -> Bool {
        if options.placement == .inline, stage.inlineHeight > 0 {
            try terminal.eraseBeforeStopping(stage.eraseInlineRegion(), byTerminal: !byKey)
        }
        return true
    }

    func resumed() throws { try stage.resize(dialog, on: terminal, afterStop: true) }
}

/// Where a presentation is: its entrance, shown, or fading out. Outside `Presenter`, so that reading it makes no
/// generic type's metadata.
private enum PresentationPhase {
    case entering(since: Double)
    case shown
    case exiting(since: Double)

    var isExiting: Bool { if case .exiting = self { true } else { false } }
}

extension Dialog {
    /// Shows the dialog on `terminal` until it finishes or a signal ends it; the terminal is left as it was. In plain
    /// mode it is asked as plain lines, with the same outcomes (`PlainModeUnavailable` for a dialog with no plain form).
    public func present(on terminal: Terminal, options: PresentationOptions = PresentationOptions())
        throws -> PresentationResult<Outcome> {
        let dialog = localized(options.messages)
        if let result = try dialog.presentedPlain(on: terminal, options: options) { return result }
        return try Presenter(dialog, terminal: terminal, options: options).run()
    }

    /// Shows the dialog while `sources` (a command, a pipe) feed it; returns the result and the dialog as last drawn.
    /// In plain mode the dialog is asked as it is, and `sources` are not read.
    public func present(on terminal: Terminal, options: PresentationOptions, sources: [any EventSource<Self>])
        throws -> (result: PresentationResult<Outcome>, dialog: Self) {
        let dialog = localized(options.messages)
        if let result = try dialog.presentedPlain(on: terminal, options: options) { return (result, dialog) }
        let presenter = Presenter(dialog, terminal: terminal, options: options)
        return (try presenter.run(sources: sources), presenter.dialog)
    }
}
