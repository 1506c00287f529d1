import DialogKit

extension BoxRequest {
    /// A box of `widget` and `text`, `height` by `width`, with the options before it by either program's names.
    init(_ widget: Widget, text: String, height: Int, width: Int, strings: [String: String], numbers: [String: Int] = [:],
         flags: Set<String>) throws {
        self.init(widget: widget, text: text)
        (self.height, self.width) = (height, width)
        title = strings["title"] ?? ""
        backtitle = strings["backtitle"] ?? ""
        for button in [Button.ok, .cancel, .yes, .no, .extra, .help, .exit] {
            labels[button] = strings[button.rawValue + "-label"] ?? strings[button.rawValue + "-button"]
        }
        defaultItem = strings["default-item"]
        outputSeparator = strings["output-separator"] ?? strings["separator"]
        if let button = strings["default-button"] {
            guard let known = Button(rawValue: button), known != .exit else {
                throw ArgumentsFailure(message: "--default-button: '\(button)' is not ok, yes, no, cancel, extra or help")
            }
            defaultButton = known
        } else if flags.contains("defaultno") {
            defaultButton = .no
        }
        noCancel = flags.contains("no-cancel") || flags.contains("nocancel")
        noTags = flags.contains("no-tags") || flags.contains("notags")
        noItem = flags.contains("no-items") || flags.contains("noitem")
        separateOutput = flags.contains("separate-output")
        scrollText = flags.contains("scrolltext")
        topLeft = flags.contains("topleft")
        extraButton = flags.contains("extra-button")
        helpButton = flags.contains("help-button")
        singleQuoted = flags.contains("single-quoted")
        quoted = flags.contains("quoted")
        timeout = max(0, numbers["timeout"] ?? 0)
        maximumInput = numbers["max-input"].flatMap { $0 > 0 ? $0 : nil }
    }
}

/// What whiptail's and cdialog's command lines read alike.
enum BoxArguments {
    /// `\n` written as two characters made a line break, as both programs do to a box's text. A walk over the
    /// scalars: the standard library's `replacing` would link the regular-expression library, 1.2 MB of code.
    static func unescapingNewlines(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "\\")) else { return text }
        var result = String.UnicodeScalarView(), backslash = false
        for scalar in text.unicodeScalars {
            if backslash {
                backslash = false
                if scalar == "n" {
                    result.append("\n")
                    continue
                }
                result.append("\\")
            }
            if scalar == "\\" { backslash = true } else { result.append(scalar) }
        }
        if backslash { result.append("\\") }
        return String(result)
    }

    /// The boxes both programs read alike, from the arguments after the size; nil for the others.
    static func widget(_ box: String, _ rest: ArraySlice<String>) -> BoxRequest.Widget? {
        switch box {
        case "msgbox": return .message
        case "yesno": return .yesNo
        case "infobox": return .info
        case "textbox": return .textFile
        case "tailbox": return .tailFile
        case "inputbox", "passwordbox": return .input(initial: rest.first ?? "", password: box == "passwordbox")
        default: return nil
        }
    }

    /// A menu, radio list or check list of `height` rows from its words: tag, text (none with `noItem`, but read and
    /// left out in a menu with `menuReadsText`), and but in a menu a status that `isOn` reads.
    static func list(_ box: String, height: Int, _ words: ArraySlice<String>, noItem: Bool, menuReadsText: Bool = false,
                     isOn: (String) -> Bool) throws -> BoxRequest.Widget {
        let kind: BoxRequest.ListKind = box == "menu" ? .menu : box == "radiolist" ? .radio : .check
        let readsText = !noItem || (kind == .menu && menuReadsText)
        var words = words, items: [BoxRequest.Item] = []
        while let tag = words.popFirst() {
            let text = readsText ? words.popFirst() : ""
            let status = kind != .menu ? words.popFirst() : ""
            guard let text, let status else {
                let missing = !readsText ? "status" : kind != .menu ? "item and status" : "item"
                throw ArgumentsFailure(message: "--\(box): the tag '\(tag)' has no \(missing)")
            }
            items.append(BoxRequest.Item(tag: tag, text: noItem ? "" : text, isOn: isOn(status)))
        }
        return .list(kind, height: height, items: items)
    }

    /// The sign and digits of a number as C's `strtol` reads one in base 10 with nothing left over; "" is 0.
    static func decimal(_ text: String) -> (negative: Bool, digits: Substring)? {
        if text.isEmpty { return (false, "0") }
        var rest = Substring(text).drop { [" ", "\t", "\n", "\r", "\u{0B}", "\u{0C}"].contains($0) }
        let negative = rest.first == "-"
        if rest.first == "+" || negative { rest = rest.dropFirst() }
        guard !rest.isEmpty, rest.allSatisfy({ $0.isASCII && $0.isWholeNumber }) else { return nil }
        return (negative, rest)
    }

    /// An `int` as popt and cdialog read an option's (`strtol` in base 0), or nil.
    static func integer(_ text: String) -> Int? {
        var body = Substring(text)
        let negative = body.first == "-"
        if body.first == "+" || negative { body = body.dropFirst() }
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
