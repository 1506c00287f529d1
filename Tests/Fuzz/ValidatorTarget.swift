#if canImport(Glibc)
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#elseif canImport(Darwin)
import Darwin
#endif
import DialogKit

/// libFuzzer entry point: a `--validate` pattern and a value, separated by the first NUL, through
/// `ValidationPattern`. The pattern compiles or gives a syntax error of one line of visible characters; the
/// match takes less than 100 ms of CPU for any value libFuzzer makes (at most 4,096 bytes), so a pattern that
/// made the engine backtrack, or a compiled pattern too large to step quickly, fails the run; and putting the
/// pattern in a group, or in a group repeated with `*`, never loses a match.
@_cdecl("LLVMFuzzerTestOneInput")
public func validatorTarget(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let separator = bytes.firstIndex(of: 0) ?? size
    let source = String(decoding: bytes[..<separator], as: UTF8.self)
    let value = String(decoding: bytes[min(size, separator + 1)...], as: UTF8.self)

    let pattern: ValidationPattern
    do {
        pattern = try ValidationPattern(source)
    } catch {
        let message = error.description
        precondition(!message.isEmpty, "an empty syntax error")
        precondition(!message.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) },
                     "a control character in \(message.debugDescription)")
        return 0
    }

    let start = cpuNanoseconds()
    let matched = pattern.matchesWhole(value)
    let elapsed = cpuNanoseconds() - start
    precondition(elapsed < 100_000_000, "matching \(value.utf8.count) bytes took \(elapsed / 1_000_000) ms")
    precondition(pattern.matchesWhole(value) == matched, "matching twice gave two answers")

    if !source.hasPrefix("(?i)") {
        if let grouped = try? ValidationPattern("(?:" + source + ")") {
            precondition(grouped.matchesWhole(value) == matched, "a group changed the answer")
        }
        if matched, let repeated = try? ValidationPattern("(?:" + source + ")*") {
            precondition(repeated.matchesWhole(value), "(?:P)* refused what P accepts")
        }
    }
    return 0
}

/// CPU time of this thread: a busy machine slows the run without failing it.
private func cpuNanoseconds() -> Int {
    var now = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
    return now.tv_sec * 1_000_000_000 + now.tv_nsec
}
