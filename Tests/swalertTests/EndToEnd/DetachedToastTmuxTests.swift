import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import XCTest

/// `swalert toast --detach` in tmux: it shows in the pane's free bottom rows and never touches what the program
/// in front of it owns: modes, scrolling, the cursor, or cells it did not draw.
final class DetachedToastTmuxTests: XCTestCase {
    private let swalert = Binary.swalert.path
    private let plain = ["SWALERT_NO_ANIMATION": "1"]
    private var scratch: URL!

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("swalert-detached-\(getpid())-\(name.hashValue)")
        try? FileManager.default.removeItem(at: scratch)
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: scratch)
    }

    private func path(_ name: String) -> String { scratch.appendingPathComponent(name).path }

    private func contents(_ name: String) throws -> String {
        try String(contentsOfFile: path(name), encoding: .utf8)
    }

    /// A box-drawing character anywhere on the screen: what is left of a toast that was not erased.
    private func hasBox(_ screen: [String]) -> Bool {
        screen.contains { $0.contains("╭") || $0.contains("╰") || $0.contains("│") }
    }

    func testAPasswordReadAfterADetachedToastIsNeverEchoedAndTheModesStayTheScripts() throws {
        // bash, for `read -s` as scripts write it.
        try """
            stty -g > \(path("before"))
            \(swalert) toast 'Deployed' --detach --duration 0.6
            read -s -p 'Password: ' pw; echo "[$pw]"
            sleep 0.3; stty -g > \(path("after"))
            """.write(toFile: path("script.bash"), atomically: true, encoding: .utf8)
        let session = try TmuxSession("bash \(path("script.bash"))", width: 60, height: 14, environment: plain,
                                      captureStdout: false)
        try session.waitFor("Deployed")
        try session.sendText("hunter")
        // The rest is typed once the toast has gone: a toast that put back the modes it saw would turn echo on here.
        try session.waitUntilGone("Deployed")
        try session.sendText("2")
        try session.sendKeys("Enter")
        let screen = try session.waitFor("[hunter2]")
        XCTAssertEqual(screen.filter { $0.contains("hunter") }, ["Password: [hunter2]"], session.describe(screen))
        XCTAssertEqual(try session.waitForExitStatus(), 0)
        XCTAssertEqual(try contents("after"), try contents("before"))
    }

    func testRawModesSetWhileADetachedToastShowsAreKept() throws {
        let session = try TmuxSession("""
            stty raw; stty -g > \(path("raw")); stty sane
            \(swalert) toast 'Showing' --detach --duration 0.3
            sleep 0.1; stty raw
            sleep 1.5; stty -g > \(path("after")); stty sane
            """, width: 60, height: 14, environment: plain, captureStdout: false)
        XCTAssertEqual(try session.waitForExitStatus(timeout: 8), 0)
        XCTAssertEqual(try contents("after"), try contents("raw"), "the toast left the script's raw modes alone")
    }

    func testAPromptPrintedAfterADetachedToastKeepsItsCursorAndText() throws {
        let session = try TmuxSession("""
            \(swalert) toast 'Saved' --detach --duration 0.3
            printf 'Name: '; sleep 1.8; printf 'Ada'
            """, width: 60, height: 14, environment: plain, captureStdout: false)
        try session.waitFor("Saved")
        let after = try session.waitFor("Ada", timeout: 8)
        XCTAssertEqual(after[0], "Name: Ada", session.describe(after))
        XCTAssertFalse(hasBox(after), session.describe(after))
    }

    func testOnANearlyEmptyScreenADetachedToastScrollsNothingAway() throws {
        let session = try TmuxSession("""
            printf 'first\\nsecond\\n'
            \(swalert) toast 'Hello' --detach --duration 0.4
            """, width: 60, height: 14, environment: plain, captureStdout: false)
        let during = try session.waitFor("Hello")
        XCTAssertEqual(Array(during.prefix(2)), ["first", "second"], session.describe(during))
        XCTAssertEqual(during.last.map { $0.contains("╰") }, true, "the box is in the bottom rows:\n\(session.describe(during))")
        let after = try session.waitUntilGone("Hello")
        XCTAssertEqual(Array(after.prefix(2)), ["first", "second"])
        XCTAssertFalse(hasBox(after), session.describe(after))
    }

    func testAToastWithAnEmojiTmuxReadsBackOtherwiseLeavesNoTrace() throws {
        // tmux 3.3 gives 👍🏽 four columns: the row reads back as `Saved 👍 ok`, which is still the toast's row.
        let session = try TmuxSession("""
            printf 'first\\n'
            \(swalert) toast 'Saved 👍🏽 ok' --detach --duration 0.4
            """, width: 60, height: 14, environment: plain, captureStdout: false)
        let during = try session.waitFor("Saved")
        XCTAssertTrue(hasBox(during), session.describe(during))
        let after = try session.waitUntilGone("Saved")
        XCTAssertEqual(after.first, "first")
        XCTAssertFalse(hasBox(after), session.describe(after))
    }

    func testAMessageThatStartsWithADashIsShown() throws {
        let session = try TmuxSession("""
            echo '-5 degrees outside' | \(swalert) toast --detach --duration 0.3
            \(swalert) toast --detach --duration 0.3 -- '--help is a word too'
            """, width: 60, height: 14, environment: plain, captureStdout: false)
        try session.waitFor("-5 degrees outside")
        try session.waitFor("--help is a word too")
        XCTAssertEqual(try session.waitForExitStatus(), 0)
    }

    func testOutputThatScrollsTheToastMakesItStepAsideLeavingNoTrace() throws {
        let session = try TmuxSession("""
            \(swalert) toast 'Scrolled away' --detach --duration 3
            sleep 0.5; seq 1 3; sleep 1
            """, width: 60, height: 10, environment: plain, captureStdout: false)
        try session.waitFor("Scrolled away")
        let after = try session.waitUntil("the toast gone, the script's lines whole", timeout: 8) { screen in
            !screen.contains { $0.contains("Scrolled away") } && screen.prefix(3) == ["1", "2", "3"]
        }
        XCTAssertFalse(hasBox(after), session.describe(after))
    }

    func testWithTostopABackgroundToastNeverStopsAndTheScreenStillScrolls() throws {
        // Job control on, so the toast is left in a background group once the command that detached it returns.
        let session = try TmuxSession("""
            set -m
            stty tostop
            \(swalert) toast 'Behind' --detach --duration 0.5
            sleep 2; seq 1 29; printf 30; stty -tostop
            """, width: 60, height: 12, environment: plain, captureStdout: false)
        let screen = try session.waitUntil("30 on the last row", timeout: 8) { $0.last == "30" }
        XCTAssertFalse(hasBox(screen), session.describe(screen))
        XCTAssertEqual(try session.waitForExitStatus(), 0)
    }

    func testADetachedToastThatCrashesErasesItsBoxAndLeavesScrollingAlone() throws {
        for signal in ["QUIT", "SEGV", "ABRT"] {
            let tag = "Crash\(signal)"
            let session = try TmuxSession("""
                \(swalert) toast '\(tag)' --detach --duration 5
                sleep 0.6; pkill -\(signal) -f -- '-- \(tag)$'
                sleep 0.6; seq 1 29; printf 30
                """, width: 60, height: 12, environment: plain, captureStdout: false)
            try session.waitFor(tag)
            let screen = try session.waitUntil("30 on the last row after SIG\(signal)", timeout: 8) { $0.last == "30" }
            XCTAssertFalse(screen.contains { $0.contains(tag) }, session.describe(screen))
            XCTAssertFalse(hasBox(screen), session.describe(screen))
        }
    }

    func testADialogWaitsForADetachedToastToLeave() throws {
        let session = try TmuxSession("""
            \(swalert) toast 'Toast first' --detach --duration 0.8
            \(swalert) alert 'Alert after' --inline
            """, width: 60, height: 14, environment: plain)
        try session.waitFor("Toast first")
        let screen = try session.waitFor("Alert after")
        XCTAssertFalse(screen.contains { $0.contains("Toast first") }, "one at a time:\n\(session.describe(screen))")
        try session.sendKeys("Enter")
        XCTAssertEqual(try session.waitForExitStatus(), 0)
        XCTAssertEqual(session.stdout, "OK\n")
    }

    func testAWaitStartedWhileADetachedToastShowsDoesNotWipeIt() throws {
        let session = try TmuxSession("""
            \(swalert) toast 'Still here' --detach --duration 1.5
            sleep 0.3; \(swalert) wait 'Working' -- sleep 0.3; echo "wait:$?"
            """, width: 60, height: 14, environment: plain, captureStdout: false)
        try session.waitFor("Still here")
        // The wait's command ends while the toast still shows: the wait ends too, without drawing over it.
        let screen = try session.waitFor("wait:0")
        XCTAssertTrue(screen.contains { $0.contains("Still here") }, session.describe(screen))
        XCTAssertFalse(screen.contains { $0.contains("Working") }, session.describe(screen))
        try session.waitUntilGone("Still here")
    }
}
