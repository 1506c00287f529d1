/// A wait told as plain lines, each new message once, for a log or a screen reader: on standard error with no
/// terminal (CI, cron), in plain mode on the terminal opened plain, its modes unchanged (typed keys stay the shell's).
public enum PlainWait {
    /// Runs until `source` finishes, writing lines on `terminal` (a plain one), or on standard error when there is
    /// none; `keep` ends a finished wait with its summary line (`✓ MESSAGE`), `quiet` (its terminal gone) writes none.
    public static func run(_ wait: Wait, source: WaitSource, on terminal: Terminal? = nil, keep: Bool = false,
                           quiet: Bool = false) throws -> PresentationResult<WaitResult> {
        // A closed stderr must not kill swalert before the command's status is passed on.
        ProcessContext.ignore(.brokenPipe)
        let say: (String) -> Void = { line in
            if quiet { return }
            if let terminal { try? terminal.writePlain(line + "\n") } else { ProcessContext.writeError(line + "\n") }
        }
        let scene = PlainWaitScene(dialog: wait, source: source, say: say)
        // On a terminal, lines are written only once this wait holds the turn; the work goes on meanwhile.
        return try Program(scene, terminal: terminal, sources: [source]).run {
            guard case .finish(let result)? = scene.effect else { return nil }
            // Finished before it held the turn: its lines all the same.
            if !scene.entered { scene.log.report(scene.dialog, to: say) }
            if keep { say(scene.dialog.summary(result)) }
            return .finished(result)
        }
    }
}

/// A plain wait as a scene of the program: the source's news in, its lines out.
private final class PlainWaitScene: Scene {
    private(set) var dialog: Wait
    private let source: WaitSource
    private let say: (String) -> Void
    private(set) var effect: Effect<WaitResult>?
    var log = PlainWaitLog()
    private(set) var entered = false

    init(dialog: Wait, source: WaitSource, say: @escaping (String) -> Void) {
        self.dialog = dialog
        self.source = source
        self.say = say
    }

    func enter(now: Double) throws {
        entered = true
        log.report(dialog, to: say)
        source.onUpdate = { [unowned self] in log.report($0, to: say) }
    }

    func leave() { source.onUpdate = nil }

    func next(now: Double) throws -> EventLoop.Wait? { takesEvents ? EventLoop.Wait(timeout: nil, readInput: false) : nil }

    func take(_ news: SourceNews, now: Double) throws { effect = news.apply(to: &dialog, from: [source], now: now) }

    var takesEvents: Bool { if case .finish? = effect { false } else { true } }
}

/// Decides which states of a wait are worth a line in a log: every new message, and the percentage
/// when it reaches a new tenth (a gauge fed 0 to 100 gives eleven lines, not a hundred and one).
public struct PlainWaitLog: Sendable {
    private var message: String?
    private var tenth: Int?

    public init() {}

    /// The line to print for the dialog's current state, or nil when nothing worth a line changed.
    public mutating func line(for wait: Wait) -> String? {
        let text = wait.oneLine(wait.title.isEmpty ? wait.message : wait.message.isEmpty ? wait.title : "\(wait.title): \(wait.message)")
        let newTenth = wait.percent.map { $0 / 10 }
        defer { message = text; tenth = newTenth }
        guard text != message || newTenth != tenth else { return nil }
        if let percent = wait.percent { return text.isEmpty ? "\(percent)%" : "\(percent)% \(text)" }
        return text.isEmpty ? nil : text
    }

    mutating func report(_ wait: Wait, to say: (String) -> Void) {
        if let line = line(for: wait) { say(line) }
    }
}
