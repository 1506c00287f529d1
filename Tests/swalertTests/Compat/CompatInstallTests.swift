import Foundation
import XCTest

/// `make install WITH_COMPAT=1` links `whiptail` (and `dialog`) to swalert beside it, and only when asked; `make uninstall` takes
/// that link away and leaves a whiptail that is not one. (The binary installed is the one under test, `BINARY=`,
/// so nothing is built.)
final class CompatInstallTests: XCTestCase {
    private func make(_ arguments: [String]) throws {
        let make = try Programs.require("make")
        let result = try Programs.run(make, ["--no-print-directory"] + arguments)
        XCTAssertEqual(result.status, 0, "make \(arguments.joined(separator: " ")): \(result.stderr)")
    }

    func testTheWhiptailLinkIsMadeOnlyWithCompatAndRemovedByUninstall() throws {
        let prefix = try TemporaryDirectory()
        let bin = prefix.url.appendingPathComponent("bin")
        let link = bin.appendingPathComponent("whiptail").path
        let install = ["install", "BINARY=\(Binary.swalert.path)", "PREFIX=\(prefix.url.path)"]

        try make(install)
        XCTAssertFalse(FileManager.default.fileExists(atPath: link), "a plain install makes no whiptail")

        try make(install + ["WITH_COMPAT=1"])
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link), "swalert", "a relative link beside swalert")
        let version = try Programs.run(link, ["--version"])
        XCTAssertTrue(version.stdout.hasPrefix("whiptail (newt): 0.52.23 (swalert "), "run by its name, swalert answers as whiptail")

        try make(["uninstall", "PREFIX=\(prefix.url.path)"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: link))
        XCTAssertFalse(FileManager.default.fileExists(atPath: bin.appendingPathComponent("swalert").path))

        try "#!/bin/sh\n".write(toFile: link, atomically: true, encoding: .utf8)
        try make(["uninstall", "PREFIX=\(prefix.url.path)"])
        XCTAssertTrue(FileManager.default.fileExists(atPath: link), "a whiptail of another's stays")
    }

    func testTheDialogLinkIsMadeOnlyWithCompatAndRemovedByUninstall() throws {
        let prefix = try TemporaryDirectory()
        let link = prefix.url.appendingPathComponent("bin").appendingPathComponent("dialog").path
        let install = ["install", "BINARY=\(Binary.swalert.path)", "PREFIX=\(prefix.url.path)"]

        try make(install)
        XCTAssertFalse(FileManager.default.fileExists(atPath: link), "a plain install makes no dialog")

        try make(install + ["WITH_COMPAT=1"])
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link), "swalert", "a relative link beside swalert")
        let version = try Programs.run(link, ["--version"])
        XCTAssertTrue(version.stdout.hasPrefix("Version: 1.3-20230209 (swalert "), "run by its name, swalert answers as dialog")

        try "#!/bin/sh\n".write(toFile: link, atomically: true, encoding: .utf8)
        try make(["uninstall", "PREFIX=\(prefix.url.path)"])
        XCTAssertTrue(FileManager.default.fileExists(atPath: link), "a dialog of another's stays")
    }
}
