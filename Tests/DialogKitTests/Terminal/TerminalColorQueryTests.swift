import XCTest
@testable import DialogKit

/// What the terminal's colours decide: light or dark, from a reported background or `COLORFGBG`, and the
/// record that lets a toast or a wait use what a dialog before it heard.
final class TerminalColorQueryTests: XCTestCase {
    func testTheRequestAsksForBackgroundThenForegroundThenDA1() {
        XCTAssertEqual(String(decoding: TerminalColorQuery.request, as: UTF8.self),
                       "\u{1B}]11;?\u{1B}\\\u{1B}]10;?\u{1B}\\\u{1B}[c")
    }

    func testAppearanceFollowsTheBackgroundsLightness() {
        let table: [(RGB, Appearance)] = [
            (RGB(0, 0, 0), .dark), (RGB(30, 30, 46), .dark), (RGB(0, 43, 54), .dark),  // Solarized dark
            (RGB(40, 44, 52), .dark), (RGB(100, 100, 100), .dark), (RGB(0, 0, 255), .dark),
            (RGB(255, 255, 255), .light), (RGB(253, 246, 227), .light),  // Solarized light
            (RGB(229, 229, 229), .light), (RGB(140, 140, 140), .light), (RGB(255, 255, 0), .light),
        ]
        for (color, appearance) in table {
            XCTAssertEqual(TerminalColorQuery.appearance(ofBackground: color), appearance, "\(color)")
        }
        XCTAssertEqual(TerminalColorQuery.appearance(of: nil), .dark)
        XCTAssertEqual(TerminalColorQuery.appearance(of: TerminalColors()), .dark)
        XCTAssertEqual(TerminalColorQuery.appearance(of: TerminalColors(background: RGB(250, 250, 250))), .light)
    }

    func testOnlyAThemeThatFollowsTheTerminalWantsTheQuery() throws {
        XCTAssertTrue(TerminalColorQuery.isWanted(by: .auto))
        for fixed: ThemeSetting in [.dark, .light, .mono, .highContrast] {
            XCTAssertFalse(TerminalColorQuery.isWanted(by: fixed), "\(fixed)")
        }
        let follows = try ThemeSetting.parse("/x.theme", read: { _ in "" })
        XCTAssertTrue(TerminalColorQuery.isWanted(by: follows), "a theme file with no base")
        let based = try ThemeSetting.parse("/x.theme", read: { _ in "base = light\n" })
        XCTAssertFalse(TerminalColorQuery.isWanted(by: based), "a theme file on the light palette")
    }

    func testCOLORFGBG() {
        let white = RGB(255, 255, 255), black = RGB(0, 0, 0)
        XCTAssertEqual(TerminalColorQuery.colors(fromCOLORFGBG: "0;15"), TerminalColors(foreground: black, background: white))
        XCTAssertEqual(TerminalColorQuery.colors(fromCOLORFGBG: "15;0"), TerminalColors(foreground: white, background: black))
        XCTAssertEqual(TerminalColorQuery.colors(fromCOLORFGBG: "15;default;0"), TerminalColors(foreground: white, background: black))
        XCTAssertEqual(TerminalColorQuery.colors(fromCOLORFGBG: "default;default;7"), TerminalColors(background: white))
        for dark in [0, 1, 2, 3, 4, 5, 6, 8] {
            XCTAssertEqual(TerminalColorQuery.appearance(of: TerminalColorQuery.colors(fromCOLORFGBG: "7;\(dark)")), .dark, "\(dark)")
        }
        for light in [7, 9, 10, 11, 12, 13, 14, 15] {
            XCTAssertEqual(TerminalColorQuery.appearance(of: TerminalColorQuery.colors(fromCOLORFGBG: "0;\(light)")), .light, "\(light)")
        }
        for nonsense in [nil, "", "15", "15;", "a;b", "0;16", "0;-1", "1;2;3;4", "0;default", ";", "0;+", "0;1-",
                         "0;--1", "0; 1", "0;99999999999999999999999", "0;１", "0;1;", "👍🏽;0x"] {
            XCTAssertNil(TerminalColorQuery.colors(fromCOLORFGBG: nonsense), nonsense ?? "nil")
        }
        // Numbers as `Int` reads them: a sign, leading zeros; a foreground out of range or unreadable is unknown.
        XCTAssertEqual(TerminalColorQuery.colors(fromCOLORFGBG: "+15;-0"), TerminalColors(foreground: white, background: black))
        XCTAssertEqual(TerminalColorQuery.colors(fromCOLORFGBG: "0000000000000000000000007;00015"),
                       TerminalColors(foreground: white, background: white))
        XCTAssertEqual(TerminalColorQuery.colors(fromCOLORFGBG: "99999999999999999999999;7"), TerminalColors(background: white))
        XCTAssertEqual(TerminalColorQuery.colors(fromCOLORFGBG: "é;0"), TerminalColors(background: black))
        XCTAssertEqual(TerminalColorQuery.colors(fromCOLORFGBG: ";;0"), TerminalColors(background: black))
    }

    func testTheQueryTakesRepliesAndLeavesKeys() {
        var query = TerminalColorQuery(sentAt: 10)
        XCTAssertEqual(query.deadline, 10 + TerminalColorQuery.patience)
        XCTAssertFalse(query.take(.key(KeyEvent(.character("a")))))
        XCTAssertFalse(query.take(.terminalReply([0x1B])))
        XCTAssertTrue(query.take(.colorReport(slot: 11, color: RGB(1, 2, 3))))
        XCTAssertFalse(query.isOver(at: 10.05))
        XCTAssertTrue(query.take(.colorReport(slot: 10, color: RGB(4, 5, 6))))
        XCTAssertTrue(query.take(.deviceAttributes))
        XCTAssertTrue(query.isOver(at: 10.05))
        XCTAssertEqual(query.colors, TerminalColors(foreground: RGB(4, 5, 6), background: RGB(1, 2, 3)))
        XCTAssertTrue(TerminalColorQuery(sentAt: 10).isOver(at: 10.1))
    }

    func testTheRecordHoldsForItsSessionAndLifetime() {
        let colors = TerminalColors(foreground: RGB(1, 2, 255), background: RGB(253, 246, 227))
        let record = Terminal.colorRecord(colors, session: 42, now: 5_000_000_000)
        XCTAssertEqual(String(decoding: record, as: UTF8.self), "swalert-colors 1 42 5000000000 fdf6e3 0102ff\n")
        XCTAssertEqual(Terminal.parseColorRecord(record, session: 42, now: 6_000_000_000), colors)
        XCTAssertNil(Terminal.parseColorRecord(record, session: 43, now: 6_000_000_000), "another session")
        XCTAssertNil(Terminal.parseColorRecord(record, session: 42, now: 4_000_000_000), "made after now: another boot")
        XCTAssertNil(Terminal.parseColorRecord(record, session: 42, now: 5_000_000_000 + 301_000_000_000), "too old")
        let silent = Terminal.colorRecord(TerminalColors(), session: 42, now: 1)
        XCTAssertEqual(Terminal.parseColorRecord(silent, session: 42, now: 2), TerminalColors())
        let negative = Terminal.colorRecord(colors, session: -7, now: 5_000_000_000)
        XCTAssertEqual(String(decoding: negative, as: UTF8.self), "swalert-colors 1 -7 5000000000 fdf6e3 0102ff\n")
        XCTAssertEqual(Terminal.parseColorRecord(negative, session: -7, now: 6_000_000_000), colors)
        XCTAssertNil(Terminal.parseColorRecord(negative, session: 7, now: 6_000_000_000), "the session's sign")
        XCTAssertEqual(Terminal.parseColorRecord(Array("swalert-colors 1 42 1 FDF6E3 -\n".utf8), session: 42, now: 2),
                       TerminalColors(foreground: nil, background: RGB(253, 246, 227)), "hex digits in either case")
        for broken in ["", "swalert-colors 1 42 1 fdf6e3\n", "swalert-colors 2 42 1 - -\n", "swalert-colors 1 42 1 fdf6 -\n",
                       "swalert-colors 1 42 x - -\n", "other 1 42 1 - -\n", "swalert-colors 1 42 1 - - -\n",
                       "swalert-colors 1 42 99999999999999999999 - -\n", "swalert-colors 1 42 1 fdf6eg -\n"] {
            XCTAssertNil(Terminal.parseColorRecord(Array(broken.utf8), session: 42, now: 2), broken)
        }
    }

    func testDetectTakesCOLORFGBGAndTheLinuxConsole() throws {
        let light = try PresentationOptions.detect(environment: ["TERM": "xterm-256color", "COLORFGBG": "0;15"])
        XCTAssertEqual(light.terminalColors?.background, RGB(255, 255, 255))
        let linux = try PresentationOptions.detect(environment: ["TERM": "linux"])
        XCTAssertEqual(linux.terminalColors?.background, RGB(0, 0, 0))
        XCTAssertNil(try PresentationOptions.detect(environment: ["TERM": "xterm-256color"]).terminalColors)
        XCTAssertTrue(PresentationOptions.environmentVariables.contains("COLORFGBG"))
    }
}
