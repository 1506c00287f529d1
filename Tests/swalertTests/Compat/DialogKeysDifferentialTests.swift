import Foundation
import XCTest

/// dialog's options that change what keys do or what a box answers of them (`--visit-items`, `--no-ok`,
/// `--no-hot-list`, `--last-key`), each beside the real dialog with the keys that tell them apart.
final class DialogKeysDifferentialTests: XCTestCase {
    typealias Case = DialogDifferential.Case

    private func check(_ cases: [Case], file: StaticString = #filePath, line: UInt = #line) throws {
        try DialogDifferential.check(cases, file: file, line: line)
    }

    private static let menu = ["--menu", "Pick a fruit", "0", "0", "0", "apple", "Apple", "banana", "Banana", "cherry", "Cherry",
                               "blueberry", "Blueberry"]
    private static let check = ["--checklist", "Pick fruit", "0", "0", "0", "apple", "Apple", "on", "banana", "Banana", "off",
                                "cherry", "Cherry", "on"]
    private static let radio = ["--radiolist", "Pick a size", "0", "0", "0", "s", "Small", "off", "m", "Medium", "on", "l",
                                "Large", "off"]

    func testVisitItemsPutsTheListInTabsRound() throws {
        try check([
            Case("--visit-items, menu: Enter on the list is OK", ["--visit-items"] + Self.menu, [.down, .enter], status: 0,
                 answer: "banana"),
            Case("--visit-items, menu: Tab to OK, Enter", ["--visit-items"] + Self.menu, [.tab, .enter], status: 0, answer: "apple"),
            Case("--visit-items, menu: Tab Tab to Cancel", ["--visit-items"] + Self.menu, [.tab, .tab, .enter], status: 1),
            Case("--visit-items, menu: round from Cancel to the list", ["--visit-items"] + Self.menu,
                 [.tab, .tab, .tab, .down, .down, .enter], status: 0, answer: "cherry"),
            Case("--visit-items, menu: Shift-Tab from the list to Cancel", ["--visit-items"] + Self.menu, [.backTab, .enter],
                 status: 1),
            Case("--visit-items, menu: a letter on a button presses it", ["--visit-items"] + Self.menu, [.tab, .text("c")], status: 1),
            Case("--visit-items, menu: a letter on the list moves", ["--visit-items"] + Self.menu, [.text("c"), .enter], status: 0,
                 answer: "cherry"),
            Case("--visit-items, menu: Space on the list is OK", ["--visit-items"] + Self.menu, [.down, .space], status: 0,
                 answer: "banana"),
            Case("--visit-items --default-button cancel: the list first all the same",
                 ["--visit-items", "--default-button", "cancel"] + Self.menu, [.enter], status: 0, answer: "apple"),
            Case("--visit-items, checklist: Space on a button still checks", ["--visit-items"] + Self.check,
                 [.tab, .space, .down, .space, .enter], status: 0, answer: "banana cherry"),
            Case("--visit-items, radiolist: End Space Enter", ["--visit-items"] + Self.radio, [.end, .space, .enter], status: 0,
                 answer: "l"),
            Case("--visit-items --help-button, radiolist: Tab Tab Tab to Help", ["--visit-items", "--help-button"] + Self.radio,
                 [.tab, .tab, .tab, .enter], status: 2, answer: "HELP s"),
            Case("--visit-items, checklist: Esc", ["--visit-items"] + Self.check, [.tab, .escape], status: 255),
        ])
    }

    func testNoOKLeavesEnterAnsweringOK() throws {
        try check([
            Case("--no-ok, menu: Enter on Cancel is OK", ["--no-ok"] + Self.menu, [.down, .enter], status: 0, answer: "banana"),
            Case("--no-ok, menu: Tab, Enter still OK", ["--no-ok"] + Self.menu, [.tab, .enter], status: 0, answer: "apple"),
            Case("--nook, menu: Space is OK", ["--nook"] + Self.menu, [.end, .space], status: 0, answer: "blueberry"),
            Case("--no-ok --extra-button, menu: PgDn Enter", ["--no-ok", "--extra-button"] + Self.menu, [.pageDown, .enter],
                 status: 0, answer: "blueberry"),
            Case("--no-ok, checklist: Space checks, Enter is OK", ["--no-ok"] + Self.check, [.space, .enter], status: 0,
                 answer: "cherry"),
            Case("--no-ok, radiolist: Home Space Enter", ["--no-ok"] + Self.radio, [.end, .home, .space, .enter], status: 0,
                 answer: "s"),
            Case("--no-ok, menu: Esc", ["--no-ok"] + Self.menu, [.escape], status: 255),
            Case("--no-ok --nocancel, menu: OK kept", ["--no-ok", "--nocancel"] + Self.menu, [.down, .enter], status: 0,
                 answer: "banana"),
            Case("--no-ok, yesno: Tab to No", ["--no-ok", "--yesno", "Delete the build?", "0", "0"], [.tab, .enter], status: 1),
            Case("--no-ok, msgbox: its OK kept", ["--no-ok", "--msgbox", "Backup finished", "0", "0"], [.enter], status: 0),
            Case("--no-ok, inputbox: Enter on Cancel is OK", ["--no-ok", "--inputbox", "Your name:", "0", "0"],
                 [.text("Zoë 👍🏽"), .tab, .enter], status: 0, answer: "Zoë 👍🏽"),
            Case("--no-ok, inputbox: Space on Cancel is OK", ["--no-ok", "--inputbox", "Your name:", "0", "0"],
                 [.text("Ada"), .tab, .space], status: 0, answer: "Ada"),
            Case("--no-ok --help-button, inputbox: Cancel's hotkey", ["--no-ok", "--help-button", "--inputbox", "Your name:", "0",
                                                                      "0"], [.text("Ada"), .tab, .text("c")], status: 1),
            Case("--no-ok --last-key, passwordbox: Tab Space", ["--no-ok", "--last-key", "--passwordbox", "Passphrase:", "0",
                                                                "0"], [.text("s3"), .tab, .space], status: 0,
                 answer: "s3 32 "),
        ])
    }

    func testNoHotListLeavesLettersNoItem() throws {
        try check([
            Case("--no-hot-list, menu: a letter moves nowhere", ["--no-hot-list"] + Self.menu, [.text("c"), .enter], status: 0,
                 answer: "apple"),
            Case("--no-hot-list, menu: a digit still its row", ["--no-hot-list"] + Self.menu, [.text("3"), .enter], status: 0,
                 answer: "cherry"),
            Case("--no-hot-list, checklist: a letter checks nothing", ["--no-hot-list"] + Self.check, [.text("b"), .space, .enter],
                 status: 0, answer: "cherry"),
            Case("--no-hot-list, radiolist: l Space", ["--no-hot-list"] + Self.radio, [.text("l"), .space, .enter], status: 0,
                 answer: "s"),
            Case("--no-hot-list, yesno: a button's letter still presses it", ["--no-hot-list", "--yesno", "Delete the build?", "0",
                                                                               "0"], [.text("n")], status: 1),
            Case("without it, menu: the letter moves", Self.menu, [.text("b"), .text("b"), .enter], status: 0, answer: "blueberry"),
        ])
    }

    func testLastKeyFollowsTheAnswer() throws {
        let notes = try DialogDifferential.temporaryFile("Release notes\nNothing else\n", in: self)
        try check([
            Case("--last-key, menu Enter", ["--last-key"] + Self.menu, [.enter], status: 0, answer: "apple 10 "),
            Case("--last-key, menu Space", ["--last-key"] + Self.menu, [.down, .space], status: 0, answer: "banana 32 "),
            Case("--last-key, menu Help", ["--last-key", "--help-button"] + Self.menu, [.tab, .tab, .enter], status: 2,
                 answer: "HELP apple 10 "),
            Case("--last-key --output-separator, menu", ["--last-key", "--output-separator", ":"] + Self.menu, [.enter],
                 status: 0, answer: "apple:10:"),
            Case("--last-key, menu Cancel: nothing", ["--last-key"] + Self.menu, [.tab, .enter], status: 1),
            Case("--last-key, menu Esc: nothing", ["--last-key"] + Self.menu, [.escape], status: 255),
            Case("--last-key, checklist", ["--last-key"] + Self.check, [.enter], status: 0, answer: "apple cherry 10"),
            Case("--last-key --separate-output, checklist", ["--last-key", "--separate-output"] + Self.check, [.enter], status: 0,
                 answer: "apple\ncherry\n10\n"),
            Case("--last-key --output-separator, checklist", ["--last-key", "--output-separator", ","] + Self.check, [.enter],
                 status: 0, answer: ",apple,cherry,10"),
            Case("--last-key, checklist none on", ["--last-key", "--checklist", "Pick", "0", "0", "0", "a", "A", "off"], [.enter],
                 status: 0, answer: "10"),
            Case("--last-key, checklist Help: no key", ["--last-key", "--help-button"] + Self.check, [.tab, .tab, .enter],
                 status: 2, answer: "HELP apple"),
            Case("--last-key --help-status, checklist Help", ["--last-key", "--help-button", "--help-status"] + Self.check,
                 [.tab, .tab, .enter], status: 2, answer: "HELP apple apple cherry 10"),
            Case("--last-key, radiolist", ["--last-key"] + Self.radio, [.enter], status: 0, answer: "m 10"),
            Case("--last-key, yesno Enter", ["--last-key", "--yesno", "Delete the build?", "0", "0"], [.enter], status: 0,
                 answer: "10 "),
            Case("--last-key, yesno's hotkey: -1", ["--last-key", "--yesno", "Delete the build?", "0", "0"], [.text("y")],
                 status: 0, answer: "-1 "),
            Case("--last-key, msgbox Space", ["--last-key", "--msgbox", "Backup finished", "0", "0"], [.space], status: 0,
                 answer: "32 "),
            Case("--last-key, inputbox typed", ["--last-key", "--inputbox", "Your name:", "0", "0"], [.text("Zoë 漢字"), .enter],
                 status: 0, answer: "Zoë 漢字 10 "),
            Case("--last-key, inputbox empty", ["--last-key", "--inputbox", "Your name:", "0", "0", "x"], [.backspace, .enter],
                 status: 0, answer: "10 "),
            Case("--last-key, passwordbox", ["--last-key", "--passwordbox", "Passphrase:", "0", "0"], [.text("s3"), .enter],
                 status: 0, answer: "s3 10 "),
            Case("--last-key, infobox: no key read", ["--last-key", "--infobox", "Working", "0", "0"], [], status: 0, answer: "-1 "),
            Case("--last-key, pause Enter", ["--last-key", "--pause", "Rebooting soon", "10", "40", "5"], [.enter], status: 0,
                 answer: "10 "),
            Case("--last-key, pause's end: no key", ["--last-key", "--pause", "Rebooting soon", "10", "40", "1"], [], status: 0,
                 answer: "-1 "),
            Case("--last-key, textbox Enter", ["--last-key", "--textbox", notes, "20", "60"], [.enter], status: 0,
                 answer: "10 ", ready: "Release"),
            Case("--last-key --output-separator, yesno Tab Enter: No answers nothing", ["--last-key", "--output-separator", "|",
                 "--yesno", "Delete the build?", "0", "0"], [.tab, .enter], status: 1),
        ])
    }

    func testATreeViewFollowsThemAsARadioListDoes() throws {
        let tree = ["--treeview", "Pick a node", "0", "0", "0", "a", "Apple", "off", "0", "b", "Banana", "on", "1", "c", "Cherry",
                    "off", "1", "d", "Damson", "off", "0"]
        func treeCase(_ name: String, _ options: [String], _ keys: [DialogDifferential.Press], status: Int32 = 0,
                      answer: String = "") -> Case {
            Case(name, options + tree, keys, status: status, answer: answer, ready: "Pick")
        }
        try check([
            treeCase("--visit-items, treeview: Enter on the list", ["--visit-items"], [.down, .down, .space, .enter], answer: "c"),
            treeCase("--visit-items, treeview: Tab Tab to Cancel", ["--visit-items"], [.tab, .tab, .enter], status: 1),
            treeCase("--visit-items, treeview: a button's letter", ["--visit-items"], [.tab, .text("c")], status: 1),
            treeCase("--no-ok, treeview: Enter on Cancel is OK", ["--no-ok"], [.end, .space, .enter], answer: "d"),
            treeCase("--no-hot-list, treeview: a letter moves nowhere", ["--no-hot-list"], [.text("c"), .space, .enter],
                     answer: "a"),
            treeCase("without it, treeview: the letter moves", [], [.text("c"), .space, .enter], answer: "c"),
            treeCase("--last-key, treeview", ["--last-key"], [.down, .down, .space, .enter], answer: "c 10 "),
            treeCase("--last-key, treeview Esc", ["--last-key"], [.escape], status: 255),
        ])
    }

    func testReorderKeepsTheBuildListsRightListInArrivalOrder() throws {
        let build = ["--buildlist", "Pick fruit", "0", "0", "0", "a", "Apple", "off", "b", "Banana", "on", "c", "Cherry", "off",
                     "d", "Damson", "on"]
        func reordered(_ name: String, _ keys: [DialogDifferential.Press], status: Int32 = 0, answer: String = "",
                       options: [String] = ["--reorder"]) -> Case {
            Case(name, options + build, keys, status: status, answer: answer, ready: "Pick")
        }
        try check([
            reordered("--reorder, buildlist Space", [.space, .enter], answer: "b d a"),
            reordered("--reorder, buildlist Down Space Space", [.down, .space, .space, .enter], answer: "b d c a"),
            reordered("--reorder, buildlist Space Down Space", [.space, .down, .space, .enter], answer: "b d a c"),
            reordered("without it, buildlist Space Down Space", [.space, .down, .space, .enter], answer: "a b c d", options: []),
            reordered("--reorder, buildlist: $ to the last come, Space back", [.space, .text("$"), .space, .enter], answer: "b d"),
            reordered("--reorder --separate-output, buildlist", [.space, .down, .space, .enter], answer: "b\nd\na\nc",
                      options: ["--reorder", "--separate-output"]),
            reordered("--reorder, buildlist Esc", [.space, .escape], status: 255),
            reordered("--reorder, buildlist Cancel", [.space, .tab, .enter], status: 1),
            reordered("--no-hot-list, buildlist: a letter moves nowhere", [.text("c"), .space, .enter], answer: "a b d",
                      options: ["--no-hot-list"]),
            reordered("without it, buildlist: the letter moves", [.text("c"), .space, .enter], answer: "b c d", options: []),
            reordered("--last-key --reorder, buildlist", [.space, .enter], answer: "b d a 10 ", options: ["--last-key", "--reorder"]),
            reordered("--last-key --separate-output, buildlist", [.enter], answer: "b\nd\n10\n",
                      options: ["--last-key", "--separate-output"]),
            reordered("--last-key --help-button, buildlist Help: no key", [.tab, .tab, .enter], status: 2, answer: "HELP a",
                      options: ["--last-key", "--help-button"]),
        ])
    }

    /// `--item-help`: the focused item's help on the screen's last line, from its second column, under both programs.
    func testAnItemsHelpStartsAtTheLeftOfTheLastLine() throws {
        let command = #""$0" --item-help --menu "Pick a fruit" 0 0 0 apple Apple "The first fruit" banana Banana "漢字 help""#
        var programs = [try ScriptFlow.link(named: "dialog", for: self)]
        if let dialog = ScriptFlow.installed("dialog") { programs.append(dialog) }
        for program in programs {
            let session = try TmuxSession("sh -c '\(command)' '\(program)'", width: 80, height: 24,
                                          environment: ["LANG": "C.UTF-8", "SWALERT_NO_ANIMATION": "1"], captureStdout: false)
            var rows = try session.waitFor("The first fruit", timeout: 10)
            XCTAssertEqual(rows.last.map { String($0.prefix(16)) }, " The first fruit", "\(program): \(session.describe(rows))")
            try session.sendKeys("Down")
            rows = try session.waitFor("漢字 help", timeout: 10)
            XCTAssertEqual(rows.last.map { String($0.prefix(8)) }, " 漢字 help", "\(program): \(session.describe(rows))")
            try session.sendKeys("Enter")
            XCTAssertEqual(try session.waitForExitStatus(timeout: 10), 0, program)
        }
    }
}
