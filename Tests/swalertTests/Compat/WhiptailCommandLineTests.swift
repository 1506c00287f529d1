import Foundation
import XCTest

/// swalert as whiptail outside a dialog: run by either name, its help and version, and what it does with no
/// terminal at all, each against the real whiptail where that is installed.
final class WhiptailCommandLineTests: XCTestCase {
    private static let whiptail: String? = ["/usr/bin/whiptail", "/bin/whiptail", "/usr/local/bin/whiptail"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    /// A link named `whiptail` to the swalert under test.
    private func link() throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("swalert-whiptail-cli-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent("whiptail").path
        try? FileManager.default.removeItem(atPath: path)
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: Binary.swalert.path)
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        return path
    }

    private struct Run: Equatable {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs `program` with `arguments`, stdin from /dev/null; with `terminal: false`, in a new session with no
    /// controlling terminal (`setsid -w`), as cron and CI run scripts.
    private func run(_ program: String, _ arguments: [String], terminal: Bool = true) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: terminal ? program : "/usr/bin/setsid")
        process.arguments = terminal ? arguments : ["-w", program] + arguments
        process.environment = ["PATH": "/usr/bin:/bin", "TERM": "xterm-256color", "LANG": "C.UTF-8"]
        process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
                   stderr: String(decoding: err, as: UTF8.self))
    }

    func testALinkNamedWhiptailAndSwalertWhiptailAreTheSame() throws {
        for arguments in [["--bogus"], ["--msgbox", "hi"], ["-v"], ["--help"]] {
            XCTAssertEqual(try run(try link(), arguments), try run(Binary.swalert.path, ["whiptail"] + arguments), "\(arguments)")
        }
        XCTAssertEqual(try run(Binary.swalert.path, ["whiptail", "--bogus"]),
                       Run(status: 1, stdout: "", stderr: "swalert whiptail: --bogus: unknown option\n"))
    }

    func testHelpIsWhiptailsUsageAndTheVersionSaysItIsSwalert() throws {
        let help = try run(try link(), ["--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertEqual(help.stderr, "")
        if let whiptail = Self.whiptail {
            XCTAssertEqual(help.stdout, try run(whiptail, ["--help"]).stdout, "whiptail --help, word for word")
        } else {
            XCTAssertTrue(help.stdout.hasPrefix("Box options: \n\t--msgbox <text> <height> <width>\n"))
        }
        let version = try run(try link(), ["--version"])
        XCTAssertEqual(version.status, 0)
        XCTAssertTrue(version.stdout.hasPrefix("whiptail (newt): 0.52.23 (swalert "), version.stdout)
    }

    /// With no terminal, whiptail ends with 255 for every box that asks (after "Failed to open terminal."),
    /// and 0 for an info box; swalert ends alike, with one line on stderr.
    func testWithNoTerminalEachBoxEndsAsWhiptailDoes() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("whiptail-notes-\(getpid())")
        try "Notes\n".write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let cases: [([String], Int32)] = [
            (["--msgbox", "Done", "0", "0"], 255),
            (["--yesno", "Sure?", "0", "0"], 255),
            (["--inputbox", "Name", "0", "0"], 255),
            (["--passwordbox", "Pass", "0", "0"], 255),
            (["--textbox", file.path, "0", "0"], 255),
            (["--menu", "Pick", "0", "0", "0", "a", "A"], 255),
            (["--radiolist", "Pick", "0", "0", "0", "a", "A", "on"], 255),
            (["--checklist", "Pick", "0", "0", "0", "a", "A", "on"], 255),
            (["--gauge", "Copying", "0", "0", "0"], 255),
            (["--infobox", "Working", "0", "0"], 0),
        ]
        let swalert = try link()
        for (arguments, status) in cases {
            let ours = try run(swalert, arguments, terminal: false)
            XCTAssertEqual(ours.status, status, "\(arguments): \(ours.stderr)")
            XCTAssertEqual(ours.stdout, "", "\(arguments)")
            XCTAssertEqual(ours.stderr.filter { $0 == "\n" }.count, 1, "one line on stderr: \(ours.stderr.debugDescription)")
            if let whiptail = Self.whiptail {
                XCTAssertEqual(try run(whiptail, arguments, terminal: false).status, status, "whiptail \(arguments)")
            }
        }
    }
}
