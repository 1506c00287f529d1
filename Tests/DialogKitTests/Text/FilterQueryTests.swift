import XCTest
@testable import DialogKit

/// fzf's extended search: terms apart by spaces, each to match, marks for exact, prefix, suffix and exclusion.
final class FilterQueryTests: XCTestCase {
    /// `label` with each run of the graphemes `query` matched in brackets, "[f]oo/[b]ar", or nil if it does not match.
    private func picture(_ query: String, _ label: String, _ mode: FuzzyMatcher.Mode = .fuzzy,
                         file: StaticString = #filePath, line: UInt = #line) -> String? {
        let filter = FilterQuery(query, mode: mode)
        guard let match = filter.match(label) else {
            XCTAssertNil(filter.score(label), "score and match disagree on \(label)", file: file, line: line)
            return nil
        }
        XCTAssertEqual(filter.score(label), match.score, "score and match disagree on \(label)", file: file, line: line)
        let marked = Set(match.positions)
        var picture = ""
        for (offset, character) in label.enumerated() {
            if marked.contains(offset) && !marked.contains(offset - 1) { picture += "[" }
            picture.append(character)
            if marked.contains(offset) && !marked.contains(offset + 1) { picture += "]" }
        }
        return picture
    }

    /// The labels that match `query`, best first.
    private func ranked(_ query: String, _ labels: [String], _ mode: FuzzyMatcher.Mode = .fuzzy) -> [String] {
        FilterQuery(query, mode: mode).rank(labels).map { labels[$0] }
    }

    /// The labels that match `query`, in input order.
    private func matching(_ query: String, _ labels: [String]) -> [String] {
        let filter = FilterQuery(query)
        return labels.filter { filter.score($0) != nil }
    }

    /// Each term as `kind text`, `!` before an excluding one.
    private func terms(_ query: String, _ mode: FuzzyMatcher.Mode = .fuzzy) -> [String] {
        FilterQuery(query, mode: mode).terms.map { "\($0.isInverse ? "!" : "")\($0.kind) \($0.text)" }
    }

    func testTermsApartBySpacesMustAllMatchInAnyOrder() {
        let labels = (1...20).map { "item \($0)" } + ["5 and 1", "15"]
        // "1" and "5" after a space or at the start: 72; "item 15" and "15" hold one of them so, 52, in input order.
        XCTAssertEqual(ranked("1 5", labels), ["5 and 1", "item 15", "15"])
        XCTAssertEqual(picture("1 5", "5 and 1"), "[5] and [1]")
        XCTAssertEqual(picture("bar foo", "foo/bar"), "[foo]/[bar]")
        XCTAssertNil(picture("foo baz", "foo/bar"))
        // Spaces around and between terms are only separators.
        XCTAssertEqual(terms("  a   b  "), ["fuzzy a", "fuzzy b"])
        XCTAssertTrue(FilterQuery("   ").isEmpty)
        XCTAssertEqual(FilterQuery("   ").rank(["b", "a"]), [0, 1])
    }

    func testTheScoreIsTheSumOfTheTerms() {
        let label = "src/main.swift"
        let sum = [FuzzyMatcher(query: "main"), FuzzyMatcher(query: "swift")].compactMap { $0.score(label) }.reduce(0, +)
        XCTAssertEqual(FilterQuery("main swift").score(label), sum)
        XCTAssertEqual(FilterQuery("swift main").score(label), sum)
        // A label that both terms match at word starts ranks above one they match inside words.
        XCTAssertEqual(ranked("ma sw", ["xmaxsw", "main.swift", "sw-ma"]), ["main.swift", "sw-ma", "xmaxsw"])
    }

    func testAQuoteMatchesASubstring() {
        XCTAssertEqual(picture("'bar", "foobar"), "foo[bar]")
        XCTAssertNil(picture("'bar", "b-a-r"))
        XCTAssertEqual(picture("bar", "b-a-r"), "[b]-[a]-[r]")
        // Under --exact a quote makes the term fuzzy, as fzf's does.
        XCTAssertEqual(picture("'bar", "b-a-r", .exact), "[b]-[a]-[r]")
        XCTAssertNil(picture("bar", "b-a-r", .exact))
    }

    func testACaretAnchorsATermAtTheStartAndADollarAtTheEnd() {
        let labels = ["music/a.mp3", "my music.mp3", "music.mp3.txt", "  music.ogg", "MUSIC.MP3"]
        XCTAssertEqual(matching("^music", labels), ["music/a.mp3", "music.mp3.txt", "  music.ogg", "MUSIC.MP3"])
        XCTAssertEqual(matching(".mp3$", labels), ["music/a.mp3", "my music.mp3", "MUSIC.MP3"])
        XCTAssertEqual(matching("^music .mp3$", labels), ["music/a.mp3", "MUSIC.MP3"])
        // Less 1 a grapheme before the start, as an exact match: the blanks cost 2.
        XCTAssertEqual(ranked("^music", labels).last, "  music.ogg")
        XCTAssertEqual(picture("^mu", "  music.ogg"), "  [mu]sic.ogg", "blanks before the start are passed over")
        XCTAssertEqual(picture("ogg$", "music.ogg  "), "music.[ogg]  ", "and blanks after the end")
        XCTAssertNil(picture(#"^\ mu"#, "music"), "a query with the blank wants it")
        XCTAssertEqual(picture(#"^\ mu"#, " music"), "[ mu]sic")
        XCTAssertEqual(picture("^mp3", "mp3 mp3"), "[mp3] mp3")
        XCTAssertEqual(picture("mp3$", "mp3 mp3"), "mp3 [mp3]")
        XCTAssertNil(picture("^usic", "music"))
        XCTAssertNil(picture("musi$", "music"))
    }

    func testCaretAndDollarTogetherMatchTheWholeLabel() {
        XCTAssertEqual(terms("^abc$"), ["whole abc"])
        XCTAssertEqual(matching("^abc$", ["abc", "abcd", "xabc", " abc ", "ABC"]), ["abc", " abc ", "ABC"])
    }

    func testABangExcludesWhatItsTermMatches() {
        let labels = ["fire.txt", "water.txt", "firewall.conf", "wildfire.md"]
        XCTAssertEqual(ranked("!fire", labels), ["water.txt"])
        XCTAssertEqual(ranked("!^fire", labels), ["water.txt", "wildfire.md"])
        XCTAssertEqual(ranked("!.txt$", labels), ["firewall.conf", "wildfire.md"])
        XCTAssertEqual(ranked("fire !wall", labels), ["fire.txt", "wildfire.md"])
        // `!'` excludes a fuzzy match: w, l, l in order.
        XCTAssertEqual(ranked("!'wl", labels), ["fire.txt", "water.txt"])
        // An excluding term adds nothing to the score nor to the highlights.
        XCTAssertEqual(FilterQuery("fire !wall").score("wildfire.md"), FuzzyMatcher(query: "fire").score("wildfire.md"))
        XCTAssertEqual(picture("txt !fire", "water.txt"), "water.[txt]")
    }

    func testMarksAloneAreText() {
        XCTAssertEqual(terms("! ^ ' $"), ["fuzzy !", "fuzzy ^", "fuzzy '", "fuzzy $"])
        XCTAssertEqual(terms("^$"), ["suffix ^"])
        XCTAssertEqual(ranked("!", ["a!", "b"]), ["a!"])
        XCTAssertEqual(terms("!^a'b$"), ["!whole a'b"])
    }

    func testABackslashKeepsASpaceInItsTerm() {
        XCTAssertEqual(terms(#"foo\ bar baz"#), ["fuzzy foo bar", "fuzzy baz"])
        XCTAssertEqual(picture(#"'o\ b"#, "foo bar"), "fo[o b]ar")
        XCTAssertNil(picture(#"'o\ b"#, "foo/bar"))
        XCTAssertEqual(terms(#"a\b c\"#), [#"fuzzy a\b"#, #"fuzzy c\"#])
    }

    func testEachTermDecidesItsOwnCase() {
        XCTAssertEqual(ranked("Read md", ["README.md", "Readme.MD", "readme.md"]), ["Readme.MD"])
        XCTAssertEqual(ranked("read MD", ["README.md", "Readme.MD", "readme.md"]), ["Readme.MD"])
    }

    func testUnicodeTermsMatchByGrapheme() {
        XCTAssertEqual(picture("日本 👍🏽", "👍🏽 日本語"), "[👍🏽] [日本]語")
        XCTAssertNil(picture("日本 !👍🏽", "👍🏽 日本語"))
        XCTAssertEqual(picture("^e\u{301}", "e\u{301}cole"), "[e\u{301}]cole")
        XCTAssertNil(picture("^e", "e\u{301}cole"), "an e with an accent is not an e")
        XCTAssertEqual(picture("語$", "日本語"), "日本[語]")
        XCTAssertEqual(ranked("!👍", ["👍🏽", "👍", "ok"]), ["👍🏽", "ok"], "the thumb with a skin tone is another grapheme")
    }

    func testASuffixIsNotFoundInALabelReadOnlyInPart() {
        let long = String(repeating: "x", count: FuzzyMatcher.maximumGraphemes) + "end"
        XCTAssertNil(FilterQuery("end$").match(long))
        XCTAssertEqual(FilterQuery("^xx").match(long)?.positions, [0, 1])
        XCTAssertEqual(ranked("!end$", [long]), [long], "nor excluded by it")
    }

    func testANarrowerQueryIsKnownForOne() {
        func narrows(_ earlier: String, _ later: String) -> Bool { FilterQuery(later).narrows(FilterQuery(earlier)) }
        XCTAssertTrue(narrows("ab", "abc"))
        XCTAssertTrue(narrows("ab", "ab c"))
        XCTAssertTrue(narrows("ab", "ab "))
        XCTAssertTrue(narrows("'ab", "'abc"))
        XCTAssertTrue(narrows("^ab", "^abc"))
        XCTAssertTrue(narrows("x !ab", "x !ab y"))
        XCTAssertFalse(narrows("ab$", "abc$"), "a longer suffix matches other labels")
        XCTAssertFalse(narrows("!ab", "!abc"), "a longer exclusion lets more through")
        XCTAssertFalse(narrows("!", "!a"))
        XCTAssertFalse(narrows("^", "^a"))
        XCTAssertFalse(narrows("ab", "abc$"))
        XCTAssertFalse(narrows("", "a"))
        XCTAssertFalse(narrows("a b", "a"))
        // Whatever narrows, the narrowed ranking is the full one.
        let labels = ["abc", "xabc", "ab", "cab", "a b c", "bca", "abc$"]
        for (earlier, later) in [("ab", "abc"), ("a", "a b"), ("a", "a !c"), ("^a", "^ab"), ("a", "a$"), ("!", "!c")] {
            let first = FilterQuery(earlier), second = FilterQuery(later)
            let candidates = second.narrows(first) ? first.rank(labels).sorted() : Array(labels.indices)
            var ranking = FilterQuery.Ranking()
            ranking.add(candidates, by: second) { labels[$0] }
            XCTAssertEqual(ranking.items, second.rank(labels), "\(earlier) → \(later)")
        }
    }

    func testRankingManyLabelsByTwoTermsAgreesWithScoringEach() {
        let labels = (0..<3_000).map { "/usr/share/doc/pkg\($0 % 97)/dir\($0 % 31)/file-\($0).txt" }
        for query in ["pkg1 dir2", "file !txt", "^/usr 7.txt$", "'dir3 !pkg3", "d1 f9"] {
            let filter = FilterQuery(query)
            let scored = labels.indices.compactMap { index in filter.score(labels[index]).map { (index, $0) } }
            let expected = scored.sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }.map(\.0)
            XCTAssertEqual(filter.rank(labels), expected, query)
        }
        let both = labels.filter { FuzzyMatcher(query: "pkg1").score($0) != nil && FuzzyMatcher(query: "dir2").score($0) != nil }
        XCTAssertEqual(FilterQuery("pkg1 dir2").rank(labels).map { labels[$0] }.sorted(), both.sorted())
        XCTAssertLessThan(both.count, labels.count)
    }
}
