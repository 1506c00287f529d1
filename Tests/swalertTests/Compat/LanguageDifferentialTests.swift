import Foundation
import XCTest

/// The front ends' labels under a user's language beside the real whiptail and dialog: newt's and dialog's own
/// translations, read from both programs' screens in tmux, and dialog's hotkeys in the translated labels (whiptail's
/// buttons have none). A locale the system has not generated (`localedef`) shows English under both programs, so
/// such a case is skipped, saying how to generate it; `C.UTF-8` with `LANGUAGE` needs no generated locale.
final class LanguageDifferentialTests: XCTestCase {
    struct Case {
        var name: String
        var environment: [String: String]
        var arguments: [String]
        /// The buttons' labels as the box's row shows them, left to right, between `<` and `>`.
        var labels: [String]
        var keys: String
        var status: Int32
        /// What the box writes on standard error, on the screen's last line; nil: not looked at.
        var answer: String? = nil
    }

    private var whiptails: [String] {
        [WhiptailOptionCoverageDifferentialTests.swalertAsWhiptail] + (WhiptailOptionCoverageDifferentialTests.whiptail.map { [$0] } ?? [])
    }

    private var dialogs: [String] { [DialogDifferential.swalertAsDialog] + (DialogDifferential.dialog.map { [$0] } ?? []) }

    /// Right-to-left labels (ar, fa, he) are not compared: Debian's newt hands them to fribidi, which draws them in
    /// visual order with Arabic's presentation forms (`<ﻢﻌﻧ>` for نعم), where swalert writes them in logical order.
    func testWhiptailShowsNewtsWordsForTheUsersLanguage() throws {
        let yesNo = ["--yesno", "Weiter?", "10", "40"], message = ["--msgbox", "Fertig", "10", "40"]
        let input = ["--inputbox", "Name", "10", "40"]
        try check(whiptails, [
            Case(name: "de yesno", environment: ["LANG": "de_DE.UTF-8"], arguments: yesNo, labels: ["Ja", "Nein"], keys: "\t\r",
                 status: 1),
            Case(name: "de inputbox", environment: ["LANG": "de_DE.UTF-8"], arguments: input, labels: ["Ok", "Abbrechen"],
                 keys: "\t\t\r", status: 1),
            Case(name: "fr yesno", environment: ["LANG": "fr_FR.UTF-8"], arguments: yesNo, labels: ["Oui", "Non"], keys: "\r",
                 status: 0),
            Case(name: "ja yesno: wide labels", environment: ["LANG": "ja_JP.UTF-8"], arguments: yesNo, labels: ["はい", "いいえ"],
                 keys: "\t\r", status: 1),
            Case(name: "ja msgbox", environment: ["LANG": "ja_JP.UTF-8"], arguments: message, labels: ["了解"], keys: "\r",
                 status: 0),
            Case(name: "ru inputbox", environment: ["LANG": "ru_RU.UTF-8"], arguments: input, labels: ["Ok", "Отмена"],
                 keys: "\r", status: 0),
            Case(name: "pt_BR yesno", environment: ["LANG": "pt_BR.UTF-8"], arguments: yesNo, labels: ["Sim", "Não"],
                 keys: "\r", status: 0),
            Case(name: "LC_MESSAGES over LANG", environment: ["LANG": "fr_FR.UTF-8", "LC_MESSAGES": "de_DE.UTF-8"],
                 arguments: yesNo, labels: ["Ja", "Nein"], keys: "\r", status: 0),
            Case(name: "LC_ALL over LC_MESSAGES", environment: ["LC_ALL": "ru_RU.UTF-8", "LC_MESSAGES": "de_DE.UTF-8"],
                 arguments: yesNo, labels: ["Да", "Нет"], keys: "\r", status: 0),
            Case(name: "LANGUAGE's first entry newt has", environment: ["LANG": "fr_FR.UTF-8", "LANGUAGE": "xx:ja"],
                 arguments: yesNo, labels: ["はい", "いいえ"], keys: "\r", status: 0),
            Case(name: "LANGUAGE pt_PT is pt", environment: ["LANG": "de_DE.UTF-8", "LANGUAGE": "pt_PT"],
                 arguments: yesNo, labels: ["Sim", "Não"], keys: "\r", status: 0),
            Case(name: "C.UTF-8 reads LANGUAGE", environment: ["LANG": "C.UTF-8", "LANGUAGE": "de"], arguments: yesNo,
                 labels: ["Ja", "Nein"], keys: "\r", status: 0),
            Case(name: "C.UTF-8 and LANGUAGE Belarusian: Debian's own translation", environment: ["LANG": "C.UTF-8", "LANGUAGE": "be"],
                 arguments: yesNo, labels: ["Так", "Не"], keys: "\r", status: 0),
            Case(name: "--yes-button still wins", environment: ["LANG": "de_DE.UTF-8"], arguments: ["--yes-button", "Jetzt 始め"] + yesNo,
                 labels: ["Jetzt 始め", "Nein"], keys: "\r", status: 0),
        ])
    }

    func testDialogShowsItsWordsAndTheirHotkeysForTheUsersLanguage() throws {
        let yesNo = ["--yesno", "Weiter?", "10", "40"], message = ["--msgbox", "Fertig", "10", "40"]
        try check(dialogs, [
            Case(name: "de yesno, n is Nein", environment: ["LANG": "de_DE.UTF-8"], arguments: yesNo, labels: ["Ja", "Nein"],
                 keys: "n", status: 1),
            Case(name: "de yesno, j is Ja", environment: ["LANG": "de_DE.UTF-8"], arguments: ["--defaultno"] + yesNo,
                 labels: ["Ja", "Nein"], keys: "j", status: 0),
            Case(name: "de yesno, y is nothing", environment: ["LANG": "de_DE.UTF-8"], arguments: yesNo, labels: ["Ja", "Nein"],
                 keys: "y\t\r", status: 1),
            Case(name: "de help and extra", environment: ["LANG": "de_DE.UTF-8"], arguments: ["--extra-button", "--help-button"] + message,
                 labels: ["OK", "Extra", "Hilfe"], keys: "h", status: 2),
            Case(name: "de inputmenu's Rename", environment: ["LANG": "de_DE.UTF-8"],
                 arguments: ["--inputmenu", "Wähle", "14", "50", "4", "x", "Xylo"], labels: ["OK", "Umbenennen", "Abbrechen"],
                 keys: "\u{1b}", status: 255),
            Case(name: "fr msgbox, a is Accepter", environment: ["LANG": "fr_FR.UTF-8"], arguments: message, labels: ["Accepter"],
                 keys: "a", status: 0),
            Case(name: "fr yesno, n is Non", environment: ["LANG": "fr_FR.UTF-8"], arguments: yesNo, labels: ["Oui", "Non"],
                 keys: "n", status: 1),
            Case(name: "ru yesno, н is Нет", environment: ["LANG": "ru_RU.UTF-8"], arguments: yesNo, labels: ["Да", "Нет"],
                 keys: "н", status: 1),
            Case(name: "ru yesno, Д is Да", environment: ["LANG": "ru_RU.UTF-8"], arguments: ["--defaultno"] + yesNo,
                 labels: ["Да", "Нет"], keys: "Д", status: 0),
            Case(name: "ja yesno: no capitals, no hotkeys", environment: ["LANG": "ja_JP.UTF-8"], arguments: yesNo,
                 labels: ["はい", "いいえ"], keys: "n\r", status: 0),
            Case(name: "ja textbox's EXIT", environment: ["LANG": "ja_JP.UTF-8"], arguments: ["--textbox", "/etc/hostname", "10", "40"],
                 labels: ["終了"], keys: "\r", status: 0),
            Case(name: "ar: EXIT untranslated stays English", environment: ["LANG": "C.UTF-8", "LANGUAGE": "ar"],
                 arguments: ["--textbox", "/etc/hostname", "10", "40"], labels: ["EXIT"], keys: "e", status: 0),
            Case(name: "ar yesno: no capitals, no hotkeys", environment: ["LANG": "C.UTF-8", "LANGUAGE": "ar"], arguments: yesNo,
                 labels: ["نعم", "لا"], keys: "n\t\r", status: 1),
            Case(name: "de calendar's --date-format: the locale's names", environment: ["LANG": "de_DE.UTF-8"],
                 arguments: ["--date-format", "%A %d. %B %Y", "--calendar", "Tag", "0", "0", "1", "2", "2024"],
                 labels: ["OK", "Abbrechen"], keys: "\r", status: 0, answer: "Donnerstag 01. Februar 2024"),
            Case(name: "C ignores LANGUAGE", environment: ["LANG": "C", "LANGUAGE": "de"], arguments: yesNo, labels: ["Yes", "No"],
                 keys: "n", status: 1),
            Case(name: "--no-label still wins, its capital its hotkey", environment: ["LANG": "de_DE.UTF-8"],
                 arguments: ["--no-label", "Später"] + yesNo, labels: ["Ja", "Später"], keys: "s", status: 1),
        ])
    }

    /// dialog's words besides its buttons: the calendar's headings (dialog's po), its month's and days' names (the C
    /// library's, each day cut to calendar.c's three bytes), the file selector's headings and the mixed gauge's words.
    /// ncurses draws its lines in UTF-8 (`NCURSES_NO_UTF8_ACS`), so both programs' borders are `│`.
    func testDialogDrawsItsOtherWordsInTheUsersLanguage() throws {
        let calendar = ["--calendar", "Tag", "0", "0", "1", "2", "2024"]
        let cases: [(name: String, locale: String, arguments: [String], words: [String], status: Int32)] = [
            ("de calendar", "de_DE.UTF-8", calendar, ["Monat", "Jahr", "│Februar", "│     So  Mo  Di  Mi  Do  Fr  Sa │"], 255),
            ("de calendar, --week-start locale: Monday first", "de_DE.UTF-8", ["--week-start", "locale"] + calendar,
             ["│     Mo  Di  Mi  Do  Fr  Sa  So │", "│  5               1   2   3   4 │"], 255),
            ("fr calendar: dim. cut to dim", "fr_FR.UTF-8", calendar,
             ["Mois", "Année", "│février", "│    dim lun mar mer jeu ven sam │"], 255),
            ("ru calendar: Вс cut to its first letter", "ru_RU.UTF-8", calendar,
             ["Месяц", "Год", "│февраля", "│    В   П   В   С   Ч   П   С   │"], 255),
            ("ja calendar: wide days", "ja_JP.UTF-8", calendar, ["│2月", "│    日  月  火  水  木  金  土  │"], 255),
            ("de fselect", "de_DE.UTF-8", ["--fselect", "/", "10", "50"], ["Verzeichnisse", "Dateien"], 255),
            ("de mixedgauge", "de_DE.UTF-8", ["--mixedgauge", "Installiere", "0", "0", "40", "eins", "0", "vier", "9"],
             ["[Erfolgreich ]", "[    N/A     ]", "Gesamtfortschritt"], 0),
        ]
        let generated = Self.generatedLocales()
        for testCase in cases {
            guard generated.contains(Self.normalised(testCase.locale)) else {
                print("note: skipping \(testCase.name): the locale \(testCase.locale) is not generated here")
                continue
            }
            for program in dialogs where program == dialogs[0] || Self.translationsInstalled(of: program) {
                let environment = ["LANG": testCase.locale, "LANGUAGE": "", "LC_ALL": "", "LC_MESSAGES": "", "LC_TIME": "",
                                   "SWALERT_LANG": "", "TERM": "xterm-256color", "NCURSES_NO_UTF8_ACS": "1"]
                let command = ([program] + testCase.arguments).map(Self.quote).joined(separator: " ")
                let tmux = try TmuxSession(command, width: 70, height: 24, environment: environment, captureStdout: false)
                do {
                    try tmux.waitUntil("\(testCase.words) on the screen") { screen in
                        let text = screen.joined(separator: "\n").replacingOccurrences(of: "|", with: "│")
                        return testCase.words.allSatisfy(text.contains)
                    }
                    if testCase.status != 0 { try tmux.sendKeys("Escape") }
                    XCTAssertEqual(try tmux.waitForExitStatus(), testCase.status, "\(testCase.name), under \(program)")
                } catch {
                    XCTFail("\(testCase.name), under \(program): \(error)")
                }
            }
        }
    }

    /// Runs each case under each program in tmux: the row of buttons shows `labels`, and `keys` end it with `status`.
    private func check(_ programs: [String], _ cases: [Case], file: StaticString = #filePath, line: UInt = #line) throws {
        let generated = Self.generatedLocales()
        for testCase in cases {
            let wanted = [testCase.environment["LC_ALL"], testCase.environment["LC_MESSAGES"], testCase.environment["LANG"]]
                .compactMap { $0 }.filter { $0 != "C" && $0 != "C.UTF-8" }
            if let missing = wanted.first(where: { !generated.contains(Self.normalised($0)) }) {
                print("note: skipping \(testCase.name): the locale \(missing) is not generated here "
                    + "(localedef -i \(missing.prefix { $0 != "." }) -f UTF-8 \(missing))")
                continue
            }
            for program in programs where program == programs[0] || Self.translationsInstalled(of: program) {
                var environment = ["LANGUAGE": "", "LC_ALL": "", "LC_MESSAGES": "", "SWALERT_LANG": "", "TERM": "xterm-256color"]
                environment.merge(testCase.environment) { $1 }
                let command = ([program] + testCase.arguments).map(Self.quote).joined(separator: " ")
                let tmux = try TmuxSession(command, width: 70, height: 20, environment: environment, captureStdout: false)
                let context = "\(testCase.name), under \(program)"
                do {
                    let screen = try tmux.waitUntil("the buttons \(testCase.labels)") { Self.buttons(on: $0) == testCase.labels }
                    try tmux.sendText(testCase.keys)
                    XCTAssertEqual(try tmux.waitForExitStatus(), testCase.status, context + ":\n" + tmux.describe(screen),
                                   file: file, line: line)
                    if let answer = testCase.answer { try tmux.waitFor(answer) }
                } catch {
                    XCTFail("\(context): \(error)", file: file, line: line)
                }
            }
        }
    }

    /// The labels of the lowest row with buttons (not swalert's key-hint line, whose arrows are `</>` in ASCII): each
    /// text between `<` and `>`, its padding dropped.
    static func buttons(on screen: [String]) -> [String] {
        guard let row = screen.last(where: { $0.contains("<") && $0.contains(">") && !$0.contains("</>") }) else { return [] }
        var labels: [String] = [], current: String?
        for character in row {
            if character == "<" { current = "" } else if character == ">", let label = current {
                labels.append(label.trimmingCharacters(in: .whitespaces))
                current = nil
            } else if current != nil { current?.append(character) }
        }
        return labels
    }

    /// Whether the real program's translations are installed (a minimal system may leave out /usr/share/locale): the
    /// German catalogue of newt for whiptail, of dialog for dialog. Says so once when they are not.
    static func translationsInstalled(of program: String) -> Bool {
        let domain = URL(fileURLWithPath: program).lastPathComponent == "whiptail" ? "newt" : "dialog"
        let path = "/usr/share/locale/de/LC_MESSAGES/\(domain).mo"
        if FileManager.default.fileExists(atPath: path) { return true }
        if told.insert(domain).inserted { print("note: \(path) is not installed: only swalert's half of each case runs") }
        return false
    }

    private static var told: Set<String> = []

    /// The locales `locale -a` lists, as `de_DE.utf8`.
    static func generatedLocales() -> Set<String> {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/locale")
        process.arguments = ["-a"]
        let pipe = Pipe()
        process.standardOutput = pipe
        guard (try? process.run()) != nil else { return [] }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Set(String(decoding: data, as: UTF8.self).split(separator: "\n").map { normalised(String($0)) })
    }

    /// `de_DE.UTF-8` as `locale -a` writes it: `de_DE.utf8`.
    static func normalised(_ locale: String) -> String {
        locale.replacingOccurrences(of: "UTF-8", with: "utf8").replacingOccurrences(of: "utf-8", with: "utf8")
    }

    static func quote(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'" }
}
