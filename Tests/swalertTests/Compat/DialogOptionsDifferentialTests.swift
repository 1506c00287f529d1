import Foundation
import XCTest
@testable import swalert

/// dialog's options of the whole command line where dialog reads them (after the box too, and `--`), its version
/// lines, how a box's text with `\n` and a real line end is laid out, and how a box swalert does not draw is refused:
/// each beside the real dialog or whiptail where there is one to compare with.
final class DialogOptionsDifferentialTests: XCTestCase {
    typealias Case = DialogDifferential.Case

    private let nameBox = ["--inputbox", "Name", "8", "30", "Ada"]

    func testOptionsOfTheWholeLineAfterTheBox() throws {
        try DialogDifferential.check([
            Case("--stdout after the box", nameBox + ["--stdout"], [.enter], status: 0, answer: "Ada", channel: .standardOutput),
            Case("--output-fd 3 after the box", nameBox + ["--output-fd", "3"], [.enter], status: 0, answer: "Ada",
                 channel: .descriptor3),
            Case("--keep-tite after the box", nameBox + ["--keep-tite"], [.enter], status: 0, answer: "Ada"),
            Case("--stdout before, --stderr after: the last counts", ["--stdout"] + nameBox + ["--stderr"], [.enter], status: 0,
                 answer: "Ada"),
            Case("--stdout after the box, captured with 3>&1 1>&2 2>&3", nameBox + ["--stdout", "--keep-tite"],
                 [.text("!"), .enter], status: 0, answer: "", channel: .swapped),
            Case("--input-fd 0 after the box", nameBox + ["--input-fd", "0"], [.enter], status: 0, answer: "Ada"),
            Case("--output-fd after the second box of --and-widget", nameBox + ["--and-widget", "--inputbox", "Town", "8", "30", "Rome",
                                                                             "--output-fd", "3"],
                 [.enter, .enter], status: 0, answer: "Ada\tRome", channel: .descriptor3),
            Case("--pause with a trailing --", ["--pause", "Waiting", "10", "40", "30", "--"], [.enter], status: 0,
                 ready: "Waiting"),
            Case("-- makes the next word text, not an option", ["--inputbox", "--", "--name", "8", "30", "Ada"], [.text("!"), .enter],
                 status: 0, answer: "Ada!", ready: "name"),
        ], file: #filePath, line: #line)
    }

    private let menu = ["Pick", "14", "50", "4", "net", "Network", "Set up the network", "disk", "Disks", "Partition 💽 disks",
                        "lang", "語言", "Choose a language"]
    private let list = ["Pick", "14", "50", "4", "net", "Network", "on", "Set up the network", "disk", "Disks", "off",
                        "Partition 💽 disks", "lang", "語言", "on", "Choose a language"]

    func testItemHelpAndTheHelpButton() throws {
        try DialogDifferential.check([
            Case("menu --item-help, OK: the tag", ["--item-help", "--menu"] + menu, [.down, .enter], status: 0, answer: "disk",
                 ready: "Network"),
            Case("menu --item-help --help-button: HELP and the item's help", ["--item-help", "--help-button", "--menu"] + menu,
                 [.down, .tab, .tab, .enter], status: 2, answer: "HELP Partition 💽 disks", ready: "Network"),
            Case("menu --item-help --help-tags: HELP and the tag", ["--item-help", "--help-button", "--help-tags", "--menu"] + menu,
                 [.end, .tab, .tab, .enter], status: 2, answer: "HELP lang", ready: "Network"),
            Case("menu --help-button without --item-help: HELP and the tag", ["--help-button", "--menu", "Pick", "12", "40", "3",
                                                                              "a", "A", "b", "B"],
                 [.down, .tab, .tab, .enter], status: 2, answer: "HELP b", ready: "Pick"),
            Case("checklist --item-help, OK: the tags on", ["--item-help", "--checklist"] + list, [.down, .space, .enter], status: 0,
                 answer: "net disk lang", ready: "Network"),
            Case("checklist --item-help --help-status: the help quoted, then the tags on",
                 ["--item-help", "--help-button", "--help-status", "--checklist"] + list, [.down, .tab, .tab, .enter], status: 2,
                 answer: "HELP \"Partition 💽 disks\" net lang", ready: "Network"),
            Case("checklist --help-status --separate-output: one a line",
                 ["--item-help", "--help-button", "--help-status", "--separate-output", "--checklist"] + list,
                 [.tab, .tab, .enter], status: 2, answer: "HELP Set up the network\nnet\nlang\n", ready: "Network"),
            Case("checklist --help-status --help-tags without --item-help", ["--help-button", "--help-status", "--help-tags",
                                                                             "--checklist", "Pick", "12", "40", "3", "a", "A",
                                                                             "off", "b", "B", "on"],
                 [.space, .down, .tab, .tab, .enter], status: 2, answer: "HELP b a b", ready: "Pick"),
            Case("radiolist --item-help --help-status: the help, then the tag on",
                 ["--item-help", "--help-button", "--help-status", "--radiolist"] + list, [.down, .space, .up, .tab, .tab, .enter],
                 status: 2, answer: "HELP \"Set up the network\" disk", ready: "Network"),
            Case("radiolist --item-help, Esc", ["--item-help", "--radiolist"] + list, [.escape], status: 255, ready: "Network"),
            Case("--begin 2 3: the same answer", ["--begin", "2", "3", "--item-help", "--menu"] + menu, [.enter], status: 0,
                 answer: "net", ready: "Network"),
        ], file: #filePath, line: #line)
    }

    /// The focused item's help on the screen's last line, under both programs.
    func testItemHelpIsShownOnTheLastLine() throws {
        let command = " --item-help --menu Pick 14 50 4 net Network 'Set up the network' disk Disks 'Partition 💽 disks'"
        for program in [DialogDifferential.swalertAsDialog] + (DialogDifferential.dialog.map { [$0] } ?? []) {
            let tmux = try TmuxSession(quote(program) + command, environment: ["LANG": "C.UTF-8"], captureStdout: false)
            var screen = try tmux.waitFor("Set up the network")
            XCTAssertTrue(screen.last?.contains("Set up the network") == true, "\(program): " + screen.joined(separator: "\n"))
            try tmux.sendKeys("Down")
            screen = try tmux.waitFor("Partition 💽 disks")
            XCTAssertTrue(screen.last?.contains("Partition 💽 disks") == true, "\(program): " + screen.joined(separator: "\n"))
            XCTAssertFalse(screen.contains { $0.contains("Set up the network") }, "\(program): the help before stays")
            try tmux.sendKeys("Enter")
            XCTAssertEqual(try tmux.waitForExitStatus(), 0)
        }
    }

    /// The version line each program prints, as scripts parse it: the original's, then swalert's in brackets.
    func testVersionLinesBeginAsTheOriginals() throws {
        for (program, word) in [("dialog", "--version"), ("whiptail", "--version")] {
            let swalert = try run(Binary.swalert.path, [program, word])
            XCTAssertEqual(swalert.status, 0)
            let line = swalert.output
            let original = program == "dialog" ? "Version: 1.3-20230209" : "whiptail (newt): 0.52.23"
            XCTAssertEqual(line, "\(original) (swalert \(Version.current))\n")
            guard let real = ["/usr/bin/\(program)", "/bin/\(program)"].first(where: FileManager.default.isExecutableFile) else {
                print("note: \(program) is not installed; only swalert's version line was checked")
                continue
            }
            let answer = try run(real, [word])
            XCTAssertEqual(answer.status, 0)
            XCTAssertTrue(line.hasPrefix(answer.output.trimmingCharacters(in: .newlines) + " (swalert "),
                          "\(program): \(line.debugDescription) does not begin as \(answer.output.debugDescription)")
        }
    }

    /// `--print-version` writes dialog's line where the answers go, then shows the box, as dialog does.
    func testPrintVersionGoesWhereTheAnswersGo() throws {
        let lines = "Version: 1.3-20230209 (swalert \(Version.current))\n"
        try DialogDifferential.check([
            Case("--print-version then a box", ["--print-version"] + nameBox, [.enter], status: 0, answer: lines + "Ada",
                 differs: .init("swalert names itself after dialog's version", dialog: .exited(0))),
            Case("--print-version with --stdout", ["--stdout", "--print-version"] + nameBox, [.enter], status: 0,
                 answer: lines + "Ada", channel: .standardOutput,
                 differs: .init("swalert names itself after dialog's version", dialog: .exited(0))),
        ], file: #filePath, line: #line)
    }

    /// `first\n` then a real line end: the second line starts where the first does, as in dialog.
    func testEscapedLineBreakThenARealOneIsOneBreak() throws {
        let text = "first\\n\nsecond\\n  third\nfourth"
        var offsets: [String: [Int]] = [:]
        for program in ["swalert", "dialog"] {
            let path: String
            if program == "swalert" {
                path = DialogDifferential.swalertAsDialog
            } else {
                guard let real = DialogDifferential.dialog else { continue }
                path = real
            }
            let tmux = try TmuxSession("\(quote(path)) --msgbox \(quote(text)) 10 40", environment: ["LANG": "C.UTF-8"],
                                       captureStdout: false)
            let screen = try tmux.waitFor("fourth")
            func column(_ word: String) -> Int? {
                screen.lazy.compactMap { line in line.range(of: word).map { line.distance(from: line.startIndex, to: $0.lowerBound) } }.first
            }
            guard let first = column("first"), let second = column("second"), let third = column("  third") else {
                XCTFail("\(program): the lines are not all shown\n" + screen.joined(separator: "\n"))
                continue
            }
            XCTAssertNotNil(screen.first { $0.contains("third fourth") }, "\(program): a real line end is a space")
            offsets[program] = [second - first, third - first]
            try tmux.sendKeys("Enter")
            XCTAssertEqual(try tmux.waitForExitStatus(), 0)
        }
        XCTAssertEqual(offsets["swalert"], [0, 0], "second at the first's column, third two blanks in")
        if let dialog = offsets["dialog"] { XCTAssertEqual(offsets["swalert"], dialog) }
    }

    func testJoiningEscapedLineEnds() {
        XCTAssertEqual(CdialogArguments.joiningEscapedLineEnds("a\\n\nb"), "a\\nb")
        XCTAssertEqual(CdialogArguments.joiningEscapedLineEnds("a\\n \t\nb"), "a\\nb")
        XCTAssertEqual(CdialogArguments.joiningEscapedLineEnds("a\\n  b\nc"), "a\\n  b\nc")
        XCTAssertEqual(CdialogArguments.joiningEscapedLineEnds("👍🏽\\n\n漢字\\n\ne\u{301}"), "👍🏽\\n漢字\\ne\u{301}")
        XCTAssertEqual(CdialogArguments.prompt("first\\n\nsecond", flags: []), "first\nsecond")
        // With --no-nl-expand the text holds no `\n` for dlg_trim_string: its real line end stays.
        XCTAssertEqual(CdialogArguments.prompt("first\\n\nsecond", flags: ["no-nl-expand"]), "first\\n\nsecond")
        XCTAssertEqual(CdialogArguments.prompt("first\nsecond  third", flags: []), "first\nsecond third")
        XCTAssertEqual(CdialogArguments.prompt("first\nsecond  third", flags: ["no-collapse"]), "first\nsecond  third")
        XCTAssertEqual(CdialogArguments.prompt("first\\nsecond\nthird  4", flags: []), "first\nsecond third  4")
        XCTAssertEqual(CdialogArguments.prompt("first\nsecond", flags: ["trim"]), "first second")
        XCTAssertEqual(CdialogArguments.prompt("first\nsecond", flags: ["trim", "cr-wrap"]), "first\nsecond")
    }

    func testOptionsOfTheWholeLineAreTakenOutWhereverTheyStand() throws {
        guard case .run(let run) = try CdialogArguments.parse(nameBox + ["--stdout", "--keep-tite"]) else { return XCTFail() }
        XCTAssertEqual(run.outputDescriptor, 1)
        XCTAssertEqual(run.boxes.map(\.request.text), ["Name"])
        guard case .run(let fd) = try CdialogArguments.parse(nameBox + ["--output-fd", "7", "--"]) else { return XCTFail() }
        XCTAssertEqual(fd.outputDescriptor, 7)
        XCTAssertThrowsError(try CdialogArguments.parse(nameBox + ["--output-fd"]))
        guard case .run(let escaped) = try CdialogArguments.parse(["--msgbox", "--", "--stdout", "5", "20"]) else { return XCTFail() }
        XCTAssertEqual(escaped.outputDescriptor, 2, "--stdout after -- is the box's text")
        XCTAssertEqual(escaped.boxes.map(\.request.text), ["--stdout"])
    }

    /// A box swalert does not draw, in a loop that captures the answer with `2>&1 >/dev/tty`: nothing captured,
    /// 255 at once, and why on the terminal, its hint once.
    func testARefusalLeavesTheAnswerEmptyAndSaysWhyOnTheTerminal() throws {
        let refused = CdialogArguments.otherBoxes.sorted().map { ["--" + $0, "Text", "0", "0"] }
            + CdialogArguments.refused.sorted().map { ["--" + $0, "--msgbox", "Text", "0", "0"] }
        guard let arguments = refused.first else {
            return XCTAssertTrue(CdialogArguments.otherBoxes.isEmpty && CdialogArguments.refused.isEmpty)
        }
        let process = try PTYProcess("/bin/sh", ["-c", #"answer=$("$0" "$@" 2>&1 >/dev/tty); echo "status=$? answer=[$answer]""#,
                                                 DialogDifferential.swalertAsDialog] + arguments,
                                     environment: ["LANG": "C.UTF-8"], stdin: .terminal, stdout: .terminal, stderr: .terminal)
        _ = try process.waitForOutput(containing: "answer=[")
        XCTAssertEqual(try process.waitForExit(timeout: 10), .exited(0))
        let screen = process.outputText
        XCTAssertTrue(screen.contains("status=255 answer=[]"), screen)
        XCTAssertTrue(screen.contains("swalert dialog: \(arguments[0])"), screen)
        XCTAssertEqual(screen.components(separatedBy: "(see 'swalert dialog --help')").count, 2, "the hint once: \(screen)")
    }

    /// `--colors` codes in the title, the backtitle and a menu's items are drawn as styles by both programs, never
    /// shown as text.
    func testColorCodesInTitleBacktitleAndItems() throws {
        let command = " --colors --backtitle 'Back \\Zbbold\\Zn' --title 'T \\Z1red\\Zn' --menu Pick 12 40 3 a plain b 'has \\Zrrev\\Zn x'"
        for program in [DialogDifferential.swalertAsDialog] + (DialogDifferential.dialog.map { [$0] } ?? []) {
            let tmux = try TmuxSession(quote(program) + command, environment: ["LANG": "C.UTF-8", "TERM": "tmux-256color"],
                                       captureStdout: false)
            let screen = try tmux.waitFor("has rev x")
            XCTAssertTrue(screen.contains { $0.contains("T red") } && screen.contains { $0.contains("Back bold") },
                          "\(program): " + screen.joined(separator: "\n"))
            XCTAssertFalse(screen.contains { $0.contains("\\Z") }, "\(program): a code shown as text")
            let styled = try tmux.captureWithEscapes().joined(separator: "\n")
            XCTAssertTrue(styled.contains("31mred"), "\(program): red is not red")
            XCTAssertTrue(styled.contains("7mrev"), "\(program): rev is not reversed")
            try tmux.sendKeys("Enter")
            XCTAssertEqual(try tmux.waitForExitStatus(), 0)
        }
    }

    /// An info box with `--colors`: its codes drawn as styles, and no mark (U+E0100–U+E010E) written to the terminal.
    func testInfoBoxColorsAndWritesNoMark() throws {
        let process = try PTYProcess(DialogDifferential.swalertAsDialog,
                                     ["--colors", "--infobox", "a \\Z1red\\Zn and \\Zbbold\\ZB 漢字 👍🏽 e\u{301}", "5", "50"],
                                     environment: ["LANG": "C.UTF-8"], stdin: .terminal, stdout: .terminal, stderr: .pipe)
        XCTAssertEqual(try process.waitForExit(timeout: 10), .exited(0))
        let written = process.outputText
        XCTAssertFalse(written.unicodeScalars.contains { (0xE0100...0xE010E).contains($0.value) }, written.debugDescription)
        XCTAssertFalse(written.contains("\\Z"), written.debugDescription)
        XCTAssertTrue(written.contains("31mred"), written.debugDescription)
        XCTAssertTrue(written.contains("漢字") && written.contains("👍🏽") && written.contains("e\u{301}"), written.debugDescription)
    }

    /// `--begin y x` puts the box's top left corner there under both programs, for a message, a menu and an input box.
    func testBeginPutsTheBoxAtItsCorner() throws {
        let boxes = [("--msgbox 'Hello 👍🏽 there' 7 30", "Hello"), ("--menu Pick 10 30 2 a 漢字 b B", "Pick"),
                     ("--inputbox Name 8 30 Ada", "Name")]
        for (box, ready) in boxes {
            var corners: [String: [Int]] = [:]
            for program in [DialogDifferential.swalertAsDialog] + (DialogDifferential.dialog.map { [$0] } ?? []) {
                let tmux = try TmuxSession(quote(program) + " --begin 3 5 " + box, environment: ["LANG": "C.UTF-8"],
                                           captureStdout: false)
                let screen = try tmux.waitFor(ready)
                guard let row = screen.firstIndex(where: { !$0.allSatisfy { $0 == " " } }),
                      let column = screen[row].firstIndex(where: { $0 != " " }) else {
                    XCTFail("\(program): nothing drawn")
                    continue
                }
                corners[program] = [row, screen[row].distance(from: screen[row].startIndex, to: column)]
                try tmux.sendKeys("Escape")
                XCTAssertEqual(try tmux.waitForExitStatus(), 255)
            }
            XCTAssertEqual(corners[DialogDifferential.swalertAsDialog], [3, 5], box)
            if let dialog = DialogDifferential.dialog { XCTAssertEqual(corners[dialog], [3, 5], box) }
        }
    }

    /// Asked as plain lines (`TERM=dumb`), a `--colors` box writes its text without codes or marks.
    func testPlainLinesWriteNoMark() throws {
        let process = try PTYProcess(DialogDifferential.swalertAsDialog,
                                     ["--colors", "--title", "T \\Z1x", "--menu", "a \\Z1red\\Zn b 漢字", "0", "0", "0",
                                      "t", "item \\Zbbold\\Zn 👍🏽"],
                                     environment: ["LANG": "C.UTF-8", "TERM": "dumb"], stdin: .terminal, stdout: .terminal,
                                     stderr: .pipe)
        _ = try process.waitForOutput(containing: "bold")
        try process.type([[0x0D]])
        XCTAssertEqual(try process.waitForExit(timeout: 10), .exited(0))
        XCTAssertEqual(process.stderrText, "t")
        let written = process.outputText
        XCTAssertFalse(written.unicodeScalars.contains { (0xE0100...0xE010E).contains($0.value) }, written.debugDescription)
        XCTAssertTrue(written.contains("T x") && written.contains("a red b 漢字") && written.contains("item bold 👍🏽"),
                      written.debugDescription)
    }

    private func run(_ path: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    private func quote(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'" }
}
