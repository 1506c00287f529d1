import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import XCTest
import TestSupport

/// Tests of the end-to-end harness itself, against ordinary programs, so that a failing dialog test can be
/// trusted to be about the dialog.
final class HarnessTests: XCTestCase {
    // MARK: - PTYProcess

    func testTypedInputReachesTheProgram() throws {
        let process = try PTYProcess("/bin/sh", ["-c", #"stty -echo; printf hello >/dev/tty; read x; echo "got:$x""#])
        try process.waitForOutput(containing: "hello")
        process.send("typed\r")
        XCTAssertEqual(try process.waitForExit(), .exited(0))
        XCTAssertEqual(process.stdoutText, "got:typed\n")
    }

    func testExitStatusIsReported() throws {
        XCTAssertEqual(try PTYProcess("/bin/sh", ["-c", "exit 0"]).waitForExit(), .exited(0))
        XCTAssertEqual(try PTYProcess("/bin/sh", ["-c", "exit 3"]).waitForExit(), .exited(3))
    }

    func testMissingProgramFailsToStart() {
        XCTAssertThrowsError(try PTYProcess("/nonexistent/swalert")) { error in
            XCTAssertTrue("\(error)".contains("posix_spawn /nonexistent/swalert failed"), "\(error)")
        }
    }

    func testChildKilledBySignalReportsTheSignal() throws {
        let process = try PTYProcess("/bin/sh", ["-c", "printf ready >/dev/tty; exec sleep 100"])
        try process.waitForOutput(containing: "ready")
        process.signal(SIGTERM)
        XCTAssertEqual(try process.waitForExit(), .signaled(SIGTERM))
    }

    func testTerminalIsTheControllingTerminalWhenStdinIsTheTerminal() throws {
        let process = try PTYProcess("tty")
        XCTAssertEqual(try process.waitForExit(), .exited(0))
        XCTAssertTrue(process.terminalPath.hasPrefix("/dev/pts/"), process.terminalPath)
        XCTAssertEqual(process.stdoutText, process.terminalPath + "\n")
    }

    func testDevTtyOpensWhenStdinIsAPipe() throws {
        let script = #"read x; tty || true; echo "from pipe: $x" > /dev/tty && echo opened"#
        let process = try PTYProcess("/bin/sh", ["-c", script], stdin: .text("piped\n"))
        XCTAssertEqual(try process.waitForExit(), .exited(0))
        XCTAssertEqual(process.stdoutText, "not a tty\nopened\n")
        XCTAssertEqual(process.outputText, "from pipe: piped\r\n")
    }

    func testStreamsGoWhereTheyAreSent() throws {
        let script = "echo out; echo err >&2"
        let piped = try PTYProcess("/bin/sh", ["-c", script])
        XCTAssertEqual(try piped.waitForExit(), .exited(0))
        XCTAssertEqual([piped.stdoutText, piped.stderrText, piped.outputText], ["out\n", "err\n", ""])

        let shown = try PTYProcess("/bin/sh", ["-c", script], stdout: .null, stderr: .terminal)
        XCTAssertEqual(try shown.waitForExit(), .exited(0))
        XCTAssertEqual([shown.stdoutText, shown.stderrText, shown.outputText], ["", "", "err\r\n"])
    }

    func testLargeInputAndOutputDoNotBlock() throws {
        let input = Data(repeating: UInt8(ascii: "x"), count: 200_000)
        let counter = try PTYProcess("wc", ["-c"], stdin: .pipe(input))
        XCTAssertEqual(try counter.waitForExit(), .exited(0))
        XCTAssertEqual(counter.stdoutText.trimmingCharacters(in: .whitespacesAndNewlines), "200000")

        // Everything written just before exit is collected by the time waitForExit returns.
        let writer = try PTYProcess("/bin/sh", ["-c", "seq 1 20000; printf END"], stdout: .terminal)
        XCTAssertEqual(try writer.waitForExit(), .exited(0))
        XCTAssertTrue(writer.outputText.hasPrefix("1\r\n2\r\n"))
        XCTAssertTrue(writer.outputText.hasSuffix("20000\r\nEND"), String(writer.outputText.suffix(20)))
    }

    func testEnvironmentIsMinimalAndExplicit() throws {
        let process = try PTYProcess("env", environment: ["SWALERT_TEST": "1", "TERM": "dumb"])
        XCTAssertEqual(try process.waitForExit(), .exited(0))
        let names = process.stdoutText.split(separator: "\n").map { $0.prefix { $0 != "=" } }.sorted()
        XCTAssertEqual(names, ["HOME", "PATH", "SWALERT_TEST", "TERM"])
        XCTAssertTrue(process.stdoutText.contains("TERM=dumb\n"))
    }

    func testAVariableCanBeLeftUnset() throws {
        let process = try PTYProcess("env", unsetting: ["TERM"])
        XCTAssertEqual(try process.waitForExit(), .exited(0))
        let names = process.stdoutText.split(separator: "\n").map { $0.prefix { $0 != "=" } }.sorted()
        XCTAssertEqual(names, ["HOME", "PATH"])
    }

    func testResizeIsSeenBySttyAndSignalled() throws {
        let script = #"trap 'echo winch >/dev/tty' WINCH; stty size; printf ready >/dev/tty; read x; stty size"#
        let process = try PTYProcess("/bin/sh", ["-c", script], columns: 80, rows: 24)
        let ready = try process.waitForOutput(containing: "ready")
        process.resize(columns: 100, rows: 30)
        process.send("\r")
        try process.waitForOutput(containing: "winch", after: ready)
        XCTAssertEqual(try process.waitForExit(), .exited(0))
        XCTAssertEqual(process.stdoutText, "24 80\n30 100\n")
    }

    func testModesComparisonDetectsWhatWasLeftChanged() throws {
        let careless = try PTYProcess("stty", ["-echo", "-icanon", "min", "0"])
        let before = careless.initialModes
        XCTAssertEqual(try careless.waitForExit(), .exited(0))
        XCTAssertNotEqual(careless.terminalModes(), before)
        XCTAssertEqual(careless.terminalModes().differences(from: before), ["lflag: -ICANON -ECHO", "cc: VMIN 1 -> 0"])

        let careful = try PTYProcess("/bin/sh", ["-c", #"saved=$(stty -g); stty raw -echo; stty "$saved""#])
        let original = careful.initialModes
        XCTAssertEqual(try careful.waitForExit(), .exited(0))
        XCTAssertEqual(careful.terminalModes(), original)
        XCTAssertEqual(careful.terminalModes().differences(from: original), [])
    }

    func testWaitingInVainFailsWithTheVisibleOutput() throws {
        let process = try PTYProcess("printf", [#"\033[1mbold\n"#], stdout: .terminal)
        try process.waitForOutput(containing: "bold")
        XCTAssertThrowsError(try process.waitForOutput(containing: "never", timeout: 0.05)) { error in
            XCTAssertTrue("\(error)".contains("␛[1mbold^M^J"), "\(error)")
        }
    }

    func testDeinitKillsAndReapsARunningChild() throws {
        var process: PTYProcess? = try PTYProcess("sleep", ["100"])
        let pid = try XCTUnwrap(process?.pid)
        XCTAssertEqual(kill(pid, 0), 0)
        process = nil
        XCTAssertEqual(kill(pid, 0), -1, "pid \(pid) survived")
        XCTAssertEqual(errno, ESRCH)
    }

    func testNoDescriptorIsLeftOpen() throws {
        func openDescriptors() throws -> Int {
            try FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count
        }
        func run() throws {
            let process = try PTYProcess("/bin/sh", ["-c", "cat; echo done >&2"], stdin: .text("in"))
            XCTAssertEqual(try process.waitForExit(), .exited(0))
            XCTAssertEqual([process.stdoutText, process.stderrText], ["in", "done\n"])
        }
        try run()  // Foundation opens some descriptors of its own on first use.
        let before = try openDescriptors()
        try run()
        try PTYProcess("sleep", ["100"]).signal(SIGSTOP)
        XCTAssertEqual(try openDescriptors(), before)
    }

    func testVisibleShowsEscapesAndControlBytes() {
        XCTAssertEqual(visible([0x1B, 0x5B, 0x41, 0x0D, 0x7F, 0x00, 0x61]), "␛[A^M^?^@a")
        XCTAssertEqual(visible("a\nb"), "a^J\nb")
    }

    func testSwalertIsFoundBesideTheTestBundle() {
        let binary = Binary.swalert
        XCTAssertEqual(binary.lastPathComponent, "swalert")
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: binary.path), binary.path)
    }

    // MARK: - TmuxSession

    func testTmuxShowsWhatTheCommandPrinted() throws {
        let tmux = try TmuxSession(#"printf 'hello\n  tmux'"#, width: 20, height: 4, captureStdout: false)
        XCTAssertEqual(try tmux.waitForExitStatus(), 0)
        XCTAssertEqual(try tmux.capture().joined(separator: "\n"), """
            hello
              tmux


            """)
    }

    func testTmuxKeysReachTheCommand() throws {
        let tmux = try TmuxSession(#"printf 'name? '; read x; echo "hi $x""#, captureStdout: false)
        try tmux.waitFor("name?")
        try tmux.sendText("Enter")
        try tmux.sendKeys("Enter")
        try tmux.waitFor("hi Enter")
        XCTAssertEqual(try tmux.waitForExitStatus(), 0)
    }

    func testTmuxReportsExitStatusAndStdout() throws {
        let tmux = try TmuxSession(#"echo "$ANSWER"; echo on-screen >&2; exit 3"#, environment: ["ANSWER": "it's 42"])
        XCTAssertEqual(try tmux.waitForExitStatus(), 3)
        XCTAssertEqual(tmux.stdout, "it's 42\n")
        XCTAssertEqual(try tmux.capture().first, "on-screen")
    }

    func testTmuxResizeIsSeenByStty() throws {
        let tmux = try TmuxSession("stty size; read x; stty size", width: 40, height: 10, captureStdout: false)
        try tmux.waitFor("10 40")
        try tmux.resize(width: 50, height: 12)
        try tmux.sendKeys("Enter")
        try tmux.waitFor("12 50")
        XCTAssertEqual(try tmux.capture().count, 12)
    }

    func testTmuxReportsCursorAndAlternateScreen() throws {
        let enter = #"\033[?1049h\033[?25l\033[3;5Hhere"#, leave = #"\033[?25h\033[?1049l"#
        let tmux = try TmuxSession("printf '\(enter)'; read x; printf '\(leave)'", captureStdout: false)
        try tmux.waitFor("here")
        XCTAssertTrue(try tmux.isAlternateScreen)
        XCTAssertFalse(try tmux.cursorVisible)
        XCTAssertTrue(try tmux.cursorPosition() == (8, 2))
        try tmux.sendKeys("Enter")
        try tmux.waitUntilGone("here")
        XCTAssertEqual(try tmux.waitForExitStatus(), 0)
        XCTAssertFalse(try tmux.isAlternateScreen)
        XCTAssertTrue(try tmux.cursorVisible)
    }

    func testTmuxComparesTheWholeScreen() throws {
        let tmux = try TmuxSession(#"printf '┌──┐\n│ok│\n└──┘'; read x; printf '\033[2J\033[Hbye'"#,
                                   width: 10, height: 5, captureStdout: false)
        try tmux.waitForScreen("""
            ┌──┐
            │ok│
            └──┘
            """)
        try tmux.sendKeys("Enter")
        try tmux.waitForScreen("bye")
        XCTAssertThrowsError(try tmux.waitForScreen("│ok│", timeout: 0.05))
    }

    func testTmuxWaitingInVainShowsTheScreen() throws {
        let tmux = try TmuxSession("printf 'shown'", width: 10, height: 2, captureStdout: false)
        try tmux.waitFor("shown")
        XCTAssertThrowsError(try tmux.waitFor("absent", timeout: 0.05)) { error in
            XCTAssertTrue("\(error)".hasSuffix("  0 |shown|\n  1 ||"), "\(error)")
        }
    }
}
