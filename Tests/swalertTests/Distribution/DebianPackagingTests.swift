import Foundation
import XCTest

/// packaging/debian/ against what scripts/build-deb needs from it: a changelog of the version swalert says, a
/// copyright file in the machine-readable format, and control templates it can fill. Building and installing the
/// packages is scripts/check-deb, a step of .ci/run (it needs the release build and lintian).
final class DebianPackagingTests: XCTestCase {
    func testTheChangelogBeginsWithTheVersionSwalertSays() throws {
        let said = try Programs.run(Binary.swalert.path, ["--version"]).stdout
        let version = try XCTUnwrap(said.hasPrefix("swalert ") ? said.dropFirst(8).trimmingCharacters(in: .newlines) : nil, said)
        let lines = try Repository.text("packaging/debian/changelog").components(separatedBy: "\n")
        let first = try XCTUnwrap(lines.first)
        XCTAssertTrue(first.hasPrefix("swalert (\(version)-"), "packaging/debian/changelog begins '\(first)'; swalert is \(version)")
        XCTAssertTrue(first.hasSuffix(") unstable; urgency=medium"), first)
        // The trailer: " -- Name <address>  date", two spaces before an RFC 5322 date, as dpkg-parsechangelog reads it.
        let trailer = try XCTUnwrap(lines.first { $0.hasPrefix(" -- ") }, "the first entry has no trailer line")
        let parts = trailer.components(separatedBy: ">  ")
        XCTAssertEqual(parts.count, 2, trailer)
        XCTAssertTrue(parts[0].contains(" <"), "no address in: \(trailer)")
        let date = DateFormatter()
        date.locale = Locale(identifier: "en_US_POSIX")
        date.dateFormat = "EEE, dd MMM yyyy HH:mm:ss Z"
        XCTAssertNotNil(date.date(from: parts.last ?? ""), "not a date dpkg reads: \(parts.last ?? "")")
    }

    func testTheCopyrightFileIsMachineReadable() throws {
        let paragraphs = try Repository.text("packaging/debian/copyright").components(separatedBy: "\n\n")
        let header = try XCTUnwrap(paragraphs.first)
        XCTAssertTrue(header.hasPrefix("Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n"), header)
        XCTAssertTrue(header.contains("\nUpstream-Name: swalert\n"), header)
        let files = try XCTUnwrap(paragraphs.first { $0.hasPrefix("Files: *\n") }, "no paragraph for Files: *")
        XCTAssertTrue(files.contains("\nCopyright: "), files)
        XCTAssertTrue(files.contains("\nLicense: "), files)
    }

    /// Each template names its package and leaves the version, the maintainer and the size to build-deb.
    func testEveryControlTemplateIsFilledByBuildDeb() throws {
        let script = try Repository.text("scripts/build-deb")
        for name in ["swalert", "swalert-compat", "swalert-dbgsym"] {
            let control = try Repository.text("packaging/debian/control.\(name)")
            XCTAssertTrue(control.hasPrefix("Package: \(name)\nVersion: @VERSION@\n"), name)
            for field in ["Maintainer: @MAINTAINER@", "Installed-Size: @SIZE@", "Section: ", "Priority: optional", "Description: "] {
                XCTAssertTrue(control.contains("\n" + field), "control.\(name) has no \(field)")
            }
            XCTAssertTrue(script.contains("package \(name) "), "scripts/build-deb does not build \(name)")
        }
    }
}
