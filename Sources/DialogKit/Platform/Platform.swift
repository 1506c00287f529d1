// The one place that knows which C library this is. Everything that needs the OS goes through here,
// so the rest of DialogKit stays plain Swift.
#if canImport(Glibc)
@_exported import Glibc
#elseif canImport(Musl)
@_exported import Musl
#elseif canImport(Darwin)
@_exported import Darwin
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

    /// What went wrong, without the call: "Broken pipe".
    public var reason: String {
        guard let message = strerror(errno) else { return "errno \(errno)" }
        return String(cString: message)
    }
}

/// Thin wrappers over the system calls DialogKit uses.
///
/// Each wrapper turns -1 into a thrown `SystemError` and retries on EINTR, as swift-system's
/// `valueOrErrno(retryOnInterrupt:)` does.
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

    static func currentErrno() -> Int32 {
        #if canImport(Darwin)
        return Darwin.errno
        #elseif canImport(Musl)
        return Musl.errno
        #else
        return Glibc.errno
        #endif
    }

    static func setErrno(_ value: Int32) {
        #if canImport(Darwin)
        Darwin.errno = value
        #elseif canImport(Musl)
        Musl.errno = value
        #else
        Glibc.errno = value
        #endif
    }

    static func open(_ path: String, _ flags: Int32) throws -> Int32 {
        try retrying("open \(path)") { path.withCString { Glibc_or_Darwin_open($0, flags) } }
    }

    static func close(_ fd: Int32) {
        _ = unistdClose(fd)
    }

    /// Writes all of `bytes`, looping over short writes.
    static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) throws {
        var offset = 0
        while offset < bytes.count {
            let written = try retrying("write") {
                unistdWrite(fd, bytes.baseAddress! + offset, bytes.count - offset)
            }
            offset += written
        }
    }

    static func writeAll(_ fd: Int32, _ bytes: [UInt8]) throws {
        try bytes.withUnsafeBytes { try writeAll(fd, $0) }
    }

    /// Reads what is available, at most `capacity` bytes; an empty result means end of file.
    ///
    /// The bytes land in scratch space that is neither cleared first nor kept: a key is one byte of a
    /// 64 KiB read, and clearing the whole buffer for it cost more than drawing the key's frame.
    static func read(_ fd: Int32, capacity: Int = 4096) throws -> [UInt8] {
        try withUnsafeTemporaryAllocation(byteCount: capacity, alignment: 1) { scratch in
            let count = try retrying("read") { unistdRead(fd, scratch.baseAddress!, capacity) }
            return [UInt8](UnsafeRawBufferPointer(rebasing: scratch[..<count]))
        }
    }

    /// Reads until end of file.
    static func readToEnd(_ fd: Int32) throws -> [UInt8] {
        var all: [UInt8] = []
        while true {
            let chunk = try read(fd, capacity: 65536)
            if chunk.isEmpty { return all }
            all.append(contentsOf: chunk)
        }
    }

    static func isTerminal(_ fd: Int32) -> Bool { isatty(fd) == 1 }

    /// Whether `fd` is an open descriptor.
    static func isOpen(_ fd: Int32) -> Bool {
        fcntl(fd, F_GETFD) != -1 || currentErrno() != EBADF
    }

    /// Puts /dev/null on `fd`, opened the wrong way round (write-only for stdin, read-only for stdout and
    /// stderr), so every read or write on it still fails with EBADF as on a closed descriptor.
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

    /// Lets any other runnable thread on this processor run first, such as the kernel's work that hands a pty's
    /// output to the terminal reading it.
    static func yieldProcessor() {
        sched_yield()
    }

    /// Seconds on the monotonic clock.
    static func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }

    static func getAttributes(_ fd: Int32) throws -> termios {
        var modes = termios()
        _ = try retrying("tcgetattr") { tcgetattr(fd, &modes) }
        return modes
    }

    static func setAttributes(_ fd: Int32, _ modes: termios, flush: Bool = false) throws {
        var modes = modes
        _ = try retrying("tcsetattr") { tcsetattr(fd, flush ? TCSAFLUSH : TCSANOW, &modes) }
    }

    /// The terminal's size in cells, or nil when the driver does not know it.
    static func windowSize(_ fd: Int32) -> (columns: Int, rows: Int)? {
        var size = winsize()
        #if canImport(Darwin)
        let request = UInt(TIOCGWINSZ)
        #else
        let request = UInt(TIOCGWINSZ)
        #endif
        guard ioctl(fd, request, &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    static func makePipe() throws -> (read: Int32, write: Int32) {
        var fds: [Int32] = [0, 0]
        _ = try retrying("pipe") { pipe(&fds) }
        for fd in fds {
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        }
        return (fds[0], fds[1])
    }

    /// Waits until one of `fds` is readable or `timeout` seconds pass (nil waits forever).
    /// Returns the readable descriptors; EINTR returns an empty list so the caller re-checks its state.
    static func poll(_ fds: [Int32], timeout: Double?) throws -> [Int32] {
        var entries = fds.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        let milliseconds: Int32
        if let timeout { milliseconds = Int32(max(0, min(timeout * 1000, 86_400_000)).rounded(.up)) } else { milliseconds = -1 }
        let count = entries.withUnsafeMutableBufferPointer { Glibc_or_Darwin_poll($0.baseAddress, nfds_t($0.count), milliseconds) }
        if count < 0 {
            let code = currentErrno()
            if code == EINTR || code == EAGAIN { return [] }
            throw SystemError("poll", errno: code)
        }
        return entries.filter { $0.revents != 0 }.map(\.fd)
    }
}

extension Platform {
    typealias SignalHandler = @convention(c) (Int32) -> Void

    /// Installs `handler` for `signal` and returns the action it replaced.
    @discardableResult
    static func installHandler(_ handler: SignalHandler, for signal: Int32, restart: Bool = true) -> sigaction {
        var action = sigaction()
        #if canImport(Darwin)
        action.__sigaction_u.__sa_handler = handler
        #else
        action.__sigaction_handler.sa_handler = handler
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = restart ? Int32(SA_RESTART) : 0
        var previous = sigaction()
        sigaction(signal, &action, &previous)
        return previous
    }

    /// Puts back an action saved by `installHandler`.
    static func restoreAction(_ action: sigaction, for signal: Int32) {
        var action = action
        sigaction(signal, &action, nil)
    }

    /// Sets `signal` to its default action (SIG_DFL) or to be ignored (SIG_IGN).
    static func setDisposition(_ signal: Int32, ignore: Bool) {
        swapDisposition(signal, ignore: ignore)
    }

    /// Ignores `signal` and returns the action it had, for `restoreAction`.
    static func ignore(_ signal: Int32) -> sigaction {
        swapDisposition(signal, ignore: true)
    }

    /// Sets `signal` to SIG_IGN or SIG_DFL and returns the action it replaced.
    @discardableResult
    private static func swapDisposition(_ signal: Int32, ignore: Bool) -> sigaction {
        var action = sigaction()
        #if canImport(Darwin)
        action.__sigaction_u.__sa_handler = ignore ? SIG_IGN : SIG_DFL
        #else
        action.__sigaction_handler.sa_handler = ignore ? SIG_IGN : SIG_DFL
        #endif
        sigemptyset(&action.sa_mask)
        var previous = sigaction()
        sigaction(signal, &action, &previous)
        return previous
    }

    /// The disposition of `signal` right now, without changing it.
    static func isIgnored(_ signal: Int32) -> Bool {
        var current = sigaction()
        sigaction(signal, nil, &current)
        #if canImport(Darwin)
        return unsafeBitCast(current.__sigaction_u.__sa_handler, to: Int.self) == 1
        #else
        return unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self) == 1
        #endif
    }

    static func raiseSignal(_ signal: Int32) { _ = raise(signal) }

    /// Sends `signal` to every process in this process's group, itself included, as the terminal does for Ctrl-Z.
    static func signalProcessGroup(_ signal: Int32) { _ = kill(0, signal) }
}

extension Platform {
    /// Opens (creating it if needed, mode 0600) a file for locking.
    static func openLockFile(_ path: String) throws -> Int32 {
        try retrying("open \(path)") { path.withCString { Glibc_or_Darwin_openMode($0, O_RDWR | O_CREAT | O_CLOEXEC, 0o600) } }
    }

    /// Takes an exclusive lock on `fd` if nobody holds one; false when another process does.
    static func tryLock(_ fd: Int32) throws -> Bool {
        if flock(fd, LOCK_EX | LOCK_NB) == 0 { return true }
        let code = currentErrno()
        if code == EWOULDBLOCK || code == EINTR { return false }
        throw SystemError("flock", errno: code)
    }

    /// The device number of the terminal open on `fd` (`/dev/pts/3`'s, say), as the kernel encodes it in a
    /// `dev_t`; nil where the system cannot tell. `fstat` cannot: a descriptor opened through /dev/tty reports
    /// /dev/tty's own device number, the same for every terminal; Linux's TIOCGDEV gives the real one.
    static func terminalDevice(_ fd: Int32) -> UInt32? {
        #if os(Linux) && (arch(x86_64) || arch(arm64) || arch(i386) || arch(arm))
        // _IOR('T', 0x32, unsigned int), in the encoding these architectures share.
        let request: UInt = 0x8004_5432
        var device: UInt32 = 0
        guard ioctl(fd, request, &device) == 0, device != 0 else { return nil }
        return device
        #else
        return nil
        #endif
    }

    /// The session the terminal open on `fd` belongs to: it names the terminal where its device number is not
    /// known, since a terminal is the controlling terminal of one session at a time.
    static func terminalSession(_ fd: Int32) -> Int32? {
        let session = tcgetsid(fd)
        return session > 0 ? Int32(session) : nil
    }

    static func userID() -> UInt32 { UInt32(getuid()) }

    static func processID() -> Int32 { Int32(getpid()) }

    /// Whether a process with this id exists (EPERM means it does, only not ours to signal).
    static func isAlive(_ pid: Int32) -> Bool {
        kill(pid_t(pid), 0) == 0 || currentErrno() == EPERM
    }

    /// Makes a directory only its owner may use; one that exists already is fine.
    static func makePrivateDirectory(_ path: String) throws {
        if mkdir(path, 0o700) != 0, currentErrno() != EEXIST { throw SystemError("mkdir \(path)", errno: currentErrno()) }
    }

    /// Creates an empty file (or leaves one that exists).
    static func touch(_ path: String) throws {
        let fd = try openLockFile(path)
        close(fd)
    }

    static func remove(_ path: String) { _ = unlink(path) }

    /// The names in a directory, without "." and "..".
    static func directoryEntries(_ path: String) -> [String] {
        guard let directory = opendir(path) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }

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

    /// This program's own executable.
    static func executablePath() -> String {
        #if canImport(Darwin)
        var size: UInt32 = 4096
        var buffer = [CChar](repeating: 0, count: Int(size))
        guard _NSGetExecutablePath(&buffer, &size) == 0 else { return CommandLine.arguments[0] }
        return String(cString: buffer)
        #else
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return CommandLine.arguments[0] }
        buffer[count] = 0
        return String(cString: buffer)
        #endif
    }

    /// Starts `path` with `arguments` and the environment plus `extra`, its standard streams on /dev/null,
    /// and does not wait for it.
    static func spawnDetached(_ path: String, _ arguments: [String], extraEnvironment extra: [String: String]) throws {
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for fd in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] {
            posix_spawn_file_actions_addopen(&actions, fd, "/dev/null", fd == STDIN_FILENO ? O_RDONLY : O_WRONLY, 0)
        }
        var environment: [String] = []
        #if canImport(Darwin)
        guard var pointer = _NSGetEnviron()?.pointee else { return }
        #else
        var pointer = environ
        #endif
        while let entry = pointer.pointee {
            let text = String(cString: entry)
            if let name = text.split(separator: "=", maxSplits: 1).first, extra[String(name)] != nil {} else { environment.append(text) }
            pointer += 1
        }
        environment += extra.map { "\($0.key)=\($0.value)" }
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer { for item in argv + envp { free(item) } }
        var pid = pid_t()
        let result = posix_spawn(&pid, path, &actions, nil, argv, envp)
        guard result == 0 else { throw SystemError("posix_spawn \(path)", errno: result) }
    }

    /// How a child process ended, or that it stopped, as `waitpid` reports it.
    enum ChildStatus: Equatable {
        case exited(Int32)
        case signaled(Int32)
        case stopped(Int32)
    }

    /// Starts `arguments` (looked up in PATH) in a process group of its own, its stdin inherited and its
    /// stdout and stderr sent to `stdout` and `stderr`. Signals swalert ignores are reset to their default.
    static func spawnInNewGroup(_ arguments: [String], stdout: Int32, stderr: Int32) throws -> pid_t {
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        var attributes: posix_spawnattr_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        posix_spawn_file_actions_adddup2(&actions, stdout, 1)
        posix_spawn_file_actions_adddup2(&actions, stderr, 2)
        var defaults = sigset_t(), none = sigset_t()
        sigemptyset(&defaults)
        sigemptyset(&none)
        // swalert ignores SIGPIPE for its own writes; the command must not inherit that.
        sigaddset(&defaults, SIGPIPE)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let result = posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, environ)
        guard result == 0 else { throw SystemError("posix_spawn \(arguments[0])", errno: result) }
        return pid
    }

    /// The child's status if it has ended or stopped; nil while it runs (WNOHANG).
    static func childStatus(_ pid: pid_t) throws -> ChildStatus? {
        var status: Int32 = 0
        let result = try retrying("waitpid") { waitpid(pid, &status, WNOHANG | WUNTRACED) }
        guard result == pid else { return nil }
        // The encoding every Unix uses behind WIFEXITED and friends, which Swift cannot import (macros).
        let low = status & 0x7F
        if low == 0 { return .exited((status >> 8) & 0xFF) }
        if low == 0x7F { return .stopped((status >> 8) & 0xFF) }
        return .signaled(low)
    }

    /// Sends `signal` to every process in group `group`; a group that is gone already is not an error.
    static func signalGroup(_ group: pid_t, _ signal: Int32) {
        _ = killpg(group, signal)
    }

    /// Creates a file in `directory` that no other process can find: made with mkstemp, unlinked at once,
    /// closed on exec unless handed to a child on purpose.
    static func anonymousFile(in directory: String) throws -> Int32 {
        var template = Array((directory.hasSuffix("/") ? directory : directory + "/").utf8CString.dropLast())
            + Array("swalert-XXXXXX".utf8CString)
        let fd = try retrying("mkstemp \(directory)") { mkstemp(&template) }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        return fd
    }

    /// Copies everything in the file `source` from its start to `destination`; returns the bytes copied.
    @discardableResult
    static func copyFile(_ source: Int32, to destination: Int32) throws -> Int {
        _ = try retrying("lseek") { lseek(source, 0, SEEK_SET) }
        var buffer = [UInt8](repeating: 0, count: 65536)
        var total = 0
        while true {
            let count = try buffer.withUnsafeMutableBytes { raw in
                try retrying("read") { unistdRead(source, raw.baseAddress!, raw.count) }
            }
            if count == 0 { return total }
            try buffer.withUnsafeBytes { try writeAll(destination, UnsafeRawBufferPointer(rebasing: $0[..<count])) }
            total += count
        }
    }

    /// The size of an open file in bytes.
    static func fileSize(_ fd: Int32) -> Int {
        var info = stat()
        return fstat(fd, &info) == 0 ? Int(info.st_size) : 0
    }
}

// The C functions whose Swift names clash with our wrappers.
@inline(__always) private func Glibc_or_Darwin_open(_ path: UnsafePointer<CChar>, _ flags: Int32) -> Int32 {
    open(path, flags)
}
@inline(__always) private func Glibc_or_Darwin_openMode(_ path: UnsafePointer<CChar>, _ flags: Int32, _ mode: mode_t) -> Int32 {
    open(path, flags, mode)
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
