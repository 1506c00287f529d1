/// dialog's `--editbox`: a file's lines edited in a framed area over OK and Cancel, as `editbox.c` edits them. Each
/// line scrolls sideways on its own (no wrapping); ↑/↓ keep the column last edited at; Enter splits a line and
/// Backspace at a line's start joins it to the one above; tabs are kept, and shown to the next multiple of 8.
public struct EditBox: Dialog {
    public enum Outcome: Hashable, Sendable {
        /// Button `button` pressed, with the lines as they stand.
        case pressed(button: Int, lines: [String])
        /// Esc.
        case dismissed
        case timedOut
    }

    /// The lines, each its characters (tabs and all).
    public private(set) var lines: [[Character]]
    /// The line and the character the caret is at (dialog's `thisrow` and `chr_offset`).
    public private(set) var row = 0
    public private(set) var cursor = 0
    /// The first line shown (dialog's `base_row`).
    public private(set) var top = 0
    /// The column ↑/↓ aim for: where the caret was at the last edit (dialog's `goal_col`); nil before any.
    private var goalColumn: Int?
    public let keys = KeyBindings.dialogEditBox
    public let helpLine = KeyBindings.dialogEditBox.field.helpLine(after: KeyBindings.dialogEditBox.box.helpLine)
    var ring: FocusRing
    public let buttons: [ButtonLabel]
    let title: String
    /// The box's size as the command line gives it (nil: three quarters of the screen and the box's edges, as
    /// dialog's auto size).
    public let width: Int?
    public let height: Int?
    public var backtitle = ""
    public var begin: Point?
    /// The bytes a line grows to by typing (dialog's `max_len`); an edit starts from its first `inputLimit - 1`.
    let inputLimit: Int
    private var click = Click<FocusRing.Stop>()

    /// An edit box of `text`'s lines (a last line without its newline counts; an empty text is one empty line), the
    /// text focused, or `defaultButton`.
    public init(text: String, title: String = "", buttons: [ButtonLabel], defaultButton: Int? = nil, width: Int? = nil,
                height: Int? = nil, maximumInput: Int? = nil) {
        lines = Self.lines(of: text)
        self.buttons = buttons
        self.title = Sanitizer.sanitize(title, keepNewlines: false, keepTabs: false)
        self.width = width
        self.height = height
        // dialog's `dlg_max_input`: --max-input, or 2048.
        inputLimit = max(1, maximumInput.map { $0 > 0 ? $0 : 2048 } ?? 2048)
        ring = FocusRing(fields: [0], buttons: buttons.count, focus: defaultButton.map(FocusRing.Stop.button))
    }

    /// `text` cut at each "\n" as dialog's `load_list` cuts a file: a missing last newline added, none for an empty text.
    static func lines(of text: String) -> [[Character]] {
        var lines: [[Character]] = [], current = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar == "\n" {
                lines.append(Array(String(current)))
                current = String.UnicodeScalarView()
            } else {
                current.append(scalar)
            }
        }
        if !current.isEmpty { lines.append(Array(String(current))) }
        return lines.isEmpty ? [[]] : lines
    }

    /// The lines as text, each without its newline.
    public var texts: [String] { lines.map { String($0) } }

    // MARK: - Layout

    enum Part: BoxPart { case border, topPadding, title, titleGap, message, area, buttons }

    /// The box dialog draws: `height` by `width` (about three quarters of the screen when not given), the area framed
    /// inside the border a column in, the buttons under it.
    func layout(screen: Size) -> BoxLayout<Part> {
        // dialog's auto size: three quarters of the screen for the text, and the box around it.
        let boxWidth = min(screen.width, width ?? screen.width * 3 / 4 + 6)
        let boxHeight = min(screen.height, height ?? screen.height * 3 / 4 + 3)
        return BoxLayout(title: title, message: TextBlock(""), buttons: buttons, minimumWidth: max(1, boxWidth - 6),
                         screen: screen, maximumWidth: boxWidth, widening: false, messageRows: 0, buttonRows: 1,
                         dropping: []) { _, _ in
            [StackRow(part: .area, height: max(3, min(boxHeight, screen.height) - 4))]
        }
    }

    public func boxSize(screen: Size) -> Size { layout(screen: screen).boxSize }

    /// Where the text goes in a box drawn at `box`: inside the frame, two columns in from the border.
    func textArea(_ layout: BoxLayout<Part>, box: Rect) -> Rect {
        let rows = layout.stack.rows(.area)
        return Rect(x: box.x + 3, y: box.y + rows.lowerBound + 1, width: max(1, box.width - 6), height: max(1, rows.count - 2))
    }

    /// The lines the area shows (dialog's `pagesize`).
    func pageSize(screen: Size) -> Int {
        let layout = layout(screen: screen)
        return textArea(layout, box: Rect(origin: .zero, size: layout.boxSize)).height
    }

    // MARK: - Events

    public mutating func handle(_ event: DialogEvent, screen: Size) -> Effect<Outcome>? {
        switch event {
        case .key(let key):
            if let action = ring.table(in: keys, body: keys.field).action(for: key) { return perform(action, screen: screen) }
            if ring.focusedField != nil, case .character(let character) = key.key, key.modifiers.isSubset(of: [.shift]) {
                return type(String(character))
            }
            if let action = keys.box.action(for: key) { return perform(action, screen: screen) }
            guard ring.focusedButton != nil, let index = keys.hotkeys.button(for: key, in: layout(screen: screen).buttons) else {
                return .bell
            }
            return press(button: index)
        case .paste(let text):
            guard ring.focusedField != nil else { return nil }
            var pieces = Self.lines(of: text)
            if text.hasSuffix("\n") { pieces.append([]) }
            for (index, piece) in pieces.enumerated() {
                if index > 0 { splitLine(screen: screen) }
                _ = type(String(piece))
            }
            return nil
        case .mouse(let mouse):
            return handleMouse(mouse, screen: screen)
        case .timeout:
            return .finish(.timedOut)
        case .tick:
            return nil
        }
    }

    private mutating func press(button: Int) -> Effect<Outcome>? {
        ring.focus(.button(button))
        return .finish(.pressed(button: button, lines: texts))
    }

    mutating func perform(_ action: KeyAction, screen: Size) -> Effect<Outcome>? {
        guard !ring.move(action) else { return nil }
        switch action {
        case .dismiss, .cancel: return .finish(.dismissed)
        case .press:
            guard ring.focusedField != nil else { return ring.focusedButton.flatMap { press(button: $0) } }
            splitLine(screen: screen)
        case .up: return move(to: row - 1, screen: screen)
        case .down: return move(to: row + 1, screen: screen)
        case .pageDown: return move(to: top + pageSize(screen: screen), screen: screen)
        case .pageUp: return move(to: row > top ? top : top - pageSize(screen: screen), screen: screen)
        case .deleteBackward where cursor == 0:
            guard row > 0 else { return moved(from: row, bell: true) }
            // The line joins the one above, the caret where they meet.
            let from = row
            cursor = lines[row - 1].count
            goalColumn = Self.column(of: lines[row - 1], at: cursor)
            lines[row - 1] = Self.cut(lines[row - 1] + lines[row], bytes: inputLimit)
            lines.remove(at: row)
            row -= 1
            _ = scroll(to: row, pageSize: pageSize(screen: screen))
            return moved(from: from, bell: false)
        case .moveLeft, .moveRight, .moveToStart, .moveToEnd, .deleteBackward, .deleteForward, .killLine:
            edit(action)
        default:
            break
        }
        return nil
    }

    /// An edit of the caret's line; the column it leaves the caret at is where ↑/↓ aim next.
    private mutating func edit(_ action: KeyAction) {
        let before = lines[row]
        var line = startEdit()
        switch action {
        case .moveLeft: cursor = max(0, cursor - 1)
        case .moveRight: cursor = min(line.count, cursor + 1)
        case .moveToStart: cursor = 0
        case .moveToEnd: cursor = line.count
        case .deleteBackward:
            line.remove(at: cursor - 1)
            cursor -= 1
        case .deleteForward where cursor < line.count: line.remove(at: cursor)
        case .killLine:
            line = []
            cursor = 0
        default: break
        }
        lines[row] = line
        // dialog measures the column in the line as it was before the key.
        goalColumn = Self.column(of: cursor <= before.count ? before : line, at: cursor)
    }

    /// Typed text inserted at the caret, as much as the line's limit lets in; the bell when some was refused.
    mutating func type(_ text: String) -> Effect<Outcome>? {
        var refused = false
        // Each character is a key of its own to dialog: the line cut to its limit less one, then the character let
        // in while the line is shorter than the limit.
        for character in text {
            let before = lines[row]
            var line = startEdit()
            if String(line).utf8.count < inputLimit {
                line.insert(character, at: cursor)
                cursor += 1
            } else {
                refused = true
            }
            lines[row] = line
            goalColumn = Self.column(of: cursor <= before.count ? before : line, at: cursor)
        }
        return refused ? .bell : nil
    }

    /// The caret's line as dialog edits it (`editbox.c` copies it to a buffer of `max_len`): its first
    /// `inputLimit - 1` bytes, whole characters, the caret no further.
    private mutating func startEdit() -> [Character] {
        let line = Self.cut(lines[row], bytes: inputLimit - 1)
        cursor = min(cursor, line.count)
        return line
    }

    /// The characters of `line` that fit whole in `bytes` bytes.
    static func cut(_ line: [Character], bytes: Int) -> [Character] {
        var used = 0, count = 0
        for character in line {
            used += character.utf8.count
            if used > bytes { break }
            count += 1
        }
        return count == line.count ? line : Array(line[..<count])
    }

    /// Enter in the text: the line is cut at the caret, the caret at the start of its second half.
    private mutating func splitLine(screen: Size) {
        let line = lines[row]
        lines[row] = Array(line[..<cursor])
        lines.insert(Array(line[cursor...]), at: row + 1)
        row += 1
        cursor = 0
        _ = scroll(to: row, pageSize: pageSize(screen: screen))
    }

    /// ↑, ↓, PgUp or PgDn to line `target` (dialog's `scroll_to`), the caret at the goal column there.
    private mutating func move(to target: Int, screen: Size) -> Effect<Outcome>? {
        let from = row
        let bell = scroll(to: target, pageSize: pageSize(screen: screen))
        return moved(from: from, bell: bell)
    }

    /// After the caret's line changed from `from`: the caret at the goal column of its new line.
    private mutating func moved(from: Int, bell: Bool) -> Effect<Outcome>? {
        if row != from {
            let goal = goalColumn ?? Self.column(of: lines[from < lines.count ? from : row], at: cursor)
            goalColumn = goal
            cursor = Self.offset(in: lines[row], atColumn: goal)
        }
        return bell ? .bell : nil
    }

    /// dialog's `scroll_to`: moves `row` to `target` and `top` to show it; true when nothing moved (the bell).
    private mutating func scroll(to target: Int, pageSize: Int) -> Bool {
        let count = lines.count
        var bell = false
        if target < top {
            if target < 0 {
                if top == 0 && row == 0 { bell = true } else { (row, top) = (0, 0) }
            } else {
                (row, top) = (target, target)
            }
        } else if target >= count {
            if row < count - 1 { (row, top) = (count - 1, count - 1) } else { bell = true }
        } else if target >= top + pageSize {
            (row, top) = (target, target)
        } else {
            row = target
        }
        if pageSize < count {
            if top + pageSize >= count { top = count - pageSize }
        } else {
            top = 0
        }
        return bell
    }

    /// The column character `offset` of `line` starts at: a tab to the next multiple of 8, a control two (`^X`).
    static func column(of line: [Character], at offset: Int) -> Int {
        var column = 0
        for character in line.prefix(offset) { column += width(of: character, at: column) }
        return column
    }

    static func width(of character: Character, at column: Int) -> Int {
        if character == "\t" { return (column | 7) + 1 - column }
        if character.unicodeScalars.first.map({ $0.value < 0x20 || $0.value == 0x7F }) ?? false { return 2 }
        return character.displayWidth
    }

    /// dialog's `col_to_chr_offset`: the character under `column`, the line's end just past it, else its start.
    static func offset(in line: [Character], atColumn goal: Int) -> Int {
        var column = 0
        for (index, character) in line.enumerated() {
            let next = column + width(of: character, at: column)
            if column <= goal, next > goal { return index }
            column = next
        }
        return column == goal ? line.count : 0
    }

    private mutating func handleMouse(_ mouse: MouseEvent, screen: Size) -> Effect<Outcome>? {
        let layout = layout(screen: screen)
        let area = textArea(layout, box: Rect(origin: .zero, size: layout.boxSize))
        let inText = area.contains(x: mouse.column, y: mouse.row) && top + mouse.row - area.y < lines.count
        switch click.track(mouse, over: layout.button(at: mouse).map(FocusRing.Stop.button) ?? (inText ? .field(0) : nil)) {
        case .pressed(.field)?:
            row = top + mouse.row - area.y
            cursor = Self.offset(in: lines[row], atColumn: mouse.column - area.x)
            ring.focus(.field(0))
        case .pressed(let stop)?: ring.focus(stop)
        case .clicked(.button(let index))?: return press(button: index)
        case .wheel(let lines)?: return perform(lines < 0 ? .up : .down, screen: screen)
        default: break
        }
        return nil
    }

    // MARK: - Drawing

    /// The first character shown of the caret's line: the line scrolls sideways to keep the caret in `width` columns.
    private func firstShown(width: Int) -> Int {
        let line = lines[row]
        var start = 0
        while start < cursor, Self.column(of: line, at: cursor) - Self.column(of: line, at: start) >= width { start += 1 }
        return start
    }

    public func caret(in rect: Rect, screen: Size) -> Point? {
        guard ring.focusedField != nil else { return nil }
        let layout = layout(screen: screen)
        let area = textArea(layout, box: layout.box.rect(in: rect))
        let line = lines[row], start = firstShown(width: area.width)
        return Point(x: area.x + Self.column(of: line, at: cursor) - Self.column(of: line, at: start), y: area.y + row - top)
    }

    public func render(into buffer: inout Buffer, in rect: Rect, screen: Size, theme: Theme) {
        let layout = layout(screen: screen)
        let box = layout.draw(into: &buffer, in: rect, title: title, focused: ring.focusedButton, theme: theme)
        let area = textArea(layout, box: box)
        Panel.draw(into: &buffer, Rect(x: area.x - 1, y: area.y - 1, width: area.width + 2, height: area.height + 2),
                   border: true, styles: (theme.field, theme.border))
        for index in top..<min(lines.count, top + area.height) {
            let start = index == row ? firstShown(width: area.width) : 0
            draw(lines[index], from: start, into: &buffer, x: area.x, y: area.y + index - top, width: area.width,
                 style: theme.field)
        }
    }

    /// Draws `line` from character `start` in `width` columns: tabs as spaces, controls as `^X`, a wide
    /// character that would not fit left out.
    private func draw(_ line: [Character], from start: Int, into buffer: inout Buffer, x: Int, y: Int, width: Int,
                      style: Style) {
        var column = Self.column(of: line, at: start), used = 0
        for character in line[start...] {
            let columns = Self.width(of: character, at: column)
            guard used + columns <= width else { break }
            let shown: String
            if character == "\t" {
                shown = String(repeating: " ", count: columns)
            } else if columns == 2, let scalar = character.unicodeScalars.first, scalar.value < 0x20 || scalar.value == 0x7F {
                shown = "^" + String(Character(Unicode.Scalar(UInt8(scalar.value ^ 0x40))))
            } else {
                shown = Sanitizer.sanitize(String(character), keepNewlines: false, keepTabs: false)
            }
            buffer.put(shown, x: x + used, y: y, style: style, maxWidth: columns)
            used += columns
            column += columns
        }
    }
}
