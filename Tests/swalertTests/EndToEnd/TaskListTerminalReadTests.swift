import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import XCTest
import TestSupport

/// A task that reads the terminal (its own process group, not the terminal's foreground) is stopped by SIGTTIN and
/// ended, as a single wait's command is: its row and its replay say SIGTTIN, not the SIGTERM that ended it, and the
/// line a wait prints for it follows, naming the task.
final class TaskListTerminalReadTests: XCTestCase {
    func testATaskReadingTheTerminalIsEndedAndSaysItStoppedToUseTheTerminal() throws {
        let process = try PTYProcess(Binary.swalert.path, [
            "wait", "--plain", "--task", "Setup 👍🏽", "echo before; read answer < /dev/tty; echo after",
            "--task", "Later", "echo later",
        ], environment: ["SWALERT_NO_ANIMATION": "1"], stderr: .pipe)
        XCTAssertEqual(try process.waitForExit(timeout: 15), .exited(128 + SIGTTIN))
        let lines = process.stderrText.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines, ["── Setup 👍🏽 (killed by SIGTTIN) ──", "before",
                               "swalert wait: task Setup 👍🏽 stopped to use the terminal (SIGTTIN) and was ended; "
                                   + "give it its input with '<'"], process.stderrText)
        let shown = process.outputText
        XCTAssertTrue(shown.contains("✗ Setup 👍🏽"), shown)
        XCTAssertTrue(shown.contains("(killed by SIGTTIN)"), shown)
        XCTAssertFalse(shown.contains("SIGTERM"), shown)
        XCTAssertTrue(shown.contains("— Later  skipped"), shown)
    }
}
