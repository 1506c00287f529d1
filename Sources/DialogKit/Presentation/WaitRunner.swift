/// Runs what a wait waits for and shows it, as `swalert wait` does: a command in its own process group with
/// its output captured, or status lines read from a descriptor; the dialog drawn on the terminal, written as
/// plain lines on a plain terminal, or on standard error when there is no terminal (or one that cannot be set
/// up: the command is running already, and neither its work nor its status is lost for a spinner); then the
/// command's output replayed when it failed or when asked.
public struct WaitRunner {
    /// What the wait waits for.
    public enum Work: Sendable {
        /// A command (the first word looked up in PATH).
        case command([String])
        /// Status lines read from this descriptor (standard input) until its end.
        case statusLines(Int32)
    }

    /// Why the work could not begin.
    public enum Failure: Error {
        /// The command was not found or cannot be run.
        case cannotStart(ChildProcess.StartError)
        /// No file could be made to keep the command's output in.
        case cannotCapture(Error)
    }

    /// How the run went.
    public struct Report: Sendable {
        /// The work's result, or the signal that ended the wait.
        public var ending: PlainWait.Ending
        /// The signal that stopped a command wanting the terminal (SIGTTIN or SIGTTOU), which was then ended.
        public var stoppedForTerminal: Signal?
    }

    public var wait: Wait
    public var work: Work
    /// How the dialog is drawn, or in plain mode (`plain`) written as plain lines; its `timeout` is not used
    /// (see `timeout`).
    public var options: PresentationOptions
    /// Seconds until the command is stopped (SIGTERM, then SIGKILL), or status lines are given up on.
    public var timeout: Double?
    /// Leave a last line (`✓ MESSAGE` or `✗ MESSAGE (exit 3)`) instead of erasing.
    public var keep = false
    /// Replay the command's output even when it succeeds.
    public var showOutput = false
    /// Told that the terminal was there but could not be set up, or failed while the dialog showed a command's
    /// wait, before the wait goes on without it.
    public var onTerminalFailure: ((Error) -> Void)?

    public init(wait: Wait, work: Work, options: PresentationOptions, timeout: Double? = nil) {
        self.wait = wait
        self.work = work
        self.options = options
        self.timeout = timeout
    }

    /// Starts the work, shows the wait until it ends, and replays the command's output as asked. Throws
    /// `Failure` when the work cannot begin (the terminal untouched), and a terminal error when the terminal
    /// fails while the dialog shows.
    public func run() throws -> Report {
        var child: ChildProcess?
        let sourceWork: WaitSource.Work
        switch work {
        case .statusLines(let fd):
            sourceWork = .statusLines(fd)
        case .command(let arguments):
            do { child = try ChildProcess(arguments) } catch let error as ChildProcess.StartError {
                throw Failure.cannotStart(error)
            } catch {
                throw Failure.cannotCapture(error)
            }
            sourceWork = .command(child!)
        }
        let source = WaitSource(sourceWork, timeout: timeout)
        let ending = try show(source)
        let succeeded: Bool
        if case .finished(let result) = ending { succeeded = result.succeeded } else { succeeded = false }
        if let child, showOutput || !succeeded { child.output.replay() }
        return Report(ending: ending, stoppedForTerminal: source.stoppedForTerminal)
    }

    /// The options to draw with on `terminal`: a full-screen wait run from a script is drawn in the rows below the
    /// cursor instead of on the alternate screen.
    ///
    /// A wait reads no keys, so the terminal turns Ctrl-Z into SIGTSTP for the whole job, and the script's shell,
    /// which the interactive shell follows, stops at the same moment as swalert: the shell prints its "Stopped"
    /// line and prompt at once, and nothing orders them after swalert's leaving the alternate screen. Whenever
    /// they came first, they were written on the alternate screen and went with it (in 1 to 4 runs of 10, 9 in
    /// a debug build). Drawn in rows of the main screen, the wait leaves them as drawn when stopped this way (see
    /// `Terminal.eraseBeforeStopping`), and the shell's lines follow below: nothing needs erasing after the stop.
    /// Run by the shell itself (its parent in another group), with no shell to report a stop (a script that is a
    /// terminal's own command), or with Ctrl-Z ignored, it stays full screen.
    private func placement(on terminal: Terminal) -> PresentationOptions {
        var options = self.options
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
    private func show(_ source: WaitSource) throws -> PlainWait.Ending {
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
                // The terminal went away mid-wait: the command is not abandoned for it. Under `nohup` it runs on to
                // its end, unseen, and its status and output are passed on as ever. Otherwise a terminal gone is a
                // hang-up (whose signal may not have been read yet): the command gets SIGHUP, as Ctrl-C passes on.
                terminal.restore()
                onTerminalFailure?(error)
                if !Platform.isIgnored(.hangUp) {
                    var unseen = wait
                    _ = source.intercept(.hangUp, dialog: &unseen, now: Terminal.now())
                }
                return try PlainWait.run(wait, source: source, quiet: true).ending
            }
            switch result {
            case .finished(.inputEnded):
                // Ctrl-C reaches the whole job: a loop feeding the status lines dies of it and ends their input, and
                // swalert's own signal can come a moment after. The input ended because of it: 130, not 0 (dialog
                // itself dies of the SIGINT). Later than this, the signal's default action does the same.
                if let signal = terminal.takeRelayedSignals().first(where: { [.interrupt, .terminate, .hangUp].contains($0) }) {
                    return .interrupted(signal: signal)
                }
                if keep { try? terminal.write(last.summaryBytes(.inputEnded, colorDepth: options.colorDepth)) }
                return .finished(.inputEnded)
            case .finished(let outcome):
                if keep { try? terminal.write(last.summaryBytes(outcome, colorDepth: options.colorDepth)) }
                return .finished(outcome)
            case .interrupted(let signal):
                return .interrupted(signal: signal)
            }
        }
        // Plain lines: on the terminal in plain mode, on stderr when there is no terminal.
        let plainTerminal = options.plain ? try? Terminal.open(plain: true) : nil
        defer { plainTerminal?.restore() }
        return try PlainWait.run(wait, source: source, on: plainTerminal, keep: keep).ending
    }
}
