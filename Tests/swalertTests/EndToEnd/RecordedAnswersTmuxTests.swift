import Foundation
import XCTest

/// `SWALERT_RECORD`: a run answered by typing in tmux records an answer file, and that file replays the run with no
/// terminal to the same stdout and exit statuses.
final class RecordedAnswersTmuxTests: XCTestCase {
    private let swalert = Binary.swalert.path

    /// The script: each dialog's answer and status on stdout.
    private var script: String {
        """
        \(swalert) input --id name 'Name?'; echo "input $?"
        \(swalert) input --id secret --password --record-secrets 'Secret?'; echo "secret $?"
        \(swalert) input --id token --password 'Token?'; echo "token $?"
        \(swalert) confirm --id go --print 'Go on?'; echo "confirm $?"
        \(swalert) choose --id pkgs --multi Packages? nginx '漢字' '👍🏽' curl; echo "choose $?"
        \(swalert) alert --id quit --button Save --button Quit 'Done?'; echo "alert $?"
        \(swalert) form --id net --text host Host --confirm dhcp DHCP; echo "form $?"
        """
    }

    func testARunTypedInTmuxIsRecordedAndReplaysWithoutATerminal() throws {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("swalert-record-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        defer { try? FileManager.default.removeItem(at: folder) }
        let record = folder.appendingPathComponent("recorded.txt").path
        let session = try TmuxSession(script, width: 70, height: 20,
                                      environment: ["SWALERT_NO_ANIMATION": "1", "TERM": "xterm-256color", "SWALERT_RECORD": record])
        _ = try session.waitFor("Name?")
        try session.sendText("  e\u{301}té 漢字 👍🏽")
        try session.sendKeys("Enter")
        _ = try session.waitFor("Secret?")
        try session.sendText("s3cr€t")
        try session.sendKeys("Enter")
        _ = try session.waitFor("Token?")
        try session.sendText("hidden")
        try session.sendKeys("Enter")
        _ = try session.waitFor("Go on?")
        try session.sendKeys("Right", "Enter")
        _ = try session.waitFor("curl")
        try session.sendKeys("Down", "Space", "Down", "Space", "Enter")
        _ = try session.waitFor("Done?")
        try session.sendKeys("Escape")
        _ = try session.waitFor("DHCP")
        try session.sendText("host-1")
        try session.sendKeys("Tab", "Space", "C-s")
        XCTAssertEqual(try session.waitForExitStatus(timeout: 20), 0)
        let typed = session.stdout
        XCTAssertEqual(typed, """
              e\u{301}té 漢字 👍🏽
            input 0
            s3cr€t
            secret 0
            hidden
            token 0
            No
            confirm 1
            漢字
            👍🏽
            choose 0
            alert 255
            host='host-1'
            dhcp='no'
            form 0

            """)
        let recorded = try String(contentsOfFile: record, encoding: .utf8)
        XCTAssertEqual(recorded, """
            name = "  e\u{301}té 漢字 👍🏽"
            secret = s3cr€t
            go = button:No
            pkgs.multi = 漢字, 👍🏽
            quit = status:255
            net.host = host-1
            net.dhcp = no

            """, "the token, a password without --record-secrets, is left out")
        let mode = try FileManager.default.attributesOfItem(atPath: record)[.posixPermissions] as? Int
        XCTAssertEqual(mode, 0o600)

        // Replayed: no terminal at all, the token (not recorded) answered by a line written by hand.
        let full = recorded + "token = hidden\n"
        try Data(full.utf8).write(to: URL(fileURLWithPath: record))
        let replay = try Programs.run("/usr/bin/setsid", ["-w", "/bin/sh", "-c", script],
                                      environment: ["TERM": "xterm-256color", "SWALERT_ANSWERS": record])
        XCTAssertEqual(replay.stdout, typed)
        XCTAssertEqual(replay.stderr, "")
    }
}

/// A form whose answer file has lines for some fields, shown with those filled in; a record another user could
/// write is refused while the answer is still given.
final class PartlyAnsweredTmuxTests: XCTestCase {
    private let swalert = Binary.swalert.path

    func testAFormShowsTheFieldsTheFileAnswersFilledInAndAnUnsafeRecordIsRefused() throws {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("swalert-partly-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        defer { try? FileManager.default.removeItem(at: folder) }
        let answers = folder.appendingPathComponent("answers.txt").path
        try Data("net.host = 漢字-👍🏽\n".utf8).write(to: URL(fileURLWithPath: answers))
        let open = folder.appendingPathComponent("open")
        try FileManager.default.createDirectory(at: open, withIntermediateDirectories: false)
        try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: open.path)
        let record = open.appendingPathComponent("record.txt").path
        let session = try TmuxSession("\(swalert) form --id net --inline --text host Host --text port Port 2>/dev/tty",
                                      width: 70, height: 16,
                                      environment: ["SWALERT_NO_ANIMATION": "1", "TERM": "xterm-256color",
                                                    "SWALERT_ANSWERS": answers, "SWALERT_RECORD": record])
        let screen = try session.waitFor("Port")
        // tmux keeps the skin tone apart from the 👍 it modifies; stdout below has the whole value.
        XCTAssertTrue(screen.contains { $0.contains("│  Host 漢字-👍") }, session.describe(screen))
        try session.sendKeys("Tab")
        try session.sendText("22")
        try session.sendKeys("C-s")
        XCTAssertEqual(try session.waitForExitStatus(), 0)
        XCTAssertEqual(session.stdout, "host='漢字-👍🏽'\nport='22'\n")
        // One line on stderr, which the pane wraps (a space at a wrap is not kept).
        let refusal = "swalert form: refusing to record to \(record): its folder \(open.path) is writable by other users "
            + "without the sticky bit"
        _ = try session.waitUntil("the record refused") { screen in
            screen.joined().filter { $0 != " " }.contains(refusal.filter { $0 != " " })
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: record), "nothing is written where another user could change it")
    }
}
