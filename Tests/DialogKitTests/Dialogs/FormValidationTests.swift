import XCTest
@testable import DialogKit

/// `Field.problem(with:again:)`, the one place that says why a form's answer is refused, kind by kind; and the
/// value each field starts with.
final class FormValidationTests: XCTestCase {
    private let required = InputValidation.requiredMessage
    private let invalid = InputValidation.invalidMessage
    private let items = ["bash", "zsh", "fish"].map { Choose.Item(value: $0) }

    private func pattern(_ source: String) throws -> ValidationPattern { try ValidationPattern(source) }

    // MARK: - Lines

    func testATextTakesAnythingUnlessRequiredOrPatterned() throws {
        let free = Form.Field(.text, name: "motto", label: "Motto")
        for text in ["", "anything at all", "👍🏽 e\u{301} 漢字", "$(rm -rf /)"] { XCTAssertNil(free.problem(with: .text(text)), text) }
        let needed = Form.Field(.text, name: "user", label: "User", validation: InputValidation(required: true))
        XCTAssertEqual(needed.problem(with: .text("")), required)
        XCTAssertNil(needed.problem(with: .text("ada")))
        let user = Form.Field(.text, name: "user", label: "User",
                              validation: InputValidation(required: true, pattern: try pattern("[a-z_][a-z0-9_-]{0,31}")))
        XCTAssertNil(user.problem(with: .text("ada_l-1")))
        XCTAssertEqual(user.problem(with: .text("Ada")), invalid)
        XCTAssertEqual(user.problem(with: .text("1ada")), invalid)
        XCTAssertEqual(user.problem(with: .text(String(repeating: "a", count: 33))), invalid, "the pattern matches the whole value")
        XCTAssertEqual(user.problem(with: .text("")), required, "required is said before the pattern")
    }

    func testAPasswordFileAndTextareaAreCheckedAsAText() throws {
        let rule = InputValidation(required: true, pattern: try pattern("[^ ]+( [^ ]+)*"))
        for kind in [Form.Kind.password, .file, .textarea] {
            let field = Form.Field(kind, name: "f", label: "F", validation: rule)
            XCTAssertEqual(field.problem(with: .text("")), required, "\(kind)")
            XCTAssertEqual(field.problem(with: .text(" lead")), invalid, "\(kind)")
            XCTAssertNil(field.problem(with: .text("/srv/back ups")), "\(kind)")
        }
        let area = Form.Field(.textarea, name: "motd", label: "Message", validation: InputValidation(pattern: try pattern("[^\n]*\n[^\n]*")))
        XCTAssertNil(area.problem(with: .text("two\nlines")))
        XCTAssertEqual(area.problem(with: .text("one line")), invalid)
    }

    func testAPasswordsSecondEntryMustMatchAndNoMessageQuotesTheValue() {
        let password = Form.Field(.password, name: "pass", label: "Password", validation: InputValidation(required: true), again: "Again")
        XCTAssertNil(password.problem(with: .text("hunter2"), again: "hunter2"))
        XCTAssertEqual(password.problem(with: .text("hunter2"), again: "hunter3"), "The two entries differ")
        XCTAssertEqual(password.problem(with: .text("hunter2"), again: ""), "The two entries differ")
        XCTAssertEqual(password.problem(with: .text(""), again: ""), required, "required comes first")
        XCTAssertNil(password.problem(with: .text("hunter2")), "no second entry given: only the first is checked")
        for message in [password.problem(with: .text("hunter2"), again: "hunter3"), password.problem(with: .text(""))] {
            XCTAssertFalse(message?.contains("hunter") ?? true)
        }
    }

    // MARK: - Numbers

    func testANumberIsWholeDecimalDigitsWithAnOptionalMinus() {
        let number = Form.Field(.number, name: "n", label: "N")
        for text in ["0", "22", "-5", "-0", "007", "9223372036854775807", "-9223372036854775808", ""] {
            XCTAssertNil(number.problem(with: .text(text)), text)
        }
        for text in ["+1", "1e3", "1.5", " 22", "22 ", "-", "--1", "0x10", "١٢", "２２", "9223372036854775808", "12345678901234567890", "1_000"] {
            XCTAssertEqual(number.problem(with: .text(text)), "A whole number", text)
        }
    }

    func testANumbersRangeIsSaidInItsRefusal() {
        let port = Form.Field(.number, name: "port", label: "Port", minimum: 1, maximum: 65535)
        XCTAssertNil(port.problem(with: .text("1")))
        XCTAssertNil(port.problem(with: .text("65535")))
        for text in ["0", "-1", "65536", "99999999999999999999"] {
            XCTAssertEqual(port.problem(with: .text(text)), "A whole number from 1 to 65535", text)
        }
        XCTAssertEqual(Form.Field(.number, label: "N", minimum: -10).problem(with: .text("-11")), "A whole number of at least -10")
        XCTAssertNil(Form.Field(.number, label: "N", minimum: -10).problem(with: .text("-10")))
        XCTAssertEqual(Form.Field(.number, label: "N", maximum: -1).problem(with: .text("0")), "A whole number of at most -1")
        XCTAssertNil(port.problem(with: .text("")), "not required: empty is no number at all")
        let needed = Form.Field(.number, label: "N", validation: InputValidation(required: true), minimum: 1)
        XCTAssertEqual(needed.problem(with: .text("")), required)
    }

    func testANumbersPatternAppliesAfterItsRange() throws {
        let even = Form.Field(.number, label: "N", validation: InputValidation(pattern: try pattern("[0-9]*[02468]")), minimum: 0)
        XCTAssertNil(even.problem(with: .text("42")))
        XCTAssertEqual(even.problem(with: .text("43")), invalid)
        XCTAssertEqual(even.problem(with: .text("-2")), "A whole number of at least 0")
    }

    // MARK: - Lists

    func testAChooseTakesOneOfItsItemsByValue() {
        let shell = Form.Field(.choose, name: "shell", label: "Shell", items: items)
        XCTAssertNil(shell.problem(with: .text("zsh")))
        XCTAssertEqual(shell.problem(with: .text("tcsh")), "Not one of the choices")
        XCTAssertEqual(shell.problem(with: .text("Bash")), "Not one of the choices", "values are matched exactly")
        XCTAssertEqual(shell.problem(with: .text("")), required, "a list with items always has a choice to make")
        XCTAssertEqual(shell.problem(with: .list(["zsh"])), "Not one of the choices", "a choose answers one value")
        let labelled = Form.Field(.choose, label: "Shell", items: [Choose.Item(value: "/bin/zsh", label: "Z shell")])
        XCTAssertNil(labelled.problem(with: .text("/bin/zsh")))
        XCTAssertEqual(labelled.problem(with: .text("Z shell")), "Not one of the choices", "the label is not the value")
        XCTAssertNil(Form.Field(.choose, label: "Nothing").problem(with: .text("")), "no items: nothing to choose")
    }

    func testAMultiTakesItsItemsWithinItsBounds() {
        let groups = Form.Field(.multi, name: "groups", label: "Groups", items: items, minimum: 1, maximum: 2)
        XCTAssertNil(groups.problem(with: .list(["bash"])))
        XCTAssertNil(groups.problem(with: .list(["bash", "fish"])))
        XCTAssertEqual(groups.problem(with: .list([])), "Choose at least 1")
        XCTAssertEqual(groups.problem(with: .list(["bash", "zsh", "fish"])), "Choose at most 2")
        XCTAssertEqual(groups.problem(with: .list(["bash", "csh"])), "Not one of the choices")
        XCTAssertEqual(groups.problem(with: .text("bash")), "Not one of the choices", "a multi answers a list")
        let free = Form.Field(.multi, label: "Groups", items: items)
        XCTAssertNil(free.problem(with: .list([])), "not required: none is an answer")
        let needed = Form.Field(.multi, label: "Groups", items: items, validation: InputValidation(required: true), minimum: 2)
        XCTAssertEqual(needed.problem(with: .list([])), required, "required is said before the bound")
        XCTAssertEqual(needed.problem(with: .list(["zsh"])), "Choose at least 2")
    }

    // MARK: - The rest

    func testAConfirmAndANoteTakeAnything() {
        let admin = Form.Field(.confirm, name: "admin", label: "Administrator?", validation: InputValidation(required: true))
        XCTAssertNil(admin.problem(with: .flag(false)))
        XCTAssertNil(admin.problem(with: .flag(true)))
        XCTAssertEqual(admin.problem(with: .text("yes")), "Not one of the choices", "a confirm answers a flag")
        let note = Form.Field(.note, label: "Read this", validation: InputValidation(required: true))
        XCTAssertNil(note.problem(with: .text("")))
        XCTAssertNil(note.problem(with: .list(["x"])))
        XCTAssertFalse(note.editable)
    }

    func testAnErrorMessageReplacesEveryMessageButTheChoicesAndTheEntries() throws {
        let message = "Say it \u{1b}[31mright"
        let said = "Say it ^[[31mright"
        let user = Form.Field(.text, label: "User", validation: InputValidation(required: true, pattern: try pattern("[a-z]+"), errorMessage: message))
        XCTAssertEqual(user.problem(with: .text("")), said, "sanitised")
        XCTAssertEqual(user.problem(with: .text("A")), said)
        let port = Form.Field(.number, label: "Port", validation: InputValidation(errorMessage: "A port, please"), minimum: 1, maximum: 65535)
        XCTAssertEqual(port.problem(with: .text("0")), "A port, please")
        XCTAssertEqual(port.problem(with: .text("+1")), "A port, please")
        let groups = Form.Field(.multi, label: "Groups", items: items, validation: InputValidation(required: true, errorMessage: "Pick two"),
                                minimum: 2, maximum: 2)
        for chosen in [[], ["zsh"], ["bash", "zsh", "fish"]] { XCTAssertEqual(groups.problem(with: .list(chosen)), "Pick two") }
        XCTAssertEqual(groups.problem(with: .list(["csh", "zsh"])), "Not one of the choices")
        let shell = Form.Field(.choose, label: "Shell", items: items, validation: InputValidation(errorMessage: "Pick a shell"))
        XCTAssertEqual(shell.problem(with: .text("")), "Pick a shell")
        let password = Form.Field(.password, label: "Password", validation: InputValidation(errorMessage: "Too weak"), again: "Again")
        XCTAssertEqual(password.problem(with: .text("a"), again: "b"), "The two entries differ")
    }

    // MARK: - First values

    func testEachFieldStartsWithItsValueItsCheckedItemsOrItsFirstItem() {
        XCTAssertEqual(Form.Field(.text, label: "T", value: "ada").initialValue, .text("ada"))
        XCTAssertEqual(Form.Field(.multi, label: "M", selected: ["fish", "bash", "csh"], items: items).initialValue, .list(["bash", "fish"]),
                       "checked items in the items' order, unknown ones left out")
        XCTAssertEqual(Form.Field(.choose, label: "C", items: items).initialValue, .text("bash"))
        XCTAssertEqual(Form.Field(.choose, label: "C", value: "zsh", items: items).initialValue, .text("zsh"))
        XCTAssertEqual(Form.Field(.choose, label: "C").initialValue, .text(""))
        for (value, flag) in [("", true), ("yes", true), ("no", false), ("No", false), ("NO", false)] {
            XCTAssertEqual(Form.Field(.confirm, label: "Y?", value: value).initialValue, .flag(flag), value)
        }
    }
}
