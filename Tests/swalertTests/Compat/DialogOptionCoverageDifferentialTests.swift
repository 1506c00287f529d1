import Foundation
import XCTest

/// dialog's options that only change how it draws, beeps or is driven, each in a case beside the real dialog: the
/// answer stays the one the keys give (Esc, Tab, PgUp/PgDn, Home/End, Space, hotkeys), under both programs.
/// `DifferentialCoverageTests` checks that every option of dialog's man page has a case here or in the other suites.
final class DialogOptionCoverageDifferentialTests: XCTestCase {
    typealias Case = DialogDifferential.Case

    private func check(_ cases: [Case], file: StaticString = #filePath, line: UInt = #line) throws {
        try DialogDifferential.check(cases, file: file, line: line)
    }

    private static let fruit = ["apple", "Apple", "banana", "Banana", "cherry", "Cherry", "damson", "Damson"]
    private static let long = (1...30).flatMap { ["item\($0 < 10 ? "0" : "")\($0)", "Item number \($0)"] }

    func testDrawingOptionsKeepTheAnswer() throws {
        let menu = ["--menu", "Pick a fruit", "0", "0", "0"] + Self.fruit
        try check([
            Case("--ascii-lines, End", ["--ascii-lines"] + menu, [.end, .enter], status: 0, answer: "damson"),
            Case("--no-lines, Down Down Home", ["--no-lines"] + menu, [.down, .down, .home, .enter], status: 0, answer: "apple"),
            Case("--no-shadow, yesno Tab Enter", ["--no-shadow", "--yesno", "Delete the build?", "0", "0"], [.tab, .enter],
                 status: 1),
            Case("--cursor-off-label, yesno Right Enter", ["--cursor-off-label", "--yesno", "Delete the build?", "0", "0"],
                 [.right, .enter], status: 1),
            Case("--size-err, msgbox Esc", ["--size-err", "--msgbox", "Backup finished", "0", "0"], [.escape], status: 255),
            Case("--erase-on-exit, msgbox Space", ["--erase-on-exit", "--msgbox", "Backup finished", "0", "0"], [.space], status: 0),
            Case("--no-mouse, checklist Space Down Space", ["--no-mouse", "--checklist", "Interfaces", "0", "0", "0",
                                                           "ssh", "SSH", "off", "vnc", "VNC", "on"], [.space, .down, .space, .enter],
                 status: 0, answer: "ssh"),
            Case("--scrollbar, long menu PgDn PgDn PgUp", ["--scrollbar", "--menu", "Pick an item", "20", "60", "8"] + Self.long,
                 [.pageDown, .pageDown, .pageUp, .enter], status: 0, answer: "item15"),
            Case("--no-kill, msgbox Enter", ["--no-kill", "--msgbox", "Backup finished", "0", "0"], [.enter], status: 0),
            Case("--keep-window, two boxes", ["--keep-window", "--msgbox", "Backup finished", "0", "0", "--and-widget", "--yesno",
                                              "Delete the build?", "0", "0"], [.enter, .tab, .enter], status: 1),
        ])
    }

    func testBeepsAndTimingKeepTheAnswer() throws {
        try check([
            Case("--beep, inputbox typed", ["--beep", "--inputbox", "Your name:", "0", "0"], [.text("Ada"), .enter], status: 0,
                 answer: "Ada"),
            Case("--beep-after, inputbox past --max-input", ["--beep-after", "--max-input", "3", "--inputbox", "Your name:", "0", "0"],
                 [.text("Adalbert"), .enter], status: 0, answer: "Ada"),
            Case("--sleep 1, yesno Tab Enter", ["--sleep", "1", "--yesno", "Delete the build?", "0", "0"], [.tab, .enter], status: 1),
            Case("--input-fd 0, yesno Tab Enter", ["--input-fd", "0", "--yesno", "Delete the build?", "0", "0"], [.tab, .enter],
                 status: 1),
        ])
    }

    func testTextOptionsKeepTheAnswer() throws {
        let file = try DialogDifferential.temporaryFile("Release notes\n\tone\n\t\ttwo\n", in: self)
        try check([
            Case("--tab-correct --tab-len 4, textbox Enter", ["--tab-correct", "--tab-len", "4", "--textbox", file, "0", "0"],
                 [.enter], status: 0, ready: "Release"),
            Case("--no-nl-expand, msgbox Enter", ["--no-nl-expand", "--msgbox", "Backup\\nfinished", "0", "0"], [.enter], status: 0,
                 ready: "Backup"),
            Case("--hline --hfile, msgbox Enter", ["--hline", "Press F1", "--hfile", "/nonexistent/help", "--msgbox",
                                                   "Backup finished", "0", "0"], [.enter], status: 0),
            Case("--trace, msgbox Enter", ["--trace", file + ".trace", "--msgbox", "Backup finished", "0", "0"], [.enter],
                 status: 0),
        ])
        try? FileManager.default.removeItem(atPath: file + ".trace")
    }

    func testListOptions() throws {
        try check([
            Case("--help-label, its hotkey", ["--help-button", "--help-label", "Why", "--yesno", "Delete the build?", "0", "0"],
                 [.text("w")], status: 2),
            Case("--column-separator, the tag answers", ["--column-separator", "|", "--menu", "Pick", "0", "0", "0",
                                                        "a", "Apple|red", "b", "Banana|yellow"], [.down, .enter], status: 0,
                 answer: "b"),
            Case("--no-items, menu PgDn", ["--no-items", "--menu", "Pick", "0", "0", "0", "alpha", "beta", "gamma"], [.pageDown, .enter],
                 status: 0, answer: "gamma"),
            Case("--no-items, checklist Space", ["--no-items", "--checklist", "Pick", "0", "0", "0", "alpha", "off", "beta", "on"],
                 [.space, .enter], status: 0, answer: "alpha beta"),
        ])
    }

    /// The keys that change answers, on the boxes whose other cases do not press them.
    func testKeysThatChangeAnswers() throws {
        let sizes = ["s", "Small", "off", "m", "Medium", "on", "l", "Large", "off"]
        let radio = ["--radiolist", "Pick a size", "0", "0", "0"]
        let longRadio = ["--radiolist", "Pick an item", "20", "60", "8"] + (1...30).flatMap { ["r\($0)", "Row \($0)", "off"] }
        let longCheck = ["--checklist", "Pick items", "20", "60", "8"] + (1...30).flatMap { ["c\($0)", "Row \($0)", "off"] }
        try check([
            Case("radiolist, Esc", radio + sizes, [.down, .space, .escape], status: 255),
            Case("radiolist, Tab Tab goes round the buttons and the list to OK", radio + sizes, [.tab, .tab, .enter], status: 0,
                 answer: "m"),
            Case("radiolist, --default-item then Space", ["--default-item", "l"] + radio + sizes, [.space, .enter], status: 0,
                 answer: "l"),
            Case("radiolist, a hotkey then Space", radio + sizes, [.text("l"), .space, .enter], status: 0, answer: "l"),
            Case("radiolist, long: PgDn Space", longRadio, [.pageDown, .space, .enter], status: 0, answer: "r14"),
            Case("radiolist, long: End Home Space", longRadio, [.end, .home, .space, .enter], status: 0, answer: "r1"),
            Case("checklist, long: End Space PgUp Space", longCheck, [.end, .space, .pageUp, .space, .enter], status: 0,
                 answer: "c18 c30"),
            Case("checklist, a hotkey", ["--checklist", "Interfaces", "0", "0", "0", "ssh", "SSH", "off", "vnc", "VNC", "off"],
                 [.text("v"), .space, .enter], status: 0, answer: "vnc"),
            Case("passwordbox, Esc", ["--passwordbox", "Passphrase:", "10", "50"], [.text("s3"), .escape], status: 255),
            Case("passwordbox, --defaultno makes Cancel the default", ["--defaultno", "--passwordbox", "Passphrase:", "10",
                                                                              "50"], [.text("s3"), .enter], status: 1),
            Case("pause, Esc", ["--pause", "Waiting", "10", "40", "30"], [.escape], status: 255),
            Case("msgbox, the O hotkey", ["--msgbox", "Backup finished", "0", "0"], [.text("o")], status: 0),
            Case("menu, --default-item past the page, Home", ["--default-item", "item20", "--menu", "Pick an item", "20", "60", "8"]
                    + Self.long, [.home, .down, .enter], status: 0, answer: "item02"),
            Case("menu, --nocancel: Tab Enter is OK", ["--nocancel", "--menu", "Pick a fruit", "0", "0", "0"] + Self.fruit,
                 [.down, .tab, .tab, .enter], status: 0, answer: "banana"),
        ])
    }

    /// `--help` ends 0 with its usage on stdout, naming the boxes.
    func testHelp() throws {
        try check([Case("--help", ["--help"], [], status: 0, channel: .standardOutput)], containing: "--msgbox")
    }

    private func check(_ cases: [Case], containing needle: String, file: StaticString = #filePath, line: UInt = #line) throws {
        for program in [DialogDifferential.swalertAsDialog] + (DialogDifferential.dialog.map { [$0] } ?? []) {
            for testCase in cases {
                let process = try PTYProcess(program, testCase.arguments, environment: ["LANG": "C.UTF-8"], stdin: .terminal,
                                             stdout: .pipe, stderr: .terminal)
                let termination = try process.waitForExit(timeout: 10)
                let text = String(decoding: process.stdoutBytes, as: UTF8.self)
                XCTAssertEqual(termination, .exited(testCase.status), "\(program) \(testCase.name)", file: file, line: line)
                XCTAssertFalse(text.isEmpty, "\(program) \(testCase.name): nothing on stdout", file: file, line: line)
                XCTAssertTrue(text.contains(needle), "\(program) \(testCase.name): \(text.debugDescription)", file: file, line: line)
            }
        }
    }
}
