import Foundation
import XCTest

/// What the built binary's `--help` says: the commands and each one's options. The documentation and
/// completion tests start from here, so an option added later is checked everywhere without a test change.
struct HelpOptions {
    /// The commands the top-level help lists, in its order.
    let commands: [String]
    /// `swalert`'s own options (`--help`, `--version` and their short forms).
    let topLevel: Set<String>
    /// Each command's options, as `swalert <command> --help` lists them.
    let options: [String: Set<String>]
    /// Each command's options that take a value (`--title TEXT`).
    let valued: [String: Set<String>]
    /// Each command's `--help` text.
    let texts: [String: String]

    /// The commands that show a dialog: all but those whose only option is `--help` (`reset`).
    var dialogs: [String] { commands.filter { options[$0] != ["--help"] } }

    /// Every option some `--help` lists, the top level's included.
    var all: Set<String> { options.values.reduce(topLevel) { $0.union($1) } }

    /// Runs `swalert --help` and `swalert <command> --help` for each command it lists.
    static func load(file: StaticString = #filePath, line: UInt = #line) throws -> HelpOptions {
        let overview = try help([])
        let commands = section("Commands:", of: overview).compactMap { $0.split(separator: " ").first.map(String.init) }
        XCTAssertFalse(commands.isEmpty, "swalert --help lists no commands:\n\(overview)", file: file, line: line)
        var options: [String: Set<String>] = [:], valued: [String: Set<String>] = [:], texts: [String: String] = [:]
        for command in commands {
            let text = try help([command])
            texts[command] = text
            options[command] = Self.options(in: text)
            valued[command] = Self.options(in: text, takingAValue: true)
            XCTAssertFalse(options[command]!.isEmpty, "swalert \(command) --help lists no options:\n\(text)",
                           file: file, line: line)
        }
        return HelpOptions(commands: commands, topLevel: Self.options(in: overview), options: options, valued: valued,
                           texts: texts)
    }

    /// The options of a help text: the first column of its `Options:` section (`--name`, `-h, --help`,
    /// `--title TEXT`); with `takingAValue`, only those shown with a value.
    static func options(in help: String, takingAValue: Bool = false) -> Set<String> {
        Set(section("Options:", of: help).flatMap { row -> [String] in
            let column = row.components(separatedBy: "  ").first ?? ""
            if takingAValue, !column.contains(" ") { return [] }
            return optionTokens(in: column)
        })
    }

    /// The rows of the section that starts with the line `title`, up to the first blank line, unindented.
    static func section(_ title: String, of text: String) -> [String] {
        let lines = text.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: title) else { return [] }
        return lines[(start + 1)...].prefix { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            .map { $0.trimmingCharacters(in: .whitespaces) }
    }

    private static func help(_ command: [String]) throws -> String {
        let result = try Programs.run(Binary.swalert.path, command + ["--help"])
        guard result.status == 0, result.stderr.isEmpty else {
            throw HarnessError("swalert \((command + ["--help"]).joined(separator: " ")) exited \(result.status): \(result.stderr)")
        }
        return result.stdout
    }
}

/// The option names in `text`: `--long-name` and `-x`, not a dash inside a word or a number.
func optionTokens(in text: String) -> [String] {
    var tokens: [String] = []
    let characters = Array(text)
    var index = 0
    while index < characters.count {
        let before = index > 0 ? characters[index - 1] : " "
        guard characters[index] == "-", !(before.isLetter || before.isNumber || before == "-") else {
            index += 1
            continue
        }
        var end = index
        while end < characters.count, characters[end] == "-", end - index < 2 { end += 1 }
        let nameStart = end
        while end < characters.count, characters[end].isLetter || characters[end].isNumber || characters[end] == "-" {
            end += 1
        }
        // `--name`, or `-x` alone: `-rf` and `-j4` in an example are another program's options.
        let dashes = nameStart - index, length = end - nameStart
        if length > 0, characters[nameStart].isLetter, dashes == 2 || length == 1 {
            tokens.append(String(characters[index..<end]).trimmingTrailingDashes())
        }
        index = max(end, index + 1)
    }
    return tokens
}

private extension String {
    func trimmingTrailingDashes() -> String {
        var text = self
        while text.hasSuffix("-") { text.removeLast() }
        return text
    }
}
