import XCTest
@testable import DialogKit

/// Plain prompts as conversations: lines typed in, and the text a screen reader reads out, as one transcript.
final class PlainPromptTests: XCTestCase {
    private func saveAlert(defaultButton: Int = 0, cancel: Int? = 2, timeout: Int? = nil) -> PlainAlertPrompt {
        PlainAlertPrompt(Alert(message: "Save changes to report.txt before closing?", title: "Unsaved changes", icon: .warning,
                               buttons: ["&Save", "&Discard", "Cancel"].map(ButtonLabel.init(parsing:)),
                               defaultButton: defaultButton, cancelButton: cancel, timeoutButton: timeout))
    }

    // MARK: - Alert and confirm

    func testAnAlertReadsTitleMessageNumberedButtonsAndPromptInOrder() {
        XCTAssertEqual(saveAlert().opening, """
            (!) Unsaved changes
            Save changes to report.txt before closing?
            [1] Save  [2] Discard  [3] Cancel
            Choose 1-3 [Save]: 
            """)
    }

    func testANumberAHotkeyOrALabelInAnyCaseChoosesItsButton() {
        for (answer, index) in [("2", 1), ("3", 2), ("d", 1), ("D", 1), ("discard", 1), ("  CANCEL ", 2), ("Save", 0)] {
            XCTAssertEqual(converse(saveAlert(), [answer]).outcome, .button(index), answer)
        }
    }

    func testAnEmptyLineChoosesTheDefaultButton() {
        XCTAssertEqual(converse(saveAlert(), [""]).outcome, .button(0))
        XCTAssertEqual(converse(saveAlert(defaultButton: 1), ["   "]).outcome, .button(1))
        XCTAssertTrue(saveAlert(defaultButton: 1).opening.hasSuffix("Choose 1-3 [Discard]: "))
    }

    func testAnythingElseSaysWhatIsAcceptedAndAsksAgain() {
        let (transcript, outcome) = converse(saveAlert(), ["7", "0", "maybe", "x", "2"])
        XCTAssertEqual(outcome, .button(1))
        let again = "Please answer with a number from 1 to 3, a letter (s, d) or a label.\nChoose 1-3 [Save]: "
        XCTAssertEqual(transcript, saveAlert().opening + "7\n" + again + "0\n" + again + "maybe\n" + again + "x\n" + again + "2\n")
    }

    func testTheEndOfInputActsLikeEscape() {
        let (transcript, outcome) = converse(saveAlert(), [nil])
        XCTAssertEqual(outcome, .button(2), "the cancel button")
        XCTAssertTrue(transcript.hasSuffix("[Save]: \n"), "the shell's prompt starts on a line of its own")
        XCTAssertEqual(converse(saveAlert(cancel: nil), [nil]).outcome, .dismissed)
    }

    func testTheTimeLimitChoosesTheTimeoutButtonOrTimesOut() {
        XCTAssertEqual(saveAlert(timeout: 1).timedOut(), .finish(.button(1), "\n"))
        XCTAssertEqual(saveAlert().timedOut(), .finish(.timedOut, "\n"))
    }

    func testAHotkeyThatIsNotTheFirstLetterIsShownAfterTheLabel() {
        let alert = PlainAlertPrompt(Alert(message: "Quit?", buttons: ["&Stay", "E&xit", "Later"].map(ButtonLabel.init(parsing:))))
        XCTAssertEqual(alert.opening, "Quit?\n[1] Stay  [2] Exit (x)  [3] Later\nChoose 1-3 [Stay]: ")
        XCTAssertEqual(converse(alert, ["X"]).outcome, .button(1))
        XCTAssertNil(converse(alert, ["l"]).outcome, "no implicit hotkeys")
        XCTAssertEqual(converse(alert, ["later"]).outcome, .button(2))
    }

    func testAConfirmTakesYAndNYesAndNoAndNumbers() {
        let confirm = PlainAlertPrompt(Alert.confirm(message: "Deploy build 1.4.2?", defaultsToYes: false))
        XCTAssertEqual(confirm.opening, "Deploy build 1.4.2?\n[1] Yes  [2] No\nChoose 1-2 [No]: ")
        for (answer, index) in [("y", 0), ("N", 1), ("yes", 0), ("NO", 1), ("1", 0), ("", 1)] {
            XCTAssertEqual(converse(confirm, [answer]).outcome, .button(index), answer)
        }
        XCTAssertEqual(converse(confirm, [nil]).outcome, .button(1), "Ctrl-D answers no, as Esc does")
        let renamed = PlainAlertPrompt(Alert.confirm(message: "Go on?", yes: "Proceed", no: "Stop"))
        XCTAssertEqual(renamed.opening, "Go on?\n[1] Proceed (y)  [2] Stop (n)\nChoose 1-2 [Proceed]: ")
        XCTAssertEqual(converse(renamed, ["y"]).outcome, .button(0))
    }

    func testASingleButtonIsAskedAsPressEnter() {
        let ok = PlainAlertPrompt(Alert(message: "Backup finished"))
        XCTAssertEqual(ok.opening, "Backup finished\nPress Enter for OK: ")
        XCTAssertEqual(converse(ok, [""]).outcome, .button(0))
        let (transcript, outcome) = converse(ok, ["later", "1"])
        XCTAssertEqual(outcome, .button(0))
        XCTAssertEqual(transcript, "Backup finished\nPress Enter for OK: later\nPress Enter, or type 1.\nPress Enter for OK: 1\n")
    }

    func testAMessageKeepsItsLinesAndLosesItsLastNewline() {
        let alert = PlainAlertPrompt(Alert(message: "Filesystem  Size\n/dev/sda1   20G\n\n", title: "Disk usage"))
        XCTAssertEqual(alert.opening, "Disk usage\nFilesystem  Size\n/dev/sda1   20G\nPress Enter for OK: ")
        let untitled = PlainAlertPrompt(Alert(message: "", title: "Only a title"))
        XCTAssertEqual(untitled.opening, "Only a title\nPress Enter for OK: ")
    }

    func testHostileTextIsShownAsVisibleEscapes() {
        let alert = PlainAlertPrompt(Alert(message: "Evil\u{1b}]0;pwned\u{07} \u{9b}6n\rend", title: "T\u{1b}[5mitle",
                                           buttons: [ButtonLabel(parsing: "O\u{1b}[1mK"), ButtonLabel(text: "No")]))
        XCTAssertEqual(alert.opening, "T^[[5mitle\nEvil^[]0;pwned^G ^[[6n^Mend\n[1] O^[[1mK  [2] No\nChoose 1-2 [O^[[1mK]: ")
        XCTAssertFalse(alert.opening.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value) })
        XCTAssertEqual(converse(alert, ["o\u{1b}[1mk"]).outcome, .button(0), "a label with controls answers as shown")
    }

    // MARK: - Input

    private func input(_ message: String = "Name?", value: String = "", mask: Character? = nil, maximumLength: Int? = nil,
                       validation: InputValidation = InputValidation(), title: String = "") -> PlainInputPrompt {
        PlainInputPrompt(Input(message: message, title: title, value: value, placeholder: "Ada Lovelace", mask: mask,
                               maximumLength: maximumLength, validation: validation))
    }

    func testAnInputPromptsWithTheMessageAndShowsTheDefault() {
        XCTAssertEqual(input().opening, "Name? ")
        XCTAssertEqual(input(value: "Ada").opening, "Name? [Ada] ")
        XCTAssertEqual(input("Backup\nWhere should it go?  ", title: "Nightly").opening, "Nightly\nBackup\nWhere should it go? ")
        XCTAssertEqual(input("").opening, "Value: ")
    }

    func testTheLineTypedIsTheValueAndAnEmptyLineTakesTheDefault() {
        XCTAssertEqual(converse(input(value: "Ada"), [""]).outcome, .accepted("Ada"))
        XCTAssertEqual(converse(input(value: "Ada"), ["Grace Hopper"]).outcome, .accepted("Grace Hopper"))
        XCTAssertEqual(converse(input(), ["  spaced\tout  "]).outcome, .accepted("  spaced out  "), "cleaned as a paste is")
        XCTAssertEqual(converse(input(), [""]).outcome, .accepted(""))
    }

    func testARefusedValueSaysWhyAndAsksAgain() throws {
        let digits = InputValidation(required: true, pattern: try ValidationPattern("[0-9]+"), errorMessage: "Digits only")
        let (transcript, outcome) = converse(input("Port:", validation: digits), ["", "80a", "8080"])
        XCTAssertEqual(outcome, .accepted("8080"))
        XCTAssertEqual(transcript, """
            Port: 
            Digits only
            Port: 80a
            Digits only
            Port: 8080

            """)
        let required = converse(input(validation: InputValidation(required: true)), ["", "Ada"])
        XCTAssertEqual(required.transcript, "Name? \nA value is required\nName? Ada\n")
        XCTAssertEqual(required.outcome, .accepted("Ada"))
    }

    func testAValueLongerThanTheMaximumIsRefused() {
        let (transcript, outcome) = converse(input("Code:", maximumLength: 3), ["abcd", "abc"])
        XCTAssertEqual(outcome, .accepted("abc"))
        XCTAssertEqual(transcript, "Code: abcd\nAt most 3 characters, please.\nCode: abc\n")
        XCTAssertEqual(converse(input("Code:", value: "abcdef", maximumLength: 3), [""]).outcome, .accepted("abc"),
                       "the default was cut as the drawn field cuts it")
    }

    func testAPasswordIsNeverShownAndItsRepliesStartTheNextLine() {
        let password = input("Passphrase:", value: "old-secret", mask: "•", validation: InputValidation(required: true))
        XCTAssertTrue(password.hidesAnswer)
        XCTAssertEqual(password.opening, "Passphrase: [Enter keeps it] ")
        let (transcript, outcome) = converse(password, ["hunter2"])
        XCTAssertEqual(outcome, .accepted("hunter2"))
        XCTAssertEqual(transcript, "Passphrase: [Enter keeps it] \n")
        XCTAssertEqual(converse(password, [""]).outcome, .accepted("old-secret"))
        let fresh = input("Passphrase:", mask: "•", validation: InputValidation(required: true))
        let refused = converse(fresh, ["", "s3cret"])
        XCTAssertEqual(refused.transcript, "Passphrase: \nA value is required\nPassphrase: \n")
        XCTAssertFalse(refused.transcript.contains("s3cret"))
    }

    func testTheEndOfInputCancelsAndTheTimeLimitTimesOut() {
        XCTAssertEqual(converse(input(value: "Ada"), [nil]).outcome, .cancelled)
        XCTAssertEqual(converse(input(value: "Ada"), [nil]).transcript, "Name? [Ada] \n")
        XCTAssertEqual(input().timedOut(), .finish(.timedOut, "\n"))
    }

    // MARK: - Toast

    func testAToastIsOneLineSayingItsKind() {
        XCTAssertEqual(Toast(message: "Saved report.txt", kind: .success).plainLine, "Saved report.txt")
        XCTAssertEqual(Toast(message: "Line one\nline two \u{1b}[31m", title: "Build").plainLine, "Build: Line one line two ^[[31m")
        XCTAssertEqual(Toast(message: "Disk almost full", kind: .warning).plainLine, "Warning: Disk almost full")
        XCTAssertEqual(Toast(message: "Deploy failed", title: "CI", kind: .error).plainLine, "Error: CI: Deploy failed")
    }
}
