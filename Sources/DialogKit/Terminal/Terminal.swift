/// The controlling terminal, the only object that changes its modes or writes to it: it records what it turns on,
/// for `restore()` and the crash guard to undo, reads keys from the terminal (never stdin), and converts between
/// the terminal's character set and UTF-8 (`Charset`). A plain terminal is never sent an escape sequence.
public final class Terminal: ByteSink {
    /// Terminal features that must be turned off again on every way out.
    public struct Features: OptionSet, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        public static let alternateScreen = Features(rawValue: 1 << 0)
        public static let hiddenCursor = Features(rawValue: 1 << 1)
        public static let mouse = Features(rawValue: 1 << 2)
        public static let bracketedPaste = Features(rawValue: 1 << 3)
    }

    /// How keys are read.
    public enum InputMode: Sendable {
        /// The terminal as the caller left it.
        case original
        /// Key by key, no echo; Ctrl-C and Ctrl-\ still signal; Ctrl-Z arrives as a key (see `stop(processGroup:)`).
        case raw
        /// Line discipline untouched except that typed keys are not echoed: type-ahead stays for the shell.
        case noEcho
        /// As `noEcho`, and bytes readable as they come (no line editing): a dialog that reads no keys can read the
        /// terminal's replies to its query, leaving what is typed queued for the shell.
        case noEchoUncooked
        /// Cooked: the terminal's own line editing, a line read at a time, typed keys echoed.
        case line
        /// Cooked, but typed keys not echoed (a password); the newline is not echoed either.
        case hiddenLine
    }

    /// What the event loop was woken by.
    public struct Wakeup: Sendable {
        public var bytes: [UInt8] = []
        public var signals: [Signal] = []
        /// What the other descriptors passed to `wait` had to read: empty bytes at the end of one.
        public var received: [Received] = []
        /// Ctrl-D at the start of a line, in a line mode: the read found the end of input.
        public var endOfInput = false
    }

    /// Bytes read from one of the other descriptors a wait watched.
    public struct Received: Sendable {
        public var descriptor: Int32
        /// Up to 64 KiB; none at the end of the file (or when reading failed, which ends it too).
        public var bytes: [UInt8]

        static func read(_ descriptors: [Int32]) -> [Received] {
            descriptors.map { Received(descriptor: $0, bytes: (try? Platform.read($0, capacity: 65536)) ?? []) }
        }
    }

    public let descriptor: Int32
    /// Whether this terminal is never sent an escape sequence (see the type's summary).
    public let isPlain: Bool
    /// The character set its bytes are in: typed bytes are read, and what is written is shown, in it.
    public let charset: Charset
    /// The modes saved when this dialog took its turn (see `tryTakeTurn`), to be put back exactly; nil until then.
    private var original: Platform.Modes?
    /// Whether this terminal changed the modes; one that never did (a detached toast) never writes them back.
    private var modesChanged = false
    /// The modes as this terminal last set them, read back from the driver.
    private var applied: Platform.Modes?
    private let relay: SignalRelay
    private var mode: InputMode = .original
    private var features: Features = []
    private var isRestored = false
    /// Bytes queued to go out with the next write (see `queue`).
    private var pending: [UInt8] = []
    /// The lock the turn is taken by (see `tryTakeTurn`); nil until first used.
    var turnLock: TurnLock?
    /// No folder for the lock could be trusted: dialogs show without taking turns.
    var turnUnavailable = false
    /// The folders the turn's lock and the colours' record may live in, once looked up (see `turnFolders`).
    var turnFolderList: [TurnFolder]?

    /// Opens the controlling terminal (modes saved once the turn is held); `TerminalError.unavailable` when there is none.
    public static func open(path: String = "/dev/tty", plain: Bool = false,
                            charset: Charset = .detect()) throws -> Terminal {
        let descriptor: Int32
        do { descriptor = try Platform.openTerminal(path) } catch let error as SystemError {
            // Out of descriptors or memory is this process's trouble, not a missing terminal.
            if error.isShortage { throw TerminalError.io(error) }
            throw TerminalError.unavailable(error)
        }
        do {
            return try Terminal(descriptor: descriptor, plain: plain, charset: charset)
        } catch {
            Platform.close(descriptor)
            throw error
        }
    }

    private init(descriptor: Int32, plain: Bool, charset: Charset) throws {
        self.descriptor = descriptor
        isPlain = plain
        self.charset = charset
        // Not a terminal at all (a path that is a file): fail here, as /dev/tty without a terminal does.
        do { _ = try Platform.getAttributes(descriptor) } catch let error as SystemError {
            throw TerminalError.unavailable(error)
        }
        do { relay = try SignalRelay() } catch let error as SystemError { throw TerminalError.io(error) }
        // A closed stdout must give EPIPE to the writer, not kill the process before it restores the terminal.
        Platform.setDisposition(.brokenPipe, ignore: true)
        CrashGuard.arm(descriptor: descriptor)
    }

    /// Saves the terminal's modes as they are now, once: `tryTakeTurn` calls it just after the turn is taken.
    func saveModes() throws {
        if original == nil { original = try Platform.getAttributes(descriptor) }
    }

    deinit { restore() }

    /// The size in cells (else COLUMNS and LINES, else 80×24), at most 10,000 columns and `maximumCells` in all.
    public var size: Size {
        let columns: Int, rows: Int
        if let size = Platform.windowSize(descriptor) {
            (columns, rows) = (size.columns, size.rows)
        } else {
            columns = Platform.environment("COLUMNS").flatMap { Int($0) } ?? 80
            rows = Platform.environment("LINES").flatMap { Int($0) } ?? 24
        }
        let width = max(1, min(columns, 10_000))
        return Size(width: width, height: max(1, min(rows, 10_000, Self.maximumCells / width)))
    }

    /// The most cells a screen is taken to have (10,000 columns by 100 rows, 2,000 by 500).
    public static let maximumCells = 1_000_000

    /// Switches how keys are read.
    public func setInputMode(_ mode: InputMode) throws {
        try saveModes()
        guard let original else { return }
        let modes: Platform.Modes
        switch mode {
        case .original:
            putModesBack()
            self.mode = mode
            return
        case .raw: modes = Platform.rawModes(original)
        case .noEcho: modes = Platform.noEchoModes(original)
        case .noEchoUncooked: modes = Platform.noEchoModes(original, uncooked: true)
        case .line, .hiddenLine: modes = Platform.lineModes(original, echo: mode == .line)
        }
        try Platform.setAttributes(descriptor, modes)
        applied = try? Platform.getAttributes(descriptor)
        self.mode = mode
        if !modesChanged {
            modesChanged = true
            CrashGuard.update(modes: original)
        }
    }

    /// Turns features on, to be turned off on every way out; the escapes go out with the next write (`queue`).
    public func enable(_ wanted: Features) throws {
        guard !isPlain else { return }
        var bytes: [UInt8] = []
        let new = wanted.subtracting(features)
        if new.contains(.alternateScreen) { bytes += Escape.enterAlternateScreen }
        if new.contains(.hiddenCursor) { bytes += Escape.hideCursor }
        if new.contains(.mouse) { bytes += Escape.enableMouse }
        if new.contains(.bracketedPaste) { bytes += Escape.enableBracketedPaste }
        features.formUnion(new)
        CrashGuard.update(reset: Self.resetBytes(for: features))
        queue(bytes)
    }

    /// Sets what erases this dialog's own cells (an inline box's rows) should the process crash.
    public func setCrashCleanup(_ bytes: [UInt8]) {
        guard !isPlain else { return }
        CrashGuard.update(cleanup: bytes)
    }

    /// Turns features off again.
    public func disable(_ unwanted: Features) throws {
        guard !isPlain else { return }
        let old = features.intersection(unwanted)
        features.subtract(old)
        CrashGuard.update(reset: Self.resetBytes(for: features))
        let bytes = Self.resetBytes(for: old)
        try write(bytes)
    }

    /// Lets the terminal take what was just written, so a frame erased at once is still seen (a pty's hand-off waits).
    public func letOutputThrough() {
        Platform.yieldProcessor()
    }

    /// Seconds on a monotonic clock, for timing animations and time limits.
    public static func now() -> Double { Platform.monotonicSeconds() }

    /// The bytes that turn `features` off again, in the order that leaves the main screen clean.
    static func resetBytes(for features: Features) -> [UInt8] {
        var bytes = Escape.endSynchronizedUpdate + Escape.resetStyle
        if features.contains(.mouse) { bytes += Escape.disableMouse }
        if features.contains(.bracketedPaste) { bytes += Escape.disableBracketedPaste }
        if features.contains(.hiddenCursor) { bytes += Escape.showCursor }
        if features.contains(.alternateScreen) { bytes += Escape.leaveAlternateScreen }
        return bytes
    }

    /// Writes bytes in one call (looping over short writes), in the terminal's character set.
    public func write(_ bytes: [UInt8]) throws {
        let bytes = charset.terminalBytes(fromUTF8: bytes)
        let all = pending.isEmpty ? bytes : pending + bytes
        pending = []
        try Platform.writeAll(descriptor, all)
    }

    /// Keeps `bytes` to go out in front of the next `write`, or before `wait` blocks.
    public func queue(_ bytes: [UInt8]) {
        pending += bytes
    }

    /// Hands over the queued bytes, for the caller to send at the start of its next write (inside a frame's
    /// synchronized output).
    public func takeQueued() -> [UInt8] {
        defer { pending = [] }
        return pending
    }

    /// Writes text with every control character but line feed and tab shown as a visible escape (`^[`).
    public func writePlain(_ text: String) throws {
        try write(Array(Sanitizer.sanitize(text, keepNewlines: true, keepTabs: true).utf8))
    }

    /// Relays `signals` to `wait` as well as the ones every dialog reacts to (SIGCHLD for a wait).
    public func addRelayedSignals(_ signals: [Signal]) {
        for signal in signals { relay.add(signal) }
    }

    /// The most typed bytes one `wait` reads.
    public static let readCapacity = 65536

    /// Waits for a key, a relayed signal, one of `others` readable, or `timeout` seconds (nil: none); keys as UTF-8.
    public func wait(timeout: Double?, readInput: Bool = true, readLimit: Int = readCapacity,
                     others: [Int32] = []) throws -> Wakeup {
        if !pending.isEmpty { try write([]) }
        var wakeup = Wakeup()
        let ready: [Int32]
        (wakeup.signals, ready) = try relay.poll((readInput ? [descriptor] : []) + others, timeout: timeout)
        if !others.isEmpty { wakeup.received = Received.read(ready.filter { others.contains($0) }) }
        if ready.contains(descriptor) {
            wakeup.bytes = try Platform.read(descriptor, capacity: max(1, min(readLimit, Self.readCapacity)))
            if wakeup.bytes.isEmpty {
                // Read cooked, nothing at all is Ctrl-D at the start of a line; raw, it is a terminal gone.
                guard mode == .line || mode == .hiddenLine else { throw SystemError.io("read /dev/tty") }
                wakeup.endOfInput = true
            }
            wakeup.bytes = charset.utf8(fromTerminal: wakeup.bytes)
        }
        return wakeup
    }

    /// The line typed and not yet ended with Enter, in a line mode, taken from the line discipline (as UTF-8); empty
    /// in any other mode. The terminal is left in its line mode again.
    public func takeUnfinishedLine() -> [UInt8] {
        guard mode == .line || mode == .hiddenLine, let applied else { return [] }
        guard (try? Platform.setAttributes(descriptor, Platform.drainModes(applied))) != nil else { return [] }
        defer { try? Platform.setAttributes(descriptor, applied) }
        let bytes = (try? Platform.read(descriptor, capacity: Self.readCapacity)) ?? []
        return charset.utf8(fromTerminal: bytes)
    }

    /// Runs a helper (tmux) for its output within `timeout` seconds, given up on a signal that ends a dialog; nil then.
    func runCapturing(_ arguments: [String], timeout: Double) -> (status: Int32, output: [UInt8])? {
        Platform.runCapturing(arguments, timeout: timeout, watched: relay.readDescriptor, stop: { relay.holdArrived() })
    }

    /// What a dialog had turned on when it stopped, to turn back on when it resumes.
    public struct Suspension: Sendable {
        let mode: InputMode
        let features: Features
    }

    /// Gives the terminal and the turn back and stops the process (or its group) for Ctrl-Z; returns after `fg`.
    public func stop(processGroup: Bool = false) -> Suspension {
        let state = Suspension(mode: mode, features: features)
        handBack()
        releaseTurn()
        relay.stopProcess(processGroup: processGroup)
        return state
    }

    /// Turns back on what `stop` turned off: the input mode and the features.
    public func resume(_ state: Suspension) throws {
        try setInputMode(state.mode)
        try enable(state.features)
    }

    /// The signals relayed since the loop last looked, taken: those that came after the presentation's last wakeup.
    func takeRelayedSignals() -> [Signal] {
        relay.drain()
    }

    /// Ctrl-Z while waiting for the turn: stops at once, holding nothing but a place in line.
    func stopWithoutTheTurn() {
        relay.stopProcess()
    }

    /// Runs `body`, which gives the terminal back (the dialog erased, features off, modes back), with SIGTTOU
    /// ignored: the shell may have taken the terminal first, and then a write or a change of modes would stop the
    /// process with the terminal still set up. An interactive shell's subshell takes it back as soon as its own
    /// child is interrupted, while a dialog reading from that subshell is still on its way out.
    public func handingBack(_ body: () -> Void) {
        let previous = Platform.setDisposition(.terminalOutput, ignore: true)
        body()
        Platform.restoreAction(previous, for: .terminalOutput)
    }

    /// Turns the features off and puts the modes back, as a hand-back.
    private func handBack() {
        handingBack {
            // What was queued and never sent set up what is now taken down: it is dropped, not sent.
            pending = []
            if !isPlain, !features.isEmpty || modesChanged { try? write(Self.resetBytes(for: features)) }
            putModesBack()
            features = []
        }
    }

    /// Puts the saved modes back only over the modes this dialog set: modes another program set since are its own.
    private func putModesBack() {
        guard modesChanged, let original, let current = try? Platform.getAttributes(descriptor) else { return }
        if applied.map({ Platform.sameModes(current, $0) }) ?? true { try? Platform.setAttributes(descriptor, original) }
        applied = original
    }

    /// Undoes everything this terminal turned on and puts the saved modes back. Safe to call twice.
    public func restore() {
        guard !isRestored else { return }
        isRestored = true
        handBack()
        modesChanged = false
        CrashGuard.disarm()
        relay.uninstall()
        turnLock = nil  // closing the lock file lets the turn go
        Platform.close(descriptor)
    }

    /// What undoes every mode a dialog turns on, for a terminal left broken by one killed with SIGKILL.
    public static let resetSequence: [UInt8] = Escape.endSynchronizedUpdate + Escape.disableMouse
        + Escape.disableBracketedPaste + Escape.leaveAlternateScreen + Escape.resetScrollRegion + Escape.resetStyle
        + Escape.showCursor

    /// Puts the terminal back into the modes a shell expects (`Platform.saneModes`), then writes `resetSequence`.
    public func resetToSane() throws {
        try Platform.setAttributes(descriptor, Platform.saneModes(try Platform.getAttributes(descriptor)))
        try write(Self.resetSequence)
    }
}
