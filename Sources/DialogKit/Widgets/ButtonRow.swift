/// A box's buttons, `< Label >`, each row centred, the focused one highlighted, hotkeys underlined. Buttons that do
/// not fit wrap onto more rows; past `maximumRows` labels are cut to an equal share with an ellipsis (a cut label
/// underlines nothing) and numbered where two would look alike (`< 1 Save t… >`), the number a key that presses it.
struct ButtonRow: Equatable {
    /// Where one button is drawn: its row, first column, width with the brackets, and label as shown.
    struct Frame: Equatable {
        var row = 0
        var x: Int
        var width: Int
        var label: String
    }

    /// The columns between two buttons.
    static let gap = 2
    let buttons: [ButtonLabel]
    /// Each button's place (from the row's `x`), the rows they take, whether they are numbered (`1 Save`).
    let frames: [Frame]
    let rows: Int
    let isNumbered: Bool

    /// The columns `buttons` take side by side with their whole labels.
    static func width(of buttons: [ButtonLabel]) -> Int {
        buttons.reduce(0) { $0 + $1.text.displayWidth + 4 } + gap * max(0, buttons.count - 1)
    }

    /// Lays `buttons` out in `width` columns from column `x`, in at most `maximumRows` rows.
    init(_ buttons: [ButtonLabel], width: Int, x: Int, maximumRows: Int = .max) {
        self.buttons = buttons
        let width = max(1, width), maximumRows = max(1, maximumRows)
        var labels = buttons.map(\.text)
        var lines = Self.wrap(labels.map { $0.displayWidth + 4 }, width: width)
        var numbered = false
        if buttons.count > 1, lines.count > maximumRows || labels.contains(where: { $0.displayWidth + 4 > width }) {
            // Each label cut to an equal share of its row; numbered when two would be alike or one only an ellipsis.
            let perRow = max(1, buttons.count / maximumRows + (buttons.count % maximumRows == 0 ? 0 : 1))
            let share = max(1, (width - Self.gap * (perRow - 1)) / perRow - 4)
            let cut = labels.map { TextWrap.truncate($0, width: share) }
            numbered = Set(cut).count < cut.count || cut.contains { $0 == "…" || $0.isEmpty }
            labels = numbered ? labels.enumerated().map { TextWrap.truncate("\($0 + 1) \($1)", width: share) } : cut
            lines = stride(from: 0, to: labels.count, by: perRow).map { Array($0..<min($0 + perRow, labels.count)) }
        } else if labels.count == 1, labels[0].displayWidth + 4 > width {
            labels[0] = TextWrap.truncate(labels[0], width: max(1, width - 4))
        }
        var frames: [Frame] = []
        for (row, line) in lines.enumerated() {
            let used = line.reduce(0) { $0 + labels[$1].displayWidth + 4 } + Self.gap * max(0, line.count - 1)
            var column = x + max(0, (width - used) / 2)
            for index in line {
                frames.append(Frame(row: row, x: column, width: labels[index].displayWidth + 4, label: labels[index]))
                column += labels[index].displayWidth + 4 + Self.gap
            }
        }
        self.frames = frames
        rows = max(1, lines.count)
        isNumbered = numbered
    }

    /// Greedy rows of the button widths `widths` in `width` columns: each row as many as fit, at least one.
    private static func wrap(_ widths: [Int], width: Int) -> [[Int]] {
        var lines: [[Int]] = [], line: [Int] = [], used = 0
        for (index, wanted) in widths.enumerated() {
            if !line.isEmpty, used + gap + wanted > width {
                lines.append(line)
                (line, used) = ([], 0)
            }
            used += (line.isEmpty ? 0 : gap) + wanted
            line.append(index)
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// The button drawn over `column` of row `row` (from the first), or nil between or beside them.
    func button(atRow row: Int = 0, column: Int) -> Int? {
        frames.firstIndex { $0.row == row && column >= $0.x && column < $0.x + $0.width }
    }

    /// The button numbered `digit` when the labels are numbered.
    func button(numbered digit: Character) -> Int? {
        guard isNumbered, let number = digit.wholeNumberValue, buttons.indices.contains(number - 1) else { return nil }
        return number - 1
    }

    /// Draws the rows from row `y`, every frame moved right by `x`, with button `focused` highlighted.
    func draw(into buffer: inout Buffer, x: Int, y: Int, focused: Int?, theme: Theme) {
        for (index, (frame, button)) in zip(frames, buttons).enumerated() {
            let isFocused = index == focused
            let style = isFocused ? theme.focusedButton : theme.button
            var column = x + frame.x
            let row = y + frame.row
            column += buffer.put("< ", x: column, y: row, style: style)
            for (offset, character) in frame.label.enumerated() {
                let isHotkey = offset == button.hotkeyOffset && frame.label == button.text
                column += buffer.put(String(character), x: column, y: row,
                                     style: isHotkey ? (isFocused ? theme.focusedHotkey : theme.hotkey) : style)
            }
            buffer.put(" >", x: column, y: row, style: style)
        }
    }
}
