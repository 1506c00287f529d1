import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import XCTest

/// A whole script written for whiptail or dialog, run end to end in tmux with the keys a user would press:
/// what it leaves behind (each file it writes into its state directory, and its own exit status) is what the
/// tests compare between the real program and swalert standing in for it.
struct ScriptFlow {
    /// One step: the text that shows the screen is there, then the keys pressed on it (tmux key names, or
    /// text typed as it is when it starts with `=`).
    typealias Step = (screen: String, keys: [String])

    /// The script's text; it gets its state directory as its first argument.
    var script: String
    /// The variable through which the script finds its program (`WHIPTAIL`, `DIALOG`).
    var programVariable: String
    var steps: [Step]
    /// Whether the script is fed to bash on its standard input (`curl ... | bash`), so that no program it runs
    /// has a terminal on its standard input.
    var piped = false

    /// Runs the script with `program` as its whiptail or dialog, presses the steps' keys, and returns what it
    /// left: each file it wrote, and its exit status as `status`.
    func run(with program: String) throws -> [String: String] {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("script-flow-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("script.sh")
        let state = directory.appendingPathComponent("state")
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        try script.write(to: file, atomically: true, encoding: .utf8)
        let command = piped ? "cat '\(file.path)' | bash -s -- '\(state.path)'" : "bash '\(file.path)' '\(state.path)'"
        let session = try TmuxSession(command, width: 80, height: 24,
                                      environment: [programVariable: program, "LANG": "C.UTF-8", "SWALERT_NO_ANIMATION": "1"],
                                      captureStdout: false)
        let name = URL(fileURLWithPath: program).lastPathComponent
        for (step, (screen, keys)) in steps.enumerated() {
            try session.waitFor(screen, timeout: 10)
            let showing = try session.processes(named: name)
            for (index, key) in keys.enumerated() {
                precondition(key != "Escape" || index == keys.count - 1, "a lone Esc is pressed last")
                let before = try session.bytesRead(by: name)
                if key.hasPrefix("=") { try session.sendText(String(key.dropFirst())) } else { try session.sendKeys(key) }
                if index < keys.count - 1 { try session.waitUntilInputIsRead(by: name, since: before) }
            }
            // The box answered: its program ended, or its text left the screen. A later step's text may be on this
            // step's screen too (a menu item named as the checklist it opens).
            guard step < steps.count - 1 else { continue }
            try session.waitUntil("\(screen.debugDescription) answered", timeout: 10) { rows in
                !rows.contains { $0.contains(screen) } || showing.allSatisfy { ProcessProbe.state($0) ?? "Z" == "Z" }
            }
        }
        var left = ["status": String(try session.waitForExitStatus(timeout: 10))]
        for name in try FileManager.default.contentsOfDirectory(atPath: state.path) {
            left[name] = try String(contentsOf: state.appendingPathComponent(name), encoding: .utf8)
        }
        return left
    }

    /// The first of `paths` that is an executable: the real program, when it is installed.
    static func installed(_ name: String) -> String? {
        ["/usr/bin/", "/bin/", "/usr/local/bin/"].map { $0 + name }
            .first(where: { FileManager.default.isExecutableFile(atPath: $0) })
    }

    /// A link named `name` to the swalert under test, removed when `test` ends.
    static func link(named name: String, for test: XCTestCase) throws -> String {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("swalert-as-\(name)-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent(name).path
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: Binary.swalert.path)
        test.addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        return path
    }

    /// What `printf '%s' TEXT | cksum` prints, as the scripts store a password.
    static func checksum(_ text: String) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "printf '%s' \"$1\" | cksum", "sh", text]
        let pipe = Pipe()
        process.standardOutput = pipe
        try? process.run()
        process.waitUntilExit()
        return String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }
}
