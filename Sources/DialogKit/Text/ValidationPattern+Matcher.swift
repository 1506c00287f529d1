extension ValidationPattern {
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
                scalar = character.singleScalar?.value ?? .max
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

    /// The pattern's tables, read without bounds checks while matching.
    struct Tables {
        let steps: UnsafeBufferPointer<Step>
        let follow: UnsafeBufferPointer<States>
        let consumerAtoms: UnsafeBufferPointer<Int32>
        let tests: UnsafeBufferPointer<Test>
        let ranges: UnsafeBufferPointer<ClosedRange<UInt32>>
        let literals: UnsafeBufferPointer<Literal>
    }

    /// The live NFA states between two graphemes, a bit set of `consume` states, stepped over the next grapheme as the
    /// union of the `follow` sets of those whose atom matches it. Where `^` or `$` holds (first and last grapheme) the
    /// closure is searched instead, each state visited once.
    struct Machine {
        let pattern: ValidationPattern
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
            words = pattern.words
            seen = .allocate(capacity: tables.steps.count)
            seen.initialize(repeating: 0, count: tables.steps.count)
            // Each visit pushes at most two, and each state is visited once per search.
            stack = .allocate(capacity: 2 * tables.steps.count + 1)
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
            live = search(from: 0, atStart: true, atEnd: index == value.endIndex)
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
                    // Unless caching saved at least half the steps, stop for a while, twice as long each time.
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
            let current = live
            current.forEach(words: words) { number in
                if matches(Int(tables.consumerAtoms[number]), grapheme) { next |= tables.follow[number] }
                return true
            }
            live = next
        }

        /// Whether stepping the live set over the last grapheme reaches `match`.
        private mutating func finish(_ grapheme: Grapheme) -> Bool {
            matched = false
            let current = live
            current.forEach(words: words) { number in
                if matches(Int(tables.consumerAtoms[number]), grapheme) {
                    _ = search(from: tables.steps[Int(pattern.consumers[number])].second, atStart: false, atEnd: true)
                }
                return !matched
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
                let step = tables.steps[state]
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
            set.forEach(words: States.scalarCount) { consumer in
                let atom = tables.consumerAtoms[consumer]
                if listed[Int(atom)] != number {
                    listed[Int(atom)] = number
                    distinct.append(atom)
                }
                return distinct.count <= Signature.scalarCount * 64
            }
            sets.append(set)
            atoms.append(distinct.count <= Signature.scalarCount * 64 ? distinct : nil)
            numbers[set] = Int32(sets.count - 1)
            return Int32(sets.count - 1)
        }
    }
}
