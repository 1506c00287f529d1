import Foundation
import XCTest
@testable import swalert

/// `make install` and `make uninstall` into a temporary prefix, and each installed file found by the
/// program that reads it.
///
/// The first `make install` builds the release binary (scripts/build-release) unless it is up to date, so
/// a run of the whole suite builds it at most once.
final class InstallTests: XCTestCase {
    private static let installed = [
        "bin/swalert", "share/man/man1/swalert.1", "share/bash-completion/completions/swalert",
        "share/zsh/site-functions/_swalert", "share/fish/vendor_completions.d/swalert.fish",
    ]

    func testInstallIntoAPrefixThenUninstall() throws {
        let prefix = try TemporaryDirectory()
        let root = prefix.url.path
        try make("install", "PREFIX=\(root)")
        for path in Self.installed {
            XCTAssertTrue(FileManager.default.fileExists(atPath: "\(root)/\(path)"), "make install left out \(path)")
        }
        for (installed, source) in zip(Self.installed.dropFirst(), ["man/swalert.1", "completions/swalert.bash",
                                                                     "completions/_swalert", "completions/swalert.fish"]) {
            XCTAssertEqual(FileManager.default.contents(atPath: "\(root)/\(installed)"),
                           FileManager.default.contents(atPath: Repository.url(source).path), "\(installed) is not \(source)")
        }

        // The binary: runs, says its version, and on Linux needs no Swift runtime (a static executable).
        let binary = "\(root)/bin/swalert"
        let version = try Programs.run(binary, ["--version"])
        XCTAssertEqual(version.status, 0)
        XCTAssertEqual(version.stdout, "swalert \(Version.current)\n")
        #if os(Linux)
        XCTAssertEqual(try Self.interpreter(of: binary), nil, "the installed swalert is dynamically linked")
        #endif

        // man finds the page in the prefix.
        let man = try Programs.run(try Programs.require("man", package: "man-db"), ["-M", "\(root)/share/man", "-w", "swalert"])
        XCTAssertEqual(man.status, 0, man.stderr)
        XCTAssertEqual(man.stdout, "\(root)/share/man/man1/swalert.1\n")

        try make("uninstall", "PREFIX=\(root)")
        for path in Self.installed {
            XCTAssertFalse(FileManager.default.fileExists(atPath: "\(root)/\(path)"), "make uninstall left \(path)")
        }
    }

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

    func testDestdirStagesUnderItAndBinaryInstallsThatFile() throws {
        let stage = try TemporaryDirectory()
        try make("install", "DESTDIR=\(stage.url.path)", "PREFIX=/usr", "BINARY=\(Binary.swalert.path)")
        for path in Self.installed {
            XCTAssertTrue(FileManager.default.fileExists(atPath: "\(stage.url.path)/usr/\(path)"), "not staged: \(path)")
        }
        XCTAssertEqual(FileManager.default.contents(atPath: "\(stage.url.path)/usr/bin/swalert"),
                       FileManager.default.contents(atPath: Binary.swalert.path))
        try make("uninstall", "DESTDIR=\(stage.url.path)", "PREFIX=/usr")
        let left = FileManager.default.enumerator(atPath: stage.url.path)?.compactMap { $0 as? String }
            .filter { !((try? FileManager.default.attributesOfItem(atPath: "\(stage.url.path)/\($0)")[.type] as? FileAttributeType)
                        == .typeDirectory) } ?? []
        XCTAssertEqual(left, [], "make uninstall left files behind")
    }

    // MARK: - Helpers

    @discardableResult
    private func make(_ arguments: String...) throws -> Finished {
        // The user's HOME and PATH: a release build needs the toolchain and its caches.
        let environment = ProcessInfo.processInfo.environment
        let result = try Programs.run(try Programs.require("make"), ["--no-print-directory"] + arguments,
                                      environment: ["PATH": environment["PATH"] ?? "/usr/bin:/bin", "HOME": environment["HOME"] ?? "/"],
                                      timeout: 1200)
        XCTAssertEqual(result.status, 0, "make \(arguments.joined(separator: " ")):\n\(result.stdout)\n\(result.stderr)")
        return result
    }

    /// The program interpreter (`PT_INTERP`, the dynamic loader) an ELF executable names; nil for a static one.
    static func interpreter(of path: String) throws -> String? {
        let bytes = [UInt8](try XCTUnwrap(FileManager.default.contents(atPath: path)))
        guard bytes.count > 64, bytes[0...3] == [0x7F, 0x45, 0x4C, 0x46], bytes[4] == 2, bytes[5] == 1 else {
            throw HarnessError("\(path) is not a 64-bit little-endian ELF file")
        }
        func integer(_ offset: Int, _ size: Int) -> Int {
            (0..<size).reduce(0) { $0 | Int(bytes[offset + $1]) << (8 * $1) }
        }
        let headers = integer(0x20, 8), headerSize = integer(0x36, 2), count = integer(0x38, 2)
        for index in 0..<count {
            let header = headers + index * headerSize
            guard integer(header, 4) == 3 else { continue }  // PT_INTERP
            let offset = integer(header + 8, 8), size = integer(header + 32, 8)
            return String(decoding: bytes[offset..<(offset + size)].prefix { $0 != 0 }, as: UTF8.self)
        }
        return nil
    }
}
