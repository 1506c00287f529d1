import XCTest
@testable import DialogKit

/// A wait reads no keys, yet asks the terminal's colours as an alert does: on the shell's screen, its first frame with
/// the box once the replies are in, and never a byte of what is typed for the shell. Driven through the fake terminal
/// and clock; times are seconds from the start.
final class WaitColorQueryTests: XCTestCase {
    /// A white terminal's replies, black text, then its DA1 reply.
    static let lightReplies = "\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\\u{1B}]10;rgb:0000/0000/0000\u{1B}\\\u{1B}[?62;22c"
    private let white = TerminalColors(foreground: RGB(0, 0, 0), background: RGB(255, 255, 255))
    private let shell = "$ swalert wait --fullscreen -- make"

    private func options(placement: Placement = .fullscreen) -> PresentationOptions {
        var options = PresentationOptions(placement: placement, animated: false, colorDepth: .trueColor,
                                          escapeDelay: 0.05)
        options.readsKeys = false
        return options
    }

    private func terminal() throws -> FakeTerminal {
        let terminal = FakeTerminal()
        try terminal.write(Array(shell.utf8))
        return terminal
    }

    /// Shows a wait whose command ends at `endsAt`; the terminal is checked to be as it was found.
    private func present(on terminal: FakeTerminal, endsAt: Double, placement: Placement = .fullscreen,
                         file: StaticString = #filePath, line: UInt = #line) throws -> PresentationResult<WaitResult> {
        let job = Job(endsAt: endsAt)
        let result = try Presenter(Wait(message: "Building", appearance: .hud), terminal: terminal,
                                   options: options(placement: placement)).run(sources: [job])
        XCTAssertEqual(terminal.inputMode, .original, "input mode", file: file, line: line)
        XCTAssertEqual(terminal.features, [], "features", file: file, line: line)
        XCTAssertFalse(terminal.screen.onAlternate, "still on the alternate screen", file: file, line: line)
        return result
    }

    /// The SGR parameters that set `color` as the background (`48;2;R;G;B`).
    private func background(_ color: Color) -> String {
        var bytes: [UInt8] = []
        Escape.sgr(reset: false, attributes: [], foreground: nil, background: color, into: &bytes)
        return String(decoding: bytes.dropFirst(2).dropLast(), as: UTF8.self)
    }

    /// The write that first shows `text`, as text.
    private func firstFrame(_ terminal: FakeTerminal, showing text: String) throws -> String {
        let index = try XCTUnwrap(terminal.frames.firstIndex { $0.picture.contains(text) }, "\(text) never shown")
        return String(decoding: terminal.writes[index].bytes, as: UTF8.self)
    }

    private var lightPanel: Color { Theme.resolved(depth: .trueColor, appearance: .light, setting: .auto).panel.background }
    private var darkPanel: Color { Theme.resolved(depth: .trueColor, appearance: .dark, setting: .auto).panel.background }

    func testAWaitInAWhiteTerminalAsksOnTheShellsScreenAndDrawsItsFirstFrameLight() throws {
        XCTAssertNotEqual(background(lightPanel), background(darkPanel))
        for placement in [Placement.fullscreen, .inline] {
            let terminal = try terminal()
            terminal.type(Self.lightReplies, at: 0.02)
            XCTAssertEqual(try present(on: terminal, endsAt: 0.5, placement: placement), .finished(.exited(0)))
            XCTAssertEqual(terminal.writes[1].bytes, TerminalColorQuery.request, "the query alone, first")
            XCTAssertEqual(terminal.frames[1].picture, shell, "asked on the shell's screen")
            XCTAssertEqual(terminal.firstShown("Building"), 0.02, "drawn once the DA1 reply is in")
            let first = try firstFrame(terminal, showing: "Building")
            XCTAssertTrue(first.contains(background(lightPanel)), "\(placement): the light palette from the first frame")
            XCTAssertFalse(first.contains(background(darkPanel)), "\(placement)")
            XCTAssertEqual(terminal.recorded, [white], "kept for a toast after it")
            XCTAssertEqual(terminal.unreadInput, "", "every reply read")
        }
    }

    func testColoursKnownOrTypeAheadAskNothingAndTheTypedKeysStayTheShells() throws {
        let known = try terminal()
        known.recordedBefore = white
        XCTAssertEqual(try present(on: known, endsAt: 0.3), .finished(.exited(0)))
        XCTAssertEqual(known.screen.queries, [], "the record stands in for asking")
        XCTAssertTrue(try firstFrame(known, showing: "Building").contains(background(lightPanel)))

        let typing = try terminal()
        typing.type("ls\r", at: 0)
        XCTAssertEqual(try present(on: typing, endsAt: 0.3), .finished(.exited(0)))
        XCTAssertEqual(typing.screen.queries, [], "no query behind what the shell is to read")
        XCTAssertEqual(typing.firstShown("Building"), 0, "drawn at once, dark")
        XCTAssertTrue(try firstFrame(typing, showing: "Building").contains(background(darkPanel)))
        XCTAssertEqual(typing.unreadInput, "ls\r")
    }

    func testKeysTypedWhileTheRepliesAreAwaitedAreNeverRead() throws {
        // A terminal that says nothing: the wait draws after its patience, and what is typed stays unread.
        let silent = try terminal()
        silent.type("ls", at: 0.01)
        silent.type("\r", at: 0.3)
        XCTAssertEqual(try present(on: silent, endsAt: 0.6), .finished(.exited(0)))
        XCTAssertEqual(silent.screen.queries, ["OSC 11", "OSC 10", "DA1"])
        XCTAssertEqual(silent.firstShown("Building"), TerminalColorQuery.patience)
        XCTAssertEqual(silent.unreadInput, "ls\r")
        XCTAssertEqual(silent.recorded, [TerminalColors()], "asked and nothing said: kept, so as not to ask again")

        // Keys typed after the replies that came late are the shell's too; the late replies are read as
        // they come.
        let late = try terminal()
        late.type(Self.lightReplies, at: 0.4)
        late.type("git push\r", at: 0.7)
        XCTAssertEqual(try present(on: late, endsAt: 2), .finished(.exited(0)))
        XCTAssertEqual(late.firstShown("Building"), TerminalColorQuery.patience, "drawn dark meanwhile")
        XCTAssertEqual(late.unreadInput, "git push\r")
        XCTAssertEqual(late.screen.queries, ["OSC 11", "OSC 10", "DA1"], "asked once")
    }

    func testAKeyInFrontOfTheRepliesEndsTheReadingAtOnce() throws {
        // The first byte of six waiting is read: it is no reply, and nothing after it is read.
        let terminal = try terminal()
        terminal.type("ab", at: 0.01)
        terminal.type(Self.lightReplies, at: 0.02)
        XCTAssertEqual(try present(on: terminal, endsAt: 0.5), .finished(.exited(0)))
        XCTAssertEqual(terminal.unreadInput, "b" + Self.lightReplies, "one byte read, the rest left as it came")
        XCTAssertEqual(terminal.firstShown("Building"), 0.02, "drawn at once, cut short")
    }
}

/// A wait's command as the presentation sees it: it ends with status 0 at `endsAt`.
private final class Job: EventSource {
    let endsAt: Double
    init(endsAt: Double) { self.endsAt = endsAt }
    var descriptors: [Int32] { [] }
    var signals: [Signal] { [] }
    var deadline: Double? { FakeTerminal.start + endsAt }

    func update(_ dialog: inout Wait, received: [Terminal.Received], signals: [Signal], now: Double) -> Effect<WaitResult>? {
        guard now >= FakeTerminal.start + endsAt - 1e-9 else { return nil }
        dialog.settle(.exited(0))
        return .finish(.exited(0))
    }
}
