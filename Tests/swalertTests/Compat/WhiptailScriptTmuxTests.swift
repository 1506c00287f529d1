import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import XCTest

/// A whole script written for whiptail (`ConfigToolScript`, a configuration tool in raspi-config's style) run
/// end to end in tmux, once with the real whiptail and once with swalert as whiptail, with the same keys:
/// the files it writes, its log of every exit status and answer, and its own exit status must be the same,
/// and what the keys asked for.
final class WhiptailScriptTmuxTests: XCTestCase {
    /// One step: the text that shows the screen is there, then the keys pressed on it (tmux key names, or
    /// text typed as it is when it starts with `=`).
    private typealias Step = (screen: String, keys: [String])

    private let steps: [Step] = [
        ("Setup Options", ["Enter"]),
        ("Please enter a hostname", ["BSpace", "BSpace", "BSpace", "=box", "Enter"]),
        ("Setup Options", ["Down", "Enter"]),
        ("SSH server", ["Tab", "Enter"]),
        ("Setup Options", ["Down", "Down", "Enter"]),
        ("Choose the locale", ["Down", "Space", "Enter"]),
        ("Setup Options", ["Down", "Down", "Down", "Enter"]),
        ("Enable interfaces", ["Space", "Down", "Space", "Down", "Down", "Space", "Tab", "Enter"]),
        ("Setup Options", ["Down", "Down", "Down", "Down", "Enter"]),
        ("Enter a new password", ["=hunter2", "Enter"]),
        ("Setup Options", ["Down", "Down", "Down", "Down", "Down", "Enter"]),
        ("This tool is an example", ["Enter"]),
        ("Setup Options", ["Down", "Down", "Enter"]),
        ("Choose the locale", ["Escape"]),
        ("Setup Options", ["Tab", "Tab", "Enter"]),
        ("Reboot now?", ["Enter"]),
    ]

    /// What the keys above make the script write.
    private var expected: [String: String] {
        [
            "status": "0",
            "hostname": "raspberrbox\n",
            "ssh": "disabled\n",
            "locale": "en_US\n",
            "interfaces": "SPI\nCamera",  // $(...) drops the last newline
            "password": Self.checksum("hunter2"),
            "log": """
                menu 0 1 Hostname
                hostname 0
                menu 0 2 SSH
                ssh 1
                menu 0 3 Locale
                menu 0 4 Interfaces
                menu 0 5 Password
                menu 0 6 About
                menu 0 3 Locale
                locale 255
                menu 1 \("")
                no reboot

                """,
        ]
    }

    func testAConfigurationScriptHasTheSameEffectsUnderBothTools() throws {
        let swalert = try run(with: link())
        XCTAssertEqual(swalert, expected, "under swalert")
        guard let whiptail = ["/usr/bin/whiptail", "/bin/whiptail", "/usr/local/bin/whiptail"]
            .first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            print("note: whiptail is not installed (apt-get install whiptail); the script ran under swalert only")
            return
        }
        let real = try run(with: whiptail)
        XCTAssertEqual(real, expected, "under whiptail")
        XCTAssertEqual(swalert, real, "the same side effects under both")
    }

    /// Runs the script with `program` as its whiptail, presses the steps' keys, and returns what it left: each
    /// file it wrote, and its exit status as `status`.
    private func run(with program: String) throws -> [String: String] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("config-tool-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = directory.appendingPathComponent("config-tool.sh")
        let state = directory.appendingPathComponent("state")
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        try ConfigToolScript.text.write(to: script, atomically: true, encoding: .utf8)
        let session = try TmuxSession("bash '\(script.path)' '\(state.path)'", width: 80, height: 24,
                                      environment: ["WHIPTAIL": program, "LANG": "C.UTF-8", "SWALERT_NO_ANIMATION": "1"],
                                      captureStdout: false)
        for (screen, keys) in steps {
            try session.waitFor(screen, timeout: 10)
            for key in keys {
                if key.hasPrefix("=") { try session.sendText(String(key.dropFirst())) } else { try session.sendKeys(key) }
                // newt takes a lone ESC as Esc only after half a second without more bytes.
                usleep(key == "Escape" ? 700_000 : 150_000)
            }
        }
        var left = ["status": String(try session.waitForExitStatus(timeout: 10))]
        for name in try FileManager.default.contentsOfDirectory(atPath: state.path) {
            left[name] = try String(contentsOf: state.appendingPathComponent(name), encoding: .utf8)
        }
        return left
    }

    /// A link named `whiptail` to the swalert under test.
    private func link() throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("swalert-as-whiptail-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent("whiptail").path
        try? FileManager.default.removeItem(atPath: path)
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: Binary.swalert.path)
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        return path
    }

    /// What `printf '%s' TEXT | cksum` prints, as the script stores a password.
    private static func checksum(_ text: String) -> String {
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
