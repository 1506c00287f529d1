import Foundation
import XCTest

/// The real binary in tmux under another locale: the default buttons, their hotkeys, a list's own words and the
/// key-hint line in the language `LANG` (or `SWALERT_LANG`) selects; English under `LANG=C`.
final class LanguageTmuxTests: XCTestCase {
    private let swalert = Binary.swalert.path

    private func confirm(_ environment: [String: String], width: Int = 50) throws -> TmuxSession {
        try TmuxSession("\(swalert) confirm 'Weiter?' --print", width: width, height: 12,
                        environment: ["SWALERT_NO_ANIMATION": "1", "TERM": "xterm-256color"].merging(environment) { $1 })
    }

    /// Shows a confirm under `environment`, waits for `row` (its buttons) and presses `key`; the status and label.
    private func answer(_ environment: [String: String], row: String, key: String) throws -> (Int32, String) {
        let session = try confirm(environment)
        _ = try session.waitFor(row)
        try session.sendKeys(key)
        return (try session.waitForExitStatus(), session.stdout)
    }

    func testAGermanConfirmShowsJaAndNeinAndTakesJYAndN() throws {
        let german = ["LANG": "de_DE.UTF-8"]
        let session = try confirm(german)
        try session.waitForScreen("""



                      ╭────────────────────────────╮
                      │                            │
                      │          Weiter?           │
                      │                            │
                      │      < Ja >  < Nein >      │
                      ╰────────────────────────────╯


                ←/→ bewegen · Enter wählen · Esc abbrechen
            """)
        try session.sendKeys("j")
        XCTAssertEqual(try session.waitForExitStatus(), 0)
        XCTAssertEqual(session.stdout, "Ja\n")
        XCTAssertEqual(try answer(german, row: "< Ja >  < Nein >", key: "y").0, 0, "y answers yes in German too")
        let no = try answer(german, row: "< Ja >  < Nein >", key: "n")
        XCTAssertEqual(no.0, 1)
        XCTAssertEqual(no.1, "Nein\n")
    }

    func testAJapaneseConfirmShowsNewtsWordsAndTakesYAndN() throws {
        let japanese = ["LANG": "ja_JP.UTF-8"]
        let session = try confirm(japanese)
        let screen = try session.waitFor("< はい >  < いいえ >")
        XCTAssertTrue(screen.contains { $0.contains("移動") && $0.contains("取消") }, session.describe(screen))
        try session.sendKeys("y")
        XCTAssertEqual(try session.waitForExitStatus(), 0)
        XCTAssertEqual(session.stdout, "はい\n")
        let no = try answer(japanese, row: "< はい >  < いいえ >", key: "n")
        XCTAssertEqual(no.0, 1)
        XCTAssertEqual(no.1, "いいえ\n")
    }

    func testAnArabicConfirmShowsNewtsWordsAndTakesTheInitialsAndYAndN() throws {
        let arabic = ["LC_ALL": "ar_EG.UTF-8"]
        let session = try confirm(arabic)
        // tmux does no bidi: the labels stand in logical order, each button where an English one would be.
        _ = try session.waitFor("< نعم >  < لا >")
        try session.sendText("ن")
        XCTAssertEqual(try session.waitForExitStatus(), 0)
        XCTAssertEqual(session.stdout, "نعم\n")
        XCTAssertEqual(try answer(arabic, row: "< نعم >  < لا >", key: "y").0, 0)
        XCTAssertEqual(try answer(arabic, row: "< نعم >  < لا >", key: "n").0, 1)
    }

    func testTheCLocaleStaysEnglishAndSwalertLangOverridesIt() throws {
        let english = try confirm(["LANG": "C", "LANGUAGE": "de"])
        _ = try english.waitFor("< Yes >  < No >")
        try english.sendKeys("n")
        XCTAssertEqual(try english.waitForExitStatus(), 1)
        XCTAssertEqual(english.stdout, "No\n")
        // SWALERT_LANG picks German over the locale's English, in a UTF-8 locale that shows its letters.
        let chosen = try confirm(["LANG": "C.UTF-8", "LANGUAGE": "ja", "SWALERT_LANG": "de"])
        _ = try chosen.waitFor("< Ja >  < Nein >")
        try chosen.sendKeys("Escape")
        XCTAssertEqual(try chosen.waitForExitStatus(), 1)
    }

    func testAGermanChooseShowsTheTranslatedPlaceholder() throws {
        let session = try TmuxSession("printf 'Apfel\\nBirne\\n' | \(swalert) choose Obst --fullscreen", width: 50, height: 14,
                                      environment: ["SWALERT_NO_ANIMATION": "1", "TERM": "xterm-256color", "LANG": "de_DE.UTF-8"])
        let screen = try session.waitFor("Tippen zum Filtern")
        XCTAssertTrue(screen.contains { $0.contains("> Apfel") }, session.describe(screen))
        try session.sendText("xyz")
        _ = try session.waitFor("Kein Treffer")
        try session.sendKeys("Escape", "Escape")
        XCTAssertEqual(try session.waitForExitStatus(), 1)
    }
}
