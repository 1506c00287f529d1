import XCTest
@testable import DialogKit

/// `swalert form`'s box as pictures: every kind of field, focused and not, labels beside or above, help and refusals.
final class FormTests: XCTestCase {
    private func items(_ values: String...) -> [Choose.Item] { values.map { Choose.Item(value: $0) } }

    func testEveryKindOfFieldBesideItsLabel() {
        let form = FormDriver(Form(questions: [
            Form.Field(.text, name: "user", label: "User", placeholder: "lower case"),
            Form.Field(.password, name: "pass", label: "Password", value: "pw", again: "Again"),
            Form.Field(.number, name: "port", label: "Port", value: "22"),
            Form.Field(.file, name: "key", label: "Key file", value: "~/.ssh/id"),
            Form.Field(.confirm, name: "admin", label: "Admin?", value: "no"),
            Form.Field(.note, label: "Notes are text only."),
            Form.Field(.choose, name: "shell", label: "Shell", items: items("bash", "zsh")),
            Form.Field(.multi, name: "groups", label: "Groups", selected: ["audio"], items: items("sudo", "audio")),
            Form.Field(.textarea, name: "motd", label: "Motd", value: "Hello\nworld"),
        ], title: "New user"), screen: Size(width: 50, height: 30))
        XCTAssertEqual(form.picture, """
             ╭──────────────────────────────────────────────╮
             │                                              │
             │                   New user                   │
             │                                              │
             │  User     lower case                         │
             │  Password ••                                 │
             │  Again    ••                                 │
             │  Port     22                                 │
             │  Key file ~/.ssh/id                          │
             │  Admin?   ( ) Yes  (*) No                    │
             │  Notes are text only.                        │
             │  Shell                                  1/2  │
             │           > (*) bash                         │
             │             ( ) zsh                          │
             │  Groups                                 1/2  │
             │           > [ ] sudo                         │
             │             [x] audio                        │
             │  Motd     Hello                              │
             │           world                              │
             │                                              │
             │                                              │
             │                                              │
             │              < OK >  < Cancel >              │
             ╰──────────────────────────────────────────────╯
            """)
        XCTAssertEqual(form.caret, Point(x: form.box.x + 12, y: form.box.y + 4), "the first field has the caret at its start")
    }

    func testTheFocusedFieldShowsItsHelpAndEachKindItsFocus() {
        var form = FormDriver(Form(questions: [
            Form.Field(.text, name: "user", label: "User", help: "Lower case, 32 at most"),
            Form.Field(.confirm, name: "admin", label: "Admin?"),
            Form.Field(.choose, name: "shell", label: "Shell", items: items("bash", "zsh")),
            Form.Field(.textarea, name: "motd", label: "Motd"),
        ]), screen: Size(width: 44, height: 20))
        XCTAssertEqual(form.picture, """
             ╭────────────────────────────────────────╮
             │                                        │
             │  User                                  │
             │         Lower case, 32 at most         │
             │  Admin? (*) Yes  ( ) No                │
             │  Shell                            1/2  │
             │         > (*) bash                     │
             │           ( ) zsh                      │
             │  Motd                                  │
             │                                        │
             │                                        │
             │                                        │
             │                                        │
             │           < OK >  < Cancel >           │
             ╰────────────────────────────────────────╯
            """)
        XCTAssertTrue(form.frame.styleDump().contains(" bold") || form.frame.styleDump() != "", "styles are dumped")
        let labelStyle = { (text: String) -> Style? in
            guard let at = form.find(text) else { return nil }
            return form.frame[x: form.box.x + at.column, y: form.box.y + at.row].style
        }
        XCTAssertEqual(labelStyle("User"), form.theme.title, "the focused field's label stands out")
        XCTAssertEqual(labelStyle("Admin?"), form.theme.message)

        form.send(Keys.tab)
        XCTAssertNil(form.find("Lower case"), "help shows only under the focused field")
        XCTAssertEqual(form.find("(*) Yes").map { form.frame[x: form.box.x + $0.column, y: form.box.y + $0.row].style },
                       form.theme.focusedButton, "the focused yes/no highlights its answer")
        XCTAssertEqual(form.caret, Point(x: form.box.x + 11, y: form.box.y + 3), "the caret on the answer's mark")
        form.send(Keys.tab)
        XCTAssertEqual(form.picture.components(separatedBy: "\n")[4], " │  Shell  Type to filter            1/2  │",
                       "a focused list invites a query")
        XCTAssertEqual(form.caret, Point(x: form.box.x + 10, y: form.box.y + 4))
        form.send(Keys.tab)
        XCTAssertEqual(form.caret, Point(x: form.box.x + 10, y: form.box.y + 7), "the text area's caret")
    }

    func testANarrowScreenPutsEachLabelAboveItsField() {
        var form = FormDriver(Form(questions: [
            Form.Field(.text, name: "user", label: "The name you log in with", value: "ada"),
            Form.Field(.password, name: "pass", label: "A password", again: "The password again"),
            Form.Field(.confirm, name: "admin", label: "Administrator?"),
        ]), screen: Size(width: 36, height: 20))
        XCTAssertEqual(form.picture, """
             ╭────────────────────────────────╮
             │                                │
             │  The name you log in with      │
             │  ada                           │
             │  A password                    │
             │                                │
             │  The password again            │
             │                                │
             │  Administrator?                │
             │  (*) Yes  ( ) No               │
             │                                │
             │       < OK >  < Cancel >       │
             ╰────────────────────────────────╯
            """)
        form.send("x" + Keys.tab + "pw")
        XCTAssertEqual(form.caret, Point(x: form.box.x + 5, y: form.box.y + 5), "two masks into the password")
    }

    func testUnicodeLabelsAndValuesKeepTheirColumns() {
        var form = FormDriver(Form(questions: [
            Form.Field(.text, name: "name", label: "名前", value: "日本語"),
            Form.Field(.text, name: "mood", label: "Mood 👍🏽", value: "👍🏽 ok"),
            Form.Field(.text, name: "cafe", label: "Cafe\u{301}", value: "e\u{301}te\u{301}"),
            Form.Field(.choose, name: "pick", label: "選ぶ", items: items("東京", "👍🏽", "cafe\u{301}")),
        ]), screen: Size(width: 44, height: 16))
        XCTAssertEqual(form.picture, """
             ╭────────────────────────────────────────╮
             │                                        │
             │  名前    日本語                        │
             │  Mood 👍🏽 👍🏽 ok                         │
             │  Café    été                           │
             │  選ぶ                             1/3  │
             │          > (*) 東京                    │
             │            ( ) 👍🏽                      │
             │            ( ) café                    │
             │                                        │
             │           < OK >  < Cancel >           │
             ╰────────────────────────────────────────╯
            """)
        form.send("\u{05}")
        XCTAssertEqual(form.caret, Point(x: form.box.x + 11 + 6, y: form.box.y + 2), "after three wide glyphs")
        form.send(Keys.tab + "\u{05}")
        XCTAssertEqual(form.caret, Point(x: form.box.x + 11 + 5, y: form.box.y + 3), "after 👍🏽, a space and ok")
        form.send(Keys.tab + "\u{05}")
        XCTAssertEqual(form.caret, Point(x: form.box.x + 11 + 3, y: form.box.y + 4), "combining marks take no column")
        form.send(Keys.tab + Keys.down)
        guard case .finish(.submitted(let values))? = form.send(Keys.ctrlS).last else { return XCTFail("not submitted") }
        XCTAssertEqual(values, [.text("日本語"), .text("👍🏽 ok"), .text("e\u{301}te\u{301}"), .text("👍🏽")])
    }
}
