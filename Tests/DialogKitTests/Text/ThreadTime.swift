import Foundation

/// The processor time the calling thread spends in `body`, in seconds: a bound on it holds however loaded the
/// machine is, where one on the time that passes does not.
func threadSeconds(_ body: () throws -> Void) rethrows -> Double {
    func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
    let start = now()
    try body()
    return now() - start
}
