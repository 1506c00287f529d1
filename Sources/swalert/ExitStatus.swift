import DialogKit

/// The one place where a run's ending becomes an exit status and what goes to stdout (meanings: `ExitStatusTable`).
enum ExitStatus {
    static let success: Int32 = 0
    static let cancelled: Int32 = 1
    static let usage: Int32 = 64  // sysexits' names: EX_USAGE
    static let noItems: Int32 = 65  // EX_DATAERR
    static let invalidDefault: Int32 = 65  // EX_DATAERR
    static let unreadableInput: Int32 = 66  // EX_NOINPUT
    static let noTerminal: Int32 = 69  // EX_UNAVAILABLE
    static let cannotCapture: Int32 = 73  // EX_CANTCREAT
    static let terminalFailed: Int32 = 74  // EX_IOERR
    static let answerNotWritten: Int32 = 74  // EX_IOERR
    static let timedOut: Int32 = 124  // as timeout(1)
    static let commandNotExecutable: Int32 = 126  // as the shell reports it
    static let commandNotFound: Int32 = 127
    static let dismissed: Int32 = 255  // as dialog's ESC

    /// 128 + the signal number, as the shell reports a process killed by it.
    static func signaled(_ signal: Signal) -> Int32 { 128 + signal.rawValue }

    /// What an alert's result means for the script: its exit status and the line for stdout.
    static func of(_ result: PresentationResult<Alert.Outcome>, alert: Alert) -> (status: Int32, output: String?) {
        switch result {
        case .finished(.button(let index)): return (Int32(index), alert.label(for: .button(index)))
        case .finished(.dismissed): return (dismissed, nil)
        case .finished(.timedOut): return (timedOut, nil)
        case .interrupted(let signal): return (signaled(signal), nil)
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

    /// A form's status and output: 0 and the answer, 1 for Esc or Cancel, 124 for the time limit.
    static func of(_ result: PresentationResult<Form.Outcome>, answer: ([Form.Value]) -> String) -> (status: Int32, output: String?) {
        switch result {
        case .finished(.submitted(let values)): return (success, answer(values))
        // `.pressed` and `.dismissed` are dialog's `--form`'s; a form of `swalert form` ends so only on Cancel or Esc.
        case .finished(.cancelled), .finished(.dismissed), .finished(.pressed): return (cancelled, nil)
        case .finished(.timedOut): return (timedOut, nil)
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
        /// OK (a choice, an info box or gauge done), Cancel or No, Esc (Ctrl-D in plain lines).
        let ok: Int32
        let cancel: Int32
        let escape: Int32
        /// Bad arguments, no terminal, a file or answer not read or written; `badOption` what popt refuses.
        let error: Int32
        let badOption: Int32
        /// cdialog's Extra and Help buttons, and the time limit's status (`DIALOG_TIMEOUT`; nil: Esc's).
        var extra: Int32 = 3
        var help: Int32 = 2
        var timeout: Int32?

        /// whiptail's: 0, 1, 255 for Esc and its errors (its `DLG_ERROR`, -1), and 1 for what popt refuses.
        static let whiptail = FrontEnd(ok: 0, cancel: 1, escape: 255, error: 255, badOption: 1)

        /// cdialog's: 0, 1, 2 Help, 3 Extra, 255 Esc and errors, each changed by its variable's number (low 8 bits).
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
