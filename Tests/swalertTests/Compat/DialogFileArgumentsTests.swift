import DialogKit
import Foundation
import XCTest
@testable import swalert

/// `--file`'s words as dialog's `dlg_string_to_argv` cuts them, `--prgbox`'s command taken from its arguments, and
/// the dialogrc `--create-rc` writes.
final class DialogFileArgumentsTests: XCTestCase {
    func testWordsAreCutAtBlanksOutsideQuotes() {
        XCTAssertEqual(CdialogArguments.words("a  \"b c\"\td"), ["a", "b c", "d"])
        XCTAssertEqual(CdialogArguments.words(#"say" it "loud"#), ["say it loud"], "quotes join what touches them")
        XCTAssertEqual(CdialogArguments.words(#""" x"#), ["", "x"], "empty quotes are a word")
        XCTAssertEqual(CdialogArguments.words("\n  \n"), [])
    }

    func testBackslashesKeepQuotesAndBackslashesAndJoinLines() {
        XCTAssertEqual(CdialogArguments.words(#"\"hi\" a\\b c\d"#), [#""hi""#, #"a\b"#, #"c\d"#])
        XCTAssertEqual(CdialogArguments.words("one \\\ntwo"), ["one", "two"])
        XCTAssertEqual(CdialogArguments.words("one\\\ntwo"), ["onetwo"])
        XCTAssertEqual(CdialogArguments.words("end\\"), ["end"], "a backslash at the end ends the reading")
    }

    func testWordsKeepWideTextEmojiAndCombiningMarks() {
        XCTAssertEqual(CdialogArguments.words("名前 \"👍🏽 e\u{301}\" 😀"), ["名前", "👍🏽 e\u{301}", "😀"])
    }

    func testDoubleDashKeepsFileAWord() throws {
        let (words, escaped) = try CdialogArguments.unescaping(["--title", "--", "--file", "--msgbox"])
        XCTAssertEqual(words, ["--title", "--file", "--msgbox"])
        XCTAssertEqual(escaped, [1])
        XCTAssertThrowsError(try CdialogArguments.unescaping(["--msgbox", "--file"]))
        XCTAssertThrowsError(try CdialogArguments.unescaping(["--file", "/nonexistent/arguments"]))
    }

    func testAFileOverTheBoundIsRefused() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("file-bound-\(getpid())").path
        addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        try String(repeating: "--title x ", count: CdialogArguments.argumentFileMaximumBytes / 10 + 1)
            .write(toFile: path, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try CdialogArguments.unescaping(["--file", path])) { error in
            XCTAssertTrue("\(error)".contains("longer than 1 MiB"), "\(error)")
        }
    }

    /// A command that never stops writing (`yes`) is read to the bound, then ends on its broken pipe.
    func testACommandsEndlessOutputIsCutAtTheBound() throws {
        let text = try ProcessContext.commandOutput(["sh", "-c", "yes"])
        XCTAssertTrue(text.hasSuffix(MessageSource.truncatedAtBytes) || text.hasSuffix(MessageSource.truncatedAtLines),
                      String(text.suffix(80)))
        XCTAssertTrue(text.hasPrefix("y\ny\n"))
    }

    func testPrgboxTakesItsCommandBeforeTheSize() throws {
        guard case .run(let run) = try CdialogArguments.parse(["--prgbox", "Text", "ls\t-l", "10", "40"]) else { return XCTFail() }
        XCTAssertEqual(run.boxes.first?.extras.command, "ls -l", "a tab is a space, as dialog trims it")
        XCTAssertEqual(run.boxes.first?.request.widget, .programBox(button: true))
        XCTAssertEqual(run.boxes.first?.request.text, "Text")
        guard case .run(let bare) = try CdialogArguments.parse(["--prgbox", "ls", "10", "40"]) else { return XCTFail() }
        XCTAssertEqual(bare.boxes.first?.extras.command, "ls")
        XCTAssertEqual(Swalert.commandArguments(#"echo "a  b" c"#), ["sh", "-c", "echo a", "b c"])
    }

    func testCreatedDialogRCNamesEqualColoursAndTakesAFilesSettings() {
        let defaults = DialogRCFile.created().components(separatedBy: "\n").filter { !$0.isEmpty && !$0.hasPrefix("#") }
        XCTAssertEqual(defaults.prefix(3), ["aspect = 0", "separate_widget = \"\"", "tab_len = 0"])
        XCTAssertTrue(defaults.contains("button_inactive_color = dialog_color"))
        XCTAssertTrue(defaults.contains("screen_color = (CYAN,BLUE,ON)"))
        let changed = DialogRCFile.created(over: "screen_color = (red, black, off)\ngauge_color = screen_color\nuse_colors = off\n")
        XCTAssertTrue(changed.contains("\nscreen_color = (RED,BLACK,OFF)\n"))
        XCTAssertTrue(changed.contains("\ngauge_color = screen_color\n"))
        XCTAssertTrue(changed.contains("\nuse_colors = OFF\n"))
        XCTAssertNoThrow(try Theme.checkDialogRC(changed, path: "created"), "dialog's own checks refuse the file")
    }
}
