import XCTest
@testable import DialogKit
import TestSupport

/// `swalert form`'s keys and mouse: keys in, the answers or the box out.
final class FormKeysTests: XCTestCase {
    private func items(_ values: String...) -> [Choose.Item] { values.map { Choose.Item(value: $0) } }

    private func account() -> FormDriver {
        FormDriver(Form(questions: [
            Form.Field(.text, name: "user", label: "User", validation: InputValidation(required: true)),
            Form.Field(.password, name: "pass", label: "Password", again: "Again"),
            Form.Field(.choose, name: "shell", label: "Shell", value: "zsh", items: items("bash", "zsh", "fish")),
            Form.Field(.multi, name: "groups", label: "Groups", items: items("sudo", "docker", "audio")),
            Form.Field(.confirm, name: "admin", label: "Admin?", value: "no"),
            Form.Field(.note, label: "That is all."),
            Form.Field(.textarea, name: "motd", label: "Motd"),
            Form.Field(.number, name: "port", label: "Port", value: "22", minimum: 1, maximum: 65535),
        ], title: "New user"), screen: Size(width: 60, height: 30))
    }

    func testEnterMovesOnAndEachKindAnswersInFieldOrder() {
        var form = account()
        XCTAssertEqual(form.send("ada" + Keys.enter + "pw" + Keys.enter + "pw" + Keys.enter), [])
        XCTAssertEqual(form.form.current, 2, "Enter went through both password lines to the shell")
        form.send(Keys.down + Keys.enter)                          // zsh → fish, then on
        form.send(" " + Keys.down + Keys.down + " " + Keys.enter)  // sudo and audio checked
        form.send("y" + Keys.enter)
        form.send("Hello" + Keys.enter + "world")                  // Enter in a text area adds a line
        XCTAssertEqual(form.form.current, 6)
        form.send(Keys.tab + Keys.ctrlU + "2222")
        XCTAssertEqual(form.send(Keys.enter), [.finish(.submitted([
            .text("ada"), .text("pw"), .text("fish"), .list(["sudo", "audio"]), .flag(true), .text(""), .text("Hello\nworld"),
            .text("2222"),
        ]))], "Enter on the last field submits")
    }

    func testCtrlSSubmitsFromAnywhereAndEscCancels() {
        var form = account()
        form.send("ada")
        XCTAssertEqual(form.send(Keys.ctrlS), [.finish(.submitted([
            .text("ada"), .text(""), .text("zsh"), .list([]), .flag(false), .text(""), .text(""), .text("22"),
        ]))])
        form = account()
        XCTAssertEqual(form.send("ada" + Keys.escape), [.finish(.cancelled)])
        form = account()
        XCTAssertEqual(form.send(Keys.backTab + Keys.enter), [.finish(.cancelled)], "Shift-Tab round to Cancel")
        form = account()
        XCTAssertEqual(form.send("ada" + Keys.backTab + Keys.backTab + " "), [.finish(.submitted([
            .text("ada"), .text(""), .text("zsh"), .list([]), .flag(false), .text(""), .text(""), .text("22"),
        ]))], "Space on OK")
    }

    func testArrowsMoveInsideATextAreaOrAListAndLeaveAtItsEnds() {
        var form = account()
        form.send(Keys.down + Keys.down + Keys.down)
        XCTAssertEqual(form.form.current, 2, "↓ through the lines to the list")
        form.send(Keys.down)
        XCTAssertEqual(form.form.answers[2], .text("fish"), "↓ moves in the list while it can")
        XCTAssertEqual(form.form.current, 2)
        form.send(Keys.down)
        XCTAssertEqual(form.form.current, 3, "↓ on the last item leaves it")
        form.send(Keys.up)
        XCTAssertEqual(form.form.current, 2, "↑ on the first item leaves it")
        XCTAssertEqual(form.form.answers[2], .text("fish"))
        form.send(Keys.tab + Keys.tab + Keys.tab + "one\rtwo")
        XCTAssertEqual(form.form.current, 6)
        form.send(Keys.up)
        XCTAssertEqual(form.form.current, 6, "↑ from the second line stays in the text area")
        form.send(Keys.up)
        XCTAssertEqual(form.form.current, 4, "↑ from the first line leaves it, past the note")
        form.send(Keys.down + Keys.down + Keys.down + Keys.down)
        XCTAssertEqual(form.form.current, 7)
        XCTAssertEqual(form.form.answers[6], .text("one\ntwo"))
    }

    func testALineEditsWithReadlinesKeysAndTakesAPaste() {
        var form = account()
        form.send("Ada Byron King" + "\u{17}" + "\u{1b}b" + "\u{0b}" + "\u{01}" + "Lady " + Keys.paste("x\ny"))
        XCTAssertEqual(form.form.answers[0], .text("Lady x yAda "))
        form.send(Keys.ctrlU)
        XCTAssertEqual(form.form.answers[0], .text("Ada "), "Ctrl-U kills back to the start")
    }

    func testAYesNoTogglesWithArrowsSpaceAndLetters() {
        var form = account()
        form.send(Keys.tab + Keys.tab + Keys.tab + Keys.tab + Keys.tab)
        XCTAssertEqual(form.form.current, 4)
        let answers: [(String, Bool)] = [(Keys.left, true), (Keys.right, false), (" ", true), (" ", false), ("Y", true), ("n", false)]
        for (key, expected) in answers {
            form.send(key)
            XCTAssertEqual(form.form.answers[4], .flag(expected), visible(key))
        }
    }

    func testALeftFieldIsCheckedAndItsRefusalStaysUntilItIsEdited() {
        var form = account()
        form.send(Keys.tab)
        XCTAssertEqual(form.form.errors[0], InputValidation.requiredMessage)
        XCTAssertEqual(Array(form.picture.components(separatedBy: "\n")[4...6]), [
            "  │  User                                               │",
            "  │           A value is required                       │",
            "  │  Password                                           │",
        ])
        form.send(Keys.tab + Keys.tab + Keys.tab + Keys.tab + Keys.tab + Keys.tab + Keys.ctrlU + "0" + Keys.backTab)
        XCTAssertEqual(form.form.errors[7], "A whole number from 1 to 65535")
        form.send(Keys.tab)
        XCTAssertEqual(form.form.errors[7], "A whole number from 1 to 65535", "moving in and out again keeps it")
        form.send("\u{7f}" + "8")
        XCTAssertNil(form.form.errors[7], "an edit clears it")
    }

    func testSubmitGoesToTheFirstInvalidFieldAndNeverAnswersAnInvalidForm() {
        var form = account()
        form.send(Keys.tab + "pw" + Keys.tab + "px")
        form.send(Keys.tab + Keys.tab + Keys.tab + Keys.tab + Keys.tab + Keys.ctrlU + "99999")
        XCTAssertEqual(form.send(Keys.ctrlS), [])
        XCTAssertEqual(form.form.current, 0, "the first invalid field has the focus")
        XCTAssertEqual(form.picture, """
              ╭─────────────────────────────────────────────────────╮
              │                                                     │
              │                      New user                       │
              │                                                     │
              │  User                                               │
              │           A value is required                       │
              │  Password ••                                        │
              │  Again    ••                                        │
              │           The two entries differ                    │
              │  Shell                                         2/3  │
              │             ( ) bash                                │
              │           > (*) zsh                                 │
              │             ( ) fish                                │
              │  Groups                                        1/3  │
              │           > [ ] sudo                                │
              │             [ ] docker                              │
              │             [ ] audio                               │
              │  Admin?   ( ) Yes  (*) No                           │
              │  That is all.                                       │
              │  Motd                                               │
              │                                                     │
              │                                                     │
              │                                                     │
              │  Port     99999                                     │
              │           A whole number from 1 to 65535            │
              │                                                     │
              │                 < OK >  < Cancel >                  │
              ╰─────────────────────────────────────────────────────╯
            """)
        form.send("ada")
        XCTAssertEqual(form.send(Keys.ctrlS), [])
        XCTAssertEqual(form.form.current, 1, "then the password")
        XCTAssertEqual(form.form.focusedSlot, 2, "on its second line, where only the match is wrong")
        form.send("\u{7f}w")
        XCTAssertEqual(form.send(Keys.ctrlS), [])
        XCTAssertEqual(form.form.current, 7)
        form.send(Keys.ctrlU + "2200")
        guard case .finish(.submitted(let values))? = form.send(Keys.ctrlS).last else { return XCTFail("not submitted") }
        XCTAssertEqual(values.first, .text("ada"))
        XCTAssertEqual(values.last, .text("2200"))
    }

    func testAClickFocusesAFieldAndPressesAButton() throws {
        var form = account()
        let port = try XCTUnwrap(form.find("22"))
        form.click(port.column + 1, port.row)
        XCTAssertEqual(form.form.current, 7)
        form.send("x")
        XCTAssertEqual(form.form.answers[7], .text("2x2"), "the caret where the click was")
        let no = try XCTUnwrap(form.find("Yes  (*) No"))
        form.click(no.column, no.row)
        XCTAssertEqual(form.form.current, 4)
        XCTAssertEqual(form.form.answers[4], .flag(true), "a click on Yes")
        let docker = try XCTUnwrap(form.find("docker"))
        form.click(docker.column, docker.row)
        XCTAssertEqual(form.form.answers[3], .list(["docker"]), "a click checks a multi's item")
        let cancel = try XCTUnwrap(form.find("< Cancel >"))
        XCTAssertEqual(form.click(cancel.column + 2, cancel.row), [.finish(.cancelled)])
    }

    func testTabCompletesAFilesPathAsFarAsTheCandidatesAgree() {
        var form = FormDriver(Form(questions: [
            Form.Field(.file, name: "key", label: "Key", value: "~/.ssh/i"),
            Form.Field(.text, name: "next", label: "Next"),
        ]))
        form.form.complete = { typed in
            ["~/.ssh/id_ed25519", "~/.ssh/id_ed25519.pub", "~/.ssh/known_hosts", "~/.ssh/keys/"].filter { $0.hasPrefix(typed) }
        }
        form.send(Keys.tab)
        XCTAssertEqual(form.form.answers[0], .text("~/.ssh/id_ed25519"))
        XCTAssertEqual(form.form.current, 0, "Tab completed, so the focus stays")
        form.send(Keys.tab)
        XCTAssertEqual(form.form.current, 1, "nothing more to complete: Tab moves on")
        form.send(Keys.backTab + Keys.ctrlU + "~/.ssh/k" + Keys.tab)
        XCTAssertEqual(form.form.answers[0], .text("~/.ssh/k"), "known_hosts and keys/ share only the k")
        XCTAssertEqual(form.form.current, 1, "nothing added: Tab moved on")
        form.send(Keys.backTab + "\u{05}e" + Keys.tab)
        XCTAssertEqual(form.form.answers[0], .text("~/.ssh/keys/"), "a directory completes with its slash")
        XCTAssertEqual(Form.commonPrefix(["caf\u{e9}s", "cafe\u{301}", "cab"]), "ca")
        XCTAssertEqual(Form.commonPrefix(["👍🏽a", "👍🏽b", "👍🏿"]), "", "a skin tone is part of its grapheme")
    }

    func testThePathListerReadsADirectory() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("form-paths-\(getpid())")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("keys"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for name in ["id_ed25519", "id_ed25519.pub", ".hidden", "日本.txt"] {
            XCTAssertTrue(FileManager.default.createFile(atPath: directory.appendingPathComponent(name).path, contents: Data()))
        }
        let base = directory.path + "/"
        XCTAssertEqual(PathCompletions.candidates(for: base + "i"), [base + "id_ed25519", base + "id_ed25519.pub"])
        XCTAssertEqual(PathCompletions.candidates(for: base + "k"), [base + "keys/"])
        XCTAssertEqual(PathCompletions.candidates(for: base + "."), [base + ".hidden"], "dot files when asked for")
        XCTAssertEqual(PathCompletions.candidates(for: base).count, 4, "not . and .., nor the dot file")
        XCTAssertEqual(PathCompletions.candidates(for: base + "日"), [base + "日本.txt"])
        XCTAssertEqual(PathCompletions.candidates(for: base + "nothing"), [])
        XCTAssertEqual(PathCompletions.candidates(for: "/no/such/dir/x"), [])
    }

    func testAPasswordsSecondLineMustMatchIt() {
        var form = FormDriver(Form(questions: [
            Form.Field(.password, name: "pass", label: "Password", validation: InputValidation(required: true), again: "Again"),
            Form.Field(.password, name: "pin", label: "PIN", value: "1234", again: "PIN again"),
        ]))
        form.send("s3cr\u{e9}t 👍🏽" + Keys.enter)
        XCTAssertNil(form.form.errors[0], "the first line alone follows the rules")
        form.send("s3cret" + Keys.enter)
        XCTAssertEqual(form.form.errors[0], Form.Field.entriesDiffer, "leaving the second line compares them")
        XCTAssertTrue(form.picture.contains("│  PIN again ••••                           │"), "a default needs no typing again")
        XCTAssertTrue(form.picture.contains("│            The two entries differ         │"), form.picture)
        XCTAssertFalse(form.picture.contains("s3cr"), "never drawn")
        XCTAssertEqual(form.send(Keys.ctrlS), [])
        XCTAssertEqual(form.form.focusedSlot, 1, "submit goes to the second line, where the match is wrong")
        form.send(Keys.ctrlU + "s3cr\u{e9}t 👍🏽")
        XCTAssertNil(form.form.errors[0], "an edit clears the refusal")
        XCTAssertEqual(form.send(Keys.ctrlS), [.finish(.submitted([.text("s3cr\u{e9}t 👍🏽"), .text("1234")]))])
    }
}
