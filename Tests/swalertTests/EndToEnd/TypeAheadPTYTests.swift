import Foundation
import XCTest
@testable import DialogKit

/// Keys that arrive together with the key that ends a dialog (a fast typist, a script feeding the terminal, a
/// paste) belong to whatever runs next: the dialog takes its own key and leaves the rest queued.
final class TypeAheadPTYTests: XCTestCase {
    private let swalert = Binary.swalert.path

    /// Runs `dialog` (arguments of swalert) in a shell that then reads a line, and sends `keys` in one write once
    /// the dialog shows `shown`; returns what the shell read after the dialog, and the dialog's status.
    private func typeAhead(_ dialog: String, shown: String, keys: String) throws -> (status: String, line: String) {
        let script = "\"$0\" \(dialog) > /dev/null; status=$?; read -r line; printf 'status=%s line=[%s]\\n' \"$status\" \"$line\" > /dev/tty"
        let process = try PTYProcess("/bin/bash", ["-c", script, swalert], environment: ["SWALERT_NO_ANIMATION": "1"])
        try process.waitForOutput(containing: shown)
        process.send(keys)
        try process.waitForOutput(containing: "line=[")
        XCTAssertEqual(try process.waitForExit(), .exited(0))
        let text = process.outputText
        let start = try XCTUnwrap(text.range(of: "status="))
        let status = String(text[start.upperBound...].prefix { $0 != " " })
        let lineStart = try XCTUnwrap(text.range(of: "line=[", range: start.upperBound..<text.endIndex))
        let line = String(text[lineStart.upperBound...].prefix { $0 != "]" })
        return (status, line)
    }

    func testKeysTypedAfterTheKeyThatEndsADialogReachTheShell() throws {
        let confirm = try typeAhead("confirm 'Go on?' --inline", shown: "Go on?", keys: "yls -l\n")
        XCTAssertEqual(confirm.status, "0")
        XCTAssertEqual(confirm.line, "ls -l", "the keys after y went to the shell's read")
        let alert = try typeAhead("alert 'Saved'", shown: "Saved", keys: "\recho next\n")
        XCTAssertEqual(alert.status, "0")
        XCTAssertEqual(alert.line, "echo next")
        let input = try typeAhead("input 'Name?' --inline", shown: "Name?", keys: "Ada\rsecond line\n")
        XCTAssertEqual(input.status, "0")
        XCTAssertEqual(input.line, "second line")
        let choose = try typeAhead("choose Pick apple banana", shown: "banana", keys: "\u{1b}[B\rmore\n")
        XCTAssertEqual(choose.status, "0")
        XCTAssertEqual(choose.line, "more")
    }
}
