@testable import DialogKit

/// A terminal with a fake clock, for driving a presentation without a pseudo-terminal (ratatui's `TestBackend`):
/// it is fed bytes, signals and resizes at given times, records each write, and keeps the screen those writes
/// leave as a `ScreenModel`. Waiting moves the clock to the next arrival or the end of the wait; nothing sleeps.
final class FakeTerminal: TerminalPort {
    enum Arrival {
        case bytes([UInt8])
        case signal(Signal)
        case resize(Size)
        /// What another descriptor has to read, made when it is read; none is its end.
        case output(Int32, () -> [UInt8])
    }

    /// A wait with no time limit and nothing left to arrive: the presentation would wait forever.
    struct WouldWaitForever: Error {}

    /// The clock starts here, so that times in a test read as seconds from the start.
    static let start = 1000.0
    private(set) var clock = FakeTerminal.start
    private(set) var size: Size
    var isPlain = false
    var mustNotDraw = false
    private var arrivals: [(at: Double, what: Arrival)] = []
    private var input: [UInt8] = []
    private var signals: [Signal] = []
    private var outputs: [(descriptor: Int32, bytes: () -> [UInt8])] = []
    private var queued: [UInt8] = []
    /// Every write, at the time it was made (seconds from the start).
    private(set) var writes: [(at: Double, bytes: [UInt8])] = []
    private(set) var screen: ScreenModel
    private(set) var inputMode: Terminal.InputMode = .original
    private(set) var features: Terminal.Features = []
    /// When the presentation stopped for Ctrl-Z (seconds from the start).
    private(set) var stops: [Double] = []
    /// The colours a dialog before this one recorded; what this one records is kept in `recorded`.
    var recordedBefore: TerminalColors?
    private(set) var recorded: [TerminalColors] = []
    /// When other dialogs hold the turn (seconds from the start); it is free the rest of the time.
    var othersTurns: [Range<Double>] = []
    /// The screen after each write: when (seconds from the start), its picture, and whether it was the alternate one.
    private(set) var frames: [(at: Double, picture: String, alternate: Bool)] = []

    init(size: Size = Size(width: 40, height: 12)) {
        self.size = size
        screen = ScreenModel(size: size)
    }

    /// Seconds since the start on the fake clock, to the microsecond (so that 0.1 reads as 0.1).
    var elapsed: Double { ((clock - Self.start) * 1e6).rounded() / 1e6 }

    func type(_ text: String, at seconds: Double) { arrive(.bytes(Array(text.utf8)), at: seconds) }
    func send(_ signal: Signal, at seconds: Double) { arrive(.signal(signal), at: seconds) }
    func resize(to size: Size, at seconds: Double) { arrive(.resize(size), at: seconds) }

    func arrive(_ what: Arrival, at seconds: Double) {
        let at = Self.start + seconds
        arrivals.insert((at, what), at: arrivals.firstIndex { $0.at > at } ?? arrivals.count)
    }

    /// What was typed and never read, arriving later included: what the shell would read next.
    var unreadInput: String {
        var bytes = input
        for case .bytes(let more) in arrivals.map(\.what) { bytes += more }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The screen as the writes left it.
    var picture: String { screen.picture }

    /// The time (seconds from the start) of the first write that put `text` on the screen.
    func firstShown(_ text: String) -> Double? {
        frames.first { $0.picture.contains(text) }?.at
    }

    private func deliverArrivals() {
        while let first = arrivals.first, first.at <= clock {
            arrivals.removeFirst()
            switch first.what {
            case .bytes(let bytes): input += bytes
            case .signal(let signal): signals.append(signal)
            case .resize(let new):
                size = new
                screen.resize(to: new)
                signals.append(.windowChange)
            case .output(let descriptor, let bytes): outputs.append((descriptor, bytes))
            }
        }
    }

    func now() -> Double { clock }

    func wait(timeout: Double?, readInput: Bool, readLimit: Int, others: [Int32]) throws -> Terminal.Wakeup {
        if !queued.isEmpty { try write([]) }
        // A wait lets some time pass, as a real one does, even where the timeout is below the clock's precision.
        let end = timeout.map { clock + max($0, 1e-9) }
        while true {
            deliverArrivals()
            var wakeup = Terminal.Wakeup()
            wakeup.signals = signals
            signals = []
            if readInput, !input.isEmpty {
                wakeup.bytes = Array(input.prefix(readLimit))
                input.removeFirst(wakeup.bytes.count)
            }
            if let index = outputs.firstIndex(where: { others.contains($0.descriptor) }) {
                let output = outputs.remove(at: index)
                wakeup.received = [Terminal.Received(descriptor: output.descriptor, bytes: output.bytes())]
            }
            if !wakeup.signals.isEmpty || !wakeup.bytes.isEmpty || !wakeup.received.isEmpty { return wakeup }
            if let end, clock >= end { return wakeup }
            let next = min(arrivals.first?.at ?? .infinity, end ?? .infinity)
            guard next.isFinite else { throw WouldWaitForever() }
            clock = max(clock, next)
        }
    }

    func write(_ bytes: [UInt8]) throws {
        let all = queued + bytes
        queued = []
        writes.append((elapsed, all))
        screen.apply(all)
        frames.append((elapsed, screen.picture, screen.onAlternate))
    }

    /// The screen as it was at `seconds` from the start, after every write made by then.
    func picture(at seconds: Double) -> String {
        frames.last { $0.at <= seconds + 1e-9 }?.picture ?? ""
    }

    var hasTypeAhead: Bool {
        deliverArrivals()
        return !input.isEmpty
    }

    var queuedInputCount: Int {
        deliverArrivals()
        return input.count
    }

    /// Whether a hand-back is under way (`handingBack`), and what was given back outside one: the modes put back
    /// and features turned off, each of which a real terminal stops the process for once the shell has it back.
    private(set) var isHandingBack = false
    private(set) var givenBackOutsideAHandBack: [String] = []

    func handingBack(_ body: () -> Void) {
        isHandingBack = true
        body()
        isHandingBack = false
    }

    func addRelayedSignals(_ signals: [Signal]) {}
    func setInputMode(_ mode: Terminal.InputMode) throws {
        if mode == .original, inputMode != .original, !isHandingBack { givenBackOutsideAHandBack.append("modes") }
        inputMode = mode
    }

    func enable(_ wanted: Terminal.Features) throws {
        let new = wanted.subtracting(features)
        if new.contains(.alternateScreen) { queue(Escape.enterAlternateScreen) }
        if new.contains(.hiddenCursor) { queue(Escape.hideCursor) }
        if new.contains(.mouse) { queue(Escape.enableMouse) }
        if new.contains(.bracketedPaste) { queue(Escape.enableBracketedPaste) }
        features.formUnion(new)
    }

    func disable(_ unwanted: Terminal.Features) throws {
        let old = features.intersection(unwanted)
        if !old.isEmpty, !isHandingBack { givenBackOutsideAHandBack.append("features \(old.rawValue)") }
        features.subtract(old)
        try write(Terminal.resetBytes(for: old))
    }

    func queue(_ bytes: [UInt8]) { queued += bytes }

    func takeQueued() -> [UInt8] {
        defer { queued = [] }
        return queued
    }
    func setCrashCleanup(_ bytes: [UInt8]) {}
    func recordedColors() -> TerminalColors? { recordedBefore }
    func recordColors(_ colors: TerminalColors) { recorded.append(colors) }
    /// What tmux would say the pane showed before the dialog (none outside tmux), whole or as the pane is.
    var paneCapture: Buffer?
    var pane: Buffer?
    func capturedScreen(size: Size) -> Buffer? {
        pane ?? paneCapture?.cropped(to: Rect(x: 0, y: 0, width: size.width, height: size.height))
    }

    func tryTakeTurn(_ kind: TurnKind, arrival: UInt64) throws -> Bool { !othersTurns.contains { $0.contains(elapsed) } }
    func releaseTurn() {}
    func stopWithoutTheTurn() { stops.append(elapsed) }
    /// Said once a dialog has waited a second for the turn.
    let turnNotice: [UInt8]? = Array("waiting for another swalert\r\n".utf8)

    var holdsTurn: Bool { true }

    /// Hands the terminal back as `Terminal.stop` does and notes the stop; `fg` comes at once.
    func stop(processGroup: Bool) -> Terminal.Suspension {
        let state = Terminal.Suspension(mode: inputMode, features: features)
        queued = []
        try? write(Terminal.resetBytes(for: features))
        features = []
        inputMode = .original
        stops.append(elapsed)
        return state
    }

    func resume(_ state: Terminal.Suspension) throws {
        try setInputMode(state.mode)
        try enable(state.features)
    }

    func eraseBeforeStopping(_ bytes: [UInt8], byTerminal: Bool) throws { try write(bytes) }
    func letOutputThrough() {}
    var backgroundWritesStopped = false
}
