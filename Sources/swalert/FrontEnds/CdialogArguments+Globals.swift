import DialogKit

extension CdialogArguments {
    /// A command line after dialog's first passes: `--` taken out (the word after it never an option), each `--file`
    /// replaced by its words (`unescaping`), and the options
    /// that hold for the whole line (`--stdout`, `--stderr`, `--output-fd`, `--input-fd`, `--keep-tite`) taken out
    /// wherever they stand, before or after a box, as `dialog.c`'s `unescape_argv` and `main` take them out.
    struct Globals {
        /// What is left, for the boxes and their own options.
        var words: [String] = []
        /// The places in `words` of words that followed a `--`: never options.
        var escaped: Set<Int> = []
        /// Where the answers go, and `--separate-widget`.
        var run = BoxRun()
        /// `--help` or `--version`, found before anything dialog would refuse.
        var command: FrontEndCommand?
    }

    /// Reads the options dialog looks for anywhere on the command line, and takes them out.
    static func globals(_ arguments: [String]) throws -> Globals {
        let (unescaped, escapedAt) = try unescaping(arguments)
        var globals = Globals(), index = 0
        func value(_ word: String) throws -> Int {
            guard index + 1 < unescaped.count, let value = BoxArguments.integer(unescaped[index + 1]) else {
                throw ArgumentsFailure(message: "Expected a numeric-parameter for \(word)")
            }
            index += 1
            return value
        }
        while index < unescaped.count {
            let word = unescaped[index]
            if escapedAt.contains(index) {
                globals.escaped.insert(globals.words.count)
                globals.words.append(word)
                index += 1
                continue
            }
            switch word {
            case "--help": return Globals(command: .help)
            case "--version": return Globals(command: .version)
            case "--print-version": globals.run.printsVersion = true
            case "--stdout": globals.run.outputDescriptor = 1
            case "--stderr": globals.run.outputDescriptor = 2
            case "--output-fd": globals.run.outputDescriptor = Int32(truncatingIfNeeded: try value(word))
            case "--input-fd": _ = try value(word)
            case "--keep-tite": break
            default:
                globals.words.append(word)
                if word == "--separate-widget" {
                    guard index + 1 < unescaped.count else { throw ArgumentsFailure(message: "Expected a string-parameter for --separate-widget") }
                    globals.run.separateWidget = unescaped[index + 1]
                }
                // A string or number option's value is the option's, whatever it looks like.
                if let name = optionName(word), strings.contains(name) || numbers.contains(name), index + 1 < unescaped.count {
                    if escapedAt.contains(index + 1) { globals.escaped.insert(globals.words.count) }
                    globals.words.append(unescaped[index + 1])
                    index += 1
                }
            }
            index += 1
        }
        return globals
    }
}
