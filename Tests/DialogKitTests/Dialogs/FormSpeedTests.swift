import XCTest
@testable import DialogKit

/// A key in a field of a long form costs what a key in a short one does: only the fields in view are laid out whole
/// and drawn (the time itself is the bench's `form-echo` scenario).
final class FormSpeedTests: XCTestCase {
    private let screen = Size(width: 80, height: 14)
    private let mono = Theme.standard(for: .none)

    /// A form of `count` lines, focused on its eighth.
    private func form(_ count: Int) -> Form {
        var form = Form(questions: (1...count).map { index in
            Form.Field(.text, name: "f\(index)", label: "Field \(index)", value: "v\(index)",
                       validation: InputValidation(required: true))
        }, title: "Fields")
        for _ in 0..<7 { _ = form.handle(.key(KeyEvent(.tab)), screen: screen) }
        return form
    }

    /// The fields a frame of `form` lays out whole, and the rows the whole page takes.
    private func laidOut(_ form: Form) -> (fields: [Int], pageRows: Int) {
        let layout = form.layout(screen: screen), rows = layout.stack.rows(.fields).count
        let shown = form.scroll..<(form.scroll + rows)
        let sheet = form.sheet(width: layout.contentWidth) { $1.overlaps(shown) }
        return (sheet.blocks.map(\.field), sheet.height)
    }

    func testAFrameOfATwoHundredFieldFormLaysOutOnlyTheFieldsInView() {
        var long = form(200)
        XCTAssertEqual(long.current, 7)
        XCTAssertTrue(FrameComposer.compose(long, screen: screen, placement: .fullscreen, frame: .shown, theme: mono)
            .lines().joined(separator: "\n").contains("▼"), "the long form scrolls")
        let (fields, pageRows) = laidOut(long)
        XCTAssertEqual(pageRows, 200, "one row a field")
        XCTAssertTrue(fields.contains(7), "the focused field is laid out")
        XCTAssertLessThanOrEqual(fields.count, screen.height, "only the fields in view: \(fields)")
        for _ in 0..<100 { _ = long.handle(.key(KeyEvent(.tab)), screen: screen) }
        let (later, _) = laidOut(long)
        XCTAssertTrue(later.contains(107), "the view follows the focus: \(later)")
        XCTAssertLessThanOrEqual(later.count, screen.height)
        XCTAssertEqual(laidOut(form(8)).fields.count, 8, "a short form is laid out whole")
    }
}
