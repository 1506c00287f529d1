import XCTest
@testable import DialogKit

/// Enter pressed while a list's items still arrive is held, and answered once they all have: driven through the fake
/// terminal on the fake clock, the items on descriptor 7. Times are seconds from the start.
final class HeldEnterTests: XCTestCase {
    private func options(timeout: Double? = nil) -> PresentationOptions {
        PresentationOptions(placement: .fullscreen, animated: false, colorDepth: .ansi16, timeout: timeout,
                            escapeDelay: 0.05)
    }

    /// A terminal that answers the colour query at once.
    private func answering() -> FakeTerminal {
        let terminal = FakeTerminal()
        terminal.type(ProgramTests.darkReplies, at: 0.01)
        return terminal
    }

    private func present(_ choose: Choose, on terminal: FakeTerminal, timeout: Double? = nil,
                         selectIfOne: Bool = false) throws -> PresentationResult<Choose.Outcome> {
        var choose = choose
        choose.isReading = true
        let items = ItemSource(descriptor: 7, delimiter: nil, selectIfOne: selectIfOne)
        let result = try Presenter(choose, terminal: terminal, options: options(timeout: timeout)).run(sources: [items])
        XCTAssertEqual(terminal.inputMode, .original, "input mode")
        XCTAssertFalse(terminal.screen.onAlternate, "still on the alternate screen")
        return result
    }

    private func lines(_ text: String) -> () -> [UInt8] { { Array(text.utf8) } }

    func testEnterBeforeAnyItemIsAnsweredWithTheBestMatchOnceAllHaveCome() throws {
        let terminal = answering()
        terminal.type("cfg\r", at: 0.1)
        terminal.arrive(.output(7, lines("src/config.swift\nlib/cfg\n")), at: 0.3)
        terminal.arrive(.output(7, lines("cfg\n")), at: 0.5)
        terminal.arrive(.output(7) { [] }, at: 0.7)
        let choose = Choose(message: "Pick", items: [])
        XCTAssertEqual(try present(choose, on: terminal), .finished(.chosen([2])), "cfg itself, the best, came last")
        XCTAssertEqual(terminal.elapsed, 0.7, accuracy: 1e-9, "answered when the pipe ended, not before")
        XCTAssertEqual(terminal.screen.bells, 0, "nothing rang")
        // The best match so far is focused as the items arrive, the query scrolled to its caret beside the position.
        XCTAssertEqual(terminal.picture(at: 0.6), """

                 ╭────────────────────────────╮
                 │                            │
                 │  Pick                      │
                 │                            │
                 │   1/3 reading… Enter held  │
                 │  > cfg                     │
                 │    lib/cfg                 │
                 │    src/config.swift        │
                 ╰────────────────────────────╯

              ↑/↓ move · Enter choose · Esc cancel
            """)
    }

    func testTheItemTheFocusWasMovedToIsAnsweredNotTheBest() throws {
        let terminal = answering()
        terminal.arrive(.output(7, lines("apple\nbanana\n")), at: 0.1)
        terminal.type("\u{1B}[B\r", at: 0.2)
        terminal.arrive(.output(7, lines("avocado\n")), at: 0.3)
        terminal.arrive(.output(7) { [] }, at: 0.4)
        XCTAssertEqual(try present(Choose(message: "Pick"), on: terminal), .finished(.chosen([1])), "banana")
        XCTAssertEqual(terminal.elapsed, 0.4, accuracy: 1e-9)
    }

    func testTypingAfterEnterKeepsItHeldForTheNewBestMatch() throws {
        let terminal = answering()
        terminal.arrive(.output(7, lines("alpha\nbeta\n")), at: 0.1)
        terminal.type("\u{1B}[B\r", at: 0.2)
        terminal.type("gam", at: 0.25)
        terminal.arrive(.output(7, lines("gamma\n")), at: 0.3)
        terminal.arrive(.output(7) { [] }, at: 0.4)
        XCTAssertEqual(try present(Choose(message: "Pick"), on: terminal), .finished(.chosen([2])), "gamma")
    }

    func testASecondEnterAnswersAtOnceForAPipeThatNeverEnds() throws {
        let terminal = answering()
        terminal.arrive(.output(7, lines("one\ntwo\n")), at: 0.1)
        terminal.type("\r", at: 0.2)
        terminal.type("\r", at: 0.3)
        XCTAssertEqual(try present(Choose(message: "Pick"), on: terminal), .finished(.chosen([0])))
        XCTAssertEqual(terminal.elapsed, 0.3, accuracy: 1e-9)
    }

    func testTheTimeLimitStillEndsAHeldEnter() throws {
        let terminal = answering()
        terminal.arrive(.output(7, lines("one\n")), at: 0.1)
        terminal.type("\r", at: 0.2)
        XCTAssertEqual(try present(Choose(message: "Pick"), on: terminal, timeout: 1), .finished(.timedOut))
        XCTAssertEqual(terminal.elapsed, 1, accuracy: 0.01)
    }

    func testEscAfterEnterCancels() throws {
        let terminal = answering()
        terminal.arrive(.output(7, lines("one\n")), at: 0.1)
        terminal.type("\r", at: 0.2)
        terminal.type("\u{1B}", at: 0.3)
        XCTAssertEqual(try present(Choose(message: "Pick"), on: terminal), .finished(.cancelled))
    }

    func testAHeldEnterWithNoMatchOnceSettledRingsAndWaits() throws {
        let terminal = answering()
        terminal.type("zz\r", at: 0.1)
        terminal.arrive(.output(7, lines("one\n")), at: 0.2)
        terminal.arrive(.output(7) { [] }, at: 0.3)
        terminal.type("\u{7F}\u{7F}\r", at: 0.5)
        XCTAssertEqual(try present(Choose(message: "Pick"), on: terminal), .finished(.chosen([0])))
        XCTAssertEqual(terminal.elapsed, 0.5, accuracy: 1e-9, "the held Enter matched nothing; the next one chose")
        XCTAssertEqual(terminal.screen.bells, 1, "the held Enter rang once, when the list settled without a match")
    }
}
