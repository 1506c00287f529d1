/// Runs what a wait waits for and shows it, as `swalert wait` does: a command in its own process group, its output
/// captured, or status lines; drawn on the terminal, or as plain lines (on standard error without a terminal, or
/// one that cannot be set up); then the command's output replayed when it failed or when asked.
public struct WaitRunner {
    /// What the wait waits for: a command (the first word looked up in PATH), or status lines read from a
    /// descriptor (standard input) until its end.
    public enum Work: Sendable {
        case command([String])
        case statusLines(Int32)
    }

    /// Why the work could not begin: the command cannot be run, or no file could be made to keep its output in.
    public enum Failure: Error {
        case cannotStart(ChildProcess.StartError)
        case cannotCapture(Error)
    }

    /// How the run went: the work's result or the signal that ended the wait, and the signal that stopped a command
    /// wanting the terminal (SIGTTIN or SIGTTOU), which was then ended.
    public struct Report: Sendable {
        public var ending: PresentationResult<WaitResult>
        public var stoppedForTerminal: Signal?
    }

    public var wait: Wait
    public var work: Work
    /// How the dialog is drawn, or in plain mode written as plain lines; its `timeout` is not used (see `timeout`).
    public var options: PresentationOptions
    /// Seconds until the command is stopped (SIGTERM, then SIGKILL), or status lines are given up on.
    public var timeout: Double?
    /// Leave a last line (`✓ MESSAGE` or `✗ MESSAGE (exit 3)`) instead of erasing.
    public var keep = false
    /// Replay the command's output even when it succeeds.
    public var showOutput = false
    /// Told that the terminal could not be set up, or failed while a command's wait showed; the wait goes on.
    public var onTerminalFailure: ((Error) -> Void)?

    public init(wait: Wait, work: Work, options: PresentationOptions, timeout: Double? = nil) {
        self.wait = wait.localized(options.messages)
        self.work = work
        self.options = options
        self.timeout = timeout
    }

    /// Starts the work, shows the wait until it ends, and replays the command's output as asked. Throws `Failure`
    /// when the work cannot begin (the terminal untouched), a terminal error when the terminal fails meanwhile.
    public func run() throws -> Report {
        let source: WaitSource
        switch work {
        case .statusLines(let fd): source = WaitSource(.statusLines(fd), timeout: timeout)
        case .command(let arguments):
            do {
                source = WaitSource(.command(try ChildProcess(arguments)), timeout: timeout)
            } catch let error as ChildProcess.StartError {
                throw Failure.cannotStart(error)
            } catch {
                throw Failure.cannotCapture(error)
            }
        }
        let ending = try show(source)
        var succeeded = false
        if case .finished(let result) = ending { succeeded = result.succeeded }
        if case .command(let child) = source.work, showOutput || !succeeded { child.output.replay() }
        return Report(ending: ending, stoppedForTerminal: source.stoppedForTerminal)
    }

    /// The options to draw with: a full-screen wait run from a script (Ctrl-Z not ignored) is drawn inline, where
    /// the shell's "Stopped" line, printed as swalert stops with it, is not lost with the alternate screen.
    private func placement(on terminal: Terminal) -> PresentationOptions { Self.placement(options, on: terminal) }

    /// `options` with a full-screen wait run from a script drawn inline instead (a task list's too).
    static func placement(_ options: PresentationOptions, on terminal: Terminal) -> PresentationOptions {
        var options = options
        if options.placement == .fullscreen, !options.readsKeys, terminal.runsInsideItsParentsJob,
           terminal.runsInAJobOfAShell, !Platform.isIgnored(.terminalStop) {
            options.placement = .inline
            options.mouse = false
            // As an inline wait: no frames but the spinner's and the news'.
            options.animated = false
        }
        return options
    }

    /// Shows the wait while `source` runs, on whatever there is to show it on.
    private func show(_ source: WaitSource) throws -> PresentationResult<WaitResult> {
        // Opened after the start, so a command that cannot run leaves the terminal untouched.
        var terminal: Terminal?
        if !options.plain {
            do { terminal = try Terminal.open() } catch TerminalError.unavailable {
                terminal = nil
            } catch {
                onTerminalFailure?(error)
            }
        }
        if let terminal {
            defer { terminal.restore() }
            let options = placement(on: terminal)
            let result: PresentationResult<WaitResult>, last: Wait
            do { (result, last) = try wait.present(on: terminal, options: options, sources: [source]) } catch where source.runsACommand {
                // The terminal went away: the command runs on unseen under `nohup`, else gets SIGHUP, a hang-up's.
                terminal.restore()
                onTerminalFailure?(error)
                if !Platform.isIgnored(.hangUp) { _ = source.intercept(.hangUp, now: Terminal.now()) }
                return try PlainWait.run(wait, source: source, quiet: true)
            }
            guard case .finished(let outcome) = result else { return result }
            // Ctrl-C ends the status lines' feeder with the whole job, its signal a moment later: 130, not 0.
            if case .inputEnded = outcome,
               let signal = terminal.takeRelayedSignals().first(where: { [.interrupt, .terminate, .hangUp].contains($0) }) {
                return .interrupted(signal: signal)
            }
            if keep { try? terminal.write(last.summaryBytes(outcome, colorDepth: options.colorDepth)) }
            return result
        }
        // Plain lines: on the terminal in plain mode, on stderr when there is no terminal.
        let plainTerminal = options.plain ? try? Terminal.open(plain: true) : nil
        defer { plainTerminal?.restore() }
        return try PlainWait.run(wait, source: source, on: plainTerminal, keep: keep)
    }
}
