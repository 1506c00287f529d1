/// A regular expression that an input's whole value must match (`--validate`), matched without backtracking.
///
/// The pattern is parsed once into a Thompson NFA, and a value is matched by stepping the set of the NFA's live
/// states over the value's graphemes, as RE2 and Go's `regexp` do, never by trying one way and backtracking: a
/// step costs at most one pass over the states (each state's epsilon closure is worked out once, when the
/// pattern is compiled), so a match takes time proportional to the pattern's size times the value's length,
/// whatever the pattern. `(\w+\s?)*` against 22 `a`s and a `!`, which made a backtracking engine try millions of
/// ways before saying no, is 23 steps here. The steps taken are remembered, a DFA built as the value is read,
/// so a long value usually costs a lookup per grapheme. The price is what a set of states cannot remember: no
/// backreferences, no lookaround, no atomic groups; each is refused with a `SyntaxError` saying so.
///
/// The whole value must match, as HTML's `pattern` attribute and `Regex.wholeMatch` do: `[0-9]+` means digits
/// only, and `^`/`$` are accepted and change nothing at the ends.
///
/// Matching is per grapheme (`Character`), as Swift's `Regex` matches by default: `.` is one grapheme, so "é"
/// spelled e + U+0301 is one `.`, and so is 👍🏽 or a flag. Literals compare as `Character`s, so canonically
/// equivalent spellings match each other. A character class tests the grapheme:
/// - a literal in a class matches a grapheme equal to it; a range `a-z` matches a grapheme that is one Unicode
///   scalar within the range (so e + U+0301 is not in `[a-z]`, as it is not a single letter from a to z);
/// - `\d`, `\w`, `\s` test the grapheme's first scalar, as Swift's `Regex` does: `\d` is a decimal digit (numeric
///   type Decimal: 0-9, ٣, ９…), `\w` is alphabetic, a decimal digit, a mark, connector punctuation (`_`) or a join
///   control (Swift's and ICU's definition), `\s` is Unicode White_Space; `\D`, `\W`, `\S` are their complements;
/// - `.` is any grapheme but a newline (`Character.isNewline`: LF, CR, CR LF, VT, FF, NEL, U+2028, U+2029).
///
/// Syntax: literals; `\` before any punctuation or symbol makes it literal (`\. \\ \* \+ \? \( \) \[ \] \{ \} \|
/// \^ \$ \/ \-` and the rest); `\t \n \r \f \e \a`; `\xHH`, `\x{H…}`, `\uHHHH`, `\u{H…}`; `.`; classes `[abc]`,
/// `[a-z]`, `[^…]` with `\d \w \s \D \W \S` inside; `\d \D \w \W \s \S` outside; groups `( )`, `(?: )` and named
/// `(?<name> )` (captures mean nothing here: every group only groups); alternation `|`; quantifiers `* + ? {n}
/// {n,} {n,m} {,m}` and their lazy forms `*? +? ?? {n,m}?` (the same, for a whole match); anchors `^ $ \A \z`;
/// `(?i)` at the very start for case-insensitive matching (a grapheme matches when it, its lowercase or its
/// uppercase form matches, compared with the pattern's literals in the same three forms).
///
/// Repetitions are expanded into copies, so a pattern may expand to at most `maximumStates` NFA states:
/// `a{1000}{1000}` or `(a{100}){100}` is "pattern too large", never a million states.
public struct ValidationPattern: Sendable, Equatable, CustomStringConvertible {
    /// Why a pattern cannot be used, and where.
    public struct SyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
        /// What is wrong, e.g. "unbalanced ')'", "backreferences are not supported: '\1'". Any control character
        /// quoted from the pattern is shown in caret notation.
        public let reason: String
        /// The 1-based position, in graphemes, of the character at fault, or nil when the pattern as a whole is.
        public let position: Int?

        public init(_ reason: String, at position: Int?) {
            self.reason = reason
            self.position = position
        }

        /// The reason and where, e.g. "unbalanced ')' at 5".
        public var description: String { position.map { "\(reason) at \($0)" } ?? reason }
    }

    /// The most NFA states a pattern may expand to: bounds both the memory a pattern takes and the work per
    /// grapheme of a value.
    public static let maximumStates = 1_000
    /// The deepest groups may nest (the parser and the compiler recurse once per level).
    public static let maximumNesting = 200

    /// The pattern as written.
    public let source: String
    /// Whether the pattern starts with `(?i)`.
    public let isCaseInsensitive: Bool
    /// The NFA: instruction `i` leads to `i + 1` unless it says otherwise.
    let program: [Instruction]
    /// The same NFA for matching: no jumps (each reference goes where its chain of jumps ends), and every
    /// successor explicit.
    let steps: [Step]
    /// Where matching starts in `steps`.
    let entry: Int32
    /// What each `consume` instruction tests, without duplicates, so each is tested once per grapheme.
    let tests: [Test]
    let testRanges: [ClosedRange<UInt32>]
    let testLiterals: [Literal]
    /// Whether a test has builtins, so a grapheme's must be worked out.
    let usesBuiltins: Bool
    /// The `consume` states, numbered from 0: a set of live states is a bit set of these numbers, a `States`.
    let consumers: [Int32]
    /// Each consumer's atom.
    let consumerAtoms: [Int32]
    /// Each step's number among `consumers`, or -1.
    let numbers: [Int32]
    /// 64-bit words in use in a `States`.
    let words: Int
    /// For each consumer, the set of consumers live after it consumed a grapheme that is not the last (its
    /// epsilon closure, where `^` and `$` do not hold).
    let follow: [States]

    /// A set of consumers: 1,024 bits, enough for `maximumStates`, and one vector operation to merge two.
    typealias States = SIMD16<UInt64>

    /// Parses and compiles `pattern`, or throws a `SyntaxError` naming what is wrong and where.
    public init(_ pattern: String) throws(SyntaxError) {
        var parser = Parser(pattern)
        let (tree, caseInsensitive) = try parser.parse()
        guard Self.size(of: tree) <= Self.maximumStates else {
            throw SyntaxError("pattern too large: its repetitions expand to more than \(Self.maximumStates) states", at: nil)
        }
        var compiler = Compiler(caseInsensitive: caseInsensitive)
        compiler.emit(tree)
        compiler.program.append(.match)
        source = pattern
        isCaseInsensitive = caseInsensitive
        program = compiler.program
        (tests, testRanges, testLiterals) = Self.tests(for: compiler.atoms)
        usesBuiltins = tests.contains { $0.builtins != 0 }
        let (table, entry) = Step.table(for: compiler.program)
        var consumers: [Int32] = [], numbers = Array(repeating: Int32(-1), count: table.count)
        for (index, step) in table.enumerated() where step.kind == .consume {
            numbers[index] = Int32(consumers.count)
            consumers.append(Int32(index))
        }
        steps = table
        self.entry = entry
        self.consumers = consumers
        self.numbers = numbers
        consumerAtoms = consumers.map { table[Int($0)].first }
        words = max(1, (consumers.count + 63) / 64)
        follow = Self.closures(steps: table, consumers: consumers, numbers: numbers)
    }

    /// `follow`: for each consumer, a search of the epsilon moves from its successor. At most
    /// `maximumStates` searches of at most `maximumStates` states each, once per pattern.
    private static func closures(steps: [Step], consumers: [Int32], numbers: [Int32]) -> [States] {
        precondition(consumers.count <= States.scalarCount * 64, "more consumers than a States holds")
        var follow = Array(repeating: States(), count: consumers.count)
        var seen = Array(repeating: -1, count: steps.count), stack: [Int32] = []
        for (number, consumer) in consumers.enumerated() {
            stack.append(steps[Int(consumer)].second)
            while let state = stack.popLast().map(Int.init) {
                if seen[state] == number { continue }
                seen[state] = number
                let step = steps[state]
                switch step.kind {
                case .consume: follow[number].insert(Int(numbers[state]))
                case .split: stack += [step.second, step.first]
                case .assertStart, .assertEnd, .match: break
                }
            }
        }
        return follow
    }

    public var description: String { source }

    public static func == (left: ValidationPattern, right: ValidationPattern) -> Bool { left.source == right.source }

    /// Whether the whole of `value` matches, in time proportional to the pattern's size times `value.count`.
    ///
    /// Each grapheme steps the set of live states (see `Machine`). The sets met and the steps between them are
    /// remembered as they are found, a lazily built DFA as in RE2: a value that repeats graphemes, as most do,
    /// mostly looks each step up, by the grapheme or, for a new grapheme, by which of the set's atoms it
    /// passes. The memory is bounded (`maximumCachedSets`, `maximumCachedSteps`) and forgotten when full; if
    /// it saved fewer steps than it took, the value is simply simulated for a while (64 graphemes, then 128…),
    /// so that a value that never repeats itself costs about what the plain simulation does.
    public func matchesWhole(_ value: String) -> Bool {
        steps.withUnsafeBufferPointer { steps in
            follow.withUnsafeBufferPointer { follow in
                consumerAtoms.withUnsafeBufferPointer { consumerAtoms in
                    tests.withUnsafeBufferPointer { tests in
                        testRanges.withUnsafeBufferPointer { ranges in
                            testLiterals.withUnsafeBufferPointer { literals in
                                let tables = Tables(steps: steps, follow: follow, consumerAtoms: consumerAtoms, tests: tests,
                                                    ranges: ranges, literals: literals)
                                var machine = Machine(self, tables)
                                defer { machine.deallocate() }
                                return machine.run(value)
                            }
                        }
                    }
                }
            }
        }
    }

    /// How many sets of live states, and steps between them, a match remembers before it forgets them all.
    static let maximumCachedSets = 64
    static let maximumCachedSteps = 1_024
}

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
    private struct Parser {
        let characters: [Character]
        var offset = 0

        init(_ pattern: String) { characters = Array(pattern) }

        private var atEnd: Bool { offset >= characters.count }
        private func peek(_ ahead: Int = 0) -> Character? {
            offset + ahead < characters.count ? characters[offset + ahead] : nil
        }
        /// Whether the characters from the current one on spell `text`.
        private func looking(at text: String) -> Bool {
            var at = offset
            for character in text {
                guard at < characters.count, characters[at] == character else { return false }
                at += 1
            }
            return true
        }

        private func error(_ reason: String, at offset: Int) -> SyntaxError { SyntaxError(reason, at: offset + 1) }
        /// The pattern's characters from `start` to the current one, safe to quote in a message.
        private func quote(from start: Int, count: Int? = nil) -> String {
            let end = min(characters.count, count.map { start + $0 } ?? offset)
            return Sanitizer.sanitize(String(characters[start..<max(start, end)]), keepNewlines: false, keepTabs: false)
        }

        mutating func parse() throws(SyntaxError) -> (Node, caseInsensitive: Bool) {
            var caseInsensitive = false
            if looking(at: "(?i)") {
                caseInsensitive = true
                offset += 4
            }
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

        /// What follows a `\` outside a class.
        private mutating func escape(at start: Int) throws(SyntaxError) -> Node {
            guard let character = peek() else { throw error("'\\' at the end of the pattern", at: start) }
            switch character {
            case "A": offset += 1; return .start
            case "z": offset += 1; return .end
            case "b", "B", "Z", "G":
                throw error("assertions are not supported: '\\\(character)'", at: start)
            case "k", "g":
                throw error("backreferences are not supported: '\\\(character)'", at: start)
            case _ where (character.asciiDigit ?? 0) > 0:
                throw error("backreferences are not supported: '\\\(character)'", at: start)
            default:
                switch try classEscape(at: start) {
                case .character(let literal): return .atom(.character(literal))
                case .builtin(let builtin): return .atom(.set(CharacterSet(builtins: [builtin])))
                }
            }
        }

        private enum ClassItem {
            case character(Character)
            case builtin(Builtin)
        }

        /// What follows a `\`, in a class or out of one: a character or a builtin class.
        private mutating func classEscape(at start: Int) throws(SyntaxError) -> ClassItem {
            guard let character = peek() else { throw error("'\\' at the end of the pattern", at: start) }
            offset += 1
            switch character {
            case "d": return .builtin(.digit)
            case "D": return .builtin(.notDigit)
            case "w": return .builtin(.word)
            case "W": return .builtin(.notWord)
            case "s": return .builtin(.space)
            case "S": return .builtin(.notSpace)
            case "t": return .character("\t")
            case "n": return .character("\n")
            case "r": return .character("\r")
            case "f": return .character("\u{0C}")
            case "e": return .character("\u{1B}")
            case "a": return .character("\u{07}")
            case "x", "u": return .character(try hexadecimal(at: start, fixed: character == "x" ? 2 : 4))
            case "p", "P":
                throw error("Unicode properties are not supported: '\\\(character)'", at: start)
            default:
                if character.isASCII && (character.isLetter || character.isNumber) {
                    throw error("unknown escape '\\\(Sanitizer.sanitize(String(character), keepNewlines: false, keepTabs: false))'", at: start)
                }
                return .character(character)
            }
        }

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
                guard peek() == "-", let next = peek(1), next != "]", case .character = low else {
                    switch low {
                    case .character(let literal): set.characters.append(literal)
                    case .builtin(let builtin): set.builtins.append(builtin)
                    }
                    continue
                }
                offset += 1
                if next == "[" { throw error("'[' in a class: nested classes are not supported (write '\\[')", at: offset) }
                let high = try classItem()
                guard case .character(let first) = low, case .character(let last) = high else {
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

        private mutating func classItem() throws(SyntaxError) -> ClassItem {
            let start = offset
            let character = characters[offset]
            offset += 1
            if character == "\\" {
                if let digit = peek()?.asciiDigit, digit > 0 {
                    throw error("backreferences are not supported: '\\\(digit)'", at: start)
                }
                return try classEscape(at: start)
            }
            return .character(character)
        }
    }
}

extension Character {
    fileprivate var asciiDigit: Int? { isASCII ? wholeNumberValue : nil }
    fileprivate var singleScalar: Unicode.Scalar? {
        let scalars = unicodeScalars
        guard let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex else { return nil }
        return first
    }
}

// MARK: - Compiling

extension ValidationPattern {
    /// One NFA state.
    enum Instruction: Equatable, Sendable {
        /// Tests the grapheme against `atoms[Int]`, then goes on to the next instruction.
        case consume(Int)
        /// Goes on at both.
        case split(Int, Int)
        case jump(Int)
        /// Goes on only where the value starts (`^`), or ends (`$`).
        case assertStart, assertEnd
        case match
    }

    private struct Compiler {
        let caseInsensitive: Bool
        var program: [Instruction] = []
        var atoms: [Atom] = []
        var atomIndex: [Atom: Int] = [:]

        init(caseInsensitive: Bool) { self.caseInsensitive = caseInsensitive }

        mutating func emit(_ node: Node) {
            switch node {
            case .empty: break
            case .atom(let atom): program.append(.consume(index(of: atom)))
            case .start: program.append(.assertStart)
            case .end: program.append(.assertEnd)
            case .sequence(let nodes): for node in nodes { emit(node) }
            case .alternation(let branches):
                var jumps: [Int] = []
                for branch in branches.dropLast() {
                    let split = program.count
                    program.append(.split(split + 1, 0))
                    emit(branch)
                    jumps.append(program.count)
                    program.append(.jump(0))
                    program[split] = .split(split + 1, program.count)
                }
                emit(branches[branches.count - 1])
                for jump in jumps { program[jump] = .jump(program.count) }
            case .repetition(let body, let minimum, let maximum):
                if ValidationPattern.size(of: body) == 0 { return }
                if let maximum {
                    for _ in 0..<minimum { emit(body) }
                    var splits: [Int] = []
                    for _ in minimum..<maximum {
                        splits.append(program.count)
                        program.append(.split(0, 0))
                        emit(body)
                    }
                    for split in splits { program[split] = .split(split + 1, program.count) }
                } else if minimum == 0 {
                    let loop = program.count
                    program.append(.split(0, 0))
                    emit(body)
                    program.append(.jump(loop))
                    program[loop] = .split(loop + 1, program.count)
                } else {
                    for _ in 1..<minimum { emit(body) }
                    let loop = program.count
                    emit(body)
                    program.append(.split(loop, program.count + 1))
                }
            }
        }

        /// The atom's index, added once; with `(?i)` a literal becomes the class of its case forms.
        private mutating func index(of atom: Atom) -> Int {
            var atom = atom
            if caseInsensitive, case .character(let literal) = atom {
                let forms = caseForms(of: literal)
                if forms.count > 1 { atom = .set(CharacterSet(characters: forms)) }
            }
            if let index = atomIndex[atom] { return index }
            atoms.append(atom)
            atomIndex[atom] = atoms.count - 1
            return atoms.count - 1
        }
    }
}

// MARK: - Matching

extension ValidationPattern {
    /// A grapheme and, for a case-insensitive match, its lowercase and uppercase forms when each is one grapheme
    /// and differs.
    static func caseForms(of character: Character) -> [Character] {
        var forms = [character]
        for text in [character.lowercased(), character.uppercased()] where text.count == 1 {
            if let form = text.first, !forms.contains(form) { forms.append(form) }
        }
        return forms
    }

    /// An atom as matching tests it: flat, its ranges and literals in tables the pattern shares.
    ///
    /// A grapheme is in it when one of its forms (itself, or with `(?i)` its case forms) is not a newline and the
    /// test is `.`, or is in one of its builtins, or is a single scalar in one of its ranges, or equals one of its
    /// literals; `negated` then reverses the answer, after the case forms were all tried, so `(?i)[^k]` refuses
    /// "K" as ICU does.
    struct Test: Equatable, Sendable {
        var negated = false
        var any = false
        /// `Builtin` raw values.
        var builtins: UInt8 = 0
        var ranges: Range<Int> = 0..<0
        var literals: Range<Int> = 0..<0
    }

    /// A literal and its hash, compared first: `Character`'s equality is canonical equivalence, which its
    /// hash respects, so most graphemes are refused by comparing two integers. Hashes are seeded per process,
    /// and so is a compiled pattern.
    struct Literal: Equatable, Sendable {
        var character: Character
        var hash: Int

        init(_ character: Character) {
            self.character = character
            hash = character.hashValue
        }
    }

    /// The atoms as tests, and their tables.
    static func tests(for atoms: [Atom]) -> (tests: [Test], ranges: [ClosedRange<UInt32>], literals: [Literal]) {
        var tests: [Test] = [], ranges: [ClosedRange<UInt32>] = [], literals: [Literal] = []
        for atom in atoms {
            var test = Test()
            switch atom {
            case .any: test.any = true
            case .character(let character):
                literals.append(Literal(character))
                test.literals = literals.count - 1..<literals.count
            case .set(let set):
                test.negated = set.negated
                test.builtins = set.builtins.reduce(0) { $0 | $1.rawValue }
                test.ranges = ranges.count..<ranges.count + set.ranges.count
                ranges += set.ranges
                test.literals = literals.count..<literals.count + set.characters.count
                literals += set.characters.map(Literal.init)
            }
            tests.append(test)
        }
        return (tests, ranges, literals)
    }

    /// A grapheme as the tests read it, worked out once: for each of its forms, what any test may ask.
    struct Grapheme {
        struct Form {
            var literal: Literal
            /// The scalar, when the form is one; else `UInt32.max`.
            var scalar: UInt32
            /// The builtins it is in (`Builtin` raw values), when the pattern has any.
            var builtins: UInt8
            var isNewline: Bool

            init(_ character: Character, builtins: Bool) {
                literal = Literal(character)
                let scalars = character.unicodeScalars
                let single = scalars.index(after: scalars.startIndex) == scalars.endIndex
                scalar = single ? scalars.first!.value : .max
                self.builtins = builtins ? Builtin.mask(of: character) : 0
                isNewline = character.isNewline
            }
        }

        var form: Form
        /// With `(?i)`, the lowercase and uppercase forms that differ.
        var others: [Form] = []

        init(_ character: Character, caseInsensitive: Bool, builtins: Bool) {
            form = Form(character, builtins: builtins)
            if caseInsensitive {
                others = ValidationPattern.caseForms(of: character).dropFirst().map { Form($0, builtins: builtins) }
            }
        }
    }
}

extension ValidationPattern {
    /// One entry of the matching table: what `Instruction` says, with jumps followed to their end.
    struct Step: Equatable, Sendable {
        enum Kind: UInt8, Sendable { case consume, split, assertStart, assertEnd, match }
        var kind: Kind
        /// `consume`: the atom; `split`: one way on; `assertStart`, `assertEnd`: the way on.
        var first: Int32
        /// `consume`: the way on; `split`: the other way on.
        var second: Int32

        /// The table for `program`, and where matching starts in it.
        static func table(for program: [Instruction]) -> ([Step], Int32) {
            func end(_ target: Int) -> Int32 {
                var target = target
                while case .jump(let next) = program[target] { target = next }
                return Int32(target)
            }
            let steps = program.indices.map { index -> Step in
                switch program[index] {
                case .consume(let atom): return Step(kind: .consume, first: Int32(atom), second: end(index + 1))
                case .split(let one, let other): return Step(kind: .split, first: end(one), second: end(other))
                case .jump(let target): return Step(kind: .split, first: end(target), second: end(target))
                case .assertStart: return Step(kind: .assertStart, first: end(index + 1), second: 0)
                case .assertEnd: return Step(kind: .assertEnd, first: end(index + 1), second: 0)
                case .match: return Step(kind: .match, first: 0, second: 0)
                }
            }
            return (steps, end(0))
        }
    }

    /// The set of live NFA states between two graphemes, and how to step it over the next one.
    ///
    /// Only `consume` states are live between graphemes: the others are followed as soon as they are reached
    /// (their epsilon closure). A set is a bit set of consumers; stepping it over a grapheme is the union of the
    /// `follow` sets of the live consumers whose atom matches it, each atom tested once per grapheme. Before
    /// the first grapheme and over the last, where `^` or `$` holds, the closure is searched instead, each state
    /// visited once (`seen` holds the search that last reached it), however the pattern loops on empty
    /// matches. The buffers are allocated once per match and read without bounds checks: the loop in `step` is
    /// all the time a long match takes.
    /// The pattern's tables, read without bounds checks while matching.
    private struct Tables {
        let steps: UnsafeBufferPointer<Step>
        let follow: UnsafeBufferPointer<States>
        let consumerAtoms: UnsafeBufferPointer<Int32>
        let tests: UnsafeBufferPointer<Test>
        let ranges: UnsafeBufferPointer<ClosedRange<UInt32>>
        let literals: UnsafeBufferPointer<Literal>
    }

    private struct Machine {
        let pattern: ValidationPattern
        let steps: UnsafeBufferPointer<Step>
        let follow: UnsafeBufferPointer<States>
        let consumerAtoms: UnsafeBufferPointer<Int32>
        let tables: Tables
        let words: Int
        var live = States()
        let seen: UnsafeMutablePointer<UInt32>
        let stack: UnsafeMutablePointer<Int32>
        /// Each atom's answer for the current grapheme, valid when its stamp is the current generation.
        let answered: UnsafeMutablePointer<UInt32>
        let answers: UnsafeMutablePointer<Bool>
        var generation: UInt32 = 0
        /// Whether a search reached `match`.
        var matched = false

        init(_ pattern: ValidationPattern, _ tables: Tables) {
            self.pattern = pattern
            self.tables = tables
            steps = tables.steps
            follow = tables.follow
            consumerAtoms = tables.consumerAtoms
            words = pattern.words
            seen = .allocate(capacity: steps.count)
            seen.initialize(repeating: 0, count: steps.count)
            // Each visit pushes at most two, and each state is visited once per search.
            stack = .allocate(capacity: 2 * steps.count + 1)
            let atoms = max(1, tables.tests.count)
            answered = .allocate(capacity: atoms)
            answered.initialize(repeating: 0, count: atoms)
            answers = .allocate(capacity: atoms)
            answers.initialize(repeating: false, count: atoms)
        }

        func deallocate() {
            seen.deallocate()
            stack.deallocate()
            answered.deallocate()
            answers.deallocate()
        }

        mutating func run(_ value: String) -> Bool {
            var index = value.startIndex
            generation += 1
            live = search(from: pattern.entry, atStart: true, atEnd: index == value.endIndex)
            guard index < value.endIndex else { return matched }
            var memory = Memory(live, tables)
            var caching = true, set: Int32 = 0, pause = 0, backoff = maximumCachedSets
            while true {
                let character = value[index]
                value.formIndex(after: &index)
                let last = index == value.endIndex
                if !caching {
                    pause -= 1
                    if pause == 0 {
                        caching = true
                        memory = Memory(live, tables)
                        set = 0
                    }
                }
                if caching {
                    if !last, let next = memory.byCharacter[CachedStep(from: set, character: character)] {
                        set = next
                        memory.found += 1
                        continue
                    }
                    live = memory.sets[Int(set)]
                }
                let grapheme = grapheme(character)
                generation += 1
                if last { return finish(grapheme) }
                var signature: Signature?
                if caching, let atoms = memory.atoms[Int(set)] {
                    // Which of the atoms the live states test this grapheme passes: all the step depends on.
                    var bits = Signature()
                    for (bit, atom) in atoms.enumerated() where matches(Int(atom), grapheme) {
                        bits[bit >> 6] |= 1 << UInt64(bit & 63)
                    }
                    if let next = memory.bySignature[SignedStep(from: set, signature: bits)] {
                        memory.byCharacter[CachedStep(from: set, character: character)] = next
                        set = next
                        memory.found += 1
                        continue
                    }
                    signature = bits
                }
                step(grapheme)
                if live == States() { return false }
                guard caching else { continue }
                if memory.isFull {
                    // Forget. Unless remembering saved at least half the steps, stop remembering for a while,
                    // twice as long each time: the value may settle into a cycle later.
                    caching = memory.found >= memory.taken
                    if !caching {
                        pause = backoff
                        backoff *= 2
                    }
                    memory = Memory(live, tables)
                    set = 0
                    continue
                }
                let next = memory.number(of: live, tables)
                memory.byCharacter[CachedStep(from: set, character: character)] = next
                if let signature { memory.bySignature[SignedStep(from: set, signature: signature)] = next }
                memory.taken += 1
                set = next
            }
        }

        private func grapheme(_ character: Character) -> Grapheme {
            Grapheme(character, caseInsensitive: pattern.isCaseInsensitive, builtins: pattern.usesBuiltins)
        }

        /// Tests a grapheme against an atom, once per grapheme.
        private mutating func matches(_ atom: Int, _ grapheme: Grapheme) -> Bool {
            if answered[atom] != generation {
                answered[atom] = generation
                let test = tables.tests[atom]
                var found = passes(test, grapheme.form)
                for form in grapheme.others where !found { found = passes(test, form) }
                answers[atom] = found != test.negated
            }
            return answers[atom]
        }

        /// Whether one form of a grapheme is in a test, before its negation.
        private func passes(_ test: Test, _ form: Grapheme.Form) -> Bool {
            if test.any && !form.isNewline { return true }
            if test.builtins & form.builtins != 0 { return true }
            for index in test.ranges where tables.ranges[index].contains(form.scalar) { return true }
            for index in test.literals where tables.literals[index].hash == form.literal.hash {
                if tables.literals[index].character == form.literal.character { return true }
            }
            return false
        }

        /// Steps the live set over a grapheme that is not the last.
        private mutating func step(_ grapheme: Grapheme) {
            var next = States()
            for word in 0..<words {
                var bits = live[word]
                while bits != 0 {
                    let number = word << 6 | bits.trailingZeroBitCount
                    bits &= bits &- 1
                    if matches(Int(consumerAtoms[number]), grapheme) { next |= follow[number] }
                }
            }
            live = next
        }

        /// Whether stepping the live set over the last grapheme reaches `match`.
        private mutating func finish(_ grapheme: Grapheme) -> Bool {
            matched = false
            for word in 0..<words {
                var bits = live[word]
                while bits != 0 && !matched {
                    let number = word << 6 | bits.trailingZeroBitCount
                    bits &= bits &- 1
                    if matches(Int(consumerAtoms[number]), grapheme) {
                        _ = search(from: steps[Int(pattern.consumers[number])].second, atStart: false, atEnd: true)
                    }
                }
            }
            return matched
        }

        /// The consumers reachable from `first` without consuming anything; notes whether `match` is.
        private mutating func search(from first: Int32, atStart: Bool, atEnd: Bool) -> States {
            var reached = States()
            var depth = 1
            stack[0] = first
            while depth > 0 {
                depth -= 1
                let state = Int(stack[depth])
                if seen[state] == generation { continue }
                seen[state] = generation
                let step = steps[state]
                switch step.kind {
                case .consume:
                    reached.insert(Int(pattern.numbers[state]))
                case .split:
                    stack[depth] = step.second
                    stack[depth + 1] = step.first
                    depth += 2
                case .assertStart:
                    if atStart { stack[depth] = step.first; depth += 1 }
                case .assertEnd:
                    if atEnd { stack[depth] = step.first; depth += 1 }
                case .match:
                    matched = true
                }
            }
            return reached
        }
    }

    /// A step already taken: from a remembered set, over a grapheme.
    private struct CachedStep: Hashable {
        var from: Int32
        var character: Character
    }

    /// Which of a set's atoms a grapheme passes, in the order of `Memory.atoms`.
    private typealias Signature = SIMD8<UInt64>

    /// A step already taken: from a remembered set, over a grapheme that passed these of its atoms.
    private struct SignedStep: Hashable {
        var from: Int32
        var signature: Signature
    }

    /// The sets of live states a match met, and the steps it took between them: the lazily built DFA.
    private struct Memory {
        var sets: [States] = []
        /// For each set, the distinct atoms its states test, when there are few enough for a `Signature`.
        var atoms: [[Int32]?] = []
        var numbers: [States: Int32] = [:]
        var byCharacter: [CachedStep: Int32] = [:]
        var bySignature: [SignedStep: Int32] = [:]
        /// Steps looked up and steps taken since the memory was last forgotten.
        var found = 0, taken = 0
        /// For each atom, the last set whose atoms were listed with it.
        private var listed: [Int32]

        init(_ first: States, _ tables: Tables) {
            listed = Array(repeating: -1, count: tables.tests.count)
            _ = number(of: first, tables)
        }

        var isFull: Bool {
            sets.count >= maximumCachedSets || byCharacter.count + bySignature.count >= maximumCachedSteps
        }

        /// The set's number, remembering it if it is new.
        mutating func number(of set: States, _ tables: Tables) -> Int32 {
            if let number = numbers[set] { return number }
            var distinct: [Int32] = []
            let number = Int32(sets.count)
            for word in 0..<States.scalarCount {
                var bits = set[word]
                while bits != 0 && distinct.count <= Signature.scalarCount * 64 {
                    let atom = tables.consumerAtoms[word << 6 | bits.trailingZeroBitCount]
                    bits &= bits &- 1
                    if listed[Int(atom)] != number {
                        listed[Int(atom)] = number
                        distinct.append(atom)
                    }
                }
            }
            sets.append(set)
            atoms.append(distinct.count <= Signature.scalarCount * 64 ? distinct : nil)
            numbers[set] = Int32(sets.count - 1)
            return Int32(sets.count - 1)
        }
    }
}

extension SIMD16<UInt64> {
    /// Adds consumer `number` to a set of them.
    fileprivate mutating func insert(_ number: Int) {
        self[number >> 6] |= 1 << UInt64(number & 63)
    }
}
