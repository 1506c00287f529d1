import DialogKit
import Foundation
import XCTest
@testable import swalert

/// Each command's exit statuses come from one table, `ExitStatusTable`: its `--help` lists that table's rows
/// for it and no others, and the man page's and the README's table for the command give the same statuses,
/// so a status added for one command cannot be left out of, or copied into, another's list.
final class ExitStatusListTests: XCTestCase {
    /// `--help` shows the table's rows for the command, in its order and words, and nothing else.
    func testEachHelpListsTheTablesRowsForItsCommand() throws {
        let help = try HelpOptions.load()
        XCTAssertEqual(help.commands, Command.allCases.map(\.rawValue), "the commands swalert --help lists")
        for command in Command.allCases {
            let listed = Self.helpRows(of: help.texts[command.rawValue, default: ""], command: command)
            let rows = ExitStatusTable.rows(for: command)
            XCTAssertFalse(rows.isEmpty, "the table has no row for \(command)")
            XCTAssertEqual(Self.statuses(in: listed.map(\.status)), Self.statuses(in: rows.map(\.status)),
                           "statuses swalert \(command) --help lists against the table's for \(command)")
            XCTAssertEqual(listed.map(\.status), rows.map(\.status), "first column of swalert \(command) --help")
            XCTAssertEqual(listed.map(\.meaning), rows.map { $0.meanings[command] ?? "" },
                           "meanings in swalert \(command) --help")
        }
    }

    /// The man page's EXIT STATUS has a subsection per command, in the commands' order, each with one table,
    /// and that table gives the statuses the command's `--help` lists.
    func testEachCommandsManPageTableGivesTheStatusesItsHelpLists() throws {
        let help = try HelpOptions.load()
        let page = try ManPage.load()
        let titles = page.subsections.filter { $0.section == "EXIT STATUS" }.map(\.part.title)
        XCTAssertEqual(titles, help.commands, "subsections of the man page's EXIT STATUS")
        for command in help.commands {
            guard let part = page.subsection(command, in: "EXIT STATUS") else { continue }
            XCTAssertEqual(part.tables.count, 1, "tables under EXIT STATUS, \(command)")
            guard let table = part.tables.first else { continue }
            XCTAssertEqual(table.first, ["Outcome", "Status", "Stdout"], "the header of \(command)'s table")
            let helpRows = Self.helpRows(of: help.texts[command, default: ""], command: nil)
            XCTAssertEqual(Self.tabulated(table), Self.statuses(in: helpRows.map(\.status)),
                           "statuses in the man page's table for \(command) against swalert \(command) --help")
        }
    }

    /// The README's Exit status names the command above each table, in the man page's order, and each table
    /// gives the statuses that command's `--help` lists.
    func testEachCommandsReadmeTableGivesTheStatusesItsHelpLists() throws {
        let help = try HelpOptions.load()
        let section = try XCTUnwrap(try Readme.load().section("Exit status"))
        let tables = Self.readmeTables(in: section)
        XCTAssertEqual(tables.map(\.command), help.commands, "the commands named above the README's tables")
        for (command, table) in tables {
            let helpRows = Self.helpRows(of: help.texts[command, default: ""], command: nil)
            XCTAssertEqual(Self.tabulated(table), Self.statuses(in: helpRows.map(\.status)),
                           "statuses in the README's table for \(command) against swalert \(command) --help")
        }
    }

    /// A confirm has two buttons and Esc answers no: it cannot exit 255 or have too many buttons.
    func testConfirmListsNeitherEscapeNorTooManyButtons() throws {
        let help = try HelpOptions.load()
        func statusTable(_ command: String) -> String {
            HelpOptions.section("Exit status:", of: help.texts[command, default: ""]).joined(separator: "\n")
        }
        let confirm = statusTable("confirm"), alert = statusTable("alert")
        XCTAssertFalse(confirm.isEmpty, "swalert confirm --help has no exit-status table")
        for text in ["255", "more than 32 buttons"] {
            XCTAssertTrue(alert.contains(text), "swalert alert --help lacks \(text)")
            XCTAssertFalse(confirm.contains(text), "swalert confirm --help lists \(text):\n\(confirm)")
        }
    }

    /// The new status for wait's output is wait's alone.
    func testOnlyWaitListsTheOutputThatCouldNotBeCaptured() {
        for command in Command.allCases {
            let statuses = Self.statuses(in: ExitStatusTable.rows(for: command).map(\.status))
            XCTAssertEqual(statuses.contains(String(ExitStatus.cannotCapture)), command == .wait, "\(command)")
        }
    }

    // MARK: - Reading the lists

    /// The rows of a `--help`'s exit-status table, continuation lines joined to their row. With `command`,
    /// also checks the layout: lines at most `ExitStatusTable.width` wide, the status in a column 13 wide,
    /// continuation lines indented to the meaning.
    private static func helpRows(of help: String, command: Command?, file: StaticString = #filePath,
                                 line: UInt = #line) -> [(status: String, meaning: String)] {
        let lines = help.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: "Exit status:") else {
            XCTFail("no exit-status table in\n\(help)", file: file, line: line)
            return []
        }
        let indent = String(repeating: " ", count: ExitStatusTable.meaningColumn)
        var rows: [(status: String, meaning: String)] = []
        for text in lines[(start + 1)...].prefix(while: { !$0.trimmingCharacters(in: .whitespaces).isEmpty }) {
            if let command {
                XCTAssertLessThanOrEqual(text.displayWidth, ExitStatusTable.width, "swalert \(command) --help: \(text)",
                                         file: file, line: line)
            }
            if text.hasPrefix(indent), !rows.isEmpty {
                rows[rows.count - 1].meaning += " " + text.trimmingCharacters(in: .whitespaces)
                if let command {
                    XCTAssertFalse(text.dropFirst(indent.count).hasPrefix(" "), "swalert \(command) --help: \(text)",
                                   file: file, line: line)
                }
                continue
            }
            let status = text.dropFirst(2).prefix(ExitStatusTable.meaningColumn - 2)
            if let command {
                XCTAssertTrue(text.hasPrefix("  ") && !text.dropFirst(2).hasPrefix(" "),
                              "swalert \(command) --help: \(text)", file: file, line: line)
            }
            rows.append((status.trimmingCharacters(in: .whitespaces),
                         String(text.dropFirst(ExitStatusTable.meaningColumn))))
        }
        return rows
    }

    /// The README's tables under Exit status, each with the command named in backquotes on the line above.
    private static func readmeTables(in section: String) -> [(command: String, table: [[String]])] {
        var named: [(command: String, table: [[String]])] = [], label = ""
        var table: [String] = []
        for line in section.components(separatedBy: "\n") + [""] {
            if line.hasPrefix("|") {
                table.append(line)
                continue
            }
            if !table.isEmpty {
                named.append((label, Readme.tables(in: table.joined(separator: "\n")).first ?? []))
                table = []
            }
            if !line.isEmpty { label = ManPageTests.captures(#"^`(\w+)`:$"#, in: line).first ?? "" }
        }
        return named
    }

    /// The statuses in a man page or README table's Status column.
    private static func tabulated(_ table: [[String]]) -> [String] {
        statuses(in: table.dropFirst().map { $0.count > 1 ? $0[1] : "" })
    }

    /// The statuses a first or Status column gives, once each and sorted: `130/143/129` is three, `0, 1, ...`,
    /// `0 / 1` and `0 or 1` two, `128+N` and `N` one each. The tables' `its index` stands for `0, 1, ...`, and
    /// `its status` for `N`.
    private static func statuses(in column: [String]) -> [String] {
        Set(column.flatMap { cell in
            let text = cell.replacingOccurrences(of: "its index", with: "0, 1, ...")
                .replacingOccurrences(of: "its status", with: "N")
            return ManPageTests.captures(#"(?<![\w.+])(\d+\+N|\d+|N)(?![\w.+])"#, in: text)
        }).sorted { ($0.count, $0) < ($1.count, $1) }
    }
}
