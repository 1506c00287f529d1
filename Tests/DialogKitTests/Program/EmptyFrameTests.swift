import XCTest
@testable import DialogKit
import TestSupport

/// No frame without the box: the colours are asked on the shell's screen, the alternate screen is taken in the write
/// that draws the box, and the fade-out's last frame, with the box, is followed by the shell's screen. Driven through
/// the fake terminal and clock, the writes replayed into a virtual screen; times are seconds from the start.
final class EmptyFrameTests: XCTestCase {
    private let alert = Alert(message: "Saved.", buttons: ["OK", "Cancel"].map(ButtonLabel.init(parsing:)),
                              cancelButton: 1)
    private let shell = "$ swalert alert Saved."

    private func options(animated: Bool = true, timeout: Double? = nil, placement: Placement = .fullscreen,
                         depth: ColorDepth = .trueColor) -> PresentationOptions {
        PresentationOptions(placement: placement, animated: animated, colorDepth: depth, timeout: timeout,
                            escapeDelay: 0.05, traits: TerminalTraits(backgroundColorErase: true))
    }

    /// A terminal with the shell's line on it, its replies (if any) due at `repliesAt`.
    private func terminal(repliesAt: Double? = 0.03) throws -> FakeTerminal {
        let terminal = FakeTerminal()
        try terminal.write(Array(shell.utf8))
        if let repliesAt { terminal.type(ProgramTests.darkReplies, at: repliesAt) }
        return terminal
    }

    private func present<D: Dialog>(_ dialog: D, on terminal: FakeTerminal, options: PresentationOptions,
                                    file: StaticString = #filePath, line: UInt = #line) throws -> PresentationResult<D.Outcome> {
        let result = try Presenter(dialog, terminal: terminal, options: options).run()
        XCTAssertEqual(terminal.inputMode, .original, "input mode", file: file, line: line)
        XCTAssertEqual(terminal.features, [], "features", file: file, line: line)
        XCTAssertEqual(terminal.screen.modes, [25], "DEC private modes left set", file: file, line: line)
        XCTAssertFalse(terminal.screen.onAlternate, "still on the alternate screen", file: file, line: line)
        XCTAssertEqual(terminal.picture, shell, "the shell's screen is back", file: file, line: line)
        return result
    }

    /// Every moment on the alternate screen shows the box, and the shell's screen shows until the box does.
    private func assertNoEmptyFrame(_ terminal: FakeTerminal, file: StaticString = #filePath, line: UInt = #line) {
        let shown = ShownMoments(terminal.writes, size: terminal.size)
        XCTAssertFalse(shown.onAlternate.isEmpty, "the alternate screen was taken", file: file, line: line)
        for moment in shown.onAlternate where !moment.showsBox {
            XCTFail("write \(moment.write) at \(moment.at) shows no box:\n\(moment.picture)", file: file, line: line)
        }
        for moment in shown.moments where !moment.alternate {
            XCTAssertEqual(moment.picture, shell, "write \(moment.write) at \(moment.at)", file: file, line: line)
        }
    }

    private func assertTimes(_ times: [Double], _ expected: [Double], accuracy: Double, _ message: String,
                                file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(times.count == expected.count && zip(times, expected).allSatisfy { abs($0 - $1) <= accuracy },
                      "\(times) is not \(expected): \(message)", file: file, line: line)
    }

    private func contains(_ bytes: [UInt8], _ sequence: [UInt8]) -> Bool {
        bytes.count >= sequence.count && (0...(bytes.count - sequence.count)).contains { Array(bytes[$0..<($0 + sequence.count)]) == sequence }
    }

    /// The index of the write that takes the alternate screen.
    private func takingWrite(_ terminal: FakeTerminal) -> Int? {
        terminal.writes.firstIndex { contains($0.bytes, Escape.enterAlternateScreen) }
    }

    // MARK: The first frame

    func testTheColoursAreAskedOnTheShellsScreenAndTheScreenIsTakenInTheBoxsWrite() throws {
        for animated in [true, false] {
            let terminal = try terminal(repliesAt: 0.03)
            terminal.type("\r", at: 0.5)
            XCTAssertEqual(try present(alert, on: terminal, options: options(animated: animated)), .finished(.button(0)))
            XCTAssertEqual(terminal.writes[1].at, 0)
            XCTAssertEqual(terminal.writes[1].bytes, TerminalColorQuery.request, "the query alone, on the shell's screen")
            XCTAssertFalse(terminal.frames[1].alternate)
            let taking = try XCTUnwrap(takingWrite(terminal))
            XCTAssertEqual(taking, 2, "the next write takes the screen")
            XCTAssertEqual(terminal.writes[taking].at, 0.03, "once the DA1 reply is in")
            let bytes = terminal.writes[taking].bytes
            XCTAssertEqual(Array(bytes.prefix(Escape.beginSynchronizedUpdate.count + Escape.enterAlternateScreen.count)),
                           Escape.beginSynchronizedUpdate + Escape.enterAlternateScreen, "switched inside synchronized output")
            XCTAssertEqual(Array(bytes.suffix(Escape.endSynchronizedUpdate.count)), Escape.endSynchronizedUpdate)
            XCTAssertTrue(terminal.frames[taking].picture.contains("╭"), "animated: \(animated)")
            assertNoEmptyFrame(terminal)
        }
    }

    func testATerminalThatNeverAnswersIsTakenWithTheBoxAfter100Milliseconds() throws {
        let terminal = try terminal(repliesAt: nil)
        terminal.type("\r", at: 0.5)
        XCTAssertEqual(try present(alert, on: terminal, options: options()), .finished(.button(0)))
        let taking = try XCTUnwrap(takingWrite(terminal))
        XCTAssertEqual(terminal.writes[taking].at, 0.1)
        XCTAssertEqual(terminal.writes.filter { $0.at < 0.1 }.count, 2, "the shell's line and the query")
        assertNoEmptyFrame(terminal)
    }

    func testAKeyBeforeTheRepliesTakesTheScreenWithTheBoxAndTheLateRepliesAreDrained() throws {
        let terminal = try terminal(repliesAt: 0.05)
        terminal.type("x", at: 0.02)
        terminal.type("\r", at: 0.5)
        XCTAssertEqual(try present(Input(message: "Name?"), on: terminal, options: options()), .finished(.accepted("x")))
        let taking = try XCTUnwrap(takingWrite(terminal))
        XCTAssertEqual(terminal.writes[taking].at, 0.02)
        XCTAssertEqual(terminal.unreadInput, "", "the replies were read, not typed")
        assertNoEmptyFrame(terminal)
    }

    func testRepliesAfterTheWaitAreReadAsRepliesNotKeys() throws {
        let terminal = try terminal(repliesAt: 0.3)
        terminal.type("a", at: 0.4)
        terminal.type("\r", at: 0.6)
        XCTAssertEqual(try present(Input(message: "Name?"), on: terminal, options: options()), .finished(.accepted("a")))
        XCTAssertEqual(terminal.writes[try XCTUnwrap(takingWrite(terminal))].at, 0.1)
        assertNoEmptyFrame(terminal)
    }

    func testAResizeWhileTheRepliesAreAwaitedLeavesTheShellsScreenAlone() throws {
        let terminal = try terminal(repliesAt: 0.06)
        terminal.resize(to: Size(width: 50, height: 10), at: 0.02)
        terminal.type("\r", at: 0.5)
        XCTAssertEqual(try present(alert, on: terminal, options: options(animated: false)), .finished(.button(0)))
        XCTAssertEqual(terminal.picture(at: 0.05), shell)
        XCTAssertEqual(terminal.picture(at: 0.06), """


                      ╭────────────────────────────╮
                      │                            │
                      │           Saved.           │
                      │                            │
                      │     < OK >  < Cancel >     │
                      ╰────────────────────────────╯

                   ←/→ move · Enter choose · Esc cancel
            """)
    }

    func testASignalBeforeTheRepliesEndsItWithoutTakingTheScreen() throws {
        for signal in [Signal.terminate, .interrupt, .hangUp] {
            let terminal = try terminal(repliesAt: 0.08)
            terminal.send(signal, at: 0.02)
            XCTAssertEqual(try present(alert, on: terminal, options: options()), .interrupted(signal: signal))
            XCTAssertNil(takingWrite(terminal), "\(signal)")
            XCTAssertEqual(terminal.unreadInput, "", "the replies drained")
        }
    }

    func testCtrlZBeforeTheRepliesStopsWithoutTakingTheScreenAndTakesItWithTheBoxAfter() throws {
        let terminal = try terminal(repliesAt: 0.05)
        terminal.send(.terminalStop, at: 0.02)
        terminal.type("\r", at: 0.5)
        XCTAssertEqual(try present(alert, on: terminal, options: options()), .finished(.button(0)))
        XCTAssertEqual(terminal.stops, [0.02])
        XCTAssertEqual(terminal.writes.filter { contains($0.bytes, Escape.enterAlternateScreen) }.map(\.at), [0.05])
        assertNoEmptyFrame(terminal)
    }

    func testAnInlineBoxsRowsAreMadeInTheWriteThatDrawsIt() throws {
        let terminal = try terminal(repliesAt: 0.03)
        terminal.type("\r", at: 0.5)
        XCTAssertEqual(try present(alert, on: terminal, options: options(placement: .inline)), .finished(.button(0)))
        XCTAssertEqual(terminal.writes[1].bytes, TerminalColorQuery.request)
        XCTAssertEqual(terminal.writes.firstIndex { contains($0.bytes, Escape.index) }, 2)
        for moment in ShownMoments(terminal.writes, size: terminal.size).moments where moment.picture != shell {
            XCTAssertTrue(moment.showsBox, "write \(moment.write) at \(moment.at):\n\(moment.picture)")
        }
    }

    func testInsideTmuxThePaneIsReadOnTheShellsScreenAndShownDimmedWithTheBox() throws {
        let terminal = try terminal(repliesAt: 0.03)
        var pane = Buffer(size: terminal.size)
        pane.put(shell, x: 0, y: 0, style: Style(foreground: .ansi(2)))
        terminal.pane = pane
        terminal.type("\r", at: 0.5)
        var options = options()
        options.traits.insideTmux = true
        XCTAssertEqual(try present(alert, on: terminal, options: options), .finished(.button(0)))
        let taking = try XCTUnwrap(takingWrite(terminal))
        XCTAssertEqual(terminal.writes[taking].at, 0.03)
        XCTAssertTrue(terminal.frames[taking].picture.hasPrefix(shell), "the pane behind the box:\n\(terminal.frames[taking].picture)")
        assertNoEmptyFrame(terminal)
    }

    // MARK: The last frame

    func testTheBoxFadesOutInStepsAndTheLastFrameWithItGoesStraightToTheShellsScreen() throws {
        for depth in [ColorDepth.trueColor, .ansi256] {
            let terminal = try terminal()
            terminal.type("\r", at: 0.5)
            XCTAssertEqual(try present(alert, on: terminal, options: options(depth: depth)), .finished(.button(0)))
            assertNoEmptyFrame(terminal)
            let leaving = try XCTUnwrap(terminal.writes.lastIndex { contains($0.bytes, Escape.leaveAlternateScreen) })
            XCTAssertEqual(terminal.writes[leaving].at, 0.7, accuracy: 1e-6, "0.2 s after Enter")
            let fading = ShownMoments(terminal.writes, size: terminal.size).onAlternate.filter { $0.at >= 0.5 }
            XCTAssertEqual(fading.last?.write, leaving - 1, "the last frame is followed by the shell's screen")
            assertTimes(fading.map(\.at), [0.5, 0.55, 0.6, 0.65], accuracy: 1e-6, "a step every 50 ms")
            // The message's first letter and the box's fill at every step, fading toward the black backdrop.
            let message = try XCTUnwrap(terminal.picture(at: 0.4).split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("Saved.") })
            let row = fading.map { $0.screen.cells[message] }
            let column = try XCTUnwrap(fading.first.flatMap { Array($0.lines[message]).firstIndex(of: "S") })
            let letters = row.map { $0[column].foreground }, fills = row.map { $0[column - 2].background }
            XCTAssertEqual(Set(letters).count, 4, "\(depth): \(letters)")
            XCTAssertGreaterThanOrEqual(Set(fills).count, 3, "\(depth): \(fills)")
            XCTAssertTrue(fading.allSatisfy { $0.lines[message].contains("Saved.") }, "the message is seen to the end")
        }
    }

    // MARK: Signals and time limits during the fades

    func testSignalsKeysAndTimeLimitsDuringTheFadesGiveTheTerminalBack() throws {
        typealias Case = (name: String, setUp: (FakeTerminal) -> Void, timeout: Double?, result: PresentationResult<Alert.Outcome>)
        let cases: [Case] = [
            ("SIGTERM fading in", { $0.send(.terminate, at: 0.1) }, nil, .interrupted(signal: .terminate)),
            ("SIGINT fading in", { $0.send(.interrupt, at: 0.1) }, nil, .interrupted(signal: .interrupt)),
            ("Ctrl-C fading in", { $0.type("\u{03}", at: 0.1) }, nil, .interrupted(signal: .interrupt)),
            ("time limit fading in", { _ in }, 0.15, .finished(.timedOut)),
            ("SIGTERM fading out", { $0.type("\r", at: 0.5); $0.send(.terminate, at: 0.6) }, nil, .interrupted(signal: .terminate)),
            ("SIGINT fading out", { $0.type("\r", at: 0.5); $0.send(.interrupt, at: 0.6) }, nil, .interrupted(signal: .interrupt)),
            ("time limit fading out", { $0.type("\r", at: 0.5) }, 0.6, .finished(.button(0))),
        ]
        for (name, setUp, timeout, expected) in cases {
            let terminal = try terminal()
            setUp(terminal)
            XCTAssertEqual(try present(alert, on: terminal, options: options(timeout: timeout)), expected, name)
            assertNoEmptyFrame(terminal)
        }
    }
}
