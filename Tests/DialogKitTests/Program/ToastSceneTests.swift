import XCTest
@testable import DialogKit

/// A toast's schedule and a detached toast's readings of the pane, driven through a fake terminal on a fake clock.
/// Times are seconds from the start.
final class ToastSceneTests: XCTestCase {
    private func run(_ place: ToastScene.Place, on terminal: FakeTerminal, hold: Double = 1, position: Toast.Position = .bottom,
                     kept: Bool = false) throws -> ToastResult {
        let toast = Toast(message: "Saved.", kind: .success, position: position, duration: hold)
        return try ToastScene(toast, on: terminal, place: place, theme: Theme.standard(for: .ansi16), colorDepth: .ansi16,
                              kept: kept).run(arrival: nil)
    }

    /// When the screen first read `text`, and when it last changed to read otherwise.
    private func shown(_ text: String, on terminal: FakeTerminal) -> [Double] {
        var times: [Double] = []
        var showing = false
        for frame in terminal.frames where frame.picture.contains(text) != showing {
            showing.toggle()
            times.append(frame.at)
        }
        return times
    }

    func testAnInlineToastFadesInStaysFadesOutAndLeavesNothingBehind() throws {
        let terminal = FakeTerminal()
        XCTAssertEqual(try run(.inline, on: terminal), .finished(.shown))
        XCTAssertEqual(terminal.picture(at: 0), """


                          ╭──────────╮
                          │          │
                          ╰──────────╯
            """, "the first step of the fade: the box, its text not yet")
        XCTAssertEqual(terminal.picture(at: 0.5), """


                          ╭──────────╮
                          │ ✓ Saved. │
                          ╰──────────╯
            """)
        XCTAssertEqual(shown("Saved.", on: terminal), [0.05, 1.8], "text from the second fade-in step to 1.8 s")
        XCTAssertEqual(shown("╭", on: terminal), [0, 2], "the box from the first frame until the schedule's end")
        XCTAssertEqual(terminal.elapsed, 2, accuracy: 1e-9)
        XCTAssertEqual(terminal.picture, "")
        XCTAssertEqual(terminal.inputMode, .original)
        XCTAssertEqual(terminal.features, [])
    }

    func testWritesComeOnlyWhenTheFadeChangesWhatIsDrawn() throws {
        let terminal = FakeTerminal()
        _ = try run(.inline, on: terminal, position: .top)
        XCTAssertEqual(terminal.writes.map(\.at).filter { $0 < 2 }, [0, 0.05, 0.15, 1.3, 1.8],
                       "fade in dim, text, full; fade out dim, text gone")
    }

    func testAKeptToastStaysWithTheCursorBelowIt() throws {
        let terminal = FakeTerminal()
        XCTAssertEqual(try run(.inline, on: terminal, kept: true), .finished(.shown))
        XCTAssertEqual(terminal.picture, """

                          ╭──────────╮
                          │ ✓ Saved. │
                          ╰──────────╯
            """)
        XCTAssertEqual(terminal.screen.row, 4, "the line under the box")
        XCTAssertEqual(terminal.writes.count, 1)
    }

    func testAToastKeptAtACornerIsDrawnThereOverWhatTheScreenShows() throws {
        let terminal = FakeTerminal(size: Size(width: 30, height: 8))
        try terminal.write(Array("$ ls\r\nnotes 漢字 👍🏽\r\n".utf8))
        XCTAssertEqual(try run(.at(Point(x: 5, y: 3)), on: terminal, kept: true), .finished(.shown))
        XCTAssertEqual(terminal.picture, """
            $ ls
            notes 漢字 👍🏽

                 ╭──────────╮
                 │ ✓ Saved. │
                 ╰──────────╯
            """, "the box's corner at row 3, column 5, the rows above as they were")
    }

    func testAToastKeptAtACornerPastTheScreenStaysOnIt() throws {
        let terminal = FakeTerminal(size: Size(width: 30, height: 8))
        XCTAssertEqual(try run(.at(Point(x: 40, y: 6)), on: terminal, kept: true), .finished(.shown))
        XCTAssertEqual(terminal.picture, """





                              ╭──────────╮
                              │ ✓ Saved. │
                              ╰──────────╯
            """, "moved left and up to fit, as a box placed by --begin is")
    }

    // MARK: Detached, in a band of the pane read through tmux

    func testADetachedToastTakesTheBlankBottomRowsAndErasesOnlyItsOwn() throws {
        let terminal = FakeTerminal(size: Size(width: 30, height: 8))
        try terminal.write(Array("$ make\r\n".utf8))
        let pane = FakePane(terminal, answersAfter: 0.01)
        XCTAssertEqual(try run(.band(pane), on: terminal, hold: 0.5), .finished(.shown))
        XCTAssertEqual(terminal.picture(at: 0.5), """
            $ make




                     ╭──────────╮
                     │ ✓ Saved. │
                     ╰──────────╯
            """)
        XCTAssertEqual(shown("╭", on: terminal).first, 0.01, "drawn once the first reading has come")
        XCTAssertEqual(terminal.picture, "$ make")
        XCTAssertEqual(terminal.screen.row, 1, "the cursor where it was")
    }

    func testEachFrameAfterTheFirstWaitsForAReadingOfThePane() throws {
        let terminal = FakeTerminal(size: Size(width: 30, height: 8))
        let pane = FakePane(terminal, answersAfter: 0.02)
        _ = try run(.band(pane), on: terminal, hold: 0.5)
        XCTAssertEqual(shown("Saved.", on: terminal).first ?? 0, 0.07, accuracy: 1e-9,
                       "the second fade-in step (due at 0.05) once the reading started then has come")
        let gaps = zip(pane.readings.dropFirst(), pane.readings).map { $0 - $1 }
        XCTAssertLessThanOrEqual(gaps.max() ?? 1, ToastScene.checkInterval + 0.02 + 1e-9, "read every tenth of a second")
    }

    func testAPaneThatDoesNotAnswerEndsTheToastAtTheReadingsTimeLimit() throws {
        let terminal = FakeTerminal(size: Size(width: 30, height: 8))
        let pane = FakePane(terminal, answersAfter: 0.01, answering: 1)
        XCTAssertEqual(try run(.band(pane), on: terminal, hold: 3), .finished(.shown))
        XCTAssertEqual(terminal.elapsed, 0.05 + TmuxPane.timeLimit, accuracy: 1e-9, "the reading for the second step never came")
        XCTAssertEqual(terminal.picture, "", "erased on the way out")
    }

    func testOutputThatScrollsTheBoxMakesItStepAside() throws {
        let terminal = FakeTerminal(size: Size(width: 30, height: 8))
        let pane = FakePane(terminal, answersAfter: 0.01)
        pane.printing = (0.3, String(repeating: "\r\n", count: 8) + "$ ls")
        XCTAssertEqual(try run(.band(pane), on: terminal, hold: 3), .finished(.shown))
        XCTAssertLessThan(terminal.elapsed, 0.5, "over at the first reading after the output")
        XCTAssertEqual(terminal.frames.first { $0.picture.contains("$ ls") }?.picture, """




                     ╭──────────╮
                     │ ✓ Saved. │
                     ╰──────────╯
            $ ls
            """, "scrolled up a row")
        XCTAssertEqual(terminal.picture, "\n\n\n\n\n\n\n$ ls", "erased where it scrolled to")
    }

    // MARK: Detached, in tmux's message line when the pane has no free rows

    func testWithThePromptOnTheLastRowTheToastShowsInTheMessageLineForItsTime() throws {
        let terminal = FakeTerminal(size: Size(width: 30, height: 8))
        let screen = (1...7).map { "output \($0)\r\n" }.joined() + "$ "
        try terminal.write(Array(screen.utf8))
        let before = terminal.picture
        let pane = FakePane(terminal, answersAfter: 0.01)
        let writes = terminal.writes.count
        XCTAssertEqual(try run(.band(pane), on: terminal, hold: 1), .finished(.shown))
        XCTAssertEqual(pane.messages.map(\.text), ["✓ Saved."])
        XCTAssertEqual(pane.messages.first?.at ?? 0, 0.01, accuracy: 1e-9, "once the reading found no free row")
        XCTAssertEqual(pane.messages.first?.seconds ?? 0, 2, accuracy: 1e-9, "fade in, a second, fade out")
        XCTAssertEqual(terminal.elapsed, 2.01, accuracy: 1e-9, "the turn held while the message shows")
        XCTAssertEqual(terminal.writes.count, writes, "nothing written to the pane")
        XCTAssertEqual(terminal.picture, before)
        XCTAssertEqual(terminal.picture.split(separator: "\n").last, "$", "the prompt on the last row")
    }

    func testAFullScreenProgramInFrontGetsTheToastInTheMessageLine() throws {
        let terminal = FakeTerminal(size: Size(width: 30, height: 8))
        try terminal.write(Array("\u{1B}[?1049hvim".utf8))
        let pane = FakePane(terminal, answersAfter: 0.01)
        XCTAssertEqual(try run(.band(pane), on: terminal, hold: 0), .finished(.shown))
        XCTAssertEqual(pane.messages.map(\.text), ["✓ Saved."])
        XCTAssertEqual(pane.messages.first?.seconds ?? 0, 1, accuracy: 1e-9, "the fades alone")
        XCTAssertEqual(terminal.picture, "vim")
    }

    func testAToastWithFreeRowsDoesNotUseTheMessageLine() throws {
        let terminal = FakeTerminal(size: Size(width: 30, height: 8))
        let pane = FakePane(terminal, answersAfter: 0.01)
        _ = try run(.band(pane), on: terminal, hold: 0.5)
        XCTAssertTrue(pane.messages.isEmpty)
        XCTAssertEqual(shown("Saved.", on: terminal).count, 2, "shown in the pane and erased")
    }

    func testAMessageLineTmuxRefusesEndsTheToastAtOnce() throws {
        let terminal = FakeTerminal(size: Size(width: 30, height: 8))
        try terminal.write(Array("\u{1B}[?1049h".utf8))
        let pane = FakePane(terminal, answersAfter: 0.01)
        pane.showsMessages = false
        XCTAssertEqual(try run(.band(pane), on: terminal, hold: 1), .finished(.shown))
        XCTAssertEqual(terminal.elapsed, 0.01, accuracy: 1e-9)
    }

    func testTheMessageLineIsOneLineTmuxShowsAsItIs() {
        XCTAssertEqual(TmuxPane.messageLine("50% done #{pane_id}\nnext line\u{1B}[31m red"),
                       "50%% done ##{pane_id} next line^[[31m red")
        XCTAssertEqual(TmuxPane.messageLine("漢字 👍🏽 e\u{301}"), "漢字 👍🏽 e\u{301}", "wide, emoji and combining marks kept")
        XCTAssertEqual(TmuxPane.messageLine(String(repeating: "a", count: 1000)).count, TmuxPane.messageLimit)
        let toast = Toast(message: "Disk\nalmost full", title: "Backup", kind: .warning)
        XCTAssertEqual(toast.messageLine, "! Backup: Disk\nalmost full")
        XCTAssertEqual(TmuxPane.messageLine(toast.messageLine), "! Backup: Disk almost full")
    }
}

/// A tmux pane over a fake terminal: a reading is the fake screen, as tmux prints it, `answersAfter` seconds after it
/// started; past `answering` readings, none comes. `printing` is output of the program in front, shown at its time.
/// Lines for tmux's message line are kept in `messages`, with when and for how long; `showsMessages` false fails them.
private final class FakePane: PaneReader {
    private(set) var messages: [(text: String, at: Double, seconds: Double)] = []
    var showsMessages = true

    func showMessage(_ text: String, seconds: Double) -> Bool {
        guard showsMessages else { return false }
        messages.append((text, terminal.elapsed, seconds))
        return true
    }

    private let terminal: FakeTerminal
    private let latency: Double
    private let answering: Int
    var printing: (at: Double, text: String)?
    /// When each reading started.
    private(set) var readings: [Double] = []

    init(_ terminal: FakeTerminal, answersAfter latency: Double, answering: Int = .max) {
        self.terminal = terminal
        self.latency = latency
        self.answering = answering
    }

    private func printed() -> [UInt8] {
        if let printing, terminal.elapsed >= printing.at {
            self.printing = nil
            try? terminal.write(Array(printing.text.utf8))
        }
        let screen = terminal.screen
        var rows = screen.picture.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if screen.picture.isEmpty { rows = [] }
        rows += Array(repeating: "", count: max(0, screen.size.height - rows.count))
        return Array((rows.joined(separator: "\n") + "\n\(screen.row) \(screen.onAlternate ? 1 : 0)\n").utf8)
    }

    func snapshot() -> TmuxPane.Snapshot? { TmuxPane.parse(printed()) }

    func startReading(now: Double) -> TmuxPane.Reading? {
        readings.append(terminal.elapsed)
        let descriptor = Int32(100 + readings.count)
        if readings.count <= answering {
            let at = terminal.elapsed + latency
            terminal.arrive(.output(descriptor, { [unowned self] in printed() }), at: at)
            terminal.arrive(.output(descriptor, { [] }), at: at)
        }
        return TmuxPane.Reading(descriptor: descriptor, deadline: now + TmuxPane.timeLimit, process: nil)
    }
}
