import XCTest
@testable import DialogKit

/// A key typed into a field redraws that field alone over the box as last drawn (`Dialog.renderChanges`), and the
/// box is then cell for cell the one composed whole; anything else that changes has the box composed whole.
final class RenderChangesTests: XCTestCase {
    private let screen = Size(width: 60, height: 16)
    private let mono = Theme.standard(for: .none)

    /// Types each of `keys` into `dialog`, redrawing the changes alone into the box as last drawn: each redraw is
    /// checked to be the box composed whole; the box at the end.
    private func typed<D: Dialog>(_ keys: [String], into dialog: inout D, placement: Placement = .inline,
                                  file: StaticString = #filePath, line: UInt = #line) -> Buffer {
        let box = FrameComposer.boxRect(dialog, screen: screen, placement: placement)
        var cells = FrameComposer.composeBox(dialog, box: box, screen: screen, placement: placement, theme: mono)
        let area = placement == .inline ? FrameComposer.inlineArea(screen) : screen
        for key in keys {
            let look = dialog.look
            dialog.type(key, screen: area)
            XCTAssertNotNil(look, file: file, line: line)
            XCTAssertEqual(dialog.look, look, "\(key.debugDescription) changed more than its field", file: file, line: line)
            XCTAssertTrue(FrameComposer.recomposeBox(dialog, in: &cells, screen: screen, placement: placement, theme: mono),
                          file: file, line: line)
            let whole = FrameComposer.composeBox(dialog, box: box, screen: screen, placement: placement, theme: mono)
            XCTAssertEqual(cells.lines(), whole.lines(), "after \(key.debugDescription)", file: file, line: line)
            XCTAssertEqual(cells, whole, "styles after \(key.debugDescription)", file: file, line: line)
        }
        return cells
    }

    /// Whether `dialog` after `keys` looks as before but for what it redraws alone (`Dialog.look`).
    private func redrawnAlone<D: Dialog>(_ dialog: D, after keys: String) -> Bool {
        var next = dialog
        next.type(keys, screen: FrameComposer.inlineArea(screen))
        return dialog.look != nil && next.look == dialog.look
    }

    func testAnInputsKeysRedrawItsFieldAloneAsTheWholeBoxWouldDrawIt() {
        var input = Input(message: "Where should the nightly backup go?", title: "Backup", placeholder: "/srv/backups")
        let keys = ["/", "東", "京", " ", "👍🏽", " ", "e\u{301}", "\u{7f}", "\u{7f}", "\u{1b}[D", "\u{1b}[H", "\u{0b}"]
            + (0..<60).map { String(UnicodeScalar(UInt8(97 + $0 % 26))) }  // past the field's width: it scrolls sideways
            + ["\u{15}"]  // Ctrl-U: empty again, the placeholder back
        let box = typed(keys, into: &input)
        XCTAssertEqual(box.lines().map { String($0.reversed().drop { $0 == " " }.reversed()) }.joined(separator: "\n"), """
            ╭────────────────────────────────────────────╮
            │                                            │
            │                   Backup                   │
            │                                            │
            │  Where should the nightly backup go?       │
            │                                            │
            │  /srv/backups                              │
            │                                            │
            │             < OK >  < Cancel >             │
            ╰────────────────────────────────────────────╯
            """, "emptied again: the placeholder")
    }

    func testAnInputsFocusOrRefusalIsDrawnWithTheWholeBox() {
        let input = Input(message: "Name?", validation: InputValidation(required: true))
        XCTAssertTrue(redrawnAlone(input, after: "a"))
        XCTAssertFalse(redrawnAlone(input, after: "\t"), "the focus moves to OK")
        XCTAssertFalse(redrawnAlone(input, after: "\r"), "the empty value refused: the reason shows under the field")
        var refused = input
        refused.type("\r", screen: FrameComposer.inlineArea(screen))
        XCTAssertFalse(redrawnAlone(refused, after: "a"), "typing takes the reason away")
    }

    private func form(_ count: Int) -> Form {
        var fields = (1...count).map { Form.Field(.text, name: "f\($0)", label: "Field \($0)") }
        fields.insert(Form.Field(.password, name: "secret", label: "Password", again: "Again"), at: 2)
        return Form(questions: fields, title: "Account")
    }

    func testAFormsKeysRedrawTheFocusedLineAloneAsTheWholeBoxWouldDrawIt() {
        var long = form(60)
        _ = typed(["A", "d", "a", " ", "東", "京", "👍🏽", "e\u{301}", "\u{7f}"], into: &long, placement: .fullscreen)
        // The password and its second line, then a field far down the page, scrolled into view.
        long.type("\t\t", screen: screen)
        _ = typed(["s", "3", "c"], into: &long, placement: .fullscreen)
        long.type("\t", screen: screen)
        _ = typed(["s", "3", "c"], into: &long, placement: .fullscreen)
        long.type(String(repeating: "\t", count: 40), screen: screen)
        let box = typed((0..<50).map { String(UnicodeScalar(UInt8(97 + $0 % 26))) }, into: &long, placement: .fullscreen)
        XCTAssertTrue(box.lines().joined(separator: "\n").contains("Field 40"), box.lines().joined(separator: "\n"))
    }

    func testAFormsFocusOrPageChangeIsDrawnWithTheWholeBox() {
        let short = form(3)
        XCTAssertTrue(redrawnAlone(short, after: "x"))
        XCTAssertFalse(redrawnAlone(short, after: "\t"), "the focus moves to the next field")
    }
}
