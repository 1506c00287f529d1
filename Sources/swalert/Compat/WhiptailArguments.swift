/// whiptail's command line, read as whiptail reads it (newt's `whiptail.c`, through popt): options anywhere,
/// `--name value` or `--name=value`, `--` ending them, `-h` and `-v` clustered; then the widget's arguments in
/// order, `TEXT HEIGHT WIDTH`, and for a list `LIST-HEIGHT` and its items. Every option whiptail 0.52 accepts is
/// accepted; those that only change how the box looks are read and have no effect (see `ignored`).
enum WhiptailArguments {
    /// What a command line asks for.
    enum Parsed: Equatable {
        case request(CompatRequest)
        /// `-h`, `--help`: whiptail's usage on stdout.
        case help
        /// `-v`, `--version`.
        case version
    }

    /// A command line whiptail refuses, and how: popt's errors (an unknown option, a missing or bad value) and
    /// whiptail's own (no box, two boxes, missing or bad arguments) end with different statuses
    /// (`ExitStatus.whiptailStatus(for:)`).
    struct Failure: Error, Equatable {
        enum Kind: Equatable {
            /// popt refused an option (whiptail exits 1).
            case option
            /// whiptail refused the arguments and printed its usage (whiptail exits 255).
            case usage
        }

        var kind: Kind
        var message: String
    }

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

    /// Reads `arguments` (what follows `whiptail`).
    static func parse(_ arguments: [String]) throws -> Parsed {
        let scanned = try scan(arguments)
        if scanned.flags.contains("help") { return .help }
        if scanned.flags.contains("version") { return .version }
        if let error = scanned.error { throw error }
        return .request(try request(scanned))
    }

    /// Options and positional arguments, scanned in popt's order.
    private struct Scanned {
        var widget: String?
        var flags: Set<String> = []
        var values: [String: String] = [:]
        var positionals: [String] = []
        /// popt's error, which ends the scan; whiptail reports it only after `--help` and `--version`.
        var error: Failure?
    }

    private static func scan(_ arguments: [String]) throws -> Scanned {
        var scanned = Scanned()
        var index = 0, optionsEnded = false
        scanning: while index < arguments.count {
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
                    switch letter {
                    case "h": scanned.flags.insert("help")
                    case "v": scanned.flags.insert("version")
                    default:
                        scanned.error = Failure(kind: .option, message: "\(argument): unknown option")
                        break scanning
                    }
                }
                continue
            }
            var name = String(argument.dropFirst(2)), inline: String?
            if let equals = name.firstIndex(of: "=") {
                inline = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            guard options.contains(name) else {
                scanned.error = Failure(kind: .option, message: "\(argument): unknown option")
                break
            }
            guard valued.contains(name) else {
                if inline != nil {
                    scanned.error = Failure(kind: .option, message: "\(argument): option does not take an argument")
                    break
                }
                if widgets.contains(name) {
                    // A second box is whiptail's usage error, at once, whatever follows.
                    if let first = scanned.widget {
                        throw Failure(kind: .usage, message: "one box at a time (--\(first) and --\(name) given)")
                    }
                    scanned.widget = name
                } else {
                    scanned.flags.insert(name)
                }
                continue
            }
            let value: String
            if let inline {
                value = inline
            } else if index < arguments.count {
                value = arguments[index]
                index += 1
            } else {
                scanned.error = Failure(kind: .option, message: "--\(name): missing argument")
                break
            }
            if name == "output-fd", integer(value) == nil {
                scanned.error = Failure(kind: .option, message: "\(value): invalid numeric value")
                break
            }
            scanned.values[name] = value
        }
        return scanned
    }

    /// The request the scanned options and arguments make.
    private static func request(_ scanned: Scanned) throws -> CompatRequest {
        guard let widget = scanned.widget else {
            throw Failure(kind: .usage, message: "no box given (--msgbox, --yesno, --menu, ...)")
        }
        var positionals = scanned.positionals[...]
        func next(_ what: String) throws -> String {
            guard let value = positionals.popFirst() else {
                throw Failure(kind: .usage, message: "--\(widget): no \(what) given")
            }
            return value
        }
        func number(_ what: String) throws -> Int {
            let text = try next(what)
            guard let value = unsignedNumber(text) else {
                throw Failure(kind: .usage, message: "--\(widget): \(what) '\(text)' is not a number")
            }
            return value
        }
        let text = try next(widget == "textbox" ? "file" : "text")
        let height = try number("height"), width = try number("width")
        let flags = scanned.flags
        let listHeight = ["menu", "checklist", "radiolist"].contains(widget) ? try number("list height") : 0
        let kind: CompatRequest.Widget
        switch widget {
        case "msgbox": kind = .message
        case "yesno": kind = .yesNo
        case "infobox": kind = .info
        case "textbox": kind = .textFile
        case "inputbox", "passwordbox": kind = .input(initial: positionals.popFirst() ?? "", password: widget == "passwordbox")
        case "gauge": kind = .gauge(percent: try number("percent"))
        case "menu":
            var items: [CompatRequest.Item] = []
            while let tag = positionals.popFirst() {
                guard let text = positionals.popFirst() else {
                    throw Failure(kind: .usage, message: "--menu: the tag '\(tag)' has no item")
                }
                items.append(CompatRequest.Item(tag: tag, text: flags.contains("noitem") ? "" : text))
            }
            if items.isEmpty { throw Failure(kind: .usage, message: "--menu: no items given") }
            kind = .menu(listHeight: listHeight, items: items)
        default:
            var items: [CompatRequest.Item] = []
            while let tag = positionals.popFirst() {
                let text = flags.contains("noitem") ? "" : positionals.popFirst()
                guard let text, let status = positionals.popFirst() else {
                    throw Failure(kind: .usage, message: "--\(widget): the tag '\(tag)' has no "
                        + (flags.contains("noitem") ? "status" : "item and status"))
                }
                let on = status == "1" || ["on", "yes"].contains(status.lowercased())
                items.append(CompatRequest.Item(tag: tag, text: text, isOn: on))
            }
            kind = widget == "radiolist" ? .radioList(listHeight: listHeight, items: items)
                : .checkList(listHeight: listHeight, items: items)
        }
        var request = CompatRequest(widget: kind, text: widget == "textbox" ? text : unescapingNewlines(text))
        request.height = height
        request.width = width
        request.title = scanned.values["title"] ?? ""
        request.backtitle = scanned.values["backtitle"] ?? ""
        request.okLabel = scanned.values["ok-button"]
        request.cancelLabel = scanned.values["cancel-button"]
        request.yesLabel = scanned.values["yes-button"]
        request.noLabel = scanned.values["no-button"]
        request.defaultItem = scanned.values["default-item"]
        request.defaultNo = flags.contains("defaultno")
        request.noCancel = flags.contains("nocancel")
        request.noTags = flags.contains("notags")
        request.noItem = flags.contains("noitem")
        request.separateOutput = flags.contains("separate-output")
        request.scrollText = flags.contains("scrolltext")
        request.topLeft = flags.contains("topleft")
        request.outputDescriptor = scanned.values["output-fd"].flatMap(integer).map(Int32.init) ?? 2
        return request
    }

    /// `\n` written as a backslash and an n made a line break, as whiptail does to the message (and to a text
    /// box's file, once read).
    static func unescapingNewlines(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "\\")) else { return text }
        var result = "", backslash = false
        for character in text {
            if backslash {
                backslash = false
                if character == "n" {
                    result.append("\n")
                    continue
                }
                result.append("\\")
            }
            if character == "\\" { backslash = true } else { result.append(character) }
        }
        if backslash { result.append("\\") }
        return result
    }

    /// A number as C's `strtoul(text, &end, 10)` reads it with nothing left over, then made an `int` as whiptail
    /// does: blanks first, a sign, decimal digits; the empty text is 0; a minus sign or a value past an `int`'s
    /// range wraps round as C's conversions do (0 or less, and whiptail sizes the box itself). nil for anything
    /// else.
    static func unsignedNumber(_ text: String) -> Int? {
        if text.isEmpty { return 0 }
        var rest = text.drop { [" ", "\t", "\n", "\r", "\u{0B}", "\u{0C}"].contains($0) }
        var negative = false
        if let sign = rest.first, sign == "+" || sign == "-" {
            negative = sign == "-"
            rest = rest.dropFirst()
        }
        guard !rest.isEmpty, rest.allSatisfy({ $0.isASCII && $0.isWholeNumber }) else { return nil }
        var value: UInt64 = 0
        for digit in rest.utf8 {
            let (times, overflowed) = value.multipliedReportingOverflow(by: 10)
            let (sum, carried) = times.addingReportingOverflow(UInt64(digit - UInt8(ascii: "0")))
            if overflowed || carried {
                value = .max
                break
            }
            value = sum
        }
        if negative { value = 0 &- value }
        return Int(Int32(truncatingIfNeeded: value))
    }

    /// An `int` as popt reads one (`strtol` in base 0: decimal, `0x` hexadecimal, `0` octal, a sign), or nil.
    static func integer(_ text: String) -> Int? {
        var body = Substring(text)
        var negative = false
        if let sign = body.first, sign == "+" || sign == "-" {
            negative = sign == "-"
            body = body.dropFirst()
        }
        let value: Int?
        if body.lowercased().hasPrefix("0x") {
            value = Int(body.dropFirst(2), radix: 16)
        } else if body.hasPrefix("0"), body.count > 1 {
            value = Int(body.dropFirst(), radix: 8)
        } else {
            value = body.isEmpty ? 0 : Int(body, radix: 10)
        }
        guard let value, value <= Int(Int32.max) else { return nil }
        return negative ? -value : value
    }
}
