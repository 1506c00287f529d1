// The one place that knows which C library this is.
#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#else
#error("swalert needs a POSIX C library")
#endif

/// A failed system call, carrying its errno.
public struct SystemError: Error, Equatable, CustomStringConvertible {
    public var call: String
    public var errno: Int32

    public init(_ call: String, errno: Int32) {
        self.call = call
        self.errno = errno
    }

    public var description: String { "\(call): \(reason)" }

    /// An argument `call` cannot take (EINVAL).
    static func invalid(_ call: String) -> SystemError { SystemError(call, errno: EINVAL) }

    /// An input or output error (EIO), for a failure that has no errno of its own.
    static func io(_ call: String) -> SystemError { SystemError(call, errno: EIO) }

    /// Out of descriptors or memory, or interrupted: the process's trouble, not the file's.
    var isShortage: Bool { [EMFILE, ENFILE, ENOMEM, EINTR].contains(errno) }

    /// No such file or directory (ENOENT).
    public var isNotFound: Bool { errno == ENOENT }

    /// What went wrong, without the call: "Broken pipe".
    public var reason: String {
        guard let message = strerror(errno) else { return "errno \(errno)" }
        return String(cString: message)
    }
}

/// Thin wrappers over system calls: -1 a thrown `SystemError`, EINTR a retry (swift-system's `valueOrErrno`).
enum Platform {
    /// Runs `body` until it returns something other than -1 with EINTR; -1 with another errno throws.
    @inline(__always)
    static func retrying<T: BinaryInteger>(_ call: String, _ body: () -> T) throws -> T {
        while true {
            let result = body()
            if result != -1 { return result }
            let code = currentErrno()
            if code == EINTR { continue }
            throw SystemError(call, errno: code)
        }
    }

    static func currentErrno() -> Int32 { errno }

    static func setErrno(_ value: Int32) { errno = value }

    static let standardInput = STDIN_FILENO, standardOutput = STDOUT_FILENO, standardError = STDERR_FILENO

    static func open(_ path: String, _ flags: Int32) throws -> Int32 {
        try retrying("open \(path)") { path.withCString { Glibc_or_Darwin_open($0, flags) } }
    }

    /// Opens `path` read-only, closed on exec; `nonBlocking` for a FIFO or device, never the controlling terminal.
    static func openForReading(_ path: String, nonBlocking: Bool = false, followingLinks: Bool = true) throws -> Int32 {
        try open(path, O_RDONLY | O_CLOEXEC | (nonBlocking ? O_NONBLOCK | O_NOCTTY : 0) | (followingLinks ? 0 : O_NOFOLLOW))
    }

    static func close(_ fd: Int32) {
        _ = unistdClose(fd)
    }

    /// Writes all of `bytes`, looping over short writes.
    static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) throws {
        if let problem = writeAsMuchAsFits(fd, bytes).problem { throw problem }
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

    static func writeAll(_ fd: Int32, _ bytes: [UInt8]) throws {
        try bytes.withUnsafeBytes { try writeAll(fd, $0) }
    }

    /// Reads what is available, at most `capacity` bytes, through scratch space never cleared; empty at the end.
    static func read(_ fd: Int32, capacity: Int = 4096) throws -> [UInt8] {
        try withUnsafeTemporaryAllocation(byteCount: capacity, alignment: 1) { scratch in
            let count = try retrying("read") { unistdRead(fd, scratch.baseAddress!, capacity) }
            return [UInt8](UnsafeRawBufferPointer(rebasing: scratch[..<count]))
        }
    }

    static func isTerminal(_ fd: Int32) -> Bool { isatty(fd) == 1 }

    /// Why `fd` cannot be read, or nil: closed or write-only (EBADF), or a directory (EISDIR).
    static func readProblem(_ fd: Int32) -> SystemError? {
        let flags = fcntl(fd, F_GETFL)
        if flags == -1 || flags & O_ACCMODE == O_WRONLY { return SystemError("read", errno: EBADF) }
        if (try? fileStatus(fd))?.isDirectory == true { return SystemError("read", errno: EISDIR) }
        return nil
    }

    /// Whether `fd` is an open descriptor.
    static func isOpen(_ fd: Int32) -> Bool {
        fcntl(fd, F_GETFD) != -1 || currentErrno() != EBADF
    }

    /// Puts /dev/null on `fd` opened the wrong way round, so reads and writes fail with EBADF as when closed.
    static func occupy(_ fd: Int32) {
        let null = Glibc_or_Darwin_open("/dev/null", fd == STDIN_FILENO ? O_WRONLY : O_RDONLY)
        guard null >= 0, null != fd else { return }
        _ = dup2(null, fd)
        close(null)
    }

    static func environment(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        return String(cString: value)
    }

    /// Whether `count` bytes at `a` and at `b` are the same.
    static func sameBytes(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, count: Int) -> Bool {
        memcmp(a, b, count) == 0
    }

    /// The offset of the first `byte` in `buffer` from `start` on (memchr).
    static func firstOffset(of byte: UInt8, in buffer: UnsafeRawBufferPointer, from start: Int) -> Int? {
        guard let base = buffer.baseAddress, start < buffer.count,
              let found = memchr(base + start, Int32(byte), buffer.count - start) else { return nil }
        return base.distance(to: UnsafeRawPointer(found))
    }

    /// Lets another runnable thread on this processor go first, such as the kernel's work handing a pty's output on.
    static func yieldProcessor() {
        sched_yield()
    }

    /// Seconds on the monotonic clock.
    static func monotonicSeconds() -> Double {
        Double(monotonicNanoseconds()) / 1e9
    }


    /// A pipe whose ends are closed on exec and do not block; with `blockingWrite` the write end blocks, as stdout does.
    static func makePipe(blockingWrite: Bool = false) throws -> (read: Int32, write: Int32) {
        var fds: [Int32] = [0, 0]
        _ = try retrying("pipe") { pipe(&fds) }
        for fd in fds {
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            if fd == fds[0] || !blockingWrite { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
        }
        return (fds[0], fds[1])
    }

    /// The descriptors of `fds` readable within `timeout` seconds (nil: no limit); none on EINTR, for the caller to look again.
    static func poll(_ fds: [Int32], timeout: Double?) throws -> [Int32] {
        let milliseconds: Int32
        if let timeout { milliseconds = Int32(max(0, min(timeout * 1000, 86_400_000)).rounded(.up)) } else { milliseconds = -1 }
        // The entries on the stack: a wakeup allocates nothing for them.
        return try withUnsafeTemporaryAllocation(of: pollfd.self, capacity: fds.count) { entries in
            for index in 0..<fds.count {
                entries.initializeElement(at: index, to: pollfd(fd: fds[index], events: Int16(POLLIN), revents: 0))
            }
            let count = Glibc_or_Darwin_poll(entries.baseAddress, nfds_t(fds.count), milliseconds)
            if count < 0 {
                let code = currentErrno()
                if code == EINTR || code == EAGAIN { return [] }
                throw SystemError("poll", errno: code)
            }
            var ready: [Int32] = []
            for index in 0..<fds.count where entries[index].revents != 0 { ready.append(entries[index].fd) }
            return ready
        }
    }
}

extension Platform {
    /// What `stat` says of a file, as much as the turn's folder, its lock file and an answer file are checked by.
    struct FileStatus: Equatable, Sendable {
        var isDirectory: Bool
        var isRegularFile: Bool
        var owner: UInt32
        var group: UInt32
        /// The permission bits (0o700 and the like), the sticky bit (0o1000) among them.
        var permissions: UInt32
    }

    /// What `fstat` says of an open file.
    static func fileStatus(_ fd: Int32) throws -> FileStatus {
        var info = stat()
        _ = try retrying("fstat") { fstat(fd, &info) }
        return fileStatus(info)
    }

    /// What `stat` says of `path`, a link followed; nil when it cannot be read.
    static func fileStatus(path: String) -> FileStatus? {
        var info = stat()
        return stat(path, &info) == 0 ? fileStatus(info) : nil
    }

    private static func fileStatus(_ info: stat) -> FileStatus {
        let type = UInt32(info.st_mode) & UInt32(S_IFMT)
        return FileStatus(isDirectory: type == UInt32(S_IFDIR), isRegularFile: type == UInt32(S_IFREG),
                          owner: UInt32(info.st_uid), group: UInt32(info.st_gid), permissions: UInt32(info.st_mode) & 0o7777)
    }

    /// Makes the directory `path` (0700) if need be and opens it, a symbolic link as its last component failing.
    static func openDirectory(_ path: String, create: Bool) throws -> Int32 {
        if create, mkdir(path, 0o700) != 0, currentErrno() != EEXIST {
            throw SystemError("mkdir \(path)", errno: currentErrno())
        }
        return try open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    }

    /// Opens (creating, 0600) the file `name` in `directory`, never through a symbolic link nor waiting on a FIFO.
    static func openFile(_ name: String, in directory: Int32) throws -> Int32 {
        try retrying("open \(name)") {
            name.withCString { Glibc_or_Darwin_openat(directory, $0, O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o600) }
        }
    }

    /// Takes an exclusive record lock on `length` bytes of `fd` from `start` (0: to the end and beyond); false when
    /// another process holds one. The kernel drops it when the process ends or closes any descriptor of the file.
    static func lockRange(_ fd: Int32, start: Int64, length: Int64) throws -> Bool {
        var lock = recordLock(F_WRLCK, start: start, length: length)
        if fcntl(fd, F_SETLK, &lock) == 0 { return true }
        let code = currentErrno()
        if code == EAGAIN || code == EACCES || code == EINTR { return false }
        throw SystemError("fcntl F_SETLK", errno: code)
    }

    /// Lets go of this process's record lock on the bytes from `start`.
    static func unlockRange(_ fd: Int32, start: Int64, length: Int64) {
        var lock = recordLock(F_UNLCK, start: start, length: length)
        _ = fcntl(fd, F_SETLK, &lock)
    }

    /// The process whose record lock from `start` keeps this one out (0: in another pid namespace), or nil.
    static func lockHolder(_ fd: Int32, start: Int64, length: Int64) -> Int32? {
        var lock = recordLock(F_WRLCK, start: start, length: length)
        guard fcntl(fd, F_GETLK, &lock) == 0, lock.l_type != Int16(F_UNLCK) else { return nil }
        return Int32(lock.l_pid)
    }

    private static func recordLock(_ type: Int32, start: Int64, length: Int64) -> flock {
        var lock = flock()
        lock.l_type = Int16(type)
        lock.l_whence = Int16(SEEK_SET)
        lock.l_start = off_t(start)
        lock.l_len = off_t(length)
        return lock
    }

    /// Writes `bytes` at `offset` of `fd`, leaving the file's own offset alone; the file then ends there.
    static func writeAt(_ fd: Int32, _ bytes: [UInt8], offset: Int64) {
        _ = bytes.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, off_t(offset)) }
        _ = ftruncate(fd, off_t(offset) + off_t(bytes.count))
    }

    /// Reads at most `capacity` bytes at `offset` of `fd`; empty when there are none.
    static func readAt(_ fd: Int32, capacity: Int, offset: Int64) -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: capacity)
        let count = buffer.withUnsafeMutableBytes { pread(fd, $0.baseAddress, capacity, off_t(offset)) }
        return count > 0 ? Array(buffer[..<count]) : []
    }


    static func userID() -> UInt32 { UInt32(getuid()) }

    static func processID() -> Int32 { Int32(getpid()) }

    /// Nanoseconds on the monotonic clock, which every process on the machine shares.
    static func monotonicNanoseconds() -> UInt64 {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
    }

    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// A file in `directory` no other process can find: made with mkstemp, unlinked at once, closed on exec.
    static func anonymousFile(in directory: String) throws -> Int32 {
        var template = Array((directory.hasSuffix("/") ? directory : directory + "/").utf8CString.dropLast())
            + Array("swalert-XXXXXX".utf8CString)
        let fd = try retrying("mkstemp \(directory)") { mkstemp(&template) }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        return fd
    }

    /// Whether `fd` is an open pipe (or FIFO).
    static func isPipe(_ fd: Int32) -> Bool {
        var info = stat()
        return fstat(fd, &info) == 0 && (UInt32(info.st_mode) & UInt32(S_IFMT)) == UInt32(S_IFIFO)
    }

}

// The C functions whose Swift names clash with our wrappers.
@inline(__always) private func Glibc_or_Darwin_open(_ path: UnsafePointer<CChar>, _ flags: Int32) -> Int32 {
    open(path, flags)
}
@inline(__always) private func Glibc_or_Darwin_openat(_ directory: Int32, _ path: UnsafePointer<CChar>, _ flags: Int32,
                                                     _ mode: mode_t) -> Int32 {
    openat(directory, path, flags, mode)
}
@inline(__always) private func Glibc_or_Darwin_poll(_ fds: UnsafeMutablePointer<pollfd>?, _ count: nfds_t, _ timeout: Int32) -> Int32 {
    poll(fds, count, timeout)
}
@inline(__always) func unistdClose(_ fd: Int32) -> Int32 { close(fd) }
@inline(__always) func unistdWrite(_ fd: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int { write(fd, pointer, count) }
@inline(__always) func unistdRead(_ fd: Int32, _ pointer: UnsafeMutableRawPointer, _ count: Int) -> Int { read(fd, pointer, count) }

/// A mutual-exclusion lock for the rare shared table (a pthread mutex that lives as long as the program).
final class Lock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    func withLock<T>(_ body: () throws -> T) rethrows -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}
