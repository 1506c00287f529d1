import Foundation
import XCTest

/// The exit statuses as ExitStatus.swift names them, each command's `--help` lists them, and the man
/// page and the README tabulate them: the same everywhere.
final class ExitStatusTableTests: XCTestCase {
    func testTheReadmesTablesAreTheManPagesRowForRow() throws {
        let man = try XCTUnwrap(try ManPage.load().section("EXIT STATUS")).tables
        let readme = Readme.tables(in: try XCTUnwrap(try Readme.load().section("Exit status")))
        XCTAssertFalse(man.isEmpty, "the man page's EXIT STATUS has no table")
        XCTAssertEqual(readme.count, man.count, "tables in the README's Exit status against the man page's")
        for (readmeTable, manTable) in zip(readme, man) {
            XCTAssertEqual(readmeTable, manTable)
        }
    }

    /// A status a `--help` lists must be in the man page and the README; a status the man page's tables
    /// give must be one some `--help` lists.
    func testEveryStatusAHelpListsIsDocumented() throws {
        let help = try HelpOptions.load()
        let man = try XCTUnwrap(try ManPage.load().section("EXIT STATUS"))
        let readme = try XCTUnwrap(try Readme.load().section("Exit status"))
        var listed = Set<Int>()
        for command in help.commands {
            let rows = HelpOptions.section("Exit status:", of: help.texts[command, default: ""])
            XCTAssertFalse(rows.isEmpty, "swalert \(command) --help has no exit-status table")
            let statuses = Set(rows.flatMap { Self.numbers(in: $0.components(separatedBy: "  ").first ?? "") })
            listed.formUnion(statuses)
            XCTAssertEqual(statuses.subtracting(Self.numbers(in: man.text)).sorted(), [],
                           "statuses swalert \(command) --help lists that the man page's EXIT STATUS does not")
            XCTAssertEqual(statuses.subtracting(Self.numbers(in: readme)).sorted(), [],
                           "statuses swalert \(command) --help lists that the README's Exit status does not")
        }
        let tabulated = Set(man.tables.flatMap { $0.dropFirst().flatMap { $0.count > 1 ? Self.numbers(in: $0[1]) : [] } })
        XCTAssertEqual(tabulated.subtracting(listed).sorted(), [], "statuses in the man page's tables no --help lists")
    }

    /// Each status ExitStatus.swift gives a name is documented everywhere.
    func testEveryNamedStatusIsInEveryTable() throws {
        let source = try Repository.text("Sources/swalert/ExitStatus.swift")
        let named = ManPageTests.captures(#"static let [a-zA-Z]+: Int32 = (\d+)"#, in: source).compactMap { Int($0) }
        XCTAssertGreaterThan(named.count, 5, "no statuses found in ExitStatus.swift")
        let help = try HelpOptions.load()
        let everyHelp = Set(help.texts.values.flatMap { text in
            HelpOptions.section("Exit status:", of: text).flatMap { Self.numbers(in: $0.components(separatedBy: "  ").first ?? "") }
        })
        let man = Self.numbers(in: try XCTUnwrap(try ManPage.load().section("EXIT STATUS")).text)
        let readme = Self.numbers(in: try XCTUnwrap(try Readme.load().section("Exit status")))
        for status in named {
            XCTAssertTrue(everyHelp.contains(status), "no --help lists exit status \(status)")
            XCTAssertTrue(man.contains(status), "the man page's EXIT STATUS does not give \(status)")
            XCTAssertTrue(readme.contains(status), "the README's Exit status does not give \(status)")
        }
    }

    /// The whole numbers in `text` (`130/143/129` is three, `128+N` one).
    private static func numbers(in text: String) -> Set<Int> {
        Set(ManPageTests.captures(#"(?<![\w.])(\d+)(?![\w.])"#, in: text).compactMap { Int($0) })
    }
}
