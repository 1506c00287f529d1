import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `posix_spawn` set-up for a child, typically one that owns a pseudo-terminal as its controlling
/// terminal.
///
/// `POSIX_SPAWN_SETSID` makes the child a session leader before the file actions run (glibc does `setsid`
/// first), and the first file action opens the slave without `O_NOCTTY`, which makes it the session's
/// controlling terminal. This avoids `fork` in a multithreaded test runner, where the child could only
/// make async-signal-safe calls anyway. With a terminal, all three standard fds start as the terminal;
/// `input`, `output` and `redirect` replace them with a pipe, `/dev/null` or a file.
final class Spawn {
    #if canImport(Darwin)
    private var actions: posix_spawn_file_actions_t?
    private var attributes: posix_spawnattr_t?
    /// POSIX_SPAWN_SETSID as macOS numbers it.
    private static let newSession: Int32 = 0x0400
    #else
    private var actions = posix_spawn_file_actions_t()
    private var attributes = posix_spawnattr_t()
    /// POSIX_SPAWN_SETSID (glibc >= 2.26), not exported to Swift.
    private static let newSession: Int32 = 0x80
    #endif
    /// The child's ends of pipes, closed in the parent once the child has them.
    private var childEnds: [Int32] = []

    /// Prepares a child in a new session on `terminalPath`, or with the runner's fds and session if nil.
    init(terminalPath: String?) {
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        var flags = POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK
        if let terminalPath {
            posix_spawn_file_actions_addopen(&actions, 0, terminalPath, O_RDWR, 0)
            posix_spawn_file_actions_adddup2(&actions, 0, 1)
            posix_spawn_file_actions_adddup2(&actions, 0, 2)
            flags |= Self.newSession
        }
        // The test runner may ignore or block signals (SIGPIPE at least); the program must not inherit that.
        var all = sigset_t(), none = sigset_t()
        sigfillset(&all)
        sigemptyset(&none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(flags))
    }

    deinit {
        posix_spawn_file_actions_destroy(&actions)
        posix_spawnattr_destroy(&attributes)
        childEnds.forEach { close($0) }
    }

    /// Arranges the child's stdin; returns the parent's write end and the bytes to feed it, for a pipe.
    func input(_ input: PTYProcess.Input) throws -> (fd: Int32, data: Data)? {
        switch input {
        case .terminal:
            return nil
        case .null:
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            return nil
        case .pipe(let data):
            let (read, write) = try makeClosingPipe()
            posix_spawn_file_actions_adddup2(&actions, read, 0)
            childEnds.append(read)
            return (write, data)
        }
    }

    /// Arranges the child's stdout (`fd` 1) or stderr (2); returns the parent's read end for a pipe.
    func output(_ output: PTYProcess.Output, fd: Int32) throws -> Int32? {
        switch output {
        case .terminal:
            return nil
        case .null:
            posix_spawn_file_actions_addopen(&actions, fd, "/dev/null", O_WRONLY, 0)
            return nil
        case .pipe:
            let (read, write) = try makeClosingPipe()
            posix_spawn_file_actions_adddup2(&actions, write, fd)
            childEnds.append(write)
            return read
        case .closedPipe:
            // No reader from the start: the child's first write there fails with EPIPE (or SIGPIPE).
            let (read, write) = try makeClosingPipe()
            close(read)
            posix_spawn_file_actions_adddup2(&actions, write, fd)
            childEnds.append(write)
            return nil
        }
    }

    /// Sends the child's `fd` to a file, created or truncated.
    func redirect(_ fd: Int32, toFile path: String) {
        posix_spawn_file_actions_addopen(&actions, fd, path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    }

    /// Starts the child and returns its pid.
    func run(_ path: String, _ arguments: [String], _ environment: [String]) throws -> pid_t {
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
        childEnds.forEach { close($0) }
        childEnds = []
        guard result == 0 else { throw HarnessError.system("posix_spawn \(path)", result) }
        return pid
    }
}

/// A pipe whose ends are closed on exec, so only the copies a child is given on purpose reach it.
///
/// `pipe2(O_CLOEXEC)` is not visible from Swift's Glibc module; the gap between `pipe` and `fcntl` only
/// matters if another thread spawns at that moment, which these serial tests do not do.
func makeClosingPipe() throws -> (read: Int32, write: Int32) {
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else { throw HarnessError.system("pipe") }
    for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
    return (fds[0], fds[1])
}
