import Foundation
import XCTest
import TestSupport

/// SWALERT_THEME on the real binary: a built-in name changes the colours drawn, a theme file's colours are
/// drawn in the form the terminal takes, and a bad file is a usage error on one line.
final class ThemePTYTests: XCTestCase {
    private let swalert = Binary.swalert.path
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("swalert-theme-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func themeFile(_ text: String) throws -> String {
        let url = folder.appendingPathComponent("my.theme")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    /// An alert answered with Enter; its whole output.
    private func alertOutput(_ environment: [String: String]) throws -> String {
        // COLORFGBG says the background, so the dialog asks the terminal nothing.
        let process = try PTYProcess(swalert, ["alert", "Themecheck"],
                                     environment: ["SWALERT_NO_ANIMATION": "1", "COLORFGBG": "15;0"].merging(environment) { $1 })
        try process.waitForOutput(containing: "Themecheck")
        process.send("\r")
        XCTAssertEqual(try process.waitForExit(), .exited(0))
        return process.outputText
    }

    func testABuiltInNameChangesThePalette() throws {
        // The light palette's box is xterm's #eeeeee (255) in 256 colours; the dark one's #303030 (236).
        let light = try alertOutput(["TERM": "xterm-256color", "SWALERT_THEME": "light"])
        XCTAssertTrue(light.contains("48;5;255"), light)
        XCTAssertFalse(light.contains("48;5;236"), light)
        let dark = try alertOutput(["TERM": "xterm-256color"])
        XCTAssertTrue(dark.contains("48;5;236"), dark)
        XCTAssertFalse(dark.contains("48;5;255"), dark)
        // NO_COLOR wins.
        let none = try alertOutput(["TERM": "xterm-256color", "SWALERT_THEME": "light", "NO_COLOR": "1"])
        XCTAssertFalse(none.contains("48;5;"), none)
    }

    func testAThemeFilesColoursAreDrawnInTheFormTheTerminalTakes() throws {
        let path = try themeFile("# a red box\nbackground = #aa0000 124 red\n")
        XCTAssertTrue(try alertOutput(["TERM": "xterm-256color", "SWALERT_THEME": path]).contains("48;5;124"))
        XCTAssertTrue(try alertOutput(["TERM": "xterm-256color", "COLORTERM": "truecolor", "SWALERT_THEME": path])
            .contains("48;2;170;0;0"))
        let sixteen = try alertOutput(["TERM": "xterm", "SWALERT_THEME": path])
        XCTAssertTrue(sixteen.contains(";41m") || sixteen.contains("[41m"), sixteen)
    }

    func testABadThemeIsAUsageErrorOnOneLine() throws {
        let path = try themeFile("accent = blue\nacent = red\n")
        // A long path is named by its last 40 characters, so that the line stays under 200.
        let named = path.count > 40 ? "…" + path.suffix(39) : path
        let cases: [(String, String)] = [
            (path, "swalert alert: SWALERT_THEME \(named):2: 'acent' is not a key (base, accent, background, text, border, backdrop, success, warning, error)\n"),
            (folder.appendingPathComponent("missing.theme").path,
             "swalert alert: SWALERT_THEME: cannot read \(folder.appendingPathComponent("missing.theme").path): No such file or directory\n"),
            ("sepia", "swalert alert: SWALERT_THEME: 'sepia' is not auto, dark, light, mono, high-contrast or a theme file's path (with a / in it)\n"),
        ]
        for (value, message) in cases {
            let process = try PTYProcess(swalert, ["alert", "Themecheck"], environment: ["SWALERT_THEME": value])
            XCTAssertEqual(try process.waitForExit(), .exited(64), value)
            XCTAssertEqual(process.stderrText, message)
            XCTAssertFalse(process.outputText.contains("Themecheck"), "no dialog drawn")
        }
    }
}
