import Foundation

/// man/swalert.1 read the way these tests need it: sections, subsections, tagged paragraphs (`.TP`) and
/// tables (`.TS`/`.TE`), with roff's escapes turned into the characters they print.
struct ManPage {
    /// One `.TP` paragraph: its tag line and the text under it, both as plain text.
    struct Entry {
        var tag: String
        var body: String
    }

    /// One `.SH` or `.SS`, with its plain text, tagged paragraphs and tables.
    struct Part {
        var title: String
        var text = ""
        var entries: [Entry] = []
        /// Rows of each table, cells split at the tab.
        var tables: [[[String]]] = []
    }

    let source: String
    /// The title line (`.TH`).
    let header: String
    /// The `.SH` sections in order.
    let sections: [Part]
    /// The `.SS` subsections, each with the title of the section it is in.
    let subsections: [(section: String, part: Part)]

    static func load() throws -> ManPage { try ManPage(source: Repository.text("man/swalert.1")) }

    init(source: String) {
        self.source = source
        var header = "", sections: [Part] = [], subsections: [(section: String, part: Part)] = []
        var tagNext = false, inTable = false, inTableFormat = false
        /// Applies `change` to the current section and, if there is one in it, the current subsection.
        func edit(_ change: (inout Part) -> Void) {
            guard !sections.isEmpty else { return }
            change(&sections[sections.count - 1])
            if let last = subsections.indices.last, subsections[last].section == sections[sections.count - 1].title {
                change(&subsections[last].part)
            }
        }
        func append(_ text: String, asTag: Bool = false) {
            edit { part in
                if asTag {
                    part.entries.append(Entry(tag: text, body: ""))
                } else if !part.entries.isEmpty {
                    part.entries[part.entries.count - 1].body += text + "\n"
                }
                part.text += text + "\n"
            }
        }
        for line in source.components(separatedBy: "\n") {
            if line.hasPrefix(".TS") {
                inTable = true
                inTableFormat = true
                edit { $0.tables.append([]) }
                continue
            }
            if line.hasPrefix(".TE") {
                inTable = false
                continue
            }
            if inTable {
                // Options and format lines come first; the last of them ends with a full stop.
                if inTableFormat {
                    inTableFormat = !line.hasSuffix(".")
                    continue
                }
                let row = line.components(separatedBy: "\t").map { Self.plain($0) }
                edit { $0.tables[$0.tables.count - 1].append(row) }
                append(row.joined(separator: " "))
                continue
            }
            let (macro, arguments) = Self.split(line)
            switch macro {
            case "TH": header = arguments.joined(separator: " ")
            case "SH": sections.append(Part(title: arguments.joined(separator: " ")))
            case "SS": subsections.append((sections.last?.title ?? "", Part(title: arguments.joined(separator: " "))))
            case "TP": tagNext = true
            case "PP", "P", "LP", "RS", "RE", "nf", "fi", "br", "sp", "IP", "in", "ad", "na", "ne", "\\\"": break
            default:
                append(macro == nil ? Self.plain(line) : arguments.joined(), asTag: tagNext)
                tagNext = false
            }
        }
        self.header = header
        self.sections = sections
        self.subsections = subsections
    }

    func section(_ title: String) -> Part? { sections.first { $0.title == title } }

    func subsection(_ title: String, in section: String) -> Part? {
        subsections.first { $0.section == section && $0.part.title == title }?.part
    }

    /// The whole page as plain text (escapes resolved, macros dropped).
    var plainText: String { sections.map { $0.title + "\n" + $0.text }.joined(separator: "\n") }

    // MARK: - roff

    /// A request line's macro name and its arguments (quotes removed, escapes resolved), or nil and the
    /// line for text.
    private static func split(_ line: String) -> (String?, [String]) {
        guard line.hasPrefix(".") || line.hasPrefix("'") else { return (nil, [line]) }
        let body = line.dropFirst()
        if body.hasPrefix("\\\"") { return ("\\\"", []) }
        let name = String(body.prefix { !$0.isWhitespace })
        var arguments: [String] = [], current = "", quoted = false, started = false
        for character in body.dropFirst(name.count) {
            if character == "\"" {
                quoted.toggle()
                started = true
            } else if character.isWhitespace, !quoted {
                if started { arguments.append(current) }
                current = ""
                started = false
            } else {
                current.append(character)
                started = true
            }
        }
        if started { arguments.append(current) }
        return (name, arguments.map(plain))
    }

    /// roff text with its escapes turned into what they print.
    static func plain(_ text: String) -> String {
        var result = text
        let named = [
            "\\(dq": "\"", "\\(aq": "'", "\\(bu": "•", "\\(OK": "✓", "\\(mu": "×", "\\(em": "—", "\\(en": "–",
            "\\(lq": "\u{201C}", "\\(rq": "\u{201D}", "\\(rs": "\\",
        ]
        for (escape, character) in named { result = result.replacingOccurrences(of: escape, with: character) }
        // \[u2713] and the like.
        while let start = result.range(of: "\\[u"), let end = result.range(of: "]", range: start.upperBound..<result.endIndex),
              let scalar = UInt32(result[start.upperBound..<end.lowerBound], radix: 16).flatMap(Unicode.Scalar.init) {
            result.replaceSubrange(start.lowerBound..<end.upperBound, with: String(Character(scalar)))
        }
        for font in ["\\fB", "\\fI", "\\fR", "\\fP", "\\f(CW"] { result = result.replacingOccurrences(of: font, with: "") }
        return result.replacingOccurrences(of: "\\-", with: "-").replacingOccurrences(of: "\\&", with: "")
            .replacingOccurrences(of: "\\ ", with: " ").replacingOccurrences(of: "\\e", with: "\\")
    }
}
