/// dialog's `--treeview` (`treeview.c`): a radio list (`Choose` under `KeyBindings.dialogList`) of texts, each drawn
/// after a `│` and two spaces for each level of its depth; Space turns the focused item on, a button answers it.
public struct TreeView: Dialog, Sendable {
    public typealias Outcome = Choose.Outcome

    /// The list: its focus, paging, letters, the item on and the buttons.
    public private(set) var menu: Choose
    public let texts: [String]
    public let depths: [Int]
    /// The items shown at once (dialog's `max_choice`).
    public let visibleItems: Int
    public var backtitle = ""
    public var begin: Point?
    public var helpLine: String { menu.helpLine }
    let title: String
    let message: TextBlock
    private var click = Click<Choose.Hit>()

    /// The columns a level of depth takes (dialog's `INDENT`).
    static let indent = 3

    /// Items answering `values`, showing `texts` at `depths`, `on` the one on at the start; `visibleItems` shown at
    /// once (at least one), `focus` the item focused first.
    public init(message: String, title: String = "", values: [String], texts: [String], depths: [Int], on: Int?,
                buttons: [ButtonLabel], defaultButton: Int = 0, focus: Int? = nil, visibleItems: Int,
                maximumWidth: Int? = nil) {
        self.texts = texts.map { Sanitizer.sanitize($0, keepNewlines: false, keepTabs: false) }
        self.depths = texts.indices.map { depths.indices.contains($0) ? max(0, depths[$0]) : 0 }
        self.visibleItems = max(1, visibleItems)
        self.title = Sanitizer.sanitize(title, keepNewlines: false, keepTabs: false)
        self.message = TextBlock(message)
        var configuration = Choose.Configuration(multiple: true, filtering: .none, maximumRows: self.visibleItems,
                                                 radio: true, buttons: buttons)
        configuration.maximumRows = self.visibleItems
        // The letters look for the text's first character, as dialog's with its tags hidden.
        let items = zip(values, texts).map { Choose.Item(value: $0, label: $1) }
        menu = Choose(message: message, title: title, items: items, configuration: configuration, maximumWidth: maximumWidth)
        menu.use(.dialogList, defaultButton: defaultButton)
        menu.preselect(on.map { [$0] } ?? [], focus: focus)
    }

    /// The item on, if any.
    public var on: Int? { menu.selected.min() }

    /// Answers to `keys` (`KeyBindings.dialogList(menu:visitItems:noOK:noHotList:)`, say), `defaultButton` focused first.
    public mutating func use(_ keys: KeyBindings, defaultButton: Int?) {
        let on = menu.selected.sorted(), focus = menu.focusedItem
        menu.use(keys, defaultButton: defaultButton)
        menu.preselect(on, focus: focus)
    }

    // MARK: - Layout

    enum Part: BoxPart { case border, topPadding, title, titleGap, message, messageGap, list, buttons }

    /// A row's columns: the radio button, then the deepest item's indent and the widest text.
    private var rowWidth: Int {
        zip(texts, depths).reduce(0) { max($0, $1.1 * Self.indent + $1.0.displayWidth) } + 4
    }

    func layout(screen: Size) -> BoxLayout<Part> {
        BoxLayout(title: title, message: message, buttons: menu.configuration.buttons,
                  minimumWidth: max(DialogBox.minimumContentWidth, rowWidth + 4), screen: screen,
                  maximumWidth: menu.maximumWidth, widening: false, messageRows: max(1, screen.height / 3),
                  buttonRows: 1, dropping: [.messageGap], forOneLine: [.border, .title]) { belowText, _ in
            [.row(.messageGap, if: belowText), StackRow(part: .list, height: min(visibleItems, texts.count) + 2)]
        }
    }

    public func boxSize(screen: Size) -> Size { layout(screen: screen).boxSize }

    // MARK: - Events

    public mutating func handle(_ event: DialogEvent, screen: Size) -> Effect<Outcome>? {
        guard case .mouse(let mouse) = event else { return menu.handle(event, screen: screen) }
        let layout = layout(screen: screen)
        let area = layout.box.content(rows: layout.stack.rows(.list), in: Rect(origin: .zero, size: layout.boxSize))
        let place = mouse.row - area.y - 1
        let onItem = area.contains(x: mouse.column, y: mouse.row) && place >= 0 && place < visibleItems
            && menu.list.top + place < texts.count
        switch click.track(mouse, over: layout.button(at: mouse).map(Choose.Hit.button) ?? (onItem ? .item(menu.list.top + place) : nil)) {
        case .pressed(.item(let item))?:
            // A click on an item turns it on, as dialog's.
            menu.list.move(to: item, rows: visibleItems)
            return menu.handle(.key(KeyEvent(.character(" "))), screen: screen)
        case .clicked(.button(let index))?: return menu.press(button: index)
        case .wheel(let lines)?: menu.list.scroll(by: lines, rows: visibleItems)
        default: break
        }
        return nil
    }

    // MARK: - Drawing

    public func render(into buffer: inout Buffer, in rect: Rect, screen: Size, theme: Theme) {
        let layout = layout(screen: screen)
        let box = layout.draw(into: &buffer, in: rect, title: title, focused: menu.ring.focusedButton, theme: theme)
        let area = layout.box.content(rows: layout.stack.rows(.list), in: box)
        Panel.draw(into: &buffer, area, border: true, styles: (theme.message, theme.border))
        if texts.count > visibleItems, area.width > menu.position.displayWidth + 4 {
            buffer.put(" \(menu.position) ", x: area.maxX - menu.position.displayWidth - 4, y: area.maxY - 1, style: theme.border)
        }
        // The tree centred in the frame, as dialog's.
        let inside = area.width - 2
        let x = area.x + 1 + max(0, (inside - rowWidth) / 2)
        let on = self.on
        for place in 0..<max(0, min(area.height - 2, visibleItems)) where menu.list.top + place < texts.count {
            let item = menu.list.top + place, y = area.y + 1 + place
            let style = item == menu.focusedItem ? theme.focusedButton : theme.message
            var row = (item == on ? "(*) " : "( ) ")
            for _ in 0..<depths[item] { row += "│" + String(repeating: " ", count: Self.indent - 1) }
            row += texts[item]
            buffer.put(TextWrap.truncate(row, width: area.maxX - 1 - x), x: x, y: y, style: style, maxWidth: area.maxX - 1 - x)
        }
    }
}
