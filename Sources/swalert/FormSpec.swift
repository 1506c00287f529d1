import DialogKit

/// A `--spec` file: one field a line, in the command line's words, split as a shell splits them.
enum FormSpec {
    /// The most bytes of a spec read; a longer one is refused.
    static let maximumBytes = 1024 * 1024

    /// One field's line: its words and the number of the line it starts on, from 1.
    struct Line: Equatable {
        let number: Int
        let words: [String]
    }

    /// Why a spec cannot be read: said on one line, naming where it came from.
    struct ReadError: Error, CustomStringConvertible {
        let description: String
    }

    /// The spec at `path` (`-`: standard input), read to its end and no further than `maximumBytes`.
    static func load(_ path: String) throws -> String {
        let source: MessageSource = path == "-" ? .standardInput : .file(path)
        let text: String
        do { text = try source.load(maximumBytes: maximumBytes, maximumLines: Int.max) } catch {
            throw ReadError(description: "option '--spec': \(error)")
        }
        if text.hasSuffix(MessageSource.truncatedAtBytes) {
            throw ReadError(description: "option '--spec': \(path == "-" ? "standard input" : path) is longer than 1 MiB")
        }
        return text
    }

    /// The lines of `text` that hold words, each split as a shell splits a command: blanks between words, '…' taken
    /// as it is, "…" with \" \\ \$ \` escaped, a backslash outside quotes escaping the next character (a line's end:
    /// the line goes on), `#` at a word's start beginning a comment. A quoted newline is part of its word.
    static func lines(_ text: String) throws -> [Line] {
        var lines: [Line] = []
        var words: [String] = [], word = "", inWord = false
        var number = 1, start = 1
        var quote: Character?, quoteLine = 0
        var escaped = false, comment = false
        func endWord() {
            if inWord { words.append(word) }
            word = ""
            inWord = false
        }
        func endLine() {
            endWord()
            if !words.isEmpty { lines.append(Line(number: start, words: words)) }
            words = []
        }
        for character in text {
            if character == "\n" || character == "\r\n" { number += 1 }
            if comment {
                if character == "\n" || character == "\r\n" {
                    comment = false
                    endLine()
                    start = number
                }
                continue
            }
            if escaped {
                escaped = false
                let lineEnd = character == "\n" || character == "\r\n"
                if quote == "\"", !lineEnd, !["\"", "\\", "$", "`"].contains(character) { word.append("\\") }
                if !lineEnd {
                    word.append(character)
                    inWord = true
                }
                continue
            }
            switch (quote, character) {
            case ("'", "'"), ("\"", "\""):
                quote = nil
            case ("'", _):
                word.append(character)
            case ("\"", "\\"):
                escaped = true
            case ("\"", _):
                word.append(character)
            case (_, "\\"):
                escaped = true
            case (_, "'"), (_, "\""):
                quote = character
                quoteLine = number
                inWord = true
            case (_, "#") where !inWord:
                comment = true
            case (_, "\n"), (_, "\r\n"):
                endLine()
                start = number
            case (_, " "), (_, "\t"), (_, "\r"):
                endWord()
            default:
                word.append(character)
                inWord = true
            }
        }
        if let quote { throw UsageError("spec line \(quoteLine): the quote \(quote) is never closed") }
        if escaped {
            word.append("\\")
            inWord = true
        }
        endLine()
        return lines
    }
}
