import DialogKit

/// The one place where a run's ending becomes an exit status and what goes to stdout (meanings: `ExitStatusTable`).
enum ExitStatus {
    static let success: Int32 = 0
    /// A command line that is not right (sysexits EX_USAGE).
    static let usage: Int32 = 64
    /// The message file or standard input cannot be read (EX_NOINPUT).
    static let unreadableInput: Int32 = 66
    /// No terminal to show the dialog on (EX_UNAVAILABLE).
    static let noTerminal: Int32 = 69
    /// A terminal that could not be set up or failed mid-dialog (EX_IOERR).
    static let terminalFailed: Int32 = 74
    /// The answer could not be written: the run fails rather than look answered (EX_IOERR).
    static let answerNotWritten: Int32 = 74
    /// The time limit ran out with no button to answer it (as timeout(1)).
    static let timedOut: Int32 = 124
    /// Esc with no cancel button (as dialog's ESC).
    static let dismissed: Int32 = 255
    /// The command to wait for was found but cannot be run (as the shell reports it).
    static let commandNotExecutable: Int32 = 126
    /// The command to wait for was not found (as the shell reports it).
    static let commandNotFound: Int32 = 127
    /// The waited command's output could not be captured: no pipe or memory (EX_CANTCREAT).
    static let cannotCapture: Int32 = 73

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
        // `.dismissed` is Ctrl-D at a plain prompt; `.pressed` comes only under dialog's keys.
        case .finished(.cancelled), .finished(.dismissed), .finished(.pressed): return (cancelled, nil)
        case .finished(.timedOut): return (timedOut, nil)
        case .interrupted(let signal): return (signaled(signal), nil)
        }
    }

    /// Esc or Cancel in an input, Esc or Ctrl-D in a chooser.
    static let cancelled: Int32 = 1
    /// A chooser given no items (EX_DATAERR).
    static let noItems: Int32 = 65
    /// An input's `--value` answered with no terminal that fails `--required` or `--validate` (EX_DATAERR).
    static let invalidDefault: Int32 = 65

    /// A chooser's status and output: 0 and the items, 1 for Esc, 124 for the time limit, 65 for nothing to choose.
    static func of(_ result: PresentationResult<Choose.Outcome>, output: ([Int]) -> String) -> (status: Int32, output: String?) {
        switch result {
        case .finished(.chosen(let items)): return (success, output(items))
        case .finished(.cancelled), .finished(.dismissed), .finished(.pressed): return (cancelled, nil)
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

    /// A command that could not be started: 127 when it does not exist, 126 otherwise.
    static func of(_ error: ChildProcess.StartError) -> Int32 {
        error.notFound ? commandNotFound : commandNotExecutable
    }
}

extension ExitStatus {
    /// The statuses of a program swalert answers for, which its scripts test.
    struct FrontEnd {
        /// OK, Yes, a choice; an info box or a gauge done.
        let ok: Int32
        /// Cancel or No.
        let cancel: Int32
        /// Esc (Ctrl-D asked as plain lines).
        let escape: Int32
        /// What the program reports with its usage: bad arguments, no terminal, a file or answer it cannot read or write.
        let error: Int32
        /// An option the program does not know, or a bad value for one (popt's errors, for whiptail).
        let badOption: Int32
        /// cdialog's Extra and Help buttons.
        var extra: Int32 = 3
        var help: Int32 = 2
        /// The time limit run out, when the environment gives it a status (`DIALOG_TIMEOUT`); nil: it is Esc.
        var timeout: Int32?

        /// whiptail's: 0, 1, 255 for Esc and its errors (its `DLG_ERROR`, -1), and 1 for what popt refuses.
        static let whiptail = FrontEnd(ok: 0, cancel: 1, escape: 255, error: 255, badOption: 1)

        /// cdialog's: 0, 1, 2 Help, 3 Extra, 255 Esc and errors, each changed by its variable (`Swalert.dialogStatusVariables`)
        /// when that holds a number as C's `strtol` in base 0 reads it, its low 8 bits as `exit` keeps them.
        static func cdialog(_ environment: Environment) -> FrontEnd {
            func status(_ name: String) -> Int32? {
                environment[name].flatMap(BoxArguments.integer).map { Int32(truncatingIfNeeded: $0 & 0xFF) }
            }
            let error = status("DIALOG_ERROR") ?? 255
            return FrontEnd(ok: status("DIALOG_OK") ?? 0, cancel: status("DIALOG_CANCEL") ?? 1,
                            escape: status("DIALOG_ESC") ?? 255, error: error, badOption: error,
                            extra: status("DIALOG_EXTRA") ?? 3, help: status("DIALOG_HELP") ?? 2, timeout: status("DIALOG_TIMEOUT"))
        }

        func of(_ failure: ArgumentsFailure) -> Int32 {
            failure.kind == .option ? badOption : error
        }

        /// How a box ended; a gauge's signal is the shell's status for it (130 for Ctrl-C: cdialog dies of SIGINT).
        func of(_ ending: BoxEnding) -> Int32 {
            switch ending {
            case .ok: return ok
            case .cancel: return cancel
            case .extra: return extra
            case .help: return help
            case .escape: return escape
            case .timeout: return timeout ?? escape
            case .failed: return error
            case .interrupted(let signal): return signaled(signal)
            }
        }
    }
}
