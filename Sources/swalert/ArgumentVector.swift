#if os(Linux) && canImport(Glibc)
import Glibc

/// Where `CommandLine` finds `argv` in swalert: the Swift runtime asks for it through this C function.
///
/// The runtime's own version, for a static executable on Linux, runs before `main` in every process: it reads
/// `/proc/self/maps` with `sscanf` to learn the stack's bounds and then searches the stack for `argv`. That was a
/// twentieth of an alert's time to first frame, spent before the first line of swalert ran. Defining the
/// function here keeps the runtime's version, and its start-up work, out of the link.
///
/// At start-up `environ` points just past `argv`'s closing null, and the word before `argv[0]` is `argc`
/// (the System V process start-up layout that Linux uses on every architecture), so `argv` is found by
/// stepping back from `environ` until the word there equals the number of steps. `CommandLine` asks once, at
/// the start of `main`, before anything could have replaced `environ`. Should `environ` not be the one the
/// process started with (its `[-1]` is not null), the arguments are empty, and swalert says it was given no
/// command instead of reading a wrong vector.
@_cdecl("_swift_stdlib_getUnsafeArgvArgc")
func startupArgumentVector(
    _ count: UnsafeMutablePointer<Int32>
) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> {
    // `environ` is imported as a non-optional pointer; a process that cleared its environment may have null.
    argumentVector(before: UnsafeMutableRawPointer(bitPattern: UInt(bitPattern: environ)), count: count)
}

/// The argument vector laid out just before `environment`, and its length in `count`; an empty vector when
/// the word before `environment` is not the vector's closing null.
func argumentVector(
    before environment: UnsafeMutableRawPointer?, count: UnsafeMutablePointer<Int32>
) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> {
    if let words = environment?.assumingMemoryBound(to: Int.self), words[-1] == 0 {
        // argv[n - 1] ... argv[0] are pointers, never small numbers: the first word equal to its own
        // distance below argv's null is argc.
        var n = 0
        while n < maximumArguments, words[-2 - n] != n { n += 1 }
        if n < maximumArguments {
            count.pointee = Int32(n)
            return UnsafeMutableRawPointer(words - 1 - n).assumingMemoryBound(to: UnsafeMutablePointer<CChar>?.self)
        }
    }
    count.pointee = 0
    return emptyArgumentVector
}

/// More arguments than `execve` accepts (ARG_MAX is 2 MiB, and each takes a pointer and a byte at least).
private let maximumArguments = 1 << 18

nonisolated(unsafe) private let emptyArgumentVector: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
    let vector = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: 1)
    vector.initialize(to: nil)
    return vector
}()
#endif
