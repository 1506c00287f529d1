import DialogKit

/// The one place where every way a run ends becomes an exit status and what goes to stdout.
enum ExitStatus {
    static let success: Int32 = 0
    /// A command line that is not right (sysexits EX_USAGE).
    static let usage: Int32 = 64
    /// The message file or standard input cannot be read (EX_NOINPUT).
    static let unreadableInput: Int32 = 66
    /// No terminal to show the dialog on (EX_UNAVAILABLE).
    static let noTerminal: Int32 = 69
    /// There is a terminal, but it could not be set up (no file descriptor left, say), or reading from or
    /// writing to it failed mid-dialog (EX_IOERR).
    static let terminalFailed: Int32 = 74
    /// The answer could not be written to stdout (closed, or a pipe whose reader has gone): the script never
    /// gets it, so the run fails as an I/O error rather than look answered (EX_IOERR).
    static let answerNotWritten: Int32 = 74
    /// The time limit ran out with no button to answer it (as timeout(1)).
    static let timedOut: Int32 = 124
    /// Esc with no cancel button (as dialog's ESC).
    static let dismissed: Int32 = 255
    /// The command to wait for was found but cannot be run (as the shell reports it).
    static let commandNotExecutable: Int32 = 126
    /// The command to wait for was not found (as the shell reports it).
    static let commandNotFound: Int32 = 127

    /// 128 + the signal number, as the shell reports a process killed by it.
    static func signaled(_ signal: Signal) -> Int32 { 128 + signal.rawValue }

    /// What an alert's result means for the script: its exit status and the line for stdout.
    static func of(_ result: PresentationResult<Alert.Outcome>, alert: Alert) -> (status: Int32, output: String?) {
        switch result {
        case .finished(let outcome): return of(outcome, alert: alert)
        case .interrupted(let signal): return (signaled(signal), nil)
        }
    }

    static func of(_ outcome: Alert.Outcome, alert: Alert) -> (status: Int32, output: String?) {
        switch outcome {
        case .button(let index): return (Int32(index), alert.label(for: outcome))
        case .dismissed: return (dismissed, nil)
        case .timedOut: return (timedOut, nil)
        }
    }

    /// What an input's result means for the script: 0 and the value, 1 for cancel, 124 for the time limit.
    static func of(_ result: PresentationResult<Input.Outcome>) -> (status: Int32, output: String?) {
        switch result {
        case .finished(.accepted(let value)): return (success, value)
        case .finished(.cancelled): return (cancelled, nil)
        case .finished(.timedOut): return (timedOut, nil)
        case .interrupted(let signal): return (signaled(signal), nil)
        }
    }

    /// Esc or Cancel in an input, Esc or Ctrl-D in a chooser.
    static let cancelled: Int32 = 1
    /// A chooser given no items (EX_DATAERR).
    static let noItems: Int32 = 65
    /// An input answered with its `--value` and no terminal, where the value fails `--required` or `--validate`
    /// (EX_DATAERR): never a silent invalid answer.
    static let invalidDefault: Int32 = 65

    /// What a chooser's result means for the script: 0 and the chosen items as `output` prints them, 1 for Esc,
    /// 124 for the time limit, 65 when there was nothing to choose from.
    static func of(_ result: PresentationResult<Choose.Outcome>, output: ([Int]) -> String) -> (status: Int32, output: String?) {
        switch result {
        case .finished(.chosen(let items)): return (success, output(items))
        case .finished(.cancelled): return (cancelled, nil)
        case .finished(.timedOut): return (timedOut, nil)
        case .finished(.noItems): return (noItems, nil)
        case .interrupted(let signal): return (signaled(signal), nil)
        }
    }

    /// A toast's exit status: 0 once it has shown and gone.
    static func of(_ result: ToastResult) -> Int32 {
        switch result {
        case .finished(.shown): return success
        case .interrupted(let signal): return signaled(signal)
        }
    }

    /// What a wait's result means for the script: the command's own status, passed through.
    static func of(_ result: WaitResult) -> Int32 {
        switch result {
        case .exited(let status): return status
        case .signaled(let signal), .interrupted(let signal): return signaled(signal)
        case .timedOut: return timedOut
        case .inputEnded: return success
        }
    }

    static func of(_ result: PresentationResult<WaitResult>) -> Int32 {
        switch result {
        case .finished(let outcome): return of(outcome)
        case .interrupted(let signal): return signaled(signal)
        }
    }

    /// A command that could not be started: 127 when it does not exist, 126 otherwise.
    static func of(_ error: ChildProcess.StartError) -> Int32 {
        error.notFound ? commandNotFound : commandNotExecutable
    }

    /// The exit-status table, as `--help` shows it.
    static func table(for command: Command) -> String {
        let chosen: String
        switch command {
        case .input:
            return "Exit status:\n" + inputRows
        case .choose:
            return "Exit status:\n" + chooseRows
        case .alert:
            chosen = """
                  0, 1, ...    the chosen button's index; its label is printed on stdout
                               (Esc chooses the --cancel button, a timeout the --timeout-button)
                """
        case .confirm:
            return "Exit status:\n" + confirmRows
        case .toast:
            return """
                Exit status:
                  0            shown and gone (or, with no terminal, printed once on stderr);
                               with --detach: started in the background
                  130/143/129  Ctrl-C or SIGINT / SIGTERM / SIGHUP while it showed
                  64           usage error (unknown option, bad value)
                  66           the message file or standard input cannot be read
                  74           the terminal failed, or the background toast could not start
                """
        case .wait:
            return "Exit status:\n" + waitRows
        case .reset:
            return """
                Exit status:
                  0            the terminal was reset
                  64           usage error (an unknown option or argument)
                  69           no terminal to reset
                  74           the terminal could not be read or written
                """
        }
        return "Exit status:\n" + chosen + "\n" + otherRows
    }

    private static let inputRows = """
          0            Enter in the field, or OK: the value and a newline on stdout
          1            Esc, or Cancel
          124          timeout
          130/143/129  Ctrl-C or SIGINT / SIGTERM / SIGHUP
          64           usage error (unknown option, bad value, invalid --validate regex)
          66           the message file or standard input cannot be read
          69           no terminal (with --assume-default: 0 and the --value)
          65           no terminal, --assume-default, and the --value fails --required or --validate
          74           the terminal could not be set up or failed while the dialog showed, or the
                       value could not be written to stdout (closed, or a pipe whose reader has gone)
        """

    private static let chooseRows = """
          0            chosen: the value and a newline on stdout (--index: its index from 0);
                       with --multi each selected value followed by the --separator
          1            Esc or Ctrl-D with an empty query
          124          timeout (with --timeout-select: 0 and the focused or selected items)
          130/143/129  Ctrl-C or SIGINT / SIGTERM / SIGHUP
          64           usage error (unknown option, bad value, no items given)
          65           no items to choose from (standard input ended empty)
          66           the message file or standard input cannot be read
          69           no terminal (with --assume-default: 0 and the --selected items or the first)
          74           the terminal could not be set up or failed while the dialog showed, or the
                       answer could not be written to stdout
        """

    private static let waitRows = """
          N            the command's exit status (0 when piped status lines end)
          128+N        the command was killed by signal N
          124          --timeout ran out (the command got SIGTERM, then SIGKILL)
          130/143/129  Ctrl-C or SIGINT / SIGTERM / SIGHUP (passed on to the command first)
          126/127      the command cannot be run / was not found
          64           usage error (unknown option, bad value, nothing to wait for)
          66           the message file cannot be read, or standard input for status lines
                       (closed, or a directory)
          74           the terminal failed while the dialog showed (one that cannot be set up:
                       plain lines on stderr, as with none)
        """

    /// A confirm has its two buttons and no others: no 255 (Esc answers no) and no limit on buttons to break.
    private static let confirmRows = """
          0 / 1        yes / no (Esc answers no); nothing is printed unless --print is given,
                       then the label
          124          timeout with no --timeout-button
          130/143/129  Ctrl-C or SIGINT / SIGTERM / SIGHUP
          64           usage error (unknown option, bad value)
          66           the message file or standard input cannot be read
          69           no terminal (and no --assume-default)
          74           the terminal could not be set up or failed while the dialog showed, or the
                       label could not be written to stdout (with --print)
        """

    private static let otherRows = """
          255          Esc with no cancel button
          124          timeout with no --timeout-button
          130/143/129  Ctrl-C or SIGINT / SIGTERM / SIGHUP
          64           usage error (unknown option, bad value, more than 32 buttons)
          66           the message file or standard input cannot be read
          69           no terminal (and no --assume-default)
          74           the terminal could not be set up or failed while the dialog showed, or the
                       label could not be written to stdout (closed, or a pipe whose reader has gone)
        """
}
