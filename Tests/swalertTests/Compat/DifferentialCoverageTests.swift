import Foundation
import XCTest

/// Every option and box the man pages of dialog 1.3 and whiptail 0.52 define is in at least one case of the
/// differential suites (the files named `Dialog…Differential…` and `Whiptail…Differential…` beside this one), and
/// each suite presses the keys and gives the options that change answers. The lists come from the man pages as
/// installed (`.ci/run` installs both programs); the cases are found by the option's quoted `"--name"` in their source.
final class DifferentialCoverageTests: XCTestCase {
    /// Options and boxes whose cases are written with their boxes, in other changes; each name leaves this list
    /// once those cases are in the suites, and the list is then empty.
    private static let pendingElsewhere: [String: [String]] = [:]

    /// dialog's options whose case fails today, so it is not in the suite: what swalert does instead.
    private static let differsToday: [String: String] = [:]

    /// The options that change answers, in every suite.
    private static let answerOptions = [["--nocancel", "--no-cancel"], ["--defaultno"], ["--default-item"]]
    /// The keys that change answers, as the suites' `Press` names them, in every suite.
    private static let answerKeys = [".escape", ".tab", ".pageUp", ".pageDown", ".home", ".end", ".space", ".text("]

    func testEveryDialogOptionAndBoxHasACase() throws {
        let page = try Self.manPage("dialog")
        var options = Set<String>()
        for line in page.components(separatedBy: "\n") {
            // The definitions: `.IP "\fB--name …"`, and `.B \*p --file …` / `.BI "\*p --create-rc "`.
            for start in [#".IP "\fB--"#, #".B \*p --"#, #".BI "\*p --"#] where line.hasPrefix(start) {
                options.insert(String(line.dropFirst(start.count).prefix { $0.isLetter || $0.isNumber || $0 == "-" }))
            }
        }
        // The man page names --and-widget in its text, as "the --and-widget token".
        if page.contains(#""\fB--and-widget\fP" token"#) { options.insert("and-widget") }
        XCTAssertGreaterThan(options.count, 100, "too few options read from dialog's man page: \(options.sorted())")
        for box in ["msgbox", "menu", "calendar", "editbox", "treeview", "and-widget", "file"] {
            XCTAssertTrue(options.contains(box), "--\(box) not read from dialog's man page")
        }
        let source = try Self.suites(named: "Dialog")
        let pending = Set(Self.pendingElsewhere.values.joined()).union(Self.differsToday.keys)
        let missing = options.subtracting(pending).filter { !source.contains("\"--\($0)\"") }.sorted()
        XCTAssertEqual(missing, [], "dialog's options and boxes with no differential case: \(missing.map { "--" + $0 })")
        let covered = pending.filter { source.contains("\"--\($0)\"") }.sorted()
        XCTAssertEqual(covered, [], "now in a case: take them out of pendingElsewhere / differsToday")
        Self.checkAnswerKeysAndOptions(in: source, suite: "dialog")
    }

    /// Every option that differs today is named in swalert's man page, whose COMPATIBILITY says how.
    func testEveryDifferenceIsInTheManPage() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../man/swalert.1")
        let page = try String(contentsOf: path, encoding: .utf8).replacingOccurrences(of: "\\-", with: "-")
        guard let start = page.range(of: ".SH COMPATIBILITY") else { return XCTFail("no COMPATIBILITY section in \(path.path)") }
        let rest = page[start.upperBound...]
        let section = rest[..<(rest.range(of: "\n.SH ")?.lowerBound ?? rest.endIndex)]
        let missing = Self.differsToday.keys.filter { name in
            !["\\fB--\(name)\\fP", "--\(name) ", "--\(name)\n", "--\(name),", "--\(name)."].contains { section.contains($0) }
        }.sorted()
        XCTAssertEqual(missing, [], "differs from dialog but not in the man page's COMPATIBILITY: \(missing.map { "--" + $0 })")
    }

    func testEveryWhiptailOptionAndBoxHasACase() throws {
        let page = try Self.manPage("whiptail")
        var options = Set<String>()
        // whiptail's page names only its own options, each as `--name` (with `\-` for each dash).
        var rest = Substring(page)
        while let start = rest.range(of: "--") {
            let name = rest[start.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "-" }
            if let first = name.first, first.isLetter { options.insert(String(name)) }
            rest = rest[start.upperBound...]
        }
        XCTAssertGreaterThan(options.count, 25, "too few options read from whiptail's man page: \(options.sorted())")
        for box in ["msgbox", "menu", "gauge", "nocancel", "fullbuttons", "topleft"] {
            XCTAssertTrue(options.contains(box), "--\(box) not read from whiptail's man page")
        }
        let source = try Self.suites(named: "Whiptail")
        let missing = options.filter { !source.contains("\"--\($0)\"") }.sorted()
        XCTAssertEqual(missing, [], "whiptail's options and boxes with no differential case: \(missing.map { "--" + $0 })")
        Self.checkAnswerKeysAndOptions(in: source, suite: "whiptail")
    }

    private static func checkAnswerKeysAndOptions(in source: String, suite: String, file: StaticString = #filePath,
                                                  line: UInt = #line) {
        for spellings in answerOptions {
            XCTAssertTrue(spellings.contains { source.contains("\"\($0)\"") }, "no \(suite) case gives \(spellings[0])",
                          file: file, line: line)
        }
        for key in answerKeys {
            XCTAssertTrue(source.contains(key), "no \(suite) case presses \(key)", file: file, line: line)
        }
    }

    /// The man page of `program` as installed, its `\-` made `-`.
    private static func manPage(_ program: String) throws -> String {
        let path = "/usr/share/man/man1/\(program).1.gz"
        guard FileManager.default.fileExists(atPath: path) else {
            XCTFail("\(path) is missing: install \(program) with its man page (apt-get install \(program))")
            return ""
        }
        let gzip = Process()
        gzip.executableURL = URL(fileURLWithPath: "/bin/sh")
        gzip.arguments = ["-c", "gzip -dc \"$0\" | head -c 1000000", path]
        let pipe = Pipe()
        gzip.standardOutput = pipe
        try gzip.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        gzip.waitUntilExit()
        XCTAssertEqual(gzip.terminationStatus, 0, "gzip -dc \(path)")
        return String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\\-", with: "-")
    }

    /// The source of the differential suites of one program, side by side: `<program>…Differential…Tests.swift`.
    private static func suites(named program: String) throws -> String {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasPrefix(program) && $0.contains("Differential") && $0.hasSuffix("Tests.swift") }
        XCTAssertFalse(names.isEmpty, "no \(program) differential suites in \(directory.path)")
        return try names.sorted().map { try String(contentsOf: directory.appendingPathComponent($0), encoding: .utf8) }
            .joined(separator: "\n")
    }
}
