import Foundation
import XCTest

/// Where dialog 1.3 puts its boxes and how big it makes them, beside swalert as dialog: `--begin` for every box, a
/// list's prompt with real line ends, a prompt that leaves a box no room, a calendar's given height, a range box's
/// width, a mixed gauge's statuses and a file selector as large as the screen. Answers go through
/// `DialogDifferential`; what only the screen shows is read from both programs in tmux.
final class DialogSizesDifferentialTests: XCTestCase {
    typealias Case = DialogDifferential.Case

    private var programs: [String] { [DialogDifferential.swalertAsDialog] + (DialogDifferential.dialog.map { [$0] } ?? []) }

    private func quote(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'" }

    /// `count` items tagged `i1`, `i2`, ..., each followed by its text, and `state` for a check or radio list.
    private func items(_ count: Int, state: String? = nil) -> [String] {
        (1...count).flatMap { ["i\($0)", "Item\($0)"] + (state.map { [$0] } ?? []) }
    }

    /// The row and column of the first thing drawn on `screen`: a box's top left corner.
    private func corner(of screen: [String]) -> [Int]? {
        guard let row = screen.firstIndex(where: { !$0.allSatisfy { $0 == " " } }),
              let column = screen[row].firstIndex(where: { $0 != " " }) else { return nil }
        return [row, screen[row].distance(from: screen[row].startIndex, to: column)]
    }

    /// `--begin 3 5` puts the top left corner of every box there under both programs: the boxes that wait for a key
    /// (left with Esc), the gauge fed on standard input, and the info box and mixed gauge, which stay on the screen.
    func testBeginPlacesEveryBox() throws {
        let file = try DialogDifferential.temporaryFile("hostname=box 👍🏽\nport=22\n", in: self)
        let waiting: [(box: String, ready: String)] = [
            ("--form 'Fill 漢字' 10 40 0 Name 1 1 Ada 1 8 10 20", "Fill"),
            ("--editbox \(quote(file)) 10 40", "hostname"),
            ("--calendar Day 0 0 1 2 2024", "Day"),
            ("--timebox Time 0 0 10 20 30", "Time"),
            ("--fselect /tmp/ 5 50", "Directories"),
            ("--rangebox Volume 0 0 1 100 42", "Volume"),
            ("--buildlist Build 12 50 4 a Apple on b Banana off", "Build"),
            ("--treeview Tree 12 50 4 a Apple on 0 b 'Banana e\u{301}' off 1", "Tree"),
            ("--inputmenu Rename 14 50 4 a Apple b Banana", "Rename"),
            ("--passwordform Secret 10 40 0 Pin 1 1 '' 1 6 8 8", "Secret"),
            ("--mixedform Mixed 10 40 0 Name 1 1 Ada 1 8 10 20 0", "Mixed"),
        ]
        let leaving: [(box: String, ready: String)] = [
            ("--infobox 'Hello 👍🏽 there' 5 30", "Hello"),
            ("--mixedgauge Installing 0 0 40 one 0 two -50", "Installing"),
        ]
        for program in programs {
            for (box, ready) in waiting {
                let tmux = try TmuxSession(quote(program) + " --begin 3 5 " + box, environment: ["LANG": "C.UTF-8"],
                                           captureStdout: false)
                let screen = try tmux.waitFor(ready)
                XCTAssertEqual(corner(of: screen), [3, 5], "\(box) under \(program):\n" + tmux.describe(screen))
                try tmux.sendKeys("Escape")
                XCTAssertEqual(try tmux.waitForExitStatus(), 255, "\(box) under \(program)")
            }
            for (box, ready) in leaving {
                let tmux = try TmuxSession(quote(program) + " --begin 3 5 " + box, environment: ["LANG": "C.UTF-8"],
                                           captureStdout: false)
                XCTAssertEqual(try tmux.waitForExitStatus(), 0, "\(box) under \(program)")
                let screen = try tmux.waitFor(ready)
                XCTAssertEqual(corner(of: screen), [3, 5], "\(box) under \(program):\n" + tmux.describe(screen))
            }
            let gauge = try TmuxSession("(echo 10; sleep 1) | " + quote(program) + " --begin 3 5 --gauge Working 7 40",
                                        environment: ["LANG": "C.UTF-8"], captureStdout: false)
            let screen = try gauge.waitFor("10%")
            XCTAssertEqual(corner(of: screen), [3, 5], "gauge under \(program):\n" + gauge.describe(screen))
            XCTAssertEqual(try gauge.waitForExitStatus(), 0, "gauge under \(program)")
        }
    }

    /// A list's prompt with real line ends keeps them, as dialog's `dlg_trim_string` does when the text holds no `\n`,
    /// so the rows it takes from the list (PgDn's page) are dialog's; with a `\n` in it, they are spaces again.
    func testAListPromptKeepsItsRealLineEnds() throws {
        let prompt = "First line\nsecond line\nthird line\nfourth line"
        try DialogDifferential.check([
            Case("menu, four lines above a list of 6 rows in 14: PgDn a page of 4", ["--menu", prompt, "14", "40", "6"] + items(10),
                 [.pageDown, .enter], status: 0, answer: "i5", ready: "First"),
            Case("checklist, the same: PgDn and Space", ["--checklist", prompt, "14", "40", "6"] + items(10, state: "off"),
                 [.pageDown, .space, .enter], status: 0, answer: "i5", ready: "First"),
            Case("radiolist, list height 0: the box grows, less the four lines",
                 ["--radiolist", prompt, "0", "40", "0"] + items(10, state: "off"), [.pageDown, .space, .enter], status: 0,
                 answer: "i9", ready: "First"),
            Case("menu, a \\n joins the real line ends", ["--menu", "First\\nsecond\nthird\nfourth", "14", "40", "6"] + items(10),
                 [.pageDown, .enter], status: 0, answer: "i7", ready: "First"),
            Case("menu, wide and combining text over lines", ["--menu", "漢字の行\n👍🏽 second\ne\u{301}\nfourth", "14", "40", "6"]
                    + items(10), [.pageDown, .enter], status: 0, answer: "i5", ready: "second"),
        ], file: #filePath, line: #line)
    }

    /// A prompt that takes every row inside the box leaves the list, the field or the form no window: dialog ends at
    /// once with its error status (and says so where the answer goes); one row fewer and the box shows.
    func testAPromptThatLeavesNoRoomEndsWithTheErrorStatus() throws {
        let tall = (1...30).map { "Line \($0) of the prompt" }.joined(separator: "\n")
        let ten = (1...10).map { "Line \($0)" }.joined(separator: "\n")
        try DialogDifferential.check([
            Case("menu, a prompt of 30 lines", ["--menu", tall, "0", "0", "0", "a", "Apple"], [], status: 255, error: true),
            Case("menu, 30 lines in a box of 20", ["--menu", tall, "20", "60", "5", "a", "Apple"], [], status: 255, error: true),
            Case("checklist, 30 lines", ["--checklist", tall, "0", "0", "0", "a", "Apple", "on"], [], status: 255, error: true),
            Case("radiolist, 30 lines", ["--radiolist", tall, "0", "0", "0", "a", "Apple", "on"], [], status: 255, error: true),
            Case("inputbox, 30 lines", ["--inputbox", tall, "0", "0"], [], status: 255, error: true),
            Case("inputbox, 10 lines in a box of 12", ["--inputbox", ten, "12", "40"], [], status: 255, error: true),
            Case("inputbox, 10 lines in a box of 13 shows", ["--inputbox", ten, "13", "40", "ok 👍🏽"], [.enter], status: 0,
                 answer: "ok 👍🏽", ready: "Line"),
            Case("form, 30 lines", ["--form", tall, "0", "0", "0", "Name", "1", "1", "Ada", "1", "8", "10", "20"], [], status: 255,
                 error: true),
            Case("inputmenu, 30 lines", ["--inputmenu", tall, "0", "0", "0", "a", "Apple"], [], status: 255, error: true),
            Case("treeview, 30 lines", ["--treeview", tall, "0", "0", "0", "a", "Apple", "on", "0"], [], status: 255, error: true),
            Case("buildlist, 30 lines", ["--buildlist", tall, "0", "0", "0", "a", "Apple", "on"], [], status: 255, error: true),
            Case("calendar, 30 lines", ["--calendar", tall, "0", "0", "1", "2", "2024"], [], status: 255, error: true),
            Case("calendar, a height of 9: 25 rows on 24", ["--calendar", "Pick a day", "9", "0", "1", "2", "2024"], [],
                 status: 255, error: true),
            Case("calendar, a height of 8: 24 rows fit", ["--calendar", "Pick a day", "8", "0", "1", "2", "2024"], [.enter],
                 status: 0, answer: "01/02/2024", ready: "Pick"),
            Case("calendar, -1: the screen's height and more", ["--calendar", "Pick a day", "-1", "0", "1", "2", "2024"], [],
                 status: 255, error: true),
        ], file: #filePath, line: #line)
    }

    /// The rows of the box whose top left corner is the first drawn: from that corner to the bottom left one below it.
    private func boxHeight(_ screen: [String]) -> Int? {
        guard let top = corner(of: screen) else { return nil }
        let column = top[1]
        for row in (top[0] + 1)..<screen.count {
            let characters = Array(screen[row])
            if column < characters.count, characters[column] == "└" || characters[column] == "╰" { return row - top[0] + 1 }
        }
        return nil
    }

    /// A calendar given a height is that height and sixteen rows tall under both programs; 0 is as its parts need.
    func testACalendarIsAsTallAsItsGivenHeight() throws {
        for (height, rows) in [("0", 19), ("3", 19), ("6", 22), ("8", 24)] {
            for program in programs {
                let tmux = try TmuxSession(quote(program) + " --calendar 'Pick a day 👍🏽' \(height) 0 1 2 2024",
                                           environment: ["LANG": "C.UTF-8"], captureStdout: false)
                let screen = try tmux.waitUntil("the calendar drawn") { boxHeight($0) != nil && $0.joined().contains("Cancel") }
                XCTAssertEqual(boxHeight(screen), rows, "height \(height) under \(program):\n" + tmux.describe(screen))
                try tmux.sendKeys("Escape")
                XCTAssertEqual(try tmux.waitForExitStatus(), 255)
            }
        }
    }

    /// A range box sized 0 0 is as wide as dialog's `justify_text` measures its prompt (in bytes where a line ends,
    /// so wide text makes it wider): PgUp moves by a cell of a slider that wide.
    func testARangeBoxIsAsWideAsDialogMeasuresItsPrompt() throws {
        func range(_ prompt: String, _ options: [String] = []) -> [String] { options + ["--rangebox", prompt, "0", "0", "1", "100", "42"] }
        try DialogDifferential.check([
            Case("rangebox, a short prompt", range("Pick a volume"), [.pageUp, .enter], status: 0, answer: "34", ready: "Pick"),
            Case("rangebox, a prompt wrapped over lines", range("Pick a volume for the speakers in the living room, please now"),
                 [.pageUp, .enter], status: 0, answer: "37", ready: "Pick"),
            Case("rangebox, CJK and an emoji with its skin tone: wider in bytes", range("音量を選んでください 👍🏽"),
                 [.pageUp, .enter], status: 0, answer: "39", ready: "👍🏽"),
            Case("rangebox, combining marks and a long CJK word", range("e\u{301}e\u{301}e\u{301} 漢字漢字漢字漢字漢字漢字漢字漢字 long words here and there 音楽"),
                 [.pageUp, .enter], status: 0, answer: "39", ready: "long"),
            Case("rangebox, a title wider than the prompt", range("Pick", ["--title", "A title much wider than the prompt"]),
                 [.pageUp, .enter], status: 0, answer: "38", ready: "Pick"),
            Case("rangebox, tabs between the words", range("Volume\tfor\tthe\tspeakers\tin\tthe\tliving\troom\tplease"),
                 [.pageUp, .enter], status: 0, answer: "36", ready: "Volume"),
            Case("rangebox, a tab in a long prompt", range("Pick one\tvalue from the range given here below, then press Enter to keep it"),
                 [.pageUp, .enter], status: 0, answer: "37", ready: "Pick"),
            Case("rangebox, combining marks where the line breaks", range(String(repeating: "e\u{301}", count: 22) + " ab"),
                 [.pageUp, .enter], status: 0, answer: "40", ready: "ab"),
        ], file: #filePath, line: #line)
    }

    /// Each status of a mixed gauge between its brackets as dialog draws it: a word or a percentage where
    /// `myprint_status` puts it, from the bracket.
    func testAMixedGaugeDrawsItsStatusesAsDialogDoes() throws {
        let rows = ["one", "0", "two", "1", "three", "2", "four", "3", "five", "4", "six", "5", "seven", "6", "eight", "7",
                    "ten", "9", "eleven", "-50", "twelve", "-5", "thirteen", "-100", "fourteen", "text"]
        var statuses: [String: [String]] = [:]
        for program in programs {
            let tmux = try TmuxSession(quote(program) + " --mixedgauge Installing 0 0 40 " + rows.map(quote).joined(separator: " "),
                                       environment: ["LANG": "C.UTF-8"], captureStdout: false)
            XCTAssertEqual(try tmux.waitForExitStatus(), 0)
            let screen = try tmux.waitFor("Installing")
            statuses[program] = screen.compactMap { row -> String? in
                guard let open = row.firstIndex(of: "["), let close = row[open...].firstIndex(of: "]") else { return nil }
                return String(row[open...close])
            }
        }
        let swalert = statuses[DialogDifferential.swalertAsDialog] ?? []
        XCTAssertEqual(swalert, ["[ Succeeded  ]", "[  Failed    ]", "[  Passed    ]", "[ Completed  ]", "[  Checked   ]",
                                 "[   Done     ]", "[  Skipped   ]", "[In Progress ]", "[    N/A     ]", "[    50%     ]",
                                 "[     5%     ]", "[   100%     ]", "[   text     ]"])
        if let dialog = DialogDifferential.dialog { XCTAssertEqual(statuses[dialog], swalert) }
    }

    /// A file selector sized -1 -1 with a title shows dialog's rows (the screen's less eleven): PgDn in the files
    /// lands where dialog's does.
    func testAFileSelectorAsLargeAsTheScreenKeepsDialogsRows() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("fselect-rows-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: root) }
        for index in 1...30 { try Data().write(to: root.appendingPathComponent(String(format: "f%02d", index))) }
        let path = root.path + "/"
        try DialogDifferential.check([
            Case("fselect -1 -1 with a title: PgDn a page of 13 rows to the 14th", ["--title", "Pick 👍🏽", "--fselect", path, "-1", "-1"],
                 [.backTab, .pageDown, .space, .enter], status: 0, answer: path + "f14", ready: "Directories"),
            Case("dselect -1 -1 with a title", ["--title", "Pick", "--dselect", path, "-1", "-1"],
                 [.backTab, .pageDown, .space, .enter], status: 0, answer: path + "..", ready: "Directories"),
            Case("fselect -1 -1 without a title", ["--fselect", path, "-1", "-1"], [.backTab, .pageDown, .pageDown, .space, .enter],
                 status: 0, answer: path + "f27", ready: "Directories"),
        ], file: #filePath, line: #line)
    }
}
