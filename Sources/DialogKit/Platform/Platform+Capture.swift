#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

extension Platform {
    /// A pipe for a command's output: the read end swalert's (non-blocking, closed on exec), the write end the
    /// command's (blocking, as a program expects its stdout to be; closed on exec until handed over with dup2).
    static func makeOutputPipe() throws -> (read: Int32, write: Int32) {
        var fds: [Int32] = [0, 0]
        _ = try retrying("pipe") { pipe(&fds) }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        _ = fcntl(fds[0], F_SETFL, fcntl(fds[0], F_GETFL) | O_NONBLOCK)
        #if os(Linux)
        // A larger pipe lets a chatty command run on between two reads of the event loop; where the
        // kernel refuses (a per-user limit), the default 64 KiB does as well, only with more wakeups.
        _ = fcntl(fds[0], 1031 /* F_SETPIPE_SZ */, Int32(1 << 20))
        #endif
        return (fds[0], fds[1])
    }

    /// Writes as much of `bytes` as the file takes; returns how many it took and, when it stopped short, why
    /// (ENOSPC for a full file system, EFBIG past RLIMIT_FSIZE).
    static func writeAsMuchAsFits(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> (written: Int, problem: SystemError?) {
        var offset = 0
        while offset < bytes.count {
            let count = unistdWrite(fd, bytes.baseAddress! + offset, bytes.count - offset)
            if count < 0 {
                let code = currentErrno()
                if code == EINTR { continue }
                return (offset, SystemError("write", errno: code))
            }
            if count == 0 { return (offset, SystemError("write", errno: ENOSPC)) }
            offset += count
        }
        return (offset, nil)
    }

    /// Reads from `fd` with no wait: the bytes there now (empty when none are), and whether the writers are
    /// all gone (end of file, or the descriptor failed).
    static func readAvailable(_ fd: Int32, capacity: Int = 65536) -> (bytes: [UInt8], ended: Bool) {
        withUnsafeTemporaryAllocation(byteCount: capacity, alignment: 1) { scratch in
            while true {
                let count = unistdRead(fd, scratch.baseAddress!, capacity)
                if count > 0 { return ([UInt8](UnsafeRawBufferPointer(rebasing: scratch[..<count])), false) }
                if count == 0 { return ([], true) }
                let code = currentErrno()
                if code == EINTR { continue }
                return ([], !(code == EAGAIN || code == EWOULDBLOCK))
            }
        }
    }
}
