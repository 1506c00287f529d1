import Foundation

/// README.md read as these tests need it: its sections, code, tables and images.
struct Readme {
    let text: String

    static func load() throws -> Readme { Readme(text: try Repository.text("README.md")) }

    /// The text under the `## title` heading, up to the next heading of that level.
    func section(_ title: String) -> String? {
        let lines = text.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: "## " + title) else { return nil }
        let body = lines[(start + 1)...].prefix { !$0.hasPrefix("## ") }
        return body.joined(separator: "\n")
    }

    /// The fenced code blocks of `text`, without their fences.
    static func codeBlocks(in text: String) -> [String] {
        var blocks: [String] = [], current: [String]?
        for line in text.components(separatedBy: "\n") {
            if line.hasPrefix("```") {
                if let block = current {
                    blocks.append(block.joined(separator: "\n"))
                    current = nil
                } else {
                    current = []
                }
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// The inline code spans (`like this`) outside code blocks.
    static func codeSpans(in text: String) -> [String] {
        var spans: [String] = [], inBlock = false
        for line in text.components(separatedBy: "\n") {
            if line.hasPrefix("```") { inBlock.toggle(); continue }
            guard !inBlock else { continue }
            let parts = line.components(separatedBy: "`")
            spans += stride(from: 1, to: parts.count - 1, by: 2).map { parts[$0] }
        }
        return spans
    }

    /// The tables of `text`: rows of cells, the header row first and the `|---|` row left out; code
    /// marks are dropped from the cells.
    static func tables(in text: String) -> [[[String]]] {
        var tables: [[[String]]] = [], current: [[String]] = []
        for line in text.components(separatedBy: "\n") + [""] {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("|") {
                let cells = trimmed.dropFirst().dropLast().components(separatedBy: "|")
                    .map { $0.replacingOccurrences(of: "`", with: "").trimmingCharacters(in: .whitespaces) }
                if !cells.allSatisfy({ $0.allSatisfy { "-:".contains($0) } }) { current.append(cells) }
            } else if !current.isEmpty {
                tables.append(current)
                current = []
            }
        }
        return tables
    }
}

/// Each `swalert COMMAND ...` in a piece of shell, and the options given to it.
///
/// Quoted words are skipped; an invocation ends at a pipe, `;`, `&`, `)`, a comment, or (for wait) at
/// `--`, after which the arguments are another program's. Lines ending in a backslash continue.
func swalertInvocations(in shell: String, commands: [String]) -> [(command: String, options: [String])] {
    let text = shell.replacingOccurrences(of: "\\\n", with: " ")
    var found: [(String, [String])] = []
    for line in text.components(separatedBy: "\n") {
        var rest = Substring(line)
        while let start = rest.range(of: "swalert ") {
            rest = rest[start.upperBound...]
            guard let command = commands.first(where: { rest.hasPrefix($0 + " ") || rest == Substring($0) }) else { continue }
            rest = rest.dropFirst(command.count)
            var unquoted = "", quote: Character?, index = rest.startIndex
            scanning: while index < rest.endIndex {
                let character = rest[index]
                if let open = quote {
                    if character == open { quote = nil }
                } else if character == "\"" || character == "'" {
                    quote = character
                } else if "|;&)".contains(character) || (character == "#" && unquoted.last == " ") {
                    break scanning
                } else if character == "-", rest[index...].hasPrefix("-- ") || rest[index...] == "--",
                          unquoted.last == " " {
                    break scanning
                } else {
                    unquoted.append(character)
                }
                index = rest.index(after: index)
            }
            found.append((command, optionTokens(in: unquoted)))
            rest = rest[index...]
        }
    }
    return found
}
