#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

extension Platform {
    /// Starts `arguments` (the first looked up in PATH) with standard input inherited and standard output and error
    /// into one pipe, as dialog's `dlg_popen` ties them: the child's pid and the pipe's read end, which blocks.
    static func startWithOutput(_ arguments: [String]) throws -> (pid: pid_t, output: Int32) {
        var fds: [Int32] = [0, 0]
        _ = try retrying("pipe") { pipe(&fds) }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        defer { close(fds[1]) }
        do {
            let pid = try spawn(arguments, files: [.inherited, .descriptor(fds[1]), .descriptor(fds[1])], newGroup: false)
            return (pid, fds[0])
        } catch {
            close(fds[0])
            throw error
        }
    }

    /// Waits for child `pid` to end, however long that takes.
    static func waitForChild(_ pid: pid_t) {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, currentErrno() == EINTR {}
    }
}

extension Platform {
    /// Creates or empties the file at `path` (mode 0666 less the umask) and writes `bytes` to it.
    static func writeFile(_ path: String, _ bytes: [UInt8]) throws {
        let fd = try retrying("open \(path)") {
            path.withCString { openFileAt(AT_FDCWD, $0, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666) }
        }
        defer { close(fd) }
        try writeAll(fd, bytes)
    }
}

// `openat` under a name that does not clash with `Platform.open`.
@inline(__always) private func openFileAt(_ directory: Int32, _ path: UnsafePointer<CChar>, _ flags: Int32,
                                          _ mode: mode_t) -> Int32 {
    openat(directory, path, flags, mode)
}
