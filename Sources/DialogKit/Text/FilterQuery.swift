/// What is typed in a list's filter, read as fzf's extended search: terms apart by spaces, each of which a label must
/// match, in any order, its score the sum of theirs. A term is fuzzy (`abc`), or `'abc` a substring, `^abc` the
/// label's start, `abc$` its end, `^abc$` the whole label, and `!` before any of these excludes what it matches
/// (`!abc` a substring, `!'abc` fuzzy); `\ ` is a space within a term. Under `.exact`, `'abc` is fuzzy.
struct FilterQuery: Sendable {
    /// How a term must appear in a label.
    enum Kind: Sendable, Hashable { case fuzzy, exact, prefix, suffix, whole }

    /// One term: its text without its marks, how it matches, and whether it excludes.
    struct Term: Sendable {
        let text: String
        let kind: Kind
        let isInverse: Bool
        let matcher: FuzzyMatcher

        init(text: String, kind: Kind, isInverse: Bool, mode: FuzzyMatcher.Mode) {
            self.text = text
            self.kind = kind
            self.isInverse = isInverse
            matcher = FuzzyMatcher(query: text, mode: kind == .fuzzy ? .fuzzy : .exact,
                                   anchoredAtStart: kind == .prefix || kind == .whole,
                                   anchoredAtEnd: kind == .suffix || kind == .whole)
        }

        /// Whether both are the same term.
        func same(as other: Term) -> Bool { text == other.text && kind == other.kind && isInverse == other.isInverse }
    }

    /// The text typed, and how a term without marks matches.
    let text: String
    let mode: FuzzyMatcher.Mode
    /// The terms, those that exclude last.
    let terms: [Term]

    /// Reads `text` into terms; an unmarked term matches as `mode` says.
    init(_ text: String, mode: FuzzyMatcher.Mode = .fuzzy) {
        self.text = text
        self.mode = mode
        let terms = Self.words(of: text).map { Self.term($0, mode: mode) }
        self.terms = terms.filter { !$0.isInverse } + terms.filter(\.isInverse)
    }

    /// A query of one term, `matcher`, as it is.
    init(term matcher: FuzzyMatcher) {
        text = matcher.query
        mode = matcher.mode
        let kind: Kind = matcher.mode == .fuzzy ? .fuzzy
            : matcher.anchoredAtStart ? (matcher.anchoredAtEnd ? .whole : .prefix) : matcher.anchoredAtEnd ? .suffix : .exact
        terms = matcher.isEmpty ? [] : [Term(text: matcher.query, kind: kind, isInverse: false, mode: matcher.mode)]
    }

    /// The words of `text` apart by spaces, a space after a backslash kept in its word.
    private static func words(of text: String) -> [String] {
        var words: [String] = [], word = "", escaped = false
        for character in text {
            if escaped && character != " " { word.append("\\") }
            if character == "\\" && !escaped {
                escaped = true
                continue
            }
            if character == " " && !escaped {
                if !word.isEmpty { words.append(word) }
                word = ""
            } else {
                word.append(character)
            }
            escaped = false
        }
        if escaped { word.append("\\") }
        if !word.isEmpty { words.append(word) }
        return words
    }

    /// A word's marks read as fzf reads them: `!` first, then `$` last, then `'` or `^` first; a mark alone is text.
    private static func term(_ word: String, mode: FuzzyMatcher.Mode) -> Term {
        var text = Substring(word), kind: Kind = mode == .fuzzy ? .fuzzy : .exact, inverse = false
        if text.count > 1 && text.first == "!" {
            inverse = true
            kind = .exact
            text = text.dropFirst()
        }
        if text != "$" && text.count > 1 && text.last == "$" {
            kind = .suffix
            text = text.dropLast()
        }
        if text.count > 1 && text.first == "'" {
            kind = mode == .fuzzy && !inverse ? .exact : .fuzzy
            text = text.dropFirst()
        } else if text.count > 1 && text.first == "^" {
            kind = kind == .suffix ? .whole : .prefix
            text = text.dropFirst()
        }
        return Term(text: String(text), kind: kind, isInverse: inverse, mode: mode)
    }

    /// Whether no term is typed, which matches every label with score 0 and nothing highlighted.
    var isEmpty: Bool { terms.isEmpty }

    /// The summed score of `label` and the graphemes its terms matched in it, or nil when it does not match.
    func match(_ label: String) -> FuzzyMatcher.Match? {
        var total = FuzzyMatcher.Match(score: 0, positions: [])
        for term in terms {
            let match = term.matcher.match(label)
            guard (match == nil) == term.isInverse else { return nil }
            if let match {
                total.score += match.score
                total.positions += match.positions
            }
        }
        if terms.count > 1 { total.positions = Array(Set(total.positions)).sorted() }
        return total
    }

    /// The summed score of `label`, or nil when it does not match: `match(_:)` without the positions.
    func score(_ label: String) -> Int? {
        var total = 0
        for term in terms {
            let score = term.matcher.score(label)
            guard (score == nil) == term.isInverse else { return nil }
            total += score ?? 0
        }
        return total
    }

    /// The indices of the labels that match, best first, equal scores in input order (fewer than 2³² labels).
    func rank(_ labels: [String]) -> [Int] {
        guard !isEmpty else { return Array(labels.indices) }
        var ranking = Ranking()
        ranking.add(Array(labels.indices), by: self) { labels[$0] }
        return ranking.items
    }

    /// Whether every label this query matches is one that `earlier` matched: it has `earlier`'s terms, its last
    /// perhaps longer (when that cannot match more), and perhaps more terms. A list narrows what it showed then.
    func narrows(_ earlier: FilterQuery) -> Bool {
        guard !earlier.isEmpty, terms.count >= earlier.terms.count else { return false }
        let old = Self.words(of: earlier.text).map { Self.term($0, mode: earlier.mode) }
        let new = Self.words(of: text).map { Self.term($0, mode: mode) }
        guard mode == earlier.mode, new.count >= old.count else { return false }
        for (index, (before, after)) in zip(old, new).enumerated() where !after.same(as: before) {
            // A longer suffix or whole label, or a longer excluded text, can match what the shorter did not.
            let grows = [.fuzzy, .exact, .prefix].contains(after.kind) && !after.isInverse
            guard index == old.count - 1, grows, after.kind == before.kind, !before.isInverse,
                  after.text.hasPrefix(before.text) else { return false }
        }
        return true
    }

    /// Items that match in rank order, best first, equal scores in input order (fewer than 2³²), as more are added.
    struct Ranking: Hashable, Sendable {
        /// Inverted scores over indices: a plain ascending sort is then descending scores, equal ones in input order.
        private var keys: [UInt64] = []
        var count: Int { keys.count }
        var items: [Int] { keys.map { Int($0 & 0xFFFF_FFFF) } }
        /// The item in place `place`.
        subscript(place: Int) -> Int { Int(keys[place] & 0xFFFF_FFFF) }

        /// The place of `item`, when it is ranked.
        func place(of item: Int) -> Int? { keys.firstIndex { Int($0 & 0xFFFF_FFFF) == item } }

        /// Ranks those of `indices` whose label `query` matches among the items already ranked; each term looks
        /// only at what the terms before it kept.
        mutating func add(_ indices: [Int], by query: FilterQuery, label: (Int) -> String) {
            guard !query.isEmpty, !indices.isEmpty else { return }
            // Each entry an index and its score so far (see `FuzzyMatcher.filter`), made a key once every term is in.
            var entries = indices.map { UInt64(UInt32(truncatingIfNeeded: $0)) }
            for term in query.terms where !entries.isEmpty {
                term.matcher.filter(&entries, inverted: term.isInverse, label: label)
            }
            guard !entries.isEmpty else { return }
            for place in entries.indices {
                let score = UInt32(truncatingIfNeeded: entries[place] >> 32)
                entries[place] = UInt64(~(score ^ 0x8000_0000)) << 32 | entries[place] & 0xFFFF_FFFF
            }
            keys = (keys + entries).sorted()
        }
    }
}
