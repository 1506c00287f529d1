/// A choice from a list asked as plain lines: the title, the message and the items numbered, 20 at a time
/// (`more: Enter ` writes the next page; any answer is taken there too), then a prompt:
///
/// ```
/// Fruit
/// Pick a fruit for the pie
///  1) apple
///  2) banana
///  3) cherry
/// Choose 1-3 [1]: berry
/// 1 match for "berry":
/// 1) elderberry
/// Choose 1 [1]: 1
/// ```
///
/// A number chooses (empty: the default, as Enter does); a multiple choice takes numbers and ranges (`1 3 5-7`)
/// that replace the preselection, bounds said and asked again; any other answer filters the list, renumbered; a bad
/// number is answered with why. Ctrl-D cancels, as Esc does; with no items every ending is `.noItems`.
public struct PlainChoosePrompt: PlainPrompt, Sendable {
    public typealias Outcome = Choose.Outcome

    /// The items written before `more: Enter `.
    static let pageSize = 20

    /// A numbered list, and how far it has been written.
    struct Listing: Equatable, Sendable {
        /// The items it numbers from 1, by index: the best match first after a filter.
        var items: [Int]
        /// The filter that made it, nil for the whole list.
        var query: String?
        /// How many of its items have been written: the first `listed`.
        var listed: Int
        /// Where the page written last starts.
        var pageStart = 0

        init(items: [Int], query: String?) {
            self.items = items
            self.query = query
            listed = min(PlainChoosePrompt.pageSize, items.count)
        }

        var isComplete: Bool { listed >= items.count }

        /// The numbers it takes: `1-3`, or `1`.
        var range: String { items.count == 1 ? "1" : "1-\(items.count)" }
    }

    /// The title and the message.
    let heading: String
    let labels: [String]
    let multiple: Bool
    let minimum: Int?
    let maximum: Int?
    let mode: FuzzyMatcher.Mode
    let timeoutSelects: Bool
    /// The items selected from the start (multiple choice only).
    let preselected: Set<Int>
    /// The item focused from the start.
    let focus: Int?
    let messages: Messages
    /// The whole list, in input order.
    private(set) var all: Listing
    /// The list the last filter made, while it is the one asked about.
    private(set) var filtered: Listing?

    public init(_ choose: Choose) {
        heading = PlainText.heading(choose.title, PlainText.withoutTrailingNewlines(choose.message.text))
        labels = choose.items.map { ColorCodes.withoutStrayMarks(in: $0.label) }
        let configuration = choose.configuration
        multiple = configuration.multiple
        minimum = configuration.minimum
        maximum = configuration.maximum
        mode = configuration.filtering == .fuzzy ? .fuzzy : .exact
        timeoutSelects = configuration.timeoutSelects
        preselected = configuration.multiple ? choose.selected : []
        focus = choose.focusedItem ?? (choose.items.isEmpty ? nil : 0)
        all = Listing(items: Array(choose.items.indices), query: nil)
        messages = choose.messages
    }

    /// The list the numbers answered refer to.
    var current: Listing { filtered ?? all }

    public var opening: String {
        let text = heading
        guard !labels.isEmpty else { return text + messages[.plainChooseNoItems] + "\n" + messages[.plainChoosePressEnter] + ": " }
        // Asked anew (after `fg`), the page written last is written again.
        return text + page(of: current) + prompt(for: current)
    }

    public mutating func answer(_ line: String?) -> PlainReply<Outcome> {
        guard !labels.isEmpty else { return .finish(.noItems, line == nil ? "\n" : "") }
        guard let line else { return .finish(.cancelled, "\n") }
        let answer = PlainText.trimmed(LineEditor.cleaned(line))
        let listing = current
        if answer.isEmpty {
            guard listing.isComplete else { return .ask(nextPage()) }
            let defaults = defaultItems(in: listing)
            guard !defaults.isEmpty else { return .ask(hint(for: listing) + "\n" + prompt(for: listing)) }
            return finish(defaults, listing)
        }
        if Self.isNumbers(answer) { return choose(answer, listing) }
        return filter(answer)
    }

    public func timedOut() -> PlainReply<Outcome> {
        guard !labels.isEmpty else { return .finish(.noItems, "\n") }
        guard timeoutSelects else { return .finish(.timedOut, "\n") }
        // What Enter would choose, checked against --min and --max as Enter's is; refused, a time-out.
        // With none selected the focused item, as the drawn list's Enter, unless a --min asks for a selection.
        let selection = multiple && (!preselected.isEmpty || minimum != nil)
        let items = selection ? preselected.sorted() : defaultItem(in: current).map { [$0] } ?? []
        guard !items.isEmpty, case .chosen? = finish(items, current).outcome else { return .finish(.timedOut, "\n") }
        return .finish(.chosen(items), "\n")
    }

    // MARK: - Writing

    /// The page of `listing` written last: its lines, under the filter's line when it is the first page.
    func page(of listing: Listing) -> String {
        var text = ""
        if let query = listing.query, listing.pageStart == 0 {
            let count = listing.items.count
            text += (count == 1 ? messages.text(.plainChooseOneMatch, ("query", query))
                : messages.text(.plainChooseMatches, ("count", "\(count)"), ("query", query))) + "\n"
        }
        let width = String(listing.items.count).count
        let marks = multiple && !preselected.isEmpty
        for position in listing.pageStart..<listing.listed {
            let item = listing.items[position], number = String(position + 1)
            text += String(repeating: " ", count: width - number.count) + number + ") "
            if marks { text += preselected.contains(item) ? "[x] " : "[ ] " }
            text += labels[item] + "\n"
        }
        return text
    }

    /// `more: Enter ` until the whole list is written, then the question, with what an empty line chooses.
    func prompt(for listing: Listing) -> String {
        guard listing.isComplete else { return messages[.plainChooseMore] + " " }
        let defaults = Self.ranges(defaultPositions(in: listing))
        let suffix = defaults.isEmpty ? ": " : " [\(defaults)]: "
        guard multiple else { return messages.text(.plainChooseChoose, ("range", listing.range)) + suffix }
        return messages.text(.plainChooseChooseAmount, ("amount", amount), ("range", listing.range))
            + (listing.items.count == 1 ? "" : " " + messages[.plainChooseExample]) + suffix
    }

    /// How many a multiple choice takes, in words.
    var amount: String {
        let least = max(1, minimum ?? 1)
        switch maximum {
        case nil: return least == 1 ? messages[.plainChooseOneOrMore] : messages.text(.plainChooseAtLeast, ("count", "\(least)"))
        case let most? where most == least: return "\(most)"
        case let most? where least == 1: return messages.text(.plainChooseUpTo, ("count", "\(most)"))
        case let most?: return messages.text(.plainChooseFromTo, ("minimum", "\(least)"), ("maximum", "\(most)"))
        }
    }

    /// What an answer may be, said after an empty one when there is no default.
    func hint(for listing: Listing) -> String {
        let count = listing.items.count
        guard count > 1 else { return messages[.plainChooseTypeOne] }
        return messages.text(multiple ? .plainChooseTypeNumbers : .plainChooseTypeNumber, ("count", "\(count)"))
    }

    /// Writes the next page of the current list.
    private mutating func nextPage() -> String {
        var listing = current
        listing.pageStart = listing.listed
        listing.listed = min(listing.listed + Self.pageSize, listing.items.count)
        store(listing)
        return page(of: listing) + prompt(for: listing)
    }

    private mutating func store(_ listing: Listing) {
        if filtered != nil { filtered = listing } else { all = listing }
    }

    // MARK: - Answers

    /// The single choice's default: the item focused first in the whole list, the best match in a filtered one.
    func defaultItem(in listing: Listing) -> Int? {
        listing.query == nil ? focus : listing.items.first
    }

    /// What an empty line chooses: the default item, or the preselected items listed, in input order.
    func defaultItems(in listing: Listing) -> [Int] {
        guard multiple else { return defaultItem(in: listing).map { [$0] } ?? [] }
        return listing.query == nil ? preselected.sorted() : listing.items.filter(preselected.contains).sorted()
    }

    /// Where the default items stand in `listing`, from 0.
    func defaultPositions(in listing: Listing) -> [Int] {
        // The whole list numbers the items in input order.
        if listing.query == nil { return defaultItems(in: listing) }
        guard multiple else { return listing.items.isEmpty ? [] : [0] }
        return listing.items.indices.filter { preselected.contains(listing.items[$0]) }
    }

    /// Whether `answer` is meant as numbers: ASCII digits, with spaces, commas and hyphens between them.
    static func isNumbers(_ answer: String) -> Bool {
        answer.contains { $0.isASCII && $0.isNumber }
            && answer.allSatisfy { ($0.isASCII && $0.isNumber) || $0 == " " || $0 == "," || $0 == "-" }
    }

    /// The items `answer`'s numbers and ranges name in `listing`, or what is wrong with them.
    private mutating func choose(_ answer: String, _ listing: Listing) -> PlainReply<Outcome> {
        let count = listing.items.count
        let again = "\n" + prompt(for: listing)
        var positions = Set<Int>()
        for token in answer.split(whereSeparator: { $0 == " " || $0 == "," }) {
            let ends = token.split(separator: "-", omittingEmptySubsequences: false)
            guard (1...2).contains(ends.count), ends.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) }) else {
                return .ask(messages.text(.plainChooseNotANumber, ("answer", String(token))) + again)
            }
            // A number too long for an Int is out of the list anyway.
            let first = Int(ends[0]) ?? .max, last = Int(ends[ends.count - 1]) ?? .max
            if last < first {
                return .ask(messages.text(.plainChooseBackwards, ("answer", String(token)), ("range", "\(ends[1])-\(ends[0])")) + again)
            }
            guard first >= 1, last <= count else {
                return .ask(messages.text(.plainChooseNotInList, ("answer", String(token)), ("range", listing.range)) + again)
            }
            guard multiple || (first == last && (positions.isEmpty || positions == [first - 1])) else {
                return .ask(messages[.plainChooseOneNumber] + again)
            }
            positions.formUnion((first - 1)...(last - 1))
        }
        return finish(positions.map { listing.items[$0] }.sorted(), listing)
    }

    /// Chooses `items` (in input order), or says why a multiple choice cannot take that many.
    private func finish(_ items: [Int], _ listing: Listing) -> PlainReply<Outcome> {
        if multiple {
            let again = "\n" + prompt(for: listing)
            if let minimum, items.count < minimum {
                return .ask(messages.text(.plainChooseAtLeastChosen, ("minimum", "\(minimum)"), ("count", "\(items.count)")) + again)
            }
            if let maximum, items.count > maximum {
                return .ask(messages.text(.plainChooseAtMostChosen, ("maximum", "\(maximum)"), ("count", "\(items.count)")) + again)
            }
        }
        return .finish(.chosen(items))
    }

    /// Lists the items that match `query`, numbered afresh, or goes back to the whole list when none does.
    private mutating func filter(_ query: String) -> PlainReply<Outcome> {
        let matches = FilterQuery(query, mode: mode).rank(labels)
        guard !matches.isEmpty else {
            filtered = nil
            return .ask(messages.text(.plainChooseNoMatch, ("query", query)) + "\n" + prompt(for: all))
        }
        let listing = Listing(items: matches, query: query)
        filtered = listing
        return .ask(page(of: listing) + prompt(for: listing))
    }

    /// Ascending positions as the numbers a person would write: `2 4-6`.
    static func ranges(_ positions: [Int]) -> String {
        var parts: [String] = []
        var index = 0
        let sorted = positions.sorted()
        while index < sorted.count {
            var end = index
            while end + 1 < sorted.count && sorted[end + 1] == sorted[end] + 1 { end += 1 }
            let first = sorted[index] + 1, last = sorted[end] + 1
            parts.append(first == last ? "\(first)" : end == index + 1 ? "\(first) \(last)" : "\(first)-\(last)")
            index = end + 1
        }
        return parts.joined(separator: " ")
    }
}
