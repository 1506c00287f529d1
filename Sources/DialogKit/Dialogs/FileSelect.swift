/// dialog's `--fselect` and `--dselect` (`fselect.c`): a list of a directory's subdirectories beside a list of its
/// files (directories alone for `dselect`), a path field under them, OK and Cancel. The lists follow the path: its
/// directory part names what is listed, its last part picks the entry most like it. The entries come from `lister`,
/// so the box itself does no I/O.
public struct FileSelect: Dialog {
    public enum Outcome: Hashable, Sendable {
        /// Enter (OK's, or the focused button's) or a button: its index and the path as it stands.
        case pressed(button: Int, path: String)
        /// Esc.
        case dismissed
        case timedOut
    }

    /// What has the keyboard focus; Tab goes round in this order.
    public enum Focus: Hashable, Sendable { case directories, files, path, button(Int) }

    /// One list: its entries, the one picked (highlighted), the first shown.
    public struct Listing: Equatable, Sendable {
        public internal(set) var entries: [String] = []
        public internal(set) var choice = 0
        public internal(set) var offset = 0
    }

    /// The subdirectories and the other files of a directory given as typed (`./` for none), each sorted.
    public typealias Lister = @Sendable (String) -> (directories: [String], files: [String])

    /// The file system's entries, `.` and `..` among the directories; a name that is not UTF-8 carried in `ByteEscape`s.
    public static let fileSystem: Lister = { directory in
        let entries = Platform.directoryEntries(ByteEscape.bytes(of: directory))
        return (entries.directories.map { ByteEscape.decode($0) }, entries.files.map { ByteEscape.decode($0) })
    }

    public private(set) var editor: LineEditor
    public private(set) var focus: Focus
    public private(set) var directories = Listing()
    public private(set) var files = Listing()
    public let directoriesOnly: Bool
    public let buttons: [ButtonLabel]
    public var backtitle = ""
    public var begin: Point?
    public var helpLine: String { KeyBindings.dialogFileSelect.box.helpLine }
    /// The words over the two lists.
    public var directoriesHeading = "Directories", filesHeading = "Files"
    let title: String
    /// The rows of each list and the box's width as given: 0 dialog's automatic size, below 0 the screen's.
    let listRows: Int
    let width: Int
    let lister: Lister
    /// The most bytes typing makes the path (dialog's `dlg_max_input`: --max-input, or 2048).
    let inputLimit: Int
    /// The path the lists were last read for, as bytes.
    private var current: [UInt8] = []
    private var anchor = 0
    private var click = Click<Hit>()
    private static let field = LineField(mask: nil)
    private static let slash = UInt8(ascii: "/")

    enum Hit: Equatable { case entry(Focus, Int), path, button(Int) }

    /// A selector starting at `path`, `listRows` rows a list in a box `width` wide (each 0: dialog's automatic size,
    /// below 0: as large as the screen allows), the path focused or `defaultButton`; typing stops at `maximumInput` bytes.
    public init(path: String, title: String = "", directoriesOnly: Bool = false, buttons: [ButtonLabel],
                defaultButton: Int? = nil, listRows: Int = 0, width: Int = 0, maximumInput: Int? = nil,
                lister: @escaping Lister = FileSelect.fileSystem) {
        inputLimit = maximumInput.map { $0 > 0 ? $0 : 2048 } ?? 2048
        var editor = LineEditor(text: path)
        editor.moveToEnd()
        self.editor = editor
        self.title = Sanitizer.sanitize(title, keepNewlines: false, keepTabs: false)
        self.directoriesOnly = directoriesOnly
        self.buttons = buttons
        self.listRows = listRows
        self.width = width
        self.lister = lister
        focus = defaultButton.map(Focus.button) ?? .path
        refresh(rows: listRows > 0 ? listRows : 7)
    }

    // MARK: - Layout

    enum Part: BoxPart { case border, topPadding, title, titleGap, message, area, buttons }

    /// dialog's box: the lists' rows and ten more (7 rows a list when 0), 34 columns when 0 or as the title and the
    /// buttons need; below 0 the screen's size but a column each side and its last row (dialog's shadow's); no larger
    /// than the screen. A title takes the top padding's row, so that the lists keep dialog's rows.
    func layout(screen: Size) -> BoxLayout<Part> {
        let buttonsWidth = buttons.reduce(0) { $0 + $1.text.displayWidth + 6 } + 2
        let automaticWidth = max(34, buttonsWidth, title.displayWidth + 4)
        let boxWidth = min(screen.width, width > 0 ? width : width < 0 ? screen.width - 2 : automaticWidth)
        let boxHeight = min(screen.height, listRows > 0 ? listRows + 10 : listRows < 0 ? screen.height - 1 : 17)
        return BoxLayout(title: title, message: TextBlock(""), buttons: buttons, minimumWidth: max(1, boxWidth - 6),
                         screen: Size(width: screen.width, height: boxHeight), maximumWidth: boxWidth, widening: false,
                         messageRows: 0, buttonRows: 1,
                         dropping: []) { _, _ in
            [StackRow(part: .area, height: max(7, boxHeight - 4))]
        }
    }

    public func boxSize(screen: Size) -> Size { layout(screen: screen).boxSize }

    /// Where the parts go in a box at `box`: the labels' row, each list's frame, the path's frame.
    struct Frames {
        var labels: Int
        var directories: Rect
        var files: Rect?
        var path: Rect
        var rows: Int { directories.height - 2 }
    }

    func frames(_ layout: BoxLayout<Part>, box: Rect) -> Frames {
        let area = layout.stack.rows(.area)
        let rows = max(1, area.count - 6), top = box.y + area.lowerBound
        let listWidth = directoriesOnly ? box.width - 6 : (box.width - 8) / 2
        let directories = Rect(x: box.x + 2, y: top + 1, width: max(3, listWidth + 2), height: rows + 2)
        let files = directoriesOnly ? nil : Rect(x: directories.maxX, y: top + 1, width: max(3, listWidth + 2), height: rows + 2)
        let path = Rect(x: box.x + 2, y: top + rows + 3, width: max(3, box.width - 4), height: 3)
        return Frames(labels: top, directories: directories, files: files, path: path)
    }

    private func rows(screen: Size) -> Int {
        let layout = layout(screen: screen)
        return frames(layout, box: Rect(origin: .zero, size: layout.boxSize)).rows
    }

    // MARK: - Events

    public mutating func handle(_ event: DialogEvent, screen: Size) -> Effect<Outcome>? {
        let rows = rows(screen: screen)
        let effect: Effect<Outcome>?
        switch event {
        case .key(let key): effect = handleKey(key, rows: rows)
        case .paste(let text): effect = type(text.filter { $0 != "\n" && $0 != "\r" })
        case .mouse(let mouse): effect = handleMouse(mouse, screen: screen)
        case .timeout: return .finish(.timedOut)
        case .tick: return nil
        }
        // Before each key dialog brings the lists up to the path (`fill_lists`).
        refresh(rows: rows)
        let layout = layout(screen: screen)
        let path = frames(layout, box: Rect(origin: .zero, size: layout.boxSize)).path
        anchor = Self.field.firstVisible(editor, anchor: anchor, width: path.width - 2)
        return effect
    }

    /// A key: the path's editing keys while it has the focus, then the box's, then typing (into the path from a list,
    /// a button's hotkey on the buttons).
    private mutating func handleKey(_ key: KeyEvent, rows: Int) -> Effect<Outcome>? {
        let keys = KeyBindings.dialogFileSelect
        if let action = keys.field.action(for: key) {
            if focus == .path { editor.apply(action) }
            // In a list dialog's editing keys ring the bell and give the path the focus; on the buttons they do nothing.
            guard focus == .directories || focus == .files else { return nil }
            focus = .path
            return .bell
        }
        if let action = keys.box.action(for: key) { return perform(action, rows: rows) }
        guard case .character(let character) = key.key, key.modifiers.isSubset(of: [.shift]) else { return nil }
        guard case .button = focus else { return type(String(character)) }
        let labels = buttons.map(\.text)
        guard let index = KeyBindings.firstCapital(Character(character.uppercased()), labels: labels) else { return nil }
        return .finish(.pressed(button: index, path: editor.text))
    }

    /// Typed text goes into the path at the caret, which takes the focus, a character at a time while the path is
    /// shorter than `inputLimit` bytes (the bell after); on the buttons it is not taken.
    private mutating func type(_ text: String) -> Effect<Outcome>? {
        if case .button = focus { return nil }
        focus = .path
        for character in text {
            guard editor.text.utf8.count + character.utf8.count <= inputLimit, editor.insert(String(character)) else {
                return .bell
            }
        }
        return nil
    }

    mutating func perform(_ action: KeyAction, rows: Int) -> Effect<Outcome>? {
        switch action {
        case .press:
            if case .button(let index) = focus { return .finish(.pressed(button: index, path: editor.text)) }
            return .finish(.pressed(button: 0, path: editor.text))
        case .dismiss: return .finish(.dismissed)
        case .accept:
            if case .button(let index) = focus { return .finish(.pressed(button: index, path: editor.text)) }
            focus = .path
            return .bell
        case .focusNext: moveFocus(by: 1)
        case .focusPrevious: moveFocus(by: -1)
        case .down, .up:
            // In a list with entries the arrows move; anywhere else they go on as Tab and Shift-Tab do.
            if !move(in: focus, by: action == .down ? 1 : -1, rows: rows) { moveFocus(by: action == .down ? 1 : -1) }
        case .pageDown, .pageUp:
            if !move(in: focus, by: action == .pageDown ? rows : -rows, rows: rows) { return .bell }
        case .toggle: return take()
        default: break
        }
        return nil
    }

    /// The order Tab goes round: the lists, the path, the buttons.
    private var order: [Focus] { [.directories, .files, .path] + buttons.indices.map(Focus.button) }

    /// The next part (`step` 1) or the one before, passing over a list with nothing in it.
    private mutating func moveFocus(by step: Int) {
        guard var place = order.firstIndex(of: focus) else { return }
        repeat {
            place = (place + step + order.count) % order.count
        } while !isUsable(order[place])
        focus = order[place]
    }

    private func isUsable(_ part: Focus) -> Bool {
        switch part {
        case .directories: !directories.entries.isEmpty
        case .files: !directoriesOnly && !files.entries.isEmpty
        default: true
        }
    }

    /// Moves the pick of the focused list by `delta` entries (kept in the list); false when no list with entries has the focus.
    private mutating func move(in part: Focus, by delta: Int, rows: Int) -> Bool {
        switch part {
        case .directories where !directories.entries.isEmpty: Self.move(&directories, by: delta, rows: rows)
        case .files where !files.entries.isEmpty: Self.move(&files, by: delta, rows: rows)
        default: return false
        }
        return true
    }

    private static func move(_ list: inout Listing, by delta: Int, rows: Int) {
        list.choice = min(max(0, list.choice + delta), list.entries.count - 1)
        keepVisible(&list, rows: rows)
    }

    private static func keepVisible(_ list: inout Listing, rows: Int) {
        if list.choice < list.offset { list.offset = list.choice }
        if list.choice - list.offset >= rows { list.offset = list.choice - rows + 1 }
    }

    /// Space: the focused list's pick, or else the path's completion, in place of the path's last part; the focus goes
    /// to the path. The bell when there is nothing to take.
    private mutating func take() -> Effect<Outcome>? {
        let taken: String?
        switch focus {
        case .files where !directoriesOnly: taken = files.entries.isEmpty ? nil : files.entries[files.choice]
        case .directories: taken = directories.entries.isEmpty ? nil : directories.entries[directories.choice]
        default: taken = completion()
        }
        guard let taken else { return .bell }
        let path = ByteEscape.bytes(of: editor.text)
        let directory = path.lastIndex(of: Self.slash).map { Array(path[...$0]) } ?? []
        editor = LineEditor(text: ByteEscape.decode(directory) + taken)
        editor.moveToEnd()
        focus = .path
        return nil
    }

    /// dialog's `complete`: the entries (but the first two directories) that start with the path's last part; one
    /// alone whole (with `/` when it is the picked directory), several their common start in bytes; nil when that is empty.
    private func completion() -> String? {
        let leaf = Self.leaf(of: ByteEscape.bytes(of: editor.text))
        let pickedDirectory = directories.entries.isEmpty ? nil : directories.choice
        var matches: [(bytes: [UInt8], directory: Int?)] = []
        for (index, name) in directories.entries.enumerated().dropFirst(2) where ByteEscape.bytes(of: name).starts(with: leaf) {
            matches.append((ByteEscape.bytes(of: name), index))
        }
        for name in files.entries where ByteEscape.bytes(of: name).starts(with: leaf) {
            matches.append((ByteEscape.bytes(of: name), nil))
        }
        guard let first = matches.first else { return nil }
        if matches.count == 1 {
            let picked = first.directory != nil && first.directory == pickedDirectory
            return ByteEscape.decode(first.bytes + (picked ? [Self.slash] : []))
        }
        var common = first.bytes.count
        for match in matches.dropFirst() {
            common = min(common, zip(first.bytes, match.bytes).prefix { $0 == $1 }.count)
        }
        return common == 0 ? nil : ByteEscape.decode(first.bytes.prefix(common))
    }

    private static func leaf(of path: [UInt8]) -> [UInt8] {
        path.lastIndex(of: slash).map { Array(path[($0 + 1)...]) } ?? path
    }

    /// dialog's `fill_lists`: a path whose directory part changed is listed again, both lists picking the entry most
    /// like its last part; one whose last part alone changed picks again (unless a list has the focus).
    mutating func refresh(rows: Int) {
        let path = ByteEscape.bytes(of: editor.text)
        let same = zip(current, path).prefix { $0 == $1 }.count
        var rescan = false
        if current == path {
            rescan = same == 0 && directories.entries.isEmpty
        } else if !current[same...].contains(Self.slash) && !path[same...].contains(Self.slash) {
            pickBoth(path, keep: focus == .directories || focus == .files, rows: rows)
        } else {
            rescan = true
        }
        guard rescan else { return }
        current = path
        let directory = path.lastIndex(of: Self.slash).map { ByteEscape.decode(path[...$0]) } ?? "./"
        let entries = lister(directory)
        directories = Listing(entries: entries.directories)
        files = Listing(entries: directoriesOnly ? [] : entries.files)
        pickBoth(path, keep: false, rows: rows)
        directories.offset = directories.choice
        files.offset = files.choice
    }

    /// dialog's `show_both_lists`: the directories pick again, and the files only when the directories' pick stayed.
    private mutating func pickBoth(_ path: [UInt8], keep: Bool, rows: Int) {
        guard !keep else { return }
        let leaf = Self.leaf(of: path)
        if !Self.pick(leaf, in: &directories, rows: rows) { _ = Self.pick(leaf, in: &files, rows: rows) }
    }

    /// dialog's `find_choice`: the entry sharing the longest start with `target`, among equals the one whose next byte
    /// is nearest; the first for an empty target. Whether the pick changed.
    private static func pick(_ target: [UInt8], in list: inout Listing, rows: Int) -> Bool {
        let before = list.choice
        if target.isEmpty {
            list.choice = 0
        } else {
            var bestLength = 0, bestDistance = 256
            for (index, name) in list.entries.enumerated() {
                let bytes = ByteEscape.bytes(of: name)
                let length = zip(target, bytes).prefix { $0 == $1 }.count
                let next = (length < target.count ? Int(target[length]) : 0) - (length < bytes.count ? Int(bytes[length]) : 0)
                if length > bestLength || (length == bestLength && abs(next) < bestDistance) {
                    bestLength = length
                    bestDistance = abs(next)
                    list.choice = index
                }
            }
        }
        if before != list.choice { keepVisible(&list, rows: rows) }
        return before != list.choice
    }

    /// A press on an entry picks it and focuses its list, on the path focuses it; a click on a button presses it.
    private mutating func handleMouse(_ mouse: MouseEvent, screen: Size) -> Effect<Outcome>? {
        let layout = layout(screen: screen)
        let frames = frames(layout, box: Rect(origin: .zero, size: layout.boxSize))
        var hit = layout.button(at: mouse).map(Hit.button)
        for (part, frame) in [(Focus.directories, frames.directories), (.files, frames.files)] {
            guard let frame, hit == nil, mouse.row > frame.y, mouse.row < frame.maxY - 1, mouse.column > frame.x,
                  mouse.column < frame.maxX - 1 else { continue }
            let list = part == .directories ? directories : files
            let index = list.offset + mouse.row - frame.y - 1
            if index < list.entries.count { hit = .entry(part, index) }
        }
        if hit == nil, mouse.row == frames.path.y + 1, mouse.column > frames.path.x, mouse.column < frames.path.maxX - 1 {
            hit = .path
        }
        switch click.track(mouse, over: hit) {
        case .pressed(.entry(let part, let index))?:
            focus = part
            if part == .directories { directories.choice = index } else { files.choice = index }
        case .pressed(.path)?: focus = .path
        case .clicked(.button(let index))?: return .finish(.pressed(button: index, path: editor.text))
        case .wheel(let lines)?: _ = move(in: focus, by: lines, rows: frames.rows)
        default: break
        }
        return nil
    }

    // MARK: - Drawing

    public func caret(in rect: Rect, screen: Size) -> Point? {
        let layout = layout(screen: screen)
        let frames = frames(layout, box: layout.box.rect(in: rect))
        switch focus {
        case .path:
            let column = Self.field.caretColumn(editor, anchor: anchor, width: frames.path.width - 2)
            return Point(x: frames.path.x + 1 + column, y: frames.path.y + 1)
        case .directories:
            return Point(x: frames.directories.x + 1, y: frames.directories.y + 1 + directories.choice - directories.offset)
        case .files:
            guard let frame = frames.files else { return nil }
            return Point(x: frame.x + 1, y: frame.y + 1 + files.choice - files.offset)
        case .button: return nil
        }
    }

    public func render(into buffer: inout Buffer, in rect: Rect, screen: Size, theme: Theme) {
        let layout = layout(screen: screen)
        // As dialog, OK is highlighted while a list or the path has the focus.
        let focusedButton = if case .button(let index) = focus { index } else { 0 }
        let box = layout.draw(into: &buffer, in: rect, title: title, focused: focusedButton, theme: theme)
        let frames = frames(layout, box: box)
        draw(directories, label: directoriesHeading, in: frames.directories, labelRow: frames.labels, focused: focus == .directories,
             into: &buffer, theme: theme)
        if let frame = frames.files {
            draw(files, label: filesHeading, in: frame, labelRow: frames.labels, focused: focus == .files, into: &buffer, theme: theme)
        }
        Panel.draw(into: &buffer, frames.path, border: true, styles: (theme.field, theme.border))
        Self.field.draw(editor, anchor: anchor, into: &buffer, x: frames.path.x + 1, y: frames.path.y + 1,
                        width: frames.path.width - 2, style: theme.field)
    }

    /// One list in its frame under its label: its entries from the first shown, the pick highlighted, `^(-)` and
    /// `v(+)` on the frame where there are more above or below.
    private func draw(_ list: Listing, label: String, in frame: Rect, labelRow: Int, focused: Bool, into buffer: inout Buffer,
                      theme: Theme) {
        _ = buffer.put(label, x: frame.x, y: labelRow, style: theme.message, maxWidth: frame.width)
        Panel.draw(into: &buffer, frame, border: true, styles: (theme.field, theme.border))
        let rows = frame.height - 2, width = frame.width - 2
        for index in list.offset..<min(list.entries.count, list.offset + rows) {
            let style = index != list.choice ? theme.field : focused ? theme.focusedButton : theme.button
            let name = Sanitizer.sanitize(list.entries[index], keepNewlines: false, keepTabs: false)
            _ = buffer.put(name, x: frame.x + 1, y: frame.y + 1 + index - list.offset, style: style, maxWidth: width)
        }
        if list.offset > 0 { _ = buffer.put("^(-)", x: frame.x + 2, y: frame.y, style: theme.indicator, maxWidth: width) }
        if list.offset + rows < list.entries.count {
            _ = buffer.put("v(+)", x: frame.x + 2, y: frame.maxY - 1, style: theme.indicator, maxWidth: width)
        }
    }
}
