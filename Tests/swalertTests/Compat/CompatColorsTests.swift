import Foundation
import XCTest
import TestSupport

/// The colours a user set for whiptail (`NEWT_COLORS`, `NEWT_COLORS_FILE`) or dialog (`DIALOGRC`) are drawn by
/// swalert standing in for them; swalert's own theme setting still applies, and its errors are the program's; the
/// boxes are drawn at once, as the originals draw them, without the pop-in.
final class CompatColorsTests: XCTestCase {
    private let swalert = Binary.swalert.path
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("swalert-compat-colors-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func file(_ name: String, _ text: String) throws -> String {
        let url = folder.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    /// A message box of `program` answered with Enter; everything drawn.
    private func messageBox(_ program: String, _ environment: [String: String]) throws -> String {
        // COLORFGBG says the background, so nothing is asked of the terminal and runs can be compared byte for byte.
        let process = try PTYProcess(swalert, [program, "--msgbox", "Colourcheck", "0", "0"],
                                     environment: ["COLORFGBG": "15;0", "HOME": folder.path].merging(environment) { $1 })
        try process.waitForOutput(containing: "Colourcheck")
        process.send("\r")
        XCTAssertEqual(try process.waitForExit(), .exited(0))
        return process.outputText
    }

    func testNewtColorsColourWhiptailsBoxTheFileFirstThenTheVariable() throws {
        XCTAssertFalse(DrawnColours.hasBackground(try messageBox("whiptail", [:]), 2), "swalert's own box is not green")
        XCTAssertTrue(DrawnColours.hasBackground(try messageBox("whiptail", ["NEWT_COLORS": "window=,green"]), 2))
        let path = try file("colors", "root=,blue\nwindow=,green\n")
        let both = try messageBox("whiptail", ["NEWT_COLORS_FILE": path, "NEWT_COLORS": "window=,red"])
        XCTAssertTrue(DrawnColours.hasBackground(both, 1), "the variable over the file: a red box")
        XCTAssertTrue(DrawnColours.hasBackground(both, 4), "the file's blue backdrop, which the variable leaves")
        XCTAssertFalse(DrawnColours.hasBackground(both, 2), "the file's green box is replaced")
        XCTAssertFalse(DrawnColours.hasBackground(try messageBox("whiptail", ["NEWT_COLORS": "window=,green", "NO_COLOR": "1"]), 2),
                       "NO_COLOR still wins")
    }

    func testDialogrcColoursDialogsBox() throws {
        XCTAssertFalse(DrawnColours.hasBackground(try messageBox("dialog", [:]), 2))
        let path = try file("dialogrc", "# a green box\ndialog_color = (BLACK,GREEN,OFF)\n")
        XCTAssertTrue(DrawnColours.hasBackground(try messageBox("dialog", ["DIALOGRC": path]), 2))
        try "dialog_color = (BLACK,GREEN,OFF)\n".write(to: folder.appendingPathComponent(".dialogrc"), atomically: true, encoding: .utf8)
        XCTAssertTrue(DrawnColours.hasBackground(try messageBox("dialog", [:]), 2), "without DIALOGRC, $HOME/.dialogrc")
    }

    func testDialogsColourCodesAreDrawnAsColoursOnlyWithColors() throws {
        func drawn(_ arguments: [String]) throws -> String {
            let process = try PTYProcess(swalert, ["dialog"] + arguments + ["--msgbox", "a \\Z1red\\Zn \\Zbbold\\ZB word", "0", "0"],
                                         environment: ["COLORFGBG": "15;0", "HOME": folder.path])
            try process.waitForOutput(containing: "word")
            process.send("\r")
            XCTAssertEqual(try process.waitForExit(), .exited(0))
            return process.outputText
        }
        let colored = try drawn(["--colors"])
        XCTAssertTrue(colored.contains("\u{1b}[31mred") || colored.contains(";31mred"), visible(colored))
        XCTAssertTrue(colored.contains("\u{1b}[1mbold") || colored.contains(";1mbold"), visible(colored))
        XCTAssertFalse(colored.contains("\\Z"), "no code drawn as text")
        XCTAssertFalse(colored.unicodeScalars.contains { (0xE0100...0xE01EF).contains($0.value) }, "no mark reaches the terminal")
        let plain = try drawn([])
        XCTAssertTrue(plain.contains("\\Z1red"), "without --colors the codes are text: \(visible(plain))")
    }

    func testTheBoxesAreDrawnAtOnceWithoutThePopIn() throws {
        for program in ["whiptail", "dialog"] {
            XCTAssertEqual(try messageBox(program, [:]), try messageBox(program, ["SWALERT_NO_ANIMATION": "1"]),
                           "\(program): the same bytes with the animation on as with it off")
        }
    }

    func testABadSwalertThemeIsTheProgramsErrorOnOneLine() throws {
        for program in ["whiptail", "dialog"] {
            let process = try PTYProcess(swalert, [program, "--msgbox", "Colourcheck", "0", "0"],
                                         environment: ["SWALERT_THEME": "sepia"])
            XCTAssertEqual(try process.waitForExit(), .exited(255), program)
            XCTAssertEqual(process.stderrText.filter { $0 == "\n" }.count, 1, process.stderrText)
            XCTAssertTrue(process.stderrText.contains("SWALERT_THEME: 'sepia'"), process.stderrText)
            XCTAssertFalse(process.outputText.contains("Colourcheck"), "no box drawn")
        }
    }
}
