import XCTest
@testable import DialogKit

/// A form keeps its box's layout between the steps of a frame: what it keeps must never outlive what it was made from.
final class FormLayoutMemoTests: XCTestCase {
    private let screen = Size(width: 60, height: 24)
    private let mono = Theme.standard(for: .none)

    private func picture(_ form: Form) -> String {
        FrameComposer.compose(form, screen: screen, placement: .fullscreen, frame: .shown, theme: mono)
            .lines().joined(separator: "\n")
    }

    private func paged() -> Form {
        Form(questions: [Form.Field(.text, name: "user", label: "User 名前 👍🏽"),
                         Form.Field(.text, name: "home", label: "Home", page: 1)], title: "Account")
    }

    func testNewButtonLabelsAreDrawnInABoxLaidOutForThem() {
        var form = paged()
        XCTAssertTrue(picture(form).contains("< Next >"), picture(form))
        form.nextLabel = ButtonLabel(text: "Onward to the second page")
        let drawn = picture(form)
        XCTAssertTrue(drawn.contains("< Onward to the second page >"), drawn)
        XCTAssertFalse(drawn.contains("< Next >"), drawn)
    }

    func testACopyWithOtherLabelsDoesNotLendItsLayoutToTheOriginal() {
        let form = paged()
        var copy = form
        copy.nextLabel = ButtonLabel(text: "Onward to the second page")
        XCTAssertTrue(picture(copy).contains("< Onward to the second page >"))
        XCTAssertEqual(form.boxSize(screen: screen), paged().boxSize(screen: screen))
        XCTAssertTrue(picture(form).contains("< Next >"), picture(form))
    }

    func testARefusalGrowsTheBoxAndItsRemovalShrinksIt() {
        var form = Form(questions: [Form.Field(.text, name: "user", label: "User 名前", validation: InputValidation(required: true)),
                                    Form.Field(.text, name: "home", label: "Home")], title: "Account")
        let before = form.boxSize(screen: screen)
        _ = form.handle(.key(KeyEvent(.tab)), screen: screen)
        XCTAssertNotNil(form.errors[0])
        XCTAssertEqual(form.boxSize(screen: screen).height, before.height + 1, picture(form))
        _ = form.handle(.key(KeyEvent(.tab, .shift)), screen: screen)
        _ = form.handle(.paste("é"), screen: screen)
        XCTAssertNil(form.errors[0])
        XCTAssertEqual(form.boxSize(screen: screen), before, picture(form))
    }

    func testTheFocusedFieldsPlaceFollowsTheFocusTheRefusalsAndTheWidth() {
        var form = Form(questions: [Form.Field(.text, name: "user", label: "User 名前", validation: InputValidation(required: true)),
                                    Form.Field(.text, name: "home", label: "Home", help: "Where 👍🏽 lives"),
                                    Form.Field(.text, name: "shell", label: "Shell")], title: "Account")
        let width = form.layout(screen: screen).contentWidth
        func check(_ step: String, width: Int = width, line: UInt = #line) {
            XCTAssertEqual(form.focusedSheet(width: width), form.sheet(width: width, only: form.focusedSlot), step, line: line)
        }
        check("first field")
        let first = form.focusedSheet(width: width).control(0)
        _ = form.handle(.key(KeyEvent(.tab)), screen: screen)
        check("a refusal under the first field, the second focused")
        XCTAssertEqual(form.focusedSheet(width: width).control(1)?.rect.y, (first?.rect.y ?? 0) + 2, picture(form))
        _ = form.handle(.key(KeyEvent(.tab, .shift)), screen: screen)
        _ = form.handle(.paste("é"), screen: screen)
        XCTAssertNil(form.errors[0])
        check("the refusal gone with an edit")
        _ = form.handle(.key(KeyEvent(.tab)), screen: screen)
        XCTAssertEqual(form.focusedSheet(width: width).control(1)?.rect.y, (first?.rect.y ?? 0) + 1, picture(form))
        check("the second focused again, no refusal")
        check("a narrower screen", width: 20)
        check("and back", width: width)
    }

    func testTheHelpLineFollowsTheKeysWhenTheyChange() {
        var form = paged()
        let line = form.helpLine
        form.keys = .dialogForm
        XCTAssertNotEqual(form.helpLine, line)
        XCTAssertEqual(form.helpLine, Form(message: "", fields: paged().fields).helpLine)
    }
}
