import XCTest
@testable import DialogKit

final class FuzzyMatcherTests: XCTestCase {
    /// `label` with each run of the graphemes `query` matched in brackets, "[f]oo/[b]ar", or nil if it does not match.
    private func picture(_ query: String, _ label: String, _ mode: FuzzyMatcher.Mode = .fuzzy,
                         file: StaticString = #filePath, line: UInt = #line) -> String? {
        let matcher = FuzzyMatcher(query: query, mode: mode)
        guard let match = matcher.match(label) else {
            XCTAssertNil(matcher.score(label), "score and match disagree on \(label)", file: file, line: line)
            return nil
        }
        XCTAssertEqual(matcher.score(label), match.score, "score and match disagree on \(label)", file: file, line: line)
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
        FuzzyMatcher(query: query, mode: mode).rank(labels).map { labels[$0] }
    }

    // MARK: Fuzzy matching

    func testTheQueryMatchesInOrderWithAnythingBetween() {
        XCTAssertEqual(picture("fb", "foo/bar"), "[f]oo/[b]ar")
        XCTAssertEqual(picture("for", "foo/bar"), "[fo]o/ba[r]")
        XCTAssertEqual(picture("oob", "foo/bar"), "f[oo]/[b]ar")
        XCTAssertNil(picture("bf", "foo/bar"))
        XCTAssertNil(picture("fooo", "foo/bar"))
        XCTAssertNil(picture("a", ""))
        XCTAssertNil(picture("x", "foo/bar"))
    }

    func testAnEmptyQueryMatchesEverythingInInputOrder() {
        let matcher = FuzzyMatcher(query: "")
        XCTAssertTrue(matcher.isEmpty)
        XCTAssertFalse(FuzzyMatcher(query: "a").isEmpty)
        XCTAssertEqual(matcher.match("anything"), FuzzyMatcher.Match(score: 0, positions: []))
        XCTAssertEqual(matcher.score(""), 0)
        XCTAssertEqual(matcher.rank(["zeta", "alpha", "", "mu"]), [0, 1, 2, 3])
    }

    func testTheBestAlignmentWinsNotTheLeftmost() {
        // A greedy scan would take the first "a", "b" and "c"; the word after the space holds all three in a run.
        XCTAssertEqual(picture("abc", "a-b-c abc"), "a-b-c [abc]")
        // fzf v1 would keep the leftmost, "[f]xx[b]", but the starts of "foo" and "bar" outscore the label's start
        // followed by a "b" inside a word.
        XCTAssertEqual(picture("fb", "fxxb_foo/bar"), "fxxb_[f]oo/[b]ar")
    }

    // MARK: Smart case

    func testALowercaseQueryMatchesAnyCase() {
        let matcher = FuzzyMatcher(query: "readme")
        XCTAssertFalse(matcher.isCaseSensitive)
        XCTAssertEqual(picture("readme", "docs/README.md"), "docs/[README].md")
        XCTAssertEqual(picture("readme", "ReadMe.txt"), "[ReadMe].txt")
        XCTAssertEqual(picture("é", "ÉCOLE"), "[É]COLE")
        XCTAssertEqual(picture("мир", "Мир"), "[Мир]")
    }

    func testAQueryWithACapitalMatchesOnlyThatCase() {
        let matcher = FuzzyMatcher(query: "ReadMe")
        XCTAssertTrue(matcher.isCaseSensitive)
        XCTAssertEqual(picture("ReadMe", "ReadMe.txt"), "[ReadMe].txt")
        XCTAssertNil(picture("ReadMe", "readme.txt"))
        XCTAssertNil(picture("ReadMe", "README.md"))
        XCTAssertEqual(picture("B", "bob Barker"), "bob [B]arker")
        XCTAssertNil(picture("É", "école"))
        XCTAssertEqual(ranked("DK", ["dialogkit", "DialogKit", "dk", "DK"]), ["DK", "DialogKit"])
    }

    // MARK: Ranking

    func testAContiguousRunRanksAboveScatteredMatches() {
        XCTAssertEqual(ranked("abc", ["xaxbxc", "xxabcx"]), ["xxabcx", "xaxbxc"])
        XCTAssertEqual(ranked("main", ["mxaxixn.c", "src/main.c", "m_a_i_n"]), ["src/main.c", "m_a_i_n", "mxaxixn.c"])
    }

    func testWordStartsRankAboveMatchesInsideWords() {
        XCTAssertEqual(ranked("bar", ["foobar", "fooBar", "foo_bar", "foo/bar", "bar"]),
                       ["bar", "foo/bar", "foo_bar", "fooBar", "foobar"])
        XCTAssertEqual(ranked("b", ["xbx", "x b", "x-b"]), ["x b", "x-b", "xbx"])
        // Digits after letters start a word too, as in fzf.
        XCTAssertEqual(ranked("2", ["x12", "a2"]), ["a2", "x12"])
    }

    func testEqualScoresKeepInputOrder() {
        XCTAssertEqual(ranked("bar", ["xbar", "ybar", "nothing", "zbar", "bar", "wbar"]),
                       ["bar", "xbar", "ybar", "zbar", "wbar"])
        // Many equal scores, which an unstable sort would shuffle.
        let labels = (0..<500).map { "item \(($0 * 7919) % 500)" }
        XCTAssertEqual(FuzzyMatcher(query: "item").rank(labels), Array(0..<500))
        XCTAssertEqual(FuzzyMatcher(query: "tm", mode: .exact).rank(labels), [])
    }

    func testScoresFollowTheDocumentedRules() {
        // 16 per grapheme; "f" at the start earns 10, twice; "b" after "/" 9; the gap of two costs 3 + 1.
        XCTAssertEqual(FuzzyMatcher(query: "fb").score("fo/bar"), 16 + 2 * 10 + 16 + 9 - 4)
        // A run keeps its word start's bonus: "b" after "_" earns 8, twice, and so do "a" and "r".
        XCTAssertEqual(FuzzyMatcher(query: "bar").score("x_bar"), 16 + 2 * 8 + 2 * (16 + 8))
        // Inside a word a run earns 4 a grapheme.
        XCTAssertEqual(FuzzyMatcher(query: "bar").score("xbar"), 16 + 2 * (16 + 4))
        // Exact: less 1 a grapheme before the match.
        XCTAssertEqual(FuzzyMatcher(query: "ar", mode: .exact).score("xxbar"), 16 + 16 + 4 - 3)
    }

    // MARK: Exact

    func testExactMatchesSubstringsOnly() {
        XCTAssertEqual(picture("bar", "b-a-r", .fuzzy), "[b]-[a]-[r]")
        XCTAssertNil(picture("bar", "b-a-r", .exact))
        XCTAssertEqual(picture("oba", "foobar", .exact), "fo[oba]r")
        XCTAssertEqual(FuzzyMatcher(query: "oba", mode: .exact).match("foobar")?.positions, [2, 3, 4])
        XCTAssertEqual(picture("bar", "foobar/bar", .exact), "foobar/[bar]")
        XCTAssertNil(picture("Bar", "foobar", .exact))
        XCTAssertEqual(picture("bar", "fooBar", .exact), "foo[Bar]")
        XCTAssertNil(picture("abcd", "abc", .exact))
    }

    func testExactRanksWordStartsThenEarlierMatches() {
        XCTAssertEqual(ranked("ar", ["xxxxar", "xar", "nope"], .exact), ["xar", "xxxxar"])
        XCTAssertEqual(ranked("bar", ["xbar", "some/long/path/to/bar"], .exact), ["some/long/path/to/bar", "xbar"])
    }

    // MARK: Graphemes

    func testPositionsCountGraphemesInCJK() {
        XCTAssertEqual(picture("テキ", "日本語のテキスト"), "日本語の[テキ]スト")
        XCTAssertEqual(picture("日語", "日本語のテキスト"), "[日]本[語]のテキスト")
        XCTAssertEqual(FuzzyMatcher(query: "本テ").match("日本語のテキスト")?.positions, [1, 4])
        XCTAssertEqual(picture("テキ", "日本語のテキスト", .exact), "日本語の[テキ]スト")
    }

    func testCombiningMarksMakeOneGrapheme() {
        let label = "Cafe\u{301} crème"
        // "e" + U+0301 is one grapheme, "é", which a plain "e" does not match; the "e" of "crème" is the tenth.
        XCTAssertEqual(FuzzyMatcher(query: "e").match(label)?.positions, [9])
        XCTAssertEqual(picture("cr", label), "Cafe\u{301} [cr]ème")
        XCTAssertEqual(FuzzyMatcher(query: "cr").match(label)?.positions, [5, 6])
        // A precomposed "é" is canonically equivalent to the decomposed one, and either finds the other.
        XCTAssertEqual(FuzzyMatcher(query: "\u{E9}").match(label)?.positions, [3])
        XCTAssertEqual(FuzzyMatcher(query: "e\u{301}").match("caf\u{E9}")?.positions, [3])
        XCTAssertEqual(FuzzyMatcher(query: "fé", mode: .exact).match(label)?.positions, [2, 3])
    }

    func testPositionsCountEachEmojiAsOneGrapheme() {
        XCTAssertEqual(picture("th", "👍🏽 thumbs"), "👍🏽 [th]umbs")
        XCTAssertEqual(FuzzyMatcher(query: "th").match("👍🏽 thumbs")?.positions, [2, 3])
        XCTAssertEqual(FuzzyMatcher(query: "fam").match("👨‍👩‍👧 family")?.positions, [2, 3, 4])
        XCTAssertEqual(FuzzyMatcher(query: "fl").match("🇯🇵 flag")?.positions, [2, 3])
        XCTAssertEqual(FuzzyMatcher(query: "ag").match("🇯🇵🇫🇷 flags")?.positions, [5, 6])
    }

    func testAQueryWithAnEmojiOrCJKMatchesIt() {
        XCTAssertEqual(picture("👍🏽", "👍🏽 thumbs"), "[👍🏽] thumbs")
        XCTAssertEqual(picture("👍t", "👍 thumbs"), "[👍] [t]humbs")
        // The skin tone makes another grapheme, as the accent does.
        XCTAssertNil(picture("👍", "👍🏽 thumbs"))
        XCTAssertEqual(picture("👨‍👩‍👧", "a 👨‍👩‍👧 family"), "a [👨‍👩‍👧] family")
        XCTAssertEqual(ranked("🇯🇵", ["🇺🇸 flag", "🇯🇵 flag"]), ["🇯🇵 flag"])
        XCTAssertEqual(picture("語テ", "日本語のテキスト"), "日本[語]の[テ]キスト")
        XCTAssertNil(picture("テ語", "日本語のテキスト"))
    }

    func testCanonicallyEquivalentASCIIMatches() {
        // KELVIN SIGN is canonically "K" and lowercases to "k"; GREEK QUESTION MARK is ";". Both are uppercase or
        // punctuation with nothing ASCII about their bytes, which the quick first pass must not reject.
        XCTAssertEqual(picture("\u{212A}", "OK"), "O[K]")
        XCTAssertEqual(picture("k", "5 \u{212A}"), "5 [\u{212A}]")
        XCTAssertEqual(picture("a;b", "a\u{37E}b"), "[a\u{37E}b]")
    }

    func testOnlyThreeNonASCIIScalarsEqualASCII() {
        // FuzzyMatcher's first pass skips non-ASCII bytes for a query grapheme that is ASCII other than these.
        let ascii = Set((0..<128).map { String(Character(Unicode.Scalar(UInt8($0)))) })
        var found: [UInt32] = []
        for value in UInt32(0x80)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let properties = scalar.properties
            // A scalar that composition keeps and lowercasing leaves alone is its own canonical form: not ASCII.
            guard properties.isFullCompositionExclusion || properties.changesWhenLowercased else { continue }
            let text = String(scalar)
            if ascii.contains(text) || ascii.contains(text.lowercased()) { found.append(value) }
        }
        XCTAssertEqual(found, [0x37E, 0x1FEF, 0x212A])
    }

    // MARK: Over-long labels

    func testALabelIsMatchedWithinItsFirst4096Graphemes() {
        XCTAssertEqual(FuzzyMatcher.maximumGraphemes, 4_096)
        let filler = String(repeating: "x", count: FuzzyMatcher.maximumGraphemes - 2)
        XCTAssertEqual(FuzzyMatcher(query: "ab").match(filler + "ab")?.positions, [4_094, 4_095])
        XCTAssertEqual(FuzzyMatcher(query: "ab", mode: .exact).match(filler + "ab")?.positions, [4_094, 4_095])
        // One grapheme further, the "b" is past what is read.
        for mode in [FuzzyMatcher.Mode.fuzzy, .exact] {
            XCTAssertNil(FuzzyMatcher(query: "ab", mode: mode).match(filler + "xab"), "\(mode)")
            XCTAssertNil(FuzzyMatcher(query: "ab", mode: mode).score(filler + "xab"), "\(mode)")
            XCTAssertEqual(FuzzyMatcher(query: "ab", mode: mode).rank(["ab", filler + "xab", "xab"]), [0, 2], "\(mode)")
        }
        // Graphemes, not bytes: 4,095 CJK ideographs take 12,285 bytes.
        let wide = String(repeating: "日", count: FuzzyMatcher.maximumGraphemes - 1)
        XCTAssertEqual(FuzzyMatcher(query: "日z").match(wide + "z")?.positions, [4_094, 4_095])
        XCTAssertNil(FuzzyMatcher(query: "z").match(wide + "日z"))
    }

    func testALabelIsMatchedWithinItsFirst64KiB() {
        XCTAssertEqual(FuzzyMatcher.maximumBytes, 65_536)
        // 100 graphemes of a letter and 300 accents, 601 bytes each and a space: 60,200 bytes. Then 1,779 "€",
        // the last of them cut by the 64 KiB mark after two of its bytes, and a "z".
        let accented = String(repeating: "e" + String(repeating: "\u{301}", count: 300) + " ", count: 100)
        let label = accented + String(repeating: "€", count: 1_779) + "z"
        XCTAssertEqual(accented.utf8.count, 60_200)
        XCTAssertEqual(FuzzyMatcher(query: "€").match(label)?.positions, [200])
        XCTAssertEqual(FuzzyMatcher(query: "€€", mode: .exact).match(label)?.positions, [200, 201])
        XCTAssertEqual(FuzzyMatcher(query: " €").match(label)?.positions, [199, 200])
        // The last "€" read whole is the 1,778th: a query one longer does not fit.
        let euros = String(repeating: "€", count: 1_778)
        XCTAssertNotNil(FuzzyMatcher(query: euros, mode: .exact).match(label))
        XCTAssertNil(FuzzyMatcher(query: euros + "€", mode: .exact).match(label)?.score)
        XCTAssertNil(FuzzyMatcher(query: "z").match(label))
        // The cut scalar is left out, not read as a replacement character.
        XCTAssertNil(FuzzyMatcher(query: "\u{FFFD}").match(label))
        // One grapheme of 200,000 bytes: read within the window, the query's letter after it is not.
        let cluster = "e" + String(repeating: "\u{301}", count: 100_000)
        XCTAssertNil(FuzzyMatcher(query: "n").match(cluster + "n"))
        XCTAssertEqual(FuzzyMatcher(query: "n").match("n" + cluster + "n")?.positions, [0])
    }

    /// How far matching `label` raises this process's peak resident memory, in bytes: the peak is reset first
    /// (`clear_refs`, see proc(5)), so what the test runner used before does not count.
    private func peakGrowth(matching label: String, with matcher: FuzzyMatcher) throws -> (Int, FuzzyMatcher.Match?) {
        func kibibytes(_ field: String) throws -> Int {
            let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
            let line = try XCTUnwrap(status.split(separator: "\n").first { $0.hasPrefix(field + ":") })
            return try XCTUnwrap(Int(line.split(separator: " ", omittingEmptySubsequences: true)[1]))
        }
        try "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
        let before = try kibibytes("VmRSS")
        let match = matcher.match(label)
        XCTAssertEqual(matcher.score(label), match?.score)
        return (1_024 * (try kibibytes("VmHWM") - before), match)
    }

    func testMatchingATenMegabyteLabelTakesLittleMemory() throws {
        // It took 24 bytes per byte of the label and grapheme of the query: 2.4 GB for ten letters.
        let label = "needle in a haystack " + String(repeating: "hay and straw ", count: 715_000)
        XCTAssertGreaterThan(label.utf8.count, 10_000_000)
        let (growth, match) = try peakGrowth(matching: label, with: FuzzyMatcher(query: "needlehays"))
        XCTAssertEqual(match?.positions, [0, 1, 2, 3, 4, 5, 12, 13, 14, 15])
        XCTAssertLessThan(growth, 4 << 20, "\(growth) bytes")
        XCTAssertNil(FuzzyMatcher(query: "needle").score(String(repeating: "hay and straw ", count: 715_000) + "needle"),
                     "found only past the window")
    }

    func testTheLongestQueryOverTheLongestLabelTakesLittleMemory() throws {
        // Half the graphemes read is where the trace is largest: 2,048 rows of 2,049 cells.
        let label = String(repeating: "ab", count: 3_000)
        let query = String(repeating: "a", count: FuzzyMatcher.maximumGraphemes / 2)
        let (growth, match) = try peakGrowth(matching: label, with: FuzzyMatcher(query: query))
        XCTAssertEqual(match?.positions, Array(stride(from: 0, to: FuzzyMatcher.maximumGraphemes, by: 2)))
        XCTAssertLessThan(growth, 16 << 20, "\(growth) bytes")
        // As long as what is read: one cell a row.
        let whole = String(repeating: "a", count: FuzzyMatcher.maximumGraphemes)
        XCTAssertEqual(FuzzyMatcher(query: whole).match(whole + "a")?.positions, Array(0..<FuzzyMatcher.maximumGraphemes))
    }

    // MARK: Every path agrees

    /// Labels of up to 13 graphemes drawn from letters of both cases, digits, separators, an accent, CJK and an
    /// emoji, each with a query of one to three graphemes, mostly taken from the label so that most match.
    private func randomCases(_ count: Int) -> [(label: [Character], query: String)] {
        let alphabet: [Character] = ["a", "b", "c", "A", "B", "1", " ", "/", "-", "_", ".", "é", "É", "日", "👍🏽"]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func random(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        return (0..<count).map { _ in
            let label = (0..<random(14)).map { _ in alphabet[random(alphabet.count)] }
            let query = (0..<(1 + random(3))).map { _ in
                label.isEmpty || random(4) == 0 ? alphabet[random(5)] : label[random(label.count)]
            }
            return (label, String(query))
        }
    }

    /// `score` agrees with `match`; the positions spell the query, in order; their score is what the documented rules
    /// give them, and no less than the leftmost alignment's; and the `Character` path agrees with the ASCII one.
    func testRandomLabelsAgreeWithTheRules() {
        var matched = 0
        for (label, query) in randomCases(3000) {
            let text = String(label)
            for mode in [FuzzyMatcher.Mode.fuzzy, .exact] {
                let matcher = FuzzyMatcher(query: query, mode: mode), context = "\(mode) \(query) in \(text)"
                let match = matcher.match(text)
                XCTAssertEqual(matcher.score(text), match?.score, context)
                let expected = mode == .exact ? exactPositions(query, label) : leftmostPositions(query, label)
                XCTAssertEqual(match != nil, expected != nil, context)
                guard let match, let expected else { continue }
                matched += 1
                XCTAssertEqual(match.positions.count, query.count, context)
                XCTAssertTrue(zip(match.positions, match.positions.dropFirst()).allSatisfy { $0 < $1 }, context)
                XCTAssertTrue(zip(match.positions, query).allSatisfy { same(label[$0], $1, query) }, context)
                XCTAssertEqual(score(label, match.positions, exact: mode == .exact), match.score, context)
                XCTAssertGreaterThanOrEqual(match.score, score(label, expected, exact: mode == .exact), context)
                if text.utf8.allSatisfy({ $0 < 0x80 }) {
                    XCTAssertEqual(matcher.match(text + "日"), match, "the Character path differs: \(context)")
                }
            }
        }
        XCTAssertGreaterThan(matched, 1000, "too few labels matched to tell")
    }

    func testQueriesAlmostAsLongAsTheLabelAgreeWithTheRules() {
        // The rows only go as far as the rest of the query fits: queries that leave a grapheme or two out reach
        // those ends.
        var matched = 0
        for (index, (label, _)) in randomCases(1500).enumerated() where label.count > 1 {
            let left = Set([index % label.count, (index * 7) % label.count])
            let query = String(label.indices.filter { !left.contains($0) }.map { label[$0] })
            let text = String(label), context = "\(query) in \(text)"
            XCTAssertEqual(FuzzyMatcher(query: text, mode: .exact).match(text)?.positions, Array(label.indices), text)
            guard !query.isEmpty, let expected = leftmostPositions(query, label) else { continue }
            let matcher = FuzzyMatcher(query: query)
            guard let match = matcher.match(text) else { return XCTFail(context) }
            matched += 1
            XCTAssertEqual(matcher.score(text), match.score, context)
            XCTAssertTrue(zip(match.positions, query).allSatisfy { same(label[$0], $1, query) }, context)
            XCTAssertEqual(score(label, match.positions, exact: false), match.score, context)
            XCTAssertGreaterThanOrEqual(match.score, score(label, expected, exact: false), context)
        }
        XCTAssertGreaterThan(matched, 1000, "too few labels matched to tell")
    }

    func testRankIsAStableSortByScore() {
        // Long gaps make negative scores, which must still sort below positive ones.
        let labels = randomCases(400).map { String($0.label) } + ["a" + String(repeating: "x", count: 300) + "b", "ab"]
        for query in ["a", "ab", "b_", "日", "A", "xb"] {
            let matcher = FuzzyMatcher(query: query)
            let scored = labels.indices.compactMap { index in matcher.score(labels[index]).map { (index, $0) } }
            let expected = scored.sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }.map(\.0)
            XCTAssertEqual(matcher.rank(labels), expected, query)
        }
        XCTAssertLessThan(FuzzyMatcher(query: "ab").score(labels[labels.count - 2]) ?? 0, 0)
    }

    /// Whether a label's grapheme matches a query's, smart case deciding from the `whole` query.
    private func same(_ label: Character, _ query: Character, _ whole: String) -> Bool {
        whole.contains { $0.isUppercase } ? label == query : label.lowercased() == query.lowercased()
    }

    /// Where each grapheme of `query` first matches after the one before, as a greedy scan finds them.
    private func leftmostPositions(_ query: String, _ label: [Character]) -> [Int]? {
        var positions: [Int] = []
        for character in query {
            let after = (positions.last ?? -1) + 1
            guard let next = label.indices.dropFirst(after).first(where: { same(label[$0], character, query) }) else {
                return nil
            }
            positions.append(next)
        }
        return positions
    }

    /// Where `query` first occurs in `label`.
    private func exactPositions(_ query: String, _ label: [Character]) -> [Int]? {
        let characters = Array(query)
        guard characters.count <= label.count else { return nil }
        for start in 0...(label.count - characters.count)
        where characters.indices.allSatisfy({ same(label[start + $0], characters[$0], query) }) {
            return Array(start..<(start + characters.count))
        }
        return nil
    }

    /// The score of matching `label` at `positions`, by the rules in FuzzyMatcher's documentation.
    private func score(_ label: [Character], _ positions: [Int], exact: Bool) -> Int {
        // 0 whitespace, 1 delimiter, 2 other punctuation, 3 lowercase, 4 uppercase, 5 other letter, 6 digit.
        func kind(_ index: Int) -> Int {
            guard index >= 0 else { return 0 }
            let character = label[index]
            if character == " " { return 0 }
            if "/,:;|".contains(character) { return 1 }
            if character.isNumber { return 6 }
            if character.isLetter { return character.isLowercase ? 3 : character.isUppercase ? 4 : 5 }
            return 2
        }
        func bonus(_ index: Int) -> Int {
            let previous = kind(index - 1), current = kind(index)
            if current >= 3 && previous <= 2 { return [10, 9, 8][previous] }
            if (previous == 3 && current == 4) || (previous != 6 && current == 6) { return 7 }
            return current == 0 ? 10 : current <= 2 ? 8 : 0
        }
        var total = 16 + 2 * bonus(positions[0]) - (exact ? min(positions[0], 12) : 0)
        var run = bonus(positions[0])
        for (previous, position) in zip(positions, positions.dropFirst()) {
            let own = bonus(position)
            if position == previous + 1 {
                if own >= 8 && own > run { run = own }
                total += 16 + max(own, run, 4)
            } else {
                total += 16 + own - 3 - (position - previous - 2)
                run = own
            }
        }
        return total
    }
}
