import DialogKit

extension CdialogArguments {
    /// The most bytes read from one `--file`: a command line, not a data file.
    static let argumentFileMaximumBytes = 1 << 20

    /// `arguments` with `--` taken out (the word after it kept as it is, never an option) and each `--file FILE`
    /// replaced by the words FILE holds, which are read the same way, as `dialog.c`'s `unescape_argv` does.
    static func unescaping(_ arguments: [String]) throws -> (words: [String], escaped: Set<Int>) {
        var pending = arguments, words: [String] = [], escaped: Set<Int> = []
        var index = 0, escapeNext = false, includes = 0
        while index < pending.count {
            let word = pending[index]
            if escapeNext {
                escaped.insert(words.count)
                words.append(word)
                escapeNext = false
            } else if word == "--" {
                escapeNext = true
            } else if word == "--file" {
                includes += 1
                guard includes <= 21 + arguments.count else { throw ArgumentsFailure(message: "Too many --file options") }
                guard index + 1 < pending.count else { throw ArgumentsFailure(message: "No value given for --file") }
                // The file's words take its place and are read again from the first, a `--file` among them too.
                pending.replaceSubrange(index...index + 1, with: try argumentFile(pending[index + 1]))
                continue
            } else {
                words.append(word)
            }
            index += 1
        }
        return (words, escaped)
    }

    /// The words of `--file NAME` (`&N`: descriptor N), bounded in bytes.
    static func argumentFile(_ name: String) throws -> [String] {
        let path = name.first == "&" ? "/dev/fd/\(atoi(String(name.dropFirst())))" : name
        let text: String
        do {
            text = try MessageSource.file(path).load(maximumBytes: argumentFileMaximumBytes, maximumLines: argumentFileMaximumBytes)
        } catch {
            throw ArgumentsFailure(message: "Cannot open --file \(Sanitizer.oneLine(name))")
        }
        guard !text.hasSuffix(MessageSource.truncatedAtBytes), !text.hasSuffix(MessageSource.truncatedAtLines) else {
            throw ArgumentsFailure(message: "--file \(Sanitizer.oneLine(name)): longer than \(argumentFileMaximumBytes >> 20) MiB")
        }
        return words(text)
    }

    /// A text cut into words as dialog's `dlg_string_to_argv` cuts it: at blanks outside double quotes, the quotes
    /// taken out; a backslash keeps a quote or a backslash after it, and with a newline after it both are dropped.
    static func words(_ text: String) -> [String] {
        let bytes = Array(text.utf8)
        var words: [String] = [], word: [UInt8]?, quoted = false, index = 0
        let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\"), newline = UInt8(ascii: "\n")
        while index < bytes.count {
            var byte = bytes[index]
            if byte == quote {
                quoted.toggle()
                if quoted, word == nil { word = [] }
            } else if !quoted, [9, 10, 11, 12, 13, 32].contains(byte) {
                if let done = word { words.append(String(decoding: done, as: UTF8.self)) }
                word = nil
            } else {
                if byte == backslash {
                    // A backslash that ends the text ends the reading.
                    guard index + 1 < bytes.count else { break }
                    let next = bytes[index + 1]
                    if next == newline {
                        index += 2
                        continue
                    }
                    if next == backslash || next == quote {
                        byte = next
                        index += 1
                    }
                }
                word = (word ?? []) + [byte]
            }
            index += 1
        }
        if let done = word { words.append(String(decoding: done, as: UTF8.self)) }
        return words
    }

    /// dialog's command lines that only report and end: `--print-maxsize` alone, `--create-rc FILE` first; else nil.
    static func report(_ words: [String], escaped: Set<Int>) throws -> BoxRun.Report? {
        guard let first = words.first, !escaped.contains(0) else { return nil }
        if words.count == 1, first == "--print-maxsize" { return .maxSize }
        guard first == "--create-rc", words.count > 1 else { return nil }
        guard words.count == 2 else { throw ArgumentsFailure(message: "Expected a filename for --create-rc") }
        return .createRC(words[1])
    }

    /// `--prgbox` and `--tailboxbg` as the boxes whose drawing they share (`--programbox`, `--tailbox`), with what is
    /// done around them; any box's `--print-size`.
    static func sharedBox(_ box: String, _ positionals: [String], flags: Set<String>) throws -> (box: String, positionals: [String], extras: BoxRun.Extras) {
        var extras = BoxRun.Extras()
        extras.printsSize = flags.contains("print-size")
        extras.shadowless = flags.contains("no-shadow")
        switch box {
        case "prgbox":
            guard positionals.count >= 3 else {
                throw ArgumentsFailure(message: "Expected at least 3 tokens for --prgbox, have \(positionals.count)")
            }
            // The command is the word before the size; a text may come before it.
            var rest = positionals
            let command = rest.remove(at: rest.count - 3)
            extras.command = flags.contains("no-collapse") ? command : String(command.map { $0 == "\t" ? " " : $0 })
            return ("programbox", rest, extras)
        case "tailboxbg":
            extras.background = true
            extras.keepsBackground = flags.contains("no-kill")
            return ("tailbox", positionals, extras)
        default:
            return (box, positionals, extras)
        }
    }
}

extension BoxRun {
    /// What dialog writes or does instead of showing boxes.
    enum Report: Equatable {
        /// `--print-maxsize` alone: `MaxSize: ROWS, COLUMNS`, the whole terminal's.
        case maxSize
        /// `--create-rc FILE`: its run-time configuration written to FILE.
        case createRC(String)
    }

    /// What dialog does around one box beside drawing it.
    struct Extras: Equatable {
        /// `--prgbox`'s command: run by `sh -c`, its output shown instead of standard input's.
        var command: String?
        /// `--tailboxbg`: drawn, then left to the boxes after it, answering OK at once.
        var background = false
        /// `--no-kill` with `--tailboxbg`: the file followed by a process of its own once the boxes are done.
        var keepsBackground = false
        /// `--print-size`: `Size: HEIGHT, WIDTH` written where the answers go as the box is drawn.
        var printsSize = false
        /// `--print-maxsize` among a later box's options: `MaxSize: ROWS, COLUMNS` written before it.
        var printsMaxSize = false
        /// `--no-shadow`: the screen's whole size is the box's room.
        var shadowless = false
        /// `--print-text-only` and `--print-text-size` among the box's options, written as it is shown.
        var printTexts: [BoxRun.PrintText] = []
    }
}
