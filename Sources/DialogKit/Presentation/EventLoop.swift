/// The one loop every presentation runs in is `Program.run`: it alone waits, for typed bytes, relayed signals,
/// other descriptors and time, through an `EventWaiter` (bubbletea's single `Program` loop; fzf's one `Loop`).
enum EventLoop {
    /// What to wait for next: at most `timeout` seconds (nil: no limit) for a signal, for one of `others` to be
    /// readable, and, with `readInput`, for typed bytes, of which at most `readLimit` are read at once.
    struct Wait {
        var timeout: Double?
        var readInput: Bool
        var others: [Int32] = []
        var readLimit = Terminal.readCapacity
        /// Whether `readLimit` holds inside a reply too: a scene that reads no keys leaves those typed behind it.
        var keepsReadLimit = false
    }
}

/// What the loop waits through (the terminal, or the signal relay alone when there is none), and its clock.
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
