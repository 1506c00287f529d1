import Foundation

/// Polling with a deadline, the way end-to-end tests wait for what they expect.
///
/// Tests look again every few milliseconds instead of sleeping for a guessed duration: they pass as soon
/// as the condition holds and fail with a useful message when it never does (fzf's `Tmux#until`).
enum Waiting {
    /// How often a waiting test looks again; short enough to keep tests fast, long enough not to spin.
    static let interval: Double = 0.010

    /// Calls `probe` every `interval` until it returns a value or `timeout` seconds have passed.
    ///
    /// The probe runs at least once, and once more after the deadline, so a slow machine that finishes
    /// the work just as time runs out still passes.
    static func until<T>(timeout: Double, _ probe: () throws -> T?) rethrows -> T? {
        let deadline = now() + timeout
        while true {
            if let value = try probe() { return value }
            if now() >= deadline { return try probe() }
            usleep(UInt32(interval * 1_000_000))
        }
    }

    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
