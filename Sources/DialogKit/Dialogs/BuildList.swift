/// dialog's `--buildlist` (`buildlist.c`): the items off in a list on the left, those on in one on the right, each in
/// the items' order; Space moves the focused item across, ^ and $ go to the left and right lists, ↑/↓, Home/End and
/// PgUp/PgDn move in the focused item's list as dialog's do, Tab and ←/→ go round the buttons.
public struct BuildList: Dialog, Sendable {
    public enum Outcome: Hashable, Sendable {
        /// A button was pressed: the items on, in order, and the focused one.
        case pressed(button: Int, on: [Int], focused: Int?)
        case dismissed, timedOut
    }

    public let texts: [String]
    /// Which items are on (in the right list).
    public private(set) var on: [Bool]
    /// The focused item (nil with none); its list is the one on its side.
    public private(set) var current: Int?
    /// Each list's first item shown, as an item index (dialog's `top_index`, which may name an item now across).
    private var top: [Int] = [0, 0]
    /// The focused button; the lists keep their keys whichever it is.
    public var button: Int { ring.focusedButton ?? 0 }
    var ring: FocusRing
    /// The rows each list shows (dialog's `use_height`).
    public let rows: Int
    public let buttons: [ButtonLabel]
    public let keys: KeyBindings
    public var backtitle = ""
    public var begin: Point?
    public var helpLine: String { keys.box.helpLine }
    let title: String
    let message: TextBlock
    let maximumWidth: Int?
    private var click = Click<Int>()

    /// Items showing `texts`, those in `on` on the right; `rows` shown in each list, `focus` focused first (else the
    /// first on the left, else the first on the right).
    public init(message: String, title: String = "", texts: [String], on: [Bool], buttons: [ButtonLabel],
                defaultButton: Int = 0, focus: Int? = nil, rows: Int, keys: KeyBindings = .dialogBuildList,
                maximumWidth: Int? = nil) {
        precondition(!buttons.isEmpty, "a build list needs its buttons")
        self.texts = texts.map { Sanitizer.sanitize($0, keepNewlines: false, keepTabs: false) }
        self.on = texts.indices.map { on.indices.contains($0) && on[$0] }
        self.buttons = buttons
        ring = FocusRing(buttons: buttons.count, focus: .button(buttons.indices.contains(defaultButton) ? defaultButton : 0))
        self.rows = max(1, rows)
        self.keys = keys
        self.maximumWidth = maximumWidth
        self.title = Sanitizer.sanitize(title, keepNewlines: false, keepTabs: false)
        self.message = TextBlock(message)
        current = focus.flatMap { texts.indices.contains($0) ? $0 : nil } ?? first(false) ?? first(true)
        // The focused list starts with the focused item in its last row; the other at item 0.
        if let current {
            let side = self.on[current]
            var item = max(0, current - min(self.rows, texts.count) + 1)
            while self.on[item] != side { item += 1 }
            top[side ? 1 : 0] = item
        }
    }

    /// The items of the right list (`true`) or the left, in order.
    public func list(_ side: Bool) -> [Int] {
        if side, let arrival { return arrival }
        return on.indices.filter { on[$0] == side }
    }

    /// The right list in the order its items came across (dialog's `--reorder`); nil: in the items' order.
    private var arrival: [Int]?

    /// Keeps the right list in the order its items come across, those on at the start first (dialog's `--reorder`).
    public mutating func keepArrivalOrder() {
        arrival = list(true)
    }

    // MARK: - dialog's moves within a list (`buildlist.c`)

    private func first(_ side: Bool) -> Int? { on.firstIndex(of: side) }
    private func row(_ item: Int, _ side: Bool) -> Int { on.indices.contains(item) ? list(side).firstIndex(of: item) ?? -1 : -1 }
    private func item(_ row: Int, _ side: Bool) -> Int { let items = list(side); return items.indices.contains(row) ? items[row] : -1 }
    private func next(_ item: Int, _ side: Bool) -> Int {
        let items = list(side), row = row(item, side)
        return items.indices.contains(row + 1) ? items[row + 1] : item
    }
    private func previous(_ item: Int, _ side: Bool) -> Int {
        let row = row(item, side)
        return row > 0 ? self.item(row - 1, side) : item
    }
    /// The row `skip` rows below `row`, no further than the list's last (`skip_rows`).
    private func skip(_ row: Int, _ side: Bool) -> Int {
        let count = list(side).count
        var result = row, index = row + 1
        while index < on.count, index <= row + rows, index < count {
            result = index
            index += 1
        }
        return result
    }
    /// The item on `side` nearest `item`, the one before it when as near (`closest_item`).
    private func closest(_ item: Int, _ side: Bool) -> Int {
        let before = stride(from: item, through: 0, by: -1).first { on[$0] == side } ?? item
        let after = (item..<on.count).first { on[$0] == side } ?? item
        if before != item { return after != item && item - before > after - item ? after : before }
        return after
    }
    /// Scrolls `side`'s list so `item` shows (`fix_top_item`).
    private mutating func fixTop(_ item: Int, _ side: Bool) {
        var topItem = top[side ? 1 : 0]
        let currentRow = row(item, side), topRow = row(topItem, side)
        if currentRow < topRow { topItem = item } else if currentRow - topRow >= rows { topItem = self.item(currentRow + 1 - rows, side) }
        if currentRow < rows { topItem = self.item(0, side) }
        top[side ? 1 : 0] = topItem
    }

    /// One action of `keys`, as `buildlist.c` does it.
    mutating func perform(_ action: KeyAction) -> Effect<Outcome>? {
        // Tab and the arrows go round the buttons alone; ^ and $ (`focusBack`, `focusForward`) are the lists' own.
        if action == .focusNext || action == .focusPrevious {
            _ = ring.move(action)
            return nil
        }
        switch action {
        case .press: return .finish(.pressed(button: button, on: list(true), focused: current))
        case .dismiss, .cancel: return .finish(.dismissed)
        case .toggle: toggle()
        default:
            guard let current else { return nil }
            let side = on[current]
            let index = side ? 1 : 0
            switch action {
            case .focusBack: move(to: closest(current, false), fixing: false)
            // With the arrival order, $ goes to the right list's last item.
            case .focusForward: move(to: arrival == nil ? closest(current, true) : list(true).last ?? -1, fixing: true)
            case .first: move(to: first(side) ?? -1)
            case .last: move(to: list(side).last ?? -1)
            case .up: move(to: previous(current, side))
            case .down: move(to: next(current, side))
            case .pageUp:
                if current > top[index] {
                    move(to: top[index])
                } else if top[index] != 0 {
                    move(to: item(max(0, row(top[index], side) - rows), side))
                }
            // dialog's end of the list is never found, so PgDn goes to its first item.
            case .pageDown: move(to: next(-1, side))
            default: break
            }
        }
        return nil
    }

    /// Space: the focused item across, the focus to the next in its list (the one before at the end; itself, across,
    /// in a list it leaves empty).
    private mutating func toggle() {
        guard let current else { return }
        let side = on[current]
        var choice = next(current, side)
        if choice == current { choice = previous(current, side) }
        on[current].toggle()
        if arrival != nil {
            if on[current] { arrival?.append(current) } else { arrival?.removeAll { $0 == current } }
        }
        if current == top[side ? 1 : 0] { top[side ? 1 : 0] = choice }
        fixTop(current, !side)
        self.current = choice
    }

    /// The focus moved to item `target` (nothing for -1), scrolling as dialog's loop does; ^ and $ first scroll the
    /// list they go to (`fixing` the right one, else the left).
    private mutating func move(to target: Int, fixing side: Bool? = nil) {
        guard let current, target >= 0, target != current else { return }
        if let side { fixTop(target, side) }
        let which = on[current], index = which ? 1 : 0
        var atTop = row(top[index], which), atBottom = skip(atTop, which)
        let nowAt = row(target, which)
        if nowAt >= atBottom {
            if atBottom - atTop >= rows { top[index] = next(top[index], which) }
            atTop = row(top[index], which)
            atBottom = skip(atTop, which)
            if atBottom - atTop > rows || atTop > 0 && atBottom - atTop >= rows { top[index] = next(top[index], which) }
        } else if nowAt < atTop {
            var guardCount = on.count
            while nowAt < atTop, guardCount > 0 {
                let old = top[index]
                top[index] = previous(top[index], which)
                atTop = row(top[index], which)
                if top[index] >= old || atTop <= nowAt { break }
                guardCount -= 1
            }
        }
        self.current = target
    }

    /// A letter: the next item in the focused list whose text starts with it, round from the top; a digit 1 to 9:
    /// that item, as dialog's (an item's number, while below the list's last row shown).
    private mutating func letter(_ character: Character) -> Bool {
        guard let current else { return false }
        let side = on[current]
        let wanted = character.lowercased()
        let order = Array(current + 1..<on.count) + Array(0...current)
        // Letters move to no item with dialog's --no-hot-list (`rowDigits`).
        if keys.letters != .rowDigits,
           let found = order.first(where: { on[$0] == side && texts[$0].first.map { $0.lowercased() == wanted } == true }) {
            move(to: found)
            return true
        }
        if let digit = character.wholeNumberValue, character.isASCII, digit > 0,
           digit - 1 < skip(row(top[side ? 1 : 0], side), side) {
            move(to: digit - 1)
            return true
        }
        return false
    }

    // MARK: - Events

    public mutating func handle(_ event: DialogEvent, screen: Size) -> Effect<Outcome>? {
        switch event {
        case .key(let key):
            if let action = keys.box.action(for: key) { return perform(action) }
            if case .character(let character) = key.key, key.modifiers.isSubset(of: [.shift]) {
                return letter(character) ? nil : .bell
            }
            return nil
        case .mouse(let mouse):
            switch click.track(mouse, over: layout(screen: screen).button(at: mouse)) {
            case .pressed(let index)?: ring.focus(.button(index))
            case .clicked(let index)?: return .finish(.pressed(button: index, on: list(true), focused: current))
            case .wheel(let lines)?: return perform(lines < 0 ? .up : .down)
            case nil: break
            }
            return nil
        case .timeout: return .finish(.timedOut)
        case .paste, .tick: return nil
        }
    }

    // MARK: - Layout and drawing

    enum Part: BoxPart { case border, topPadding, title, titleGap, message, messageGap, lists, buttons }

    func layout(screen: Size) -> BoxLayout<Part> {
        let widest = texts.reduce(0) { max($0, $1.displayWidth) }
        return BoxLayout(title: title, message: message, buttons: buttons,
                         minimumWidth: max(DialogBox.minimumContentWidth, 2 * (widest + 4) + 1), screen: screen,
                         maximumWidth: maximumWidth, widening: false, messageRows: max(1, screen.height / 3), buttonRows: 1,
                         dropping: [.messageGap], forOneLine: [.border, .title]) { belowText, _ in
            [.row(.messageGap, if: belowText), StackRow(part: .lists, height: min(rows, max(1, texts.count)) + 2)]
        }
    }

    public func boxSize(screen: Size) -> Size { layout(screen: screen).boxSize }

    public func render(into buffer: inout Buffer, in rect: Rect, screen: Size, theme: Theme) {
        let layout = layout(screen: screen)
        let box = layout.draw(into: &buffer, in: rect, title: title, focused: button, theme: theme)
        let area = layout.box.content(rows: layout.stack.rows(.lists), in: box)
        let half = (area.width - 1) / 2
        for side in [false, true] {
            let frame = Rect(x: side ? area.maxX - half : area.x, y: area.y, width: half, height: area.height)
            let focusedHere = current.map { on[$0] == side } ?? false
            Panel.draw(into: &buffer, frame, border: true, styles: (theme.message, focusedHere ? theme.focusedButton : theme.border))
            let items = list(side), first = max(0, row(top[side ? 1 : 0], side))
            for place in 0..<max(0, frame.height - 2) where first + place < items.count {
                let item = items[first + place]
                buffer.put(TextWrap.truncate(texts[item], width: frame.width - 3), x: frame.x + 2, y: frame.y + 1 + place,
                           style: item == current ? theme.focusedButton : theme.message, maxWidth: frame.width - 3)
            }
        }
    }
}
