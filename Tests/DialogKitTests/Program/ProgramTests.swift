import XCTest
@testable import DialogKit

/// The presentation's rules, driven through a fake terminal on a fake clock: no pseudo-terminal, no sleeping.
/// Times are seconds from the start.
final class ProgramTests: XCTestCase {
    /// The replies of a terminal with a black background and white text, then its DA1 reply.
    static let darkReplies = "\u{1B}]11;rgb:0000/0000/0000\u{1B}\\\u{1B}]10;rgb:ffff/ffff/ffff\u{1B}\\\u{1B}[?62;22c"

    private func options(timeout: Double? = nil, placement: Placement = .fullscreen) -> PresentationOptions {
        PresentationOptions(placement: placement, animated: false, colorDepth: .ansi16, timeout: timeout,
                            escapeDelay: 0.05)
    }

    private let alert = Alert(message: "Saved.", buttons: ["OK", "Cancel"].map(ButtonLabel.init(parsing:)),
                              cancelButton: 1)

    /// A terminal that answers the colour query at once.
    private func answering() -> FakeTerminal {
        let terminal = FakeTerminal()
        terminal.type(Self.darkReplies, at: 0.01)
        return terminal
    }

    private func present<D: Dialog>(_ dialog: D, on terminal: FakeTerminal, options: PresentationOptions? = nil,
                                    file: StaticString = #filePath, line: UInt = #line) throws -> PresentationResult<D.Outcome> {
        let result = try Presenter(dialog, terminal: terminal, options: options ?? self.options()).run()
        assertRestored(terminal, file: file, line: line)
        return result
    }

    /// The terminal as the presentation found it: modes back, every feature off, the main screen, the cursor shown.
    private func assertRestored(_ terminal: FakeTerminal, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(terminal.inputMode, .original, "input mode", file: file, line: line)
        XCTAssertEqual(terminal.features, [], "features", file: file, line: line)
        XCTAssertEqual(terminal.screen.modes, [25], "DEC private modes left set", file: file, line: line)
        XCTAssertFalse(terminal.screen.onAlternate, "still on the alternate screen", file: file, line: line)
    }

    // MARK: The colour query

    func testTheFirstFrameComesOnlyAfterTheDA1Reply() throws {
        let terminal = FakeTerminal()
        terminal.type(Self.darkReplies, at: 0.03)
        terminal.type("\r", at: 0.5)
        XCTAssertEqual(try present(alert, on: terminal), .finished(.button(0)))
        XCTAssertEqual(terminal.screen.queries, ["OSC 11", "OSC 10", "DA1"], "background, foreground, then DA1")
        XCTAssertEqual(terminal.firstShown("Saved."), 0.03)
        XCTAssertEqual(terminal.picture(at: 0.029), "")
        XCTAssertEqual(terminal.recorded, [TerminalColors(foreground: RGB(255, 255, 255), background: RGB(0, 0, 0))])
        XCTAssertEqual(terminal.picture(at: 0.03), """



                 ╭────────────────────────────╮
                 │                            │
                 │           Saved.           │
                 │                            │
                 │     < OK >  < Cancel >     │
                 ╰────────────────────────────╯


              ←/→ move · Enter choose · Esc cancel
            """)
    }

    func testWithoutAReplyTheFirstFrameComesAfter100Milliseconds() throws {
        let terminal = FakeTerminal()
        terminal.type("\r", at: 0.5)
        XCTAssertEqual(try present(alert, on: terminal), .finished(.button(0)))
        XCTAssertEqual(terminal.firstShown("Saved."), 0.1)
    }

    func testKeysTypedBeforeTheRepliesReachTheFieldAfterTheFirstFrameInOrder() throws {
        let terminal = FakeTerminal()
        terminal.type("ab", at: 0.01)
        terminal.type(Self.darkReplies, at: 0.04)
        terminal.type("c\r", at: 0.2)
        let input = Input(message: "Name?")
        XCTAssertEqual(try present(input, on: terminal), .finished(.accepted("abc")))
        XCTAssertEqual(terminal.firstShown("Name?"), 0.01, "a key cuts the wait for the replies short")
        XCTAssertEqual(terminal.picture(at: 0.1), """


             ╭────────────────────────────────────╮
             │                                    │
             │  Name?                             │
             │                                    │
             │  ab                                │
             │                                    │
             │         < OK >  < Cancel >         │
             ╰────────────────────────────────────╯

              Enter accept · Tab move · Esc cancel
            """, "the replies that came after the keys are not typed")
    }

    func testKeysRightBehindTheDA1ReplyAreTypedAfterTheFirstFrame() throws {
        let terminal = FakeTerminal()
        terminal.type(Self.darkReplies + "xy", at: 0.02)
        terminal.type("\r", at: 0.2)
        XCTAssertEqual(try present(Input(message: "Name?"), on: terminal), .finished(.accepted("xy")))
        XCTAssertEqual(terminal.firstShown("Name?"), 0.02)
    }

    func testRepliesSplitAcrossReadsAreTakenWhole() throws {
        let terminal = FakeTerminal()
        terminal.type("\u{1B}]11;rgb:0000/00", at: 0.01)
        terminal.type("00/0000\u{1B}", at: 0.02)
        terminal.type("\\\u{1B}]10;rgb:ffff/ffff/ffff\u{1B}\\\u{1B}[?6", at: 0.03)
        terminal.type("2;22c", at: 0.04)
        terminal.type("\r", at: 0.5)
        XCTAssertEqual(try present(alert, on: terminal), .finished(.button(0)))
        XCTAssertEqual(terminal.firstShown("Saved."), 0.04)
        XCTAssertEqual(terminal.recorded, [TerminalColors(foreground: RGB(255, 255, 255), background: RGB(0, 0, 0))])
    }

    // MARK: The replies drained once it is over

    func testADialogEndedBeforeTheDA1ReplyDrainsTheRestWithTheScreenGivenBack() throws {
        let terminal = FakeTerminal()
        terminal.type("\r", at: 0.01)
        terminal.type(Self.darkReplies, at: 0.05)
        terminal.type("ls\n", at: 0.3)
        XCTAssertEqual(try present(alert, on: terminal), .finished(.button(0)))
        XCTAssertEqual(terminal.firstShown("Saved."), 0.01, "Enter cut the wait short")
        XCTAssertEqual(terminal.frames.last { $0.at < 0.05 }?.alternate, false, "the screen is back while draining")
        XCTAssertEqual(terminal.elapsed, 0.05, accuracy: 0.001, "the drain ends with the DA1 reply")
        XCTAssertEqual(terminal.recorded, [TerminalColors(foreground: RGB(255, 255, 255), background: RGB(0, 0, 0))])
        XCTAssertEqual(terminal.unreadInput, "ls\n")
    }

    func testADrainTakesRepliesSplitAcrossReadsAndNotAByteAfterThem() throws {
        let terminal = FakeTerminal()
        terminal.type("\r", at: 0.01)
        terminal.type("\u{1B}]11;rgb:0000/0000/0000\u{1B}\\\u{1B}]10;rgb:ff", at: 0.05)
        terminal.type("ff/ffff/ffff\u{1B}\\\u{1B}[?62;22cls\n", at: 0.08)
        XCTAssertEqual(try present(alert, on: terminal), .finished(.button(0)))
        XCTAssertEqual(terminal.elapsed, 0.08, accuracy: 0.001)
        XCTAssertEqual(terminal.recorded, [TerminalColors(foreground: RGB(255, 255, 255), background: RGB(0, 0, 0))])
        XCTAssertEqual(terminal.unreadInput, "ls\n")
    }

    func testAKeyTypedAfterTheEndIsNotDrainedAndTheDrainGivesUpAtItsPatience() throws {
        let terminal = FakeTerminal()
        terminal.type("\r", at: 0.01)
        terminal.type("x", at: 0.02)
        XCTAssertEqual(try present(alert, on: terminal), .finished(.button(0)))
        XCTAssertEqual(terminal.elapsed, 0.21, accuracy: 0.006, "200 ms after the end")
        XCTAssertEqual(terminal.unreadInput, "x")
        XCTAssertEqual(terminal.recorded, [])
    }

    func testKeysTypedWithTheOneThatEndsItAreTheShellsAndNothingIsDrained() throws {
        let terminal = FakeTerminal()
        terminal.type("\rls\n", at: 0.01)
        terminal.type(Self.darkReplies, at: 0.05)
        XCTAssertEqual(try present(alert, on: terminal), .finished(.button(0)))
        XCTAssertEqual(terminal.elapsed, 0.01, accuracy: 1e-6)
        XCTAssertEqual(terminal.unreadInput, "ls\n" + Self.darkReplies)
    }

    func testASignalEndsItAndTheDrainStopsAtTheSecond() throws {
        let terminal = FakeTerminal()
        terminal.send(.terminate, at: 0.01)
        terminal.send(.terminate, at: 0.05)
        terminal.type(Self.darkReplies, at: 0.1)
        XCTAssertEqual(try present(alert, on: terminal), .interrupted(signal: .terminate))
        XCTAssertEqual(terminal.elapsed, 0.05, accuracy: 1e-6)
        XCTAssertEqual(terminal.unreadInput, Self.darkReplies)
    }

    // MARK: Signals and keys that end or stop it

    func testInterruptTerminateAndHangUpEndItAndGiveTheTerminalBack() throws {
        for signal in [Signal.interrupt, .terminate, .hangUp] {
            let terminal = answering()
            terminal.send(signal, at: 0.3)
            XCTAssertEqual(try present(alert, on: terminal), .interrupted(signal: signal))
            XCTAssertEqual(terminal.elapsed, 0.3, accuracy: 1e-9)
        }
        let terminal = answering()
        terminal.type("\u{03}", at: 0.3)
        XCTAssertEqual(try present(alert, on: terminal), .interrupted(signal: .interrupt), "Ctrl-C read as a key")
    }

    func testEveryWayOutGivesTheTerminalBackAsAHandBackThatCannotStopIt() throws {
        // An interactive shell's subshell may hold the terminal again by then: SIGTTOU is ignored meanwhile.
        for signal in [Signal.interrupt, .terminate, .hangUp] {
            let terminal = answering()
            terminal.send(signal, at: 0.3)
            XCTAssertEqual(try present(alert, on: terminal), .interrupted(signal: signal))
            XCTAssertEqual(terminal.givenBackOutsideAHandBack, [], "\(signal)")
            XCTAssertEqual(terminal.inputMode, .original, "\(signal)")
            XCTAssertEqual(terminal.features, [], "\(signal)")
        }
        let terminal = answering()
        terminal.type("\r", at: 0.3)
        XCTAssertEqual(try present(alert, on: terminal), .finished(.button(0)))
        XCTAssertEqual(terminal.givenBackOutsideAHandBack, [])
        XCTAssertEqual(terminal.inputMode, .original)
        XCTAssertEqual(terminal.features, [])
    }

    func testCtrlZHandsTheTerminalBackStopsAndDrawsEverythingAgain() throws {
        let terminal = answering()
        terminal.type("\u{1A}", at: 0.3)
        terminal.type("\r", at: 0.6)
        XCTAssertEqual(try present(alert, on: terminal), .finished(.button(0)))
        XCTAssertEqual(terminal.stops, [0.3])
        let atStop = terminal.frames.filter { $0.at == 0.3 }
        XCTAssertEqual(atStop.first?.alternate, false, "the user's screen is back while stopped")
        XCTAssertEqual(atStop.last?.picture, terminal.picture(at: 0.2), "the same box again after fg")
        XCTAssertEqual(atStop.last?.alternate, true)
    }

    func testAfterCtrlZTheDialogWaitsInLineAgainWhileAnotherShows() throws {
        let terminal = answering()
        terminal.othersTurns = [0.3..<0.8]
        terminal.type("\u{1A}", at: 0.3)
        terminal.type("\r", at: 0.9)
        XCTAssertEqual(try present(alert, on: terminal), .finished(.button(0)))
        XCTAssertEqual(terminal.stops, [0.3])
        XCTAssertEqual(terminal.picture(at: 0.79), "", "nothing drawn while the other dialog shows")
        XCTAssertEqual(terminal.picture(at: 0.8), terminal.picture(at: 0.2), "the box again once the turn is back")
    }

    func testSIGTSTPStopsAsCtrlZDoes() throws {
        let terminal = answering()
        terminal.send(.terminalStop, at: 0.3)
        terminal.type("\r", at: 0.6)
        XCTAssertEqual(try present(alert, on: terminal), .finished(.button(0)))
        XCTAssertEqual(terminal.stops, [0.3])
        XCTAssertEqual(terminal.picture(at: 0.3), terminal.picture(at: 0.2))
    }

    // MARK: Resize, time limit, Esc delay

    func testAResizeLaysTheBoxOutAgainForTheNewSize() throws {
        let terminal = answering()
        terminal.resize(to: Size(width: 50, height: 10), at: 0.3)
        terminal.type("\r", at: 0.6)
        XCTAssertEqual(try present(alert, on: terminal), .finished(.button(0)))
        XCTAssertEqual(terminal.picture(at: 0.3), """


                      ╭────────────────────────────╮
                      │                            │
                      │           Saved.           │
                      │                            │
                      │     < OK >  < Cancel >     │
                      ╰────────────────────────────╯

                   ←/→ move · Enter choose · Esc cancel
            """)
    }

    func testTheTimeLimitAnswersWhenItRunsOut() throws {
        let terminal = answering()
        XCTAssertEqual(try present(alert, on: terminal, options: options(timeout: 2)), .finished(.timedOut))
        XCTAssertEqual(terminal.elapsed, 2, accuracy: 1e-9)
    }

    func testTheTimeLimitCountsTheWaitForTheTurnAndAnswersWithoutDrawing() throws {
        let terminal = answering()
        terminal.othersTurns = [0..<5]
        XCTAssertEqual(try present(alert, on: terminal, options: options(timeout: 2)), .finished(.timedOut))
        XCTAssertEqual(terminal.elapsed, 2, accuracy: 1e-9)
        XCTAssertNil(terminal.firstShown("Saved."))
    }

    // MARK: The turn

    func testInLineForTheTurnNothingIsDrawnAndOneLineSaysWhyAfterASecond() throws {
        let terminal = FakeTerminal()
        terminal.othersTurns = [0..<1.5]
        terminal.type(Self.darkReplies, at: 1.51)
        terminal.type("\r", at: 2)
        XCTAssertEqual(try present(alert, on: terminal), .finished(.button(0)))
        XCTAssertEqual(terminal.picture(at: 1.4), "waiting for another swalert")
        XCTAssertEqual(terminal.frames.first?.at ?? 0, 1, accuracy: 0.011, "the notice, the first write, a second in")
        XCTAssertEqual(terminal.firstShown("Saved."), 1.51)
    }

    func testASignalInLineForTheTurnEndsItWithoutTouchingTheTerminal() throws {
        let terminal = FakeTerminal()
        terminal.othersTurns = [0..<5]
        terminal.send(.terminalStop, at: 0.2)
        terminal.send(.hangUp, at: 0.5)
        XCTAssertEqual(try present(alert, on: terminal), .interrupted(signal: .hangUp))
        XCTAssertEqual(terminal.stops, [0.2], "Ctrl-Z in line stops at once")
        XCTAssertTrue(terminal.frames.isEmpty)
    }

    func testALoneEscIsTheEscKeyOnceTheEscDelayHasPassed() throws {
        let terminal = answering()
        terminal.type("\u{1B}", at: 0.3)
        XCTAssertEqual(try present(alert, on: terminal), .finished(.button(1)))
        XCTAssertEqual(terminal.elapsed, 0.35, accuracy: 1e-9)
    }

    func testTheRestOfASequenceWithinTheEscDelayMakesItAKey() throws {
        let terminal = answering()
        terminal.type("\u{1B}", at: 0.3)
        terminal.type("[C", at: 0.34)
        terminal.type("\r", at: 0.5)
        XCTAssertEqual(try present(alert, on: terminal), .finished(.button(1)), "→ moved to Cancel")
    }

    func testASequenceCutByTheEscDelayIsEscAndItsRestStaysUnread() throws {
        let terminal = answering()
        terminal.type("\u{1B}", at: 0.3)
        terminal.type("[C", at: 0.36)
        XCTAssertEqual(try present(alert, on: terminal), .finished(.button(1)))
        XCTAssertEqual(terminal.elapsed, 0.35, accuracy: 1e-9)
        XCTAssertEqual(terminal.unreadInput, "[C")
    }

    func testALoneEscWhileTheRepliesAreAwaitedIsHeldAndSettledByTheEscDelay() throws {
        let terminal = FakeTerminal()
        terminal.type("\u{1B}", at: 0.01)
        terminal.type(Self.darkReplies, at: 0.2)
        XCTAssertEqual(try present(alert, on: terminal), .finished(.button(1)))
        XCTAssertEqual(terminal.firstShown("Saved."), 0.06, "Esc, settled 50 ms on, cut the wait short")
        XCTAssertEqual(terminal.unreadInput, "", "the replies that came after it were drained")
        XCTAssertEqual(terminal.recorded, [TerminalColors(foreground: RGB(255, 255, 255), background: RGB(0, 0, 0))])
    }

    func testAnInlineBoxIsErasedOnTheWayOut() throws {
        let terminal = answering()
        terminal.type("\r", at: 0.3)
        XCTAssertEqual(try present(alert, on: terminal, options: options(placement: .inline)), .finished(.button(0)))
        XCTAssertEqual(terminal.picture(at: 0.2), """

                 ╭────────────────────────────╮
                 │                            │
                 │           Saved.           │
                 │                            │
                 │     < OK >  < Cancel >     │
                 ╰────────────────────────────╯
            """)
        XCTAssertEqual(terminal.picture, "")
    }

    // MARK: Event sources

    /// A list whose items come from descriptor 7 while it shows.
    private func streamingList() -> (Choose, ItemSource) {
        var choose = Choose(message: "Pick")
        choose.isReading = true
        return (choose, ItemSource(descriptor: 7, delimiter: nil))
    }

    private func present<D: Dialog>(_ dialog: D, on terminal: FakeTerminal, sources: [any EventSource<D>],
                                    options: PresentationOptions? = nil) throws -> PresentationResult<D.Outcome> {
        let result = try Presenter(dialog, terminal: terminal, options: options ?? self.options()).run(sources: sources)
        assertRestored(terminal)
        return result
    }

    func testASourcesItemsReachTheListInOrderWithTheKeys() throws {
        let terminal = answering()
        terminal.arrive(.output(7) { Array("apple\nbanana\n".utf8) }, at: 0.2)
        terminal.type("\u{1B}[B", at: 0.3)
        terminal.arrive(.output(7) { Array("cherry\n".utf8) }, at: 0.4)
        terminal.type("\r", at: 0.5)
        // Enter is held until the pipe ends (HeldEnterTests).
        terminal.arrive(.output(7) { [] }, at: 0.6)
        let (choose, items) = streamingList()
        XCTAssertEqual(try present(choose, on: terminal, sources: [items]), .finished(.chosen([1])), "↓ moved to banana")
        XCTAssertEqual(terminal.firstShown("apple"), 0.2)
        XCTAssertEqual(terminal.picture(at: 0.45), """

                 ╭────────────────────────────╮
                 │                            │
                 │  Pick                      │
                 │                            │
                 │  Type to fi… 2/3 reading…  │
                 │    apple                   │
                 │  > banana                  │
                 │    cherry                  │
                 ╰────────────────────────────╯

              ↑/↓ move · Enter choose · Esc cancel
            """)
    }

    func testASourceThatEndsWithNothingEndsTheDialog() throws {
        let terminal = answering()
        terminal.arrive(.output(7) { [] }, at: 0.2)
        let (choose, items) = streamingList()
        XCTAssertEqual(try present(choose, on: terminal, sources: [items]), .finished(.noItems))
        XCTAssertEqual(terminal.elapsed, 0.2, accuracy: 1e-9)
        XCTAssertTrue(items.hasEnded)
    }

    func testASourceThatEndsInLineForTheTurnEndsItWithoutDrawing() throws {
        let terminal = answering()
        terminal.othersTurns = [0..<5]
        terminal.arrive(.output(7) { [] }, at: 0.5)
        let (choose, items) = streamingList()
        XCTAssertEqual(try present(choose, on: terminal, sources: [items]), .finished(.noItems))
        XCTAssertEqual(terminal.elapsed, 0.5, accuracy: 0.011, "read while in line, every 10 ms")
        XCTAssertTrue(terminal.frames.isEmpty)
    }

    func testCtrlCWithACommandRunningGoesToTheCommandAndTheWaitShowsItsEnd() throws {
        let terminal = FakeTerminal()
        // Colours known: a wait asks none (see `WaitColorQueryTests`).
        terminal.recordedBefore = TerminalColors(foreground: RGB(255, 255, 255), background: RGB(0, 0, 0))
        terminal.send(.interrupt, at: 0.3)
        var options = options()
        options.readsKeys = false
        let command = FakeCommand()
        XCTAssertEqual(try present(Wait(message: "Building"), on: terminal, sources: [command], options: options),
                       .finished(.interrupted(.interrupt)))
        XCTAssertEqual(command.interrupts, [0.3], "passed on once")
        XCTAssertEqual(terminal.elapsed, 0.4, accuracy: 1e-9, "the wait ends with the command, not with the signal")
        XCTAssertNotNil(terminal.picture(at: 0.35).range(of: "Building"), "still shown while the command ends")
    }
}

/// A command as a wait's source sees one: it takes SIGINT itself and ends 0.1 s after it.
private final class FakeCommand: EventSource {
    private(set) var interrupts: [Double] = []
    var descriptors: [Int32] { [] }
    var signals: [Signal] { [.childEnded] }
    var deadline: Double? { interrupts.first.map { FakeTerminal.start + $0 + 0.1 } }

    func update(_ dialog: inout Wait, received: [Terminal.Received], signals: [Signal], now: Double) -> Effect<WaitResult>? {
        guard let deadline, now >= deadline - 1e-9 else { return nil }
        dialog.settle(.interrupted(.interrupt))
        return .finish(.interrupted(.interrupt))
    }

    func intercept(_ signal: Signal, now: Double) -> Bool {
        interrupts.append(((now - FakeTerminal.start) * 1e6).rounded() / 1e6)
        return true
    }
}
