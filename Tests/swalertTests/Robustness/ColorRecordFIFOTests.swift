import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import XCTest
import TestSupport

/// A FIFO put at the colour record's path (`ttyN.colors` beside the turn's lock) is not a record: the dialog
/// opens it without waiting, sees it is no regular file, and draws and answers as if there were none, where it
/// used to block in `open(2)` with the terminal raw and SIGINT and SIGTERM caught but never acted on.
final class ColorRecordFIFOTests: XCTestCase {
    private let swalert = Binary.swalert.path
    private static let answer = "\u{1b}]11;rgb:ffff/ffff/ffff\u{1b}\\\u{1b}]10;rgb:0000/0000/0000\u{1b}\\\u{1b}[?62;22c"

    func testAFIFOAtTheRecordsPathNeitherBlocksTheDialogNorKeepsItFromAnswering() throws {
        let runtime = FileManager.default.temporaryDirectory.appendingPathComponent("swalert-fifo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        defer { try? FileManager.default.removeItem(at: runtime) }
        // The first dialog records the answer, which names the file; it is then replaced by a FIFO nobody writes.
        let script = "\"$0\" input First || exit 9; f=$(ls \"$XDG_RUNTIME_DIR\"/swalert-*/*.colors) || exit 8; "
            + "rm -f \"$f\" && mkfifo \"$f\" || exit 7; printf '<fifo>' > /dev/tty; \"$0\" input Second; echo rc=$?"
        let process = try PTYProcess("/bin/sh", ["-c", script, swalert],
                                     environment: ["SWALERT_NO_ANIMATION": "1", "XDG_RUNTIME_DIR": runtime.path],
                                     unsetting: ["COLORFGBG"], answersColourQuery: false)
        let asked = try process.waitForOutput(containing: "\u{1b}]11;?")
        process.send(Self.answer)
        try process.waitForOutput(containing: "First", after: asked)
        process.send("a\r")
        let fifo = try process.waitForOutput(containing: "<fifo>")
        try process.waitForOutput(containing: "Second", after: fifo)
        process.send("b\r")
        XCTAssertEqual(try process.waitForExit(), .exited(0), process.describeOutput())
        XCTAssertEqual(process.stdoutText, "a\nb\nrc=0\n")
        XCTAssertEqual(process.terminalModes().differences(from: process.initialModes), [])
        var status = stat()
        let record = try FileManager.default.contentsOfDirectory(atPath: runtime.path)
            .map { runtime.appendingPathComponent($0) }
            .flatMap { folder in try FileManager.default.contentsOfDirectory(atPath: folder.path).map { folder.appendingPathComponent($0).path } }
            .first { $0.hasSuffix(".colors") }
        XCTAssertNotNil(record)
        XCTAssertEqual(stat(record ?? "", &status), 0)
        XCTAssertEqual(status.st_mode & S_IFMT, S_IFIFO, "the FIFO is left as it was, never written through")
    }
}
