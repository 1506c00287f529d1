/// What a dialog needs to know about the process it runs in: environment and standard streams.
public enum ProcessContext {
    /// Keeps descriptors 0, 1 and 2 taken for the whole run, each that was closed (`<&-`, `>&-`, `2>&-`) by
    /// a stand-in on which reads and writes fail as they would on a closed descriptor.
    ///
    /// Otherwise the next file opened lands there: `/dev/tty` would become "standard output", and a wait's
    /// capture file "standard error", so swalert's own lines would end up in the command's replayed output.
    /// Call it first thing, before anything is opened.
    public static func reserveStandardDescriptors() {
        for fd in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where !Platform.isOpen(fd) {
            Platform.occupy(fd)
        }
    }

    /// The command line's arguments after the program's name, decoded as UTF-8 (invalid bytes become U+FFFD).
    ///
    /// Read straight from `argv`: `CommandLine.arguments` builds its array through generic code whose type
    /// metadata is resolved by name on first use, which showed in start-up time.
    public static func arguments() -> [String] {
        let count = Int(CommandLine.argc)
        var arguments: [String] = []
        arguments.reserveCapacity(max(0, count - 1))
        var index = 1
        while index < count {
            if let pointer = CommandLine.unsafeArgv[index] { arguments.append(String(cString: pointer)) }
            index += 1
        }
        return arguments
    }

    /// Whether standard input is a terminal (so a message is not expected on it).
    public static var standardInputIsTerminal: Bool { Platform.isTerminal(STDIN_FILENO) }

    /// Writes text to standard output; the error when it could not all be written (a pipe whose reader has
    /// gone gives EPIPE, since swalert ignores SIGPIPE while a dialog shows; a closed stdout gives EBADF).
    @discardableResult
    public static func writeOutput(_ text: String) -> SystemError? {
        // SIGPIPE would end the process at the write, before it could say why the answer was lost.
        Platform.setDisposition(SIGPIPE, ignore: true)
        do { try Platform.writeAll(STDOUT_FILENO, Array(text.utf8)) } catch let error as SystemError {
            return error
        } catch {
            return SystemError("write", errno: EIO)
        }
        return nil
    }

    /// Writes a line to standard error, ignoring failure: there is nowhere else to report it.
    ///
    /// Every control character but the final newline is shown as a visible escape (`^[`, `^J`), since a
    /// message may quote a value from the command line or a file name and stderr is usually the terminal:
    /// nothing quoted can act as an escape sequence there, and one line stays one line.
    public static func writeError(_ text: String) {
        var bytes = Array(text.utf8)
        let endsLine = bytes.last == 0x0A
        if endsLine { bytes.removeLast() }
        var safe = Array(Sanitizer.sanitize(Sanitizer.decode(bytes), keepNewlines: false, keepTabs: false).utf8)
        if endsLine { safe.append(0x0A) }
        try? Platform.writeAll(STDERR_FILENO, safe)
    }

    /// Starts this program again in the background with `arguments` (its standard streams on /dev/null, so a
    /// caller's `$(...)` does not wait for it), and returns once it says it stands in line for the terminal
    /// (`announceReadiness`), has ended, or `patience` seconds have passed: what a script detaches one after
    /// another then shows in that order.
    public static func startDetached(_ arguments: [String], environment: [String: String], patience: Double = 2) throws {
        let pipe = try Platform.makePipe()
        defer { Platform.close(pipe.read) }
        do {
            try Platform.spawnDetached(Platform.executablePath(), arguments, extraEnvironment: environment, readiness: pipe.write)
        } catch {
            Platform.close(pipe.write)
            throw error
        }
        Platform.close(pipe.write)
        let deadline = Platform.monotonicSeconds() + patience
        while true {
            let left = deadline - Platform.monotonicSeconds()
            guard left > 0, let ready = try? Platform.poll([pipe.read], timeout: left) else { return }
            if !ready.isEmpty { return }
        }
    }

    /// Tells the process that started this one with `startDetached` that it now stands in line (descriptor 3,
    /// when it is the pipe `startDetached` left there); safe to call more than once.
    public static func announceReadiness() {
        guard !readinessAnnounced else { return }
        readinessAnnounced = true
        guard Platform.isPipe(3) else { return }
        try? Platform.writeAll(3, [1])
        Platform.close(3)
    }

    /// A moment on the clock every process shares, to stand in line by (see `Terminal.waitForTurn`).
    public static func arrivalStamp() -> UInt64 { Platform.monotonicNanoseconds() }

    /// Ends the process with `status`.
    public static func exit(_ status: Int32) -> Never { Glibc_or_Darwin_exit(status) }
}

nonisolated(unsafe) private var readinessAnnounced = false

@inline(__always) private func Glibc_or_Darwin_exit(_ status: Int32) -> Never { exit(status) }
