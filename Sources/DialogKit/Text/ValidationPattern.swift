/// A regular expression that an input's whole value must match (`--validate`), matched without backtracking.
///
/// The pattern is compiled once into a Thompson NFA; a value steps the set of live states over its graphemes, as
/// RE2 and Go's `regexp` do, in time proportional to the pattern's size times the value's length, whatever the
/// pattern (`(\w+\s?)*` against 22 `a`s and a `!` is 23 steps, not millions of tries). The sets met are remembered
/// as a DFA built while reading. No backreferences, lookaround or atomic groups: each is a `SyntaxError` saying so.
///
/// The whole value must match, as HTML's `pattern` and `Regex.wholeMatch` do (`^` and `$` change nothing at the
/// ends). Matching is per grapheme, as Swift's `Regex` does: `.` is any grapheme but a newline
/// (`Character.isNewline`), literals compare as `Character`s (canonical equivalence), a range `a-z` holds a
/// grapheme that is one scalar within it, and `\d` (numeric type Decimal), `\w` (alphabetic, a decimal digit, a
/// mark, connector punctuation, a join control: ICU's definition), `\s` (White_Space) and their complements test
/// the first scalar.
///
/// Syntax: literals; `\` before punctuation or a symbol; `\t \n \r \f \e \a`; `\xHH`, `\x{H…}`, `\uHHHH`, `\u{H…}`;
/// `.`; classes `[abc]`, `[a-z]`, `[^…]` with `\d \w \s \D \W \S` inside or out; groups `( )`, `(?: )`, named
/// `(?<name> )` (all only group); `|`; `* + ? {n} {n,} {n,m} {,m}` and their lazy forms (the same, for a whole
/// match); anchors `^ $ \A \z`; a leading `(?i)`, case-insensitive (a grapheme, its lowercase or its uppercase
/// form matches). Repetitions are expanded into copies, at most `maximumStates` states in all.
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
