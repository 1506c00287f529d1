import DialogKit

/// whiptail's command line as `whiptail.c` reads it through popt: options anywhere, then the widget's arguments.
enum WhiptailArguments {
    /// The widgets' options, each a box of its own.
    static let widgets = ["msgbox", "yesno", "infobox", "inputbox", "passwordbox", "textbox", "menu", "checklist",
                          "radiolist", "gauge"]
    /// The options that take a value.
    static let valued = ["title", "backtitle", "default-item", "output-fd", "yes-button", "no-button", "ok-button",
                         "cancel-button"]
    /// The flags that change what the box does or answers.
    static let flags = ["defaultno", "nocancel", "noitem", "notags", "separate-output", "scrolltext", "topleft",
                        "help", "version"]
    /// The flags that only change how whiptail draws the box, accepted and ignored: swalert draws its own.
    static let ignored = ["clear", "fb", "fullbuttons"]
    /// Every long option whiptail accepts.
    static var options: [String] { widgets + valued + flags + ignored }

    /// whiptail's usage, as `whiptail --help` prints it.
    static let usage = """
        Box options: 
        \t--msgbox <text> <height> <width>
        \t--yesno  <text> <height> <width>
        \t--infobox <text> <height> <width>
        \t--inputbox <text> <height> <width> [init] 
        \t--passwordbox <text> <height> <width> [init] 
        \t--textbox <file> <height> <width>
        \t--menu <text> <height> <width> <listheight> [tag item] ...
        \t--checklist <text> <height> <width> <listheight> [tag item status]...
        \t--radiolist <text> <height> <width> <listheight> [tag item status]...
        \t--gauge <text> <height> <width> <percent>
        Options: (depend on box-option)
        \t--clear\t\t\t\tclear screen on exit
        \t--defaultno\t\t\tdefault no button
        \t--default-item <string>\t\tset default string
        \t--fb, --fullbuttons\t\tuse full buttons
        \t--nocancel\t\t\tno cancel button
        \t--yes-button <text>\t\tset text of yes button
        \t--no-button <text>\t\tset text of no button
        \t--ok-button <text>\t\tset text of ok button
        \t--cancel-button <text>\t\tset text of cancel button
        \t--noitem\t\t\tdon't display items
        \t--notags\t\t\tdon't display tags
        \t--separate-output\t\toutput one line at a time
        \t--output-fd <fd>\t\toutput to fd, not stdout
        \t--title <title>\t\t\tdisplay title
        \t--backtitle <backtitle>\t\tdisplay backtitle
        \t--scrolltext\t\t\tforce vertical scrollbars
        \t--topleft\t\t\tput window in top-left corner
        \t-h, --help\t\t\tprint this message
        \t-v, --version\t\t\tprint version information


        """

    /// Reads `arguments` (what follows `whiptail`): one box, and where its answer goes.
    static func parse(_ arguments: [String]) throws -> FrontEndCommand {
        let scanned = try scan(arguments)
        if scanned.flags.contains("help") { return .help }
        if scanned.flags.contains("version") { return .version }
        if let error = scanned.error { throw error }
        let descriptor = scanned.values["output-fd"].flatMap(BoxArguments.integer).map(Int32.init) ?? 2
        return .run(BoxRun(outputDescriptor: descriptor, boxes: [BoxRun.Box(request: try request(scanned))]))
    }

    /// Options and positional arguments, scanned in popt's order.
    private struct Scanned {
        var widget: String?
        var flags: Set<String> = []
        var values: [String: String] = [:]
        var positionals: [String] = []
        /// popt's error, which ends the scan; whiptail reports it only after `--help` and `--version`.
        var error: ArgumentsFailure?
    }

    private static func scan(_ arguments: [String]) throws -> Scanned {
        var scanned = Scanned()
        var index = 0, optionsEnded = false
        func popt(_ message: String) -> ArgumentsFailure { ArgumentsFailure(kind: .option, message: message) }
        do {
            while index < arguments.count {
                let argument = arguments[index]
                index += 1
                if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                    scanned.positionals.append(argument)
                    continue
                }
                if argument == "--" {
                    optionsEnded = true
                    continue
                }
                guard argument.hasPrefix("--") else {
                    // Short options: only -h and -v, which may be clustered (-hv).
                    for letter in argument.dropFirst() {
                        guard letter == "h" || letter == "v" else { throw popt("\(argument): unknown option") }
                        scanned.flags.insert(letter == "h" ? "help" : "version")
                    }
                    continue
                }
                let (name, inline) = optionParts(argument)
                guard options.contains(name) else { throw popt("\(argument): unknown option") }
                guard valued.contains(name) else {
                    if inline != nil { throw popt("\(argument): option does not take an argument") }
                    if widgets.contains(name) {
                        // A second box is whiptail's usage error, at once, whatever follows.
                        if let first = scanned.widget {
                            throw ArgumentsFailure(kind: .usage, message: "one box at a time (--\(first) and --\(name) given)")
                        }
                        scanned.widget = name
                    } else {
                        scanned.flags.insert(name)
                    }
                    continue
                }
                guard let value = inline ?? (index < arguments.count ? arguments[index] : nil) else {
                    throw popt("--\(name): missing argument")
                }
                if inline == nil { index += 1 }
                if name == "output-fd", BoxArguments.integer(value) == nil { throw popt("\(value): invalid numeric value") }
                scanned.values[name] = value
            }
        } catch let failure as ArgumentsFailure where failure.kind == .option {
            scanned.error = failure
        }
        return scanned
    }

    /// The request the scanned options and arguments make.
    private static func request(_ scanned: Scanned) throws -> BoxRequest {
        guard let widget = scanned.widget else {
            throw ArgumentsFailure(kind: .usage, message: "no box given (--msgbox, --yesno, --menu, ...)")
        }
        var positionals = scanned.positionals[...]
        func next(_ what: String) throws -> String {
            guard let value = positionals.popFirst() else {
                throw ArgumentsFailure(kind: .usage, message: "--\(widget): no \(what) given")
            }
            return value
        }
        func number(_ what: String) throws -> Int {
            let text = try next(what)
            guard let value = unsignedNumber(text) else {
                throw ArgumentsFailure(kind: .usage, message: "--\(widget): \(what) '\(text)' is not a number")
            }
            return value
        }
        let text = try next(widget == "textbox" ? "file" : "text")
        let height = try number("height"), width = try number("width")
        let flags = scanned.flags
        let noItem = flags.contains("noitem")
        let listHeight = ["menu", "checklist", "radiolist"].contains(widget) ? try number("list height") : 0
        let kind: BoxRequest.Widget
        if let common = BoxArguments.widget(widget, positionals) {
            kind = common
        } else if widget == "gauge" {
            kind = .gauge(percent: try number("percent"))
        } else {
            if widget == "menu", positionals.isEmpty { throw ArgumentsFailure(kind: .usage, message: "--menu: no items given") }
            // A menu's items always have their text, left out of the labels with --noitem.
            kind = try BoxArguments.list(widget, height: listHeight, positionals, noItem: noItem, menuReadsText: true) {
                $0 == "1" || ["on", "yes"].contains($0.lowercased())
            }
        }
        let message = widget == "textbox" ? text : BoxArguments.unescapingNewlines(text)
        return try BoxRequest(kind, text: message, height: height, width: width, strings: scanned.values, flags: flags)
    }


    /// A number as C's `strtoul(text, &end, 10)` reads it, made an `int` as whiptail does (wrapping); else nil.
    static func unsignedNumber(_ text: String) -> Int? {
        guard let (negative, digits) = BoxArguments.decimal(text) else { return nil }
        // Digits alone: too many for 64 bits is `strtoul`'s overflow, ULONG_MAX.
        let value = UInt64(digits) ?? .max
        return Int(Int32(truncatingIfNeeded: negative ? 0 &- value : value))
    }
}
