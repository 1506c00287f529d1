import XCTest
@testable import DialogKit

/// A form on pages and a form taller than the screen; dialog's `--form` on the same fields.
final class FormPagesTests: XCTestCase {
    private func paged() -> FormDriver {
        FormDriver(Form(questions: [
            Form.Field(.text, name: "user", label: "User", validation: InputValidation(required: true)),
            Form.Field(.text, name: "host", label: "Host", value: "example.org"),
            Form.Field(.confirm, name: "admin", label: "Admin?", page: 1),
            Form.Field(.number, name: "port", label: "Port", value: "22", minimum: 1, maximum: 65535, page: 1),
            Form.Field(.textarea, name: "motd", label: "Motd", page: 3),
        ], title: "Setup"), screen: Size(width: 50, height: 16))
    }

    func testPagesShowBackAndNextAndTheLastTheFormsButtons() {
        var form = paged()
        XCTAssertEqual(form.picture, """
             ╭──────────────────────────────────────────────╮
             │                                              │
             │                    Setup                     │
             │                                              │
             │  User                                        │
             │  Host   example.org                          │
             │                                              │
             │                                              │
             │                                 Page 1 of 3  │
             │             < Next >  < Cancel >             │
             ╰──────────────────────────────────────────────╯
            """)
        XCTAssertEqual(form.send(Keys.tab + Keys.tab + Keys.enter), [], "Next with an empty user")
        XCTAssertEqual(form.form.page, 0, "Next checks the page first")
        XCTAssertEqual(form.form.current, 0)
        XCTAssertEqual(form.form.errors[0], InputValidation.requiredMessage)
        form.send("ada" + Keys.enter + Keys.enter)
        XCTAssertEqual(form.form.page, 1, "Enter on a page's last field turns the page")
        XCTAssertEqual(form.form.current, 2)
        XCTAssertEqual(form.picture, """
             ╭──────────────────────────────────────────────╮
             │                                              │
             │                    Setup                     │
             │                                              │
             │  Admin? (*) Yes  ( ) No                      │
             │  Port   22                                   │
             │                                              │
             │                                              │
             │                                 Page 2 of 3  │
             │        < Back >  < Next >  < Cancel >        │
             ╰──────────────────────────────────────────────╯
            """)
        form.send(Keys.tab + Keys.tab + Keys.enter)
        XCTAssertEqual(form.form.page, 0, "Back, unchecked")
        XCTAssertEqual(form.form.answers[0], .text("ada"), "the answers stay")
        form.send(Keys.ctrlS)
        XCTAssertEqual(form.form.page, 0)
        form.send(Keys.tab + Keys.tab + " " + "n" + Keys.tab + Keys.tab + Keys.tab + Keys.enter)
        XCTAssertEqual(form.form.page, 2)
        XCTAssertTrue(form.picture.contains("< Back >  < OK >  < Cancel >"), form.picture)
        XCTAssertTrue(form.picture.contains("Page 3 of 3"), form.picture)
        XCTAssertEqual(form.send("Hi" + Keys.ctrlS), [.finish(.submitted([
            .text("ada"), .text("example.org"), .flag(false), .text("22"), .text("Hi"),
        ]))])
    }

    func testNextChecksThePageAndSubmitFromAnyPageGoesToTheFirstInvalidField() {
        var form = paged()
        form.send("ada" + Keys.enter + Keys.enter + Keys.tab + Keys.ctrlU + "0" + Keys.tab + Keys.tab + " ")
        XCTAssertEqual(form.form.page, 1, "the port is refused on the way to Next")
        XCTAssertEqual(form.form.current, 3)
        XCTAssertTrue(form.picture.contains("│  Port   0                                    │\n │         A whole number from 1 to 65535       │"),
                      form.picture)
        form.send(Keys.tab + " ")
        XCTAssertEqual(form.form.page, 0, "Back with the port still refused")
        XCTAssertEqual(form.send(Keys.ctrlS), [], "Ctrl-S on the first page")
        XCTAssertEqual(form.form.page, 1, "to the refused field's page")
        XCTAssertEqual(form.form.current, 3)
        form.send("1" + Keys.enter)
        XCTAssertEqual(form.form.page, 2)
        XCTAssertEqual(form.send(Keys.ctrlS), [.finish(.submitted([
            .text("ada"), .text("example.org"), .flag(true), .text("01"), .text(""),
        ]))])
    }

    private func long(_ count: Int) -> Form {
        Form(questions: (1...count).map { index in
            Form.Field(.text, name: "f\(index)", label: "Field \(index)", value: "v\(index)",
                       validation: InputValidation(required: true), help: index == 9 ? "The ninth" : "")
        }, title: "Long")
    }

    func testALongFormScrollsToTheFocusedFieldWithItsRowsUnderIt() {
        var form = FormDriver(long(12), screen: Size(width: 40, height: 10))
        XCTAssertEqual(form.picture, """
             ╭────────────────────────────────────╮
             │                Long                │
             │  Field 1  v1                       │
             │  Field 2  v2                       │
             │  Field 3  v3                       │
             │  Field 4  v4                       │
             │  Field 5  v5                       ▼
             │         < OK >  < Cancel >         │
             ╰────────────────────────────────────╯
            """)
        form.send(String(repeating: Keys.tab, count: 8))
        XCTAssertEqual(form.picture, """
             ╭────────────────────────────────────╮
             │                Long                │
             │  Field 6  v6                       ▲
             │  Field 7  v7                       │
             │  Field 8  v8                       │
             │  Field 9  v9                       │
             │           The ninth                ▼
             │         < OK >  < Cancel >         │
             ╰────────────────────────────────────╯
            """)
        XCTAssertEqual(form.caret, Point(x: form.box.x + 3 + 9 + 2, y: form.box.y + 5))
        form.send(Keys.ctrlU + Keys.down)
        XCTAssertEqual(form.picture, """
             ╭────────────────────────────────────╮
             │                Long                │
             │  Field 7  v7                       ▲
             │  Field 8  v8                       │
             │  Field 9                           │
             │           A value is required      │
             │  Field 10 v10                      ▼
             │         < OK >  < Cancel >         │
             ╰────────────────────────────────────╯
            """)
        form.send(String(repeating: Keys.tab, count: 3))
        XCTAssertTrue(form.picture.contains("│  Field 12 v12                      │"), form.picture)
        XCTAssertEqual(form.send(Keys.ctrlS), [])
        XCTAssertEqual(form.picture, """
             ╭────────────────────────────────────╮
             │                Long                │
             │  Field 9                           ▲
             │           A value is required      │
             │           The ninth                │
             │  Field 10 v10                      │
             │  Field 11 v11                      ▼
             │         < OK >  < Cancel >         │
             ╰────────────────────────────────────╯
            """, "submit scrolled back to the refused field")
    }

    func testTheWheelScrollsTheFormAndAClickFocusesWhatItShows() throws {
        var form = FormDriver(long(12), screen: Size(width: 40, height: 10))
        for _ in 0..<3 {
            _ = form.form.handle(.mouse(MouseEvent(action: .scrollDown, button: .none, column: 5, row: 3, modifiers: [])),
                                 screen: form.area)
        }
        XCTAssertTrue(form.picture.contains("│  Field 4  v4                       ▲"), form.picture)
        let field6 = try XCTUnwrap(form.find("v6"))
        form.click(field6.column, field6.row)
        XCTAssertEqual(form.form.current, 5)
        form.send("!")
        XCTAssertEqual(form.form.answers[5], .text("!v6"))
    }

    // MARK: - dialog's --form

    func testADialogFieldOfAGivenWidthScrollsItsLongerText() {
        var form = FormDriver(Form(message: "Details", fields: [
            {
                var field = Form.Field(label: "Code:", value: "ab")
                field.width = 4
                return field
            }(),
            Form.Field(label: "Town:", value: "London"),
        ], buttons: [ButtonLabel(text: "OK"), ButtonLabel(text: "Cancel")]), screen: Size(width: 50, height: 12))
        form.send("\u{05}cdefg")
        XCTAssertEqual(form.picture, """
                ╭───────────────────────────────────────╮
                │                                       │
                │  Details                              │
                │                                       │
                │  Code: efg                            │
                │  Town: London                         │
                │                                       │
                │          < OK >  < Cancel >           │
                ╰───────────────────────────────────────╯
            """)
        XCTAssertEqual(form.caret, Point(x: form.box.x + 3 + 6 + 3, y: form.box.y + 4), "the caret in the field's last column")
        XCTAssertEqual(form.send(Keys.enter), [.finish(.pressed(button: 0, values: ["abcdefg", "London"], field: 0))])
    }
}
