import XCTest
@testable import DialogKit
import TestSupport

/// A frame leaves the terminal in the style of the last cell it drew, and the next frame goes on from it: a key
/// typed into a field is sent without setting its colours again. Every erase written outside a frame, and every
/// way out, finds or leaves the plain style (an erase takes the current background, as terminals with
/// background-colour erase do).
final class StyleHandBackTests: XCTestCase {
    private func options(_ placement: Placement, timeout: Double? = nil) -> PresentationOptions {
        PresentationOptions(placement: placement, animated: false, colorDepth: .ansi256, timeout: timeout,
                            escapeDelay: 0.05)
    }

    /// A terminal that answers the colour query at once.
    private func answering() -> FakeTerminal {
        let terminal = FakeTerminal(size: Size(width: 40, height: 12))
        terminal.type(ProgramTests.darkReplies, at: 0.01)
        return terminal
    }

    /// Every write replayed on a terminal that erases in the current background.
    private func replay(_ terminal: FakeTerminal) -> VirtualScreen {
        var screen = VirtualScreen(width: terminal.size.width, height: terminal.size.height)
        for write in terminal.writes { screen.feed(write.bytes) }
        return screen
    }

    private func writes(_ terminal: FakeTerminal, at seconds: Double) -> [String] {
        terminal.writes.filter { abs($0.at - seconds) < 1e-9 }.map { readableEscapes($0.bytes) }
    }

    func testALetterTypedAfterAnotherIsSentAloneInTheStyleTheLastFrameLeft() throws {
        for placement in [Placement.fullscreen, .inline] {
            let terminal = answering()
            terminal.type("a", at: 0.2)
            terminal.type("b", at: 0.3)
            terminal.type("\r", at: 0.5)
            let result = try Presenter(Input(message: "Name?"), terminal: terminal, options: options(placement)).run()
            XCTAssertEqual(result, .finished(.accepted("ab")), "\(placement)")
            XCTAssertEqual(writes(terminal, at: 0.3), ["\"b\""], "\(placement): the letter alone, where the caret was")
            let first = try XCTUnwrap(writes(terminal, at: 0.2).first, "\(placement)")
            XCTAssertFalse(first.hasPrefix("␛[0m") || first.contains("\n␛[0m"),
                           "\(placement): no style reset in a key's write:\n\(first)")
        }
    }

    func testEveryWayOutLeavesThePlainStyleAndAnInlineBoxErasedWithoutColour() throws {
        typealias Ending = (name: String, timeout: Double?, arrange: (FakeTerminal) -> Void)
        let endings: [Ending] = [
            ("Enter", nil, { $0.type("\r", at: 0.5) }),
            ("Esc", nil, { $0.type("\u{1B}", at: 0.5) }),
            ("Ctrl-C", nil, { $0.type("\u{03}", at: 0.5) }),
            ("SIGTERM", nil, { $0.send(.terminate, at: 0.5) }),
            ("SIGHUP", nil, { $0.send(.hangUp, at: 0.5) }),
            ("time limit", 0.5, { _ in }),
            ("Ctrl-Z, then Enter", nil, { $0.type("\u{1A}", at: 0.4); $0.type("\r", at: 0.6) }),
            ("a resize, then Enter", nil, { $0.resize(to: Size(width: 36, height: 11), at: 0.4); $0.type("\r", at: 0.6) }),
        ]
        for placement in [Placement.fullscreen, .inline] {
            for ending in endings {
                let terminal = answering()
                terminal.type("ab", at: 0.2)
                ending.arrange(terminal)
                _ = try Presenter(Input(message: "Name?"), terminal: terminal,
                                  options: options(placement, timeout: ending.timeout)).run()
                let screen = replay(terminal)
                XCTAssertTrue(screen.penIsPlain, "\(placement), \(ending.name): the terminal is left in a style")
                guard placement == .inline else { continue }
                XCTAssertEqual(screen.lines.filter { !$0.allSatisfy { $0 == " " } }, [],
                               "\(placement), \(ending.name): the box's rows are erased")
                let coloured = screen.cells.joined().filter { $0.background != "" }
                XCTAssertEqual(coloured.count, 0, "\(placement), \(ending.name): cells erased in a colour")
            }
        }
    }

    func testAStopErasesAnInlineBoxInThePlainStyle() throws {
        let terminal = answering()
        terminal.type("ab", at: 0.2)
        terminal.type("\u{1A}", at: 0.4)
        terminal.type("\r", at: 0.6)
        _ = try Presenter(Input(message: "Name?"), terminal: terminal, options: options(.inline)).run()
        var screen = VirtualScreen(width: 40, height: 12)
        for write in terminal.writes where write.at < 0.4 - 1e-9 { screen.feed(write.bytes) }
        XCTAssertFalse(screen.penIsPlain, "a frame leaves the field's style, for the next key")
        let atStop = try XCTUnwrap(terminal.writes.first { abs($0.at - 0.4) < 1e-9 })
        XCTAssertTrue(readableEscapes(atStop.bytes).hasPrefix("␛[0m\n␛8"), readableEscapes(atStop.bytes))
        screen.feed(atStop.bytes)
        XCTAssertEqual(screen.cells.joined().filter { $0.background != "" }.count, 0, "erased without colour")
    }
}
