import XCTest
@testable import DialogKit

/// Keys in, pictures and outcomes out, for `Form`'s tests.
struct FormDriver {
    var form: Form
    var screen = Size(width: 60, height: 24)
    let theme = Theme.standard(for: .none)

    init(_ form: Form, screen: Size = Size(width: 60, height: 24)) {
        self.form = form
        self.screen = screen
    }

    /// Decodes `bytes` as a terminal would send them and hands every key and paste to the form.
    @discardableResult
    mutating func send(_ bytes: String) -> [Effect<Form.Outcome>] {
        form.type(bytes, screen: area)
    }

    /// A left click (press and release) at `column`, `row` of the box.
    @discardableResult
    mutating func click(_ column: Int, _ row: Int) -> [Effect<Form.Outcome>] {
        [MouseEvent.Action.press, .release].compactMap {
            form.handle(.mouse(MouseEvent(action: $0, button: .left, column: column, row: row, modifiers: [])), screen: area)
        }
    }

    /// The rows an inline box is laid out in, as the presenter hands them to the dialog.
    var area: Size { FrameComposer.inlineArea(screen) }

    /// The screen as a user sees it, trailing blanks dropped.
    var picture: String {
        FrameComposer.compose(form, screen: screen, placement: .inline, frame: .shown, theme: theme)
            .trimmedLines().joined(separator: "\n")
    }

    /// The rendered frame, for its styles.
    var frame: Buffer { FrameComposer.compose(form, screen: screen, placement: .inline, frame: .shown, theme: theme) }

    var caret: Point? { FrameComposer.caret(form, screen: screen, placement: .inline) }

    /// Where the box sits on the screen.
    var box: Rect { FrameComposer.boxRect(form, screen: screen, placement: .inline) }

    /// The row of the box whose text contains `text`, and the column where it starts.
    func find(_ text: String) -> (column: Int, row: Int)? {
        let lines = frame.lines(), box = self.box
        for (row, line) in lines.enumerated() {
            guard let range = line.range(of: text) else { continue }
            return (line[..<range.lowerBound].count - box.x, row - box.y)
        }
        return nil
    }
}

/// Keys as a terminal sends them.
enum Keys {
    static let tab = "\t", backTab = "\u{1b}[Z", enter = "\r", escape = "\u{1b}", up = "\u{1b}[A", down = "\u{1b}[B"
    static let left = "\u{1b}[D", right = "\u{1b}[C", ctrlS = "\u{13}", ctrlU = "\u{15}", backspace = "\u{7f}"
    static func paste(_ text: String) -> String { "\u{1b}[200~" + text + "\u{1b}[201~" }
}
