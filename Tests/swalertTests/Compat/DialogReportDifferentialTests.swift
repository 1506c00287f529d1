import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import XCTest

/// dialog's `--prgbox` and `--tailboxbg`, the options that report instead of answering (`--print-size`,
/// `--print-maxsize`, `--create-rc`), `--file` and `--ignore`, side by side with swalert's dialog.
final class DialogReportDifferentialTests: XCTestCase {
    typealias Case = DialogDifferential.Case

    func testPrgboxShowsTheCommandsOutputThenOK() throws {
        try DialogDifferential.check([
            Case("prgbox: the command's output, then Enter", ["--prgbox", "echo Compiled; echo Linked", "12", "50"], [.enter],
                 status: 0, ready: "Linked"),
            Case("prgbox: a text above, the command's standard error shown too",
                 ["--prgbox", "Building", "echo Compiled; echo Warned >&2", "12", "50"], [.enter], status: 0, ready: "Warned"),
            Case("prgbox: the command's status is not the answer", ["--prgbox", "echo Failing; exit 3", "10", "40"], [.enter],
                 status: 0, ready: "Failing"),
            Case("prgbox: Space presses OK", ["--prgbox", "echo Compiled", "10", "40"], [.space], status: 0, ready: "Compiled"),
            Case("prgbox: Esc", ["--prgbox", "echo Compiled", "10", "40"], [.escape], status: 255, ready: "Compiled"),
            Case("prgbox: quotes cut the command as dialog cuts it", ["--prgbox", "echo \"Alpha  Beta\" Gamma", "10", "40"],
                 [.enter], status: 0, ready: "Alpha"),
            Case("prgbox: wide text and an emoji", ["--prgbox", "echo 日本語 👍🏽 é", "10", "40"], [.enter], status: 0,
                 ready: "日本語"),
            Case("prgbox, --stdout, then a menu", ["--stdout", "--prgbox", "echo Compiled", "10", "40", "--and-widget",
                                                   "--menu", "Next", "12", "40", "2", "a", "Again", "q", "Quit"],
                 [.enter, .down, .enter], status: 0, answer: "q", channel: .standardOutput, ready: "Compiled"),
            Case("prgbox: a size missing", ["--prgbox", "echo Compiled", "10"], [], status: 255, error: true),
        ], file: #filePath, line: #line)
    }

    func testTailboxbgAnswersAtOnceAndTheNextBoxAnswers() throws {
        let file = try DialogDifferential.temporaryFile("Release notes\nBuild 7 ready\n", in: self)
        let yesNo = ["--and-widget", "--yesno", "Continue the install?", "7", "40"]
        try DialogDifferential.check([
            Case("tailboxbg alone: OK at once, nothing written", ["--tailboxbg", file, "10", "40"], [], status: 0),
            Case("tailboxbg, then yesno Enter", ["--tailboxbg", file, "10", "40"] + yesNo, [.enter], status: 0,
                 ready: "Continue"),
            Case("tailboxbg, then yesno → Enter", ["--tailboxbg", file, "10", "40"] + yesNo, [.right, .enter], status: 1,
                 ready: "Continue"),
            Case("tailboxbg, then yesno Tab Enter", ["--tailboxbg", file, "10", "40"] + yesNo, [.tab, .enter], status: 1,
                 ready: "Continue", differs: .init("dialog's Tab goes to the tail box behind, where Enter ends with 255",
                                                   dialog: .exited(255))),
            Case("tailboxbg, then yesno Esc", ["--tailboxbg", file, "10", "40"] + yesNo, [.escape], status: 255,
                 ready: "Continue"),
            Case("tailboxbg, then an input box's answer", ["--tailboxbg", file, "10", "40", "--and-widget", "--inputbox",
                                                            "Name", "8", "30"], [.text("Zoë 👍🏽"), .enter], status: 0,
                 answer: "Zoë 👍🏽", ready: "Name"),
            Case("tailboxbg: a missing file", ["--tailboxbg", file + ".missing", "10", "40"], [], status: 255, error: true),
        ], file: #filePath, line: #line)
    }

    /// `--no-kill`: dialog ends with 0 at once and writes the pid of what follows the file on; swalert too, and its
    /// follower keeps nothing of a capturing script's open, so `$(…)` is not left waiting.
    func testTailboxbgNoKillLeavesAFollowerAndSaysItsPid() throws {
        let file = try DialogDifferential.temporaryFile("Release notes\nBuild 7 ready\n", in: self)
        let arguments = ["--no-kill", "--tailboxbg", file, "10", "40"]
        for program in [DialogDifferential.swalertAsDialog] + (DialogDifferential.dialog.map { [$0] } ?? []) {
            // The shell stays, as a script's would, so that its end sends no hangup to what was left behind.
            let errors = try DialogDifferential.temporaryFile("", in: self)
            let process = try PTYProcess("/bin/sh", ["-c", #""$0" "$@" 2>"$ERRORS"; echo "status=$?"; read line"#, program]
                                         + arguments, environment: ["LANG": "C.UTF-8", "ERRORS": errors], stdout: .terminal)
            _ = try process.waitForOutput(containing: "status=0", timeout: 10)
            let deadline = Date().addingTimeInterval(10)
            var text = ""
            while !text.hasSuffix("\n"), Date() < deadline {
                RunLoop.current.run(until: Date().addingTimeInterval(0.05))
                text = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
            }
            XCTAssertTrue(text.hasSuffix("\n") && !text.dropLast().isEmpty && text.dropLast().allSatisfy(\.isNumber),
                          "\(program): not a pid line: \(text.debugDescription)")
            guard let pid = pid_t(text.dropLast()) else { continue }
            XCTAssertEqual(kill(pid, 0), 0, "\(program): the follower \(pid) is not running")
            kill(pid, SIGKILL)
            try process.type([[0x0D]])
        }
        // A script capturing everything swalert writes gets the pid line and goes on.
        let script = Process()
        script.executableURL = URL(fileURLWithPath: "/bin/sh")
        script.arguments = ["-c", #"out=$("$0" "$@" 2>&1 </dev/null); kill -9 "$out" 2>/dev/null; echo "[$out]""#,
                            DialogDifferential.swalertAsDialog] + arguments
        let pipe = Pipe()
        script.standardOutput = pipe
        try script.run()
        let deadline = Date().addingTimeInterval(10)
        while script.isRunning, Date() < deadline { RunLoop.current.run(until: Date().addingTimeInterval(0.05)) }
        XCTAssertFalse(script.isRunning, "the capturing script was left waiting")
        if script.isRunning { script.terminate() }
    }

    func testPrintSizeAndMaxSize() throws {
        try DialogDifferential.check([
            Case("--print-maxsize alone: the terminal's size", ["--print-maxsize"], [], status: 0, answer: "MaxSize: 24, 80\n"),
            Case("--print-maxsize alone, --stdout", ["--stdout", "--print-maxsize"], [], status: 0,
                 answer: "MaxSize: 24, 80\n", channel: .standardOutput,
                 differs: .init("dialog's curses writes its start-up sequences into the pipe before the line",
                                dialog: .exited(0))),
            Case("--print-maxsize before the first box: written before the screen is known",
                 ["--print-maxsize", "--infobox", "Hello", "5", "20"], [], status: 0, answer: "MaxSize: 0, 0\n"),
            Case("--print-maxsize before a later box: the room less the shadow",
                 ["--infobox", "Hello", "5", "20", "--and-widget", "--print-maxsize", "--infobox", "Again", "5", "20"], [],
                 status: 0, answer: "MaxSize: 23, 78\n"),
            Case("--print-size: the given size", ["--print-size", "--infobox", "Hello", "5", "20"], [], status: 0,
                 answer: "Size: 5, 20\n"),
            Case("--print-size: a size past the screen", ["--print-size", "--infobox", "Hello", "50", "200"], [], status: 0,
                 answer: "Size: 23, 78\n"),
            Case("--print-size: -1 -1, the whole room", ["--print-size", "--infobox", "Hello", "-1", "-1"], [], status: 0,
                 answer: "Size: 23, 78\n"),
            Case("--print-size, then the input box's answer", ["--print-size", "--inputbox", "Name", "8", "30"],
                 [.text("Zoë"), .enter], status: 0, answer: "Size: 8, 30\nZoë", ready: "Name"),
            Case("--print-size of one box only", ["--print-size", "--msgbox", "Hello", "6", "30", "--and-widget", "--msgbox",
                                                  "Again", "6", "30"], [.enter, .enter], status: 0,
                 answer: "Size: 6, 30\n", ready: "Hello"),
        ], file: #filePath, line: #line)
    }

    func testIgnore() throws {
        try DialogDifferential.check([
            Case("--ignore alone", ["--ignore"], [], status: 0),
            Case("--ignore, then a box", ["--ignore", "--msgbox", "Hello", "6", "30"], [.enter], status: 0, ready: "Hello"),
            // dialog 1.3-20230209 reads --ignore, yet still refuses an option it does not know.
            Case("--ignore, an unknown option", ["--ignore", "--bogus", "--infobox", "Hello", "5", "20"], [], status: 255,
                 error: true),
        ], file: #filePath, line: #line)
    }

    func testFileReadsMoreOfTheCommandLine() throws {
        let quoted = try DialogDifferential.temporaryFile(#"--title "Two words" --inputbox "Say \"hi\"" 8 40 "a\\b  c""# + "\n",
                                                          in: self)
        let unicode = try DialogDifferential.temporaryFile("--inputbox \"名前 👍🏽\" 8 40 \"Zoë é\"\n", in: self)
        let escaped = try DialogDifferential.temporaryFile("--inputbox Name 8 40 -- --value\n", in: self)
        let continued = try DialogDifferential.temporaryFile("--inputbox Name 8 40 \\\n\"Ada\"", in: self)
        let nested = try DialogDifferential.temporaryFile("--title Outer --file \(quoted)\n", in: self)
        try DialogDifferential.check([
            Case("--file: quotes and backslashes", ["--file", quoted], [.enter], status: 0, answer: #"a\b  c"#, ready: "Say"),
            Case("--file: wide text and an emoji", ["--file", unicode], [.text("!"), .enter], status: 0, answer: "Zoë é!",
                 ready: "Zo"),
            Case("--file: -- keeps the next word a value", ["--file", escaped], [.enter], status: 0, answer: "--value",
                 ready: "Name"),
            Case("--file: a backslash and newline join lines", ["--file", continued], [.enter], status: 0, answer: "Ada",
                 ready: "Name"),
            Case("--file in a file", ["--file", nested], [.enter], status: 0, answer: #"a\b  c"#, ready: "Say"),
            Case("--file after options, before --and-widget", ["--stdout", "--msgbox", "First", "6", "30", "--and-widget",
                                                               "--file", unicode], [.enter, .enter], status: 0,
                 answer: "Zoë é", channel: .standardOutput, ready: "First"),
            Case("--create-rc alone: the usage", ["--create-rc"], [], status: 0),
            Case("--file &0: standard input", ["--file", "&0"], [], status: 0, stdin: "--infobox \"Piped in\" 5 30\n"),
            Case("--file: a missing file", ["--file", quoted + ".missing"], [], status: 255, error: true),
            Case("--file with no name", ["--msgbox", "Hello", "6", "30", "--file"], [], status: 255, error: true),
        ], file: #filePath, line: #line)
    }

    /// `--create-rc FILE`: the same settings as dialog writes, with a dialogrc's read over them, and a file dialog
    /// reads back to the same settings.
    func testCreateRCWritesWhatDialogWrites() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("create-rc-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        let overlay = directory.appendingPathComponent("overlay").path
        try "use_shadow = OFF\nscreen_color = (RED,BLACK,OFF)\nitem_color = screen_color\ntab_len = 4\n"
            .write(toFile: overlay, atomically: true, encoding: .utf8)
        for (name, rc) in [("defaults", nil), ("overlay", overlay)] as [(String, String?)] {
            let ours = directory.appendingPathComponent("swalert-\(name)").path
            XCTAssertEqual(try Self.run(DialogDifferential.swalertAsDialog, ["--create-rc", ours], dialogRC: rc, home: directory.path), 0)
            let settings = try Self.settings(ours)
            XCTAssertGreaterThan(settings.count, 40, "\(name): \(settings)")
            if name == "overlay" {
                XCTAssertTrue(settings.contains("use_shadow = OFF") && settings.contains("screen_color = (RED,BLACK,OFF)")
                              && settings.contains("item_color = screen_color") && settings.contains("tab_len = 4"), "\(settings)")
            }
            guard let dialog = DialogDifferential.dialog else { continue }
            let theirs = directory.appendingPathComponent("dialog-\(name)").path
            XCTAssertEqual(try Self.run(dialog, ["--create-rc", theirs], dialogRC: rc, home: directory.path), 0)
            XCTAssertEqual(settings, try Self.settings(theirs), "\(name): not the settings dialog writes")
            // dialog reads swalert's file back to the same settings.
            let again = directory.appendingPathComponent("again-\(name)").path
            XCTAssertEqual(try Self.run(dialog, ["--create-rc", again], dialogRC: ours, home: directory.path), 0)
            XCTAssertEqual(settings, try Self.settings(again), "\(name): dialog reads swalert's file otherwise")
        }
        try DialogDifferential.check([
            Case("--create-rc with two", ["--create-rc", directory.appendingPathComponent("x").path, "y"], [], status: 255,
                 error: true),
        ], file: #filePath, line: #line)
    }

    /// Runs `program` without a terminal, `DIALOGRC` as given and `HOME` elsewhere; its exit status.
    private static func run(_ program: String, _ arguments: [String], dialogRC: String?, home: String) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        var environment = ["PATH": "/usr/bin:/bin", "HOME": home, "LANG": "C.UTF-8", "TERM": "xterm"]
        environment["DIALOGRC"] = dialogRC
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning, Date() < deadline { RunLoop.current.run(until: Date().addingTimeInterval(0.02)) }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// A dialogrc's settings: its lines that are not comments or blank.
    private static func settings(_ path: String) throws -> [String] {
        try String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "\n")
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }
}
