import XCTest
@testable import DialogKit

/// A form asked as plain lines, field by field: conversations typed in, and the transcript a screen reader reads.
final class PlainFormPromptTests: XCTestCase {
    private let shells = ["bash", "zsh", "fish"].map { Choose.Item(value: $0) }
    private let groups = ["sudo", "docker", "audio"].map { Choose.Item(value: $0) }

    /// The form, short: a name, a note, a shell, groups, a confirm and a port.
    private func newUser() throws -> PlainFormPrompt {
        let user = InputValidation(required: true, pattern: try ValidationPattern("[a-z_][a-z0-9_-]{0,31}"))
        return PlainFormPrompt(fields: [
            Form.Field(.text, name: "user", label: "User name", validation: user),
            Form.Field(.note, label: "Pick what the account may do"),
            Form.Field(.choose, name: "shell", label: "Shell", value: "bash", items: shells),
            Form.Field(.multi, name: "groups", label: "Groups", items: groups),
            Form.Field(.confirm, name: "admin", label: "Administrator?", value: "no"),
            Form.Field(.number, name: "port", label: "SSH port", value: "22", minimum: 1, maximum: 65535),
        ], title: "New user")
    }

    func testEachFieldIsAskedInTurnWithItsDefaultAndTheFormIsSubmitted() throws {
        let (transcript, outcome) = converse(try newUser(), ["Ada", "ada", "3", "1 2", "<", "", "y", "70000", ""])
        XCTAssertEqual(outcome, .submitted([.text("ada"), .text(""), .text("fish"), .list(["sudo", "docker"]), .flag(true), .text("22")]))
        XCTAssertEqual(transcript, """
            New user
            User name: Ada
            That value is not valid
            User name: ada
            Pick what the account may do
            Shell
            1) bash
            2) zsh
            3) fish
            Choose 1-3 [1]: 3
            Groups
            1) sudo
            2) docker
            3) audio
            Choose one or more of 1-3 (e.g. 1 3 5-7): 1 2
            Administrator? [y/N] <
            Groups (- alone: none)
            1) [x] sudo
            2) [x] docker
            3) [ ] audio
            Choose one or more of 1-3 (e.g. 1 3 5-7) [1 2]: 
            Administrator? [y/N] y
            SSH port [22]: 70000
            A whole number from 1 to 65535
            SSH port [22]: 

            """)
    }

    func testBackGoesToTheFieldBeforeWithItsAnswerAsTheDefault() throws {
        let (transcript, outcome) = converse(try newUser(), ["<", "ada", "2", "", "y", "<", "<", "<", "1", "1", "n", "2222"])
        XCTAssertEqual(outcome, .submitted([.text("ada"), .text(""), .text("bash"), .list(["sudo"]), .flag(false), .text("2222")]))
        XCTAssertTrue(transcript.hasPrefix("New user\nUser name: <\nThis is the first question.\nUser name: ada\n"), transcript)
        XCTAssertTrue(transcript.contains("SSH port [22]: <\nAdministrator? [Y/n] <\nGroups\n1) sudo\n"), "nothing was chosen: none marked")
        XCTAssertTrue(transcript.contains("Choose one or more of 1-3 (e.g. 1 3 5-7): \nAdministrator? [y/N] "),
                      "an empty line with nothing preselected chooses none")
        XCTAssertTrue(transcript.contains("Choose 1-3 [2]: 1\n"), "the shell chosen before is the default")
    }

    func testAListIsFilteredAsTheChoosePromptFiltersIt() {
        let form = PlainFormPrompt(fields: [Form.Field(.choose, name: "shell", label: "Shell", items: shells)])
        let (transcript, outcome) = converse(form, ["fi", "9", "1"])
        XCTAssertEqual(outcome, .submitted([.text("fish")]))
        XCTAssertEqual(transcript, """
            Shell
            1) bash
            2) zsh
            3) fish
            Choose 1-3 [1]: fi
            1 match for "fi":
            1) fish
            Choose 1 [1]: 9
            9 is not in the list (1).
            Choose 1 [1]: 1

            """)
    }

    func testAMultisBoundsAreSaidByTheFieldsOwnCheck() {
        let form = PlainFormPrompt(fields: [Form.Field(.multi, name: "groups", label: "Groups", items: groups,
                                                       validation: InputValidation(required: true), minimum: 2)])
        let (transcript, outcome) = converse(form, ["", "2", "1-3"])
        XCTAssertEqual(outcome, .submitted([.list(["sudo", "docker", "audio"])]))
        let ask = "Choose one or more of 1-3 (e.g. 1 3 5-7): "
        XCTAssertEqual(transcript, "Groups\n1) sudo\n2) docker\n3) audio\n" + ask + "\nA value is required\n" + ask + "2\nChoose at least 2\n"
            + ask + "1-3\n")
    }

    func testAMultisCheckedItemsAreKeptByEnterAndDashAloneChoosesNone() {
        let form = PlainFormPrompt(fields: [Form.Field(.multi, name: "groups", label: "Groups", selected: ["audio", "sudo"], items: groups)])
        XCTAssertEqual(form.opening, """
            Groups (- alone: none)
            1) [x] sudo
            2) [ ] docker
            3) [x] audio
            Choose one or more of 1-3 (e.g. 1 3 5-7) [1 3]: 
            """)
        XCTAssertEqual(converse(form, [""]).outcome, .submitted([.list(["sudo", "audio"])]))
        XCTAssertEqual(converse(form, ["-"]).outcome, .submitted([.list([])]))
        XCTAssertEqual(converse(form, ["2"]).outcome, .submitted([.list(["docker"])]))
        let needed = PlainFormPrompt(fields: [Form.Field(.multi, name: "groups", label: "Groups", selected: ["sudo"], items: groups,
                                                         validation: InputValidation(required: true))])
        let (transcript, outcome) = converse(needed, ["-", ""])
        XCTAssertEqual(outcome, .submitted([.list(["sudo"])]))
        XCTAssertTrue(transcript.hasSuffix("[1]: -\nA value is required\nChoose one or more of 1-3 (e.g. 1 3 5-7) [1]: \n"), transcript)
    }

    func testALongListsEnterWritesItsNextPageBeforeItChoosesNone() {
        let items = (1...25).map { Choose.Item(value: "item \($0)") }
        let form = PlainFormPrompt(fields: [Form.Field(.multi, name: "m", label: "Many", items: items)])
        XCTAssertTrue(form.opening.hasSuffix("20) item 20\nmore: Enter "), form.opening)
        let (transcript, outcome) = converse(form, ["", ""])
        XCTAssertEqual(outcome, .submitted([.list([])]))
        XCTAssertTrue(transcript.hasSuffix("more: Enter \n21) item 21\n22) item 22\n23) item 23\n24) item 24\n25) item 25\n"
            + "Choose one or more of 1-25 (e.g. 1 3 5-7): \n"), transcript)
        XCTAssertEqual(converse(form, ["", "25"]).outcome, .submitted([.list(["item 25"])]))
    }

    func testAConfirmTakesYesOrNoInAnyCaseAndEnterKeepsItsDefault() {
        let form = PlainFormPrompt(fields: [Form.Field(.confirm, name: "admin", label: "Administrator?", help: "Adds the sudo group")])
        XCTAssertEqual(form.opening, "Adds the sudo group\nAdministrator? [Y/n] ")
        for (answer, flag) in [("", true), ("y", true), ("YES", true), (" n ", false), ("No", false)] {
            XCTAssertEqual(converse(form, [answer]).outcome, .submitted([.flag(flag)]), answer)
        }
        let (transcript, outcome) = converse(form, ["maybe", "n"])
        XCTAssertEqual(outcome, .submitted([.flag(false)]))
        XCTAssertTrue(transcript.hasSuffix("Administrator? [Y/n] maybe\nPlease answer y or n.\nAdministrator? [Y/n] n\n"), transcript)
    }

    func testAPasswordIsNeverShownAndItsTwoEntriesMustMatch() {
        let form = PlainFormPrompt(fields: [
            Form.Field(.password, name: "pass", label: "Password", validation: InputValidation(required: true), again: "Again"),
            Form.Field(.text, name: "next", label: "Next"),
        ])
        XCTAssertTrue(form.hidesAnswer)
        let (transcript, outcome) = converse(form, ["", "s3cret", "s3cre7", "s3cret", "<", "s3cret", "s3cret", "x"])
        XCTAssertEqual(outcome, .submitted([.text("s3cret"), .text("x")]))
        XCTAssertEqual(transcript, """
            Password: 
            A value is required
            Password: 
            Again: 
            The two entries differ
            Password: 
            Again: 
            Password: 
            Again: 
            Next: x

            """)
        XCTAssertFalse(transcript.contains("s3cre"))
    }

    func testAPasswordsDefaultIsKeptByEnterWithoutASecondEntry() {
        let form = PlainFormPrompt(fields: [Form.Field(.password, name: "pass", label: "Password:", value: "old", again: "Again")])
        XCTAssertEqual(form.opening, "Password [Enter keeps it]: ")
        let (transcript, outcome) = converse(form, [""])
        XCTAssertEqual(outcome, .submitted([.text("old")]))
        XCTAssertEqual(transcript, "Password [Enter keeps it]: \n")
    }

    func testATextareaTakesLinesUntilAnEmptyOne() {
        let form = PlainFormPrompt(fields: [Form.Field(.textarea, name: "motd", label: "Message of the day", value: "Hi\nthere")])
        XCTAssertEqual(converse(form, [""]).outcome, .submitted([.text("Hi\nthere")]))
        let (transcript, outcome) = converse(form, ["Welcome 👍🏽", "<", ""])
        XCTAssertEqual(outcome, .submitted([.text("Welcome 👍🏽\n<")]), "< is text after the first line")
        XCTAssertEqual(transcript, "Message of the day (lines; an empty one ends) [Hi^Jthere]: Welcome 👍🏽\n> <\n> \n")
    }

    func testNotesAndReadOnlyFieldsArePrintedAndKeepTheirValues() {
        let form = PlainFormPrompt(fields: [
            Form.Field(.note, label: "Server settings"),
            Form.Field(.text, name: "host", label: "Host", value: "example.org", editable: false),
            Form.Field(.password, name: "key", label: "Key", value: "s3cret", editable: false),
            Form.Field(.number, name: "port", label: "Port", value: "22"),
            Form.Field(.note, label: "Saved to /etc/app.conf"),
        ], message: "Configure\n")
        let (transcript, outcome) = converse(form, [" 2222 "])
        XCTAssertEqual(outcome, .submitted([.text(""), .text("example.org"), .text("s3cret"), .text("2222"), .text("")]),
                       "a number's blanks trimmed")
        XCTAssertEqual(transcript, "Configure\nServer settings\nHost: example.org\nKey: (hidden)\nPort [22]:  2222 \nSaved to /etc/app.conf\n")
    }

    func testAFormWithNothingToAskIsSubmittedByEnter() {
        let form = PlainFormPrompt(fields: [Form.Field(.note, label: "Nothing to change")])
        let (transcript, outcome) = converse(form, [""])
        XCTAssertEqual(outcome, .submitted([.text("")]))
        XCTAssertEqual(transcript, "Nothing to change\nPress Enter for OK: \n")
    }

    func testAValueLongerThanTheFieldTakesIsRefused() {
        let form = PlainFormPrompt(fields: [Form.Field(.text, name: "code", label: "Code", maximumLength: 3)])
        let (transcript, outcome) = converse(form, ["abcd", "abc"])
        XCTAssertEqual(outcome, .submitted([.text("abc")]))
        XCTAssertEqual(transcript, "Code: abcd\nAt most 3 characters, please.\nCode: abc\n")
    }

    func testHostileDefaultsAndHelpAreShownAsVisibleEscapes() {
        let form = PlainFormPrompt(fields: [Form.Field(.text, name: "t", label: "T\u{1b}[2J", value: "a\u{1b}]0;x\u{07}b\nc",
                                                       help: "h\u{9b}6n")], title: "\u{1b}[5mNew")
        XCTAssertEqual(form.opening, "^[[5mNew\nh^[[6n\nT^[[2J [a^[]0;x^Gb^Jc]: ")
        XCTAssertFalse(form.opening.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value) })
    }

    func testCtrlDCancelsAndTheTimeLimitTimesOut() throws {
        let (transcript, outcome) = converse(try newUser(), ["ada", nil])
        XCTAssertEqual(outcome, .cancelled)
        XCTAssertTrue(transcript.hasSuffix("Choose 1-3 [1]: \n"), "the shell's prompt starts on a line of its own")
        XCTAssertEqual(try newUser().timedOut(), .finish(.timedOut, "\n"))
    }

    func testTheQuestionIsAskedAgainWhereItStandsAfterFg() throws {
        var form = try newUser()
        _ = form.answer("ada")
        _ = form.answer("2")
        XCTAssertEqual(form.opening, "New user\nGroups\n1) sudo\n2) docker\n3) audio\nChoose one or more of 1-3 (e.g. 1 3 5-7): ")
        var password = PlainFormPrompt(fields: [Form.Field(.password, name: "p", label: "Password", again: "Again")])
        _ = password.answer("s3cret")
        XCTAssertEqual(password.opening, "Again: ")
    }
}
