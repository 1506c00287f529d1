import DialogKit

/// cdialog's command line as dialog 1.3's `dialog.c` reads it: options, a box and its arguments, `--and-widget`, ...;
/// each box's options its own, but where the answer goes and `--separate-widget` hold for the whole line.
enum CdialogArguments {
    /// The boxes swalert draws, by dialog's name, and how many arguments each takes, at least and at most (dialog's `modes`).
    static let boxes: [String: (minimum: Int, maximum: Int?)] = [
        "msgbox": (3, 3), "yesno": (3, 3), "infobox": (3, 3), "textbox": (3, 3), "tailbox": (3, 3),
        "inputbox": (3, 4), "passwordbox": (3, 4), "menu": (5, nil), "checklist": (6, nil), "radiolist": (6, nil),
        "gauge": (3, 4), "guage": (3, 4), "pause": (4, 4), "programbox": (2, 3), "progressbox": (2, 3),
        "form": (12, nil), "passwordform": (12, nil), "mixedform": (13, nil), "editbox": (3, 3), "inputmenu": (5, nil),
        "calendar": (3, 6), "timebox": (3, 6), "fselect": (3, 3), "dselect": (3, 3),
        "rangebox": (5, 6), "buildlist": (4, nil), "treeview": (4, nil), "mixedgauge": (4, nil),
        "prgbox": (3, 4), "tailboxbg": (3, 3),
    ]
    /// dialog's boxes that swalert does not draw: refused, since a script's answer depends on them.
    static let otherBoxes: Set<String> = []
    /// The options that take a string.
    static let strings: Set = ["title", "backtitle", "cancel-label", "cancel-button", "no-label", "no-button",
                               "yes-label", "yes-button", "ok-label", "ok-button", "extra-label", "help-label",
                               "exit-label", "default-item", "default-button", "output-separator", "separator",
                               "separate-widget", "column-separator", "hline", "hfile", "date-format",
                               "time-format", "week-start", "wmclass", "icon", "trace"]
    /// The options that take a number.
    static let numbers: Set = ["output-fd", "timeout", "max-input", "aspect", "tab-len", "sleep", "color-mode",
                               "input-fd"]
    /// The flags that change what a box does or answers.
    static let flags: Set = ["defaultno", "extra-button", "help-button", "no-cancel",
                             "nocancel", "no-tags", "notags", "no-items", "noitem", "separate-output",
                             "single-quoted", "quoted", "stdout", "stderr", "colors", "cr-wrap", "no-collapse",
                             "trim", "insecure", "no-nl-expand", "clear", "keep-tite", "scrollbar", "scrolltext",
                             "iso-week", "item-help", "help-status", "help-tags",
                             "print-size", "print-maxsize", "no-kill", "visit-items", "no-ok", "nook",
                             "no-hot-list", "last-key", "reorder"]
    /// Flags that only change how dialog draws or beeps: accepted and ignored.
    static let ignored: Set = ["ascii-lines", "no-lines", "no-shadow", "shadow", "beep", "beep-after",
                               "erase-on-exit", "keep-window", "no-mouse", "tab-correct", "size-err", "fb",
                               "fullbutton", "cursor-off-label", "keep-colors",
                               "allow-close", "no-close", "auto-placement", "fixed-font", "screen-center",
                               "smooth", "under-mouse", "topleft", "ignore", "create-rc"]
    /// Options dialog knows that would change a script's result in a way swalert does not follow: refused.
    static let refused: Set<String> = []

    /// Whether `word` is one of dialog's options, which ends a box's arguments.
    static func isOption(_ word: String) -> Bool {
        guard word.hasPrefix("--") else { return false }
        let name = String(word.dropFirst(2))
        return boxes[name] != nil || otherBoxes.contains(name) || strings.contains(name) || numbers.contains(name)
            || flags.contains(name) || ignored.contains(name) || refused.contains(name)
            || ["and-widget", "help", "version", "print-version", "begin", "file", "print-text-only", "print-text-size"]
                .contains(name)
    }

    static let usage = """
        swalert dialog: dialog's command line, answered as dialog 1.3 answers it.
        Usage: swalert dialog <options> { --and-widget <options> }
        where options are "common" options, followed by "box" options

        Common options (a box's own, unless noted):
          --backtitle <backtitle>  --title <title>  --clear  --colors  --cr-wrap  --no-collapse  --trim
          --ok-label <str>  --cancel-label <str>  --yes-label <str>  --no-label <str>
          --extra-button  --extra-label <str>  --help-button  --help-label <str>  --no-cancel
          --default-button ok|yes|no|cancel|extra|help  --defaultno  --default-item <str>
          --no-tags  --no-items  --separate-output  --separator <str>  --output-separator <str>
          --quoted  --single-quoted  --timeout <secs>  --max-input <n>  --insecure  --keep-tite  --aspect <ratio>
          --item-help  --help-status  --help-tags
          --begin <y> <x>  (the box's corner; a -1 -1 box sized from there to the screen's end)
          --visit-items  --no-ok  --no-hot-list  --last-key  --reorder (a build list's)
          --stdout  --stderr  --output-fd <fd>  --input-fd <fd>  --keep-tite  --separate-widget <str>
            (for the whole command line, before or after the boxes)
          --print-size  --print-maxsize  --no-kill  --ignore  --file <file>  (its words read in its place)
          --print-text-only <text> <height> <width>  (the text as its box would wrap it)
          --print-text-size <text> <height> <width>  (its rows and columns)
          --create-rc <file>  (alone: dialog's settings written to <file>)

        Box options:
          --msgbox <text> <height> <width>
          --yesno <text> <height> <width>
          --infobox <text> <height> <width>
          --inputbox <text> <height> <width> [<init>]
          --passwordbox <text> <height> <width> [<init>]
          --textbox <file> <height> <width>
          --tailbox <file> <height> <width>
          --tailboxbg <file> <height> <width>
          --editbox <file> <height> <width>
          --fselect <filepath> <height> <width>
          --dselect <directory> <height> <width>
          --menu <text> <height> <width> <menu height> <tag1> <item1>...
          --inputmenu <text> <height> <width> <menu height> <tag1> <item1>...
          --checklist <text> <height> <width> <list height> <tag1> <item1> <status1>...
          --radiolist <text> <height> <width> <list height> <tag1> <item1> <status1>...
          --gauge <text> <height> <width> [<percent>]
          --pause <text> <height> <width> <seconds>
          --programbox [<text>] <height> <width>
          --prgbox [<text>] <command> <height> <width>
          --progressbox [<text>] <height> <width>
          --form <text> <height> <width> <form height> <label1> <l_y1> <l_x1> <item1> <i_y1> <i_x1> <flen1> <ilen1>...
          --passwordform <text> <height> <width> <form height> <label1> <l_y1> <l_x1> <item1> <i_y1> <i_x1> <flen1> <ilen1>...
          --mixedform <text> <height> <width> <form height> <label1> <l_y1> <l_x1> <item1> <i_y1> <i_x1> <flen1> <ilen1> <itype>...
          --calendar <text> <height> <width> [<day> <month> <year>]
          --timebox <text> <height> <width> [<hour> <minute> <second>]
          --rangebox <text> <height> <width> <min-value> <max-value> [<default-value>]
          --buildlist <text> <height> <width> <list-height> <tag1> <item1> <status1>...
          --treeview <text> <height> <width> <list-height> <tag1> <item1> <status1> <depth1>...
          --mixedgauge <text> <height> <width> <percent> <tag1> <item1>...

        """

    /// Reads `arguments` (what follows `dialog`).
    static func parse(_ commandLine: [String]) throws -> FrontEndCommand {
        // dialog looks for the options of the whole command line anywhere first, and takes them out.
        let globals = try Self.globals(commandLine)
        if let command = globals.command { return command }
        var run = globals.run
        let arguments = globals.words
        if let report = try report(arguments, escaped: globals.escaped) {
            run.report = report
            return .run(run)
        }
        func optionName(_ place: Int) -> String? {
            globals.escaped.contains(place) ? nil : Self.optionName(arguments[place])
        }
        var index = 0
        var afterAndWidget = true
        var printState = PrintTextState()
        while index < arguments.count {
            var options = Options()
            var box: String?
            while index < arguments.count {
                let word = arguments[index]
                guard let name = optionName(index) else {
                    throw ArgumentsFailure(message: word.hasPrefix("--") ? "Unknown option \(word)" : "Expected a box option, not '\(word)'")
                }
                index += 1
                if boxes[name] != nil {
                    box = name
                    break
                }
                if otherBoxes.contains(name) {
                    throw ArgumentsFailure(kind: .unsupported, message: "--\(name): a box swalert does not draw")
                }
                if refused.contains(name) {
                    throw ArgumentsFailure(kind: .unsupported, message: "--\(name): an option swalert's dialog does not follow, which would change the answer")
                }
                if name == "and-widget" { throw ArgumentsFailure(message: "Expected a box option before --and-widget") }
                // --defaultno and --default-button: the later of them counts.
                if name == "defaultno" { options.strings["default-button"] = nil }
                if name == "default-button" { options.flags.remove("defaultno") }
                // --print-maxsize before the first box is written before dialog knows the screen.
                if name == "print-maxsize", run.boxes.isEmpty { run.printsUnknownMaxSize = true }
                if name == "print-text-only" || name == "print-text-size" {
                    var printed: BoxRun.PrintText
                    (printed, index) = try printText(name, arguments, at: index, isOption: { optionName($0) != nil },
                                                     flags: options.flags, state: printState)
                    printed.begin = options.begin.map { Point(x: $0.x, y: $0.y) }
                    options.printTexts.append(printed)
                } else if name == "begin" {
                    options.begin = try begin(arguments, at: index)
                    index += 2
                } else if strings.contains(name) {
                    guard index < arguments.count else { throw ArgumentsFailure(message: "Expected a string-parameter for \(word)") }
                    options.strings[name] = arguments[index]
                    index += 1
                } else if numbers.contains(name) {
                    guard index < arguments.count, let value = BoxArguments.integer(arguments[index]) else {
                        throw ArgumentsFailure(message: "Expected a numeric-parameter for \(word)")
                    }
                    options.numbers[name] = value
                    index += 1
                } else {
                    options.flags.insert(name)
                }
                printState.follow(name, aspect: options.numbers["aspect"])
            }
            if run.boxes.isEmpty, afterAndWidget {
                // dialog's second reading of the first box's options starts with the aspect its first left.
                run.printTextsFirst = options.printTexts
                for place in options.printTexts.indices { options.printTexts[place].aspectLeft = printState.aspect }
            }
            guard let box else {
                // Options alone, and no box: dialog has nothing to show, and ends at once with 0.
                if run.boxes.isEmpty, afterAndWidget { return .run(run) }
                throw ArgumentsFailure(message: "Expected a box option")
            }
            var positionals: [String] = []
            while index < arguments.count, optionName(index) == nil {
                positionals.append(arguments[index])
                index += 1
            }
            let shared = try sharedBox(box, positionals, flags: options.flags)
            var entry = BoxRun.Box(request: try makeRequest(shared.box, shared.positionals, options), afterAndWidget: afterAndWidget)
            entry.extras = shared.extras
            entry.extras.printTexts = options.printTexts
            entry.extras.printsMaxSize = options.flags.contains("print-maxsize") && !run.boxes.isEmpty
            run.boxes.append(entry)
            afterAndWidget = false
            if index < arguments.count, arguments[index] == "--and-widget" {
                afterAndWidget = true
                index += 1
            }
        }
        return .run(run)
    }

    /// The options given before one box.
    private struct Options {
        var strings: [String: String] = [:]
        var numbers: [String: Int] = [:]
        var flags: Set<String> = []
        var begin: (y: Int, x: Int)?
        /// `--print-text-only` and `--print-text-size`, in order.
        var printTexts: [BoxRun.PrintText] = []
    }

    /// The option a word names, without its dashes, or nil for a word that is not one of dialog's options.
    static func optionName(_ word: String) -> String? {
        isOption(word) ? String(word.dropFirst(2)) : nil
    }

    private static func makeRequest(_ box: String, _ positionals: [String], _ options: Options) throws -> BoxRequest {
        let (minimum, maximum) = boxes[box]!
        guard positionals.count >= minimum else {
            throw ArgumentsFailure(message: "Expected at least \(minimum) tokens for --\(box), have \(positionals.count)")
        }
        if let maximum, positionals.count > maximum {
            throw ArgumentsFailure(message: "Expected no more than \(maximum) tokens for --\(box), have \(positionals.count)")
        }
        let flags = options.flags
        if flags.contains("separate-output"), !["checklist", "buildlist", "treeview"].contains(box) {
            throw ArgumentsFailure(message: "Unexpected widget with --separate-output --\(box)")
        }
        func number(_ place: Int) throws -> Int {
            guard let value = decimal(positionals[place]) else {
                throw ArgumentsFailure(message: "Expected a number for token \(place + 1) of --\(box)")
            }
            return value
        }
        var rest = positionals[...]
        var text = "", height = 0, width = 0
        if box == "programbox" || box == "progressbox", positionals.count == 2 {
            height = try number(0)
            width = try number(1)
            rest = []
        } else {
            text = positionals[0]
            height = try number(1)
            width = try number(2)
            rest = positionals.dropFirst(3)
        }
        let noItems = flags.contains("no-items") || flags.contains("noitem")
        let kind: BoxRequest.Widget
        var itemHelp: [String]?
        if let common = BoxArguments.widget(box, rest) {
            kind = common
        } else if box == "gauge" || box == "guage" {
            kind = .gauge(percent: rest.first.flatMap(decimal) ?? 0)
        } else if box == "pause" {
            kind = .pause(seconds: try number(3))
        } else if box == "programbox" || box == "progressbox" {
            kind = .programBox(button: box == "programbox")
        } else if box == "editbox" {
            kind = .editFile
        } else if box == "fselect" || box == "dselect" {
            kind = .selectPath(directoriesOnly: box == "dselect")
        } else if box == "inputmenu" {
            kind = try BoxArguments.list("menu", height: try number(3), rest.dropFirst(), noItem: noItems) { _ in false }
        } else if box == "calendar" || box == "timebox" {
            let values = try (3..<6).map { $0 < positionals.count ? try number($0) : -1 }
            kind = box == "calendar" ? .calendar(day: values[0], month: values[1], year: values[2])
                : .timeBox(hour: values[0], minute: values[1], second: values[2])
        } else if let more = try moreBox(box, Array(rest), noItems: noItems, number: number) {
            kind = .more(more)
        } else if box == "form" || box == "passwordform" || box == "mixedform" {
            kind = .form(height: try number(3), fields: try formFields(box, Array(rest.dropFirst())))
        } else {
            // cdialog's test of a status: exactly "on" (case aside since 1.3) turns the item on.
            let (words, helps) = itemHelps(box, rest.dropFirst(), flags: flags)
            kind = try BoxArguments.list(box, height: try number(3), words, noItem: noItems) { $0.lowercased() == "on" }
            itemHelp = helps
        }
        let message = ["textbox", "tailbox", "editbox", "fselect", "dselect"].contains(box) ? text : prompt(text, flags: flags)
        var request = try BoxRequest(kind, text: message, height: height, width: width, strings: options.strings,
                                     numbers: options.numbers, flags: flags)
        if box == "calendar" || box == "timebox" { try dateOptions(&request, options.strings, flags: flags) }
        request.dialogKeys = try dialogKeys(box, flags: flags)
        request.itemHelp = BoxRequest.ItemHelp(texts: itemHelp, status: flags.contains("help-status"),
                                               tags: flags.contains("help-tags"), begin: options.begin)
        if flags.contains("colors") { request.markColorCodes() }
        if box == "inputmenu" {
            // cdialog's inputmenu always has its Extra button, labelled Rename unless --extra-label says otherwise.
            request.renames = true
            request.extraButton = true
        }
        return request
    }

    /// A form's fields, 8 arguments each (9 for `--mixedform`, its `itype` last); every `--passwordform` field hidden.
    /// The lengths and the type are read with atoi, as cdialog reads them: a number at the start, else 0.
    static func formFields(_ box: String, _ list: [String]) throws -> [BoxRequest.FormField] {
        let group = box == "mixedform" ? 9 : 8
        guard list.count % group == 0 else {
            throw ArgumentsFailure(message: "--\(box): each field takes \(group) arguments (label y x item y x flen ilen\(group == 9 ? " itype" : "")), \(list.count % group) left over")
        }
        return stride(from: 0, to: list.count, by: group).map { at in
            let type = group == 9 ? atoi(list[at + 8]) : box == "passwordform" ? 1 : 0
            return BoxRequest.FormField(label: list[at], value: list[at + 3], width: atoi(list[at + 6]),
                                        length: atoi(list[at + 7]), type: type)
        }
    }

    /// C's atoi: blanks, a sign and digits at the start (at most 10), else 0.
    static func atoi(_ text: String) -> Int {
        let unblanked = text.drop { $0 == " " || $0 == "\t" }
        let sign = unblanked.first == "-" || unblanked.first == "+" ? String(unblanked.prefix(1)) : ""
        let digits = unblanked.dropFirst(sign.count).prefix { $0.isASCII && $0.isWholeNumber }.prefix(10)
        return Int(sign == "-" ? "-" + digits : String(digits)) ?? 0
    }

    /// A box's text as dialog shows it (`dlg_trim_string`): `\n` expanded, tabs spaces, real newlines spaces only beside a
    /// `\n` or with `--trim` (kept otherwise), `\Z` codes marks (`ColorCodes`).
    static func prompt(_ text: String, flags: Set<String>) -> String {
        let crWrap = flags.contains("cr-wrap"), collapse = !flags.contains("no-collapse")
        let escapes = !flags.contains("no-nl-expand") && hasNewlineEscape(text)
        let joinsLines = !crWrap && (escapes || flags.contains("trim"))
        // Marks of its own in the text are not codes: only `\Z` makes one.
        let joined = flags.contains("no-nl-expand") ? text : joiningEscapedLineEnds(text)
        var result = String(ColorCodes.unmarked(joined).map { character -> Character in
            character == "\n" && joinsLines || character == "\t" && collapse ? " " : character
        })
        if collapse, !escapes, !flags.contains("trim") { result = collapsingBlanks(result) }
        if !flags.contains("no-nl-expand") { result = BoxArguments.unescapingNewlines(result) }
        if collapse, flags.contains("trim") {
            // --trim: runs of blanks one space, and the blanks that start a line gone.
            var trimmed = "", blank = true
            for character in result {
                if character == " " {
                    if !blank { trimmed.append(" ") }
                    blank = true
                } else {
                    trimmed.append(character)
                    blank = character == "\n"
                }
            }
            result = trimmed
        }
        guard flags.contains("colors") else { return result }
        // A text without codes stays as it is: only one begun with the leading mark is drawn in styles.
        let marked = ColorCodes.marking(result)
        return ColorCodes.unmarked(marked) == result ? result : marked
    }

    /// A box's size as cdialog reads it (`strtol` in base 10, nothing left over; "" is 0), or nil.
    static func decimal(_ text: String) -> Int? {
        guard let (negative, digits) = BoxArguments.decimal(text) else { return nil }
        let value = Int(digits.prefix(10)).map { min($0, Int(Int32.max)) } ?? Int(Int32.max)
        return negative ? -value : value
    }
}
