import Foundation
import XCTest

/// whiptail's options that no other case gives (`--fullbuttons`, `--help`, `--version`), beside the real whiptail:
/// the same keys, the same status under both. `DifferentialCoverageTests` checks that every option of whiptail's
/// man page has a case here or in `WhiptailDifferentialTests`.
final class WhiptailOptionCoverageDifferentialTests: XCTestCase {
    typealias Press = DialogDifferential.Press

    static let whiptail: String? = ["/usr/bin/whiptail", "/bin/whiptail", "/usr/local/bin/whiptail"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    /// A link named `whiptail` to the swalert under test, in a directory of its own.
    static let swalertAsWhiptail: String = {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("swalert-whiptail-cover-\(getpid())")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let link = directory.appendingPathComponent("whiptail").path
        try? FileManager.default.removeItem(atPath: link)
        try? FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: Binary.swalert.path)
        return link
    }()

    func testFullButtons() throws {
        try check("--fullbuttons, yesno Tab Enter", ["--fullbuttons", "--yesno", "Delete the build?", "0", "0"], [.tab, .enter],
                  status: 1, ready: "Delete")
        try check("--fullbuttons, menu End", ["--fullbuttons", "--menu", "Pick", "0", "0", "0", "a", "Apple", "b", "Banana",
                                              "c", "Cherry"], [.end, .enter], status: 0, answer: "c", ready: "Pick")
    }

    /// The keys that change answers, on the boxes whose other cases do not press them.
    func testKeysThatChangeAnswers() throws {
        let sizes = ["s", "Small", "off", "m", "Medium", "on", "l", "Large", "off"]
        let radio = ["--radiolist", "Pick a size", "0", "0", "0"]
        let longRadio = ["--radiolist", "Pick an item", "20", "60", "8"] + (1...30).flatMap { ["r\($0)", "Row \($0)", "off"] }
        let longCheck = ["--checklist", "Pick items", "20", "60", "8"] + (1...30).flatMap { ["c\($0)", "Row \($0)", "off"] }
        try check("radiolist, Esc", radio + sizes, [.down, .space, .escape], status: 255, ready: "Pick")
        try check("radiolist, --default-item is not read: Space on the first", ["--default-item", "l"] + radio + sizes,
                  [.space, .enter], status: 0, answer: "s", ready: "Pick")
        try check("radiolist, long: PgDn Space", longRadio, [.pageDown, .space, .enter], status: 0, answer: "r9", ready: "Pick")
        try check("radiolist, long: End Home Space", longRadio, [.end, .home, .space, .enter], status: 0, answer: "r1", ready: "Pick")
        try check("checklist, long: End Space PgUp Space", longCheck, [.end, .space, .pageUp, .space, .enter], status: 0,
                  answer: "", ready: "Pick")
        try check("checklist, long: PgDn Space PgDn Space", longCheck, [.pageDown, .space, .pageDown, .space, .enter], status: 0,
                  answer: "\"c9\" \"c17\"", ready: "Pick")
        try check("checklist, --default-item is not read: Space on the first", ["--default-item", "vnc", "--checklist", "Interfaces", "0", "0", "0",
                                                           "ssh", "SSH", "off", "vnc", "VNC", "off"], [.space, .enter], status: 0,
                  answer: "\"ssh\"", ready: "Interfaces")
        try check("passwordbox, Esc", ["--passwordbox", "Passphrase:", "10", "50"], [.text("s3"), .escape], status: 255,
                  ready: "Passphrase")
        try check("menu, End then Home", ["--menu", "Pick", "0", "0", "0", "a", "Apple", "b", "Banana", "c", "Cherry"],
                  [.end, .home, .enter], status: 0, answer: "a", ready: "Pick")
        try check("yesno, --defaultno, Tab to Yes", ["--defaultno", "--yesno", "Delete the build?", "0", "0"], [.tab, .enter],
                  status: 0, ready: "Delete")
    }

    /// `--help` and `--version` end 0 with their text on stdout: the usage naming the boxes, the version naming the program.
    func testHelpAndVersion() throws {
        for program in [Self.swalertAsWhiptail] + (Self.whiptail.map { [$0] } ?? []) {
            for (option, needle) in [("--help", "--msgbox"), ("--version", "whiptail (")] {
                let process = try PTYProcess(program, [option], environment: ["LANG": "C.UTF-8"], stdin: .terminal, stdout: .pipe,
                                             stderr: .terminal)
                XCTAssertEqual(try process.waitForExit(timeout: 10), .exited(0), "\(program) \(option)")
                let text = String(decoding: process.stdoutBytes, as: UTF8.self)
                XCTAssertTrue(text.contains(needle), "\(program) \(option): \(text.debugDescription)")
            }
        }
    }

    /// Runs the command line under swalert and under whiptail, types `keys` once `ready` shows, and checks the status
    /// and the answer on stderr of each.
    private func check(_ name: String, _ arguments: [String], _ keys: [Press], status: Int32, answer: String = "",
                       ready: String, file: StaticString = #filePath, line: UInt = #line) throws {
        for program in [Self.swalertAsWhiptail] + (Self.whiptail.map { [$0] } ?? []) {
            let process = try PTYProcess(program, arguments, environment: ["LANG": "C.UTF-8", "SWALERT_NO_ANIMATION": "1"],
                                         stdin: .terminal, stdout: .terminal, stderr: .pipe)
            _ = try process.waitForOutput(containing: ready)
            try process.type(keys.flatMap(\.sequences))
            let termination = try process.waitForExit(timeout: 10)
            XCTAssertEqual(termination, .exited(status), "\(name), under \(program)", file: file, line: line)
            XCTAssertEqual(process.stderrText, answer, "\(name), under \(program)", file: file, line: line)
        }
    }
}
