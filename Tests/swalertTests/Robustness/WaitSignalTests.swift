import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import XCTest

/// Signals at a wait fed status lines that never stop, and at dialog's gauge and progress box: Ctrl-C acts at
/// once however the input pours, and ends the run with the shell's status for it.
final class WaitSignalTests: XCTestCase {
    private let swalert = Binary.swalert.path

    /// Runs `pipeline` with bash in a pseudo-terminal, `$0` being swalert, then prints `rc=STATUS` on stdout.
    private func bash(_ pipeline: String) throws -> PTYProcess {
        try PTYProcess("/bin/bash", ["-c", pipeline + "; echo \"rc=$?\"", swalert],
                       environment: ["SWALERT_NO_ANIMATION": "1", "COLORFGBG": "15;0"])
    }

    /// Waits for the `rc=` line and returns it with the seconds it took from `start`.
    private func status(of process: PTYProcess, since start: Date, timeout: Double) -> (line: String?, seconds: Double) {
        let line = Waiting.until(timeout: timeout) { () -> String? in
            process.stdoutText.split(separator: "\n").first { $0.hasPrefix("rc=") }.map(String.init)
        }
        return (line, Date().timeIntervalSince(start))
    }

    /// An `XXX` block that never closes, `yes` pouring its lines in: Ctrl-C ends the wait with 130 at once. The
    /// block used to be parsed in quadratic time, a 64 KiB read of it taking seconds, and Ctrl-C acted 8 to 12 s
    /// late while a core was pinned.
    func testCtrlCEndsAWaitOnAnEndlessBlockAtOnce() throws {
        for placement in ["--inline", "--fullscreen"] {
            // The status is the subshell's report of swalert's: bash itself dies of Ctrl-C when it reaps `yes`,
            // killed by it, last.
            let process = try PTYProcess("/bin/bash", ["-c", "{ printf 'XXX\\n40\\n'; exec yes; } | { \"$0\" wait Pouring \(placement); echo \"rc=$?\"; }", swalert],
                                         environment: ["SWALERT_NO_ANIMATION": "1", "COLORFGBG": "15;0"])
            try process.waitForOutput(containing: "Pouring")
            let sent = Date()
            process.send([0x03])
            let (line, seconds) = status(of: process, since: sent, timeout: 2)
            XCTAssertEqual(line, "rc=130", "\(placement): Ctrl-C within 2 s\(process.describeOutput())")
            print("note: \(placement) wait on an endless block: Ctrl-C to exit in \(Int(seconds * 1000)) ms")
            _ = try process.waitForExit()
            XCTAssertEqual(process.terminalModes().differences(from: process.initialModes), [], "termios restored")
        }
    }

    /// dialog's gauge and progress box: Ctrl-C ends the run with 130, as dialog (killed by SIGINT) gives the
    /// shell, and nothing is written, on stdout or stderr. They used to end with 255 and "the gauge ended
    /// with 130". The loop feeding them dies of the same Ctrl-C and ends their input, sometimes before swalert's
    /// own signal is read: that ended 6 runs of these 20 with 0, as if the input had simply ended. Ten runs each.
    func testCtrlCAtDialogsGaugeAndProgressBoxExits130WithNothingWritten() throws {
        for box in ["--gauge Copying 10 40 0", "--progressbox Copying 10 40"] {
            for run in 1...10 {
                // The status is the subshell's report of swalert's: bash itself may die of the writer's SIGINT.
                let process = try PTYProcess("/bin/bash", ["-c", "{ echo 10; exec sleep 30; } | { \"$0\" dialog \(box); echo \"rc=$?\"; }",
                                                           swalert], environment: ["SWALERT_NO_ANIMATION": "1", "COLORFGBG": "15;0"])
                try process.waitForOutput(containing: "Copying")
                process.send([0x03])
                let (line, _) = status(of: process, since: Date(), timeout: 5)
                XCTAssertEqual(line, "rc=130", "\(box), run \(run)\(process.describeOutput())")
                _ = try process.waitForExit()
                XCTAssertEqual(process.stdoutText, "rc=130\n", box)
                XCTAssertEqual(process.stderrText, "", box)
                XCTAssertEqual(process.terminalModes().differences(from: process.initialModes), [], "termios restored")
            }
        }
    }
}
