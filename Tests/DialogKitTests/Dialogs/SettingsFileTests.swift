import Foundation
import XCTest

@testable import DialogKit

/// The files a user writes (a theme file, whiptail's `NEWT_COLORS_FILE`, dialog's `DIALOGRC`): lines ending in
/// CR LF read as lines, every error names the file and line on one short line, and the file is read within its
/// bound and never waited on.
final class SettingsFileTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("swalert-settings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func file(_ name: String, _ bytes: [UInt8]) throws -> String {
        let path = folder.appendingPathComponent(name).path
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        return path
    }

    private func readError(_ path: String) -> SettingsFile.ReadError? {
        do {
            _ = try SettingsFile.read(path, maximumBytes: 64 * 1024, maximumLines: 1000)
            return nil
        } catch {
            return error as? SettingsFile.ReadError
        }
    }

    // MARK: - CR LF

    func testAThemeFileWithCRLFLinesReadsAsOneWithLF() throws {
        let file = try ThemeFile.parse("# green\r\naccent = red\r\nbackground = #000 16 black\r\n\r\nbase = light\r\n", path: "t")
        XCTAssertEqual(file.base, .light)
        XCTAssertEqual(file.colors, [.accent: ThemeColor(ansi: 1), .background: ThemeColor(rgb: RGB(0, 0, 0), index: 16, ansi: 0)])
        XCTAssertThrowsError(try ThemeFile.parse("accent = red\r\n\r\ntext = purple\r\n", path: "crlf.theme")) { error in
            XCTAssertEqual((error as? ThemeFile.ParseError)?.description,
                           "SWALERT_THEME crlf.theme:3: 'purple' is not a colour (#rrggbb, 0-255, a colour name such as blue or bright-blue, or default)")
        }
    }

    func testNewtColorsWithCRLFLinesApplyEveryEntry() {
        let theme = Theme.standard(for: .ansi16, appearance: .dark).applyingNewtColors("root=,blue\r\nwindow=,green\r\n")
        XCTAssertEqual(theme.backdrop, .ansi(4))
        XCTAssertEqual(theme.panel.background, .ansi(2))
    }

    func testADialogrcWithCRLFLinesAppliesAndPassesTheCheck() throws {
        let text = "# colours\r\nuse_shadow = OFF\r\nscreen_color = (CYAN,BLUE,ON)\r\ndialog_color = (BLACK,GREEN,OFF)\r\n"
        XCTAssertNoThrow(try Theme.checkDialogRC(text, path: "rc"))
        let theme = Theme.standard(for: .ansi16, appearance: .dark).applyingDialogRC(text)
        XCTAssertEqual(theme.backdrop, .ansi(4))
        XCTAssertEqual(theme.panel.background, .ansi(2))
        XCTAssertNil(theme.shadow)
    }

    // MARK: - dialog's refusals

    /// What dialog 1.3-20230209 prints for each (`DIALOGRC=FILE dialog --msgbox hi 5 20`), after the path.
    func testADialogrcLineDialogRefusesIsRefusedWithItsReason() {
        let cases: [(String, String)] = [
            ("screen_color = (RED,BLUE,ON)\n\nbogus line\n", "rc:3: syntax error"),
            ("= x\n", "rc:1: syntax error"),
            ("screen_color =\n", "rc:1: syntax error"),
            ("screen_color\n", "rc:1: syntax error"),
            ("nosuch = 1\n", "rc:1: unknown variable"),
            ("use_shadow = MAYBE\n", "rc:1: expected boolean value"),
            ("use_shadow = ON junk\n", "rc:1: expected boolean value"),
            ("separate_widget = abc\n", "rc:1: expected string value"),
            ("item_color = nosuch_color\n", "rc:1: expected attribute value"),
            ("item_color = (RED,BLUE)\n", "rc:1: expected attribute value"),
            ("item_color = (RED,PINK,ON)\r\n", "rc:1: expected attribute value"),
        ]
        for (text, message) in cases {
            XCTAssertThrowsError(try Theme.checkDialogRC(text, path: "rc"), text.debugDescription) { error in
                XCTAssertEqual((error as? DialogRCError)?.description, message, text.debugDescription)
            }
        }
        let accepted = ["  # c\n\n   \n", "aspect = x\n", "tab_len = 3\n", "item_color = title_color\n",
                        "separate_widget = \"x\"\n", "use_shadow = on\n", "SCREEN_COLOR = (red , blue , on)\n",
                        "item_color = (DEFAULT,BLUE,ON)\n", "use_colors = off\n"]
        for text in accepted {
            XCTAssertNoThrow(try Theme.checkDialogRC(text, path: "rc"), text.debugDescription)
        }
    }

    // MARK: - One short line

    func testEveryErrorIsOneLineUnder200CharactersWhateverTheFileSays() {
        let long = String(repeating: "x", count: 70_000)
        let path = "/tmp/" + String(repeating: "d/", count: 200) + "t\u{1b}[31m.theme"
        var lines: [String] = []
        for text in ["accent = " + long, long, "accent = #" + long, "accent = 1 2 " + long, "base = " + long,
                     long + " = red", "accent = \u{1b}]0;owned\u{7}" + long] {
            XCTAssertThrowsError(try ThemeFile.parse(text, path: path)) { lines.append("\($0)") }
        }
        XCTAssertThrowsError(try ThemeSetting.parse(long, read: { _ in "" })) { lines.append("\($0)") }
        XCTAssertThrowsError(try Theme.checkDialogRC("x = " + long + "\n", path: path)) { lines.append("\($0)") }
        lines.append(SettingsFile.ReadError(path: path, reason: .system(SystemError("open", errno: ENOENT))).description)
        XCTAssertEqual(lines.count, 10)
        for line in lines {
            XCTAssertLessThan(line.count, 200 - "swalert whiptail: ".count, line)
            XCTAssertFalse(line.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }, line)
        }
    }

    // MARK: - Reading

    func testAFileOverTheBoundNamesTheRealLimit() throws {
        let exactly = try file("exactly", Array(repeating: UInt8(ascii: "#"), count: 64 * 1024 - 1) + [0x0A])
        XCTAssertNoThrow(try SettingsFile.read(exactly, maximumBytes: 64 * 1024, maximumLines: 1000))
        let over = try file("over", Array(repeating: UInt8(ascii: "#"), count: 64 * 1024 + 1))
        XCTAssertEqual(readError(over)?.description, "cannot read \(over): it is longer than 64 KiB")
        let thousand = try file("thousand", Array(repeating: [UInt8(ascii: "#"), 0x0D, 0x0A], count: 1000).flatMap { $0 })
        XCTAssertNoThrow(try SettingsFile.read(thousand, maximumBytes: 64 * 1024, maximumLines: 1000))
        let more = try file("more", Array(repeating: [UInt8(ascii: "#"), 0x0A], count: 1000).flatMap { $0 } + [UInt8(ascii: "x")])
        XCTAssertEqual(readError(more)?.description, "cannot read \(more): it has more than 1,000 lines")
    }

    func testAFIFOADeviceOrADirectoryIsRefusedAtOnceAndALinkIsFollowed() throws {
        let fifo = folder.appendingPathComponent("fifo").path
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let started = Date()
        XCTAssertEqual(readError(fifo)?.reason, .notRegularFile, "no writer: a blocking open would wait for good")
        XCTAssertLessThan(Date().timeIntervalSince(started), 1)
        XCTAssertEqual(readError("/dev/zero")?.description, "cannot read /dev/zero: it is not a regular file")
        XCTAssertEqual(readError(folder.path)?.reason, .notRegularFile)
        let target = try file("real.theme", Array("accent = red\r\n".utf8))
        let link = folder.appendingPathComponent("link.theme").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        XCTAssertEqual(try SettingsFile.read(link, maximumBytes: 64 * 1024, maximumLines: 1000), "accent = red\r\n")
    }

    func testTheThemeSettingReadsThroughTheBoundedReader() throws {
        let over = try file("big.theme", Array(repeating: [UInt8(ascii: "#"), 0x0A], count: 1001).flatMap { $0 })
        XCTAssertThrowsError(try PresentationOptions.themeSetting(over, read: PresentationOptions.readThemeFile)) { error in
            XCTAssertEqual("\(error)", "SWALERT_THEME: cannot read \(over): it has more than 1,000 lines")
        }
        XCTAssertThrowsError(try PresentationOptions.themeSetting("/dev/zero", read: PresentationOptions.readThemeFile)) { error in
            XCTAssertEqual("\(error)", "SWALERT_THEME: cannot read /dev/zero: it is not a regular file")
        }
    }
}
