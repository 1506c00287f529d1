import Foundation
import XCTest

/// Ctrl-Z to a `wait` or a `toast`, seen through tmux with bash at the prompt.
///
/// Neither reads keys, so the terminal itself turns Ctrl-Z into SIGTSTP for the whole job. Run from a script,
/// the script's shell stops at once with swalert, and bash prints "Stopped" and its prompt without waiting for
/// swalert, which is not its child: an erase that landed after them (the cursor put back on the dialog's first
/// row, everything below erased) took both with it, in 1 to 9 runs of 16. Run by bash itself, bash waits for
/// swalert to stop, and swalert erases first. The screen is looked at only once every process of the job has
/// stopped and bash has answered a line typed after that, so whatever swalert wrote has arrived.
final class SuspendTmuxTests: XCTestCase {
    private let swalert = Binary.swalert.path
    /// Animated, as a user's terminal would run it: the spinner and the fade keep drawing until the stop.
    private let environment = ["TERM": "xterm-256color", "COLORTERM": "truecolor", "PS1": "$ "]
    private let waitMessage = "Crunching the numbers"
    private let toastMessage = "Toasted for Ctrl-Z"

    func testCtrlZToAWaitOrToastInAScriptLeavesTheStoppedLineAndThePrompt() throws {
        let failures = try suspend(runs: 8, inScript: true)
        XCTAssertTrue(failures.isEmpty, "\(failures.count) of 16 runs lost the shell's Stopped line or prompt:\n"
            + failures.joined(separator: "\n"))
    }

    /// `wait --fullscreen` from a script: the shell's lines were written on the alternate screen whenever they
    /// came before swalert left it, and went with it (in 1 to 4 runs of 10; 9 of 10 in a debug build). Run from
    /// a script under a shell with job control, a full-screen wait is drawn in rows below the cursor instead,
    /// which the stop leaves as drawn.
    func testCtrlZToAFullscreenWaitInAScriptLeavesTheStoppedLineAndThePrompt() throws {
        let failures = try suspend(runs: 10, inScript: true, dialogs: [
            ("fullscreen", "\(swalert) wait --fullscreen \"$WAIT\" -- sleep 30", waitMessage),
        ])
        XCTAssertTrue(failures.isEmpty, "\(failures.count) of 10 runs lost the shell's Stopped line or prompt:\n"
            + failures.joined(separator: "\n"))
    }

    /// Run by the shell itself, or as a terminal's own command with no shell to report a stop, `wait
    /// --fullscreen` stays on the alternate screen.
    func testAFullscreenWaitOutsideAShellsScriptStaysOnTheAlternateScreen() throws {
        let session = try TmuxSession("\(swalert) wait --fullscreen Spinning -- sleep 1; echo after", width: 60, height: 16,
                                      environment: environment, captureStdout: false)
        let screen = try session.waitFor("Spinning")
        XCTAssertEqual(screen.count, 16)
        XCTAssertTrue(screen.last?.contains("Ctrl-C stop") ?? false, "the full screen's help line\n" + session.describe(screen))
        XCTAssertEqual(try session.waitFor("after").first, "after", "the alternate screen left")
    }

    func testCtrlZToAWaitOrToastRunByTheShellErasesItBeforeTheShellReports() throws {
        let failures = try suspend(runs: 3, inScript: false)
        XCTAssertTrue(failures.isEmpty, "\(failures.count) of 6 runs left the dialog or lost the shell's lines:\n"
            + failures.joined(separator: "\n"))
    }

    /// Continued in the background (`bg`), a toast in a script draws nothing; brought back (`fg`), it goes on and
    /// the script after it runs. It used to stop itself for the terminal again, a stop the shell, which follows
    /// the script's shell, never saw: `fg` sent no SIGCONT, and the job hung.
    func testCtrlZBgAndFgGoOnWithAToastInAScript() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try script("toast.sh", "\(swalert) toast \"$TOAST\" --duration 1", in: directory)
        let session = try shell(in: directory)
        try session.sendText("bash toast.sh")
        try session.sendKeys("Enter")
        try session.waitFor(toastMessage)
        try session.sendKeys("C-z")
        try session.waitFor("Stopped")
        try session.sendText("bg")
        try session.sendKeys("Enter")
        try session.waitFor("toast.sh &")
        try session.sendText("fg")
        try session.sendKeys("Enter")
        let screen = try session.waitFor("after")
        let fg = try XCTUnwrap(screen.firstIndex(of: "$ fg"), session.describe(screen))
        XCTAssertEqual(screen.firstIndex(of: "after").map { $0 > fg }, true, session.describe(screen))
    }

    /// Runs a wait and a toast `runs` times each, from a script or straight from bash's prompt, presses Ctrl-Z,
    /// and returns a description of each run whose screen was not right: the shell's Stopped line, then its
    /// prompt; run by bash itself, none of the dialog left either.
    private func suspend(runs: Int, inScript: Bool, dialogs given: [(String, String, String)]? = nil) throws -> [String] {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // The messages come from the environment, so no typed command line shows them.
        let dialogs = given ?? [
            ("wait", "\(swalert) wait \"$WAIT\" -- sleep 5", waitMessage),
            ("toast", "\(swalert) toast \"$TOAST\" --duration 30", toastMessage),
        ]
        var failures: [String] = []
        for (name, command, shown) in dialogs {
            // Straight from the prompt: the script ends in `exec`, so the job bash runs is swalert itself.
            let file = inScript ? "\(name).sh" : "\(name)-alone.sh"
            try script(file, inScript ? command : "exec \(command)", in: directory)
            let session = try shell(in: directory)
            for run in 1...runs {
                // What a run left on the screen (the rows of a dialog stopped from a script) must not pass for the
                // next run's dialog.
                try session.sendText("clear")
                try session.sendKeys("Enter")
                try session.waitUntilGone(shown)
                try session.sendText("bash \(file)")
                try session.sendKeys("Enter")
                try session.waitFor(shown)
                try session.sendKeys("C-z")
                let group = try XCTUnwrap(Int32(String(contentsOf: directory.appendingPathComponent("\(file).group"), encoding: .utf8)
                    .trimmingCharacters(in: .whitespacesAndNewlines)))
                waitUntilStopped(group: group)
                // The shell reports the stop and prompts once it hears of it: a line typed before would be echoed above.
                _ = try? session.waitUntil("the shell's Stopped line and prompt, \(name) run \(run)") { rows in
                    rows.lastIndex { $0.hasPrefix("[") && $0.contains("Stopped") }.map { $0 + 1 < rows.count && rows[$0 + 1] == "$" } ?? false
                }
                // Whatever swalert wrote came before the stop, so before what the shell echoes of this line: once
                // its output shows, so does every erase swalert made.
                let sentinel = "done-\(name)-\(run)"
                try session.sendText("echo \(sentinel)")
                try session.sendKeys("Enter")
                let screen = try session.waitUntil("the sentinel echoed, \(name) run \(run)") { $0.contains(sentinel) }
                let stopped = screen.lastIndex { $0.hasPrefix("[") && $0.contains("Stopped") && $0.hasSuffix("bash \(file)") }
                let prompt = screen.firstIndex(of: "$ echo \(sentinel)")
                let left = !inScript && screen.contains { $0.contains(shown) }
                if stopped == nil || prompt != stopped.map({ $0 + 1 }) || left {
                    failures.append("\(name) run \(run):\n" + session.describe(screen))
                }
                kill(-group, SIGKILL)
                XCTAssertNotNil(Waiting.until(timeout: 5) { processStates(group: group).allSatisfy { $0.hasPrefix("Z") } ? true : nil },
                                "the job \(group) ended: \(processStates(group: group))")
            }
        }
        return failures
    }

    private func makeDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("swalert-suspend-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// A script named `file` that saves its process group (its own pid: bash makes each job a group of its own)
    /// to `file.group` for the test to watch, runs `command`, then says `after`.
    private func script(_ file: String, _ command: String, in directory: URL) throws {
        try "echo $$ > \(file).group\n\(command)\necho after\n"
            .write(to: directory.appendingPathComponent(file), atomically: true, encoding: .utf8)
    }

    /// bash at its prompt, in `directory`.
    private func shell(in directory: URL) throws -> TmuxSession {
        let session = try TmuxSession("exec bash --norc --noprofile", width: 70, height: 20,
                                      environment: environment.merging(["WAIT": waitMessage, "TOAST": toastMessage]) { $1 },
                                      captureStdout: false)
        try session.waitFor("$")
        try session.sendText("cd '\(directory.path)'")
        try session.sendKeys("Enter")
        return session
    }

    /// Waits until every process in the job's group (the script's shell and swalert; a wait's command has a group
    /// of its own) has stopped.
    private func waitUntilStopped(group: Int32) {
        let stopped = Waiting.until(timeout: 5) { () -> Bool? in
            let states = processStates(group: group)
            return !states.isEmpty && states.allSatisfy { $0.hasPrefix("T") } ? true : nil
        }
        XCTAssertEqual(stopped, true, "the job \(group) stopped: \(processStates(group: group))")
    }

    /// The `ps` state of each process in `group`.
    private func processStates(group: Int32) -> [String] {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("swalert-ps-\(getpid())")
        defer { try? FileManager.default.removeItem(at: output) }
        let spawn = Spawn(terminalPath: nil)
        _ = try? spawn.input(.null)
        spawn.redirect(1, toFile: output.path)
        guard let pid = try? spawn.run("/bin/ps", ["ps", "-A", "-o", "pgid=,stat="], ["PATH=/usr/bin:/bin"]) else { return [] }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count == 2, Int32(fields[0]) == group else { return nil }
            return String(fields[1])
        }
    }
}
