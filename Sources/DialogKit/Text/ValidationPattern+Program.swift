// MARK: - Compiling

extension ValidationPattern {
    /// One NFA state: what it tests or asserts, and where it goes on.
    struct Step: Equatable, Sendable {
        enum Kind: UInt8, Sendable { case consume, split, assertStart, assertEnd, match }
        var kind: Kind
        /// `consume`: the atom; `split`: one way on (a jump both ways the same); `assertStart`, `assertEnd`: the way on.
        var first: Int32
        /// `consume`: the way on; `split`: the other way on.
        var second: Int32

        init(_ kind: Kind, _ first: Int = 0, _ second: Int = 0) {
            self.kind = kind
            self.first = Int32(first)
            self.second = Int32(second)
        }
    }

    struct Compiler {
        let caseInsensitive: Bool
        var program: [Step] = []
        /// The atoms met as the tests matching reads (see `Test`), their ranges and literals in shared tables.
        var tests: [Test] = [], ranges: [ClosedRange<UInt32>] = [], literals: [Literal] = []
        var atomIndex: [Atom: Int] = [:]

        init(caseInsensitive: Bool) { self.caseInsensitive = caseInsensitive }

        mutating func emit(_ node: Node) {
            switch node {
            case .empty: break
            case .atom(let atom): program.append(Step(.consume, index(of: atom), program.count + 1))
            case .start: program.append(Step(.assertStart, program.count + 1))
            case .end: program.append(Step(.assertEnd, program.count + 1))
            case .sequence(let nodes): for node in nodes { emit(node) }
            case .alternation(let branches):
                var jumps: [Int] = []
                for branch in branches.dropLast() {
                    let split = program.count
                    program.append(Step(.split))
                    emit(branch)
                    jumps.append(program.count)
                    program.append(Step(.split))
                    program[split] = Step(.split, split + 1, program.count)
                }
                emit(branches[branches.count - 1])
                for jump in jumps { program[jump] = Step(.split, program.count, program.count) }
            case .repetition(let body, let minimum, let maximum):
                if ValidationPattern.size(of: body) == 0 { return }
                if let maximum {
                    for _ in 0..<minimum { emit(body) }
                    var splits: [Int] = []
                    for _ in minimum..<maximum {
                        splits.append(program.count)
                        program.append(Step(.split))
                        emit(body)
                    }
                    for split in splits { program[split] = Step(.split, split + 1, program.count) }
                } else if minimum == 0 {
                    let loop = program.count
                    program.append(Step(.split))
                    emit(body)
                    program.append(Step(.split, loop, loop))
                    program[loop] = Step(.split, loop + 1, program.count)
                } else {
                    for _ in 1..<minimum { emit(body) }
                    let loop = program.count
                    emit(body)
                    program.append(Step(.split, loop, program.count + 1))
                }
            }
        }

        /// The atom's test's index, added once; with `(?i)` a literal becomes the class of its case forms.
        private mutating func index(of atom: Atom) -> Int {
            var atom = atom
            if caseInsensitive, case .character(let literal) = atom {
                let forms = caseForms(of: literal)
                if forms.count > 1 { atom = .set(CharacterSet(characters: forms)) }
            }
            if let index = atomIndex[atom] { return index }
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
            atomIndex[atom] = tests.count
            tests.append(test)
            return tests.count - 1
        }
    }
}

// MARK: - The tables matching reads

extension ValidationPattern {
    /// `follow`: for each consumer, a search of the epsilon moves from its successor, once per pattern.
    static func closures(steps: [Step], consumers: [Int32], numbers: [Int32]) -> [States] {
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

    /// A grapheme and, for `(?i)`, its lowercase and uppercase forms where each is one grapheme and differs.
    static func caseForms(of character: Character) -> [Character] {
        var forms = [character]
        for text in [character.lowercased(), character.uppercased()] where text.count == 1 {
            if let form = text.first, !forms.contains(form) { forms.append(form) }
        }
        return forms
    }

    /// An atom as matching tests it, its ranges and literals in shared tables; `negated` reverses the answer after
    /// every case form was tried, so `(?i)[^k]` refuses "K" as ICU does.
    struct Test: Equatable, Sendable {
        var negated = false
        var any = false
        /// `Builtin` raw values.
        var builtins: UInt8 = 0
        var ranges: Range<Int> = 0..<0
        var literals: Range<Int> = 0..<0
    }

    /// A literal and its hash, compared first: `Character`'s equality (canonical equivalence) respects its hash.
    struct Literal: Equatable, Sendable {
        var character: Character
        var hash: Int

        init(_ character: Character) {
            self.character = character
            hash = character.hashValue
        }
    }
}

extension SIMD16<UInt64> {
    /// Adds consumer `number` to a set of them.
    mutating func insert(_ number: Int) {
        self[number >> 6] |= 1 << UInt64(number & 63)
    }

    /// Calls `body` with each consumer in the first `words` words, in order, while it returns true.
    func forEach(words: Int, _ body: (Int) -> Bool) {
        for word in 0..<words {
            var bits = self[word]
            while bits != 0 {
                guard body(word << 6 | bits.trailingZeroBitCount) else { return }
                bits &= bits &- 1
            }
        }
    }
}
