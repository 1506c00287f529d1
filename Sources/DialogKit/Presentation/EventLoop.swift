/// The one loop every presentation runs in: it alone waits, for typed bytes, relayed signals, other descriptors
/// and time, and hands each wakeup to its client, which decides what the wakeup means and what to wait for next.
///
/// Clients (the drawn presenter, the toasts, the plain prompts, the plain wait, the wait for the terminal's
/// turn) never poll, read the terminal or sleep themselves: they answer `next` with a `Step` and are told what
/// happened in `handle` (bubbletea's single `Program` loop; fzf's one `Loop`).
enum EventLoop {
    /// What a client waits for next: at most `timeout` seconds (nil: no limit) for a signal, for one of `others`
    /// to be readable, and, with `readInput`, for typed bytes, of which at most `readLimit` are read at once.
    struct Wait {
        var timeout: Double?
        var readInput: Bool
        var others: [Int32] = []
        var readLimit = Terminal.readCapacity
    }

    /// Runs `client` until its `next` says it is over (nil), waiting through `waiter` (the terminal, or the signal
    /// relay alone when there is no terminal). The client keeps its own result.
    ///
    /// One function for every client: no generic parameter or associated type (start-up: docs/PERFORMANCE.md).
    static func run(_ client: any EventLoopClient, waiter: any EventWaiter) throws {
        while let wait = try client.next(now: waiter.now()) {
            let wakeup = try waiter.wait(timeout: wait.timeout.map { max(0, $0) }, readInput: wait.readInput,
                                         readLimit: wait.readLimit, others: wait.others)
            try client.handle(wakeup, now: waiter.now())
        }
    }

    /// The error for a client that ended without a result, which cannot happen: each sets its result before it
    /// says it is over.
    static let missingResult = TerminalError.io(.invalid("event loop"))
}

/// A presentation driven by `EventLoop`.
protocol EventLoopClient: AnyObject {
    /// Draws what is due at `now` and says what to wait for next, or nil once the presentation is over.
    func next(now: Double) throws -> EventLoop.Wait?
    /// Takes in what woke the loop.
    func handle(_ wakeup: Terminal.Wakeup, now: Double) throws
}

/// What `EventLoop` waits through, and the clock it reads.
protocol EventWaiter: AnyObject {
    func wait(timeout: Double?, readInput: Bool, readLimit: Int, others: [Int32]) throws -> Terminal.Wakeup
    /// Seconds on a monotonic clock.
    func now() -> Double
}

extension EventWaiter {
    func now() -> Double { Terminal.now() }
}

extension Terminal: EventWaiter {}
extension SignalRelay: EventWaiter {}
