import DialogKit

extension BoxRun {
    /// dialog's `--print-text-only TEXT [HEIGHT [WIDTH]]` or `--print-text-size …`, with what dialog's state holds
    /// when it reads it. dialog reads a box's options twice: once before it starts curses (no shadow, no aspect yet,
    /// stdin's size), and again as it shows the box; each reading writes the text again.
    struct PrintText: Equatable {
        /// `--print-text-only` (the text wrapped), else `--print-text-size` (its rows and columns).
        var onlyText: Bool
        /// The text as `dlg_trim_string` leaves it under the options given before it.
        var text: String
        var height: Int
        var width: Int
        /// `--begin` given before it among the box's options.
        var begin: Point?
        /// The last `--aspect` before it, and the last `--shadow` or `--no-shadow` (true for `--shadow`).
        var aspect: Int?
        var shadow: Bool?
        /// For the first box's options: what dialog's first reading left for the second (its last `--aspect`).
        var aspectLeft: Int?
    }
}

extension CdialogArguments {
    /// What dialog's state carries from option to option and box to box for `--print-text-*`.
    struct PrintTextState {
        var aspect: Int?
        var shadow: Bool?

        /// Follows `--aspect N`, `--shadow` and `--no-shadow`.
        mutating func follow(_ name: String, aspect value: Int?) {
            if name == "aspect" { aspect = value }
            if name == "shadow" || name == "no-shadow" { shadow = name == "shadow" }
        }
    }

    /// Reads `--print-text-only` or `--print-text-size` at `index` (its text) as `PrintTextOnly` reads it: the text,
    /// then a height and a width when words follow it, each a number (a missing one at the end is 0); the next index.
    static func printText(_ name: String, _ arguments: [String], at index: Int, isOption: (Int) -> Bool,
                          flags: Set<String>, state: PrintTextState) throws -> (BoxRun.PrintText, next: Int) {
        guard index < arguments.count else { throw ArgumentsFailure(message: "Expected a string-parameter for --\(name)") }
        var words = 0
        while index + 1 + words < arguments.count, !isOption(index + 1 + words) { words += 1 }
        func number(_ place: Int) throws -> Int {
            guard index + place < arguments.count else { return 0 }
            guard let value = decimal(arguments[index + place]) else {
                throw ArgumentsFailure(message: "Expected a number for token \(place + 1) of --\(name)")
            }
            return value
        }
        let height = try number(1), width = try number(2)
        var text = prompt(arguments[index], flags: flags.subtracting(["colors"]))
        // --trim keeps one blank of those the text starts with: `dlg_trim_string` looks before its buffer for one.
        let given = arguments[index]
        let escapes = !flags.contains("no-nl-expand") && hasNewlineEscape(given)
        if flags.contains("trim"), !escapes, given.first == " " || given.first == "\t", text.first != " " {
            text = " " + text
        }
        let printed = BoxRun.PrintText(onlyText: name == "print-text-only", text: text, height: height, width: width,
                                       aspect: state.aspect, shadow: state.shadow)
        return (printed, index + 1 + min(words, 2))
    }
}

extension Swalert {
    /// What dialog's first reading of the first box's options writes for `--print-text-*`: before curses, so with
    /// stdin's size (none when stdin is no terminal), no shadow unless `--shadow`, and an aspect of 0 unless given.
    static func printedTextsFirst(_ texts: [BoxRun.PrintText]) -> String {
        let size = ProcessContext.windowSize(of: 0) ?? Size(width: 0, height: 0)
        return texts.map { printed in
            let shadow = printed.shadow ?? false
            return printedText(printed, lines: size.height - (shadow ? 1 : 0), columns: size.width - (shadow ? 2 : 0),
                               aspect: printed.aspect ?? 0)
        }.joined()
    }

    /// What dialog writes for a box's `--print-text-*` as it shows the box: the terminal less the shadow, an aspect
    /// of 9 unless given.
    static func printedTexts(_ texts: [BoxRun.PrintText]) -> String {
        guard !texts.isEmpty else { return "" }
        let size = terminalSize() ?? Size(width: 0, height: 0)
        return texts.map { printed in
            let shadow = printed.shadow ?? true
            return printedText(printed, lines: size.height - (shadow ? 1 : 0), columns: size.width - (shadow ? 2 : 0),
                               aspect: printed.aspect ?? printed.aspectLeft ?? 9)
        }.joined()
    }

    private static func printedText(_ printed: BoxRun.PrintText, lines: Int, columns: Int, aspect: Int) -> String {
        let sizing = CdialogTextOnly(lines: lines, columns: columns, aspect: aspect,
                                     begin: printed.begin.map { ($0.y, $0.x) })
        return printed.onlyText ? sizing.textOnly(printed.text, height: printed.height, width: printed.width)
            : sizing.textSize(printed.text, height: printed.height, width: printed.width)
    }
}
