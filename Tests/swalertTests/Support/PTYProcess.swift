import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TestSupport

/// A program running in a pseudo-terminal of its own, driven by a test as a user at a keyboard would.
///
/// The child starts in a new session whose controlling terminal is the new pseudo-terminal, so it can open
/// `/dev/tty` and receives `SIGWINCH` on `resize`. Each of its standard streams is the terminal, a pipe or
/// `/dev/null`. The parent keeps the slave side open to read the terminal's modes while the child runs;
/// when the child exits, `waitForExit` records the modes it left behind and closes the slave, so the
/// reader sees end of file only after everything the child wrote has been collected.
final class PTYProcess {
    /// Where the child's stdin comes from.
    enum Input {
        case terminal
        /// A pipe that delivers these bytes and is then closed.
        case pipe(Data)
        case null

        static func text(_ text: String) -> Input { .pipe(Data(text.utf8)) }
    }

    /// Where the child's stdout or stderr goes; `.pipe` captures it, `.closedPipe` is a pipe nobody reads.
    enum Output {
        case terminal, pipe, null, closedPipe
    }

    /// How the child ended.
    enum Termination: Equatable {
        case exited(Int32)
        case signaled(Int32)
    }

    let pid: pid_t
    /// The terminal's modes just before the program started, to compare with what it leaves behind.
    let initialModes: Modes
    /// The slave side's path, such as `/dev/pts/3`.
    let terminalPath: String

    private let master: Int32
    private var slave: Int32
    private let collector: StreamCollector
    private var termination: Termination?
    private var modesAtExit: Modes?

    /// What the terminal answers a dialog's colour query with, unless told not to: the DA1 reply alone, as a
    /// terminal that does not report its colours sends it, so the dialog goes on at once with its colours unknown
    /// instead of waiting for replies that never come.
    static let colourQueryAnswer: (asked: [UInt8], answer: [UInt8]) =
        (Array("\u{1b}]11;?\u{1b}\\\u{1b}]10;?\u{1b}\\\u{1b}[c".utf8), Array("\u{1b}[?62;22c".utf8))

    /// Starts `executable` (a path, or a name looked up in the child's `PATH`) with a minimal environment:
    /// `PATH`, `HOME` and `TERM=xterm-256color`, overridden or extended by `environment`, without the
    /// variables named in `unsetting`. With `answersColourQuery` false the terminal answers nothing, as tests of
    /// the query itself need.
    init(_ executable: String, _ arguments: [String] = [], environment: [String: String] = [:],
         unsetting: [String] = [], columns: Int = 80, rows: Int = 24,
         stdin: Input = .terminal, stdout: Output = .pipe, stderr: Output = .pipe, answersColourQuery: Bool = true) throws {
        _ = PTYProcess.ignoreSIGPIPE
        var env = ["PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": ProcessInfo.processInfo.environment["HOME"] ?? "/",
                   "TERM": "xterm-256color"]
        env.merge(environment) { $1 }
        for name in unsetting { env[name] = nil }

        // Both ends come back with O_NOCTTY: the test runner must not adopt the terminal; the child does,
        // after its setsid (see Spawn).
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        var (master, slave): (Int32, Int32) = (-1, -1)
        guard openpty(&master, &slave, nil, nil, &size) == 0 else { throw HarnessError.system("openpty") }
        var name = [CChar](repeating: 0, count: 256)
        guard ttyname_r(slave, &name, name.count) == 0 else {
            close(master)
            close(slave)
            throw HarnessError.system("ttyname_r")
        }
        _ = fcntl(master, F_SETFD, FD_CLOEXEC)
        _ = fcntl(slave, F_SETFD, FD_CLOEXEC)
        self.master = master
        self.slave = slave
        terminalPath = String(cString: name)

        var modes = termios()
        tcgetattr(slave, &modes)
        initialModes = Modes(modes)

        let spawn = Spawn(terminalPath: terminalPath)
        let stdinPipe = try spawn.input(stdin)
        let stdoutPipe = try spawn.output(stdout, fd: 1)
        let stderrPipe = try spawn.output(stderr, fd: 2)
        // The collector owns the parent's pipe ends from here on, so a failed spawn closes them too.
        collector = try StreamCollector(terminal: master, stdout: stdoutPipe, stderr: stderrPipe,
                                        stdin: stdinPipe.map { ($0.fd, Array($0.data)) },
                                        query: answersColourQuery ? PTYProcess.colourQueryAnswer : nil)
        do {
            pid = try spawn.run(PTYProcess.resolve(executable, path: env["PATH"]!), [executable] + arguments,
                                env.map { "\($0.key)=\($0.value)" })
        } catch {
            collector.stop()
            close(slave)
            close(master)
            throw error
        }
    }

    deinit {
        if termination == nil {
            // The group too: a shell's children would otherwise outlive the test.
            kill(-pid, SIGKILL)
            kill(pid, SIGKILL)
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        }
        if slave >= 0 { close(slave) }
        collector.stop()
        close(master)
    }

    // MARK: - Driving

    /// Types `bytes` at the keyboard.
    func send(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
            if count > 0 { offset += count } else if errno != EINTR && errno != EAGAIN { return }
        }
    }

    /// Types `text` at the keyboard, as UTF-8.
    func send(_ text: String) {
        send(Array(text.utf8))
    }

    /// Sends `signal` to the child, or to its whole process group.
    func signal(_ signal: Int32, toGroup: Bool = false) {
        kill(toGroup ? -pid : pid, signal)
    }

    /// Types `keys` one at a time, as a user would: each key but the last once the program has read the one
    /// before and waits again. The last is left to the caller's wait (for the screen, or for the exit), so a
    /// lone Esc may only come last: a key right behind it would make it Alt.
    func type(_ keys: [[UInt8]], timeout: Double = 10) throws {
        for (index, key) in keys.enumerated() {
            precondition(key != [0x1B] || index == keys.count - 1, "a lone Esc is typed last")
            if index < keys.count - 1 { try sendAndWaitUntilRead(key, timeout: timeout) } else { send(key) }
        }
    }

    /// Types `bytes` and waits until the program has read something since (the kernel passes typed bytes on a
    /// moment after they are written), nothing typed is left unread, and the program waits again (asleep with no
    /// signal to take, or ended).
    func sendAndWaitUntilRead(_ bytes: [UInt8], timeout: Double = 5) throws {
        let before = ProcessProbe.bytesRead(pid) ?? 0
        send(bytes)
        let read = Waiting.until(timeout: timeout) { () -> Bool? in
            guard let now = ProcessProbe.bytesRead(pid), ProcessProbe.state(pid) != "Z" else { return true }
            var unread: Int32 = 0
            guard slave >= 0, ioctl(slave, UInt(FIONREAD), &unread) == 0 else { return true }
            return now > before && unread == 0 && ProcessProbe.isWaiting(pid) ? true : nil
        }
        guard read != nil else { throw HarnessError("pid \(pid) did not read its input in \(timeout)s" + describeOutput()) }
    }

    /// Types `text` and waits until the program has read it (`sendAndWaitUntilRead`).
    func sendAndWaitUntilRead(_ text: String, timeout: Double = 5) throws {
        try sendAndWaitUntilRead(Array(text.utf8), timeout: timeout)
    }

    /// Waits until the program waits for input with no timer due (`ProcessProbe.isIdle`) and everything it wrote
    /// is collected.
    func waitUntilIdle(timeout: Double = 5) throws {
        let idle = Waiting.until(timeout: timeout) { () -> Bool? in
            var unread: Int32 = 0
            _ = ioctl(master, UInt(FIONREAD), &unread)
            return ProcessProbe.isIdle(pid) && unread == 0 ? true : nil
        }
        guard idle != nil else { throw HarnessError("pid \(pid) not idle after \(timeout)s" + describeOutput()) }
    }

    /// Whether the child is stopped by a signal now (state `T` in `/proc/PID/stat`).
    var isStopped: Bool { ProcessProbe.state(pid) == "T" }

    /// Changes the terminal's size; the kernel sends `SIGWINCH` to the foreground process group.
    func resize(columns: Int, rows: Int) {
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    }

    /// The terminal's current modes, or after `waitForExit` the modes the program left behind.
    func terminalModes() -> Modes {
        if let modesAtExit { return modesAtExit }
        var modes = termios()
        tcgetattr(slave, &modes)
        return Modes(modes)
    }

    // MARK: - Observing

    /// Everything the program wrote to the terminal so far.
    var output: [UInt8] { collector.bytes(.terminal) }
    var outputText: String { String(decoding: output, as: UTF8.self) }
    var stdoutText: String { String(decoding: collector.bytes(.stdout), as: UTF8.self) }
    /// Everything the program wrote to stdout, as bytes (an answer in a locale that is not UTF-8).
    var stdoutBytes: [UInt8] { collector.bytes(.stdout) }
    var stderrText: String { String(decoding: collector.bytes(.stderr), as: UTF8.self) }

    /// Waits until the terminal output from byte `start` on contains `text`; returns the offset just past it,
    /// so a later wait can look only at what came after.
    @discardableResult
    func waitForOutput(containing text: String, after start: Int = 0, timeout: Double = 5) throws -> Int {
        let needle = Array(text.utf8)
        // Each look searches only what came since the last, and the needle's length before it.
        var from = start
        let found = Waiting.until(timeout: timeout) { () -> Int? in
            let bytes = output
            guard bytes.count >= from + needle.count else { return nil }
            let end: Int? = bytes.withUnsafeBytes { haystack in
                guard let first = needle.first else { return from }
                let base = haystack.baseAddress!, last = haystack.count - needle.count
                var at = from
                // Each place the needle's first byte is (memchr), compared whole (memcmp).
                while at <= last, let hit = memchr(base + at, Int32(first), last - at + 1) {
                    at = base.distance(to: hit)
                    if memcmp(hit, needle, needle.count) == 0 { return at + needle.count }
                    at += 1
                }
                return nil
            }
            from = max(from, bytes.count - needle.count + 1)
            return end
        }
        guard let found else {
            let wanted = visible(text).debugDescription
            throw HarnessError("no \(wanted) in the terminal after \(timeout)s" + describeOutput())
        }
        return found
    }

    /// Waits until what the program wrote to its stdout pipe contains `text`.
    func waitForStdout(containing text: String, timeout: Double = 5) throws {
        guard Waiting.until(timeout: timeout, { stdoutText.contains(text) ? true : nil }) != nil else {
            throw HarnessError("no \(visible(text).debugDescription) on stdout after \(timeout)s" + describeOutput())
        }
    }

    /// Waits until `text` is in the terminal output once absolute column moves (CHA) are taken out: the encoder
    /// places the cell after a grapheme whose width terminals disagree on (U+FFFD, Cyrillic, emoji sequences)
    /// with one, so such text does not arrive as one run of bytes.
    func waitForText(_ text: String, timeout: Double = 5) throws {
        let found = Waiting.until(timeout: timeout) { () -> Bool? in
            Self.withoutColumnMoves(self.outputText).contains(text) ? true : nil
        }
        guard found != nil else {
            throw HarnessError("no \(visible(text).debugDescription) in the terminal after \(timeout)s" + describeOutput())
        }
    }

    /// `text` without CHA sequences (`ESC [ n G`).
    static func withoutColumnMoves(_ text: String) -> String {
        text.replacingOccurrences(of: "\u{1b}\\[[0-9]*G", with: "", options: .regularExpression)
    }

    /// Waits for the child to end, then records the terminal's modes and collects the rest of its output.
    @discardableResult
    func waitForExit(timeout: Double = 5) throws -> Termination {
        if let termination { return termination }
        var status: Int32 = 0
        let reaped = try Waiting.until(timeout: timeout) { () -> Bool? in
            let result = waitpid(pid, &status, WNOHANG)
            if result < 0 && errno != EINTR { throw HarnessError.system("waitpid \(pid)") }
            return result == pid ? true : nil
        }
        guard reaped != nil else {
            throw HarnessError("pid \(pid) still running after \(timeout)s\(describeOutput())")
        }
        let ended: Termination = status & 0x7F == 0 ? .exited((status >> 8) & 0xFF) : .signaled(status & 0x7F)
        termination = ended
        modesAtExit = terminalModes()
        close(slave)
        slave = -1
        // A background grandchild may hold the terminal or a pipe open; do not wait for it long.
        collector.waitUntilFinished(timeout: 1)
        return ended
    }

    /// The last part of the terminal output and stderr, readable, for failure messages.
    func describeOutput(limit: Int = 800) -> String {
        let bytes = output
        var text = "\n--- terminal (last \(min(limit, bytes.count)) of \(bytes.count) bytes) ---\n"
        text += visible(bytes.suffix(limit))
        let stderr = collector.bytes(.stderr)
        if !stderr.isEmpty { text += "\n--- stderr ---\n" + visible(stderr.suffix(limit)) }
        return text + "\n---"
    }

    // MARK: - Helpers

    private static let ignoreSIGPIPE: Void = {
        // Writing to a stdin pipe the child has closed must fail with EPIPE, not kill the test runner.
        ignoreBrokenPipe()
    }()

    private static func resolve(_ executable: String, path: String) -> String {
        if executable.contains("/") { return executable }
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/\(executable)"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return executable
    }
}

/// SIGPIPE ignored for the whole test runner (a free function: `PTYProcess.signal(_:)` hides the C one there).
private func ignoreBrokenPipe() {
    _ = signal(SIGPIPE, SIG_IGN)
}
