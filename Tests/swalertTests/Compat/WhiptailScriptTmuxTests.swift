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
    private let steps: [ScriptFlow.Step] = [
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
            "password": ScriptFlow.checksum("hunter2"),
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
        let flow = ScriptFlow(script: ConfigToolScript.text, programVariable: "WHIPTAIL", steps: steps)
        let swalert = try flow.run(with: ScriptFlow.link(named: "whiptail", for: self))
        XCTAssertEqual(swalert, expected, "under swalert")
        guard let whiptail = ScriptFlow.installed("whiptail") else {
            print("note: whiptail is not installed (apt-get install whiptail); the script ran under swalert only")
            return
        }
        let real = try flow.run(with: whiptail)
        XCTAssertEqual(real, expected, "under whiptail")
        XCTAssertEqual(swalert, real, "the same side effects under both")
    }

    // MARK: - An installer run as `curl ... | bash`

    private let installerSteps: [ScriptFlow.Step] = [
        ("This installer will", ["Enter"]),
        ("Static IP Address", ["Tab", "Enter"]),
        ("Upstream DNS Provider", ["Down", "Down", "Down", "Space", "Enter"]),
        ("desired upstream", ["=9.9.9.9,1.1.1.1", "Enter"]),
        ("settings correct", ["Enter"]),
        ("desired upstream", ["=9.9.9.9,149.112.112.112", "Enter"]),
        ("settings correct", ["Tab", "Enter"]),
        ("lists to block", ["Down", "Space", "Down", "Down", "Space", "Enter"]),
        ("privacy level", ["Enter"]),
        ("Web interface", ["Escape"]),
        ("Installation Complete!", ["Enter"]),
    ]

    func testAnInstallerFedToBashOnAPipeHasTheSameEffectsUnderBothTools() throws {
        let expected = [
            "status": "0",
            "address": "dhcp\n",
            "dns": "9.9.9.9,149.112.112.112\n",
            "lists": "ads\nsocial media\n",
            "privacy": "2\n",
            "password": "random\n",
            "log": """
                welcome 0
                static 1
                dns 0 custom
                servers 0
                servers 0
                lists 0
                privacy 0 2
                password 255
                gauge 0
                infobox 0
                complete 0

                """,
        ]
        let flow = ScriptFlow(script: InstallerScript.text, programVariable: "WHIPTAIL", steps: installerSteps, piped: true)
        let swalert = try flow.run(with: ScriptFlow.link(named: "whiptail", for: self))
        XCTAssertEqual(swalert, expected, "under swalert")
        guard let whiptail = ScriptFlow.installed("whiptail") else {
            print("note: whiptail is not installed (apt-get install whiptail); the script ran under swalert only")
            return
        }
        let real = try flow.run(with: whiptail)
        XCTAssertEqual(real, expected, "under whiptail")
        XCTAssertEqual(swalert, real, "the same side effects under both")
    }
}
