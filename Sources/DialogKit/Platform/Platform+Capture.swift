#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

extension Platform {
    /// A pipe for a command's output, its write end the command's (see `makePipe(blockingWrite:)`).
    static func makeOutputPipe() throws -> (read: Int32, write: Int32) {
        let fds = try makePipe(blockingWrite: true)
        #if os(Linux)
        // A larger pipe lets a chatty command run on between two reads of the event loop; where the
        // kernel refuses (a per-user limit), the default 64 KiB does as well, only with more wakeups.
        _ = fcntl(fds.read, 1031 /* F_SETPIPE_SZ */, Int32(1 << 20))
        #endif
        return fds
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

    /// Runs `arguments` (the first looked up in PATH) for what it writes on stdout, its stdin and stderr on
    /// /dev/null, in a process group of its own; returns its exit status (-1 when it did not exit normally) and
    /// its output. For short queries (tmux) only, and never waited on without bound: nil when it cannot start,
    /// has not ended `timeout` seconds after it started, writes more than `limit` bytes, or `stop` says so when
    /// `watched` (the signal relay) becomes readable. Its whole group is then killed (SIGKILL) and reaped, so
    /// a helper that hangs (a tmux server stopped, a socket that never answers) costs at most `timeout`.
    static func runCapturing(_ arguments: [String], timeout: Double, limit: Int = 16 << 20, watched: Int32? = nil,
                             stop: () -> Bool = { false }) -> (status: Int32, output: [UInt8])? {
        guard let (read, write) = try? makePipe(blockingWrite: true) else { return nil }
        let started = try? spawnInNewGroup(arguments, stdout: write, stderr: nil, nullInput: true)
        close(write)
        guard let pid = started else {
            close(read)
            return nil
        }
        var output: [UInt8] = []
        var readOpen = true
        defer { if readOpen { close(read) } }
        func giveUp() -> (status: Int32, output: [UInt8])? {
            _ = killpg(pid, SIGKILL)
            _ = kill(pid, SIGKILL)
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0, currentErrno() == EINTR {}
            return nil
        }
        let deadline = monotonicSeconds() + timeout
        while true {
            if !readOpen, let status = try? childStatus(pid) {
                switch status {
                case .exited(let code): return (code, output)
                case .signaled: return (-1, output)
                case .stopped: break
                }
            }
            let left = deadline - monotonicSeconds()
            guard left > 0, output.count <= limit else { return giveUp() }
            // Once its output has ended, the child is looked at every 10 ms until it has exited too.
            let descriptors = (readOpen ? [read] : []) + (watched.map { [$0] } ?? [])
            guard let ready = try? poll(descriptors, timeout: readOpen ? left : min(left, 0.01)) else { return giveUp() }
            if let watched, ready.contains(watched), stop() { return giveUp() }
            if readOpen, ready.contains(read) {
                let (bytes, ended) = readAvailable(read)
                output += bytes
                if ended {
                    close(read)
                    readOpen = false
                }
            }
        }
    }
}
