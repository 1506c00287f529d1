import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import XCTest
@testable import DialogKit
import TestSupport

/// `swalert reset` after a dialog killed with SIGKILL, which nothing can clean up after: the terminal's modes
/// and screen come back.
final class ResetPTYTests: XCTestCase {
    private let swalert = Binary.swalert.path

    func testResetRepairsWhatAKilledDialogLeft() throws {
        let pidFile = FileManager.default.temporaryDirectory.appendingPathComponent("swalert-reset-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: pidFile) }
        // The dialog runs in the foreground (only it may change the terminal's modes), as the shell's own child;
        // the test kills it with SIGKILL once it shows, then the script goes on to `reset` and a marker.
        let script = """
            bash -c 'echo $$ > "$1"; exec "$0" alert "Killed mid-dialog" --no-animation' "$0" "\(pidFile)"
            printf 'after the kill\\n' > /dev/tty
            read -r go
            "$0" reset; echo "reset: $?" > /dev/tty
            read -r done
            """
        let process = try PTYProcess("/bin/bash", ["-c", script, swalert], environment: ["SWALERT_NO_ANIMATION": "1"])
        try process.waitForOutput(containing: "Killed mid-dialog")
        let pid = try XCTUnwrap(Int32((try String(contentsOfFile: pidFile, encoding: .utf8)).trimmingCharacters(in: .whitespacesAndNewlines)))
        kill(pid, SIGKILL)
        try process.waitForOutput(containing: "after the kill")
        let broken = process.terminalModes().differences(from: process.initialModes)
        XCTAssertFalse(broken.isEmpty, "the killed dialog left its raw modes behind")
        process.send("\r")  // read in raw mode: a CR, which ICRNL is off to turn into the newline read wants
        process.send("\n")
        try process.waitForOutput(containing: "reset: 0")
        XCTAssertEqual(process.terminalModes().differences(from: process.initialModes), [], "the modes are as before")
        let after = process.outputText[(process.outputText.range(of: "after the kill")?.upperBound ?? process.outputText.startIndex)...]
        for (escape, what) in [("\u{1b}[?1049l", "the main screen"), ("\u{1b}[?25h", "the cursor shown"),
                               ("\u{1b}[?1000l", "mouse reporting off"), ("\u{1b}[?2004l", "bracketed paste off"),
                               ("\u{1b}[r", "no scrolling region"), ("\u{1b}[0m", "the default style")] {
            XCTAssertTrue(after.contains(escape), "\(what): \(visible(String(after)))")
        }
        process.send("\n")
        XCTAssertEqual(try process.waitForExit(), .exited(0))
    }

    func testWithNoTerminalResetExits69() throws {
        let run = try NoTerminal.run(["reset"])
        XCTAssertEqual(run.status, 69)
        XCTAssertTrue(run.stderr.hasPrefix("swalert reset: no terminal to reset"), run.stderr)
    }
}
