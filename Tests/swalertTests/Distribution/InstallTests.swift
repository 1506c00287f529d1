import Foundation
import XCTest

/// `make install` and `make uninstall` of the binary `swift test` built (`BINARY=`, so nothing is built here), and
/// each installed file found by the program that reads it. The install of the release binary itself, which
/// builds it, is `scripts/check-install`, a step of `.ci/run`.
final class InstallTests: XCTestCase {
    private static let installed = [
        "bin/swalert", "share/man/man1/swalert.1", "share/bash-completion/completions/swalert",
        "share/zsh/site-functions/_swalert", "share/fish/vendor_completions.d/swalert.fish",
    ]

    /// Each shell looks where `make install` put its completion: bash-completion's loader and fish through
    /// XDG_DATA_DIRS, zsh's compinit through fpath. (fish loads a command's completions once the command is
    /// on the PATH.)
    func testEachShellFindsTheInstalledCompletion() throws {
        let prefix = try TemporaryDirectory()
        let root = prefix.url.path
        try make("install", "PREFIX=\(root)", "BINARY=\(Binary.swalert.path)")
        defer { _ = try? make("uninstall", "PREFIX=\(root)") }
        let share = ["XDG_DATA_DIRS": "\(root)/share", "PATH": "\(root)/bin:/usr/local/bin:/usr/bin:/bin"]

        let loader = "/usr/share/bash-completion/bash_completion"
        XCTAssertTrue(FileManager.default.fileExists(atPath: loader), "bash-completion is not installed (.ci/run installs it)")
        let bash = try Programs.run(try Programs.require("bash"), [
            "--norc", "--noprofile", "-c", "source \(loader); __load_completion swalert; complete -p swalert",
        ], environment: share)
        XCTAssertEqual(bash.stdout, "complete -F _swalert swalert\n", bash.stderr)

        let fish = try Programs.run(try Programs.require("fish"), ["-c", "complete -C 'swalert con'"], environment: share)
        XCTAssertTrue(fish.stdout.hasPrefix("confirm\t"), "fish offered: \(fish.stdout) \(fish.stderr)")

        let zsh = try Programs.run(try Programs.require("zsh"), [
            "-f", "-c", "fpath=(\(root)/share/zsh/site-functions $fpath); autoload -Uz compinit; compinit -u -D; print -r -- $_comps[swalert]",
        ])
        XCTAssertEqual(zsh.stdout, "_swalert\n", zsh.stderr)
    }

    func testDestdirStagesUnderItAndBinaryInstallsThatFileStripped() throws {
        let stage = try TemporaryDirectory()
        try make("install", "DESTDIR=\(stage.url.path)", "PREFIX=/usr", "BINARY=\(Binary.swalert.path)")
        for path in Self.installed {
            XCTAssertTrue(FileManager.default.fileExists(atPath: "\(stage.url.path)/usr/\(path)"), "not staged: \(path)")
        }
        // The file given, stripped as `strip` strips it (install -s): no symbols, no debug information.
        let installed = "\(stage.url.path)/usr/bin/swalert"
        let stripped = stage.url.appendingPathComponent("stripped").path
        let strip = try Programs.run(try Programs.require("strip", package: "binutils"), ["-o", stripped, Binary.swalert.path])
        XCTAssertEqual(strip.status, 0, strip.stderr)
        XCTAssertEqual(FileManager.default.contents(atPath: installed), FileManager.default.contents(atPath: stripped))
        XCTAssertEqual(try Self.sections(of: Binary.swalert.path).filter { $0 == ".symtab" || $0.hasPrefix(".debug_") }.isEmpty,
                       false, "the test binary has symbols and debug information to strip")
        XCTAssertEqual(try Self.sections(of: installed).filter { $0 == ".symtab" || $0.hasPrefix(".debug_") }, [],
                       "make install left symbols or debug information in the binary")
        XCTAssertEqual(try Programs.run(installed, ["--version"]).stdout, try Programs.run(Binary.swalert.path, ["--version"]).stdout)
        try FileManager.default.removeItem(atPath: stripped)
        try make("uninstall", "DESTDIR=\(stage.url.path)", "PREFIX=/usr")
        let left = FileManager.default.enumerator(atPath: stage.url.path)?.compactMap { $0 as? String }
            .filter { !((try? FileManager.default.attributesOfItem(atPath: "\(stage.url.path)/\($0)")[.type] as? FileAttributeType)
                        == .typeDirectory) } ?? []
        XCTAssertEqual(left, [], "make uninstall left files behind")
    }

    // MARK: - Helpers

    /// The names of an ELF file's sections, as readelf lists them.
    private static func sections(of path: String) throws -> [String] {
        let listing = try Programs.run(try Programs.require("readelf", package: "binutils"), ["--section-headers", "--wide", path])
        return listing.stdout.components(separatedBy: "\n").compactMap { line in
            guard let close = line.firstIndex(of: "]"), line.hasPrefix("  [") else { return nil }
            return line[line.index(after: close)...].split(separator: " ").first.map(String.init)
        }
    }

    @discardableResult
    private func make(_ arguments: String...) throws -> Finished {
        // The user's HOME and PATH, as a packager's shell has them.
        let environment = ProcessInfo.processInfo.environment
        let result = try Programs.run(try Programs.require("make"), ["--no-print-directory"] + arguments,
                                      environment: ["PATH": environment["PATH"] ?? "/usr/bin:/bin", "HOME": environment["HOME"] ?? "/"],
                                      timeout: 120)
        XCTAssertEqual(result.status, 0, "make \(arguments.joined(separator: " ")):\n\(result.stdout)\n\(result.stderr)")
        return result
    }
}
