import XCTest
@testable import DialogKit

/// The chooser as a state machine: keys in, the box as a picture and the outcome out.
final class ChooseTests: XCTestCase {
    private let screen = Size(width: 40, height: 16)
    private let mono = Theme.standard(for: .none)
    private let fruits = ["apple", "banana", "cherry", "damson", "elderberry", "fig", "grape", "honeydew", "kiwi", "lime"]

    private func chooser(_ labels: [String]? = nil, message: String = "Pick a fruit", multiple: Bool = false,
                         minimum: Int? = nil, maximum: Int? = nil, filtering: Choose.Filtering = .fuzzy,
                         rows: Int? = 5, selected: [String] = [], timeoutSelects: Bool = false) -> Choose {
        let configuration = Choose.Configuration(multiple: multiple, minimum: minimum, maximum: maximum, filtering: filtering,
                                                 timeoutSelects: timeoutSelects, maximumRows: rows)
        return Choose(message: message, items: (labels ?? fruits).map { Choose.Item(value: $0) },
                      configuration: configuration, selected: selected)
    }

    /// Decodes `bytes` as a terminal would send them and hands every key and paste to `choose`.
    @discardableResult
    private func send(_ bytes: String, to choose: inout Choose) -> [Effect<Choose.Outcome>] {
        choose.type(bytes, screen: screen)
    }

    private func picture(_ choose: Choose) -> String {
        FrameComposer.compose(choose, screen: screen, placement: .inline, frame: .shown, theme: mono)
            .trimmedLines().joined(separator: "\n")
    }

    private func values(_ choose: Choose, _ effects: [Effect<Choose.Outcome>]) -> [String]? {
        guard case .finish(.chosen(let indices))? = effects.last else { return nil }
        return indices.map { choose.items[$0].value }
    }

    func testTheBoxShowsTheMessageTheQueryAndAWindowOfTheList() {
        XCTAssertEqual(picture(chooser()), """
                 ╭────────────────────────────╮
                 │                            │
                 │  Pick a fruit              │
                 │                            │
                 │  Type to filter      1/10  │
                 │  > apple                   │
                 │    banana                  │
                 │    cherry                  │
                 │    damson                  │
                 │    elderberry              │
                 ╰────────────────────────────╯
            """)
    }

    func testArrowsMoveTheFocusAndEnterChoosesIt() {
        var choose = chooser()
        send("\u{1b}[B\u{1b}[B\u{0e}", to: &choose)  // Down, Down, Ctrl-N
        XCTAssertEqual(choose.focusedItem, 3)
        send("\u{10}", to: &choose)                   // Ctrl-P
        XCTAssertEqual(values(choose, send("\r", to: &choose)), ["cherry"])
        var last = chooser()
        send("\u{1b}[F", to: &last)                   // End
        XCTAssertTrue(picture(last).contains("> lime"))
        XCTAssertTrue(picture(last).contains("10/10"))
        XCTAssertEqual(values(last, send("\u{1b}[H\r", to: &last)), ["apple"], "Home goes back to the first")
    }

    func testTypingFiltersFuzzilyBestFirstAndHighlightsTheMatches() {
        var choose = chooser()
        send("er", to: &choose)
        XCTAssertEqual(picture(choose), """
                 ╭────────────────────────────╮
                 │                            │
                 │  Pick a fruit              │
                 │                            │
                 │  er                   1/2  │
                 │  > elderberry              │
                 │    cherry                  │
                 │                            │
                 │                            │
                 │                            │
                 ╰────────────────────────────╯
            """, "honeydew has an e but no r after it")
        let buffer = FrameComposer.compose(choose, screen: screen, placement: .inline, frame: .shown, theme: mono)
        XCTAssertEqual(buffer.styleDump().split(separator: "\n")[1...2].joined(separator: "\n"), """
            5: 8-9 bold,reverse | 10 bold,underline,reverse | 11-13 bold,reverse | 14 bold,underline,reverse | 15-31 bold,reverse
            6: 12-13 underline
            """, "the matched e and r underlined, on the focused row and the other")
        XCTAssertEqual(values(choose, send("\r", to: &choose)), ["elderberry"])
    }

    func testSmartCaseAndExactFiltering() {
        var lower = chooser(["Makefile", "main.swift", "README"])
        send("ma", to: &lower)
        XCTAssertEqual(lower.shownLabels, ["Makefile", "main.swift"], "a lowercase query matches any case; a tie keeps input order")
        var upper = chooser(["Makefile", "main.swift", "README"])
        send("Ma", to: &upper)
        XCTAssertEqual(upper.shownLabels, ["Makefile"], "a capital makes the query case-sensitive")
        var exact = chooser(["a-b-c", "abc"], filtering: .exact)
        send("abc", to: &exact)
        XCTAssertEqual(exact.shownLabels, ["abc"], "--exact: the letters together")
        var fuzzy = chooser(["a-b-c", "xyz"])
        send("abc", to: &fuzzy)
        XCTAssertEqual(fuzzy.shownLabels, ["a-b-c"])
    }

    func testBackspaceCtrlUAndCtrlWEditTheQueryAndEscClearsItBeforeCancelling() {
        var choose = chooser()
        send("ch x", to: &choose)
        XCTAssertEqual(choose.shownLabels, [])
        XCTAssertTrue(picture(choose).contains("No match"))
        send("\u{7f}\u{7f}", to: &choose)
        XCTAssertEqual(choose.query.text, "ch")
        XCTAssertEqual(choose.shownLabels, ["cherry"])
        send("\u{17}", to: &choose)
        XCTAssertEqual(choose.query.text, "")
        XCTAssertEqual(choose.shownLabels.count, 10)
        send("li", to: &choose)
        XCTAssertEqual(send("\u{1b}", to: &choose), [], "Esc with a query clears it")
        XCTAssertEqual(choose.query.text, "")
        XCTAssertEqual(send("\u{1b}", to: &choose), [.finish(.cancelled)], "Esc with an empty query cancels")
        var ctrlD = chooser()
        send("x\u{15}", to: &ctrlD)
        XCTAssertEqual(ctrlD.query.text, "", "Ctrl-U")
        XCTAssertEqual(send("\u{04}", to: &ctrlD), [.finish(.cancelled)], "Ctrl-D with an empty query cancels")
    }

    func testMultipleChoiceTogglesWithSpaceAndAcceptsInInputOrder() {
        var choose = chooser(multiple: true)
        send("\u{1b}[B\u{1b}[B \u{1b}[A\u{1b}[A ", to: &choose)
        XCTAssertEqual(picture(choose).split(separator: "\n")[5...7].joined(separator: "\n"), """
                 │  > [x] apple               │
                 │    [ ] banana              │
                 │    [x] cherry              │
            """)
        XCTAssertEqual(values(choose, send("\r", to: &choose)), ["apple", "cherry"])
    }

    func testSelectionsHiddenByTheFilterAreKept() {
        var choose = chooser(multiple: true)
        send(" ", to: &choose)               // apple
        send("fig", to: &choose)
        XCTAssertEqual(choose.shownLabels, ["fig"])
        send(" \u{1b}", to: &choose)         // fig, then clear the query
        XCTAssertEqual(choose.selectedLabels, ["apple", "fig"])
        XCTAssertEqual(values(choose, send("\r", to: &choose)), ["apple", "fig"])
    }

    func testCtrlATogglesEveryItemTheFilterShows() {
        var choose = chooser(multiple: true)
        send("an\u{01}", to: &choose)
        XCTAssertEqual(choose.selectedLabels, ["banana", "damson"])
        send("\u{01}", to: &choose)
        XCTAssertEqual(choose.selectedLabels, [], "a second Ctrl-A clears what the first selected")
    }

    func testMinimumAndMaximumRefuseEnterAndSayWhy() {
        var choose = chooser(multiple: true, minimum: 2, maximum: 3)
        send(" ", to: &choose)
        XCTAssertEqual(send("\r", to: &choose), [.bell])
        XCTAssertTrue(picture(choose).contains("Choose at least 2 (1 chosen)"), picture(choose))
        send("\u{01}", to: &choose)
        XCTAssertEqual(send("\r", to: &choose), [.bell])
        XCTAssertTrue(picture(choose).contains("Choose at most 3 (10 chosen)"), picture(choose))
        send("\u{01}\u{1b}[B \u{1b}[B \u{1b}[B ", to: &choose)
        XCTAssertEqual(values(choose, send("\r", to: &choose)), ["banana", "cherry", "damson"])
    }

    func testWithNothingSelectedEnterTakesTheFocusedItem() {
        var choose = chooser(multiple: true)
        send("\u{1b}[B", to: &choose)
        XCTAssertEqual(values(choose, send("\r", to: &choose)), ["banana"])
    }

    func testSelectedValuesStartSelectedOrFocused() {
        var many = chooser(multiple: true, selected: ["fig", "kiwi", "none"])
        XCTAssertEqual(values(many, send("\r", to: &many)), ["fig", "kiwi"])
        var one = chooser(selected: ["kiwi"])
        XCTAssertTrue(picture(one).contains("> kiwi"), picture(one))
        XCTAssertEqual(values(one, send("\r", to: &one)), ["kiwi"])
    }

    func testWithoutFilteringALetterJumpsToTheNextItemStartingWithIt() {
        var choose = chooser(["alpha", "beta", "bravo", "charlie", "Bingo"], filtering: .none)
        XCTAssertFalse(picture(choose).contains("Type to filter"))
        send("b", to: &choose)
        XCTAssertEqual(choose.focusedItem, 1)
        send("b", to: &choose)
        XCTAssertEqual(choose.focusedItem, 2)
        send("b", to: &choose)
        XCTAssertEqual(choose.focusedItem, 4, "case does not matter")
        send("b", to: &choose)
        XCTAssertEqual(choose.focusedItem, 1, "round again")
        XCTAssertEqual(send("z", to: &choose), [.bell])
    }

    func testTheTimeLimitTimesOutOrAnswersWithWhatIsFocusedOrSelected() {
        var plain = chooser()
        XCTAssertEqual(plain.handle(.timeout, screen: screen), .finish(.timedOut))
        var single = chooser(timeoutSelects: true)
        send("\u{1b}[B", to: &single)
        XCTAssertEqual(single.handle(.timeout, screen: screen), .finish(.chosen([1])))
        var multiple = chooser(multiple: true, timeoutSelects: true)
        send(" \u{1b}[B\u{1b}[B ", to: &multiple)
        XCTAssertEqual(multiple.handle(.timeout, screen: screen), .finish(.chosen([0, 2])))
    }

    func testAClickChoosesOrTogglesTheItemUnderIt() {
        func click(_ choose: inout Choose, row: Int) -> Effect<Choose.Outcome>? {
            _ = choose.handle(.mouse(MouseEvent(action: .press, button: .left, column: 6, row: row)), screen: screen)
            return choose.handle(.mouse(MouseEvent(action: .release, button: .left, column: 6, row: row)), screen: screen)
        }
        var single = chooser()
        XCTAssertEqual(click(&single, row: 7), .finish(.chosen([2])), "row 7 of the box is the third item")
        var multiple = chooser(multiple: true)
        XCTAssertNil(click(&multiple, row: 6))
        XCTAssertEqual(multiple.selectedLabels, ["banana"])
        XCTAssertNil(click(&multiple, row: 2), "the message row holds no item")
        _ = multiple.handle(.mouse(MouseEvent(action: .scrollDown, button: .none, column: 6, row: 6)), screen: screen)
        XCTAssertTrue(picture(multiple).split(separator: "\n")[5].hasSuffix("│  > [x] banana              │"),
                      "the wheel scrolled the list up a row:\n\(picture(multiple))")
    }

    func testItemsThatArriveLaterAreFilteredAndTheFocusStays() {
        var choose = chooser(["alpha", "beta"])
        choose.isReading = true
        XCTAssertTrue(picture(choose).contains("1/2 reading…"), picture(choose))
        send("\u{1b}[Bb", to: &choose)
        choose.append(["abba", "gamma", "bob"].map { Choose.Item(value: $0) })
        XCTAssertEqual(choose.shownLabels, ["beta", "bob", "abba"])
        choose.isReading = false
        XCTAssertTrue(picture(choose).contains("1/3  │"), picture(choose))
    }

    func testALongLabelIsCutInTheListAndShownWholeBelowIt() {
        let long = "/usr/share/doc/a-package-with-a-long-name/changelog.Debian.gz"
        var choose = chooser(["short", long])
        send("\u{1b}[B", to: &choose)
        XCTAssertEqual(picture(choose), """
             ╭────────────────────────────────────╮
             │                                    │
             │  Pick a fruit                      │
             │                                    │
             │  Type to filter               2/2  │
             │    short                           │
             │  > /usr/share/doc/a-package-with…  │
             │  …a-long-name/changelog.Debian.gz  │
             ╰────────────────────────────────────╯
            """)
        send("\u{1b}[A", to: &choose)
        XCTAssertEqual(picture(choose).split(separator: "\n")[7], " │                                    │",
                       "the focused label fits: the row stays empty")
    }

    func testValueAndLabelSplitAtTheDelimiter() {
        let item = Choose.Item(parsing: "fr\tFrançais\tde France", delimiter: "\t")
        XCTAssertEqual(item.value, "fr")
        XCTAssertEqual(item.label, "Français^Ide France", "a tab left in a label is made visible")
        XCTAssertEqual(Choose.Item(parsing: "no delimiter", delimiter: "::").value, "no delimiter")
        XCTAssertEqual(Choose.Item(parsing: "a::b::c", delimiter: "::").label, "b::c")
        XCTAssertEqual(Choose.Item(parsing: "x\u{1b}[31m", delimiter: nil).label.contains("\u{1b}"), false)
    }

    func testUnicodeLabelsFilterAndHighlightByGrapheme() {
        var choose = chooser(["日本語のテキスト", "👍🏽 thumbs up", "👨‍👩‍👧 family", "🇯🇵 Japan", "Cafe\u{301} crème"])
        send("本", to: &choose)
        XCTAssertEqual(choose.shownLabels, ["日本語のテキスト"])
        send("\u{15}👍🏽", to: &choose)
        XCTAssertEqual(choose.shownLabels, ["👍🏽 thumbs up"])
        send("\u{15}jp", to: &choose)
        XCTAssertEqual(choose.shownLabels, ["🇯🇵 Japan"])
        send("\u{15}crème", to: &choose)
        XCTAssertEqual(choose.shownLabels, ["Cafe\u{301} crème"])
        let buffer = FrameComposer.compose(choose, screen: screen, placement: .inline, frame: .shown, theme: mono)
        XCTAssertTrue(buffer.lines()[5].contains("> Café crème"), buffer.lines()[5])
        XCTAssertTrue(buffer.styleDump().contains("5: 8-14 bold,reverse | 15-19 bold,underline,reverse | 20-31 bold,reverse"),
                      "crème underlined after the combined é:\n\(buffer.styleDump())")
    }
}

extension Choose {
    /// The labels shown, best first.
    var shownLabels: [String] { (0..<shownCount).map { items[shownItem($0)].label } }
    /// The labels selected, in input order.
    var selectedLabels: [String] { selected.sorted().map { items[$0].label } }
}
