import Foundation
import XCTest

@testable import DialogKit

final class ThemeFileTests: XCTestCase {
    private let example = """
        # swalert theme: a green accent on the light palette
        base       = light

        accent     = #1e7e34 22 green   # 24-bit, else 256-colour index 22, else ANSI green
        background = #fff 231 bright-white
        text       = black
        backdrop   = 244
        error      = #d70015
        border     = default
        """

    func testAFileSetsEachKeyInUpToThreeForms() throws {
        let file = try ThemeFile.parse(example, path: "t.theme")
        XCTAssertEqual(file.base, .light)
        XCTAssertEqual(file.colors[.accent], ThemeColor(rgb: RGB(30, 126, 52), index: 22, ansi: 2))
        XCTAssertEqual(file.colors[.background], ThemeColor(rgb: RGB(255, 255, 255), index: 231, ansi: 15))
        XCTAssertEqual(file.colors[.text], ThemeColor(ansi: 0))
        XCTAssertEqual(file.colors[.backdrop], ThemeColor(index: 244))
        XCTAssertEqual(file.colors[.border], ThemeColor(isDefault: true))
        XCTAssertNil(file.colors[.success])
    }

    func testEachDepthTakesTheFormItShowsBest() throws {
        let accent = ThemeColor(rgb: RGB(30, 126, 52), index: 22, ansi: 2)
        XCTAssertEqual(accent.color(at: .trueColor), .rgb(30, 126, 52))
        XCTAssertEqual(accent.color(at: .ansi256), .indexed(22))
        XCTAssertEqual(accent.color(at: .ansi16), .ansi(2))
        XCTAssertEqual(accent.color(at: .none), .default)
        // A form missing at one depth is the next best, brought down by the encoder.
        XCTAssertEqual(ThemeColor(rgb: RGB(1, 2, 3)).color(at: .ansi16), .rgb(1, 2, 3))
        XCTAssertEqual(ThemeColor(index: 4).color(at: .trueColor), .ansi(4))
        XCTAssertEqual(ThemeColor(ansi: 12).color(at: .ansi256), .ansi(12))
    }

    func testTheFileChangesThoseRolesOfThePalette() throws {
        let theme = Theme.resolved(depth: .trueColor, appearance: .dark, setting: .file(try ThemeFile.parse(example, path: "t")))
        XCTAssertEqual(theme.appearance, .light, "base = light wins over the terminal's appearance")
        XCTAssertEqual(theme.button.foreground, .rgb(30, 126, 52))
        XCTAssertEqual(theme.focusedButton.background, .rgb(30, 126, 52))
        XCTAssertEqual(theme.indicator.foreground, .rgb(30, 126, 52))
        XCTAssertEqual(theme.panel.background, .rgb(255, 255, 255))
        XCTAssertEqual(theme.title.foreground, .ansi(0))
        XCTAssertEqual(theme.backdrop, .indexed(244))
        XCTAssertEqual(theme.error.foreground, .rgb(215, 0, 21))
        XCTAssertEqual(theme.border.foreground, .default)
        // What the file leaves alone is the light palette's.
        XCTAssertEqual(theme.field, Theme.standard(for: .trueColor, appearance: .light).field)
        // Without a base, the palette is the one the appearance picks.
        let plain = Theme.resolved(depth: .ansi16, appearance: .dark,
                                   setting: .file(try ThemeFile.parse("accent = #0a84ff 33 blue\n", path: "t")))
        XCTAssertEqual(plain.button.foreground, .ansi(4))
        XCTAssertEqual(plain.panel, Theme.standard(for: .ansi16, appearance: .dark).panel)
    }

    func testErrorsNameTheFileAndLine() {
        let cases: [(String, String)] = [
            ("accent = #0a84ff\nacent = blue", "SWALERT_THEME my.theme:2: 'acent' is not a key (base, accent, background, text, border, backdrop, success, warning, error)"),
            ("\n\naccent blue", "SWALERT_THEME my.theme:3: expected 'key = colour', not 'accent blue'"),
            ("accent = #12345", "SWALERT_THEME my.theme:1: '#12345' is not a colour (#rrggbb or #rgb)"),
            ("accent = 256", "SWALERT_THEME my.theme:1: '256' is not a colour index from 0 to 255"),
            ("accent = purple", "SWALERT_THEME my.theme:1: 'purple' is not a colour (#rrggbb, 0-255, a colour name such as blue or bright-blue, or default)"),
            ("accent = blue red", "SWALERT_THEME my.theme:1: 'blue red' gives two colour names"),
            ("accent = ", "SWALERT_THEME my.theme:1: 'accent' has no colour"),
            ("= blue", "SWALERT_THEME my.theme:1: a key is missing before '='"),
            ("base = sepia", "SWALERT_THEME my.theme:1: 'sepia' is not a base palette (dark, light, high-contrast)"),
            ("accent = default 4", "SWALERT_THEME my.theme:1: 'default 4': default stands alone"),
        ]
        for (text, message) in cases {
            XCTAssertThrowsError(try ThemeFile.parse(text, path: "my.theme"), text) { error in
                XCTAssertEqual((error as? ThemeFile.ParseError)?.description, message)
            }
        }
    }

    func testNothingFromTheFileReachesTheTerminalAsAnEscape() {
        XCTAssertThrowsError(try ThemeFile.parse("accent = \u{1B}[31m", path: "x\u{1B}]0;t\u{07}")) { error in
            let line = (error as? ThemeFile.ParseError)?.description ?? ""
            XCTAssertFalse(line.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }, line)
        }
    }

    /// The whole file the man page shows (THEMES) reads, and sets every key.
    func testTheManPagesExampleParses() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let page = try String(contentsOf: root.appendingPathComponent("man/swalert.1"), encoding: .utf8)
        let start = try XCTUnwrap(page.range(of: "# ~/.config/swalert/green.theme\n"))
        let end = try XCTUnwrap(page.range(of: "\n.fi", range: start.upperBound..<page.endIndex))
        let example = page[start.lowerBound..<end.lowerBound].replacingOccurrences(of: "\\-", with: "-")
        let file = try ThemeFile.parse(example, path: "green.theme")
        XCTAssertEqual(file.base, .light)
        XCTAssertEqual(Set(file.colors.keys), Set(ThemeFile.Key.allCases))
        for color in file.colors.values {
            XCTAssertNotNil(color.rgb)
            XCTAssertNotNil(color.index)
            XCTAssertNotNil(color.ansi)
        }
    }

    func testCommentsBlankLinesAndCarriageReturns() throws {
        let file = try ThemeFile.parse("# only a comment\r\n\r\n   \t\naccent = 33 # blue\r\n#0a84ff is a comment here\n", path: "t")
        XCTAssertEqual(file.colors, [.accent: ThemeColor(index: 33)])
        XCTAssertEqual(try ThemeFile.parse("accent=#0A84FF", path: "t").colors[.accent], ThemeColor(rgb: RGB(10, 132, 255)))
        XCTAssertEqual(try ThemeFile.parse("accent = grey", path: "t").colors[.accent], ThemeColor(ansi: 8))
        XCTAssertEqual(try ThemeFile.parse("accent = BrightBlue", path: "t").colors[.accent], ThemeColor(ansi: 12))
    }
}

final class ThemeSettingTests: XCTestCase {
    private func read(_ path: String) throws -> String {
        guard path == "/themes/ok" else { throw MessageSource.ReadError(path: path, reason: SystemError("open", errno: 2)) }
        return "accent = red\n"
    }

    func testNamesAndPaths() throws {
        XCTAssertEqual(try ThemeSetting.parse(nil, read: read), .auto)
        XCTAssertEqual(try ThemeSetting.parse("", read: read), .auto)
        XCTAssertEqual(try ThemeSetting.parse("auto", read: read), .auto)
        XCTAssertEqual(try ThemeSetting.parse("dark", read: read), .dark)
        XCTAssertEqual(try ThemeSetting.parse("light", read: read), .light)
        XCTAssertEqual(try ThemeSetting.parse("mono", read: read), .mono)
        XCTAssertEqual(try ThemeSetting.parse("high-contrast", read: read), .highContrast)
        XCTAssertEqual(try ThemeSetting.parse("/themes/ok", read: read), .file(ThemeFile(colors: [.accent: ThemeColor(ansi: 1)])))
        XCTAssertThrowsError(try ThemeSetting.parse("solarized", read: read)) { error in
            XCTAssertEqual("\(error)", "SWALERT_THEME: 'solarized' is not auto, dark, light, mono, high-contrast or a theme file's path (with a / in it)")
        }
    }

    func testTheSettingPicksThePalette() {
        for depth in [ColorDepth.ansi16, .ansi256, .trueColor] {
            XCTAssertEqual(Theme.resolved(depth: depth, appearance: .light, setting: .auto).panel,
                           Theme.standard(for: depth, appearance: .light).panel)
            XCTAssertEqual(Theme.resolved(depth: depth, appearance: .light, setting: .dark).panel,
                           Theme.standard(for: depth, appearance: .dark).panel)
            XCTAssertEqual(Theme.resolved(depth: depth, appearance: .dark, setting: .light).panel,
                           Theme.standard(for: depth, appearance: .light).panel)
            XCTAssertEqual(Theme.resolved(depth: depth, appearance: .dark, setting: .mono).colorDepth, .none)
            XCTAssertNotEqual(Theme.resolved(depth: depth, appearance: .dark, setting: .highContrast).panel,
                              Theme.standard(for: depth, appearance: .dark).panel)
            XCTAssertEqual(Theme.resolved(depth: depth, appearance: .light, setting: .highContrast).appearance, .dark)
        }
        // No colour wins over every setting: NO_COLOR and --color never.
        for setting in [ThemeSetting.auto, .dark, .light, .highContrast, .file(ThemeFile(colors: [.accent: ThemeColor(ansi: 1)]))] {
            let theme = Theme.resolved(depth: .none, appearance: .light, setting: setting)
            XCTAssertEqual(theme.panel, .plain)
            XCTAssertEqual(theme.button.foreground, .default)
        }
    }

    func testTheEnvironmentNamesTheThemeAndABadFileIsAUsageError() throws {
        XCTAssertEqual(try PresentationOptions.detect(environment: ["TERM": "xterm", "SWALERT_THEME": "light"]).themeSetting, .light)
        XCTAssertEqual(try PresentationOptions.detect(environment: ["TERM": "xterm"]).themeSetting, .auto)
        XCTAssertThrowsError(try PresentationOptions.themeSetting("/themes/missing", read: read)) { error in
            XCTAssertEqual((error as? PresentationOptions.EnvironmentError)?.description,
                           "SWALERT_THEME: cannot read /themes/missing: No such file or directory")
        }
        XCTAssertThrowsError(try PresentationOptions.themeSetting("./t", read: { _ in "accent = blu\n" })) { error in
            XCTAssertEqual((error as? PresentationOptions.EnvironmentError)?.description,
                           "SWALERT_THEME ./t:1: 'blu' is not a colour (#rrggbb, 0-255, a colour name such as blue or bright-blue, or default)")
        }
    }
}

final class AppearanceTests: XCTestCase {
    func testABackgroundIsLightAboveMidGrey() {
        XCTAssertEqual(Appearance(background: RGB(0, 0, 0)), .dark)
        XCTAssertEqual(Appearance(background: RGB(0x1d, 0x1f, 0x21)), .dark)
        XCTAssertEqual(Appearance(background: RGB(0x70, 0x70, 0x70)), .dark)
        XCTAssertEqual(Appearance(background: RGB(0x80, 0x80, 0x80)), .light)
        XCTAssertEqual(Appearance(background: RGB(0xe5, 0xe5, 0xe5)), .light)
        XCTAssertEqual(Appearance(background: RGB(255, 255, 255)), .light)
        XCTAssertEqual(Appearance(background: RGB(0xfd, 0xf6, 0xe3)), .light, "Solarized light")
        XCTAssertEqual(Appearance(background: RGB(0x00, 0x2b, 0x36)), .dark, "Solarized dark")
    }

    func testLuminanceFollowsWCAG() {
        XCTAssertEqual(RGB(255, 255, 255).relativeLuminance, 1, accuracy: 1e-9)
        XCTAssertEqual(RGB(0, 0, 0).relativeLuminance, 0)
        // 128/255 → ((0.50196 + 0.055) / 1.055)^2.4
        XCTAssertEqual(RGB(128, 128, 128).relativeLuminance, 0.21586, accuracy: 1e-4)
        XCTAssertEqual(RGB(0, 0, 238).relativeLuminance, 0.0722 * 0.85499, accuracy: 1e-4)
    }
}
