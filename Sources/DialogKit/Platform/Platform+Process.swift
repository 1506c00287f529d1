#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// A POSIX signal, by its number on this system: what ended a dialog or a command.
public struct Signal: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: Int32

    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// Ctrl-C.
    public static let interrupt = Signal(rawValue: SIGINT)
    public static let terminate = Signal(rawValue: SIGTERM)
    /// The terminal went away.
    public static let hangUp = Signal(rawValue: SIGHUP)
    public static let kill = Signal(rawValue: SIGKILL)
    /// Ctrl-Z.
    public static let terminalStop = Signal(rawValue: SIGTSTP)
    public static let `continue` = Signal(rawValue: SIGCONT)
    /// The terminal changed size.
    public static let windowChange = Signal(rawValue: SIGWINCH)
    /// A time limit ran out.
    public static let alarm = Signal(rawValue: SIGALRM)
    public static let childEnded = Signal(rawValue: SIGCHLD)
    public static let brokenPipe = Signal(rawValue: SIGPIPE)
    /// A background job tried to write to the terminal, or change its modes.
    public static let terminalOutput = Signal(rawValue: SIGTTOU)
    /// A write went past the file size limit (RLIMIT_FSIZE).
    public static let fileSizeExceeded = Signal(rawValue: SIGXFSZ)

    /// The usual name, `SIGTERM`, or `signal 42` for one without a name here.
    public var description: String {
        let names: [Int32: String] = [
            SIGHUP: "SIGHUP", SIGINT: "SIGINT", SIGQUIT: "SIGQUIT", SIGILL: "SIGILL", SIGTRAP: "SIGTRAP",
            SIGABRT: "SIGABRT", SIGBUS: "SIGBUS", SIGFPE: "SIGFPE", SIGKILL: "SIGKILL", SIGUSR1: "SIGUSR1",
            SIGSEGV: "SIGSEGV", SIGUSR2: "SIGUSR2", SIGPIPE: "SIGPIPE", SIGALRM: "SIGALRM", SIGTERM: "SIGTERM",
            SIGTTIN: "SIGTTIN", SIGTTOU: "SIGTTOU", SIGXCPU: "SIGXCPU", SIGXFSZ: "SIGXFSZ",
        ]
        return names[rawValue] ?? "signal \(rawValue)"
    }
}

extension Platform {
    typealias SignalHandler = @convention(c) (Int32) -> Void

    /// Installs `handler` for `signal` and returns the action it replaced.
    @discardableResult
    static func installHandler(_ handler: SignalHandler, for signal: Signal, restart: Bool = true) -> sigaction {
        setAction(signal, handler, flags: restart ? Int32(SA_RESTART) : 0)
    }

    /// Puts back an action saved by `installHandler` or `setDisposition`.
    static func restoreAction(_ action: sigaction, for signal: Signal) {
        var action = action
        sigaction(signal.rawValue, &action, nil)
    }

    /// Sets `signal` to its default action (SIG_DFL) or to be ignored (SIG_IGN); returns the action it replaced.
    @discardableResult
    static func setDisposition(_ signal: Signal, ignore: Bool) -> sigaction {
        setAction(signal, ignore ? SIG_IGN : SIG_DFL, flags: 0)
    }

    private static func setAction(_ signal: Signal, _ handler: SignalHandler?, flags: Int32) -> sigaction {
        var action = sigaction()
        #if canImport(Darwin)
        action.__sigaction_u.__sa_handler = handler
        #else
        action.__sigaction_handler.sa_handler = handler
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = flags
        var previous = sigaction()
        sigaction(signal.rawValue, &action, &previous)
        return previous
    }

    /// The disposition of `signal` right now, without changing it.
    static func isIgnored(_ signal: Signal) -> Bool {
        var current = sigaction()
        sigaction(signal.rawValue, nil, &current)
        #if canImport(Darwin)
        return unsafeBitCast(current.__sigaction_u.__sa_handler, to: Int.self) == 1
        #else
        return unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self) == 1
        #endif
    }

    static func raiseSignal(_ signal: Signal) { _ = raise(signal.rawValue) }

    /// Sends `signal` to every process in this process's group, itself included, as the terminal does for Ctrl-Z.
    static func signalProcessGroup(_ signal: Signal) { _ = kill(0, signal.rawValue) }

    /// Stops this process as the terminal stops a background job that touches it (SIGTTOU), until continued.
    static func stopForTerminal() {
        let previous = setDisposition(.terminalOutput, ignore: false)
        raiseSignal(.terminalOutput)
        restoreAction(previous, for: .terminalOutput)
    }
}

extension Platform {
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

    /// Starts `path` with the environment plus `extra`, streams on /dev/null, `readiness` as descriptor 3; no wait.
    static func spawnDetached(_ path: String, _ arguments: [String], extraEnvironment extra: [String: String],
                              readiness: Int32) throws {
        _ = try spawn([path] + arguments, files: [.null, .null, .null, .descriptor(readiness)], extraEnvironment: extra,
                      newGroup: false)
    }

    /// How a child process ended, or that it stopped, as `waitpid` reports it.
    enum ChildStatus: Equatable {
        case exited(Int32)
        case signaled(Signal)
        case stopped(Signal)
    }

    /// What a child's descriptor is: this process's own, /dev/null, or another descriptor of this process.
    enum ChildFile {
        case inherited, null, descriptor(Int32)
    }

    /// Starts `arguments` (the first looked up in PATH) with `files` as its descriptors 0, 1, 2 and on, the environment
    /// plus `extra`, in a group of its own when `newGroup`; SIGPIPE and `resetToDefault` get their default action back.
    static func spawn(_ arguments: [String], files: [ChildFile], extraEnvironment extra: [String: String] = [:],
                      newGroup: Bool, resetToDefault: [Signal] = []) throws -> pid_t {
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?, attributes: posix_spawnattr_t?
        #else
        var actions = posix_spawn_file_actions_t(), attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        for (fd, file) in files.enumerated() {
            switch file {
            case .inherited: break
            case .null: posix_spawn_file_actions_addopen(&actions, Int32(fd), "/dev/null", fd == 0 ? O_RDONLY : O_WRONLY, 0)
            case .descriptor(let source): posix_spawn_file_actions_adddup2(&actions, source, Int32(fd))
            }
        }
        var defaults = sigset_t(), none = sigset_t()
        sigemptyset(&defaults)
        sigemptyset(&none)
        sigaddset(&defaults, SIGPIPE)
        for signal in resetToDefault { sigaddset(&defaults, signal.rawValue) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setpgroup(&attributes, 0)
        let flags = POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | (newGroup ? POSIX_SPAWN_SETPGROUP : 0)
        posix_spawnattr_setflags(&attributes, Int16(flags))
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment(adding: extra).map { strdup($0) } + [nil]
        defer { for item in argv + envp { free(item) } }
        var pid: pid_t = 0
        let result = posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, envp)
        guard result == 0 else { throw SystemError("posix_spawn \(arguments[0])", errno: result) }
        return pid
    }

    /// This process's environment as `NAME=value` entries, `extra`'s names set to its values.
    private static func environment(adding extra: [String: String]) -> [String] {
        var entries: [String] = []
        #if canImport(Darwin)
        guard var pointer = _NSGetEnviron()?.pointee else { return extra.map { "\($0.key)=\($0.value)" } }
        #else
        var pointer = environ
        #endif
        while let entry = pointer.pointee {
            let text = String(cString: entry)
            if extra[String(text.prefix { $0 != "=" })] == nil { entries.append(text) }
            pointer += 1
        }
        return entries + extra.map { "\($0.key)=\($0.value)" }
    }

    /// The child's status if it has ended or stopped; nil while it runs (WNOHANG).
    static func childStatus(_ pid: pid_t) throws -> ChildStatus? {
        var status: Int32 = 0
        let result = try retrying("waitpid") { waitpid(pid, &status, WNOHANG | WUNTRACED) }
        guard result == pid else { return nil }
        // The encoding every Unix uses behind WIFEXITED and friends, which Swift cannot import (macros).
        let low = status & 0x7F
        if low == 0 { return .exited((status >> 8) & 0xFF) }
        if low == 0x7F { return .stopped(Signal(rawValue: (status >> 8) & 0xFF)) }
        return .signaled(Signal(rawValue: low))
    }

    /// Sends `signal` to every process in group `group`; a group that is gone already is not an error.
    static func signalGroup(_ group: pid_t, _ signal: Signal) {
        _ = killpg(group, signal.rawValue)
    }
}

extension Platform {
    /// A pipe for a command's output, its write end the command's (see `makePipe(blockingWrite:)`).
    static func makeOutputPipe() throws -> (read: Int32, write: Int32) {
        let fds = try makePipe(blockingWrite: true)
        #if os(Linux)
        // A larger pipe wakes the loop less often; the default 64 KiB does where the kernel refuses.
        _ = fcntl(fds.read, 1031 /* F_SETPIPE_SZ */, Int32(1 << 20))
        #endif
        return fds
    }

    /// Reads from `fd` with no wait: the bytes there now, and whether the writers are all gone (or the read failed).
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

    /// Runs `arguments` as `startCapturing` does to its end: its exit status (-1: no normal exit) and output; nil, its
    /// group killed, when it cannot start, takes over `timeout` seconds or `limit` bytes, or `stop` says so on `watched`.
    static func runCapturing(_ arguments: [String], timeout: Double, limit: Int = 16 << 20, watched: Int32? = nil,
                             stop: () -> Bool = { false }) -> (status: Int32, output: [UInt8])? {
        guard let (pid, read) = startCapturing(arguments) else { return nil }
        var output: [UInt8] = []
        var readOpen = true
        defer { if readOpen { close(read) } }
        func giveUp() -> (status: Int32, output: [UInt8])? {
            killAndReap(pid)
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

extension Platform {
    /// Starts `arguments` in a group of its own for its stdout: its pid and the pipe for the loop; `endCapturing` reaps it.
    static func startCapturing(_ arguments: [String]) -> (pid: pid_t, output: Int32)? {
        guard let (read, write) = try? makePipe(blockingWrite: true) else { return nil }
        let started = try? spawn(arguments, files: [.null, .descriptor(write), .null], newGroup: true)
        close(write)
        guard let pid = started else {
            close(read)
            return nil
        }
        return (pid, read)
    }

    /// Closes what `startCapturing` started and reaps the child, killing its group first unless it has ended.
    static func endCapturing(_ pid: pid_t, output: Int32) {
        close(output)
        switch try? childStatus(pid) {
        case .exited?, .signaled?: return
        case .stopped?, nil: killAndReap(pid)
        }
    }

    /// Kills the child's group and the child, and waits for it.
    private static func killAndReap(_ pid: pid_t) {
        _ = killpg(pid, SIGKILL)
        _ = kill(pid, SIGKILL)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, currentErrno() == EINTR {}
    }
}
