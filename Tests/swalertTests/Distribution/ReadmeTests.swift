import Foundation
import XCTest

/// README.md against what it describes: the commands and options that exist, the pictures the script
/// makes, the benchmark's own figures, the Makefile's targets.
final class ReadmeTests: XCTestCase {
    func testTheTwoCommandsForAFreshMachineAreThere() throws {
        let code = Readme.codeBlocks(in: try XCTUnwrap(try Readme.load().section("Try it")))
        XCTAssertEqual(code, ["""
            swift run swalert confirm "Ready?"     # shows a real dialog; answer with y, n, Enter or Esc
            swift test --parallel --num-workers 4   # runs the tests (.ci/run does the same, installing tmux first if needed)
            """])
    }

    func testTheQuickStartShowsEveryDialogInALineOfItsOwn() throws {
        let help = try HelpOptions.load()
        let code = Readme.codeBlocks(in: try XCTUnwrap(try Readme.load().section("Quick start")))
        XCTAssertEqual(code.count, 1)
        let lines = try XCTUnwrap(code.first).components(separatedBy: "\n")
        XCTAssertEqual(lines.count, help.dialogs.count, "one line per dialog")
        XCTAssertEqual(lines.flatMap { swalertInvocations(in: $0, commands: help.commands).map(\.command) }, help.dialogs)
    }

    /// Every `swalert COMMAND` in the README, in the man page's EXAMPLES and in `swalert --help` uses only
    /// options that command has.
    func testEveryExampleUsesOnlyOptionsItsCommandHas() throws {
        let help = try HelpOptions.load()
        let readme = try Readme.load().text
        let overview = try Programs.run(Binary.swalert.path, ["--help"]).stdout
        let sources: [(String, String)] = [
            ("README.md code", Readme.codeBlocks(in: readme).joined(separator: "\n")),
            ("README.md inline code", Readme.codeSpans(in: readme).joined(separator: "\n")),
            ("EXAMPLES of the man page", try XCTUnwrap(try ManPage.load().section("EXAMPLES")).text),
            ("swalert --help", HelpOptions.section("Examples:", of: overview).joined(separator: "\n")),
        ]
        for (place, text) in sources {
            let invocations = swalertInvocations(in: text, commands: help.commands)
            XCTAssertFalse(invocations.isEmpty, "no swalert command found in \(place)")
            for (command, options) in invocations {
                let unknown = options.filter { !help.options[command, default: []].contains($0) }
                XCTAssertEqual(unknown, [], "\(place): swalert \(command) has no such option")
            }
        }
    }

    func testEveryPictureIsShownAndMadeByTheScript() throws {
        let readme = try Readme.load().text
        let script = try Repository.text("scripts/pictures")
        let shown = Set(ManPageTests.captures(#"\]\(docs/pictures/([a-z-]+)\.svg\)"#, in: readme))
        let made = Set(ManPageTests.captures(#"(?m)^picture ([a-z-]+) "#, in: script))
        let committed = Set(try Self.pictures(ending: ".svg"))
        XCTAssertFalse(made.isEmpty)
        XCTAssertEqual(shown, made, "pictures in the README against those scripts/pictures makes")
        XCTAssertEqual(committed, made, "docs/pictures against what scripts/pictures makes")
        for name in committed {
            let svg = try Repository.text("docs/pictures/\(name).svg")
            XCTAssertTrue(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""), name)
            XCTAssertTrue(svg.hasSuffix("</svg>\n"), name)
            XCTAssertTrue(svg.contains("<text"), "\(name).svg has no text")
        }
    }

    /// The screenshots from a real xterm: those the README shows are those scripts/pictures-xterm and
    /// scripts/pictures-xterm16 take and those committed, each a PNG small enough for a README (the scripts keep a
    /// palette of 64 colours).
    func testEveryScreenshotIsShownAndTakenByTheScript() throws {
        let readme = try Readme.load().text
        let script = try Repository.text("scripts/pictures-xterm")
        let shown = Set(ManPageTests.captures(#"\]\(docs/pictures/([a-z0-9-]+)\.png\)"#, in: readme))
        let shots = Set(ManPageTests.captures(#"(?m)^(?:shot|pair|fade) ([a-z0-9-]+)(?: |$)"#, in: script))
        let sheets = Set(ManPageTests.captures(#"(?m)^sheet ([a-z0-9-]+)"#, in: try Repository.text("scripts/pictures-xterm16")))
        XCTAssertEqual(shots, ["xterm-alert-dark", "xterm-alert-light", "xterm-tmux-backdrop", "xterm-tmux-dimmed-256",
                               "xterm-tmux-dimmed-16", "xterm-fade-16-light", "xterm-choose-filter-words",
                               "xterm-choose-accessible", "xterm-wait-light", "xterm-toast-light", "xterm-fade-out-16-dark"])
        XCTAssertEqual(sheets, ["xterm16-dark", "xterm16-light"])
        // The languages' pictures: German and Japanese in the README, Arabic in docs/LANGUAGES.md.
        let languages = Set(ManPageTests.captures(#"(?m)^shot ([a-z0-9-]+) "#, in: try Repository.text("scripts/pictures-languages")))
        XCTAssertEqual(languages, ["xterm-confirm-de", "xterm-confirm-ja", "xterm-confirm-ar", "mlterm-confirm-ar"])
        let inLanguages = Set(ManPageTests.captures(#"\]\(pictures/([a-z0-9-]+)\.png\)"#, in: try Repository.text("docs/LANGUAGES.md")))
        XCTAssertEqual(inLanguages, ["xterm-confirm-ar", "mlterm-confirm-ar"])
        let taken = shots.union(sheets).union(languages)
        XCTAssertEqual(shown.union(inLanguages), taken, "screenshots in the README and LANGUAGES.md against those the scripts take")
        XCTAssertEqual(Set(try Self.pictures(ending: ".png")), taken, "docs/pictures against what the scripts take")
        for name in ["scripts/pictures-xterm", "scripts/pictures-xterm16"] {
            XCTAssertTrue(try Repository.text("scripts/pictures").contains(name + " "), "scripts/pictures --xterm runs \(name)")
        }
        for name in taken {
            let png = try Data(contentsOf: Repository.url("docs/pictures/\(name).png"))
            XCTAssertEqual(Array(png.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "\(name).png is no PNG")
            XCTAssertLessThan(png.count, 64 * 1024, "\(name).png")
        }
    }

    /// The names of the files in docs/pictures that end with `suffix`, without it.
    static func pictures(ending suffix: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: Repository.url("docs/pictures").path)
            .filter { $0.hasSuffix(suffix) }.map { String($0.dropLast(suffix.count)) }
    }

    /// The comparison's figures are the benchmark's: each number in its table is one docs/BENCHMARKS.md
    /// records.
    func testTheBenchmarkFiguresAreTheRecordedOnes() throws {
        let section = try XCTUnwrap(try Readme.load().section("Compared with dialog, whiptail and gum"))
        let figures = try XCTUnwrap(Readme.tables(in: section).last).dropFirst().flatMap { $0.dropFirst() }
        let recorded = Set(Readme.tables(in: try Repository.text("docs/BENCHMARKS.md")).flatMap { $0.flatMap { $0 } })
        var checked = 0
        for figure in figures {
            let number = figure.replacingOccurrences(of: ",", with: "").replacingOccurrences(of: " ms", with: "")
                .replacingOccurrences(of: " KiB", with: "")
            guard Double(number) != nil else { continue }
            XCTAssertTrue(recorded.contains(number), "\(figure) is not a figure docs/BENCHMARKS.md records")
            checked += 1
        }
        XCTAssertGreaterThan(checked, 20, "the README's benchmark table was not found")
    }

    func testInstallNamesTheMakefilesTargetsAndVariables() throws {
        let install = try XCTUnwrap(try Readme.load().section("Install"))
        let makefile = try Repository.text("Makefile")
        for target in ["install", "uninstall", "test"] {
            XCTAssertTrue(install.contains("make \(target)"), "the README does not show make \(target)")
            XCTAssertTrue(makefile.contains("\n\(target):"), "the Makefile has no \(target) target")
        }
        for variable in ["PREFIX", "DESTDIR", "BINARY"] {
            XCTAssertTrue(install.contains(variable + "="), "the README does not show \(variable)=")
            XCTAssertTrue(makefile.contains("$(\(variable))"), "the Makefile does not use \(variable)")
        }
    }
}
