import XCTest
@testable import DialogKit
import TestSupport

/// The one draw path, without a terminal: buffers drawn from pictures go in, the bytes of each frame come out
/// (made readable), and replayed into a `VirtualScreen` they show the picture.
final class RendererTests: XCTestCase {
    /// Records each write, as the terminal would take it.
    private final class RecordingSink: ByteSink {
        var writes: [[UInt8]] = []
        func write(_ bytes: [UInt8]) throws { writes.append(bytes) }
    }

    private func picture(_ text: String) -> Buffer {
        Buffer(lines: text.components(separatedBy: "\n"))
    }

    private func screen(_ writes: [[UInt8]], width: Int, height: Int,
                        before: [UInt8] = []) -> VirtualScreen {
        var screen = VirtualScreen(width: width, height: height)
        screen.feed(before)
        for bytes in writes { screen.feed(bytes) }
        return screen
    }

    func testAFullscreenFrameDrawsThePictureAndTheNextOnlyWhatChanged() throws {
        let sink = RecordingSink()
        var renderer = Renderer(viewport: .fullscreen, colorDepth: .ansi16,
                                showing: Buffer(size: Size(width: 8, height: 3)))
        try renderer.draw(picture("""
            ┌─────┐
            │ Yes │
            └─────┘
            """), on: sink)
        try renderer.draw(picture("""
            ┌─────┐
            │ No! │
            └─────┘
            """), on: sink)
        XCTAssertEqual(sink.writes.count, 2, "one write a frame")
        XCTAssertEqual(readableEscapes(sink.writes[1]), """
            ␛[?2026h
            ␛[2;3H
            "No!"
            ␛[?2026l
            """)
        XCTAssertEqual(screen(sink.writes, width: 8, height: 3).lines, [
            "┌─────┐ ",
            "│ No! │ ",
            "└─────┘ ",
        ])
    }

    func testAScreenShowingOneCellEverywhereIsComparedAsABufferOfIt() throws {
        let backdrop = Cell.blank(Style(background: .indexed(236)))
        let size = Size(width: 8, height: 3)
        var next = Buffer(size: size, filledWith: backdrop)
        next.put("Yes 本", x: 1, y: 1, style: Style(foreground: .white, background: .blue))
        var filled = Renderer(viewport: .fullscreen, colorDepth: .ansi256)
        filled.reset(size: size, filledWith: backdrop)
        var buffered = Renderer(viewport: .fullscreen, colorDepth: .ansi256)
        buffered.reset(showing: Buffer(size: size, filledWith: backdrop))
        XCTAssertEqual(filled.shownSize, size)
        XCTAssertEqual(filled.previous, Buffer(size: size, filledWith: backdrop))
        let bytes = filled.frame(next)
        XCTAssertEqual(bytes, buffered.frame(next))
        XCTAssertEqual(readableEscapes(bytes), """
            ␛[?2026h
            ␛[2;2H
            ␛[0;37;44m
            "Yes 本"
            ␛[?2026l
            """)
        XCTAssertEqual(filled.previous, next)
        XCTAssertEqual(filled.frame(next), [])
        // A frame of another size is compared with blanks, as a screen of that size just erased.
        let wider = Buffer(lines: ["ok"])
        var other = Renderer(viewport: .fullscreen, colorDepth: .ansi256)
        other.reset(size: size, filledWith: backdrop)
        XCTAssertEqual(readableEscapes(other.frame(wider)), """
            ␛[?2026h
            ␛[H
            ␛[0m
            "ok"
            ␛[?2026l
            """)
    }

    func testAFrameWhereNothingChangedIsNotWritten() throws {
        let sink = RecordingSink()
        var renderer = Renderer(viewport: .fullscreen, colorDepth: .ansi16, showing: Buffer(size: Size(width: 4, height: 1)))
        try renderer.draw(picture("ok  "), on: sink)
        try renderer.draw(picture("ok  "), on: sink)
        XCTAssertEqual(sink.writes.count, 1)
    }

    func testOneChangedCellGoesWithoutSynchronizedOutput() throws {
        var renderer = Renderer(viewport: .fullscreen, colorDepth: .ansi16, showing: picture("⠋ Working"))
        XCTAssertEqual(readableEscapes(renderer.frame(picture("⠙ Working"))), """
            ␛[H
            ␛[0m
            "⠙"
            """)
    }

    func testTheCaretIsShownWhereTheFrameAsksAndHiddenAgain() {
        var renderer = Renderer(viewport: .fullscreen, colorDepth: .ansi16, showing: Buffer(size: Size(width: 6, height: 2)))
        XCTAssertEqual(readableEscapes(renderer.frame(picture("Name:\n[   ]"), cursor: .caret(Point(x: 1, y: 1)))), """
            ␛[?2026h
            ␛[H
            ␛[0m
            "Name:"
            ␛[2H
            "["
            ␛[3C
            "]"
            ␛[4D
            ␛[?25h
            ␛[?2026l
            """)
        XCTAssertEqual(readableEscapes(renderer.frame(picture("Name:\n[a  ]"), cursor: .caret(Point(x: 2, y: 1)))), """
            "a"
            """, "one cell, at the caret, which it leaves where the next caret is")
        XCTAssertEqual(readableEscapes(renderer.frame(picture("Name:\n[a  ]"))), "␛[?25l", "no caret: hidden")
    }

    func testABoxDrawnAloneIsComparedWithTheBoxAsLastDrawn() {
        var renderer = Renderer(viewport: .fullscreen, colorDepth: .ansi16, showing: picture("""
            ......
            .[ab].
            ......
            """))
        let box = Rect(x: 1, y: 1, width: 4, height: 1)
        XCTAssertEqual(readableEscapes(renderer.frame(box: box, picture("[xb]"))), """
            ␛[2;3H
            ␛[0m
            "x"
            """, "a style the encoder has not set yet is set")
        XCTAssertEqual(readableEscapes(renderer.frame(box: box, picture("[xy]"))), """
            "y"
            """, "the cursor already there; compared with the box as drawn alone before")
        XCTAssertEqual(renderer.frame(picture("""
            ......
            .[xy].
            ......
            """)), [], "a whole frame takes the box back into what the screen shows")
    }

    func testABoxRedrawnInPlaceSendsWhatChangedAndStaysTheBoxAsDrawn() {
        var renderer = Renderer(viewport: .fullscreen, colorDepth: .ansi16, showing: picture("""
            ......
            .[ab].
            ......
            """))
        let box = Rect(x: 1, y: 1, width: 4, height: 1)
        XCTAssertNil(renderer.frame(box: box, redrawing: { _ in true }), "no box drawn alone yet")
        _ = renderer.frame(box: box, picture("[ab]"))
        XCTAssertNil(renderer.frame(box: box, redrawing: { _ in false }), "a redraw that could not")
        func put(_ grapheme: String, at x: Int) -> (inout Buffer) -> Bool {
            { cells in
                var cell = cells[x: x, y: 0]
                cell.grapheme = grapheme
                cells.set(cell, x: x, y: 0)
                return true
            }
        }
        XCTAssertEqual(renderer.frame(box: box, redrawing: put("x", at: 1)).map(readableEscapes), """
            ␛[2;3H
            ␛[0m
            "x"
            """)
        XCTAssertEqual(renderer.frame(box: box, redrawing: put("y", at: 2)).map(readableEscapes), """
            "y"
            """, "compared with the box as redrawn, not as first drawn")
        XCTAssertEqual(renderer.frame(box: box, redrawing: put("y", at: 2)), [], "nothing changed: nothing sent")
        XCTAssertEqual(renderer.frame(picture("""
            ......
            .[xy].
            ......
            """)), [], "a whole frame takes the redrawn box back into what the screen shows")
    }

    func testInlineRowsAreReachedByRelativeMovesAndTheFrameCarriesItsOwnBytes() {
        var renderer = Renderer(viewport: .inline, colorDepth: .ansi16, showing: Buffer(size: Size(width: 5, height: 2)))
        let bytes = renderer.frame(picture("Hi\n  ok"), before: Escape.index + Escape.index + Escape.cursorUp(2),
                                   cursor: .parked(Point(x: 0, y: 1)), after: Escape.carriageReturn)
        XCTAssertEqual(readableEscapes(bytes), """
            ␛[?2026h
            ␛D
            ␛D
            ␛[2A
            ␛[0m
            "Hi"
            ␛[B
            ␛[3G
            "ok"
            ␍
            ␍
            ␛[?2026l
            """)
    }

    /// A field's row, its cells in the field's colours, with `text` at its start.
    private func field(_ text: String, width: Int = 6) -> Buffer {
        var buffer = Buffer(size: Size(width: width, height: 2))
        buffer.put("Name:", x: 0, y: 0, style: Style())
        buffer.put(text + String(repeating: " ", count: width - text.count), x: 0, y: 1,
                   style: Style(foreground: .white, background: .blue))
        return buffer
    }

    func testAFrameLeavesItsLastStyleAndTheNextGoesOnFromIt() {
        for viewport in [Viewport.fullscreen, .inline] {
            var renderer = Renderer(viewport: viewport, colorDepth: .ansi16, showing: Buffer(size: Size(width: 6, height: 2)))
            let first = renderer.frame(field(""), cursor: .caret(Point(x: 0, y: 1)))
            XCTAssertFalse(readableEscapes(first).hasSuffix("␛[0m\n␛[?2026l"), "\(viewport): no reset at a frame's end")
            XCTAssertEqual(readableEscapes(renderer.frame(field("a"), cursor: .caret(Point(x: 1, y: 1)))), """
                "a"
                """, "\(viewport): the letter alone, in the colours the last frame left")
            XCTAssertEqual(readableEscapes(renderer.frame(field("ab"), cursor: .caret(Point(x: 2, y: 1)))), """
                "b"
                """, "\(viewport)")
            var screen = VirtualScreen(width: 6, height: 2)
            screen.feed(first)
            screen.feed(Array("ab".utf8))
            XCTAssertEqual(screen.lines, ["Name: ", "ab    "], "\(viewport)")
            XCTAssertEqual(screen.cells[1].map(\.background), Array(repeating: "44", count: 6), "\(viewport)")
        }
    }

    func testWhatGoesBeforeAFrameAndOutsideOneFindsThePlainStyle() {
        var renderer = Renderer(viewport: .fullscreen, colorDepth: .ansi16, showing: Buffer(size: Size(width: 6, height: 2)))
        _ = renderer.frame(field("a"), cursor: .caret(Point(x: 1, y: 1)))
        XCTAssertEqual(readableEscapes(renderer.frame(field("ab"), before: Escape.eraseDisplay(.all),
                                                      cursor: .caret(Point(x: 2, y: 1))).prefix(16).map { $0 }), """
            ␛[?2026h
            ␛[0m
            ␛[2J
            """, "an erase before a frame takes no colour")
        XCTAssertEqual(readableEscapes(renderer.plainStyle()), "␛[0m", "the field's colours are reset for what follows")
        XCTAssertEqual(renderer.plainStyle(), [], "already plain")
        var plain = Renderer(viewport: .fullscreen, colorDepth: .ansi16, showing: Buffer(size: Size(width: 5, height: 1)))
        _ = plain.frame(picture("plain"))
        XCTAssertEqual(plain.plainStyle(), [], "a frame in the plain style leaves nothing to reset")
    }

    /// An inline toast's rows: each frame starts again from the saved cursor, so one moved meanwhile does not
    /// shift the picture, and waits on the last row.
    func testEveryFrameBelowTheSavedCursorStartsFromIt() throws {
        let sink = RecordingSink()
        var renderer = Renderer(viewport: .belowSavedCursor, colorDepth: .ansi16,
                                showing: Buffer(size: Size(width: 6, height: 2)))
        try renderer.draw(picture(" ┌──┐\n └──┘"), cursor: .parked(Point(x: 0, y: 1)), on: sink)
        let moved = Escape.cursorPosition(row: 0, column: 4) + Array("$ ".utf8)
        try renderer.draw(picture(" ╔══╗\n └──┘"), cursor: .parked(Point(x: 0, y: 1)), on: sink)
        var screen = VirtualScreen(width: 6, height: 4)
        screen.feed(Escape.cursorPosition(row: 0, column: 0) + Array("$ x".utf8) + Escape.saveCursor)
        screen.feed(sink.writes[0])
        screen.feed(moved)
        screen.feed(sink.writes[1])
        XCTAssertEqual(screen.lines, [
            "$ x $ ",
            " ╔══╗ ",
            " └──┘ ",
            "      ",
        ])
        XCTAssertEqual(screen.y, 2, "the cursor waits on the last row")
        XCTAssertEqual(screen.x, 0)
    }

    /// A detached toast's band: rows from `top`, the cursor of the program in front saved and given back.
    func testABandIsDrawnAtItsRowsAndGivesTheCursorBack() throws {
        let sink = RecordingSink()
        var renderer = Renderer(viewport: .band(top: 2), colorDepth: .ansi16,
                                showing: Buffer(size: Size(width: 6, height: 1)))
        try renderer.draw(picture(" Done "), after: Escape.bell, on: sink)
        XCTAssertEqual(readableEscapes(sink.writes[0]), """
            ␛[?2026h
            ␛7
            ␛[0m
            ␛[3;2H
            ␛[0m
            "Done"
            ␛8
            ␇
            ␛[?2026l
            """)
        var screen = VirtualScreen(width: 6, height: 3)
        screen.feed(Array("$ vim".utf8))
        screen.feed(sink.writes[0])
        XCTAssertEqual(screen.lines, ["$ vim ", "      ", " Done "])
        XCTAssertEqual(screen.x, 5, "the cursor is where the program in front left it")
        XCTAssertEqual(screen.y, 0)
    }
}
