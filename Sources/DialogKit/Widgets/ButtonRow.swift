/// A row of buttons drawn as `< Label >`, centred in its width, with the focused one highlighted and each
/// hotkey underlined.
///
/// When the labels cannot all fit, each is cut to the same width with an ellipsis; a cut label underlines
/// nothing, because its hotkey may be the part that was cut.
struct ButtonRow: Equatable {
    /// Where one button is drawn: its first column, its width with the brackets, and its label as shown.
    struct Frame: Equatable {
        var x: Int
        var width: Int
        var label: String
    }

    /// The columns between two buttons.
    static let gap = 2
    let buttons: [ButtonLabel]
    /// Each button's place, in the coordinates of the `x` the row was made with.
    let frames: [Frame]

    /// The columns `buttons` take side by side with their whole labels.
    static func width(of buttons: [ButtonLabel]) -> Int {
        buttons.reduce(0) { $0 + $1.text.displayWidth + 4 } + gap * max(0, buttons.count - 1)
    }

    /// Centres `buttons` in `width` columns from column `x`, cutting the labels when they cannot all fit.
    init(_ buttons: [ButtonLabel], width: Int, x: Int) {
        self.buttons = buttons
        var labels = buttons.map(\.text)
        let gaps = Self.gap * max(0, buttons.count - 1)
        if !buttons.isEmpty, Self.width(of: buttons) > width {
            let each = max(1, (width - gaps) / buttons.count - 4)
            labels = labels.map { $0.displayWidth > each ? TextWrap.truncate($0, width: each) : $0 }
        }
        var column = x + max(0, (width - labels.reduce(0) { $0 + $1.displayWidth + 4 } - gaps) / 2)
        var frames: [Frame] = []
        for label in labels {
            frames.append(Frame(x: column, width: label.displayWidth + 4, label: label))
            column += label.displayWidth + 4 + Self.gap
        }
        self.frames = frames
    }

    /// The button drawn over `column`, or nil for a column between or beside them.
    func button(atColumn column: Int) -> Int? {
        frames.firstIndex { column >= $0.x && column < $0.x + $0.width }
    }

    /// Draws the row on row `y`, every frame moved right by `x`, with button `focused` highlighted.
    func draw(into buffer: inout Buffer, x: Int, y: Int, focused: Int?, theme: Theme) {
        for (index, (frame, button)) in zip(frames, buttons).enumerated() {
            let isFocused = index == focused
            let style = isFocused ? theme.focusedButton : theme.button
            var column = x + frame.x
            column += buffer.put("< ", x: column, y: y, style: style)
            for (offset, character) in frame.label.enumerated() {
                let isHotkey = offset == button.hotkeyOffset && frame.label == button.text
                column += buffer.put(String(character), x: column, y: y,
                                     style: isHotkey ? (isFocused ? theme.focusedHotkey : theme.hotkey) : style)
            }
            buffer.put(" >", x: column, y: y, style: style)
        }
    }
}
