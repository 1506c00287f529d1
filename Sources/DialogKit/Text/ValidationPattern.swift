/// A regular expression that an input's whole value must match (`--validate`), matched without backtracking.
///
/// The pattern is parsed once into a Thompson NFA, and a value is matched by stepping the set of the NFA's live
/// states over the value's graphemes, as RE2 and Go's `regexp` do, never by trying one way and backtracking: a
/// step costs at most one pass over the states (each state's epsilon closure is worked out once, when the
/// pattern is compiled), so a match takes time proportional to the pattern's size times the value's length,
/// whatever the pattern. `(\w+\s?)*` against 22 `a`s and a `!`, which makes a backtracking engine try millions of
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
    /// The NFA; matching starts at its first step.
    let steps: [Step]
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
        compiler.program.append(Step(.match))
        source = pattern
        isCaseInsensitive = caseInsensitive
        (tests, testRanges, testLiterals) = Self.tests(for: compiler.atoms)
        usesBuiltins = tests.contains { $0.builtins != 0 }
        let table = compiler.program
        var consumers: [Int32] = [], numbers = Array(repeating: Int32(-1), count: table.count)
        for (index, step) in table.enumerated() where step.kind == .consume {
            numbers[index] = Int32(consumers.count)
            consumers.append(Int32(index))
        }
        steps = table
        self.consumers = consumers
        self.numbers = numbers
        consumerAtoms = consumers.map { table[Int($0)].first }
        words = max(1, (consumers.count + 63) / 64)
        follow = Self.closures(steps: table, consumers: consumers, numbers: numbers)
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
