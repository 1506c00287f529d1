import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import XCTest

/// How big the list window of a menu, check list and radio list is, beside the real whiptail 0.52 and dialog 1.3:
/// each case pages through a list sized by the program (list height 0, or a box height that leaves room) or given
/// its size, at 80×24 and 120×40, and answers the item the keys reach; and `--nocancel` then Esc. Each case runs
/// under the real program and under a link of that name to swalert, and passes when both give what it says.
final class ListSizingDifferentialTests: XCTestCase {
    typealias Press = DialogDifferential.Press

    enum Program: String { case whiptail, dialog }

    struct Case {
        var name: String
        var program: Program
        var arguments: [String]
        var keys: [Press]
        var columns: Int
        var rows: Int
        var status: Int32
        var answer: String

        init(_ name: String, _ program: Program, _ arguments: [String], _ keys: [Press], screen: (Int, Int) = (80, 24),
             status: Int32 = 0, answer: String = "") {
            self.name = name
            self.program = program
            self.arguments = arguments
            self.keys = keys
            (columns, rows) = screen
            self.status = status
            self.answer = answer
        }
    }

    /// `count` items tagged `i01`, `i02`, ..., each followed by `Item01`..., and `on` for a check or radio list.
    static func items(_ count: Int, state: String? = nil) -> [String] {
        (1...count).flatMap { index -> [String] in
            let number = index < 10 ? "0\(index)" : "\(index)"
            return ["i\(number)", "Item\(number)"] + (state.map { [$0] } ?? [])
        }
    }

    /// A link named `name` to the swalert under test, in a directory of its own.
    private static func link(_ name: String) -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("swalert-sizing-\(getpid())")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let link = directory.appendingPathComponent(name).path
        try? FileManager.default.removeItem(atPath: link)
        try? FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: Binary.swalert.path)
        return link
    }

    private static let swalertAs: [Program: String] = [.whiptail: link("whiptail"), .dialog: link("dialog")]
    private static let real: [Program: String] = [
        .whiptail: ["/usr/bin/whiptail", "/bin/whiptail"].first { FileManager.default.isExecutableFile(atPath: $0) },
        .dialog: ["/usr/bin/dialog", "/bin/dialog"].first { FileManager.default.isExecutableFile(atPath: $0) },
    ].compactMapValues { $0 }

    /// Runs each case under swalert and under the real program, four runs at a time, and checks both.
    func check(_ cases: [Case], file: StaticString = #filePath, line: UInt = #line) throws {
        for program in [Program.whiptail, .dialog] where Self.real[program] == nil && cases.contains(where: { $0.program == program }) {
            print("note: \(program.rawValue) is not installed; only swalert's half of its cases runs")
        }
        let jobs = cases.flatMap { testCase in
            [(testCase, Self.swalertAs[testCase.program]!)] + (Self.real[testCase.program].map { [(testCase, $0)] } ?? [])
        }
        let results = Concurrently.map(jobs, width: 4) { try Self.run($0.0, $0.1) }
        for ((testCase, program), result) in zip(jobs, results) {
            let tool = program == Self.swalertAs[testCase.program] ? "swalert" : testCase.program.rawValue
            let (outcome, process) = try result.get()
            let expected = DialogDifferential.Outcome(termination: .exited(testCase.status), answer: Array(testCase.answer.utf8))
            XCTAssertEqual(outcome, expected, "\(testCase.name), under \(tool): \(outcome)" + process.describeOutput(limit: 300),
                           file: file, line: line)
        }
    }

    /// Runs `testCase` under `program` in a terminal of the case's size: waits for the prompt's first word, types the
    /// keys, and collects the status and stderr.
    private static func run(_ testCase: Case, _ program: String) throws -> (DialogDifferential.Outcome, PTYProcess) {
        let process = try PTYProcess(program, testCase.arguments, environment: ["LANG": "C.UTF-8", "SWALERT_NO_ANIMATION": "1"],
                                     columns: testCase.columns, rows: testCase.rows, stdin: .terminal, stdout: .terminal,
                                     stderr: .pipe)
        let boxes: Set = ["--msgbox", "--yesno", "--inputbox", "--passwordbox", "--menu", "--radiolist", "--checklist"]
        if let box = testCase.arguments.firstIndex(where: boxes.contains) {
            let word = testCase.arguments[box + 1].prefix { $0.isLetter }
            if !word.isEmpty { _ = try process.waitForOutput(containing: String(word)) }
        }
        try process.type(testCase.keys.flatMap(\.sequences))
        let termination = try process.waitForExit(timeout: 10)
        return (DialogDifferential.Outcome(termination: termination, answer: Array(process.stderrText.utf8)), process)
    }

    func testNoCancelEscIsCancelInWhiptail() throws {
        try check([
            Case("menu", .whiptail, ["--nocancel", "--menu", "Pick one", "0", "0", "0", "a", "Apple", "b", "Banana"], [.escape],
                 status: 1),
            Case("input", .whiptail, ["--nocancel", "--inputbox", "Name please", "0", "0", "Ann"], [.escape], status: 1),
            Case("password", .whiptail, ["--nocancel", "--passwordbox", "Secret please", "8", "40"], [.text("x"), .escape],
                 status: 1),
            Case("checklist", .whiptail, ["--nocancel", "--checklist", "Pick some", "0", "0", "0", "a", "Apple", "on",
                                          "b", "Banana", "off"], [.escape], status: 1),
            Case("radiolist", .whiptail, ["--nocancel", "--radiolist", "Pick one", "0", "0", "0", "a", "Apple", "on",
                                          "b", "Banana", "off"], [.down, .space, .escape], status: 1),
            // A box with no Cancel to stand for answers Esc as ever.
            Case("msgbox", .whiptail, ["--nocancel", "--msgbox", "Done now", "0", "0"], [.escape], status: 255),
            Case("yesno", .whiptail, ["--nocancel", "--yesno", "Sure now", "0", "0"], [.escape], status: 255),
            Case("menu with Cancel", .whiptail, ["--menu", "Pick one", "0", "0", "0", "a", "Apple"], [.escape], status: 255),
            // dialog's --nocancel keeps Esc apart.
            Case("dialog menu", .dialog, ["--nocancel", "--menu", "Pick one", "0", "0", "0", "a", "Apple"], [.escape], status: 255),
        ])
    }

    /// A case paging a `box` of `count` items sized `size` (height, width, list height) on `screen` with `keys`.
    private func paging(_ program: Program, _ box: String, _ count: Int, _ size: (Int, Int, Int), screen: (Int, Int),
                        _ keys: [Press], _ answer: String) -> Case {
        let state: String? = box == "menu" ? nil : "off"
        let name = "\(program.rawValue) --\(box) of \(count) sized \(size) at \(screen.0)x\(screen.1): \(keys)"
        return Case(name, program, ["--\(box)", "Pick one", "\(size.0)", "\(size.1)", "\(size.2)"] + Self.items(count, state: state),
                    keys, screen: screen, answer: answer)
    }

    /// PgDn from the first item lands a window further: the window is as tall as the original's.
    func testMenuPageDown() throws {
        try check([
            paging(.dialog, "menu", 10, (0, 0, 0), screen: (80, 24), [.pageDown, .enter], "i10"),
            paging(.dialog, "menu", 10, (15, 50, 0), screen: (80, 24), [.pageDown, .enter], "i10"),
            paging(.dialog, "menu", 10, (0, 0, 5), screen: (80, 24), [.pageDown, .enter], "i08"),
            paging(.dialog, "menu", 10, (20, 60, 8), screen: (80, 24), [.pageDown, .enter], "i10"),
            paging(.dialog, "menu", 10, (0, 0, 0), screen: (120, 40), [.pageDown, .enter], "i10"),
            paging(.dialog, "menu", 10, (15, 50, 0), screen: (120, 40), [.pageDown, .enter], "i10"),
            paging(.dialog, "menu", 10, (0, 0, 5), screen: (120, 40), [.pageDown, .enter], "i08"),
            paging(.dialog, "menu", 10, (20, 60, 8), screen: (120, 40), [.pageDown, .enter], "i10"),
            paging(.dialog, "menu", 30, (0, 0, 0), screen: (80, 24), [.pageDown, .enter], "i17"),
            paging(.dialog, "menu", 30, (15, 50, 0), screen: (80, 24), [.pageDown, .enter], "i17"),
            paging(.dialog, "menu", 30, (20, 60, 8), screen: (80, 24), [.pageDown, .enter], "i14"),
            paging(.dialog, "menu", 30, (0, 0, 0), screen: (120, 40), [.pageDown, .enter], "i30"),
            paging(.dialog, "menu", 30, (15, 50, 0), screen: (120, 40), [.pageDown, .enter], "i30"),
            paging(.dialog, "menu", 30, (20, 60, 8), screen: (120, 40), [.pageDown, .enter], "i14"),
            paging(.dialog, "menu", 100, (0, 0, 0), screen: (80, 24), [.pageDown, .enter], "i17"),
            paging(.dialog, "menu", 100, (15, 50, 0), screen: (80, 24), [.pageDown, .enter], "i17"),
            paging(.dialog, "menu", 100, (20, 60, 8), screen: (80, 24), [.pageDown, .enter], "i14"),
            paging(.dialog, "menu", 100, (0, 0, 0), screen: (120, 40), [.pageDown, .enter], "i33"),
            paging(.dialog, "menu", 100, (15, 50, 0), screen: (120, 40), [.pageDown, .enter], "i33"),
            paging(.dialog, "menu", 100, (20, 60, 8), screen: (120, 40), [.pageDown, .enter], "i14"),
            paging(.whiptail, "menu", 10, (0, 0, 0), screen: (80, 24), [.pageDown, .enter], "i10"),
            paging(.whiptail, "menu", 10, (15, 50, 0), screen: (80, 24), [.pageDown, .enter], "i10"),
            paging(.whiptail, "menu", 10, (0, 0, 5), screen: (80, 24), [.pageDown, .enter], "i10"),
            paging(.whiptail, "menu", 10, (20, 60, 8), screen: (80, 24), [.pageDown, .enter], "i09"),
            paging(.whiptail, "menu", 10, (0, 0, 0), screen: (120, 40), [.pageDown, .enter], "i10"),
            paging(.whiptail, "menu", 10, (15, 50, 0), screen: (120, 40), [.pageDown, .enter], "i10"),
            paging(.whiptail, "menu", 10, (0, 0, 5), screen: (120, 40), [.pageDown, .enter], "i10"),
            paging(.whiptail, "menu", 10, (20, 60, 8), screen: (120, 40), [.pageDown, .enter], "i09"),
            paging(.whiptail, "menu", 30, (0, 0, 0), screen: (80, 24), [.pageDown, .enter], "i16"),
            paging(.whiptail, "menu", 30, (15, 50, 0), screen: (80, 24), [.pageDown, .enter], "i16"),
            paging(.whiptail, "menu", 30, (20, 60, 8), screen: (80, 24), [.pageDown, .enter], "i09"),
            paging(.whiptail, "menu", 30, (0, 0, 0), screen: (120, 40), [.pageDown, .enter], "i30"),
            paging(.whiptail, "menu", 30, (15, 50, 0), screen: (120, 40), [.pageDown, .enter], "i30"),
            paging(.whiptail, "menu", 30, (20, 60, 8), screen: (120, 40), [.pageDown, .enter], "i09"),
            paging(.whiptail, "menu", 100, (0, 0, 0), screen: (80, 24), [.pageDown, .enter], "i16"),
            paging(.whiptail, "menu", 100, (15, 50, 0), screen: (80, 24), [.pageDown, .enter], "i16"),
            paging(.whiptail, "menu", 100, (20, 60, 8), screen: (80, 24), [.pageDown, .enter], "i09"),
            paging(.whiptail, "menu", 100, (0, 0, 0), screen: (120, 40), [.pageDown, .enter], "i32"),
            paging(.whiptail, "menu", 100, (15, 50, 0), screen: (120, 40), [.pageDown, .enter], "i32"),
            paging(.whiptail, "menu", 100, (20, 60, 8), screen: (120, 40), [.pageDown, .enter], "i09"),
        ])
    }

    /// A given width leaves the prompt out of dialog's auto height; a height of -1 is the screen less a row.
    func testDialogMenuGivenWidthOrFullHeight() throws {
        try check([
            paging(.dialog, "menu", 40, (0, 60, 5), screen: (80, 24), [.pageDown, .enter], "i07"),
            paging(.dialog, "menu", 40, (0, 0, 5), screen: (80, 24), [.pageDown, .enter], "i08"),
            paging(.dialog, "menu", 40, (-1, 60, 0), screen: (80, 24), [.pageDown, .enter], "i17"),
            paging(.dialog, "menu", 40, (0, 60, 0), screen: (120, 40), [.pageDown, .enter], "i33"),
        ])
    }

    /// PgUp after PgDn, and End then PgUp, in long menus: the window's height and where it stands.
    func testMenuPagesAndEnds() throws {
        try check([
            paging(.dialog, "menu", 30, (0, 0, 0), screen: (80, 24), [.pageDown, .pageDown, .pageUp, .enter], "i15"),
            paging(.dialog, "menu", 30, (0, 0, 0), screen: (80, 24), [.end, .pageUp, .enter], "i15"),
            paging(.dialog, "menu", 30, (20, 60, 8), screen: (80, 24), [.pageDown, .pageDown, .pageUp, .enter], "i15"),
            paging(.dialog, "menu", 30, (20, 60, 8), screen: (80, 24), [.end, .pageUp, .enter], "i18"),
            paging(.dialog, "menu", 30, (0, 0, 0), screen: (120, 40), [.pageDown, .pageDown, .pageUp, .enter], "i01"),
            paging(.dialog, "menu", 30, (0, 0, 0), screen: (120, 40), [.end, .pageUp, .enter], "i01"),
            paging(.dialog, "menu", 30, (20, 60, 8), screen: (120, 40), [.pageDown, .pageDown, .pageUp, .enter], "i15"),
            paging(.dialog, "menu", 30, (20, 60, 8), screen: (120, 40), [.end, .pageUp, .enter], "i18"),
            paging(.dialog, "menu", 100, (0, 0, 0), screen: (80, 24), [.pageDown, .pageDown, .pageUp, .enter], "i18"),
            paging(.dialog, "menu", 100, (0, 0, 0), screen: (80, 24), [.end, .pageUp, .enter], "i85"),
            paging(.dialog, "menu", 100, (20, 60, 8), screen: (80, 24), [.pageDown, .pageDown, .pageUp, .enter], "i15"),
            paging(.dialog, "menu", 100, (20, 60, 8), screen: (80, 24), [.end, .pageUp, .enter], "i88"),
            paging(.dialog, "menu", 100, (0, 0, 0), screen: (120, 40), [.pageDown, .pageDown, .pageUp, .enter], "i34"),
            paging(.dialog, "menu", 100, (0, 0, 0), screen: (120, 40), [.end, .enter], "i100"),
            paging(.dialog, "menu", 100, (0, 0, 0), screen: (120, 40), [.end, .home, .enter], "i01"),
            paging(.dialog, "menu", 100, (0, 0, 0), screen: (120, 40), [.end, .pageUp, .enter], "i69"),
            paging(.dialog, "menu", 100, (20, 60, 8), screen: (120, 40), [.pageDown, .pageDown, .pageUp, .enter], "i15"),
            paging(.dialog, "menu", 100, (20, 60, 8), screen: (120, 40), [.end, .enter], "i100"),
            paging(.dialog, "menu", 100, (20, 60, 8), screen: (120, 40), [.end, .home, .enter], "i01"),
            paging(.dialog, "menu", 100, (20, 60, 8), screen: (120, 40), [.end, .pageUp, .enter], "i88"),
            paging(.whiptail, "menu", 30, (0, 0, 0), screen: (80, 24), [.pageDown, .pageDown, .pageUp, .enter], "i16"),
            paging(.whiptail, "menu", 30, (0, 0, 0), screen: (80, 24), [.end, .pageUp, .enter], "i16"),
            paging(.whiptail, "menu", 30, (20, 60, 8), screen: (80, 24), [.pageDown, .pageDown, .pageUp, .enter], "i10"),
            paging(.whiptail, "menu", 30, (20, 60, 8), screen: (80, 24), [.end, .pageUp, .enter], "i23"),
            paging(.whiptail, "menu", 30, (0, 0, 0), screen: (120, 40), [.pageDown, .pageDown, .pageUp, .enter], "i01"),
            paging(.whiptail, "menu", 30, (0, 0, 0), screen: (120, 40), [.end, .pageUp, .enter], "i01"),
            paging(.whiptail, "menu", 30, (20, 60, 8), screen: (120, 40), [.pageDown, .pageDown, .pageUp, .enter], "i10"),
            paging(.whiptail, "menu", 30, (20, 60, 8), screen: (120, 40), [.end, .pageUp, .enter], "i23"),
            paging(.whiptail, "menu", 100, (0, 0, 0), screen: (80, 24), [.pageDown, .pageDown, .pageUp, .enter], "i17"),
            paging(.whiptail, "menu", 100, (0, 0, 0), screen: (80, 24), [.end, .pageUp, .enter], "i86"),
            paging(.whiptail, "menu", 100, (20, 60, 8), screen: (80, 24), [.pageDown, .pageDown, .pageUp, .enter], "i10"),
            paging(.whiptail, "menu", 100, (20, 60, 8), screen: (80, 24), [.end, .pageUp, .enter], "i93"),
            paging(.whiptail, "menu", 100, (0, 0, 0), screen: (120, 40), [.pageDown, .pageDown, .pageUp, .enter], "i33"),
            paging(.whiptail, "menu", 100, (0, 0, 0), screen: (120, 40), [.end, .enter], "i100"),
            paging(.whiptail, "menu", 100, (0, 0, 0), screen: (120, 40), [.end, .home, .enter], "i01"),
            paging(.whiptail, "menu", 100, (0, 0, 0), screen: (120, 40), [.end, .pageUp, .enter], "i70"),
            paging(.whiptail, "menu", 100, (20, 60, 8), screen: (120, 40), [.pageDown, .pageDown, .pageUp, .enter], "i10"),
            paging(.whiptail, "menu", 100, (20, 60, 8), screen: (120, 40), [.end, .enter], "i100"),
            paging(.whiptail, "menu", 100, (20, 60, 8), screen: (120, 40), [.end, .home, .enter], "i01"),
            paging(.whiptail, "menu", 100, (20, 60, 8), screen: (120, 40), [.end, .pageUp, .enter], "i93"),
        ])
    }

    /// Check and radio lists: PgDn, PgUp, End and Home, then Space turns the item reached on.
    func testCheckAndRadioListPages() throws {
        try check([
            paging(.dialog, "checklist", 10, (0, 0, 0), screen: (80, 24), [.pageDown, .space, .enter], "i10"),
            paging(.dialog, "checklist", 10, (16, 50, 0), screen: (80, 24), [.pageDown, .space, .enter], "i10"),
            paging(.dialog, "checklist", 10, (20, 60, 6), screen: (80, 24), [.pageDown, .space, .enter], "i10"),
            paging(.dialog, "checklist", 10, (0, 0, 0), screen: (120, 40), [.pageDown, .space, .enter], "i10"),
            paging(.dialog, "checklist", 10, (16, 50, 0), screen: (120, 40), [.pageDown, .space, .enter], "i10"),
            paging(.dialog, "checklist", 10, (20, 60, 6), screen: (120, 40), [.pageDown, .space, .enter], "i10"),
            paging(.dialog, "checklist", 30, (0, 0, 0), screen: (80, 24), [.pageDown, .space, .enter], "i17"),
            paging(.dialog, "checklist", 30, (0, 0, 0), screen: (80, 24), [.pageDown, .pageDown, .pageUp, .space, .enter], "i15"),
            paging(.dialog, "checklist", 30, (0, 0, 0), screen: (80, 24), [.end, .space, .enter], "i30"),
            paging(.dialog, "checklist", 30, (0, 0, 0), screen: (80, 24), [.end, .home, .space, .enter], "i01"),
            paging(.dialog, "checklist", 30, (20, 60, 6), screen: (80, 24), [.pageDown, .space, .enter], "i14"),
            paging(.dialog, "checklist", 30, (20, 60, 6), screen: (80, 24), [.pageDown, .pageDown, .pageUp, .space, .enter], "i15"),
            paging(.dialog, "checklist", 30, (20, 60, 6), screen: (80, 24), [.end, .space, .enter], "i30"),
            paging(.dialog, "checklist", 30, (20, 60, 6), screen: (80, 24), [.end, .home, .space, .enter], "i01"),
            paging(.dialog, "checklist", 30, (0, 0, 0), screen: (120, 40), [.pageDown, .space, .enter], "i30"),
            paging(.dialog, "checklist", 30, (0, 0, 0), screen: (120, 40), [.pageDown, .pageDown, .pageUp, .space, .enter], "i01"),
            paging(.dialog, "checklist", 30, (0, 0, 0), screen: (120, 40), [.end, .space, .enter], "i30"),
            paging(.dialog, "checklist", 30, (0, 0, 0), screen: (120, 40), [.end, .home, .space, .enter], "i01"),
            paging(.dialog, "checklist", 30, (20, 60, 6), screen: (120, 40), [.pageDown, .space, .enter], "i14"),
            paging(.dialog, "checklist", 30, (20, 60, 6), screen: (120, 40), [.pageDown, .pageDown, .pageUp, .space, .enter], "i15"),
            paging(.dialog, "checklist", 30, (20, 60, 6), screen: (120, 40), [.end, .space, .enter], "i30"),
            paging(.dialog, "checklist", 30, (20, 60, 6), screen: (120, 40), [.end, .home, .space, .enter], "i01"),
            paging(.dialog, "radiolist", 10, (0, 0, 0), screen: (80, 24), [.pageDown, .space, .enter], "i10"),
            paging(.dialog, "radiolist", 10, (16, 50, 0), screen: (80, 24), [.pageDown, .space, .enter], "i10"),
            paging(.dialog, "radiolist", 10, (20, 60, 6), screen: (80, 24), [.pageDown, .space, .enter], "i10"),
            paging(.dialog, "radiolist", 10, (0, 0, 0), screen: (120, 40), [.pageDown, .space, .enter], "i10"),
            paging(.dialog, "radiolist", 10, (16, 50, 0), screen: (120, 40), [.pageDown, .space, .enter], "i10"),
            paging(.dialog, "radiolist", 10, (20, 60, 6), screen: (120, 40), [.pageDown, .space, .enter], "i10"),
            paging(.dialog, "radiolist", 30, (0, 0, 0), screen: (80, 24), [.pageDown, .space, .enter], "i17"),
            paging(.dialog, "radiolist", 30, (0, 0, 0), screen: (80, 24), [.pageDown, .pageDown, .pageUp, .space, .enter], "i15"),
            paging(.dialog, "radiolist", 30, (0, 0, 0), screen: (80, 24), [.end, .space, .enter], "i30"),
            paging(.dialog, "radiolist", 30, (0, 0, 0), screen: (80, 24), [.end, .home, .space, .enter], "i01"),
            paging(.dialog, "radiolist", 30, (20, 60, 6), screen: (80, 24), [.pageDown, .space, .enter], "i14"),
            paging(.dialog, "radiolist", 30, (20, 60, 6), screen: (80, 24), [.pageDown, .pageDown, .pageUp, .space, .enter], "i15"),
            paging(.dialog, "radiolist", 30, (20, 60, 6), screen: (80, 24), [.end, .space, .enter], "i30"),
            paging(.dialog, "radiolist", 30, (20, 60, 6), screen: (80, 24), [.end, .home, .space, .enter], "i01"),
            paging(.dialog, "radiolist", 30, (0, 0, 0), screen: (120, 40), [.pageDown, .space, .enter], "i30"),
            paging(.dialog, "radiolist", 30, (0, 0, 0), screen: (120, 40), [.pageDown, .pageDown, .pageUp, .space, .enter], "i01"),
            paging(.dialog, "radiolist", 30, (0, 0, 0), screen: (120, 40), [.end, .space, .enter], "i30"),
            paging(.dialog, "radiolist", 30, (0, 0, 0), screen: (120, 40), [.end, .home, .space, .enter], "i01"),
            paging(.dialog, "radiolist", 30, (20, 60, 6), screen: (120, 40), [.pageDown, .space, .enter], "i14"),
            paging(.dialog, "radiolist", 30, (20, 60, 6), screen: (120, 40), [.pageDown, .pageDown, .pageUp, .space, .enter], "i15"),
            paging(.dialog, "radiolist", 30, (20, 60, 6), screen: (120, 40), [.end, .space, .enter], "i30"),
            paging(.dialog, "radiolist", 30, (20, 60, 6), screen: (120, 40), [.end, .home, .space, .enter], "i01"),
            paging(.whiptail, "checklist", 10, (0, 0, 0), screen: (80, 24), [.pageDown, .space, .enter], "\"i10\""),
            paging(.whiptail, "checklist", 10, (16, 50, 0), screen: (80, 24), [.pageDown, .space, .enter], "\"i10\""),
            paging(.whiptail, "checklist", 10, (20, 60, 6), screen: (80, 24), [.pageDown, .space, .enter], "\"i07\""),
            paging(.whiptail, "checklist", 10, (0, 0, 0), screen: (120, 40), [.pageDown, .space, .enter], "\"i10\""),
            paging(.whiptail, "checklist", 10, (16, 50, 0), screen: (120, 40), [.pageDown, .space, .enter], "\"i10\""),
            paging(.whiptail, "checklist", 10, (20, 60, 6), screen: (120, 40), [.pageDown, .space, .enter], "\"i07\""),
            paging(.whiptail, "checklist", 30, (0, 0, 0), screen: (80, 24), [.pageDown, .space, .enter], "\"i16\""),
            paging(.whiptail, "checklist", 30, (0, 0, 0), screen: (80, 24), [.pageDown, .pageDown, .pageUp, .space, .enter], "\"i15\""),
            paging(.whiptail, "checklist", 30, (0, 0, 0), screen: (80, 24), [.end, .space, .enter], "\"i01\""),
            paging(.whiptail, "checklist", 30, (0, 0, 0), screen: (80, 24), [.end, .home, .space, .enter], "\"i01\""),
            paging(.whiptail, "checklist", 30, (20, 60, 6), screen: (80, 24), [.pageDown, .space, .enter], "\"i07\""),
            paging(.whiptail, "checklist", 30, (20, 60, 6), screen: (80, 24), [.pageDown, .pageDown, .pageUp, .space, .enter], "\"i07\""),
            paging(.whiptail, "checklist", 30, (20, 60, 6), screen: (80, 24), [.end, .space, .enter], "\"i01\""),
            paging(.whiptail, "checklist", 30, (20, 60, 6), screen: (80, 24), [.end, .home, .space, .enter], "\"i01\""),
            paging(.whiptail, "checklist", 30, (0, 0, 0), screen: (120, 40), [.pageDown, .space, .enter], "\"i30\""),
            paging(.whiptail, "checklist", 30, (0, 0, 0), screen: (120, 40), [.pageDown, .pageDown, .pageUp, .space, .enter], "\"i01\""),
            paging(.whiptail, "checklist", 30, (0, 0, 0), screen: (120, 40), [.end, .space, .enter], "\"i01\""),
            paging(.whiptail, "checklist", 30, (0, 0, 0), screen: (120, 40), [.end, .home, .space, .enter], "\"i01\""),
            paging(.whiptail, "checklist", 30, (20, 60, 6), screen: (120, 40), [.pageDown, .space, .enter], "\"i07\""),
            paging(.whiptail, "checklist", 30, (20, 60, 6), screen: (120, 40), [.pageDown, .pageDown, .pageUp, .space, .enter], "\"i07\""),
            paging(.whiptail, "checklist", 30, (20, 60, 6), screen: (120, 40), [.end, .space, .enter], "\"i01\""),
            paging(.whiptail, "checklist", 30, (20, 60, 6), screen: (120, 40), [.end, .home, .space, .enter], "\"i01\""),
            paging(.whiptail, "radiolist", 10, (0, 0, 0), screen: (80, 24), [.pageDown, .space, .enter], "i10"),
            paging(.whiptail, "radiolist", 10, (16, 50, 0), screen: (80, 24), [.pageDown, .space, .enter], "i10"),
            paging(.whiptail, "radiolist", 10, (20, 60, 6), screen: (80, 24), [.pageDown, .space, .enter], "i07"),
            paging(.whiptail, "radiolist", 10, (0, 0, 0), screen: (120, 40), [.pageDown, .space, .enter], "i10"),
            paging(.whiptail, "radiolist", 10, (16, 50, 0), screen: (120, 40), [.pageDown, .space, .enter], "i10"),
            paging(.whiptail, "radiolist", 10, (20, 60, 6), screen: (120, 40), [.pageDown, .space, .enter], "i07"),
            paging(.whiptail, "radiolist", 30, (0, 0, 0), screen: (80, 24), [.pageDown, .space, .enter], "i16"),
            paging(.whiptail, "radiolist", 30, (0, 0, 0), screen: (80, 24), [.pageDown, .pageDown, .pageUp, .space, .enter], "i15"),
            paging(.whiptail, "radiolist", 30, (0, 0, 0), screen: (80, 24), [.end, .space, .enter], "i01"),
            paging(.whiptail, "radiolist", 30, (0, 0, 0), screen: (80, 24), [.end, .home, .space, .enter], "i01"),
            paging(.whiptail, "radiolist", 30, (20, 60, 6), screen: (80, 24), [.pageDown, .space, .enter], "i07"),
            paging(.whiptail, "radiolist", 30, (20, 60, 6), screen: (80, 24), [.pageDown, .pageDown, .pageUp, .space, .enter], "i07"),
            paging(.whiptail, "radiolist", 30, (20, 60, 6), screen: (80, 24), [.end, .space, .enter], "i01"),
            paging(.whiptail, "radiolist", 30, (20, 60, 6), screen: (80, 24), [.end, .home, .space, .enter], "i01"),
            paging(.whiptail, "radiolist", 30, (0, 0, 0), screen: (120, 40), [.pageDown, .space, .enter], "i30"),
            paging(.whiptail, "radiolist", 30, (0, 0, 0), screen: (120, 40), [.pageDown, .pageDown, .pageUp, .space, .enter], "i01"),
            paging(.whiptail, "radiolist", 30, (0, 0, 0), screen: (120, 40), [.end, .space, .enter], "i01"),
            paging(.whiptail, "radiolist", 30, (0, 0, 0), screen: (120, 40), [.end, .home, .space, .enter], "i01"),
            paging(.whiptail, "radiolist", 30, (20, 60, 6), screen: (120, 40), [.pageDown, .space, .enter], "i07"),
            paging(.whiptail, "radiolist", 30, (20, 60, 6), screen: (120, 40), [.pageDown, .pageDown, .pageUp, .space, .enter], "i07"),
            paging(.whiptail, "radiolist", 30, (20, 60, 6), screen: (120, 40), [.end, .space, .enter], "i01"),
            paging(.whiptail, "radiolist", 30, (20, 60, 6), screen: (120, 40), [.end, .home, .space, .enter], "i01"),
        ])
    }

    /// A radio list of 30 items under a prompt of twelve lines: the prompt shows whole and the list keeps the rows the
    /// original gives it, so PgDn lands on the same item.
    func testLongPromptAboveAList() throws {
        let prompt = (1...12).map { "Line \($0) of the explanation" }.joined(separator: "\\n")
        func long(_ program: Program, _ size: (Int, Int, Int), screen: (Int, Int), _ answer: String) -> Case {
            Case("\(program.rawValue) long prompt sized \(size) at \(screen.0)x\(screen.1)", program,
                 ["--radiolist", prompt, "\(size.0)", "\(size.1)", "\(size.2)"] + Self.items(30, state: "off"),
                 [.pageDown, .space, .enter], screen: screen, answer: answer)
        }
        try check([
            long(.whiptail, (0, 0, 0), screen: (80, 24), "i05"),
            long(.whiptail, (0, 60, 0), screen: (80, 24), "i05"),
            long(.whiptail, (22, 70, 4), screen: (80, 24), "i05"),
            long(.whiptail, (0, 0, 0), screen: (120, 40), "i21"),
            long(.whiptail, (0, 60, 0), screen: (120, 40), "i21"),
            long(.whiptail, (22, 70, 4), screen: (120, 40), "i05"),
            long(.dialog, (0, 0, 0), screen: (80, 24), "i06"),
            long(.dialog, (0, 60, 0), screen: (80, 24), "i06"),
            long(.dialog, (22, 70, 4), screen: (80, 24), "i05"),
            long(.dialog, (0, 0, 0), screen: (120, 40), "i22"),
            long(.dialog, (0, 60, 0), screen: (120, 40), "i21"),
            long(.dialog, (22, 70, 4), screen: (120, 40), "i05"),
        ])
    }
}
