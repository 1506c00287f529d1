/// The `--help` texts, made from the command table so they cannot drift from what is parsed.
enum Help {
    static let overview = """
        swalert \(Version.current) — dialogs for shell scripts

        Usage:
          swalert alert   [MESSAGE] [options]
          swalert confirm [MESSAGE] [options]
          swalert input   [MESSAGE] [options]
          swalert choose  [MESSAGE] [options] [--] [ITEM...]
          swalert form    [options] --TYPE NAME LABEL [ITEM...] [field options] ...
          swalert wait    [MESSAGE] [options] [-- COMMAND [ARG...]]
          swalert wait    [options] --task NAME COMMAND [--task NAME COMMAND...]
          swalert toast   [MESSAGE] [options]
          swalert reset
          swalert whiptail ARG...         whiptail's own command line (or swalert run as a link named whiptail)
          swalert dialog ARG...           dialog's own command line (or swalert run as a link named dialog)
          swalert --help | --version | <command> --help

        Commands:
        \(Command.allCases.map { "  \($0.rawValue.padding(9))\($0.summary)" }.joined(separator: "\n"))

        Options:
          -h, --help     show this help
          -V, --version  print the version

        The dialog is drawn on the terminal (/dev/tty); the answer comes back as the exit status
        and on stdout. MESSAGE may be '-' or left out to read it from standard input.
        With --plain, or when TERM is dumb or unset, every dialog is asked with plain lines on the
        terminal instead, for screen readers: no cursor movement, no colour, no escape sequence.
        A dialog given --id NAME answers at once, with no terminal, from the answer file's
        'NAME = value' line (--answers FILE or SWALERT_ANSWERS=FILE); SWALERT_RECORD=FILE writes
        a person's answers as such lines. See ANSWERS in 'man swalert'.
        Default labels and hints follow the locale: SWALERT_LANG, then LANGUAGE, LC_ALL,
        LC_MESSAGES, LANG (LANG=C is English); y and n answer a confirm in every language.

        Examples:
          if swalert confirm "Delete the build folder?"; then rm -rf build; fi
          choice=$(swalert alert "Unsaved changes" --button "&Save" --button "&Discard" --button Cancel --cancel Cancel)
          df -h | swalert alert --title "Disk usage"
          name=$(swalert input "Your name:" --placeholder "Ada Lovelace" --required) || exit 1
          fruit=$(swalert choose "Pick a fruit" apple banana cherry) || exit 1
          ls | swalert choose "Delete which files?" --multi --separator '\\0' | xargs -0 rm --
          eval "$(swalert form --text user "User name" --required --confirm admin "Administrator?")" || exit 1
          swalert wait "Building…" -- make -j4
          swalert toast "Saved report.txt" --style success

        Run 'swalert <command> --help' for a command's options and exit status; 'man swalert' for more.
        """

    static func command(_ command: Command) -> String {
        // A form's options come in three groups: the form's, the fields, each field's own.
        let groups: [(heading: String?, options: [OptionSpec])] = command == .form
            ? [(nil, FormRequest.options), ("Fields, in order (NAME: a shell identifier, the answer's name):", Command.fieldTypes),
               ("After a field, its own options:", FormFields.options)]
            : [(nil, command.options)]
        let rows = groups.flatMap { group in
            (group.heading.map { [(" " + $0, "")] } ?? []) + group.options.map { option -> (String, String) in
                ("  --" + option.name + (option.value.map { " " + $0 } ?? ""), option.help)
            }
        }
        let width = rows.filter { !$0.1.isEmpty }.map(\.0.count).max() ?? 0
        let options = rows.map { $0.1.isEmpty ? $0.0 : "\($0.0.padding(width + 2))\($0.1)" }.joined(separator: "\n")
        return """
            swalert \(command.rawValue) — \(command.summary)

            Usage: \(usage(command))

            Options:
            \(options)

            \(keys(command))

            \(ExitStatusTable.help(for: command))
            """
    }

}

private func usage(_ command: Command) -> String {
    switch command {
    case .alert, .confirm, .input: return "swalert \(command.rawValue) [MESSAGE] [options]"
    case .form:
        return """
            swalert form [options] --TYPE NAME LABEL [ITEM...] [field options] [--page] ...
                   swalert form [options] --spec FILE|-

            Each field is --TYPE NAME LABEL, a choose's or multi's items after its LABEL, then its own
            options; the options before the first field are the form's. --spec reads fields one a line in
            the same words, the type without dashes (text user "User name" --required), quoted as a shell
            quotes, # starting a comment, at most 1 MiB; they come before the command line's fields.
            The answer (--format shell): a NAME='value' line a field, safe to eval whatever was typed, a
            multi's values one a line; bash: a multi as an array; json: one object; lines and nul: the
            values in field order, each ended by a newline or a NUL.
            """
    case .wait:
        return """
            swalert wait [MESSAGE] [options] -- COMMAND [ARG...]
                   long_job | swalert wait [MESSAGE] [options]
                   swalert wait [options] --task NAME COMMAND [--task NAME COMMAND...] [--jobs N]

            With a COMMAND: runs it (stdout and stderr captured, shown if it fails or with --show-output)
            and exits with its status. Without one: each line on standard input updates the dialog:
            text sets the message, 0-100 (or 42%) the gauge, '42 text' both; dialog's --gauge XXX
            blocks and zenity's '# text' work too. With no terminal, each message is printed on stderr.

            Tasks (--task, or --tasks FILE): a row each, its spinner, then ✓ or ✗ and its time, and
            its latest output line; each COMMAND runs under sh -c, its stdout and stderr kept whole
            and a failed task's written on stderr after the list under its name. After a failure
            the tasks not started are skipped and the running ones stopped (SIGTERM, SIGKILL 2 s
            later) unless --keep-going; the status is the first failed task's, 0 when all succeed.
            """
    case .choose:
        return """
            swalert choose [MESSAGE] [options] [--] [ITEM...]
                   list_items | swalert choose [MESSAGE] [options]

            The items are the arguments after MESSAGE, or, with none, the lines of standard input, shown
            as they arrive (empty lines are skipped; at most 16 MiB kept, each item a whole line: the rest
            is left unread and the list says so). With --delimiter, 'VALUE<STR>LABEL' shows LABEL and
            prints VALUE, as the bytes given, UTF-8 or not. Typing filters the list: the query's letters in order (--exact: as one piece),
            case-insensitive unless it has a capital letter, the best matches first.

            Filter: words apart by spaces must all match, in any order (fzf's extended search):
                  abc   the letters in order          'abc  as one piece (--exact: in order)
                  ^abc  at the start                  abc$  at the end      ^abc$  the whole item
                  !abc  items without the piece abc   !^abc !abc$ !'abc     without those matches
                  '\\ ' is a space inside a word; each word is case-sensitive only with a capital.
            Enter pressed while the items still arrive is held, and chooses the best match once they
            all have (or the item the focus was moved to); a second Enter chooses at once.
            """
    case .reset:
        return """
            swalert reset

            Every way out of a dialog puts the terminal back, but nothing can after `kill -9`. This does:
            the line read and echoed again, Ctrl-C, Ctrl-Z and Ctrl-D working, the main screen, the cursor
            shown, mouse reporting and bracketed paste off, no scrolling region, the default colours.
            """
    case .toast:
        return """
            swalert toast [MESSAGE] [options]

            Fades in below the cursor, stays --duration seconds, fades out and erases itself, the cursor
            back where it was. Never reads a key: what is typed meanwhile stays for the next program.
            With --detach it shows from the background while the script goes on: inside tmux in the
            pane's free bottom rows, or in tmux's message line when there are none; elsewhere as one line
            on stderr. With no terminal, the message is printed once on stderr.
            """
    }
}

private func keys(_ command: Command) -> String {
    switch command {
    case .alert, .confirm:
        return """
            Keys: ←/→ Tab move, Enter/Space choose, a marked letter presses its button, Esc cancels,
                  ↑/↓ PgUp/PgDn Home/End scroll a long message; the mouse can click a button.

            Plain (--plain, or TERM dumb or unset): the title, the message and the numbered buttons
                  are printed as lines; type a number, a button's letter or its label and Enter.
                  Enter alone chooses the default button; Ctrl-D does what Esc does.
            """
    case .input:
        return """
            Keys: Enter accepts, Esc cancels, Tab moves field → OK → Cancel. In the field, as in a shell:
                  ←/→ Ctrl-B/F by character, Alt-B/F Ctrl-←/→ by word, Home/End Ctrl-A/E,
                  Backspace/Delete, Ctrl-U/K/W delete to start/end/word before, Alt-D word after,
                  Ctrl-Y yank; a paste is inserted as text.

            Plain (--plain, or TERM dumb or unset): the message is printed and its last line is the
                  prompt; type the value and Enter, edited as the terminal edits a line. Enter alone
                  takes the --value (and so does a timeout with --timeout-value: a line is read only
                  at its Enter); a password is not echoed; a refused value says why and asks again;
                  Ctrl-D cancels.
            """
    case .choose:
        return """
            Keys: ↑/↓ Ctrl-P/N PgUp/PgDn Home/End move, Enter chooses, Esc clears the query or cancels;
                  with --multi Space or Tab selects, Ctrl-A selects every item shown (again: none), and
                  Enter with none selected takes the focused item. Typing, Backspace, Ctrl-U and Ctrl-W
                  edit the query. A click chooses (--multi: selects); the wheel scrolls.

            Plain (--plain, or TERM dumb or unset): a numbered list, 20 at a time, then a prompt: type a
                  number (--multi: several, and ranges such as 1 3 5-7), or text to filter the list
                  and be asked again; Ctrl-D cancels.
            """
    case .form:
        return """
            Keys: Tab/Shift-Tab ↑/↓ move between fields, Enter on a one-line field moves on (on the last:
                  submits), Ctrl-S or OK submits, Esc cancels; a click focuses. A field edits as input's
                  does, a textarea's Enter adds a line, a list behaves as choose's, Space toggles, a file
                  completes with Tab. Each field is checked as it is left and all on submit: the form
                  goes to the first refused one, its reason under it. With pages: Back and Next.

            Plain (--plain, or TERM dumb or unset): each field is asked in turn as a line; Enter alone
                  keeps its default, < goes back to the field before, Ctrl-D cancels.
            """
    case .wait:
        return """
            Keys: Ctrl-C passes SIGINT to the command and waits for it (again: SIGKILL, no
                  sooner than a second after the first, for the command to clean up);
                  anything else typed stays for the shell.

            Plain (--plain, or TERM dumb or unset): each new message is printed once as a line on
                  the terminal (the gauge at each tenth), and with --keep the final line; a task
                  list prints a line a task as it ends (✓ NAME  2.1s, ✗ NAME  0.4s  (exit 3)).
            """
    case .reset:
        return "Keys: none are read."
    case .toast:
        return """
            Keys: none are read; Ctrl-C erases the toast and exits 130.

            Plain (--plain, or TERM dumb or unset): the message is printed as one line on the terminal
                  (led by Warning: or Error: for those styles) and swalert returns at once.
            """
    }
}

extension String {
    func padding(_ width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}
