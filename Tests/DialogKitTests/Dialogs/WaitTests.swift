import XCTest
@testable import DialogKit

/// The wait dialog as pictures: inline lines and full-screen HUDs at given moments.
final class WaitTests: XCTestCase {
    private let mono = Theme.standard(for: .none)
    private func picture(_ buffer: Buffer) -> String { buffer.trimmedLines().joined(separator: "\n") }

    private func line(_ wait: Wait, width: Int = 40) -> String {
        picture(FrameComposer.compose(wait, screen: Size(width: width, height: 10), placement: .inline, frame: .shown, theme: mono))
    }

    private func hud(_ wait: Wait, _ screen: Size = Size(width: 44, height: 12)) -> String {
        picture(FrameComposer.compose(wait, screen: screen, placement: .fullscreen, frame: .shown, theme: mono))
    }

    private func ticked(_ wait: Wait, _ seconds: Double) -> Wait {
        var wait = wait
        _ = wait.handle(.tick(seconds), screen: Size(width: 80, height: 24))
        return wait
    }

    func testTheInlineLineSpinsAndShowsTheElapsedTimeAfterThreeSeconds() {
        let wait = Wait(message: "Getting there…")
        XCTAssertEqual(line(wait), "⠋ Getting there…")
        XCTAssertEqual(line(ticked(wait, 0.35)), "⠸ Getting there…")
        XCTAssertEqual(line(ticked(wait, 65.2)), "⠹ Getting there…  1m 05s")
    }

    func testALongMessageIsCutToTheLineAndKeepsTheTime() {
        let wait = ticked(Wait(message: "Compiling a great many source files in a very long build", title: "make"), 12)
        XCTAssertEqual(line(wait), "⠋ make: Compiling a great many sou…  12s")
        XCTAssertEqual(line(wait).displayWidth, 40)
    }

    func testAPercentageTurnsTheSpinnerIntoAGauge() {
        var wait = Wait(message: "Copying")
        wait.apply(StatusUpdate(message: "Copying files", percent: 42))
        XCTAssertEqual(line(wait, width: 66), "████████▍░░░░░░░░░░░  42% Copying files")
        wait.apply(.percent(100))
        XCTAssertEqual(line(wait, width: 66), "████████████████████ 100% Copying files")
        wait.apply(.percent(3))
        XCTAssertEqual(line(wait, width: 30), "▏░░░░░░░   3% Copying files", "a narrow line has a short gauge")
    }

    func testAMultiLineMessageIsOneInlineLine() {
        var wait = Wait(message: "x")
        wait.apply(StatusUpdate(message: "Copying file 3\nof 10", percent: nil))
        XCTAssertEqual(line(wait), "⠋ Copying file 3 of 10")
    }

    func testTheSettledLineShowsTheOutcome() {
        var wait = Wait(message: "Building")
        wait.settle(.exited(0))
        XCTAssertEqual(line(wait), "✓ Building")
        wait.settle(.exited(2))
        XCTAssertEqual(line(wait), "✗ Building")
        XCTAssertEqual(wait.summary(.exited(0)), "✓ Building")
        XCTAssertEqual(wait.summary(.exited(3)), "✗ Building (exit 3)")
        XCTAssertEqual(wait.summary(.signaled(.kill)), "✗ Building (killed by SIGKILL)")
        XCTAssertEqual(wait.summary(.timedOut), "✗ Building (timed out)")
        XCTAssertEqual(wait.summary(.interrupted(.interrupt)), "✗ Building (interrupted)")
        XCTAssertEqual(wait.summary(.inputEnded), "✓ Building")
    }

    func testTheHUDIsCentredOverTheBackdrop() {
        let wait = ticked(Wait(message: "Getting there…", title: "Backup", appearance: .hud), 5.15)
        XCTAssertEqual(hud(wait), """

                   ╭────────────────────────────╮
                   │                            │
                   │           Backup           │
                   │                            │
                   │             ⠙              │
                   │                            │
                   │       Getting there…       │
                   │             5s             │
                   ╰────────────────────────────╯

                            Ctrl-C stop
            """)
    }

    func testTheHUDGaugeAndAWrappedMessage() {
        var wait = Wait(message: "", appearance: .hud)
        wait.apply(StatusUpdate(message: "Copying the photo library to the backup disk, please wait", percent: 50))
        XCTAssertEqual(hud(wait, Size(width: 40, height: 10)), """

             ╭────────────────────────────────────╮
             │                                    │
             │  █████████████▌░░░░░░░░░░░░░  50%  │
             │                                    │
             │  Copying the photo library to the  │
             │      backup disk, please wait      │
             │                                    │
             ╰────────────────────────────────────╯
                          Ctrl-C stop
            """)
    }

    func testTheHUDGrowsWithTheWidestMessageAndDoesNotShrink() {
        var wait = Wait(message: "Short", appearance: .hud)
        let screen = Size(width: 80, height: 24)
        let before = wait.boxSize(screen: screen).width
        wait.apply(.message("A noticeably longer message than the first one"))
        let grown = wait.boxSize(screen: screen).width
        wait.apply(.message("Short again"))
        XCTAssertGreaterThan(grown, before)
        XCTAssertEqual(wait.boxSize(screen: screen).width, grown)
    }

    func testATinyScreenKeepsTheIndicatorAndTheMessage() {
        let wait = Wait(message: "Working", title: "Title", appearance: .hud)
        XCTAssertEqual(hud(wait, Size(width: 30, height: 3)), """
                        Title
                          ⠋
                       Working
            """, "the blank rows, the elapsed time and the border go first")
    }

    func testTicksAskForTheNextFrameOrTheNextSecondWithAGauge() {
        var wait = Wait(message: "x")
        guard case .redrawAfter(let next)? = wait.handle(.tick(0.25), screen: Size(width: 80, height: 24)) else {
            return XCTFail("a spinner asks for its next frame")
        }
        XCTAssertEqual(next, 0.05, accuracy: 1e-9)
        wait.apply(.percent(10))
        guard case .redrawAfter(let delay)? = wait.handle(.tick(2.25), screen: Size(width: 80, height: 24)) else {
            return XCTFail("a gauge still redraws for the elapsed time")
        }
        XCTAssertEqual(delay, 0.75, accuracy: 1e-9)
        wait.settle(.exited(0))
        XCTAssertNil(wait.handle(.tick(3), screen: Size(width: 80, height: 24)), "a settled wait stops ticking")
        XCTAssertEqual(wait.handle(.key(KeyEvent(.enter)), screen: Size(width: 80, height: 24)), nil, "keys do nothing")
    }
}
