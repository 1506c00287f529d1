import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import XCTest

/// `swalert toast --detach` in a tmux pane with no free rows (the prompt on the last one, or a full-screen program in
/// front): it shows in tmux's own message line, read back from tmux's message log, and the pane is left as it was.
/// A real client is attached in a pseudo-terminal, since tmux shows messages on clients.
final class ToastMessageLineTmuxTests: XCTestCase {
    private let swalert = Binary.swalert.path
    private var directory: URL!
    private var socket = ""
    private var client: PTYProcess?

    override func setUpWithError() throws {
        directory = URL(fileURLWithPath: "/tmp/swalert-msg-\(getpid())-\(abs(name.hashValue) % 100_000)")
        try? FileManager.default.removeItem(at: directory)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        socket = "swalert-msg-\(getpid())"
    }

    override func tearDownWithError() throws {
        _ = try? tmux(["kill-server"])
        client = nil
        try? FileManager.default.removeItem(at: directory)
    }

    /// Runs `script` in a new session shown on a client attached in a pseudo-terminal of `rows`.
    private func attach(_ script: String, rows: Int = 10) throws {
        let path = directory.appendingPathComponent("run.sh").path
        try (script + "\nexec sleep 1000\n").write(toFile: path, atomically: true, encoding: .utf8)
        client = try PTYProcess("tmux", ["-L", socket, "-f", "/dev/null", "new-session", "-s", "s", "sh " + path],
                                environment: ["TMUX_TMPDIR": directory.path, "SWALERT_NO_ANIMATION": "1", "LANG": "C.UTF-8"],
                                columns: 60, rows: rows)
    }

    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["tmux", "-u", "-L", socket] + arguments
        process.environment = ["PATH": "/usr/local/bin:/usr/bin:/bin", "TMUX_TMPDIR": directory.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    private func pane() throws -> [String] {
        try tmux(["capture-pane", "-p", "-e", "-t", "s"]).components(separatedBy: "\n")
    }

    /// The lines tmux showed in its message line, from its message log.
    private func messages() throws -> [String] {
        try tmux(["show-messages"]).components(separatedBy: "\n").compactMap { line in
            guard let range = line.range(of: " message: ") else { return nil }
            return String(line[range.upperBound...])
        }
    }

    private func waitUntil<T>(_ what: String, timeout: Double = 8, _ probe: () throws -> T?) throws -> T {
        guard let found = try Waiting.until(timeout: timeout, probe) else {
            throw HarnessError("expected \(what) within \(timeout)s; the pane was:\n" + ((try? pane()) ?? []).joined(separator: "\n"))
        }
        return found
    }

    func testWithThePromptOnTheLastRowTheToastShowsInTmuxsMessageLineAndThePaneIsUntouched() throws {
        try attach("""
            seq 1 30; read go
            \(swalert) toast 'Saved 50% of #1 漢字 👍🏽' --style success --detach; printf '$ '; read go
            """)
        _ = try waitUntil("the pane filled") { try pane().contains("30") ? true : nil }
        _ = try waitUntil("the client attached") { try tmux(["list-clients"]).isEmpty ? nil : true }
        try tmux(["send-keys", "-t", "s", "Enter"])
        let before = try waitUntil("the prompt on the last row") { () -> [String]? in
            let rows = try pane().filter { !$0.isEmpty }
            return rows.last == "$ " || rows.last == "$" ? rows : nil
        }
        let shown = try waitUntil("the toast in the message line") {
            try messages().first { $0.contains("Saved") }
        }
        XCTAssertEqual(shown, "✓ Saved 50% of #1 漢字 👍🏽", "shown as given: # and % not taken for tmux's formats")
        XCTAssertEqual(try pane().filter { !$0.isEmpty }, before, "no cell of the pane drawn over")
        // The message stays for the toast's time, a second, then tmux clears it by itself.
        XCTAssertEqual(try messages().filter { $0.contains("Saved") }.count, 1)
    }

    func testAFullScreenProgramInFrontGetsTheToastInTheMessageLine() throws {
        try attach("""
            printf '\\033[?1049h\\033[Hfull screen program'
            \(swalert) toast 'Build finished' --detach; read go
            """)
        let shown = try waitUntil("the toast in the message line") {
            try messages().first { $0.contains("Build finished") }
        }
        XCTAssertEqual(shown, "i Build finished")
        let screen = try pane()
        XCTAssertEqual(screen.first, "full screen program")
        XCTAssertFalse(screen.joined().contains("Build finished"), "nothing drawn in the pane")
    }
}
