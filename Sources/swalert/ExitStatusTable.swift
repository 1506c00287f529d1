import DialogKit

/// Every exit status a command can end with and its meaning: the table each command's `--help` lists.
enum ExitStatusTable {
    /// One row: a status as the first column shows it, the commands that can end with it, and its meaning.
    struct Row {
        /// The first column (`64`, `130/143/129`, `128+N`), and the meaning for each command that can end so.
        let status: String
        let meanings: [Command: String]

        /// A row that means the same for each of `commands`, but for those `variants` words in their own way.
        init(_ status: String, _ commands: [Command], _ meaning: String, except variants: [Command: String] = [:]) {
            assert(Set(variants.keys).isSubset(of: commands), "a variant for a command the row does not apply to")
            self.status = status
            meanings = Dictionary(uniqueKeysWithValues: commands.map { ($0, variants[$0] ?? meaning) })
        }

        /// A row whose meaning is worded for each command on its own.
        init(_ status: String, each meanings: [Command: String]) {
            self.status = status
            self.meanings = meanings
        }
    }

    /// The rows in the order `--help` lists them.
    static let rows: [Row] = [
        Row("N", [.wait], "the command's exit status"),
        Row(shown(ExitStatus.success), each: [
            .input: "Enter in the field, or OK: the value and a newline on stdout",
            .choose: "chosen: the value and a newline on stdout (--index: its index from 0); "
                + "with --multi each selected value followed by the --separator",
            .form: "submitted, every field valid: the answer on stdout in the --format (shell: a NAME='value' line a field)",
            .wait: "the status lines on standard input ended (no COMMAND given)",
            .toast: "shown and gone (or, with no terminal, printed once on stderr); "
                + "with --detach: started in the background",
            .reset: "the terminal was reset",
        ]),
        Row("128+N", [.wait], "the command was killed by signal N"),
        Row("0, 1, ...", [.alert],
            "the chosen button's index; its label is printed on stdout "
                + "(Esc chooses the --cancel button, a timeout the --timeout-button)"),
        Row("0 / 1", [.confirm],
            "yes / no (Esc answers no); nothing is printed unless --print is given, then the label"),
        Row(shown(ExitStatus.cancelled), each: [
            .input: "Esc, or Cancel",
            .choose: "Esc or Ctrl-D with an empty query",
            .form: "Esc, or Cancel",
        ]),
        Row(shown(ExitStatus.dismissed), [.alert], "Esc with no cancel button"),
        Row(shown(ExitStatus.timedOut), [.alert, .confirm, .input, .choose, .form, .wait], "timeout", except: [
            .alert: noTimeoutButton,
            .confirm: noTimeoutButton,
            .input: "timeout (with --timeout-value: 0 and the value, when Enter would accept it)",
            .choose: "timeout (with --timeout-select: 0 and the focused or selected items, when Enter would accept them)",
            .form: "timeout (with --timeout-value: 0 and the answer, when OK would accept every field)",
            .wait: "--timeout ran out (the command got SIGTERM, then SIGKILL)",
        ]),
        Row(shown(ExitStatus.signaled(.interrupt), ExitStatus.signaled(.terminate), ExitStatus.signaled(.hangUp)),
            [.alert, .confirm, .input, .choose, .form, .wait, .toast], interrupted, except: [
                .wait: interrupted + " (passed on to the command first)",
                .toast: interrupted + " while it showed",
            ]),
        Row(shown(ExitStatus.commandNotExecutable, ExitStatus.commandNotFound), [.wait],
            "the command cannot be run / was not found"),
        Row(shown(ExitStatus.usage), Command.allCases, usageError(), except: [
            .alert: usageError("more than 32 buttons"),
            .input: usageError("invalid --validate regex"),
            .choose: usageError("no items given"),
            .form: usageError("a field without NAME or LABEL", "a NAME not a shell identifier or given twice",
                              "a --default not among the items", "--min above --max"),
            .wait: usageError("nothing to wait for"),
            .reset: "usage error (an unknown option or argument)",
        ]),
        // EX_DATAERR, for what each command was given: `ExitStatus.invalidDefault` and `ExitStatus.noItems`.
        Row(shown(ExitStatus.invalidDefault), each: [
            .alert: answerRefused,
            .confirm: answerRefused,
            .input: "no terminal, --assume-default, and the --value fails --required or --validate; or " + answerRefused,
            .choose: "no items to choose from (standard input ended empty); or " + answerRefused,
            .form: "no terminal, --assume-default, and a field's --default is one the form refuses (stderr names the field); "
                + "or " + answerRefused,
        ]),
        Row(shown(ExitStatus.unreadableInput), [.alert, .confirm, .input, .choose, .form, .wait, .toast],
            "the message file, standard input or the --answers file cannot be read (or is longer than 1 MiB)", except: [
                .toast: "the message file or standard input cannot be read",
                .form: "the --spec file, standard input or the --answers file cannot be read, or is longer than 1 MiB",
                .wait: "the message file cannot be read, or standard input for status lines (closed, or a directory)",
            ]),
        Row(shown(ExitStatus.noTerminal), [.alert, .confirm, .input, .choose, .form, .reset],
            "no terminal (and no --assume-default)" + unsafeAnswers, except: [
                .input: "no terminal (with --assume-default: 0 and the --value)" + unsafeAnswers,
                .choose: "no terminal (with --assume-default: 0 and the --selected items or the first)" + unsafeAnswers,
                .form: "no terminal (with --assume-default: 0 and every field's --default)" + unsafeAnswers,
                .reset: "no terminal to reset",
            ]),
        Row(shown(ExitStatus.cannotCapture), [.wait],
            "the command's output could not be captured (no pipe or memory to keep it in)"),
        // EX_IOERR, both ways: `ExitStatus.terminalFailed` and `ExitStatus.answerNotWritten`.
        Row(shown(ExitStatus.terminalFailed), Command.allCases,
            terminalFailed(orNotWritten: "the answer", "closed, or a pipe whose reader has gone"), except: [
                .confirm: terminalFailed(orNotWritten: "the label", "with --print"),
                .wait: "the terminal failed while the dialog showed (one that cannot be set up: plain lines on "
                    + "stderr, as with none)",
                .toast: "the terminal failed, or the background toast could not start",
                .reset: "the terminal could not be read or written",
            ]),
    ]

    /// The rows that apply to `command`, in order.
    static func rows(for command: Command) -> [Row] { rows.filter { $0.meanings[command] != nil } }

    /// The widest a line of `--help` may be.
    static let width = 96
    /// Where the meaning column starts: two spaces, then the status padded to 13.
    static let meaningColumn = 15

    /// The table as `command --help` shows it, meanings wrapped to `width` and indented.
    static func help(for command: Command) -> String {
        let indent = String(repeating: " ", count: meaningColumn)
        let lines = rows(for: command).map { row -> String in
            let wrapped = TextWrap.wrap(row.meanings[command] ?? "", width: width - meaningColumn)
            return "  " + row.status.padding(meaningColumn - 2) + wrapped.joined(separator: "\n" + indent)
        }
        return (["Exit status:"] + lines).joined(separator: "\n")
    }

    private static let noTimeoutButton = "timeout with no --timeout-button"
    /// An answer file's line the dialog refuses (`ExitStatus.answerRefused`), and a file another user could write.
    private static let answerRefused = "the --answers file's line for the --id is refused, or is not an answer (stderr names the file, the line and why)"
    private static let unsafeAnswers = "; or the --answers file, or a folder above it, can be written by another user"
    private static let interrupted = "Ctrl-C or SIGINT / SIGTERM / SIGHUP"

    /// A dialog's terminal failing, or its answer (`what`) going nowhere, as `why` says.
    private static func terminalFailed(orNotWritten what: String, _ why: String) -> String {
        "the terminal could not be set up or failed while the dialog showed, or \(what) could not be written to "
            + "stdout (\(why))"
    }

    /// Statuses as the first column shows them: `64`, or `130/143/129`.
    private static func shown(_ statuses: Int32...) -> String {
        statuses.map(String.init).joined(separator: "/")
    }

    /// A usage error's meaning, with what else makes one for a command.
    private static func usageError(_ more: String...) -> String {
        "usage error (" + (["unknown option", "bad value"] + more).joined(separator: ", ") + ")"
    }
}
