/// The event loop and what every presentation shares: the turn (a state, taken again after Ctrl-Z), the signals,
/// the time limit, the event sources (their news the scene's events, in order with keys), and for a scene that reads
/// keys their decoding, the Esc delay and the drain of the terminal's replies. What is drawn and meant is the scene's.
final class Program {
    private enum State {
        /// In line for the turn; `resuming` what Ctrl-Z handed back, to turn on again once the turn is held.
        case waitingForTurn(since: Double, resuming: Terminal.Suspension?)
        case running
        /// The scene is over and hidden; the replies it awaits are read until `until`, none left for the shell.
        case draining(until: Double)
        case over
    }

    private let scene: any Scene
    /// What changes the scene besides keys (a command, status lines, a list's items), waited on while it takes events.
    private let sources: [any EventSource]
    /// The terminal the turn is taken on; nil for a wait with no terminal, which waits through `relay` alone.
    private let terminal: (any TerminalPort)?
    private let relay: SignalRelay?
    private let waiter: any EventWaiter
    private let kind: TurnKind
    private let arrival: UInt64
    private var whenInLine: (() -> Void)?
    private var state: State
    private var deadline: Double?
    private var noticeShown = false
    private var entered = false
    private var hidden = false
    /// Typed bytes to events, for a scene that reads keys (one given an Esc delay); nil for one that does not.
    private var decoder: KeyDecoder?
    private let escapeDelay: Double
    /// When a lone ESC (or an unfinished sequence) counts as what it is so far.
    private var escapeDeadline: Double?
    /// The bytes drained since the last whole event, checked to begin a reply.
    private var drained: [UInt8] = []
    /// The signal that ended the presentation, once one has.
    private(set) var endedBy: Signal?

    /// Relays the signals every presentation takes and the sources' (on a relay of its own without a terminal).
    /// `whenInLine`: called once the scene stands in line for the turn. `escapeDelay`: the scene takes decoded keys.
    init(_ scene: any Scene, terminal: (any TerminalPort)?, sources: [any EventSource] = [], deadline: Double? = nil,
         kind: TurnKind = .dialog, arrival: UInt64? = nil, whenInLine: (() -> Void)? = nil,
         escapeDelay: Double? = nil) throws {
        self.scene = scene
        self.sources = sources
        let relaying = sources.flatMap(\.signals)
        decoder = escapeDelay.map { _ in KeyDecoder() }
        self.escapeDelay = escapeDelay ?? 0
        self.terminal = terminal
        if let terminal {
            terminal.addRelayedSignals(relaying)
            relay = nil
            waiter = terminal
        } else {
            let relay = try SignalRelay()
            for signal in relaying { relay.add(signal) }
            self.relay = relay
            waiter = relay
        }
        self.deadline = deadline
        self.kind = kind
        self.arrival = arrival ?? ProcessContext.arrivalStamp()
        self.whenInLine = whenInLine
        state = .waitingForTurn(since: self.waiter.now(), resuming: nil)
    }

    /// Runs the scene until it is over or a signal (returned) ends it; what the scene set up is put back on every way out.
    func run() throws -> Signal? {
        defer {
            if entered {
                handBack {
                    if !hidden { scene.hide() }
                    scene.leave()
                }
            }
            relay?.uninstall()
        }
        try feed(Terminal.Wakeup(), now: waiter.now())
        while let wait = try next(now: waiter.now()) {
            let wakeup = try waiter.wait(timeout: wait.timeout.map { max(0, $0) }, readInput: wait.readInput,
                                         readLimit: wait.readLimit, others: wait.others)
            try handle(wakeup, now: waiter.now())
        }
        return endedBy
    }

    /// Runs the scene; `result` is its own once over, unless a signal ended it.
    func run<Outcome>(result: () -> PresentationResult<Outcome>?) throws -> PresentationResult<Outcome> {
        if let signal = try run() { return .interrupted(signal: signal) }
        guard let result = result() else { throw TerminalError.io(.invalid("event loop")) }
        return result
    }

    /// Runs what gives the terminal back on the way out: the shell may hold the terminal already.
    private func handBack(_ body: () -> Void) {
        if let terminal { terminal.handingBack(body) } else { body() }
    }

    /// Whether typed bytes wait in the decoder for the rest of a sequence.
    var hasPendingInput: Bool { decoder?.hasPending ?? false }

    /// Draws what is due through the scene and says what to wait for next; nil once it is over.
    private func next(now: Double) throws -> EventLoop.Wait? {
        switch state {
        case .waitingForTurn(let since, let resuming):
            // Taking the turn and entering take time: the scene's first wait counts from after them.
            guard let wait = try waitForTurn(since: since, resuming: resuming, now: now) else { return try next(now: waiter.now()) }
            return wait
        case .draining(let until): return drainWait(until: until, now: now)
        case .over: return nil
        case .running: break
        }
        guard var wait = try scene.next(now: now) else { return finish(now: now) }
        func limit(_ time: Double?) { if let time { wait.timeout = min(wait.timeout ?? .infinity, max(0, time - now)) } }
        limit(deadline)
        limit(escapeDeadline)
        if scene.takesNews {
            wait.others += sources.flatMap(\.descriptors)
            for source in sources { limit(source.deadline) }
        }
        // A paste is read whole, a reply under way a chunk at a time (see `TerminalColorQuery.replyChunk`).
        if decoder?.isInsidePaste == true {
            wait.readLimit = Terminal.readCapacity
        } else if decoder?.isInsideReply == true, !wait.keepsReadLimit {
            wait.readLimit = max(wait.readLimit, TerminalColorQuery.replyChunk)
        }
        return wait
    }

    /// Tries for the turn (a lock with no wake-up, looked at every 10 ms); nil once held or over.
    private func waitForTurn(since: Double, resuming: Terminal.Suspension?, now: Double) throws -> EventLoop.Wait? {
        if resuming == nil, !scene.takesEvents {
            // Its sources ended it before it showed.
            terminal?.releaseTurn()
            state = .over
            return nil
        }
        let took = try terminal?.tryTakeTurn(kind, arrival: arrival) ?? true
        whenInLine?()
        whenInLine = nil
        if took {
            state = .running
            if let resuming {
                try terminal?.resume(resuming)
                try scene.resumed()
            } else {
                entered = true
                try scene.enter(now: now)
            }
            return nil
        }
        if resuming == nil, let deadline, now >= deadline {
            self.deadline = nil
            if !scene.timeUp(now: now) {
                terminal?.releaseTurn()
                state = .over
                return nil
            }
        }
        if !noticeShown, now - since >= Terminal.waitNoticeDelay, let notice = terminal?.turnNotice {
            noticeShown = true
            try? terminal?.write(notice)
        }
        // Stopped and in line again, the sources wait: nothing ends the scene before it is back on the screen.
        return EventLoop.Wait(timeout: min(0.01, deadline.map { max(0, $0 - now) } ?? 0.01), readInput: false,
                              others: resuming == nil ? sources.flatMap(\.descriptors) : [])
    }

    private func handle(_ wakeup: Terminal.Wakeup, now: Double) throws {
        if case .draining = state { return try drain(wakeup, now: now) }
        var waiting = false, resuming = false
        if case .waitingForTurn(_, let suspension) = state { (waiting, resuming) = (true, suspension != nil) }
        for signal in wakeup.signals {
            switch signal {
            case .interrupt, .terminate, .hangUp:
                if sources.contains(where: { $0.intercept(signal, now: now) }) || scene.intercept(signal, now: now) { break }
                end(by: signal)
                return
            case .windowChange where !waiting: try scene.resize()
            case .terminalStop:
                if waiting {
                    // Stopped while in line: nothing to hand back, the place in line kept.
                    terminal?.stopWithoutTheTurn()
                } else {
                    try stop(byKey: false)
                }
            default: break
            }
        }
        if waiting {
            if !resuming { try feed(wakeup, now: now) }
            return
        }
        try scene.handle(wakeup, now: now)
        try feed(wakeup, now: now)
        try decode(wakeup.bytes, now: now)
        if let deadline, now >= deadline {
            self.deadline = nil
            _ = scene.timeUp(now: now)
        }
    }

    /// Ctrl-Z as a key (`byKey`: the whole process group stops) or SIGTSTP: the terminal handed back and the turn
    /// let go, the process stops; after `fg` it waits in line again, and everything is turned on and drawn again.
    func stop(byKey: Bool) throws {
        guard let terminal else {
            relay?.stopProcess()
            return
        }
        guard try scene.stopping(byKey: byKey) else { return }
        let held = terminal.holdsTurn
        let handedBack = terminal.stop(processGroup: byKey)
        if held {
            state = .waitingForTurn(since: waiter.now(), resuming: handedBack)
        } else {
            try terminal.resume(handedBack)
            try scene.resumed()
        }
    }

    private func end(by signal: Signal) {
        endedBy = signal
        if case .waitingForTurn = state { terminal?.releaseTurn() }
        _ = finish(now: waiter.now())
    }

    /// Hands each source's news to the scene while it takes events: what its descriptors had, the signals relayed.
    private func feed(_ wakeup: Terminal.Wakeup, now: Double) throws {
        for index in sources.indices where scene.takesNews {
            try scene.take(SourceNews(index: index, received: wakeup.received, signals: wakeup.signals), now: now)
        }
    }

    /// Hands decoded events to the scene; a lone ESC (or an unfinished sequence) is settled an Esc delay after the last read.
    private func decode(_ bytes: [UInt8], now: Double) throws {
        guard decoder != nil else { return }
        if !bytes.isEmpty { decoder!.feed(bytes) }
        let final = escapeDeadline.map { now >= $0 } ?? false
        while scene.takesEvents, let event = decoder!.next(final: final) { try scene.take(event, now: now) }
        // Once settled, what is still pending (a paste without its end) waits for bytes.
        if !decoder!.hasPending || (final && bytes.isEmpty) {
            escapeDeadline = nil
        } else if !bytes.isEmpty || escapeDeadline == nil {
            escapeDeadline = now + escapeDelay
        }
    }

    /// The scene is over: hidden, then the replies it still awaits drained, for `drainPatience` at most.
    private func finish(now: Double) -> EventLoop.Wait? {
        state = .over
        guard entered, !hidden else { return nil }
        hidden = true
        handBack { scene.hide() }
        guard let decoder, let due = scene.repliesDue, terminal != nil else { return nil }
        let until = min(now + TerminalColorQuery.drainPatience, due)
        guard now < until else { return nil }
        drained = Array(decoder.pendingBytes)
        state = .draining(until: until)
        return drainWait(until: until, now: now)
    }

    /// Never a byte past the replies: a reply's first byte is read once a reply's worth waits, the rest one at a time.
    private func drainWait(until: Double, now: Double) -> EventLoop.Wait? {
        guard let terminal, let decoder, scene.repliesDue != nil, now < until else {
            state = .over
            return nil
        }
        let underWay = decoder.isInsideReply || (drained.count >= 2 && TerminalColorQuery.mayBeginReply(drained[...]))
        if underWay || terminal.queuedInputCount >= TerminalColorQuery.replyMinimum {
            return EventLoop.Wait(timeout: until - now, readInput: true, readLimit: 1)
        }
        return EventLoop.Wait(timeout: min(until - now, 0.005), readInput: false)
    }

    /// A drained byte goes to the scene; one that cannot be part of a reply, or a second signal, ends the drain.
    private func drain(_ wakeup: Terminal.Wakeup, now: Double) throws {
        if wakeup.signals.contains(where: { [.interrupt, .terminate, .hangUp].contains($0) }) {
            state = .over
            return
        }
        guard !wakeup.bytes.isEmpty else { return }
        drained += wakeup.bytes
        guard TerminalColorQuery.mayBeginReply(drained[...]) else {
            state = .over
            return
        }
        decoder!.feed(wakeup.bytes)
        while let event = decoder!.next(final: false) {
            drained = Array(decoder!.pendingBytes)
            try scene.take(event, now: now)
        }
    }
}

/// What a presentation draws and how it takes keys, run by a `Program`.
protocol Scene: AnyObject {
    /// Sets the terminal up once the turn is held.
    func enter(now: Double) throws
    /// Takes the scene off the screen and turns features off once it is over, before its replies are drained.
    func hide()
    /// Puts back what `enter` set up; called on every way out after it, and after `hide`.
    func leave()
    /// Draws what is due at `now` and says what to wait for next, or nil once the scene is over.
    func next(now: Double) throws -> EventLoop.Wait?
    /// Takes in a wakeup: its time, and typed bytes when run without an Esc delay.
    func handle(_ wakeup: Terminal.Wakeup, now: Double) throws
    /// Takes a decoded event: a key, a paste, a click or a reply of the terminal (run with an Esc delay).
    func take(_ event: InputEvent, now: Double) throws
    /// Takes a source's news (see `SourceNews.apply`).
    func take(_ news: SourceNews, now: Double) throws
    /// Whether events (keys, sources' news) are taken now, the rest left unread; false in line for the turn ends it.
    var takesEvents: Bool { get }
    /// Whether sources' news is taken now, their descriptors left unread meanwhile.
    var takesNews: Bool { get }
    /// Until when the terminal's replies the scene asked for are due; drained once it is over. Nil: none due.
    var repliesDue: Double? { get }
    /// Lays the scene out again for the terminal's new size.
    func resize() throws
    /// Ctrl-Z is on its way: erases what must not stay while stopped; false when Ctrl-Z is not the scene's to take.
    func stopping(byKey: Bool) throws -> Bool
    /// Back from Ctrl-Z, the turn held again: draws everything again.
    func resumed() throws
    /// Whether the scene deals with SIGINT, SIGTERM or SIGHUP itself (a wait passes it to its command).
    func intercept(_ signal: Signal, now: Double) -> Bool
    /// The time limit ran out; false when that ends the scene.
    func timeUp(now: Double) -> Bool
}

extension Scene {
    func hide() {}
    func leave() {}
    func handle(_ wakeup: Terminal.Wakeup, now: Double) throws {}
    func take(_ event: InputEvent, now: Double) throws {}
    func take(_ news: SourceNews, now: Double) throws {}
    var takesEvents: Bool { true }
    var takesNews: Bool { takesEvents }
    var repliesDue: Double? { nil }
    func resize() throws {}
    func stopping(byKey: Bool) throws -> Bool { true }
    func resumed() throws {}
    func intercept(_ signal: Signal, now: Double) -> Bool { false }
    func timeUp(now: Double) -> Bool { true }
}

/// A scene done as soon as it holds the turn: a plain line written.
final class OneShot: Scene {
    private let once: () throws -> Void

    init(_ once: @escaping () throws -> Void) { self.once = once }

    func enter(now: Double) throws { try once() }
    func next(now: Double) throws -> EventLoop.Wait? { nil }
}
