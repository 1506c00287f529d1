import XCTest
@testable import DialogKit

/// The plain chooser as conversations: lines typed in, and the text a screen reader reads out, as one transcript.
final class PlainChoosePromptTests: XCTestCase {
    private let fruits = ["apple", "banana", "cherry", "damson", "elderberry", "fig", "grape", "honeydew", "kiwi", "lime"]

    private func prompt(_ labels: [String]? = nil, message: String = "Pick a fruit", title: String = "",
                        multiple: Bool = false, minimum: Int? = nil, maximum: Int? = nil,
                        filtering: Choose.Filtering = .fuzzy, selected: [String] = [],
                        timeoutSelects: Bool = false) -> PlainChoosePrompt {
        let configuration = Choose.Configuration(multiple: multiple, minimum: minimum, maximum: maximum, filtering: filtering,
                                                 timeoutSelects: timeoutSelects)
        return PlainChoosePrompt(Choose(message: message, title: title, items: (labels ?? fruits).map { Choose.Item(value: $0) },
                                        configuration: configuration, selected: selected))
    }

    /// What a cooked terminal shows for `lines` typed (nil is Ctrl-D, which echoes nothing): the opening, each
    /// line echoed with its newline, each reply; and the outcome, nil while the prompt still asks.
    private func converse(_ prompt: PlainChoosePrompt, _ lines: [String?]) -> (transcript: String, outcome: Choose.Outcome?) {
        var prompt = prompt
        var transcript = prompt.opening
        for line in lines {
            if let line { transcript += line + "\n" }
            let reply = prompt.answer(line)
            transcript += reply.text
            if let outcome = reply.outcome { return (transcript, outcome) }
        }
        return (transcript, nil)
    }

    /// The numbered lines for `labels`, from `first`, right-aligned to `width`.
    private func numbered(_ labels: [String], from first: Int = 1, width: Int) -> String {
        labels.enumerated().map { offset, label in
            let number = String(first + offset)
            return String(repeating: " ", count: width - number.count) + number + ") " + label + "\n"
        }.joined()
    }

    // MARK: - Single choice

    func testTheOpeningReadsTitleMessageTheNumberedListAndThePrompt() {
        XCTAssertEqual(prompt(message: "Pick a fruit\nfor the pie\n", title: "Fruit").opening, """
            Fruit
            Pick a fruit
            for the pie
             1) apple
             2) banana
             3) cherry
             4) damson
             5) elderberry
             6) fig
             7) grape
             8) honeydew
             9) kiwi
            10) lime
            Choose 1-10 [1]: 
            """)
        XCTAssertEqual(prompt(["only"], message: "").opening, "1) only\nChoose 1 [1]: ")
    }

    func testANumberChoosesThatItem() {
        let (transcript, outcome) = converse(prompt(), ["3"])
        XCTAssertEqual(outcome, .chosen([2]))
        XCTAssertTrue(transcript.hasSuffix("Choose 1-10 [1]: 3\n"), transcript)
        XCTAssertEqual(converse(prompt(), ["  10 "]).outcome, .chosen([9]), "spaces around it do not matter")
        XCTAssertEqual(converse(prompt(), ["7,"]).outcome, .chosen([6]))
        XCTAssertEqual(converse(prompt(), ["4 4"]).outcome, .chosen([3]), "the same number twice is one number")
    }

    func testAnEmptyLineTakesTheFocusedItemShownInBrackets() {
        XCTAssertEqual(converse(prompt(), [""]).outcome, .chosen([0]))
        let cherry = prompt(selected: ["cherry"])
        XCTAssertTrue(cherry.opening.hasSuffix("10) lime\nChoose 1-10 [3]: "), cherry.opening)
        XCTAssertEqual(converse(cherry, [""]).outcome, .chosen([2]))
        XCTAssertEqual(converse(cherry, ["5"]).outcome, .chosen([4]))
        XCTAssertFalse(cherry.opening.contains("[x]"), "no check boxes in a single choice")
    }

    func testSeveralNumbersInASingleChoiceAreRefused() {
        let (transcript, outcome) = converse(prompt(), ["1 2", "3-4", "2"])
        XCTAssertEqual(outcome, .chosen([1]))
        let again = "One number, please.\nChoose 1-10 [1]: "
        XCTAssertTrue(transcript.hasSuffix("Choose 1-10 [1]: 1 2\n" + again + "3-4\n" + again + "2\n"), transcript)
    }

    // MARK: - Multiple choice

    func testNumbersAndRangesChooseSeveralInInputOrder() {
        let multi = prompt(multiple: true)
        XCTAssertTrue(multi.opening.hasSuffix(" 9) kiwi\n10) lime\nChoose one or more of 1-10 (e.g. 1 3 5-7): "), multi.opening)
        XCTAssertFalse(multi.opening.contains("[ ]"), "no check boxes without a preselection")
        XCTAssertEqual(converse(multi, ["1 3 5-7"]).outcome, .chosen([0, 2, 4, 5, 6]))
        XCTAssertEqual(converse(multi, ["7, 2,5-6 2 6-6"]).outcome, .chosen([1, 4, 5, 6]), "sorted and without repeats")
        XCTAssertEqual(converse(multi, ["1-10"]).outcome, .chosen(Array(0..<10)))
    }

    func testAnEmptyLineWithoutADefaultSaysWhatToType() {
        let (transcript, outcome) = converse(prompt(multiple: true), ["", "2"])
        XCTAssertEqual(outcome, .chosen([1]))
        XCTAssertTrue(transcript.hasSuffix("""
            (e.g. 1 3 5-7): 
            Type one or more numbers from 1 to 10, or text to filter the list.
            Choose one or more of 1-10 (e.g. 1 3 5-7): 2

            """), transcript)
    }

    func testPreselectedItemsAreCheckedAndAnEmptyLineChoosesThem() {
        let multi = prompt(["a", "b", "c", "d", "e", "f"], message: "", multiple: true, selected: ["b", "d", "e", "f"])
        XCTAssertEqual(multi.opening, """
            1) [ ] a
            2) [x] b
            3) [ ] c
            4) [x] d
            5) [x] e
            6) [x] f
            Choose one or more of 1-6 (e.g. 1 3 5-7) [2 4-6]: 
            """)
        XCTAssertEqual(converse(multi, [""]).outcome, .chosen([1, 3, 4, 5]))
        XCTAssertEqual(converse(multi, ["1 3"]).outcome, .chosen([0, 2]), "numbers replace the preselection")
    }

    func testAFilteredListKeepsTheMarksAndItsDefaultIsThePreselectedItemsInIt() {
        let multi = prompt(multiple: true, filtering: .exact, selected: ["apple", "grape", "lime"])
        let (transcript, outcome) = converse(multi, ["e", ""])
        XCTAssertTrue(transcript.hasSuffix("""
            [1 7 10]: e
            6 matches for "e":
            1) [ ] elderberry
            2) [ ] cherry
            3) [ ] honeydew
            4) [x] lime
            5) [x] apple
            6) [x] grape
            Choose one or more of 1-6 (e.g. 1 3 5-7) [4-6]: 

            """), transcript)
        XCTAssertEqual(outcome, .chosen([0, 6, 9]), "in input order")
        let (none, unanswered) = converse(multi, ["honey", ""])
        XCTAssertTrue(none.hasSuffix("""
            1 match for "honey":
            1) [ ] honeydew
            Choose one or more of 1: 
            Type 1, or text to filter the list.
            Choose one or more of 1: 
            """), none)
        XCTAssertNil(unanswered, "no preselected item is listed: an empty line chooses nothing")
    }

    func testTooFewOrTooManyAreRefusedWithTheCount() {
        let limited = prompt(multiple: true, minimum: 2, maximum: 3)
        XCTAssertTrue(limited.opening.hasSuffix("Choose 2 to 3 of 1-10 (e.g. 1 3 5-7): "), limited.opening)
        let (transcript, outcome) = converse(limited, ["4", "1-4", "4 4", "4 1 1"])
        let again = "\nChoose 2 to 3 of 1-10 (e.g. 1 3 5-7): "
        XCTAssertTrue(transcript.hasSuffix("""
            (e.g. 1 3 5-7): 4
            Choose at least 2 (1 chosen).\(again)1-4
            Choose at most 3 (4 chosen).\(again)4 4
            Choose at least 2 (1 chosen).\(again)4 1 1

            """), transcript)
        XCTAssertEqual(outcome, .chosen([0, 3]))
        XCTAssertEqual(converse(limited, ["4 1 2"]).outcome, .chosen([0, 1, 3]))
        XCTAssertTrue(prompt(multiple: true, minimum: 2).opening.hasSuffix("Choose at least 2 of 1-10 (e.g. 1 3 5-7): "))
        XCTAssertTrue(prompt(multiple: true, maximum: 2).opening.hasSuffix("Choose up to 2 of 1-10 (e.g. 1 3 5-7): "))
        XCTAssertTrue(prompt(multiple: true, minimum: 2, maximum: 2).opening.hasSuffix("Choose 2 of 1-10 (e.g. 1 3 5-7): "))
        let tooFewSelected = prompt(multiple: true, minimum: 2, selected: ["fig"])
        XCTAssertEqual(converse(tooFewSelected, [""]).transcript.components(separatedBy: "\n").suffix(2),
                       ["Choose at least 2 (1 chosen).", "Choose at least 2 of 1-10 (e.g. 1 3 5-7) [6]: "],
                       "the preselection is held to the limits too")
    }

    // MARK: - Filtering

    func testTextFiltersTheListAndNumbersThenReferToTheFilteredList() {
        let (transcript, outcome) = converse(prompt(), ["berry", "1"])
        XCTAssertEqual(outcome, .chosen([4]))
        XCTAssertTrue(transcript.hasSuffix("""
            Choose 1-10 [1]: berry
            1 match for "berry":
            1) elderberry
            Choose 1 [1]: 1

            """), transcript)
        let (ranked, picked) = converse(prompt(), ["an", "2"])
        XCTAssertTrue(ranked.hasSuffix("""
            Choose 1-10 [1]: an
            2 matches for "an":
            1) banana
            2) damson
            Choose 1-2 [1]: 2

            """), ranked)
        XCTAssertEqual(picked, .chosen([3]), "2 of the filtered list is damson, item 4")
        XCTAssertEqual(converse(prompt(), ["an", ""]).outcome, .chosen([1]), "after a filter the best match is the default")
    }

    func testAFilteredMultipleChoiceMapsBackToInputOrder() {
        let labels = ["alpha", "beta", "gamma", "alphabet", "delta"]
        let (transcript, outcome) = converse(prompt(labels, message: "", multiple: true, filtering: .exact), ["ta", "2 1"])
        XCTAssertTrue(transcript.contains("2 matches for \"ta\":\n1) beta\n2) delta\n"), transcript)
        XCTAssertEqual(outcome, .chosen([1, 4]))
        let ranked = converse(prompt(labels, message: "", multiple: true), ["alpha", "1-2"])
        XCTAssertTrue(ranked.transcript.contains("2 matches for \"alpha\":\n1) alpha\n2) alphabet\n"), ranked.transcript)
        XCTAssertEqual(ranked.outcome, .chosen([0, 3]))
    }

    func testAFilterLooksAtEveryItemAgain() {
        let (transcript, outcome) = converse(prompt(), ["berry", "grape", "1"])
        XCTAssertTrue(transcript.contains("1 match for \"grape\":\n1) grape\n"), transcript)
        XCTAssertEqual(outcome, .chosen([6]))
    }

    func testNoMatchSaysSoAndAsksAboutTheWholeListAgain() {
        let (transcript, outcome) = converse(prompt(), ["an", "xyz", "4"])
        XCTAssertTrue(transcript.hasSuffix("""
            Choose 1-2 [1]: xyz
            No match for "xyz".
            Choose 1-10 [1]: 4

            """), transcript)
        XCTAssertEqual(outcome, .chosen([3]), "4 is the whole list's fourth again")
    }

    func testExactFilteringAndNoneTakeTheQueryAsOnePiece() {
        let fuzzy = converse(prompt(), ["ae", "2"])
        XCTAssertTrue(fuzzy.transcript.contains("2 matches for \"ae\":\n1) apple\n2) grape\n"), "fuzzy: a…e, apple's a starts it")
        XCTAssertEqual(fuzzy.outcome, .chosen([6]))
        for filtering in [Choose.Filtering.exact, .none] {
            let (transcript, outcome) = converse(prompt(filtering: filtering), ["ae", "pe", "1"])
            XCTAssertTrue(transcript.contains("No match for \"ae\".\nChoose 1-10 [1]: pe\n1 match for \"pe\":\n1) grape\n"),
                          transcript)
            XCTAssertEqual(outcome, .chosen([6]))
        }
    }

    func testUnicodeLabelsAreListedAndFiltered() {
        let labels = ["東京", "大阪", "京都", "🍎 apple", "🍌 banana", "👩‍👩‍👧 family", "Café"]
        let choose = prompt(labels, message: "行き先")
        XCTAssertEqual(choose.opening, "行き先\n1) 東京\n2) 大阪\n3) 京都\n4) 🍎 apple\n5) 🍌 banana\n6) 👩‍👩‍👧 family\n7) Café\nChoose 1-7 [1]: ")
        let (kyoto, chosen) = converse(choose, ["京", "1"])
        XCTAssertTrue(kyoto.contains("2 matches for \"京\":\n1) 京都\n2) 東京\n"), "a word start ranks first:\n\(kyoto)")
        XCTAssertEqual(chosen, .chosen([2]))
        let (emoji, banana) = converse(choose, ["🍌", "1"])
        XCTAssertTrue(emoji.contains("1 match for \"🍌\":\n1) 🍌 banana\n"), emoji)
        XCTAssertEqual(banana, .chosen([4]))
        XCTAssertEqual(converse(choose, ["👩‍👩‍👧", "1"]).outcome, .chosen([5]), "a ZWJ family is one grapheme")
        XCTAssertEqual(converse(choose, ["café", ""]).outcome, .chosen([6]))
    }

    // MARK: - Paging

    func testALongListIsPagedByTwentyWithMoreEnter() {
        let labels = (1...45).map { "item \($0)" }
        let long = prompt(labels, message: "Pick one")
        XCTAssertEqual(long.opening, "Pick one\n" + numbered(Array(labels[0..<20]), width: 2) + "more: Enter ")
        let (transcript, outcome) = converse(long, ["", "", "45"])
        XCTAssertEqual(outcome, .chosen([44]))
        XCTAssertEqual(transcript, long.opening + "\n"
                       + numbered(Array(labels[20..<40]), from: 21, width: 2) + "more: Enter \n"
                       + numbered(Array(labels[40..<45]), from: 41, width: 2) + "Choose 1-45 [1]: 45\n")
        XCTAssertEqual(converse(long, ["", "", ""]).outcome, .chosen([0]), "Enter takes the default only at the question")
    }

    func testANumberOrAFilterIsTakenAtMoreEnterToo() {
        let labels = (1...45).map { "item \($0)" }
        XCTAssertEqual(converse(prompt(labels), ["33"]).outcome, .chosen([32]), "a number not listed yet")
        // A backslash keeps the space in the filter's one word.
        let (transcript, outcome) = converse(prompt(labels, filtering: .exact), [#"item\ 4"#, "2"])
        XCTAssertTrue(transcript.hasSuffix(#"more: Enter item\ 4"# + "\n7 matches for " + #""item\ 4":"# + "\n1) item 4\n2) item 40\n3) item 41\n"
                                           + "4) item 42\n5) item 43\n6) item 44\n7) item 45\nChoose 1-7 [1]: 2\n"), transcript)
        XCTAssertEqual(outcome, .chosen([39]))
    }

    func testAFilteredListIsPagedAndNoMatchGoesBackToTheWholeListsPaging() {
        let labels = (1...60).map { "n\($0)" }
        let (transcript, outcome) = converse(prompt(labels), ["", "n", "", "zz", "", "60"])
        let matches = FuzzyMatcher(query: "n").rank(labels).map { labels[$0] }
        XCTAssertEqual(matches.count, 60)
        XCTAssertEqual(transcript, prompt(labels).opening + "\n"
                       + numbered(Array(labels[20..<40]), from: 21, width: 2) + "more: Enter n\n"
                       + "60 matches for \"n\":\n" + numbered(Array(matches[0..<20]), width: 2) + "more: Enter \n"
                       + numbered(Array(matches[20..<40]), from: 21, width: 2) + "more: Enter zz\n"
                       + "No match for \"zz\".\nmore: Enter \n"
                       + numbered(Array(labels[40..<60]), from: 41, width: 2) + "Choose 1-60 [1]: 60\n")
        XCTAssertEqual(outcome, .chosen([59]))
    }

    func testTheOpeningAskedAnewWritesThePageWrittenLast() {
        var long = prompt((1...45).map { "item \($0)" }, message: "Pick one")
        _ = long.answer("")
        XCTAssertEqual(long.opening, "Pick one\n" + numbered((21...40).map { "item \($0)" }, from: 21, width: 2) + "more: Enter ")
        _ = long.answer("item 7")
        XCTAssertEqual(long.opening, "Pick one\n4 matches for \"item 7\":\n1) item 7\n2) item 17\n3) item 27\n4) item 37\n"
                       + "Choose 1-4 [1]: ")
    }

    func testNumbersAreRightAlignedToTheWidest() {
        let opening = prompt((1...120).map { "x\($0)" }, message: "").opening
        XCTAssertTrue(opening.hasPrefix("  1) x1\n  2) x2\n"), opening)
        XCTAssertTrue(opening.hasSuffix(" 20) x20\nmore: Enter "), opening)
    }

    // MARK: - Refusals

    func testOutOfRangeAndMalformedNumbersSayWhyAndAskAgain() {
        let (transcript, outcome) = converse(prompt(multiple: true),
                                             ["0", "11", "3-12", "7-5", "5-", "1--3", "-2", "99999999999999999999", "2-3"])
        XCTAssertEqual(outcome, .chosen([1, 2]))
        let again = "\nChoose one or more of 1-10 (e.g. 1 3 5-7): "
        XCTAssertEqual(transcript, prompt(multiple: true).opening + "0\n"
                       + "0 is not in the list (1-10)." + again + "11\n"
                       + "11 is not in the list (1-10)." + again + "3-12\n"
                       + "3-12 is not in the list (1-10)." + again + "7-5\n"
                       + "7-5 runs backwards: write 5-7." + again + "5-\n"
                       + "\"5-\" is not a number or a range like 5-7." + again + "1--3\n"
                       + "\"1--3\" is not a number or a range like 5-7." + again + "-2\n"
                       + "\"-2\" is not a number or a range like 5-7." + again + "99999999999999999999\n"
                       + "99999999999999999999 is not in the list (1-10)." + again + "2-3\n")
    }

    func testAFilteredListsNumbersAreCheckedAgainstIt() {
        let (transcript, outcome) = converse(prompt(), ["an", "3", "1"])
        XCTAssertTrue(transcript.contains("Choose 1-2 [1]: 3\n3 is not in the list (1-2).\nChoose 1-2 [1]: 1\n"), transcript)
        XCTAssertEqual(outcome, .chosen([1]))
    }

    // MARK: - Endings

    func testTheEndOfInputCancels() {
        let (transcript, outcome) = converse(prompt(), [nil])
        XCTAssertEqual(outcome, .cancelled)
        XCTAssertTrue(transcript.hasSuffix("Choose 1-10 [1]: \n"), "the shell's prompt starts on a line of its own")
        XCTAssertEqual(converse(prompt(multiple: true), ["an", nil]).outcome, .cancelled)
        XCTAssertEqual(converse(prompt((1...45).map { "\($0)x" }), ["", nil]).outcome, .cancelled, "while paging")
    }

    func testTheTimeLimitTimesOutOrChoosesWhatEnterWould() {
        XCTAssertEqual(prompt().timedOut(), .finish(.timedOut, "\n"))
        XCTAssertEqual(prompt(multiple: true, selected: ["fig"]).timedOut(), .finish(.timedOut, "\n"))
        XCTAssertEqual(prompt(timeoutSelects: true).timedOut(), .finish(.chosen([0]), "\n"))
        XCTAssertEqual(prompt(selected: ["kiwi"], timeoutSelects: true).timedOut(), .finish(.chosen([8]), "\n"))
        XCTAssertEqual(prompt(multiple: true, selected: ["kiwi", "banana"], timeoutSelects: true).timedOut(),
                       .finish(.chosen([1, 8]), "\n"))
        XCTAssertEqual(prompt(multiple: true, timeoutSelects: true).timedOut(), .finish(.chosen([0]), "\n"),
                       "nothing selected: the focused item, as the drawn list does")
        var filtered = prompt(timeoutSelects: true)
        _ = filtered.answer("lime")
        XCTAssertEqual(filtered.timedOut(), .finish(.chosen([9]), "\n"), "after a filter, the best match")
    }

    func testWithoutItemsEveryEndingSaysThereWereNone() {
        let empty = prompt([], message: "Pick", timeoutSelects: true)
        XCTAssertEqual(empty.opening, "Pick\nNo items to choose from.\nPress Enter: ")
        XCTAssertEqual(converse(empty, [""]).outcome, .noItems)
        XCTAssertEqual(converse(empty, ["1"]).outcome, .noItems)
        XCTAssertEqual(converse(empty, [nil]).transcript, "Pick\nNo items to choose from.\nPress Enter: \n")
        XCTAssertEqual(converse(empty, [nil]).outcome, .noItems)
        XCTAssertEqual(empty.timedOut(), .finish(.noItems, "\n"))
    }

    func testNothingButPlainTextIsWritten() {
        let hostile = prompt(["evil\u{1b}]0;pwned\u{07}", "\u{9b}6n ok", "tab\there"], message: "M\u{1b}[5m", title: "T\u{1b}[31m")
        let (transcript, _) = converse(hostile, ["ok", nil])
        XCTAssertTrue(transcript.contains("1) evil^[]0;pwned^G\n"), transcript)
        XCTAssertFalse(transcript.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) },
                       transcript)
    }
}
