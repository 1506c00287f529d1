/// dialog's `--inputmenu`: a menu (`Choose` under `KeyBindings.dialogList`) whose items take three rows each, the
/// text framed beside the tag, and whose Rename button turns the focused item's text into a field in place
/// (`menubox.c`'s `input_menu_edit`): Enter keeps the new text and ends the box, Esc gives it up and the menu goes on.
public struct InputMenu: Dialog {
    public enum Outcome: Hashable, Sendable {
        /// The menu ended as a `Choose` does; `abandoned` the items whose renaming was given up before, in order
        /// (dialog keeps each one's tag in its answer).
        case chose(Choose.Outcome, abandoned: [Int])
        /// Item `item` renamed to `text`.
        case renamed(item: Int, text: String)
    }

    /// The menu: its focus, paging, letters and buttons.
    public private(set) var menu: Choose
    /// Each item's tag and text.
    public let tags: [String]
    public let texts: [String]
    /// The button that renames (dialog's Extra).
    public let renameButton: Int
    /// The item being renamed and its field, while one is.
    public private(set) var renaming: (item: Int, editor: LineEditor)?
    public private(set) var abandoned: [Int] = []
    /// The items shown at once (dialog's `max_choice`).
    public let visibleItems: Int
    public var backtitle = ""
    public var begin: Point?
    public var helpLine: String { renaming == nil ? menu.helpLine : KeyBindings.dialogRename.box.helpLine }
    let title: String
    let message: TextBlock
    let noTags: Bool
    /// The most bytes typing makes the new text (dialog's `dlg_max_input`: --max-input, or 2048).
    let inputLimit: Int
    private var click = Click<Choose.Hit>()
    private static let field = LineField(mask: nil)

    /// A menu of `tags` and `texts` with `buttons`, `renameButton` among them, `visibleItems` shown at once (at
    /// least one), `focus` the item focused first; with `noTags` the texts alone.
    public init(message: String, title: String = "", tags: [String], texts: [String], buttons: [ButtonLabel],
                renameButton: Int, defaultButton: Int = 0, focus: Int? = nil, visibleItems: Int, noTags: Bool = false,
                maximumInput: Int? = nil, maximumWidth: Int? = nil) {
        inputLimit = maximumInput.map { $0 > 0 ? $0 : 2048 } ?? 2048
        self.tags = tags
        self.texts = texts
        self.renameButton = renameButton
        self.visibleItems = max(1, visibleItems)
        self.noTags = noTags
        self.title = Sanitizer.sanitize(title, keepNewlines: false, keepTabs: false)
        self.message = TextBlock(message)
        var configuration = Choose.Configuration(filtering: .none, buttons: buttons)
        configuration.maximumRows = self.visibleItems
        // dialog's letters look for the tag's first character (the text's, with --no-tags).
        let items = zip(tags, texts).map { Choose.Item(value: $0, label: noTags ? $1 : $0) }
        menu = Choose(message: message, title: title, items: items, configuration: configuration, maximumWidth: maximumWidth)
        menu.use(.dialogList, defaultButton: defaultButton)
        menu.preselect([], focus: focus)
    }

    // MARK: - Layout

    enum Part: BoxPart { case border, topPadding, title, titleGap, message, messageGap, list, buttons }

    /// The menu's box: the message, then a framed list of three rows an item, then the buttons.
    func layout(screen: Size) -> BoxLayout<Part> {
        let tagWidth = noTags ? 0 : tags.reduce(0) { max($0, $1.displayWidth) }
        let textWidth = texts.reduce(0) { max($0, $1.displayWidth) }
        return BoxLayout(title: title, message: message, buttons: menu.configuration.buttons,
                         minimumWidth: max(DialogBox.minimumContentWidth, tagWidth + textWidth + 8, (menu.maximumWidth ?? 0) - 6),
                         screen: screen,
                         maximumWidth: menu.maximumWidth, widening: false, messageRows: max(1, screen.height / 3),
                         buttonRows: 1, dropping: [.messageGap], forOneLine: [.border, .title]) { belowText, _ in
            [.row(.messageGap, if: belowText), StackRow(part: .list, height: min(visibleItems, tags.count) * 3 + 2)]
        }
    }

    public func boxSize(screen: Size) -> Size { layout(screen: screen).boxSize }

    /// Where item `place` (counted from the first shown) goes: its tag's column and its frame.
    private func itemFrame(place: Int, in area: Rect) -> (tagX: Int, frame: Rect) {
        let tagWidth = noTags ? 0 : tags.reduce(0) { max($0, $1.displayWidth) }
        let frameX = area.x + 1 + (noTags ? 0 : tagWidth + 2)
        return (area.x + 1, Rect(x: frameX, y: area.y + 1 + place * 3, width: max(3, area.maxX - 2 - frameX), height: 3))
    }

    // MARK: - Events

    public mutating func handle(_ event: DialogEvent, screen: Size) -> Effect<Outcome>? {
        if renaming != nil { return rename(event) }
        let effect = if case .mouse(let mouse) = event { handleMouse(mouse, screen: screen) } else { menu.handle(event, screen: screen) }
        switch effect {
        case .finish(.pressed(let button, _, let focused))? where button == renameButton:
            guard let focused else { return .bell }
            var editor = LineEditor(text: texts[focused])
            // dialog starts the field with the caret at the text's start.
            editor.moveToStart()
            renaming = (focused, editor)
            return nil
        case .finish(let outcome)?: return .finish(.chose(outcome, abandoned: abandoned))
        case .bell?: return .bell
        case .redrawAfter(let seconds)?: return .redrawAfter(seconds)
        case nil: return nil
        }
    }

    /// A press on an item focuses it, a click on a button presses it, the wheel scrolls: the menu's rows are laid out
    /// here, three an item, so the menu is told what was hit.
    private mutating func handleMouse(_ mouse: MouseEvent, screen: Size) -> Effect<Choose.Outcome>? {
        let layout = layout(screen: screen)
        let area = layout.box.content(rows: layout.stack.rows(.list), in: Rect(origin: .zero, size: layout.boxSize))
        let place = (mouse.row - area.y - 1) / 3
        let onItem = area.contains(x: mouse.column, y: mouse.row) && mouse.row > area.y && place < visibleItems
            && menu.list.top + place < tags.count
        switch click.track(mouse, over: layout.button(at: mouse).map(Choose.Hit.button) ?? (onItem ? .item(menu.list.top + place) : nil)) {
        case .pressed(.item(let item))?: menu.list.move(to: item, rows: visibleItems)
        case .clicked(.button(let index))?: return menu.press(button: index)
        case .wheel(let lines)?: menu.list.scroll(by: lines, rows: visibleItems)
        default: break
        }
        return nil
    }

    /// A key while an item is renamed: Enter (↑, ↓) keeps the text, Esc gives it up, the others edit it.
    private mutating func rename(_ event: DialogEvent) -> Effect<Outcome>? {
        guard case (let item, var editor)? = renaming else { return nil }
        defer { if renaming != nil { renaming = (item, editor) } }
        switch event {
        case .key(let key):
            let keys = KeyBindings.dialogRename
            if let action = keys.field.action(for: key) {
                editor.apply(action)
            } else if let action = keys.box.action(for: key) {
                if action == .press { return .finish(.renamed(item: item, text: editor.text)) }
                abandoned.append(item)
                renaming = nil
            } else if key == KeyEvent(.tab) {
                return type("\t", into: &editor)
            } else if case .character(let character) = key.key, key.modifiers.isSubset(of: [.shift]) {
                return type(String(character), into: &editor)
            }
        case .paste(let text):
            return type(text, into: &editor)
        case .timeout:
            return .finish(.chose(.timedOut, abandoned: abandoned))
        case .mouse, .tick:
            break
        }
        return nil
    }

    /// Typed text let in a character at a time while the text is shorter than `inputLimit` bytes; the bell after.
    private func type(_ text: String, into editor: inout LineEditor) -> Effect<Outcome>? {
        for character in text {
            guard editor.text.utf8.count < inputLimit else { return .bell }
            editor.insert(String(character))
        }
        return nil
    }

    // MARK: - Drawing

    public func caret(in rect: Rect, screen: Size) -> Point? {
        guard let (item, editor) = renaming else { return nil }
        let layout = layout(screen: screen)
        let area = layout.box.content(rows: layout.stack.rows(.list), in: layout.box.rect(in: rect))
        let frame = itemFrame(place: item - menu.list.top, in: area).frame
        let width = frame.width - 2
        return Point(x: frame.x + 1 + Self.field.caretColumn(editor, anchor: 0, width: width), y: frame.y + 1)
    }

    public func render(into buffer: inout Buffer, in rect: Rect, screen: Size, theme: Theme) {
        let layout = layout(screen: screen)
        let box = layout.draw(into: &buffer, in: rect, title: title, focused: menu.ring.focusedButton, theme: theme)
        let area = layout.box.content(rows: layout.stack.rows(.list), in: box)
        Panel.draw(into: &buffer, area, border: true, styles: (theme.message, theme.border))
        // Where the focus is among more items than are shown, on the frame's bottom edge.
        if tags.count > visibleItems, area.width > menu.position.displayWidth + 4 {
            buffer.put(" \(menu.position) ", x: area.maxX - menu.position.displayWidth - 4, y: area.maxY - 1, style: theme.border)
        }
        let shown = max(0, (area.height - 2) / 3), first = menu.list.top
        for place in 0..<shown where first + place < tags.count {
            let item = first + place, focused = item == menu.focusedItem
            let (tagX, frame) = itemFrame(place: place, in: area)
            let style = focused ? theme.focusedButton : theme.message
            if !noTags {
                buffer.put(Sanitizer.sanitize(tags[item], keepNewlines: false, keepTabs: false), x: tagX, y: frame.y + 1,
                           style: style, maxWidth: frame.x - tagX - 1)
            }
            Panel.draw(into: &buffer, frame, border: true, styles: (theme.message, focused ? theme.focusedButton : theme.border))
            let inside = frame.width - 2
            if let (renamed, editor) = renaming, renamed == item {
                Self.field.draw(editor, anchor: 0, into: &buffer, x: frame.x + 1, y: frame.y + 1, width: inside, style: theme.field)
            } else {
                buffer.put(TextWrap.truncate(Sanitizer.sanitize(texts[item], keepNewlines: false, keepTabs: false), width: inside),
                           x: frame.x + 1, y: frame.y + 1, style: style, maxWidth: inside)
            }
        }
    }
}
