/// Runs a dialog on a terminal: reads keys and signals, feeds the dialog events and the clock, draws each
/// frame as the difference from the last, and puts the terminal back however the dialog ends.
final class Presenter<D: Dialog>: Scene {
    private enum Phase {
        case entering(since: Double)
        case shown
        case exiting(since: Double, outcome: D.Outcome)

        var isExiting: Bool {
            if case .exiting = self { return true }
            return false
        }
    }

    private var dialog: D
    private let terminal: any TerminalPort
    private let options: PresentationOptions
    /// The palette, chosen again once the terminal has said what its background is.
    private var theme: Theme
    /// The terminal's default colours, once known (see `TerminalColorQuery`).
    private(set) var terminalColors: TerminalColors?
    /// The question about the terminal's colours while its replies are awaited; nothing is drawn meanwhile.
    private var colorQuery: TerminalColorQuery?
    /// The query whose DA1 reply has not come yet, and what it heard so far, kept after the wait for it ended:
    /// a dialog that ends before the DA1 reply reads the rest of the replies before giving the terminal back.
    private var unanswered: TerminalColorQuery?
    /// Whether typed bytes were already waiting when the dialog ended: keys typed with the one that ended it,
    /// which are the shell's, and in front of any reply still to come, which then cannot be reached.
    private var typedAheadAtEnd: Bool?
    /// Keys (and other input) that came while the replies were awaited, for the dialog once it is drawn.
    private var heldEvents: [InputEvent] = []
    /// What the terminal said of its colours, recorded once the first frame is out (it costs file system calls
    /// that the frame need not wait for).
    private var unrecordedColors: TerminalColors?
    /// The screen, the renderer and the rows the box is drawn in.
    private var stage: DialogStage
    private var decoder = KeyDecoder()
    private var phase: Phase = .shown {
        didSet { if phase.isExiting { noteEnd() } }
    }
    private var redrawAt: Double?
    private let start: Double
    /// Pipes and processes that change the dialog besides keys (a wait's command or status lines).
    private let sources: [any EventSource<D>]
    /// What the sources said as they started, acted on once the dialog shows.
    private var started: [Effect<D.Outcome>?] = []
    /// Whether the dialog holds the turn and the terminal is set up for it (see `enter`).
    private var entered = false
    /// The program running this presentation, which Ctrl-Z read as a key stops.
    private weak var program: Program?
    /// When a lone ESC (or an unfinished sequence) counts as what it is so far.
    private var escapeDeadline: Double?
    /// How the presentation ended, once a signal, Ctrl-C or a failed wait for the turn ended it.
    private var ended: PresentationResult<D.Outcome>? {
        didSet { noteEnd() }
    }

    init(_ dialog: D, terminal: any TerminalPort, options: PresentationOptions, sources: [any EventSource<D>] = []) {
        self.dialog = dialog
        self.terminal = terminal
        self.options = options
        self.sources = sources
        terminalColors = options.terminalColors
        theme = options.theme(colors: options.terminalColors)
        stage = DialogStage(options: options, screen: terminal.size)
        start = terminal.now()
    }

    private var features: Terminal.Features {
        var features: Terminal.Features = options.readsKeys ? [.hiddenCursor, .bracketedPaste] : [.hiddenCursor]
        if options.placement == .fullscreen {
            features.insert(.alternateScreen)
            if options.mouse && options.readsKeys { features.insert(.mouse) }
        }
        return features
    }

    func run() throws -> PresentationResult<D.Outcome> {
        // A loop, not `flatMap(\.signals)`: that key path and flatMap's generic code were resolved at run time,
        // a tenth of an alert's start-up, for what is usually no source at all.
        var relayed: [Signal] = []
        for source in sources { relayed += source.signals }
        // Nothing is drawn and no mode is changed before this dialog holds the terminal's turn; the time limit
        // counts from the start, waiting included.
        let program = try Program(self, terminal: terminal, relaying: relayed, deadline: options.timeout.map { start + $0 })
        // The sources start at once (a wait's time limit counts from now), whether or not the dialog can show;
        // a command that has already ended ends the presentation before anything is drawn.
        for source in sources { started.append(source.update(&dialog, received: [], signals: [], now: start)) }
        for case .finish(let outcome)? in started { return .finished(outcome) }
        self.program = program
        defer { self.program = nil }
        if let signal = try program.run() { return .interrupted(signal: signal) }
        guard let ended else { throw EventLoop.missingResult }
        return ended
    }

    func enter(now: Double) throws {
        // Files are read before raw mode: whatever is at the record's path, the terminal is not left raw meanwhile.
        let recorded = wantsColors ? terminal.recordedColors() : nil
        entered = true
        try terminal.setInputMode(options.readsKeys ? .raw : .noEcho)
        stage.captureScreen(on: terminal)
        try terminal.enable(features)
        if options.placement == .inline { terminal.setCrashCleanup(stage.eraseInlineRegion()) }
        stage.prepare(dialog, on: terminal)
        askForColors(recorded: recorded)
        phase = options.animated ? .entering(since: now) : .shown
        for effect in started { apply(effect, now: start) }
    }

    func leave() {
        terminal.setCrashCleanup([])
        if options.placement == .inline, stage.inlineHeight > 0 { try? terminal.write(stage.eraseInlineRegion()) }
        try? terminal.disable(features)
        // After the features are turned off (the screen is the user's again), before the modes go back: what is
        // left of the colour replies is read while echo is still off, on every way out.
        drainReplies()
        try? terminal.setInputMode(.original)
    }

    func intercept(_ signal: Signal, now: Double) -> Bool {
        !phase.isExiting && sources.contains { $0.intercept(signal, dialog: &dialog, now: now) }
    }

    func timeUp(now: Double) -> Bool {
        guard entered else {
            // Before the dialog shows, answered as the time limit answers a dialog that shows, without drawing it.
            guard case .finish(let outcome)? = dialog.handle(.timeout, screen: stage.layoutArea) else { return true }
            ended = .finished(outcome)
            return false
        }
        if ended == nil, !phase.isExiting { dispatch(.timeout, now: now) }
        return true
    }

    var watched: [Int32] { sources.isEmpty ? [] : sources.flatMap { $0.descriptors } }

    func waiting(_ wakeup: Terminal.Wakeup, now: Double) -> Bool {
        for source in sources {
            if case .finish(let outcome)? = source.update(&dialog, received: wakeup.received, signals: wakeup.signals, now: now) {
                ended = .finished(outcome)
                return false
            }
        }
        return true
    }

    func next(now: Double) throws -> EventLoop.Wait? {
        if ended != nil { return nil }
        if let query = colorQuery {
            // Nothing is drawn until the replies are in or the patience is spent. A dialog that ended meanwhile (its
            // time limit ran out) stops reading keys now; what is left of the replies is read by `drainReplies`.
            guard query.isOver(at: now) || phase.isExiting else {
                var wait = query.deadline - now
                if let escapeDeadline { wait = min(wait, max(0, escapeDeadline - now)) }
                // A reply under way is read whole rather than a byte a wakeup (see `TerminalColorQuery.replyChunk`).
                return EventLoop.Wait(timeout: wait, readInput: true,
                                      readLimit: decoder.hasPending ? TerminalColorQuery.replyChunk : 1)
            }
            finishColorQuery(query, now: now)
        }
        if !options.animated, case .exiting(_, let outcome) = phase {
            ended = .finished(outcome)
            return nil
        }
        if case .entering(let since) = phase, now - since >= Transition.entranceDuration { phase = .shown }
        // A dialog that reads no keys gets Ctrl-Z as a signal for its whole job: behind the shell that took the
        // terminal back meanwhile, it draws nothing (see `Terminal.mustNotDraw`).
        if options.readsKeys || !terminal.mustNotDraw {
            try stage.draw(dialog, at: currentFrame(at: now), theme: theme, background: terminalColors?.background, on: terminal)
        }
        if let colors = unrecordedColors {
            unrecordedColors = nil
            terminal.recordColors(colors)
        }
        if !heldEvents.isEmpty {
            // The first frame is out: the keys typed before it now reach the dialog, in order, as type-ahead
            // would; those after one that answers it are not the dialog's. What they change is drawn next turn.
            let held = heldEvents
            heldEvents = []
            for event in held where !phase.isExiting {
                guard try take(event, now: now) else { return nil }
            }
            return EventLoop.Wait(timeout: 0, readInput: false)
        }
        if case .exiting(let since, let outcome) = phase, now - since >= Transition.fadeOutDuration {
            ended = .finished(outcome)
            return nil
        }
        var wait: Double? = nil
        func limit(_ time: Double?) { if let time { wait = min(wait ?? .infinity, max(0, time - now)) } }
        switch phase {
        case .entering, .exiting: limit(now + Transition.frameInterval)
        case .shown: break
        }
        limit(escapeDeadline)
        limit(redrawAt)
        if !phase.isExiting { for source in sources { limit(source.deadline) } }
        // Keys typed while the box fades out are not read: they stay queued for whatever runs next.
        // A closure, not `\.descriptors`: a key path through a generic existential is built at run time
        // on every use, which cost more than drawing a keystroke's frame.
        let others = phase.isExiting || sources.isEmpty ? [] : sources.flatMap { $0.descriptors }
        // Keys are read one byte at a time, so that none typed after the key that ends the dialog is taken from
        // the shell (what a fast typist or `printf 'y\nls\n'` sends after Enter belongs to what runs next); a
        // bracketed paste, which cannot end a dialog, is read whole.
        // A reply under way (an over-long one is skipped as it comes) is read a chunk at a time, as during the colour
        // query (see `TerminalColorQuery.replyChunk`), not a wakeup and a frame a byte.
        let limit = decoder.isInsidePaste ? Terminal.readCapacity : decoder.isInsideReply ? TerminalColorQuery.replyChunk : 1
        return EventLoop.Wait(timeout: wait, readInput: options.readsKeys && !phase.isExiting, others: others, readLimit: limit)
    }

    func handle(_ wakeup: Terminal.Wakeup, now: Double) throws {
        if let redraw = redrawAt, now >= redraw {
            redrawAt = nil
            dispatch(.tick(now - start), now: now)
        }
        if !phase.isExiting {
            for source in sources {
                apply(source.update(&dialog, received: wakeup.received, signals: wakeup.signals, now: now), now: now)
            }
        }
        if !wakeup.bytes.isEmpty { decoder.feed(wakeup.bytes) }
        let final = escapeDeadline.map { now >= $0 } ?? false
        while !phase.isExiting || colorQuery != nil, let event = decoder.next(final: final) {
            if unanswered != nil {
                _ = unanswered?.take(event)
                if unanswered?.isAnswered == true { unanswered = nil }
            }
            // Keys typed while the colour replies are awaited are kept for once the first frame is drawn.
            if colorQuery != nil {
                if colorQuery?.take(event) != true {
                    heldEvents.append(event)
                    // Before the replies, a key means the terminal is slow to answer or answers nothing: draw and
                    // hand the key over now, so that the keys after it stay unread until the dialog wants them.
                    if !(colorQuery?.isAnswered ?? true) { colorQuery?.cutShort() }
                }
                continue
            }
            guard try take(event, now: now) else { return }
        }
        // A lone ESC (or an unfinished sequence) waits ESCDELAY for more bytes, counted from the last read;
        // once settled with `final`, whatever is still pending (a paste without its end) waits for bytes.
        if !decoder.hasPending || (final && wakeup.bytes.isEmpty) {
            escapeDeadline = nil
        } else if !wakeup.bytes.isEmpty || escapeDeadline == nil {
            escapeDeadline = now + options.escapeDelay
        }
    }

    /// Acts on one decoded event: Ctrl-C and Ctrl-Z as the terminal would, the rest handed to the dialog.
    /// False once the presentation has ended.
    private func take(_ event: InputEvent, now: Double) throws -> Bool {
        if case .key(let key) = event, key == KeyEvent(.character("c"), .control) {
            ended = .interrupted(signal: .interrupt)
            return false
        }
        // Raw mode reads Ctrl-Z as a key (see `Terminal.InputMode.raw`): suspend as the terminal would.
        if case .key(let key) = event, key == KeyEvent(.character("z"), .control) {
            try program?.stop(byKey: true)
            return true
        }
        if let dialogEvent = translate(event) { dispatch(dialogEvent, now: now) }
        return true
    }

    /// Settles the terminal's colours before the first frame: known already (`COLORFGBG`, the caller, or what a
    /// dialog before this one on the same terminal heard), or asked for when this dialog reads keys. Not asked
    /// without colour, nor when keys are already waiting: they were typed before the dialog, and the shell's
    /// part of them (what follows the key that answers it) would have to be read to reach the replies.
    private func askForColors(recorded: TerminalColors?) {
        guard wantsColors else { return }
        if let recorded {
            useColors(recorded)
        } else if options.readsKeys, !terminal.hasTypeAhead {
            terminal.queue(TerminalColorQuery.request)
            colorQuery = TerminalColorQuery(sentAt: terminal.now())
            unanswered = colorQuery
        }
    }

    /// Whether the palette waits on the terminal's colours, which are not known yet.
    private var wantsColors: Bool {
        terminalColors == nil && options.colorDepth != .none && !terminal.isPlain
            && TerminalColorQuery.isWanted(by: options.themeSetting)
    }

    /// Notes, once, whether typed bytes wait as the dialog ends (see `typedAheadAtEnd`).
    private func noteEnd() {
        guard unanswered != nil, typedAheadAtEnd == nil else { return }
        typedAheadAtEnd = terminal.hasTypeAhead
    }

    /// Reads what is left of the colour replies when the dialog ended before the DA1 reply came (see
    /// `ReplyDrain`), for at most `TerminalColorQuery.drainPatience`, and never past `answerLimit` after asking.
    /// Nothing is read when keys typed with the one that ended the dialog wait: they are the shell's.
    private func drainReplies() {
        guard let query = unanswered, typedAheadAtEnd != true else { return }
        unanswered = nil
        let now = terminal.now()
        let deadline = min(now + TerminalColorQuery.drainPatience, query.sentAt + TerminalColorQuery.answerLimit)
        guard now < deadline else { return }
        if let colors = ReplyDrain(decoder: decoder, query: query, terminal: terminal, deadline: deadline).run() {
            terminal.recordColors(colors)
        }
    }

    /// Ends the wait for the colour replies: the palette follows what the terminal said (dark when it said
    /// nothing), which is recorded for the dialogs after this one, and the dialog's entrance starts now.
    private func finishColorQuery(_ query: TerminalColorQuery, now: Double) {
        colorQuery = nil
        // Cut short by a key, or by the dialog's end, the query says nothing of a terminal that would have answered
        // a moment later.
        if query.isAnswered || (!query.isCutShort && now >= query.deadline) { unrecordedColors = query.colors }
        useColors(query.colors)
        if !phase.isExiting { phase = options.animated ? .entering(since: now) : .shown }
    }

    private func useColors(_ colors: TerminalColors) {
        terminalColors = colors
        theme = options.theme(colors: colors)
    }

    /// The dialog as it was when the presentation ended.
    var finalDialog: D { dialog }

    /// Hands one event to the dialog and acts on the effect it asks for.
    private func dispatch(_ event: DialogEvent, now: Double) {
        apply(dialog.handle(event, screen: stage.layoutArea), now: now)
    }

    /// Acts on an effect the dialog or an event source asked for.
    private func apply(_ effect: Effect<D.Outcome>?, now: Double) {
        switch effect {
        case .finish(let outcome)?: phase = .exiting(since: now, outcome: outcome)
        case .bell?: try? terminal.write(Escape.bell)
        case .redrawAfter(let seconds)?: redrawAt = now + seconds
        case nil: break
        }
    }

    /// Turns decoded input into a dialog event; mouse positions become relative to the box.
    private func translate(_ event: InputEvent) -> DialogEvent? {
        switch event {
        case .key(let key): return .key(key)
        case .paste(let text): return .paste(text)
        case .mouse(var mouse):
            let box = stage.boxRect(dialog)
            mouse.column -= box.x
            mouse.row -= box.y
            return .mouse(mouse)
        // A colour reply that comes after the dialog stopped waiting for it is consumed and ignored.
        case .focus, .terminalReply, .colorReport, .deviceAttributes, .unknown: return nil
        }
    }

    private func currentFrame(at now: Double) -> AnimationFrame {
        switch phase {
        case .entering(let since): return Transition.entrance(at: now - since)
        case .shown: return .shown
        case .exiting(let since, _): return options.animated ? Transition.exit(at: now - since) : .gone
        }
    }

    /// Lays the dialog out again for the new size and redraws everything.
    func resize() throws {
        try stage.resize(dialog, on: terminal)
    }

    func stopping(byKey: Bool) throws -> Bool {
        if options.placement == .inline { try terminal.eraseBeforeStopping(stage.eraseInlineRegion(), byTerminal: !byKey) }
        return true
    }

    func resumed() throws {
        try stage.resize(dialog, on: terminal, afterStop: true)
    }
}

extension Dialog {
    /// Shows the dialog on `terminal` until it finishes or a signal ends it; the terminal is left as it was.
    /// In plain mode (`options.plain`, or a terminal opened plain) it is asked as plain lines instead, with the
    /// same outcomes; a dialog with no plain form throws `PlainModeUnavailable`.
    public func present(on terminal: Terminal, options: PresentationOptions = PresentationOptions())
        throws -> PresentationResult<Outcome> {
        if let result = try presentedPlain(on: terminal, options: options) { return result }
        return try Presenter(self, terminal: terminal, options: options).run()
    }

    /// Shows the dialog while `sources` (a command, a pipe) feed it, until it finishes or a signal that
    /// no source intercepts ends it. Returns the result and the dialog as it was last drawn. In plain mode the
    /// dialog is asked as it is, and `sources` are not read.
    public func present(on terminal: Terminal, options: PresentationOptions, sources: [any EventSource<Self>])
        throws -> (result: PresentationResult<Outcome>, dialog: Self) {
        if let result = try presentedPlain(on: terminal, options: options) { return (result, self) }
        let presenter = Presenter(self, terminal: terminal, options: options, sources: sources)
        let result = try presenter.run()
        return (result, presenter.finalDialog)
    }
}
