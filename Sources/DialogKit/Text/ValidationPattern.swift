/// A regular expression an input's whole value must match (`--validate`), without backtracking: a Thompson NFA
/// stepped over the value's graphemes as RE2 and Go's `regexp` do, its sets cached as a DFA, in linear time.
/// Per grapheme as Swift's `Regex`; `\d \w \s` test the first scalar as ICU does. The man page lists the syntax.
public struct ValidationPattern: Sendable, Equatable, CustomStringConvertible {
    /// Why a pattern cannot be used (a control character in caret notation), and where, 1-based in graphemes.
    public struct SyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
        public let reason: String
        public let position: Int?

        public init(_ reason: String, at position: Int?) {
            self.reason = reason
            self.position = position
        }

        /// The reason and where, e.g. "unbalanced ')' at 5".
        public var description: String { position.map { "\(reason) at \($0)" } ?? reason }
    }

    /// The most NFA states a pattern may expand to, and the deepest groups may nest (parsing recurses per level).
    public static let maximumStates = 1_000
    public static let maximumNesting = 200

    public let source: String
    /// Whether the pattern starts with `(?i)`.
    public let isCaseInsensitive: Bool
    /// The NFA; matching starts at its first step.
    let steps: [Step]
    /// What the `consume` steps test, each once (so once per grapheme), with their ranges and literals.
    let tests: [Test]
    let testRanges: [ClosedRange<UInt32>]
    let testLiterals: [Literal]
    /// Whether a test has builtins, so a grapheme's must be worked out.
    let usesBuiltins: Bool
    /// The `consume` steps numbered from 0 (a set of live states is a `States` of these), and each one's atom.
    let consumers: [Int32]
    let consumerAtoms: [Int32]
    /// Each step's number among `consumers`, or -1.
    let numbers: [Int32]
    /// 64-bit words in use in a `States`.
    let words: Int
    /// For each consumer, the consumers live after a grapheme that is not the last.
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
        (tests, testRanges, testLiterals) = (compiler.tests, compiler.ranges, compiler.literals)
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

    /// Whether the whole of `value` matches. The sets met and the steps between them are cached, a lazy DFA as in
    /// RE2, bounded (`maximumCachedSets`, `maximumCachedSteps`) and forgotten when full; a cache that saves less than
    /// it costs is left for a while (64 graphemes, then 128…), so a value that never repeats costs the simulation.
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
