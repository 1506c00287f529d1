@testable import DialogKit
import XCTest

/// swalert's own dialogs in another language: the words they draw come from the catalogue, keys follow the labels.
final class LocalizedDialogTests: XCTestCase {
    private let screen = Size(width: 44, height: 14)
    private let mono = Theme.standard(for: .none)
    private let german = Messages(.de), japanese = Messages(.ja), arabic = Messages(.ar)

    private func picture(_ dialog: some Dialog, placement: Placement = .inline, messages: Messages = .english) -> String {
        FrameComposer.compose(dialog, screen: screen, placement: placement, frame: .shown, theme: mono, messages: messages)
            .trimmedLines().joined(separator: "\n")
    }

    private func confirm(_ messages: Messages) -> Alert {
        Alert.confirm(message: "Weiter?", yes: messages[.confirmYes], no: messages[.confirmNo]).localized(messages)
    }

    private func press(_ character: Character, on alert: Alert) -> Effect<Alert.Outcome>? {
        var alert = alert
        return alert.handle(.key(KeyEvent(.character(character))), screen: screen)
    }

    func testAGermanConfirmAnswersItsHotkeysAndYAndN() {
        let alert = confirm(german)
        XCTAssertEqual(alert.buttons.map(\.text), ["Ja", "Nein"])
        XCTAssertEqual(press("j", on: alert), .finish(.button(0)))
        XCTAssertEqual(press("y", on: alert), .finish(.button(0)), "y is yes in every language")
        XCTAssertEqual(press("n", on: alert), .finish(.button(1)))
        XCTAssertNil(press("x", on: alert))
        XCTAssertEqual(picture(alert), """
                   ╭────────────────────────────╮
                   │                            │
                   │          Weiter?           │
                   │                            │
                   │      < Ja >  < Nein >      │
                   ╰────────────────────────────╯
            """)
    }

    func testJapaneseAndArabicConfirmsUseNewtsWordsAndAnswerYAndN() {
        let ja = confirm(japanese), ar = confirm(arabic)
        XCTAssertEqual(ja.buttons.map(\.text), ["はい", "いいえ"])
        XCTAssertEqual(ar.buttons.map(\.text), ["نعم", "لا"])
        for alert in [ja, ar] {
            XCTAssertEqual(press("y", on: alert), .finish(.button(0)))
            XCTAssertEqual(press("n", on: alert), .finish(.button(1)))
        }
        XCTAssertEqual(press("ن", on: ar), .finish(.button(0)), "the Arabic initial presses its button")
        XCTAssertEqual(press("ل", on: ar), .finish(.button(1)))
        XCTAssertTrue(picture(ja).contains("│    < はい >  < いいえ >    │"), picture(ja))
    }

    func testAConfirmWhoseLabelsTakeYOrNKeepsThem() {
        // A custom yes labelled "&No way" takes n itself; y still answers yes.
        let alert = Alert.confirm(message: "?", yes: "&Nope", no: "&Yes please").localized(german)
        XCTAssertEqual(press("n", on: alert), .finish(.button(0)))
        XCTAssertEqual(press("y", on: alert), .finish(.button(1)))
    }

    func testTheChooserDrawsItsOwnWordsInTheLanguage() {
        let items = ["Apfel", "Birne"].map { Choose.Item(value: $0) }
        let choose = Choose(message: "Obst", items: items, configuration: Choose.Configuration(maximumRows: 3)).localized(german)
        XCTAssertEqual(picture(choose), """
                   ╭────────────────────────────╮
                   │                            │
                   │  Obst                      │
                   │                            │
                   │  Tippen zum Filtern   1/2  │
                   │  > Apfel                   │
                   │    Birne                   │
                   ╰────────────────────────────╯
            """)
        var filtered = choose
        _ = filtered.type("xyz", screen: screen)
        XCTAssertTrue(picture(filtered).contains("Kein Treffer"), picture(filtered))
        var empty = Choose(message: "Obst", items: [], configuration: Choose.Configuration()).localized(japanese)
        empty.isReading = true
        XCTAssertTrue(picture(empty).contains("読み込み中…"), picture(empty))
    }

    func testTheHelpLineSpeaksTheLanguageAndKeepsTheKeysNames() {
        XCTAssertEqual(german.hintLine("←/→ move · Enter choose · Esc cancel"), "←/→ bewegen · Enter wählen · Esc abbrechen")
        XCTAssertEqual(german.hintLine("Ctrl-C stop every task"), "Ctrl-C alle Aufgaben anhalten")
        XCTAssertEqual(german.hintLine("F1 unknown words"), "F1 unknown words", "words without a key stay")
        XCTAssertEqual(Messages.english.hintLine("Esc cancel"), "Esc cancel")
        let full = FrameComposer.compose(confirm(german), screen: screen, placement: .fullscreen, frame: .shown, theme: mono,
                                         messages: german).trimmedLines()
        XCTAssertEqual(full.last?.trimmingCharacters(in: .whitespaces), "←/→ bewegen · Enter wählen · Esc abbrechen")
    }

    func testPlaceholdersAreFilledAndUserTextIsNotReadAsOne() {
        XCTAssertEqual(german.text(.formPage, ("page", "2"), ("pages", "3")), "Seite 2 von 3")
        XCTAssertEqual(german.text(.plainChooseNoMatch, ("query", "{query}")), "Kein Treffer für \"{query}\".")
        XCTAssertEqual(Messages.fill("{a} {b} {", [("a", "{b}"), ("b", "x")]), "{b} x {")
    }

    func testAFormsYesNoPageAndRefusalsAreTranslated() {
        let fields = [Form.Field(.confirm, name: "admin", label: "Admin?"),
                      Form.Field(.number, name: "n", label: "Zahl", validation: InputValidation(required: true), page: 1)]
        let form = Form(questions: fields).localized(german)
        XCTAssertTrue(picture(form).contains("Admin? (*) Ja   ( ) Nein"), picture(form))
        XCTAssertTrue(picture(form).contains("Seite 1 von 2"), picture(form))
        XCTAssertTrue(picture(form).contains("Weiter"), "the button between pages")
        XCTAssertEqual(form.fields[1].problem(with: .text("x")), "Eine ganze Zahl")
        XCTAssertEqual(form.fields[1].problem(with: .text("")), "Ein Wert ist nötig")
    }

    func testPlainPromptsAskInTheLanguage() {
        var prompt = PlainAlertPrompt(confirm(german))
        XCTAssertTrue(prompt.opening.hasSuffix("1-2 wählen [Ja]: "), prompt.opening)
        XCTAssertEqual(prompt.answer("y"), .finish(.button(0)), "y and n answer a plain confirm in every language")
        XCTAssertEqual(prompt.answer("nein"), .finish(.button(1)))
        XCTAssertEqual(prompt.answer("no"), .finish(.button(1)))
        let choose = PlainChoosePrompt(Choose(message: "Obst", items: [], configuration: Choose.Configuration()).localized(german))
        XCTAssertTrue(choose.opening.hasSuffix("Nichts zur Auswahl.\nEnter drücken: "), choose.opening)
    }

    func testAnswerFilesNameAConfirmsButtonsInEnglishOrTranslated() {
        let alert = confirm(german)
        XCTAssertEqual(try alert.outcome(pressing: "Ja").get(), .button(0))
        XCTAssertEqual(try alert.outcome(pressing: "yes").get(), .button(0))
        XCTAssertEqual(try alert.outcome(pressing: "No").get(), .button(1))
        XCTAssertEqual(try alert.outcome(pressing: "Nein").get(), .button(1))
        XCTAssertThrowsError(try alert.outcome(pressing: "vielleicht").get())
    }

    func testTaskListAndWaitWordsAreTranslated() {
        XCTAssertEqual(WaitResult.exited(3).explanation(in: german), "Status 3")
        XCTAssertEqual(WaitResult.exited(3).explanation, "exit 3", "English for a log")
        XCTAssertEqual(german.text(.tasksDone, ("done", "2"), ("total", "3")), "2/3 erledigt")
    }
}
