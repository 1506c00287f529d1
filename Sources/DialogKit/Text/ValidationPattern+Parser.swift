// MARK: - The tree

extension ValidationPattern {
    /// What one NFA state tests a grapheme against.
    enum Atom: Hashable, Sendable {
        case character(Character)
        /// Any grapheme but a newline.
        case any
        case set(CharacterSet)
    }

    /// `\d`, `\w`, `\s` and their complements, tested on a grapheme's first scalar.
    enum Builtin: UInt8, Hashable, Sendable {
        case digit = 1, notDigit = 2, word = 4, notWord = 8, space = 16, notSpace = 32

        /// The builtins `character` is in, as a mask of their raw values: one of each pair.
        static func mask(of character: Character) -> UInt8 {
            let properties = character.unicodeScalars.first!.properties, category = properties.generalCategory
            let digit = properties.numericType == .decimal
            let word = properties.isAlphabetic || digit || properties.isJoinControl || category == .nonspacingMark
                || category == .spacingMark || category == .enclosingMark || category == .connectorPunctuation
            return (digit ? Builtin.digit : .notDigit).rawValue | (word ? Builtin.word : .notWord).rawValue
                | (properties.isWhitespace ? Builtin.space : .notSpace).rawValue
        }
    }

    /// A bracketed class, or one of `\d \D \w \W \s \S` on its own.
    struct CharacterSet: Hashable, Sendable {
        var negated = false
        var characters: [Character] = []
        /// Scalar values; a grapheme is in one when it is a single scalar within it.
        var ranges: [ClosedRange<UInt32>] = []
        var builtins: [Builtin] = []
    }

    /// A parsed pattern.
    indirect enum Node {
        case empty
        case atom(Atom)
        /// `^` or `\A`: only where the value starts.
        case start
        /// `$` or `\z`: only where the value ends.
        case end
        case sequence([Node])
        case alternation([Node])
        /// `maximum` nil is no limit.
        case repetition(Node, minimum: Int, maximum: Int?)
    }

    /// How many NFA states `node` compiles to, saturating just past `maximumStates`.
    static func size(of node: Node) -> Int {
        let cap = maximumStates + 1
        switch node {
        case .empty: return 0
        case .atom, .start, .end: return 1
        case .sequence(let nodes): return min(cap, nodes.reduce(0) { min(cap, $0 + size(of: $1)) })
        case .alternation(let nodes): return min(cap, nodes.reduce(2 * (nodes.count - 1)) { min(cap, $0 + size(of: $1)) })
        case .repetition(let body, let minimum, let maximum):
            let one = size(of: body)
            if one == 0 { return 0 }
            guard let maximum else { return min(cap, minimum == 0 ? one + 2 : minimum * one + 1) }
            return min(cap, minimum * one + (maximum - minimum) * (one + 1))
        }
    }
}

// MARK: - Parsing

extension ValidationPattern {
    struct Parser {
        let characters: [Character]
        var offset = 0

        init(_ pattern: String) { characters = Array(pattern) }

        private var atEnd: Bool { offset >= characters.count }
        private func peek(_ ahead: Int = 0) -> Character? {
            offset + ahead < characters.count ? characters[offset + ahead] : nil
        }
        /// Whether the characters from the current one on spell `text`.
        private func looking(at text: String) -> Bool { characters[offset...].starts(with: text) }

        private func error(_ reason: String, at offset: Int) -> SyntaxError { SyntaxError(reason, at: offset + 1) }
        /// The pattern's characters from `start` to the current one, safe to quote in a message.
        private func quote(from start: Int, count: Int? = nil) -> String {
            let end = min(characters.count, count.map { start + $0 } ?? offset)
            return Sanitizer.sanitize(String(characters[start..<max(start, end)]), keepNewlines: false, keepTabs: false)
        }

        mutating func parse() throws(SyntaxError) -> (Node, caseInsensitive: Bool) {
            let caseInsensitive = looking(at: "(?i)")
            if caseInsensitive { offset += 4 }
            let tree = try alternation(depth: 0)
            if !atEnd { throw error("unbalanced ')'", at: offset) }
            return (tree, caseInsensitive)
        }

        private mutating func alternation(depth: Int) throws(SyntaxError) -> Node {
            var branches = [try sequence(depth: depth)]
            while peek() == "|" {
                offset += 1
                branches.append(try sequence(depth: depth))
            }
            return branches.count == 1 ? branches[0] : .alternation(branches)
        }

        private mutating func sequence(depth: Int) throws(SyntaxError) -> Node {
            var items: [Node] = []
            while let character = peek(), character != "|", character != ")" {
                let start = offset
                var item = try term(depth: depth)
                var repeated = false
                while let (minimum, maximum) = try quantifier(after: item, at: start, repeated: repeated) {
                    item = .repetition(item, minimum: minimum, maximum: maximum)
                    repeated = true
                }
                items.append(item)
            }
            return items.count == 1 ? items[0] : items.isEmpty ? .empty : .sequence(items)
        }

        /// A quantifier after `item`, with its lazy `?` if any, or nil when none follows.
        private mutating func quantifier(after item: Node, at itemStart: Int, repeated: Bool) throws(SyntaxError) -> (Int, Int?)? {
            guard let character = peek() else { return nil }
            let start = offset
            let bounds: (Int, Int?)
            switch character {
            case "*": bounds = (0, nil); offset += 1
            case "+": bounds = (1, nil); offset += 1
            case "?": bounds = (0, 1); offset += 1
            case "{": bounds = try counted()
            default: return nil
            }
            let written = quote(from: start)
            if repeated {
                throw error("'\(written)' repeats a repetition (put what it repeats in a group)", at: start)
            }
            switch item {
            case .start, .end: throw error("an anchor cannot be repeated: '\(written)'", at: start)
            default: break
            }
            if peek() == "?" {
                offset += 1
            } else if peek() == "+" {
                throw error("possessive quantifiers are not supported: '\(written)+'", at: start)
            }
            return bounds
        }

        /// `{n}`, `{n,}`, `{n,m}` or `{,m}`, the offset at its `{`.
        private mutating func counted() throws(SyntaxError) -> (Int, Int?) {
            let start = offset
            offset += 1
            let minimum = number()
            var maximum = minimum, comma = false
            if peek() == "," {
                offset += 1
                comma = true
                maximum = number()
            }
            guard peek() == "}", minimum != nil || (comma && maximum != nil) else {
                offset = start
                throw error("'{' does not start a repetition like {2}, {2,} or {2,5} (write '\\{' for a brace)", at: start)
            }
            offset += 1
            let low = minimum ?? 0
            if let maximum, maximum < low {
                throw error("repetition '\(quote(from: start))' has its minimum above its maximum", at: start)
            }
            return (low, maximum)
        }

        /// Decimal digits, saturating at a billion (far past any pattern that compiles), or nil when there are none.
        private mutating func number() -> Int? {
            var value: Int?
            while let character = peek(), let digit = character.asciiDigit {
                value = min(1_000_000_000, (value ?? 0) * 10 + digit)
                offset += 1
            }
            return value
        }

        /// One item that a quantifier may follow.
        private mutating func term(depth: Int) throws(SyntaxError) -> Node {
            let start = offset
            let character = characters[offset]
            offset += 1
            switch character {
            case "(": return try group(at: start, depth: depth)
            case "[": return .atom(.set(try bracket(at: start)))
            case ".": return .atom(.any)
            case "^": return .start
            case "$": return .end
            case "\\": return try escape(at: start)
            case "*", "+", "?":
                throw error("nothing to repeat before '\(character)'", at: start)
            case "{":
                offset = start
                if (try? counted()) != nil {
                    throw error("nothing to repeat before '\(quote(from: start))'", at: start)
                }
                offset = start + 1
                throw error("'{' does not start a repetition like {2}, {2,} or {2,5} (write '\\{' for a brace)", at: start)
            default: return .atom(.character(character))
            }
        }

        /// What follows a `(`, up to and with its `)`.
        private mutating func group(at start: Int, depth: Int) throws(SyntaxError) -> Node {
            guard depth < maximumNesting else { throw error("groups nested more than \(maximumNesting) deep", at: start) }
            if peek() == "?" {
                offset += 1
                let kind = peek()
                switch kind {
                case ":": offset += 1
                case "=", "!":
                    throw error("lookahead is not supported: '\(quote(from: start, count: 3))'", at: start)
                case ">":
                    throw error("atomic groups are not supported: '(?>'", at: start)
                case "#":
                    throw error("comments are not supported: '(?#'", at: start)
                case "<" where peek(1) == "=" || peek(1) == "!":
                    throw error("lookbehind is not supported: '\(quote(from: start, count: 4))'", at: start)
                case "<", "'":
                    offset += 1
                    try name(closedBy: kind == "<" ? ">" : "'", groupAt: start)
                case "P" where peek(1) == "<":
                    offset += 2
                    try name(closedBy: ">", groupAt: start)
                case "P" where peek(1) == "=":
                    throw error("backreferences are not supported: '(?P='", at: start)
                case "i" where peek(1) == ")":
                    throw error("'(?i)' is only supported at the very start of the pattern", at: start)
                case let flag? where flag.isLetter || flag == "-" || flag == "^":
                    throw error("inline options are not supported but a leading '(?i)': '\(quote(from: start, count: 3))'", at: start)
                default:
                    throw error("unknown group '\(quote(from: start, count: 3))'", at: start)
                }
            }
            let body = try alternation(depth: depth + 1)
            guard peek() == ")" else { throw error("missing ')' for the '('", at: start) }
            offset += 1
            return body
        }

        /// A group's name and what closes it; the name itself means nothing here.
        private mutating func name(closedBy close: Character, groupAt start: Int) throws(SyntaxError) {
            let first = offset
            while let character = peek(), character.isASCII, character.isLetter || character.isNumber || character == "_" {
                offset += 1
            }
            guard offset > first, characters[first].asciiDigit == nil, peek() == close else {
                throw error("a group name must be letters, digits and '_', not starting with a digit, then '\(close)'", at: start)
            }
            offset += 1
        }

        /// What follows a `\`: an anchor (outside a class), a character, or a builtin class as a set.
        private mutating func escape(at start: Int, inClass: Bool = false) throws(SyntaxError) -> Node {
            guard let character = peek() else { throw error("'\\' at the end of the pattern", at: start) }
            offset += 1
            if !inClass {
                switch character {
                case "A": return .start
                case "z": return .end
                case "b", "B", "Z", "G": throw error("assertions are not supported: '\\\(character)'", at: start)
                case "k", "g": throw error("backreferences are not supported: '\\\(character)'", at: start)
                default: break
                }
            }
            switch character {
            case _ where (character.asciiDigit ?? 0) > 0:
                throw error("backreferences are not supported: '\\\(character)'", at: start)
            case "x", "u": return .atom(.character(try hexadecimal(at: start, fixed: character == "x" ? 2 : 4)))
            case "p", "P": throw error("Unicode properties are not supported: '\\\(character)'", at: start)
            default: break
            }
            if let builtin = Self.builtinEscapes.first(where: { $0.letter == character }) {
                return .atom(.set(CharacterSet(builtins: [builtin.class])))
            }
            if let control = Self.controlEscapes.first(where: { $0.letter == character }) {
                return .atom(.character(control.character))
            }
            if character.isASCII && (character.isLetter || character.isNumber) {
                throw error("unknown escape '\\\(quote(from: start + 1, count: 1))'", at: start)
            }
            return .atom(.character(character))
        }

        private static let builtinEscapes: [(letter: Character, class: Builtin)] = [
            ("d", .digit), ("D", .notDigit), ("w", .word), ("W", .notWord), ("s", .space), ("S", .notSpace),
        ]
        private static let controlEscapes: [(letter: Character, character: Character)] = [
            ("t", "\t"), ("n", "\n"), ("r", "\r"), ("f", "\u{0C}"), ("e", "\u{1B}"), ("a", "\u{07}"),
        ]

        /// `\xHH`, `\uHHHH` (`fixed` digits) or `\x{H…}`, `\u{H…}`, the offset past the letter.
        private mutating func hexadecimal(at start: Int, fixed: Int) throws(SyntaxError) -> Character {
            var value: UInt32 = 0, digits = 0
            let braced = peek() == "{"
            if braced { offset += 1 }
            while let character = peek(), let digit = character.hexDigitValue, character.isASCII, braced || digits < fixed {
                value = min(0x11_0000, value * 16 + UInt32(digit))
                digits += 1
                offset += 1
            }
            if braced {
                guard peek() == "}" else { throw error("'\(quote(from: start))' needs hexadecimal digits and a '}'", at: start) }
                offset += 1
            }
            guard digits > 0, braced || digits == fixed, let scalar = Unicode.Scalar(value) else {
                throw error("'\(quote(from: start))' is not a valid character code", at: start)
            }
            return Character(scalar)
        }

        /// A `[…]` class, the offset past its `[`.
        private mutating func bracket(at start: Int) throws(SyntaxError) -> CharacterSet {
            var set = CharacterSet()
            if peek() == "^" {
                set.negated = true
                offset += 1
            }
            // A ']' first is a literal, as in POSIX and ICU.
            var first = true
            while true {
                guard let character = peek() else { throw error("missing ']' for the '['", at: start) }
                let itemStart = offset
                if character == "]" && !first {
                    offset += 1
                    return set
                }
                first = false
                if character == "[" {
                    throw error("'[' in a class: nested classes are not supported (write '\\[')", at: itemStart)
                }
                if looking(at: "&&") || looking(at: "--") || looking(at: "~~") {
                    throw error("class set operations are not supported: '\(quote(from: itemStart, count: 2))'", at: itemStart)
                }
                let low = try classItem()
                if looking(at: "--") {
                    throw error("class set operations are not supported: '--'", at: offset)
                }
                // After a class like \w a '-' cannot make a range: it is a literal, as in ICU.
                guard peek() == "-", let next = peek(1), next != "]", case .atom(.character(let first)) = low else {
                    if case .atom(.character(let literal)) = low { set.characters.append(literal) }
                    if case .atom(.set(let escaped)) = low { set.builtins += escaped.builtins }
                    continue
                }
                offset += 1
                if next == "[" { throw error("'[' in a class: nested classes are not supported (write '\\[')", at: offset) }
                guard case .atom(.character(let last)) = try classItem() else {
                    throw error("a range cannot end with a class like '\\w' (write '\\-' for a hyphen)", at: itemStart)
                }
                guard let lower = first.singleScalar, let upper = last.singleScalar else {
                    throw error("a range must be between single characters: '\(quote(from: itemStart))'", at: itemStart)
                }
                guard lower.value <= upper.value else {
                    throw error("range out of order '\(quote(from: itemStart))'", at: itemStart)
                }
                set.ranges.append(lower.value...upper.value)
            }
        }

        /// A character of a class, or a builtin class as a set.
        private mutating func classItem() throws(SyntaxError) -> Node {
            let character = characters[offset]
            offset += 1
            return character == "\\" ? try escape(at: offset - 1, inClass: true) : .atom(.character(character))
        }
    }
}

extension Character {
    fileprivate var asciiDigit: Int? { isASCII ? wholeNumberValue : nil }
    /// The scalar when the character is one.
    var singleScalar: Unicode.Scalar? {
        let scalars = unicodeScalars
        guard let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex else { return nil }
        return first
    }
}
