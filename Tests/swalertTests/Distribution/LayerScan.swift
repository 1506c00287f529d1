/// Which files of DialogKit use a type of a layer after their own, read from the sources as text.
///
/// A layer's types are those its files declare at the start of a line (`struct`, `enum`, `class`, `protocol`,
/// `typealias`, `actor`; an `extension` declares none, and a `private` type is its file's alone). A file uses one
/// where a capitalised word of its code names it: comments and the text of string literals are taken out, the
/// code a string interpolates is kept. A word after a `.` is a member (`Grapheme.Form`), and a name the file's own
/// layer declares inside a type (`ValidationPattern`'s `Form`) means that one.
enum LayerScan {
    /// One Swift file of a layer.
    struct File {
        var layer: String
        var path: String
        var text: String
    }

    /// A file that uses a type declared in a later layer.
    struct Use: Equatable, CustomStringConvertible {
        var path: String
        var type: String
        var layer: String
        var typeLayer: String
        var typePath: String

        var description: String {
            "\(path) uses \(type) (\(typePath)): the \(layer) layer uses the \(typeLayer) layer, which comes after it"
        }
    }

    /// Every use in `files` of a type declared in a later layer than the using file's, in the order of `layers`;
    /// a file whose layer is not in `layers` is not read.
    static func uses(in files: [File], layers: [String]) -> [Use] {
        let rank = Dictionary(uniqueKeysWithValues: layers.enumerated().map { ($1, $0) })
        let files = files.filter { rank[$0.layer] != nil }
        let code = files.map { stripped($0.text) }
        var declaring: [String: Int] = [:]  // a top-level type's name: the index of the file declaring it
        var nested: [String: Set<String>] = [:]  // a layer: the names its files declare inside a type
        for (index, text) in code.enumerated() {
            for declaration in declarations(text) {
                if declaration.topLevel {
                    if !declaration.isPrivate { declaring[declaration.name] = index }
                } else {
                    nested[files[index].layer, default: []].insert(declaration.name)
                }
            }
        }
        var uses: [Use] = []
        for (index, file) in files.enumerated() {
            var seen: Set<String> = []
            for word in typeWords(code[index]) where seen.insert(word).inserted {
                guard let declarer = declaring[word], nested[file.layer]?.contains(word) != true else { continue }
                let typeLayer = files[declarer].layer
                guard rank[typeLayer]! > rank[file.layer]! else { continue }
                uses.append(Use(path: file.path, type: word, layer: file.layer, typeLayer: typeLayer,
                                typePath: files[declarer].path))
            }
        }
        return uses
    }

    /// A type declared: its name, whether at the top level of the file (the line begins with it), and whether
    /// private to the file.
    struct Declaration: Equatable {
        var name: String
        var topLevel: Bool
        var isPrivate: Bool
    }

    static let declaringWords: Set<String> = [
        "struct", "enum", "class", "protocol", "typealias", "actor", "associatedtype",
    ]
    static let modifiers: Set<String> = [
        "public", "internal", "package", "private", "fileprivate", "open", "final", "indirect", "nonisolated",
    ]

    /// The types `code` (already `stripped`) declares; `extension` declares none.
    static func declarations(_ code: String) -> [Declaration] {
        var found: [Declaration] = []
        for line in code.split(separator: "\n", omittingEmptySubsequences: true) {
            let topLevel = line.first.map { $0 != " " && $0 != "\t" } ?? false
            var words = words(of: line)[...]
            var isPrivate = false
            while let word = words.first, word.hasPrefix("@") || modifiers.contains(word) {
                if word == "private" || word == "fileprivate" { isPrivate = true }
                words.removeFirst()
            }
            guard let keyword = words.first, declaringWords.contains(keyword), words.count > 1 else { continue }
            let name = words[words.startIndex + 1]
            // `class func` and `class var` declare no type.
            guard name.first.map({ $0.isLetter || $0 == "_" }) == true, !["func", "var", "let"].contains(name) else {
                continue
            }
            found.append(Declaration(name: name, topLevel: topLevel, isPrivate: isPrivate))
        }
        return found
    }

    /// The identifiers of a line, and attributes with their `@`, in order (`class func` reads as `class`, `func`).
    private static func words(of line: Substring) -> [String] {
        var words: [String] = []
        var current = ""
        for character in line {
            if character.isLetter || character.isNumber || character == "_" || (character == "@" && current.isEmpty) {
                current.append(character)
            } else {
                if !current.isEmpty { words.append(current) }
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// The words of `code` (already `stripped`) that could name a type: identifiers beginning with a capital
    /// letter and not read after a `.`.
    static func typeWords(_ code: String) -> [String] {
        var words: [String] = []
        let scalars = Array(code.unicodeScalars)
        var index = 0
        func isIdentifier(_ scalar: Unicode.Scalar) -> Bool {
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_"
        }
        while index < scalars.count {
            guard isIdentifier(scalars[index]) else { index += 1; continue }
            let start = index
            while index < scalars.count, isIdentifier(scalars[index]) { index += 1 }
            var before = start - 1
            while before >= 0, [" ", "\n", "\t"].contains(scalars[before]) { before -= 1 }
            let afterDot = before >= 0 && scalars[before] == "." && (before == 0 || scalars[before - 1] != ".")
            guard ("A"..."Z").contains(scalars[start]), !afterDot else { continue }
            var word = String.UnicodeScalarView()
            word.append(contentsOf: scalars[start..<index])
            words.append(String(word))
        }
        return words
    }

    /// `source` with its comments and the text of its string literals taken out (each literal left as `""`),
    /// keeping the code a literal interpolates and the line breaks.
    static func stripped(_ source: String) -> String {
        var reader = Reader(Array(source.unicodeScalars))
        var output = String.UnicodeScalarView()
        reader.code(into: &output, untilParenthesis: false)
        return String(output)
    }

    private struct Reader {
        let scalars: [Unicode.Scalar]
        var index = 0

        init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

        func at(_ offset: Int) -> Unicode.Scalar? {
            index + offset < scalars.count ? scalars[index + offset] : nil
        }

        func starts(with text: String) -> Bool {
            var offset = 0
            for scalar in text.unicodeScalars {
                guard at(offset) == scalar else { return false }
                offset += 1
            }
            return true
        }

        /// Copies code to `output` up to the end, or past the `)` that closes an interpolation.
        mutating func code(into output: inout String.UnicodeScalarView, untilParenthesis: Bool) {
            var depth = 0
            while let scalar = at(0) {
                if starts(with: "//") {
                    while let next = at(0), next != "\n" { index += 1 }
                } else if starts(with: "/*") {
                    comment()
                    output.append(" ")
                } else if scalar == "\"" || (scalar == "#" && hashesThenQuote()) {
                    string(into: &output)
                } else {
                    if untilParenthesis {
                        if scalar == "(" { depth += 1 }
                        if scalar == ")" {
                            if depth == 0 { index += 1; return }
                            depth -= 1
                        }
                    }
                    output.append(scalar)
                    index += 1
                }
            }
        }

        func hashesThenQuote() -> Bool {
            var offset = 0
            while at(offset) == "#" { offset += 1 }
            return at(offset) == "\""
        }

        /// Skips a block comment, which may hold others.
        mutating func comment() {
            var depth = 0
            while at(0) != nil {
                if starts(with: "/*") {
                    depth += 1
                    index += 2
                } else if starts(with: "*/") {
                    depth -= 1
                    index += 2
                    if depth == 0 { return }
                } else {
                    index += 1
                }
            }
        }

        /// Skips a string literal (raw, multi-line or not), writing `""` and the code of its interpolations.
        mutating func string(into output: inout String.UnicodeScalarView) {
            var hashes = 0
            while at(0) == "#" { hashes += 1; index += 1 }
            let multiline = starts(with: "\"\"\"")
            index += multiline ? 3 : 1
            let close = (multiline ? "\"\"\"" : "\"") + String(repeating: "#", count: hashes)
            let interpolation = "\\" + String(repeating: "#", count: hashes) + "("
            output.append("\"")
            while let scalar = at(0) {
                if starts(with: close) {
                    index += close.unicodeScalars.count
                    break
                } else if starts(with: interpolation) {
                    index += interpolation.unicodeScalars.count
                    output.append(" ")
                    code(into: &output, untilParenthesis: true)
                    output.append(" ")
                } else if scalar == "\\" && hashes == 0 {
                    index += 2
                } else {
                    if scalar == "\n" { output.append("\n") }
                    index += 1
                }
            }
            output.append("\"")
        }
    }
}
