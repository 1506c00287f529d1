/// The one loop every presentation runs in: it alone waits, for typed bytes, relayed signals, other descriptors
/// and time, and hands each wakeup to its client, which decides what the wakeup means and what to wait for next.
///
/// Clients (the drawn presenter, the toasts, the plain prompts, the plain wait, the wait for the terminal's
/// turn) never poll, read the terminal or sleep themselves: they answer `next` with a `Step` and are told what
/// happened in `handle` (bubbletea's single `Program` loop; fzf's one `Loop`).
enum EventLoop {
    /// What a client asks of the loop.
    enum Step<Result> {
        /// Wait at most `timeout` seconds (nil: no limit) for a signal, for one of `others` to be readable, and,
        /// with `readInput`, for typed bytes.
        case wait(timeout: Double?, readInput: Bool, others: [Int32])
        /// The presentation is over.
        case finish(Result)
    }

    /// Runs `client` until it finishes, waiting through `waiter` (the terminal, or the signal relay alone when
    /// there is no terminal).
    static func run<Client: EventLoopClient>(_ client: Client, waiter: some EventWaiter) throws -> Client.Result {
        while true {
            switch try client.next(now: Terminal.now()) {
            case .finish(let result):
                return result
            case .wait(let timeout, let readInput, let others):
                let wakeup = try waiter.wait(timeout: timeout.map { max(0, $0) }, readInput: readInput, others: others)
                try client.handle(wakeup, now: Terminal.now())
            }
        }
    }
}

/// A presentation driven by `EventLoop`.
protocol EventLoopClient: AnyObject {
    associatedtype Result
    /// Draws what is due at `now` and says what to wait for next, or that the presentation is over.
    func next(now: Double) throws -> EventLoop.Step<Result>
    /// Takes in what woke the loop.
    func handle(_ wakeup: Terminal.Wakeup, now: Double) throws
}

/// What `EventLoop` waits through.
protocol EventWaiter {
    func wait(timeout: Double?, readInput: Bool, others: [Int32]) throws -> Terminal.Wakeup
}

extension Terminal: EventWaiter {}
extension SignalRelay: EventWaiter {}
