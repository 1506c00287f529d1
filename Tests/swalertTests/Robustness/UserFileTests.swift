import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import XCTest
import TestSupport

/// Files a user writes, end to end: a theme file (`SWALERT_THEME`), whiptail's `NEWT_COLORS_FILE` and dialog's
/// `DIALOGRC` with CR LF line ends are read as with LF; a file over its bound, a device, a FIFO or a line that
/// cannot be read is one short error line that names the file, the line or the real limit, and never a wait.
final class UserFileTests: XCTestCase {
    private let swalert = Binary.swalert.path
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("swalert-user-files-\(UUID().uuidString)")
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

    private func file(_ name: String, _ text: String) throws -> String { try file(name, Array(text.utf8)) }

    /// `arguments` in a pseudo-terminal, with the terminal's colours given so that nothing is asked of it.
    private func start(_ arguments: [String], _ environment: [String: String]) throws -> PTYProcess {
        try PTYProcess(swalert, arguments, environment: ["COLORFGBG": "15;0", "HOME": folder.path, "SWALERT_NO_ANIMATION": "1"]
                        .merging(environment) { $1 })
    }

    /// A box with `Colourcheck` shown and answered with Enter: everything drawn.
    private func shown(_ arguments: [String], _ environment: [String: String]) throws -> String {
        let process = try start(arguments, environment)
        do { try process.waitForOutput(containing: "Colourcheck") } catch {
            XCTFail("no box: \(process.stderrText)")
            throw error
        }
        process.send("\r")
        XCTAssertEqual(try process.waitForExit(), .exited(0))
        return process.outputText
    }

    // MARK: - CR LF

    func testAThemeFileWithCRLFLinesColoursTheBox() throws {
        let theme = try file("green.theme", "# a green box\r\nbase = dark\r\nbackground = #00aa00 34 green\r\n")
        let drawn = try shown(["alert", "Colourcheck"], ["SWALERT_THEME": theme, "TERM": "xterm"])
        XCTAssertTrue(DrawnColours.hasBackground(drawn, 2), "the file's green box")
    }

    func testNewtColorsFileWithCRLFLinesColoursWhiptailsBox() throws {
        let colors = try file("newt", "window=,green\r\nroot=,blue\r\n")
        let drawn = try shown(["whiptail", "--msgbox", "Colourcheck", "0", "0"], ["NEWT_COLORS_FILE": colors])
        XCTAssertTrue(DrawnColours.hasBackground(drawn, 2), "the file's green box")
        XCTAssertTrue(DrawnColours.hasBackground(drawn, 4), "the file's blue backdrop")
    }

    func testADialogrcWithCRLFLinesColoursDialogsBox() throws {
        let rc = try file("dialogrc", "# a green box\r\nuse_shadow = OFF\r\ndialog_color = (BLACK,GREEN,OFF)\r\n")
        XCTAssertTrue(DrawnColours.hasBackground(try shown(["dialog", "--msgbox", "Colourcheck", "0", "0"], ["DIALOGRC": rc]), 2))
    }

    // MARK: - A bad line, as each program takes it

    /// dialog refuses its rc file's bad line before drawing (`FILE:LINE: syntax error`, status 255); newt passes
    /// over an entry it cannot read and draws the rest.
    func testABadDialogrcLineIsDialogsErrorAndABadNewtEntryIsPassedOver() throws {
        let rc = try file("dialogrc", "dialog_color = (BLACK,GREEN,OFF)\r\nnot a setting\r\n")
        let dialog = try start(["dialog", "--msgbox", "Colourcheck", "0", "0"], ["DIALOGRC": rc])
        XCTAssertEqual(try dialog.waitForExit(), .exited(255))
        XCTAssertEqual(dialog.stderrText, "swalert dialog: \(rc):2: syntax error\n")
        XCTAssertFalse(dialog.outputText.contains("Colourcheck"), "no box drawn")

        let colors = try file("newt", "not an entry\r\nwindow=,green\r\nroot=purple,\r\n")
        XCTAssertTrue(DrawnColours.hasBackground(try shown(["whiptail", "--msgbox", "Colourcheck", "0", "0"], ["NEWT_COLORS_FILE": colors]), 2))
    }

    // MARK: - Bounds

    /// The theme's error: status 64, one line of under 200 characters, which says `expected` and never the
    /// message's bound.
    private func assertThemeError(_ theme: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let process = try start(["alert", "Colourcheck"], ["SWALERT_THEME": theme])
        XCTAssertEqual(try process.waitForExit(), .exited(64), file: file, line: line)
        let error = process.stderrText
        XCTAssertEqual(error.filter { $0 == "\n" }.count, 1, error, file: file, line: line)
        XCTAssertLessThan(error.count, 200, String(error.prefix(300)), file: file, line: line)
        XCTAssertTrue(error.hasPrefix("swalert alert: SWALERT_THEME"), error, file: file, line: line)
        XCTAssertTrue(error.contains(expected), "\(error) says \(expected)", file: file, line: line)
        XCTAssertFalse(error.contains("16 MiB"), error, file: file, line: line)
        XCTAssertFalse(process.outputText.contains("Colourcheck"), "no box drawn", file: file, line: line)
    }

    func testAThemeOverItsBoundIsOneShortLineNamingTheRealLimit() throws {
        let long = try file("long.theme", Array(repeating: [UInt8](Array("# a comment line\n".utf8)), count: 4000).flatMap { $0 })
        try assertThemeError(long, "\(long): it is longer than 64 KiB")
        let many = try file("many.theme", String(repeating: "\n", count: 1000) + "accent = red\n")
        try assertThemeError(many, "\(many): it has more than 1,000 lines")
        try assertThemeError("/dev/zero", "/dev/zero: it is not a regular file")
        let word = try file("word.theme", "accent = " + String(repeating: "purple", count: 5000) + "\n")
        try assertThemeError(word, ".theme:1: 'purplepurple")
    }

    /// Nothing writes to the FIFO: a blocking open would wait for good, before any error or box.
    func testAThemeThatIsAFIFOIsRefusedAtOnce() throws {
        let fifo = folder.appendingPathComponent("fifo.theme").path
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        try assertThemeError(fifo, "\(fifo): it is not a regular file")
        let dialog = try start(["dialog", "--msgbox", "Colourcheck", "0", "0"], ["DIALOGRC": fifo])
        try dialog.waitForOutput(containing: "Colourcheck")
        dialog.send("\r")
        XCTAssertEqual(try dialog.waitForExit(), .exited(0), "a dialogrc that cannot be read is passed over, as dialog does")
    }
}
