import XCTest
@testable import DialogKit

/// A key in a field of a long form costs what a key in a short one does: only the fields in view are laid out whole
/// and drawn.
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

    /// The seconds `keys` keys take, each typed or deleted and the frame and caret composed after it.
    private func seconds(_ form: inout Form, keys: Int) -> Double {
        let start = Date()
        for index in 0..<keys {
            _ = form.handle(.key(index % 2 == 0 ? KeyEvent(.character("x")) : KeyEvent(.backspace)), screen: screen)
            _ = FrameComposer.compose(form, screen: screen, placement: .fullscreen, frame: .shown, theme: mono)
            _ = FrameComposer.caret(form, screen: screen, placement: .fullscreen)
        }
        return Date().timeIntervalSince(start)
    }

    func testAKeyInATwoHundredFieldFormCostsWhatItDoesInAnEightFieldOne() {
        var short = form(8), long = form(200)
        XCTAssertEqual(long.current, 7)
        XCTAssertTrue(FrameComposer.compose(long, screen: screen, placement: .fullscreen, frame: .shown, theme: mono)
            .lines().joined(separator: "\n").contains("▼"), "the long form scrolls")
        _ = seconds(&short, keys: 40)
        _ = seconds(&long, keys: 40)
        let shortTime = seconds(&short, keys: 400), longTime = seconds(&long, keys: 400)
        XCTAssertLessThan(longTime, shortTime * 2 + 0.05, "400 keys: 200 fields \(longTime) s, 8 fields \(shortTime) s")
    }
}
