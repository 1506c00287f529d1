/// A list to pick one or many items from, filtered as you type (`swalert choose`); items may arrive while it shows.
///
/// ```swift
/// let fruit = Choose(message: "Pick a fruit", items: ["apple", "banana", "cherry"].map { Choose.Item(value: $0) })
/// if case .finished(.chosen(let picked)) = try fruit.present(on: Terminal.open()) { print(fruit.items[picked[0]].value) }
/// ```
public struct Choose: Dialog, Sendable {
    /// How a choice ends.
    public enum Outcome: Hashable, Sendable {
        /// Enter (or a click, or a time limit with `timeoutSelects`): the chosen items' indices, in input order.
        case chosen([Int])
        /// Esc or Ctrl-D with an empty query; a second button.
        case cancelled
        /// Esc told apart from Cancel (`.dismiss`: newt's and dialog's keys); Ctrl-D at the plain prompt.
        case dismissed
        /// The time limit ran out; the items' pipe ended empty.
        case timedOut, noItems
        /// Button `button` pressed under `KeyBindings.answersPressedButton`: the checked items (or the focused one) and
        /// the focused one apart.
        case pressed(button: Int, items: [Int], focused: Int?)
    }

    /// The parts of a chooser's box, top to bottom.
    enum Part: BoxPart {
        case border, topPadding, title, titleGap, message, messageGap, query, list, cutNotice, fullLabel, error, buttonGap, buttons
    }

    /// What the mouse is over: a button, or the item in a place of the list.
    enum Hit: Equatable { case button(Int), item(Int) }

    /// One item: the value printed when it is chosen and the label shown for it.
    public struct Item: Hashable, Sendable {
        public let value: String
        /// Sanitised: control characters made visible, on one line.
        public let label: String

        public init(value: String, label: String? = nil) {
            self.value = value
            self.label = Sanitizer.sanitize(label ?? value, keepNewlines: false, keepTabs: false)
        }

        /// `value<delimiter>label` split at the first delimiter, or the whole text as both without one.
        public init(parsing text: String, delimiter: String?) {
            if let delimiter, let (end, next) = Self.firstOccurrence(of: delimiter, in: text) {
                self.init(value: String(text[..<end]), label: String(text[next...]))
            } else {
                self.init(value: text)
            }
        }

        /// Where `delimiter` first stands in `text`, byte by byte: its start and the index after it.
        private static func firstOccurrence(of delimiter: String, in text: String) -> (String.Index, String.Index)? {
            let needle = Array(delimiter.utf8), bytes = text.utf8
            guard let lead = needle.first else { return nil }
            var index = bytes.startIndex
            while let found = bytes[index...].firstIndex(of: lead) {
                if bytes[found...].starts(with: needle) { return (found, bytes.index(found, offsetBy: needle.count)) }
                index = bytes.index(after: found)
            }
            return nil
        }
    }

    /// How typing narrows the list: the query's characters in order, or as one piece of the label; or `none`, a
    /// letter focusing the next item that starts with it (as dialog's menu).
    public enum Filtering: Sendable { case fuzzy, exact, none }

    /// What the chooser allows, beside its items.
    public struct Configuration: Sendable {
        /// Check boxes, and any number of items chosen.
        public var multiple = false
        public var minimum: Int?
        public var maximum: Int?
        public var filtering = Filtering.fuzzy
        /// A time limit answers with the focused or selected items, as Enter would, instead of timing out (and times
        /// out where Enter would refuse them: too few or too many, or no item to focus).
        public var timeoutSelects = false
        /// The most rows the list takes (inline, 10 by default on the command line).
        public var maximumRows: Int?
        /// With `multiple`, radio buttons: Space turns the focused item on and the one that was on off.
        public var radio = false
        /// Buttons under the list (whiptail's OK and Cancel): the first accepts, the second cancels.
        public var buttons: [ButtonLabel] = []

        public init(multiple: Bool = false, minimum: Int? = nil, maximum: Int? = nil, filtering: Filtering = .fuzzy,
                    timeoutSelects: Bool = false, maximumRows: Int? = nil, radio: Bool = false, buttons: [ButtonLabel] = []) {
            self.multiple = multiple
            self.minimum = minimum
            self.maximum = maximum
            self.filtering = filtering
            self.timeoutSelects = timeoutSelects
            self.maximumRows = maximumRows
            self.radio = radio
            self.buttons = buttons
        }
    }

    public private(set) var items: [Item] = []
    public let configuration: Configuration
    /// The query typed so far, and the selected items (check boxes) by index.
    public private(set) var query = LineEditor()
    public private(set) var selected: Set<Int> = []
    /// Items may still arrive (`append`); the position says so. `finishReading` ends it.
    public var isReading = false
    /// Enter pressed while items were arriving: answered once they all have (`finishReading`).
    public internal(set) var heldAccept: HeldAccept?
    /// Why the list has fewer items than were offered (`Choose.ItemReader`), shown under it.
    public var cutNotice: String?
    public var isCut: Bool { cutNotice != nil }
    /// Why Enter did not accept, until the next change.
    public private(set) var error: String?
    /// The language of the words the list draws itself ("Type to filter", "No match") and its plain prompt's.
    public private(set) var messages = Messages.english
    /// The items that pass the query, best first; empty with no query (every item, in order).
    private var shown = FilterQuery.Ranking()
    var list = ScrollingList(count: 0)
    /// The rows the list had when it was last laid out: the window that arriving items keep in view.
    var rows = 1
    private(set) var matcher: FilterQuery
    /// The widest label so far, counted no further than 1,000 columns: the box grows with it.
    private(set) var widestLabel = 0
    /// The values to select as they arrive (check boxes), or the one to focus first (none).
    private var preselected: Set<String>
    /// The first grapheme of the query shown, kept between frames so the query scrolls only when it must.
    private(set) var anchor = 0
    let title: String
    let message: TextBlock
    public let maximumWidth: Int?
    /// The tallest the box may be (nil: the screen's height).
    public var maximumHeight: Int?
    /// The message takes every row the list leaves (whiptail's and dialog's prompts), not at most a third of the screen.
    public var messageFillsRoom = false
    /// The first message line shown.
    public internal(set) var messageScroll = 0
    /// The message is a stop of the focus always (`use`), or only while it is cut (with `messageFillsRoom`).
    var messageStops = false
    public var backtitle = ""
    public var begin: Point?
    /// The keys the chooser answers to (`use`): swalert's unless given others.
    public private(set) var keys = KeyBindings.choose
    private(set) var keysHelpLine: String
    /// The help of each item (cdialog's `--item-help`), shown on the help line while the item has the focus.
    public var itemHelp: [String]?
    public var helpLine: String {
        guard let itemHelp, let focused = focusedItem, itemHelp.indices.contains(focused) else { return keysHelpLine }
        return itemHelp[focused]
    }
    /// An item's help starts at the screen's second column, as dialog's `dlg_item_help` writes it.
    public var helpLineStartsLeft: Bool { itemHelp != nil }
    /// The list (field 0) and the buttons.
    var ring: FocusRing
    private var click = Click<Hit>()
    static let field = LineField(mask: nil)

    /// Makes a chooser; items whose value is in `selected` start selected (check boxes), or the first focused.
    public init(message: String, title: String = "", items: [Item] = [], configuration: Configuration = Configuration(),
                selected: [String] = [], maximumWidth: Int? = nil) {
        self.message = TextBlock(message)
        self.title = Sanitizer.sanitize(title, keepNewlines: false, keepTabs: false)
        self.configuration = configuration
        self.maximumWidth = maximumWidth
        preselected = Set(selected)
        matcher = FilterQuery("", mode: configuration.filtering == .exact ? .exact : .fuzzy)
        ring = FocusRing(fields: [0], buttons: configuration.buttons.count)
        keysHelpLine = Self.help(keys, multiple: configuration.multiple)
        append(items)
    }

    /// Answers to `keys` (`KeyBindings.newt`, say), the message a stop of the focus when `messageTakesFocus`.
    public mutating func localize(_ messages: Messages) { self.messages = messages }

    public mutating func use(_ keys: KeyBindings, messageTakesFocus: Bool = false, defaultButton: Int? = nil) {
        self.keys = keys
        keysHelpLine = Self.help(keys, multiple: configuration.multiple)
        messageStops = messageTakesFocus
        ring = FocusRing(message: messageTakesFocus, fields: keys.bodyTakesFocus && !items.isEmpty ? [0] : [],
                         buttons: max(1, configuration.buttons.count), focus: defaultButton.map(FocusRing.Stop.button))
    }

    /// The help line of `keys`: a single choice has no check boxes, so its help leaves out what selects them.
    private static func help(_ keys: KeyBindings, multiple: Bool) -> String {
        guard multiple else {
            return Keymap(keys.box.bindings.filter { $0.action != .toggle && $0.action != .toggleAll }).helpLine
        }
        return keys.checkList.helpLine(after: keys.box.helpLine)
    }

    /// Selects exactly `items` (check boxes) and focuses `focus`: by position, telling apart items of one value.
    public mutating func preselect(_ items: [Int], focus: Int? = nil) {
        preselected = []
        if configuration.multiple { selected = Set(items.filter { self.items.indices.contains($0) }) }
        focusOn(focus)
    }

    /// The focused item's index, when the filter lets any through.
    public var focusedItem: Int? { shownCount == 0 ? nil : shownItem(list.focus) }

    /// How many items pass the query.
    var shownCount: Int { matcher.isEmpty ? items.count : shown.count }

    /// The item shown in place `place`, counted from the best match.
    func shownItem(_ place: Int) -> Int { matcher.isEmpty ? place : shown[place] }

    /// Adds items that arrived: filtered and ranked like the rest, the focus kept on the item it was on.
    public mutating func append(_ newItems: [Item]) {
        guard !newItems.isEmpty else { return }
        let first = items.count, focused = focusedItem
        items += newItems
        var focus: Int?
        for index in first..<items.count {
            let item = items[index]
            widestLabel = max(widestLabel, min(1_000, item.label.displayWidth(upTo: 1_000)))
            if !preselected.isEmpty, preselected.contains(item.value) {
                if configuration.multiple { selected.insert(index) } else if focus == nil { focus = index }
            }
        }
        if !matcher.isEmpty { shown.add(Array(first..<items.count), by: matcher) { items[$0].label } }
        if focus != nil { preselected = [] }
        // An Enter held for the best match shows it focused as better ones arrive.
        focusOn(heldAccept == .best ? nil : focus ?? focused)
        if heldAccept == .best { list.move(to: 0, rows: rows) }
    }

    /// Focuses `item` when it is shown; otherwise keeps the focus where it is.
    mutating func focusOn(_ item: Int?) {
        list.resize(count: shownCount, rows: rows)
        if let item, let place = matcher.isEmpty ? item : shown.place(of: item) { list.move(to: place, rows: rows) }
    }

    /// Filters all the items again for the query as it now is, the best match focused.
    private mutating func refilter() {
        let text = query.text
        let earlier = matcher
        matcher = FilterQuery(text, mode: configuration.filtering == .exact ? .exact : .fuzzy)
        let narrowing = configuration.filtering != .none && matcher.narrows(earlier)
        // A query that narrows the last matches a subset of what it did: only those are looked at again.
        let candidates = matcher.isEmpty ? [] : narrowing ? shown.items.sorted() : Array(items.indices)
        shown = FilterQuery.Ranking()
        shown.add(candidates, by: matcher) { items[$0].label }
        list.resize(count: shownCount, rows: rows)
        list.move(to: 0, rows: rows)
        if heldAccept != nil { heldAccept = .best }
    }

    // MARK: - Events

    public mutating func handle(_ event: DialogEvent, screen: Size) -> Effect<Outcome>? {
        let layout = layout(screen: screen)
        rows = max(1, layout.listRows.count)
        list.move(to: list.focus, rows: rows)
        stopOnMessage(whenCut: layout)
        defer { anchor = Self.field.firstVisible(query, anchor: anchor, width: fieldWidth(layout)) }
        return respond(to: event, screen: screen)
    }

    private mutating func respond(to event: DialogEvent, screen: Size) -> Effect<Outcome>? {
        switch event {
        case .key(let key):
            if let action = ring.table(in: keys, body: configuration.multiple ? keys.checkList : keys.list).action(for: key) {
                return ring.focused == .message ? scrollMessage(action, screen: screen) : perform(action)
            }
            if ring.focused == .message, let action = KeyBindings.newt.message.action(for: key) {
                return scrollMessage(action, screen: screen)
            }
            if let action = keys.box.action(for: key) { return perform(action) }
            guard case .character(let character) = key.key, key.modifiers.isSubset(of: [.shift]) else { return nil }
            switch keys.letters {
            case .query: return type(String(character))
            // newt's check boxes take no letters: only its list box (a menu) moves to one.
            case .nextBelow where ring.focusedField != nil && !configuration.multiple && character.isASCII && character.isLetter:
                if let place = place(startingWith: character, round: false) { list.move(to: place, rows: rows) }
            case .nextRound, .rowDigits:
                // The list a stop and a button focused, a letter presses the button it is the first capital of (dialog's).
                let onButton = keys.bodyTakesFocus && ring.focusedButton != nil
                if onButton, let button = KeyBindings.firstCapital(character, labels: configuration.buttons.map(\.text)) {
                    return press(button: button)
                }
                // Else 1 to 9 focus the item on that row of the list in view (dialog's).
                let letter = keys.letters == .nextRound && !onButton ? place(startingWith: character, round: true) : nil
                if let place = letter ?? character.wholeNumberValue.flatMap({ digit in
                    character.isASCII && digit >= 1 ? list.item(atRow: digit - 1, rows: rows) : nil
                }) {
                    list.move(to: place, rows: rows)
                }
            case .nextBelow: break
            }
            return nil
        case .paste(let text):
            return type(text)
        case .mouse(let mouse):
            return handleMouse(mouse, screen: screen)
        case .timeout:
            // What Enter would choose (items still arriving or not), or a time-out where Enter would refuse.
            guard configuration.timeoutSelects, case .finish(let outcome)? = accept() else { return .finish(.timedOut) }
            return .finish(outcome)
        case .tick:
            return nil
        }
    }

    mutating func perform(_ action: KeyAction) -> Effect<Outcome>? {
        guard !ring.move(action) else { return nil }
        let multiple = configuration.multiple
        switch action {
        case .up, .down, .pageUp, .pageDown, .focusPageDown, .focusPageUp, .focusPageUpLessOne, .focusTopRowOrPageUp,
             .first, .last:
            list.move(action, rows: rows)
            if heldAccept != nil { holdAccept() }
        case .accept: return isReading ? pressEnterWhileReading() : accept()
        case .toggle where multiple: toggle(focusedItem)
        case .press, .toggle: return ring.focusedButton.flatMap { press(button: $0) }
        case .cancel: return .finish(.cancelled)
        case .dismiss: return .finish(.dismissed)
        case .toggleAll where multiple:
            let visible = (0..<shownCount).lazy.map(shownItem)
            if visible.allSatisfy(selected.contains) { selected.subtract(visible) } else { selected.formUnion(visible) }
            error = nil
        case .clearOrCancel:
            guard !query.isEmpty else { return .finish(.cancelled) }
            query = LineEditor()
            refilter()
        case .deleteForwardOrCancel:
            guard !query.isEmpty else { return .finish(.cancelled) }
            editQuery { $0.deleteForward() }
        case .deleteBackward, .killToStart, .killWhitespaceWordBackward: editQuery { $0.apply(action) }
        case .moveLeft, .moveRight: query.apply(action)
        default: break
        }
        return nil
    }

    /// Typed text: the query grows, or without filtering the next item starting with its letter is focused.
    mutating func type(_ text: String) -> Effect<Outcome>? {
        guard configuration.filtering != .none else {
            guard let letter = text.first, shownCount > 0 else { return nil }
            guard let place = place(startingWith: letter, round: true) else { return .bell }
            list.move(to: place, rows: rows)
            return nil
        }
        editQuery { _ = $0.insert(text) }
        return nil
    }

    private mutating func editQuery(_ edit: (inout LineEditor) -> Void) {
        guard configuration.filtering != .none else { return }
        let before = query.text
        edit(&query)
        if query.text != before { refilter() }
    }

    mutating func toggle(_ item: Int?) {
        guard let item else { return }
        if configuration.radio {
            // newt's radio buttons: the last one on goes off, the focused one comes on.
            if let on = selected.max() { selected.remove(on) }
            selected.insert(item)
        } else if selected.remove(item) == nil {
            selected.insert(item)
        }
        error = nil
    }

    /// What Enter chooses: the selected items, or the focused one when none are (as fzf does).
    private func chosenItems() -> [Int] {
        guard configuration.multiple, !selected.isEmpty else { return focusedItem.map { [$0] } ?? [] }
        return selected.sorted()
    }

    mutating func accept() -> Effect<Outcome>? {
        if configuration.radio { return .finish(.chosen(selected.max().map { [$0] } ?? [])) }
        // The buttons' form answers the check boxes as they stand, none checked included (whiptail's checklist).
        if configuration.multiple, !configuration.buttons.isEmpty { return .finish(.chosen(selected.sorted())) }
        guard configuration.multiple else { return focusedItem.map { .finish(.chosen([$0])) } ?? .bell }
        let chosen = selected.isEmpty && configuration.minimum == nil ? chosenItems() : selected.sorted()
        if let minimum = configuration.minimum, chosen.count < minimum {
            error = messages.text(.listAtLeast, ("minimum", "\(minimum)"), ("count", "\(chosen.count)"))
            return .bell
        }
        if let maximum = configuration.maximum, chosen.count > maximum {
            error = messages.text(.listAtMost, ("maximum", "\(maximum)"), ("count", "\(chosen.count)"))
            return .bell
        }
        return chosen.isEmpty ? .bell : .finish(.chosen(chosen))
    }

    private mutating func handleMouse(_ mouse: MouseEvent, screen: Size) -> Effect<Outcome>? {
        let layout = layout(screen: screen)
        let onList = layout.isContent(column: mouse.column) && layout.listRows.contains(mouse.row)
        let item = onList ? list.item(atRow: mouse.row - layout.listRows.lowerBound, rows: rows) : nil
        switch click.track(mouse, over: layout.button(at: mouse).map(Hit.button) ?? item.map(Hit.item)) {
        case .pressed(.button(let index))?:
            ring.focus(.button(index))
        case .pressed(.item(let place))?:
            list.move(to: place, rows: rows)
            ring.focus(.field(0))
        case .clicked(.button(let index))?:
            return press(button: index)
        case .clicked(.item(let place))?:
            if configuration.multiple { toggle(shownItem(place)) } else { return .finish(.chosen([shownItem(place)])) }
        case .wheel(let lines)?:
            list.scroll(by: lines, rows: rows)
        case nil:
            break
        }
        return nil
    }

    /// Button `index` pressed: the first accepts, any other cancels (or answers, with `answersPressedButton`).
    mutating func press(button index: Int) -> Effect<Outcome>? {
        guard keys.answersPressedButton else { return index == 0 ? accept() : .finish(.cancelled) }
        ring.focus(.button(index))
        let checked = configuration.radio ? selected.max().map { [$0] } ?? [] : selected.sorted()
        let items = configuration.multiple ? checked : focusedItem.map { [$0] } ?? []
        return .finish(.pressed(button: index, items: items, focused: focusedItem))
    }

    /// The place of the next item whose label starts with `character`, case aside, round from the focused one; not
    /// `round` (newt's), from the focused one when it starts so too, else from the top.
    private func place(startingWith character: Character, round: Bool) -> Int? {
        let wanted = character.lowercased()
        func starts(_ place: Int) -> Bool { items[shownItem(place)].label.first.map { $0.lowercased() == wanted } ?? false }
        guard shownCount > 0 else { return nil }
        if round { return (1...shownCount).lazy.map { (list.focus + $0) % shownCount }.first(where: starts) }
        return ((starts(list.focus) ? list.focus + 1 : 0)..<shownCount).first(where: starts)
    }
}
