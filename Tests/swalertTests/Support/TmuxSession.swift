import Foundation
import TestSupport

/// A shell command running in a detached tmux session, looked at through tmux's own screen.
///
/// Where `PTYProcess` shows the bytes a program wrote, tmux shows what a user would see after a real
/// terminal emulator interpreted them: the screen lines, the cursor, the alternate screen. Each session
/// gets a private server (`-L`, its own `TMUX_TMPDIR`, `-f /dev/null`), so neither the user's tmux nor
/// their configuration can leak in (fzf's `test/lib/common.rb` works the same way).
///
/// The command runs from a script that saves its exit status (and, by default, its stdout) to files
/// and then sleeps, so the pane, and the last screen the command drew, outlive the command.
final class TmuxSession {
    /// Whether tmux is installed; tests that need it fail without it rather than skip, since CI has it.
    static var isAvailable: Bool { executable != nil }

    private(set) var width: Int
    private(set) var height: Int

    private static let executable: String? = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/opt/homebrew/bin/tmux"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }
    private static var serial = 0
    private let directory: URL
    private let socket: String
    private let target = "harness"
    /// The pane's terminal, opened once to see how much typed input is still unread; -1 until then.
    private var paneTerminal: Int32 = -1

    /// Starts `command` (a `/bin/sh` command line) in a `width`×`height` pane.
    ///
    /// `environment` is exported before the command runs; `TERM` is tmux's (`screen` or
    /// `tmux-256color`) unless given. With `captureStdout`, the command's stdout goes to a file read by
    /// `stdout` instead of to the screen, as a shell script capturing a dialog's answer would do.
    init(_ command: String, width: Int = 80, height: Int = 24, environment: [String: String] = [:],
         captureStdout: Bool = true) throws {
        guard TmuxSession.isAvailable else { throw HarnessError("tmux is not installed") }
        self.width = width
        self.height = height
        TmuxSession.serial += 1
        socket = "swalert-\(getpid())-\(TmuxSession.serial)"
        // Short on purpose: the server's socket path inside it must fit in sun_path (108 bytes).
        directory = URL(fileURLWithPath: "/tmp/swalert-tmux-\(getpid())-\(TmuxSession.serial)")
        try? FileManager.default.removeItem(at: directory)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)

        let exports = environment.sorted { $0.key < $1.key }.map { "export \($0.key)=\(quote($0.value))\n" }
        let script = exports.joined() + "(\n\(command)\n)" + (captureStdout ? " > \(quote(file("stdout")))" : "")
            + "\necho $? > \(quote(file("status.tmp"))) && mv \(quote(file("status.tmp"))) \(quote(file("status")))\n"
            + "exec sleep 2147483647\n"
        try script.write(toFile: file("run.sh"), atomically: true, encoding: .utf8)
        // status off before the session exists: otherwise the pane starts a row short and then resizes.
        try tmux("start-server", ";", "set-option", "-g", "status", "off", ";",
                 "new-session", "-d", "-s", target, "-x", "\(width)", "-y", "\(height)", "sh \(quote(file("run.sh")))")
    }

    deinit {
        if paneTerminal >= 0 { close(paneTerminal) }
        _ = try? tmux("kill-server")
        try? FileManager.default.removeItem(at: directory)
    }

    // MARK: - Driving

    /// Presses keys by tmux name: `"Enter"`, `"Escape"`, `"Tab"`, `"Up"`, `"C-c"`, `"BSpace"`.
    func sendKeys(_ keys: String...) throws {
        try tmux(["send-keys", "-t", target] + keys)
    }

    /// Types `text` literally, so that `"Enter"` types five letters.
    func sendText(_ text: String) throws {
        try tmux("send-keys", "-t", target, "-l", text)
    }

    /// The processes in the pane named `name` (as `/proc/PID/comm` has it: the first 15 bytes).
    func processes(named name: String) throws -> [pid_t] {
        try openPaneTerminal()
        var info = stat()
        guard fstat(paneTerminal, &info) == 0 else { throw HarnessError.system("fstat") }
        return ProcessProbe.processes(on: info.st_rdev, named: String(name.utf8.prefix(15))!)
    }

    /// How many bytes the programs in the pane named `name` have read so far, from anything.
    func bytesRead(by name: String) throws -> Int {
        try processes(named: name).reduce(0) { $0 + (ProcessProbe.bytesRead($1) ?? 0) }
    }

    /// Waits until the programs in the pane named `name` have read more than `before` bytes, no typed byte is left
    /// unread, and each waits again (`ProcessProbe.isWaiting`): the keys sent since `before` are taken.
    func waitUntilInputIsRead(by name: String, since before: Int, timeout: Double = 5) throws {
        try openPaneTerminal()
        let read = try Waiting.until(timeout: timeout) { () -> Bool? in
            let programs = try processes(named: name)
            var unread: Int32 = 0
            guard ioctl(paneTerminal, UInt(FIONREAD), &unread) == 0 else { throw HarnessError.system("FIONREAD") }
            let taken = try programs.isEmpty || bytesRead(by: name) > before
            return taken && unread == 0 && programs.allSatisfy(ProcessProbe.isWaiting) ? true : nil
        }
        guard read != nil else {
            throw HarnessError("\(name) did not read its keys within \(timeout)s; the screen was:\n" + describe((try? capture()) ?? []))
        }
    }

    private func openPaneTerminal() throws {
        guard paneTerminal < 0 else { return }
        let path = try format("#{pane_tty}")
        paneTerminal = open(path, O_RDONLY | O_NOCTTY | O_NONBLOCK | O_CLOEXEC)
        guard paneTerminal >= 0 else { throw HarnessError.system("open \(path)") }
    }

    /// Resizes the window; the program receives `SIGWINCH`.
    func resize(width: Int, height: Int) throws {
        try tmux("resize-window", "-t", target, "-x", "\(width)", "-y", "\(height)")
        self.width = width
        self.height = height
    }

    // MARK: - Observing

    /// The screen, one string per row, trailing spaces trimmed.
    func capture() throws -> [String] {
        try lines(tmux("capture-pane", "-p", "-t", target))
    }

    /// The screen with SGR sequences for colours and attributes, one string per row.
    func captureWithEscapes() throws -> [String] {
        try lines(tmux("capture-pane", "-p", "-e", "-t", target))
    }

    /// The cursor's column and row, from 0.
    func cursorPosition() throws -> (x: Int, y: Int) {
        let numbers = try format("#{cursor_x} #{cursor_y}").split(separator: " ").compactMap { Int($0) }
        guard numbers.count == 2 else { throw HarnessError("tmux reported no cursor position") }
        return (numbers[0], numbers[1])
    }

    var isAlternateScreen: Bool { get throws { try format("#{alternate_on}") == "1" } }
    var cursorVisible: Bool { get throws { try format("#{cursor_flag}") == "1" } }

    /// Waits until `text` is on the screen; returns that screen.
    @discardableResult
    func waitFor(_ text: String, timeout: Double = 5) throws -> [String] {
        try waitUntil("\(text.debugDescription) on the screen", timeout: timeout) { $0.contains { $0.contains(text) } }
    }

    /// Waits until `text` is no longer on the screen; returns that screen.
    @discardableResult
    func waitUntilGone(_ text: String, timeout: Double = 5) throws -> [String] {
        try waitUntil("\(text.debugDescription) gone", timeout: timeout) { !$0.contains { $0.contains(text) } }
    }

    /// Waits until the screen, trailing empty rows dropped, is `picture` (rows separated by newlines).
    func waitForScreen(_ picture: String, timeout: Double = 5) throws {
        let expected = picture.components(separatedBy: "\n")
        try waitUntil("the screen\n" + describe(expected) + "\n", timeout: timeout) { screen in
            var rows = screen[...]
            while rows.last == "" { rows.removeLast() }
            return rows.elementsEqual(expected)
        }
    }

    /// Waits until the screen satisfies `condition`; fails showing the last screen and `expectation`.
    @discardableResult
    func waitUntil(_ expectation: String, timeout: Double = 5, _ condition: ([String]) -> Bool) throws -> [String] {
        var screen: [String] = []
        let found = try Waiting.until(timeout: timeout) { () -> [String]? in
            screen = try capture()
            return condition(screen) ? screen : nil
        }
        guard let found else {
            throw HarnessError("expected \(expectation) within \(timeout)s; the screen was:\n" + describe(screen))
        }
        return found
    }

    /// Waits for the command to end and returns its exit status.
    func waitForExitStatus(timeout: Double = 5) throws -> Int32 {
        let status = Waiting.until(timeout: timeout) { () -> Int32? in
            (try? String(contentsOfFile: file("status"), encoding: .utf8)).flatMap {
                Int32($0.trimmingCharacters(in: .whitespacesAndNewlines))
            }
        }
        guard let status else {
            throw HarnessError("the command did not end within \(timeout)s; the screen was:\n"
                + describe((try? capture()) ?? []))
        }
        return status
    }

    /// What the command wrote to stdout so far (with `captureStdout`).
    var stdout: String {
        (try? String(contentsOfFile: file("stdout"), encoding: .utf8)) ?? ""
    }

    /// A screen as numbered rows between bars, so trailing spaces and empty rows are visible.
    func describe(_ screen: [String]) -> String {
        screen.enumerated().map { String(format: "%3d |", $0.offset) + visible($0.element) + "|" }
            .joined(separator: "\n")
    }

    // MARK: - Running tmux

    private func format(_ format: String) throws -> String {
        try tmux("display-message", "-p", "-t", target, format).trimmingCharacters(in: .newlines)
    }

    private func lines(_ output: String) -> [String] {
        var rows = output.components(separatedBy: "\n")
        if rows.last == "" { rows.removeLast() }
        return rows
    }

    private func file(_ name: String) -> String {
        directory.appendingPathComponent(name).path
    }

    @discardableResult
    private func tmux(_ arguments: String...) throws -> String {
        try tmux(arguments)
    }

    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        // Files rather than pipes: the server that the first command starts must not hold our read end open.
        let spawn = Spawn(terminalPath: nil)
        _ = try spawn.input(.null)
        spawn.redirect(1, toFile: file("tmux.out"))
        spawn.redirect(2, toFile: file("tmux.err"))
        // An explicit environment: no TMUX from a developer's own session, no locale surprises.
        let environment = [
            "PATH=/usr/local/bin:/usr/bin:/bin", "HOME=\(ProcessInfo.processInfo.environment["HOME"] ?? "/")",
            "TERM=xterm-256color", "TMUX_TMPDIR=\(directory.path)",
        ]
        let pid = try spawn.run(TmuxSession.executable ?? "tmux", ["tmux", "-L", socket, "-f", "/dev/null"] + arguments,
                                environment)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        guard status == 0 else {
            let problem = (try? String(contentsOfFile: file("tmux.err"), encoding: .utf8)) ?? ""
            throw HarnessError("tmux \(arguments.joined(separator: " ")) failed (status \(status)): \(problem)")
        }
        return try String(contentsOfFile: file("tmux.out"), encoding: .utf8)
    }
}

/// `text` as one single-quoted shell word.
private func quote(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
}
