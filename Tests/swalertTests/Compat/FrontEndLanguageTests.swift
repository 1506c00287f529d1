import DialogKit
import Foundation
import XCTest
@testable import swalert

/// Which of newt's or dialog's catalogues a front end speaks, chosen as gettext chooses, and the labels' words.
final class FrontEndLanguageTests: XCTestCase {
    private let whiptail = FrontEnd.whiptail, dialog = FrontEnd.cdialog(.cdialog([:]))

    private func code(_ program: FrontEnd, _ environment: [String: String]) -> String {
        program.language(Environment(environment)).code
    }

    func testTheLocaleIsLCAllThenLCMessagesThenLANG() {
        XCTAssertEqual(code(whiptail, ["LANG": "de_DE.UTF-8"]), "de")
        XCTAssertEqual(code(whiptail, ["LANG": "fr_FR.UTF-8", "LC_MESSAGES": "de_DE.UTF-8"]), "de")
        XCTAssertEqual(code(whiptail, ["LANG": "fr_FR.UTF-8", "LC_MESSAGES": "de_DE.UTF-8", "LC_ALL": "ru_RU.UTF-8"]), "ru")
        XCTAssertEqual(code(whiptail, ["LANG": "fr_FR.UTF-8", "LC_ALL": ""]), "fr", "an empty variable is unset")
        XCTAssertEqual(code(whiptail, [:]), "en")
        XCTAssertEqual(code(whiptail, ["LANG": "en_GB.UTF-8"]), "en")
    }

    func testARegionFallsBackToItsLanguageAndAnExactCatalogueWins() {
        XCTAssertEqual(code(whiptail, ["LANG": "pt_BR.UTF-8"]), "pt_BR")
        XCTAssertEqual(code(whiptail, ["LANG": "pt_PT.UTF-8"]), "pt")
        XCTAssertEqual(code(dialog, ["LANG": "de_AT.UTF-8@euro"]), "de")
        XCTAssertEqual(code(whiptail, ["LANG": "bn_IN.UTF-8"]), "bn_IN")
        XCTAssertEqual(code(whiptail, ["LANG": "bn_BD.UTF-8"]), "bn")
        XCTAssertEqual(code(dialog, ["LANG": "zh_TW.UTF-8"]), "zh_TW")
        XCTAssertEqual(code(dialog, ["LANG": "zh_HK.UTF-8"]), "en", "gettext looks for zh_HK and zh, which neither has")
        XCTAssertEqual(code(whiptail, ["LANG": "sr_RS.UTF-8@latin"]), "sr@latin", "the modifier first")
        XCTAssertEqual(code(whiptail, ["LANG": "sr_RS.UTF-8"]), "sr")
        XCTAssertEqual(code(dialog, ["LANG": "sr_RS.UTF-8@latin"]), "sr", "dialog has no sr@latin")
        XCTAssertEqual(code(dialog, ["LANG": "C.UTF-8", "LANGUAGE": "be@latin"]), "be@latin")
    }

    func testLanguageIsReadUnlessTheLocaleIsCOrPOSIX() {
        XCTAssertEqual(code(whiptail, ["LANG": "fr_FR.UTF-8", "LANGUAGE": "xx:ja:de"]), "ja")
        XCTAssertEqual(code(whiptail, ["LANG": "C.UTF-8", "LANGUAGE": "de"]), "de", "gettext reads LANGUAGE in C.UTF-8")
        XCTAssertEqual(code(whiptail, ["LANG": "C", "LANGUAGE": "de"]), "en")
        XCTAssertEqual(code(whiptail, ["LANG": "POSIX", "LANGUAGE": "de"]), "en")
        XCTAssertEqual(code(whiptail, ["LANGUAGE": "de"]), "en", "no locale is the C locale")
        XCTAssertEqual(code(whiptail, ["LANG": "fr_FR.UTF-8", "LANGUAGE": "C:de"]), "en", "a C entry stops the list")
        XCTAssertEqual(code(whiptail, ["LANG": "fr_FR.UTF-8", "LANGUAGE": "xx"]), "fr", "no entry has one: the locale's")
    }

    func testEachFrontEndLooksInItsOwnOriginalsCatalogues() {
        // newt has Assamese and Belarusian (Debian's), dialog neither; dialog has Romansh, newt not.
        XCTAssertEqual(code(whiptail, ["LANG": "as_IN.UTF-8"]), "as")
        XCTAssertEqual(code(dialog, ["LANG": "as_IN.UTF-8"]), "en")
        XCTAssertEqual(code(whiptail, ["LANG": "fr_FR.UTF-8", "LANGUAGE": "rm:be"]), "be")
        XCTAssertEqual(code(dialog, ["LANG": "fr_FR.UTF-8", "LANGUAGE": "rm:be"]), "rm")
        XCTAssertEqual(whiptail.label(.cancel, in: .`as`), "বাতিল")
        XCTAssertEqual(whiptail.label(.yes, in: .be), "Так")
    }

    func testALabelTheLocalesCharacterSetCannotShowIsEnglish() throws {
        guard case .run(let run) = try CdialogArguments.parse(["--yesno", "P", "0", "0"]) else { return XCTFail("not a box") }
        let request = run.boxes[0].request
        func labels(_ program: FrontEnd, _ environment: [String: String]) -> [String?] {
            let labels = program.labels(of: request, environment: Environment(environment))
            return [labels[.yes], labels[.no], labels[.cancel]]
        }
        XCTAssertEqual(labels(dialog, ["LANG": "de_DE.UTF-8", "LC_CTYPE": "C"]), ["Ja", "Nein", "Abbrechen"], "ASCII shows German's")
        XCTAssertEqual(labels(whiptail, ["LANG": "de_DE.ISO-8859-1", "LANGUAGE": "ja"]), ["Yes", "No", "Cancel"])
        XCTAssertEqual(labels(whiptail, ["LANG": "pt_BR.ISO-8859-1"]), ["Sim", "Não", "Cancelar"], "Latin-1 has ã")
        XCTAssertEqual(labels(dialog, ["LANG": "ru_RU.UTF-8", "LC_CTYPE": "C"]), ["Yes", "No", "Cancel"],
                       "ASCII shows no Cyrillic (glibc would transliterate: Da, Net)")
    }

    func testSwalertLangOverridesEverything() {
        XCTAssertEqual(code(dialog, ["SWALERT_LANG": "ja", "LANG": "de_DE.UTF-8", "LANGUAGE": "fr"]), "ja")
        XCTAssertEqual(code(dialog, ["SWALERT_LANG": "C", "LANG": "de_DE.UTF-8"]), "en")
        XCTAssertEqual(code(dialog, ["SWALERT_LANG": "pt_PT.UTF-8", "LANG": "C"]), "pt")
    }

    func testEveryButtonHasTheOriginalsEnglishAndItsTranslations() {
        let buttons: [BoxRequest.Button] = [.ok, .yes, .no, .cancel, .extra, .help, .exit]
        XCTAssertEqual(buttons.map { whiptail.label($0, in: .en) }, ["Ok", "Yes", "No", "Cancel", "Extra", "Help", "EXIT"])
        XCTAssertEqual(buttons.map { dialog.label($0, in: .en) }, ["OK", "Yes", "No", "Cancel", "Extra", "Help", "EXIT"])
        XCTAssertEqual(buttons.map { whiptail.label($0, in: .de) }, ["Ok", "Ja", "Nein", "Abbrechen", "Extra", "Help", "EXIT"],
                       "newt translates only its four; whiptail's others stay English")
        XCTAssertEqual(buttons.map { dialog.label($0, in: .de) }, ["OK", "Ja", "Nein", "Abbrechen", "Extra", "Hilfe", "VERLASSEN"])
        XCTAssertEqual(buttons.map { dialog.label($0, in: .ar) }, ["موافق", "نعم", "لا", "إلغاء", "Extra", "Help", "EXIT"],
                       "what dialog's ar.po leaves untranslated is English")
        // Every language each original has gives every label a text.
        for language in Language.allCases where whiptail.has(language) {
            XCTAssertFalse(buttons.contains { whiptail.label($0, in: language).isEmpty }, language.code)
        }
        for language in Language.allCases where dialog.has(language) {
            XCTAssertFalse(buttons.contains { dialog.label($0, in: language).isEmpty }, language.code)
        }
    }

    func testEnglishNamesEveryKeyTheFrontEndsUse() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        for (folder, keys) in [("newt", NewtLabelKey.allCases.map(\.name)), ("dialog", DialogLabelKey.allCases.map(\.name))] {
            let english = try String(contentsOf: root.appendingPathComponent("lang/\(folder)/en.txt"), encoding: .utf8)
            let named = english.split(separator: "\n").filter { !$0.hasPrefix("#") }
                .map { String($0.prefix { $0 != "=" }).trimmingCharacters(in: .whitespaces) }
            XCTAssertEqual(named, keys, "lang/\(folder)/en.txt and the compiled keys")
        }
        XCTAssertEqual(Set(NewtLabelKey.allCases.map(\.name)), ["button.ok", "button.cancel", "button.yes", "button.no"])
        XCTAssertTrue(Set(DialogLabelKey.allCases.map(\.name)).isSuperset(of: ["button.ok", "button.cancel", "button.yes",
            "button.no", "button.extra", "button.help", "button.exit", "inputmenu.rename"]))
    }

    func testDialogsOtherWordsAndTheCalendarsNames() {
        XCTAssertEqual(["Sun", "So", "dim.", "Вс", "日", "👍🏽"].map(CalendarBox.dayCell), ["Sun", " So", "dim", "В", "日", ""],
                       "calendar.c's %3.3s: three bytes, right-aligned, a character cut in two dropped")
        XCTAssertEqual(FrontEnd.timeLocale(Environment(["LANG": "de_DE.UTF-8", "LC_TIME": "fr_FR.UTF-8"])), "fr_FR.UTF-8")
        XCTAssertEqual(FrontEnd.timeLocale(Environment(["LC_ALL": "ru_RU.UTF-8", "LC_TIME": "fr_FR.UTF-8"])), "ru_RU.UTF-8")
        XCTAssertEqual(FrontEnd.timeLocale(Environment(["LANGUAGE": "de"])), "C", "LANGUAGE names no dates")
        var gauge = MixedGauge(message: "", rows: [MixedGauge.Row(tag: "a", status: "7")], percent: 10)
        gauge.speak(.de)
        let lines = gauge.text().split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.first, "a  [In Bearbeit…]", "dialog's word, cut to the status's twelve columns")
        XCTAssertEqual(lines.dropLast().last, "Gesamtfortschritt")
        var calendar = CalendarBox(message: "", date: CalendarDate(year: 2024, month: 2, day: 1), buttons: [])
        calendar.speak(.fr, timeLocale: "C")
        XCTAssertEqual([calendar.monthHeading, calendar.yearHeading, calendar.monthNames[1], calendar.dayNames[0]],
                       ["Mois", "Année", "February", "Sun"], "the C locale's names are English")
    }

    func testTheRequestsLabelsKeepWhatTheCommandLineGave() throws {
        guard case .run(let run) = try CdialogArguments.parse(["--no-label", "Später", "--inputmenu", "P", "0", "0", "0", "a", "A"])
        else { return XCTFail("not a box") }
        let labels = dialog.labels(of: run.boxes[0].request, environment: Environment(["LANG": "de_DE.UTF-8"]))
        XCTAssertEqual(labels[.no], "Später")
        XCTAssertEqual(labels[.extra], "Umbenennen")
        XCTAssertEqual(labels[.ok], "OK")
        XCTAssertEqual(labels[.cancel], "Abbrechen")
    }
}
