/// What a dialog needs to know about the process it runs in: environment and standard streams.
public enum ProcessContext {
    /// Keeps descriptors 0, 1 and 2 taken for the whole run: one that was closed (`>&-`) gets a stand-in on which
    /// reads and writes fail alike, or the next file opened (`/dev/tty`, a capture file) would land there. Call first.
    public static func reserveStandardDescriptors() {
        for fd in [Platform.standardInput, Platform.standardOutput, Platform.standardError] where !Platform.isOpen(fd) {
            Platform.occupy(fd)
        }
    }

    /// Descriptor 0, where status lines for a wait arrive.
    public static let standardInput = Platform.standardInput

    /// Ignores `signal` from now on (SIGPIPE, so a write to a closed pipe fails instead of ending the process).
    public static func ignore(_ signal: Signal) { Platform.setDisposition(signal, ignore: true) }

    /// Whether standard input is a terminal (so a message is not expected on it).
    public static var standardInputIsTerminal: Bool { Platform.isTerminal(Platform.standardInput) }

    /// Why standard input cannot be read, or nil when it can: closed, or a directory (`< /tmp`).
    public static var standardInputProblem: SystemError? { Platform.readProblem(Platform.standardInput) }

    /// Writes text to standard output in `charset` (see `answerBytes`); the error when not all of it went (EPIPE, EBADF).
    @discardableResult
    public static func writeOutput(_ text: String, charset: Charset = .utf8, keepingBytes: Bool = false) -> SystemError? {
        write(text, to: Platform.standardOutput, charset: charset, keepingBytes: keepingBytes)
    }

    /// Whether `descriptor` is open in this process (an answer's `--output-fd`).
    public static func isOpen(_ descriptor: Int32) -> Bool { descriptor >= 0 && Platform.isOpen(descriptor) }

    /// Writes text to `descriptor` as `writeOutput` does to standard output (whiptail's answer, `--output-fd`).
    @discardableResult
    public static func write(_ text: String, to descriptor: Int32, charset: Charset = .utf8, keepingBytes: Bool = false) -> SystemError? {
        // SIGPIPE would end the process at the write, before it could say why the answer was lost.
        ignore(.brokenPipe)
        do { try Platform.writeAll(descriptor, answerBytes(text, charset: charset, keepingBytes: keepingBytes)) } catch let error as SystemError {
            return error
        } catch {
            return .io("write")
        }
        return nil
    }

    /// The bytes of an answer: `text` in `charset`, each `ByteEscape` as its byte when `keepingBytes`, else U+FFFD.
    static func answerBytes(_ text: String, charset: Charset, keepingBytes: Bool) -> [UInt8] {
        guard ByteEscape.hasEscapes(text) else { return charset.encode(text) }
        var bytes: [UInt8] = [], run = ""
        for scalar in text.unicodeScalars {
            if ByteEscape.isEscape(scalar) {
                bytes += charset.encode(run) + (keepingBytes ? ByteEscape.bytes(of: String(scalar)) : charset.encode("\u{FFFD}"))
                run = ""
            } else {
                run.unicodeScalars.append(scalar)
            }
        }
        return bytes + charset.encode(run)
    }

    /// Reads at most `capacity` bytes, waiting at most `timeout` seconds (nil: no limit); nil when nothing came.
    public static func read(_ descriptor: Int32, capacity: Int, timeout: Double?) throws -> [UInt8]? {
        if let timeout, try Platform.poll([descriptor], timeout: timeout).isEmpty { return nil }
        return try Platform.read(descriptor, capacity: capacity)
    }

    /// Writes a line to standard error, ignoring failure, controls but the final newline visible (`^[`): no escapes.
    public static func writeError(_ text: String) {
        var bytes = Array(text.utf8)
        let endsLine = bytes.last == 0x0A
        if endsLine { bytes.removeLast() }
        var safe = Array(Sanitizer.sanitize(Sanitizer.decode(bytes), keepNewlines: false, keepTabs: false).utf8)
        if endsLine { safe.append(0x0A) }
        try? Platform.writeAll(Platform.standardError, safe)
    }

    /// Where this program's executable file is, to start it again.
    public static var executablePath: String { Platform.executablePath() }

    /// Tells the process that started this one in the background (descriptor 3, a pipe) that it stands in line.
    public static func announceReadiness() {
        guard !readinessAnnounced else { return }
        readinessAnnounced = true
        guard Platform.isPipe(3) else { return }
        try? Platform.writeAll(3, [1])
        Platform.close(3)
    }

    /// A moment on the clock every process shares, to stand in line by (see `Terminal.tryTakeTurn`).
    public static func arrivalStamp() -> UInt64 { Platform.monotonicNanoseconds() }
}

nonisolated(unsafe) private var readinessAnnounced = false

extension ProcessContext {
    /// Starts the program at `path` in the background with `arguments` (its standard streams on /dev/null, so a
    /// caller's `$(...)` does not wait for it) and `environment` added to this process's, and returns once it
    /// says it stands in line for the terminal (`announceReadiness`), has ended, or `patience` seconds have
    /// passed: what a script starts one after another then shows in that order.
    public static func startInBackground(_ path: String, _ arguments: [String], environment: [String: String],
                                         patience: Double = 2) throws {
        let pipe = try Platform.makePipe()
        defer { Platform.close(pipe.read) }
        do {
            try Platform.spawnDetached(path, arguments, extraEnvironment: environment, readiness: pipe.write)
        } catch {
            Platform.close(pipe.write)
            throw error
        }
        Platform.close(pipe.write)
        // The byte, or the end of the pipe when the program ended; nothing after `patience`.
        _ = try? ProcessContext.read(pipe.read, capacity: 64, timeout: patience)
    }
}
