import Foundation
import XCTest
@testable import swalert

/// man/swalert.1 against the binary's `--help` and the sources: every option and environment variable
/// documented, nothing documented that does not exist, and a page that renders without a warning.
final class ManPageTests: XCTestCase {
    private static let commonTitle = "Options of every dialog"

    func testRendersWithGroffWithoutAWarningAtAnyUsualWidth() throws {
        let groff = try Programs.require("groff", package: "groff-base")
        for width in [80, 60, 120] {
            let result = try Programs.run(groff, ["-man", "-t", "-Tutf8", "-ww", "-rLL=\(width)n", "man/swalert.1"])
            XCTAssertEqual(result.status, 0, "groff at \(width) columns")
            XCTAssertEqual(result.stderr, "", "groff warned at \(width) columns")
            XCTAssertTrue(result.stdout.contains("SWALERT(1)"), "groff printed no page at \(width) columns")
        }
    }

    func testRendersWithManWithoutAWarning() throws {
        let man = try Programs.require("man", package: "man-db")
        let result = try Programs.run(man, ["--warnings", "-l", "man/swalert.1"],
                                      environment: ["MANPAGER": "cat", "PAGER": "cat", "MANWIDTH": "80"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stderr, "")
        XCTAssertTrue(result.stdout.contains("EXIT STATUS"), result.stdout)
    }

    func testHasTheUsualSectionsInTheUsualOrder() throws {
        let titles = try ManPage.load().sections.map(\.title)
        // man-pages(7) order, with COMMANDS, FORMS, KEYS, PLAIN MODE and TAKING TURNS where a command's options, keys,
        // its other form, how it shares the terminal and its colours go.
        let expected = ["NAME", "SYNOPSIS", "DESCRIPTION", "OPTIONS", "COMMANDS", "FORMS", "TASKS", "KEYS", "PLAIN MODE", "TAKING TURNS", "ANSWERS", "THEMES", "EXIT STATUS",
                        "ENVIRONMENT", "FILES", "COMPATIBILITY", "EXAMPLES", "SEE ALSO"]
        XCTAssertEqual(titles, expected)
    }

    func testHeaderNamesTheVersionTheBinaryPrints() throws {
        let printed = try Programs.run(Binary.swalert.path, ["--version"])
        XCTAssertEqual(printed.stdout, "swalert \(Version.current)\n")
        let header = try ManPage.load().header
        XCTAssertTrue(header.contains("swalert \(Version.current)"), "the .TH line says \(header)")
    }

    func testSwalertsOwnOptionsAreTheOnesItsHelpLists() throws {
        let help = try HelpOptions.load()
        let page = try ManPage.load()
        let documented = Set(try XCTUnwrap(page.section("OPTIONS")).entries.flatMap { optionTokens(in: $0.tag) })
        XCTAssertEqual(documented, help.topLevel, "OPTIONS in the man page against swalert --help")
        XCTAssertTrue(help.topLevel.isSuperset(of: ["--help", "--version"]), "\(help.topLevel)")
    }

    /// Each command's options are its own subsection's tags plus those of the common subsection that do not
    /// say "Not for <command>".
    func testEveryCommandsOptionsAreDocumentedUnderItAndNothingElse() throws {
        let help = try HelpOptions.load()
        let page = try ManPage.load()
        let common = try XCTUnwrap(page.subsection(Self.commonTitle, in: "COMMANDS"), "no '\(Self.commonTitle)' subsection")
        XCTAssertFalse(common.entries.isEmpty)
        for command in help.dialogs {
            guard let own = page.subsection(command, in: "COMMANDS") else {
                XCTFail("COMMANDS has no subsection for \(command)")
                continue
            }
            let listed = try XCTUnwrap(help.options[command])
            let specific = Set(own.entries.flatMap { optionTokens(in: $0.tag) })
            let shared = Set(common.entries.filter { !Self.excludes($0.body, command) }.flatMap { optionTokens(in: $0.tag) })
            let documented = specific.union(shared)
            XCTAssertEqual(listed.subtracting(documented).sorted(), [],
                           "options swalert \(command) --help lists that the man page does not document for it")
            XCTAssertEqual(specific.subtracting(listed).sorted(), [],
                           "options the man page documents under \(command) that swalert \(command) --help does not list")
            XCTAssertEqual(shared.subtracting(listed).sorted(), [],
                           "options of '\(Self.commonTitle)' that \(command) does not take (say 'Not for \(command).')")
        }
    }

    /// COMPATIBILITY names another program's options, which `WhiptailManPageTests` holds to that program's.
    func testEveryOptionNamedAnywhereInThePageExists() throws {
        let help = try HelpOptions.load()
        let page = try ManPage.load()
        let named = Set(optionTokens(in: page.sections.filter { $0.title != "COMPATIBILITY" }.map(\.text).joined(separator: "\n")))
        XCTAssertEqual(named.subtracting(help.all).sorted(), [], "named in the man page, listed by no --help")
    }

    func testTheValuesOfEveryEnumeratedOptionAreDocumented() throws {
        let page = try ManPage.load()
        let common = try XCTUnwrap(page.subsection(Self.commonTitle, in: "COMMANDS"))
        /// The entry for `option` under `command`, following "As for alert." to alert's.
        func entry(_ option: String, of command: String) -> ManPage.Entry? {
            let own = page.subsection(command, in: "COMMANDS")?.entries ?? []
            guard let found = (own + common.entries).first(where: { optionTokens(in: $0.tag).contains(option) }) else {
                return nil
            }
            if let other = Self.captures(#"As for ([a-z]+)\."#, in: found.body).first, other != command {
                return entry(option, of: other)
            }
            return found
        }
        for command in Command.allCases {
            for option in command.options where !option.choices.isEmpty {
                let found = try XCTUnwrap(entry("--" + option.name, of: command.rawValue),
                                          "\(command.rawValue) --\(option.name) has no entry")
                let words = Set((found.tag + " " + found.body).split { !$0.isLetter }.map(String.init))
                for choice in option.choices {
                    XCTAssertTrue(words.contains(choice), "\(command.rawValue) --\(option.name): '\(choice)' is not in its entry")
                }
            }
        }
    }

    func testEnvironmentListsEveryVariableTheSourcesRead() throws {
        let read = try Self.variablesTheSourcesRead()
        // The lookup above must find at least the variables every user of a terminal program knows.
        XCTAssertTrue(read.isSuperset(of: ["NO_COLOR", "SWALERT_PLACEMENT", "SWALERT_NO_ANIMATION", "SWALERT_ASSUME_DEFAULT",
                                           "ESCDELAY", "TERM", "COLORTERM"]), "\(read.sorted())")
        let section = try XCTUnwrap(try ManPage.load().section("ENVIRONMENT"))
        let documented = Set(section.entries.flatMap { Self.variableNames(in: $0.tag) })
        XCTAssertEqual(read.subtracting(documented).sorted(), [], "read by the sources, missing from ENVIRONMENT")
        XCTAssertEqual(documented.subtracting(read).sorted(), [], "in ENVIRONMENT, read nowhere in the sources")
    }

    /// Every `environment["NAME"]` the executable's dictionary is asked for must be among the names it looked up.
    func testEveryVariableLookedUpByNameIsFetched() throws {
        let fetched = Set(Command.environmentVariables)
        for (path, text) in try Repository.sources() {
            for name in Self.captures(#"environment\["([A-Z][A-Z0-9_]*)"\]"#, in: text) {
                XCTAssertTrue(fetched.contains(name), "\(path) reads \(name), which Command.environmentVariables never fetches")
            }
        }
    }

    // MARK: - Helpers

    /// Whether a common option's text says the command does not take it ("Not for toast.", "Not for toast or wait.").
    private static func excludes(_ body: String, _ command: String) -> Bool {
        captures(#"Not for ([a-z]+(?:(?:, | or | and )[a-z]+)*)\."#, in: body.replacingOccurrences(of: "\n", with: " "))
            .contains { $0.split { !$0.isLetter }.map(String.init).contains(command) }
    }

    /// The variables the sources read: the names fetched for the command line's dictionary, and the names
    /// DialogKit looks up itself.
    static func variablesTheSourcesRead() throws -> Set<String> {
        var names = Set(Command.environmentVariables)
        for (_, text) in try Repository.sources() {
            names.formUnion(captures(#"(?:\benvironment|getenv)\("([A-Z][A-Z0-9_]*)"\)"#, in: text))
        }
        return names
    }

    private static func variableNames(in text: String) -> [String] {
        captures(#"\b([A-Z][A-Z0-9_]+)\b"#, in: text)
    }

    static func captures(_ pattern: String, in text: String) -> [String] {
        let expression = try! NSRegularExpression(pattern: pattern)
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
    }
}
