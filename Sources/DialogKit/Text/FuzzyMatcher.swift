/// Filters and ranks a list's labels against what was typed, per grapheme, smart case, with fzf's scores
/// (src/algo/algo.go in junegunn/fzf; `.fuzzy` its v2 alignment, `.exact` the best occurrence), equal scores in
/// input order; a label is read within `maximumGraphemes` and `maximumBytes`, at most about 8.5 MB (see `align`).
/// One term of what is typed: `FilterQuery` splits a query into terms and adds their scores.
struct FuzzyMatcher: Sendable {
    /// How the query's graphemes must appear in a label.
    enum Mode: Sendable, Hashable {
        /// In order, with anything between them, like fzf by default.
        case fuzzy
        /// Together, as a substring (`--exact`).
        case exact
    }

    /// How well a label matched, and which of its graphemes to highlight.
    struct Match: Equatable, Sendable {
        /// Higher is better; comparable between labels matched by the same matcher.
        var score: Int
        /// The offsets in `Character`s from the label's start of the graphemes the query matched, ascending.
        var positions: [Int]
    }

    /// The graphemes of a label that are matched; a query grapheme found only past them does not match.
    static let maximumGraphemes = 4_096   // at most 32,768: the trace keeps columns as Int16
    /// The bytes of a label that are read, bounding a label of few long graphemes (a letter with a million accents).
    static let maximumBytes = 65_536

    /// The text typed.
    let query: String
    /// Whether the query's graphemes may be apart.
    let mode: Mode
    /// Whether case matters: exactly when the query has an uppercase letter (smart case).
    let isCaseSensitive: Bool
    /// Whether the match must begin at the label's first grapheme, or end at its last (blanks there skipped unless
    /// the query has them too), as fzf's `^prefix` and `suffix$`; only with `.exact`.
    let anchoredAtStart, anchoredAtEnd: Bool

    /// The distinct forms the query's graphemes are compared in: lowercased unless the match is case-sensitive.
    private let forms: [String]
    /// Each query grapheme as the index of its form, so matching compares integers.
    private let pattern: [Int]
    /// For each ASCII byte, the index of the form it equals (KELVIN SIGN is "K"), or `noForm`.
    private let asciiForms: [Int]
    /// For each form, its scalar when normalisation leaves it alone, else `noForm`.
    private let scalarForms: [Int]

    /// Prepares `query` for matching; whether case matters is decided here, once; anchors make it `.exact`.
    init(query: String, mode: Mode = .fuzzy, anchoredAtStart: Bool = false, anchoredAtEnd: Bool = false) {
        self.query = query
        self.mode = anchoredAtStart || anchoredAtEnd ? .exact : mode
        self.anchoredAtStart = anchoredAtStart
        self.anchoredAtEnd = anchoredAtEnd
        let caseSensitive = query.contains { $0.isUppercase }
        isCaseSensitive = caseSensitive
        var forms: [String] = [], pattern: [Int] = []
        for character in query {
            let form = Kernel.form(of: character, caseSensitive: caseSensitive)
            pattern.append(forms.firstIndex(of: form) ?? forms.count)
            if pattern.last == forms.count { forms.append(form) }
        }
        self.forms = forms
        self.pattern = pattern
        // An empty query matches without looking: no table.
        asciiForms = forms.isEmpty ? [] : (0..<128).map { (byte: UInt8) in
            let form = Kernel.form(of: Character(Unicode.Scalar(byte)), caseSensitive: caseSensitive)
            return forms.firstIndex(of: form) ?? Kernel.noForm
        }
        scalarForms = forms.map { form in
            let scalars = Array(form.unicodeScalars)
            let simple = scalars.count == 1 && !scalars[0].properties.isFullCompositionExclusion
            return simple ? Int(scalars[0].value) : Kernel.noForm
        }
    }

    /// The anchors as the kernel reads them: blanks at an anchored end are skipped unless the query has one there.
    private var anchors: Kernel.Anchors {
        Kernel.Anchors(start: anchoredAtStart, end: anchoredAtEnd,
                       skipsBlanksAtStart: !(query.first?.isWhitespace ?? false),
                       skipsBlanksAtEnd: !(query.last?.isWhitespace ?? false))
    }

    /// Whether the query is empty, which matches every label with score 0 and nothing highlighted.
    var isEmpty: Bool { pattern.isEmpty }

    /// The score of `label` and the graphemes the query matched in it, or nil when it does not match.
    func match(_ label: String) -> Match? {
        pattern.isEmpty ? Match(score: 0, positions: []) : withKernel { $0.match(label, positions: true) }
    }

    /// The score of `label`, or nil when it does not match: `match(_:)` without working out the positions.
    func score(_ label: String) -> Int? {
        pattern.isEmpty ? 0 : withKernel { $0.match(label, positions: false)?.score }
    }

    /// The indices of the labels that match, best first, equal scores in input order (fewer than 2³² labels).
    func rank(_ labels: [String]) -> [Int] {
        guard !pattern.isEmpty else { return Array(labels.indices) }
        var ranking = FilterQuery.Ranking()
        ranking.add(Array(labels.indices), by: FilterQuery(term: self)) { labels[$0] }
        return ranking.items
    }

    /// Keeps those of `entries` whose label matches (or, `inverted`, does not), each an item's index in the low 32
    /// bits and its score so far (an `Int32`) in the high 32, the kept one's score added; the query's tables are
    /// borrowed once for them all.
    func filter(_ entries: inout [UInt64], inverted: Bool = false, label: (Int) -> String) {
        guard !pattern.isEmpty else {
            if inverted { entries = [] }
            return
        }
        withKernel { kernel in
            var kept = 0
            for place in entries.indices {
                let entry = entries[place]
                let score = kernel.match(label(Int(entry & 0xFFFF_FFFF)), positions: false)?.score
                guard (score == nil) == inverted else { continue }
                let total = Int32(clamping: Int(Int32(bitPattern: UInt32(entry >> 32))) + (score ?? 0))
                entries[kept] = UInt64(UInt32(bitPattern: total)) << 32 | entry & 0xFFFF_FFFF
                kept += 1
            }
            entries.removeLast(entries.count - kept)
        }
    }

    /// Calls `body` with the query's tables as pointers, which a label's matching copies without retaining.
    private func withKernel<Result>(_ body: (Kernel) -> Result) -> Result {
        pattern.withUnsafeBufferPointer { pattern in
            asciiForms.withUnsafeBufferPointer { asciiForms in
                scalarForms.withUnsafeBufferPointer { scalarForms in
                    forms.withUnsafeBufferPointer { forms in
                        body(Kernel(pattern: pattern, asciiForms: asciiForms, scalarForms: scalarForms, forms: forms,
                                    caseSensitive: isCaseSensitive, exact: mode == .exact,
                                    anchors: anchors,
                                    hasComplexForms: scalarForms.contains(Kernel.noForm)))
                    }
                }
            }
        }
    }
}

extension FuzzyMatcher {
    /// The matching itself, over borrowed tables.
    private struct Kernel {
        let pattern, asciiForms, scalarForms: UnsafeBufferPointer<Int>
        let forms: UnsafeBufferPointer<String>
        let caseSensitive, exact: Bool
        /// Where the match must stand in the label, and whether the label's blanks there are passed over.
        struct Anchors { var start = false, end = false, skipsBlanksAtStart = true, skipsBlanksAtEnd = true }
        let anchors: Anchors
        /// Whether a form must be compared as a string, not being a lone scalar that normalisation leaves alone.
        let hasComplexForms: Bool

        static let matchScore = 16, gapStart = -3, gapExtension = -1, leadingPenaltyLimit = 12
        static let bonusWhite = 10, bonusDelimiter = 9, bonusBoundary = 8, bonusCamel = 7, bonusConsecutive = 4
        static let noForm = -1
        /// Far below any score, yet far from overflowing: real scores are above `reachable`, sums with `unreachable` not.
        static let unreachable = Int.min / 2, reachable = Int.min / 4
        // Grapheme classes; the word classes come last, so that `>= lower` tests for one.
        static let white = 0, delimiter = 1, punctuation = 2, lower = 3, upper = 4, letter = 5, digit = 6

        /// A label as the matching sees it: each grapheme's form index (or `noForm`), and the bonus of each with one.
        struct Graphemes {
            var forms: UnsafeMutablePointer<Int>, bonuses: UnsafeMutablePointer<Int>, count = 0
            /// Where an anchored match starts and ends (past the end): the label's graphemes less blanks skipped.
            var first = 0, end = 0
            /// Whether the label was longer than what was read, so that no match can be anchored at its end.
            var isCut = false
        }

        /// The string a grapheme is compared as.
        static func form(of character: Character, caseSensitive: Bool) -> String {
            caseSensitive ? String(character) : character.lowercased()
        }

        /// Whether a form whose `scalarForms` entry is `value` may equal a grapheme other than one ASCII byte: only
        /// U+037E, U+1FEF and U+212A are canonically ASCII, and only the last lowercases to it (a test checks every
        /// scalar); CR is there for CR LF.
        private static func mayBeNonASCII(_ value: Int) -> Bool {
            value == noForm || value >= 0x80 || value == 0x0D
                || value == 0x3B || value == 0x60 || value == 0x4B || value == 0x6B
        }

        /// The score of `label`, with the matched positions if asked for, or nil when it does not match.
        func match(_ label: String, positions: Bool) -> Match? {
            let m = pattern.count
            // Every grapheme takes at least a byte, so a shorter label cannot hold the query.
            guard label.utf8.count >= m else { return nil }
            // A longer label is matched within its first bytes, copied: a grapheme read there must end there too.
            let window = label.utf8.count > FuzzyMatcher.maximumBytes ? Self.window(of: label) : label
            var text = window
            // withUTF8 copies only a string bridged from another representation; a native one is read in place.
            return text.withUTF8 { bytes in
                // A first pass rejects most labels cheaply: could the query be a subsequence?
                var matched = 0, index = 0, wanted = pattern[0]
                while index < bytes.count {
                    let byte = bytes[index]
                    index += 1
                    guard byte < 0x80 && byte != 0x0D ? asciiForms[Int(byte)] == wanted
                        : (byte >= 0xC0 || byte == 0x0D) && Self.mayBeNonASCII(scalarForms[wanted]) else { continue }
                    matched += 1
                    if matched == m { break }
                    wanted = pattern[matched]
                }
                guard matched == m else { return nil }
                let capacity = min(bytes.count, FuzzyMatcher.maximumGraphemes)
                return withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * capacity) { buffer in
                    var graphemes = Graphemes(forms: buffer.baseAddress!, bonuses: buffer.baseAddress! + capacity)
                    read(bytes, of: window, into: &graphemes, limit: capacity)
                    if anchors.end && (graphemes.isCut || window.utf8.count < label.utf8.count) { return nil }
                    return align(graphemes, positions: positions)
                }
            }
        }

        /// The first `maximumBytes` of `label`, less the start of a scalar they would cut.
        static func window(of label: String) -> String {
            let utf8 = label.utf8
            var end = utf8.index(utf8.startIndex, offsetBy: FuzzyMatcher.maximumBytes)
            while end > utf8.startIndex && UTF8.isContinuation(utf8[end]) { utf8.formIndex(before: &end) }
            return String(decoding: utf8[..<end], as: UTF8.self)
        }

        // MARK: Reading a label

        /// Reads graphemes as `GraphemeScanner` walks them: a lone scalar compared as a number, others as `Character`s.
        private func read(_ bytes: UnsafeBufferPointer<UInt8>, of label: String, into graphemes: inout Graphemes,
                          limit: Int) {
            // The first scalar of the grapheme before: a space stands for the label's start.
            var previous: UInt32 = 0x20, offset = 0, count = 0
            // Blanks at the start, and the end of the last grapheme that is not one, for the anchors.
            var leading = 0, lastSolid = 0
            let trims = anchors.start && anchors.skipsBlanksAtStart || anchors.end && anchors.skipsBlanksAtEnd
            while offset < bytes.count && count < limit {
                var value = UInt32(bytes[offset]), end = offset + 1
                if value < 0x80 && value != 0x0D && (end == bytes.count || bytes[end] < 0x80) {
                    graphemes.forms[count] = asciiForms[Int(value)]
                } else {
                    let length: Int
                    (value, length) = GraphemeScanner.decode(bytes, at: offset)
                    end = offset + length
                    let alone = GraphemeScanner.standsAlone(value)
                        && (end == bytes.count || GraphemeScanner.standsAlone(GraphemeScanner.decode(bytes, at: end).value))
                    if alone {
                        graphemes.forms[count] = value < 0x80 ? asciiForms[Int(value)] : formIndex(of: Unicode.Scalar(value)!)
                    } else {
                        let start = label.utf8.index(label.utf8.startIndex, offsetBy: offset)
                        graphemes.forms[count] = formIndex(of: label[start])
                        end = label.utf8.distance(from: label.utf8.startIndex, to: label.index(after: start))
                    }
                }
                // Only graphemes the query has can be matched, so only they need a bonus.
                if graphemes.forms[count] != Self.noForm {
                    graphemes.bonuses[count] = Self.bonus(after: Self.classOf(previous), at: Self.classOf(value))
                }
                if trims {
                    if Self.classOf(value) != Self.white { lastSolid = count + 1 } else if leading == count { leading += 1 }
                }
                previous = value
                offset = end
                count += 1
            }
            graphemes.count = count
            graphemes.isCut = offset < bytes.count
            graphemes.first = anchors.skipsBlanksAtStart && trims ? leading : 0
            graphemes.end = anchors.skipsBlanksAtEnd && trims ? lastSolid : count
        }

        /// The form index of a grapheme that is one non-ASCII scalar.
        private func formIndex(of scalar: Unicode.Scalar) -> Int {
            var key = scalar
            if !Self.isCaselessLetter(scalar.value) {
                if !caseSensitive && scalar.properties.changesWhenLowercased {
                    let lowered = scalar.properties.lowercaseMapping.unicodeScalars
                    guard lowered.count == 1, let only = lowered.first else { return formIndex(of: Character(scalar)) }
                    key = only
                }
                if key.properties.isFullCompositionExclusion { return formIndex(of: Character(scalar)) }
            }
            if hasComplexForms { return formIndex(of: Character(scalar)) }
            return scalarForms.firstIndex(of: Int(key.value)) ?? Self.noForm
        }

        private func formIndex(of character: Character) -> Int {
            forms.firstIndex(of: Self.form(of: character, caseSensitive: caseSensitive)) ?? Self.noForm
        }

        // MARK: Classes and bonuses

        /// The class of a grapheme whose first scalar is `value`.
        @inline(__always)
        private static func classOf(_ value: UInt32) -> Int {
            if value >= 0x80 { return scalarClass(value) }
            if value >= 0x61 && value <= 0x7A { return lower }
            if value >= 0x41 && value <= 0x5A { return upper }
            if value >= 0x30 && value <= 0x39 { return digit }
            if value == 0x20 || (value >= 0x09 && value <= 0x0D) { return white }
            let isDelimiter = value == 0x2F || value == 0x2C || value == 0x3A || value == 0x3B || value == 0x7C
            return isDelimiter ? delimiter : punctuation
        }

        /// The class of a non-ASCII scalar.
        @inline(never)
        private static func scalarClass(_ value: UInt32) -> Int {
            if isCaselessLetter(value) { return letter }
            switch Unicode.Scalar(value)?.properties.generalCategory {
            case .lowercaseLetter?: return lower
            case .uppercaseLetter?, .titlecaseLetter?: return upper
            case .otherLetter?, .modifierLetter?: return letter
            case .decimalNumber?, .letterNumber?, .otherNumber?: return digit
            case .spaceSeparator?, .lineSeparator?, .paragraphSeparator?: return white
            default: return punctuation
            }
        }

        /// Whether `value` is a kana, CJK ideograph or Hangul syllable: caseless, skipping the property lookups.
        private static func isCaselessLetter(_ value: UInt32) -> Bool {
            (value >= 0x4E00 && value <= 0x9FFF) || (value >= 0x3400 && value <= 0x4DBF)   // CJK ideographs
                || (value >= 0xAC00 && value <= 0xD7A3)                                    // Hangul syllables
                || (value >= 0x3041 && value <= 0x3096) || (value >= 0x30A1 && value <= 0x30FA)   // kana
        }

        /// The bonus for matching a grapheme of class `current` that follows one of class `previous`.
        private static func bonus(after previous: Int, at current: Int) -> Int {
            if current >= lower {
                if previous == white { return bonusWhite }
                if previous == delimiter { return bonusDelimiter }
                if previous == punctuation { return bonusBoundary }
                return (previous == lower && current == upper) || (previous != digit && current == digit) ? bonusCamel : 0
            }
            return current == white ? bonusWhite : bonusBoundary
        }

        /// The bonus a grapheme earns inside a run, and the run's bonus on; a higher word start begins it afresh (fzf).
        private static func continuing(_ run: Int, with bonus: Int) -> (earned: Int, run: Int) {
            let run = bonus >= bonusBoundary && bonus > run ? bonus : run
            return (max(bonus, run, bonusConsecutive), run)
        }

        // MARK: Matching

        /// The best alignment of the query (of its occurrences when exact), earlier first among equals.
        private func align(_ graphemes: Graphemes, positions: Bool) -> Match? {
            let m = pattern.count, n = graphemes.count
            guard n >= m else { return nil }
            // Two rows of scores suffice; the trace keeps row j's columns j to n - m + j only, m × (n - m + 1) cells.
            let rows = min(m, 2), width = n - m + 1
            return withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * rows * n) { cells -> Match? in
                let scores = cells.baseAddress!, runs = scores + rows * n
                return withUnsafeTemporaryAllocation(of: Int16.self, capacity: positions ? m * width : 1) { trace -> Match? in
                    let from = positions ? trace.baseAddress : nil
                    guard let start = fill(scores, runs, from, rows: rows, graphemes),
                          case let (score, end)? = best(in: scores + ((m - 1) % rows) * n,
                                                        from: anchors.end ? max(start, graphemes.end - 1) : start,
                                                        to: anchors.end ? graphemes.end : n) else { return nil }
                    guard let from else { return Match(score: score, positions: []) }
                    var columns = [end]
                    for j in stride(from: m - 1, to: 0, by: -1) {
                        columns.append(Int(from[j * width + columns[columns.count - 1] - j]))
                    }
                    return Match(score: score, positions: columns.reversed())
                }
            }
        }

        /// The best score in `row` from column `start` up to `end`, and the first column that has it.
        private func best(in row: UnsafeMutablePointer<Int>, from start: Int, to end: Int) -> (score: Int, column: Int)? {
            var best = Self.unreachable, column = -1
            for i in start..<max(start, end) where row[i] > best {
                best = row[i]
                column = i
            }
            return column >= 0 ? (best, column) : nil
        }

        /// Fills the rows (each cell: best score with its grapheme matched there, run bonus, column above when
        /// tracing); the first column the last row reaches, or nil.
        private func fill(_ scores: UnsafeMutablePointer<Int>, _ runs: UnsafeMutablePointer<Int>,
                          _ from: UnsafeMutablePointer<Int16>?, rows: Int, _ graphemes: Graphemes) -> Int? {
            let m = pattern.count, n = graphemes.count, width = n - m + 1
            // A row runs from after the first column the row above reaches to where the rest of the query still fits.
            var reached = -1
            for j in 0..<m {
                let row = (j % rows) * n, above = ((j + rows - 1) % rows) * n, form = pattern[j], aboveFirst = reached
                // The best score above two or more columns back, less the gap, and its column (the nearest of equals).
                var gap = Self.unreachable, gapOrigin = -1
                reached = n
                // Anchored at the start, the first row has one column: the label's first grapheme that is not blank.
                let columns = j == 0 && anchors.start ? min(graphemes.first, width)..<min(graphemes.first + 1, width)
                    : (aboveFirst + 1)..<(width + j)
                // The row below reads every column after it: none of them is reached.
                if j == 0 && anchors.start { for i in columns.upperBound..<width { scores[row + i] = Self.unreachable } }
                for i in columns {
                    if j > 0 && i - 2 >= aboveFirst && scores[above + i - 2] + Self.gapStart >= gap + Self.gapExtension {
                        (gap, gapOrigin) = (scores[above + i - 2] + Self.gapStart, i - 2)
                    } else {
                        gap += Self.gapExtension
                    }
                    guard graphemes.forms[i] == form else {
                        scores[row + i] = Self.unreachable
                        continue
                    }
                    let bonus = graphemes.bonuses[i]
                    // The first row has no row above: what comes before its match costs nothing.
                    var best = j > 0 ? (exact ? Self.unreachable : gap) + Self.matchScore + bonus
                        : Self.matchScore + 2 * bonus - (exact ? min(i, Self.leadingPenaltyLimit) : 0)
                    var run = bonus, origin = gapOrigin
                    if j > 0 && scores[above + i - 1] > Self.reachable {
                        let (earned, continued) = Self.continuing(runs[above + i - 1], with: bonus)
                        if scores[above + i - 1] + Self.matchScore + earned >= best {
                            best = scores[above + i - 1] + Self.matchScore + earned
                            run = continued
                            origin = i - 1
                        }
                    }
                    scores[row + i] = best > Self.reachable ? best : Self.unreachable
                    runs[row + i] = run
                    // A column is below `maximumGraphemes`, which Int16 holds.
                    from?[j * width + i - j] = Int16(truncatingIfNeeded: origin)
                    if best > Self.reachable && reached == n { reached = i }
                }
                guard reached < n else { return nil }
            }
            return reached
        }
    }
}
