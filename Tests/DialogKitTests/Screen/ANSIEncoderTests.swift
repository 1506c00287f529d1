import XCTest

@testable import DialogKit
import TestSupport

final class ANSIEncoderTests: XCTestCase {
    private let titleStyle = Style(foreground: .rgb(255, 255, 255), background: .rgb(0, 0, 128), attributes: .bold)
    private let focused = Style(foreground: .ansi(11), attributes: [.reverse, .underline])

    /// A small dialog: a title bar, a line with wide glyphs and a focused button, and a dim hint.
    private func dialogFrame() -> Buffer {
        var buffer = Buffer(size: Size(width: 12, height: 3))
        buffer.fill(Rect(x: 0, y: 0, width: 12, height: 1), with: .blank(titleStyle))
        buffer.put("Title", x: 1, y: 0, style: titleStyle)
        buffer.put("日本", x: 0, y: 1, style: Style(foreground: .indexed(208)))
        buffer.put("<OK>", x: 6, y: 1, style: focused)
        buffer.put("q quits", x: 2, y: 2, style: Style(attributes: [.dim, .italic]))
        return buffer
    }

    /// The same dialog a frame later: another title, the button released, one more hint character.
    private func nextDialogFrame() -> Buffer {
        var buffer = dialogFrame()
        buffer.put("Other", x: 1, y: 0, style: titleStyle)
        buffer.setStyle(.plain, in: Rect(x: 6, y: 1, width: 4, height: 1))
        buffer.put("!", x: 9, y: 2, style: Style(attributes: .bold))
        return buffer
    }

    private func encode(
        from previous: Buffer, to next: Buffer, depth: ColorDepth = .trueColor,
        motion: ANSIEncoder.Motion = .absolute()
    ) -> [UInt8] {
        var encoder = ANSIEncoder(colorDepth: depth, motion: motion)
        var out: [UInt8] = []
        encoder.encode(BufferDiff.diff(from: previous, to: next), into: &out)
        return out
    }

    private func readable(_ bytes: [UInt8]) -> String { readableEscapes(bytes) }

    // MARK: - Golden files

    func testFirstFrameInTrueColor() {
        let blank = Buffer(size: Size(width: 12, height: 3))
        assertSnapshot(encode(from: blank, to: dialogFrame()), named: "first-frame-truecolor")
    }

    func testFirstFrameIn256Colours() {
        let blank = Buffer(size: Size(width: 12, height: 3))
        assertSnapshot(encode(from: blank, to: dialogFrame(), depth: .ansi256), named: "first-frame-256")
    }

    func testFirstFrameIn16Colours() {
        let blank = Buffer(size: Size(width: 12, height: 3))
        assertSnapshot(encode(from: blank, to: dialogFrame(), depth: .ansi16), named: "first-frame-16")
    }

    func testFirstFrameInMonochrome() {
        let blank = Buffer(size: Size(width: 12, height: 3))
        assertSnapshot(encode(from: blank, to: dialogFrame(), depth: .none), named: "first-frame-monochrome")
    }

    func testSecondFrameSendsOnlyTheChanges() {
        var encoder = ANSIEncoder(colorDepth: .trueColor, motion: .absolute(originRow: 0))
        var out: [UInt8] = []
        encoder.encode(BufferDiff.diff(from: Buffer(size: Size(width: 12, height: 3)), to: dialogFrame()), into: &out)
        out.removeAll()
        encoder.encode(BufferDiff.diff(from: dialogFrame(), to: nextDialogFrame()), into: &out)
        assertSnapshot(out, named: "second-frame")
    }

    func testInlineDialogUsesRelativeMotion() {
        var encoder = ANSIEncoder(colorDepth: .ansi16, motion: .relative)
        var out: [UInt8] = []
        encoder.encode(BufferDiff.diff(from: Buffer(size: Size(width: 12, height: 3)), to: dialogFrame()), into: &out)
        encoder.encode(BufferDiff.diff(from: dialogFrame(), to: nextDialogFrame()), into: &out)
        encoder.moveCursor(toX: 0, y: 0, into: &out)
        encoder.resetStyle(into: &out)
        assertSnapshot(out, named: "inline-relative")
    }

    // MARK: - Minimal output

    func testSecondIdenticalFrameEncodesToNothing() {
        var encoder = ANSIEncoder(colorDepth: .trueColor, motion: .absolute())
        var out: [UInt8] = []
        encoder.encode(BufferDiff.diff(from: Buffer(size: Size(width: 12, height: 3)), to: dialogFrame()), into: &out)
        XCTAssertFalse(out.isEmpty)
        out.removeAll()
        encoder.encode(BufferDiff.diff(from: dialogFrame(), to: dialogFrame()), into: &out)
        encoder.moveCursor(toX: encoder.cursor?.x ?? -1, y: encoder.cursor?.y ?? -1, into: &out)
        XCTAssertEqual(out, [])
    }

    func testAdjacentCellsNeedNoMotionBetweenThem() {
        let changes = [
            CellChange(x: 3, y: 1, cell: Cell("a")), CellChange(x: 4, y: 1, cell: Cell("日")),
            CellChange(x: 6, y: 1, cell: Cell("b")),
        ]
        var encoder = ANSIEncoder(colorDepth: .ansi256, motion: .absolute(originRow: 5))
        var out: [UInt8] = []
        encoder.encode(changes, into: &out)
        XCTAssertEqual(readable(out), "␛[7;4H\n␛[0m\n\"a日b\"")
        XCTAssertEqual(encoder.cursor?.x, 7)
        XCTAssertEqual(encoder.cursor?.y, 1)
    }

    /// A new row starts from an absolute column even where a relative move would do (`␛[3;42H`, not `␛[B`), so
    /// a glyph the terminal drew at another width than the tables say cannot shift the rows below it.
    func testShortGapsUseCursorForwardAndNewRowsTheShortestAbsoluteMove() {
        let changes = [
            CellChange(x: 0, y: 0, cell: Cell("a")), CellChange(x: 3, y: 0, cell: Cell("b")),
            CellChange(x: 0, y: 1, cell: Cell("c")), CellChange(x: 40, y: 1, cell: Cell("d")),
            CellChange(x: 41, y: 2, cell: Cell("e")),
        ]
        var encoder = ANSIEncoder(colorDepth: .ansi16, motion: .absolute())
        var out: [UInt8] = []
        encoder.resetStyle(into: &out)
        out.removeAll()
        encoder.encode(changes, into: &out)
        XCTAssertEqual(readable(out), "␛[H\n\"a\"\n␛[2C\n\"b\"\n␛[2H\n\"c\"\n␛[39C\n\"d\"\n␛[3;42H\n\"e\"")
    }

    func testAddingAttributesAndColoursSendsOnlyWhatChanged() {
        let styles = [
            Style(foreground: .red),
            Style(foreground: .red, attributes: .bold),
            Style(foreground: .green, attributes: .bold),
            Style(foreground: .green, background: .blue, attributes: .bold),
            Style(background: .blue, attributes: .bold),
        ]
        let changes = zip("abcde", styles).enumerated().map { x, pair in
            CellChange(x: x, y: 0, cell: Cell(pair.0, style: pair.1))
        }
        var encoder = ANSIEncoder(colorDepth: .ansi16, motion: .relative)
        var out: [UInt8] = []
        encoder.encode(changes, into: &out)
        XCTAssertEqual(readable(out), "␛[0;31m\n\"a\"\n␛[1m\n\"b\"\n␛[32m\n\"c\"\n␛[44m\n\"d\"\n␛[39m\n\"e\"")
    }

    func testRemovingAnAttributeStartsFromAReset() {
        let changes = [
            CellChange(x: 0, y: 0, cell: Cell("a", style: Style(foreground: .red, attributes: [.bold, .underline]))),
            CellChange(x: 1, y: 0, cell: Cell("b", style: Style(foreground: .red, attributes: .underline))),
            CellChange(x: 2, y: 0, cell: Cell("c", style: .plain)),
        ]
        var encoder = ANSIEncoder(colorDepth: .ansi16, motion: .relative)
        var out: [UInt8] = []
        encoder.encode(changes, into: &out)
        XCTAssertEqual(readable(out), "␛[0;1;4;31m\n\"a\"\n␛[0;4;31m\n\"b\"\n␛[0m\n\"c\"")
    }

    func testMonochromeKeepsOnlyBoldUnderlineAndReverse() {
        let style = Style(
            foreground: .red, background: .rgb(1, 2, 3), attributes: [.bold, .dim, .italic, .underline, .reverse])
        var encoder = ANSIEncoder(colorDepth: .none, motion: .relative)
        var out: [UInt8] = []
        encoder.encode([CellChange(x: 0, y: 0, cell: Cell("a", style: style))], into: &out)
        let boldBlue = Style(foreground: .blue, attributes: .bold)
        encoder.encode([CellChange(x: 1, y: 0, cell: Cell("b", style: boldBlue))], into: &out)
        XCTAssertEqual(readable(out), "␛[0;1;4;7m\n\"a\"\n␛[0;1m\n\"b\"")
    }

    // MARK: - Cursor bookkeeping

    func testWritingTheLastColumnMakesTheColumnUncertain() {
        // After text ends at the right edge the cursor waits in "pending wrap" at the last column, so a
        // relative move left would land one column off; only an absolute column move is safe.
        var encoder = ANSIEncoder(colorDepth: .ansi16, motion: .relative)
        var out: [UInt8] = []
        encoder.moveCursor(toX: 199, y: 0, into: &out)
        encoder.moveCursor(toX: 195, y: 0, into: &out)
        XCTAssertEqual(readable(out), "␛[199C\n␛[4D", "an exact column may move back")
        out.removeAll()
        encoder.encode([CellChange(x: 199, y: 0, cell: Cell("x"))], into: &out)
        out.removeAll()
        encoder.moveCursor(toX: 195, y: 0, into: &out)
        encoder.encode([CellChange(x: 199, y: 0, cell: Cell("x"))], into: &out)
        encoder.moveCursor(toX: 199, y: 1, into: &out)
        XCTAssertEqual(readable(out), "␛[196G\n␛[4C\n\"x\"\n␛[B\n␛[200G")
    }

    func testAKnownWidthKeepsTheColumnExactAwayFromTheEdge() {
        var encoder = ANSIEncoder(colorDepth: .ansi16, motion: .relative, columns: 10)
        var out: [UInt8] = []
        encoder.resetStyle(into: &out)
        out.removeAll()
        encoder.encode([CellChange(x: 5, y: 0, cell: Cell("a"))], into: &out)
        encoder.moveCursor(toX: 4, y: 0, into: &out)
        encoder.encode([CellChange(x: 9, y: 0, cell: Cell("b"))], into: &out)
        encoder.moveCursor(toX: 8, y: 0, into: &out)
        XCTAssertEqual(readable(out), "␛[5C\n\"a\"\n␛[2D\n␛[5C\n\"b\"\n␛[9G")
    }

    func testOriginRowShiftsAbsolutePositions() {
        var encoder = ANSIEncoder(colorDepth: .trueColor, motion: .absolute(originRow: 10))
        var out: [UInt8] = []
        encoder.moveCursor(toX: 0, y: 0, into: &out)
        encoder.moveCursor(toX: 5, y: 2, into: &out)
        XCTAssertEqual(readable(out), "␛[11H\n␛[13;6H")
    }

    func testResetStyleIsSentOnlyWhenAStyleIsActive() {
        var encoder = ANSIEncoder(colorDepth: .ansi16, motion: .relative)
        var out: [UInt8] = []
        encoder.resetStyle(into: &out)
        encoder.resetStyle(into: &out)
        XCTAssertEqual(readable(out), "␛[0m")
        out.removeAll()
        encoder.encode([CellChange(x: 0, y: 0, cell: Cell("a"))], into: &out)
        encoder.encode([CellChange(x: 1, y: 0, cell: Cell("b", style: Style(attributes: .reverse)))], into: &out)
        encoder.resetStyle(into: &out)
        XCTAssertEqual(readable(out), "\"a\"\n␛[7m\n\"b\"\n␛[0m")
    }

    /// `text` encoded as one row of cells from column 0, in monochrome with relative motion.
    private func encodedRow(_ text: String) -> String {
        var changes: [CellChange] = []
        var x = 0
        for character in text {
            let cell = Cell(character)
            changes.append(CellChange(x: x, y: 0, cell: cell))
            x += Int(cell.width)
        }
        var encoder = ANSIEncoder(colorDepth: .none, motion: .relative, columns: 80)
        var out: [UInt8] = []
        encoder.encode(changes, into: &out)
        return readable(out)
    }

    /// After a grapheme whose width terminals disagree on, the next cell is placed with an absolute column, once
    /// after a run of them; plain letters, CJK and a lone emoji need nothing.
    func testTheCellAfterAnUncertainGraphemeIsPlacedAbsolutely() {
        XCTAssertEqual(encodedRow("a👍🏽b🇯🇵🇺🇸c日👍d"), "␛[0m\n\"a👍🏽\"\n␛[4G\n\"b🇯🇵🇺🇸\"\n␛[9G\n\"c日👍d\"")
    }

    func testRunsOfOneGlyphKeepTheirOwnUncertaintyAndLongGraphemesGoOutWhole() {
        // ± and the family are uncertain, x y z w and the box's ─ are not; the family's 18 bytes are kept apart
        // from its cell and written whole.
        XCTAssertEqual(encodedRow("x±±y±z👨‍👩‍👧w──±─"), "␛[0m\n\"x±±\"\n␛[4G\n\"y±\"\n␛[6G\n\"z👨‍👩‍👧\"\n␛[9G\n\"w──±\"\n␛[13G\n\"─\"")
    }

    func testWhichGraphemesHaveAnUncertainWidth() {
        func uncertain(_ text: String) -> Bool { Array(text.utf8).withUnsafeBytes { DisplayWidth.isUncertain(utf8: $0) } }
        for text in ["👍🏽", "👨‍👩‍👧", "🇯🇵", "❤️", "1️⃣", "±", "и", "é", "\u{FFFD}", "🏴󠁧󠁢󠁳󠁣󠁴󠁿"] {
            XCTAssertTrue(uncertain(text), text)
        }
        for text in ["a", "e\u{301}", "日", "👍", "─", "│", "╭", "█", "ア"] {
            XCTAssertFalse(uncertain(text), text)
        }
    }

    func testBlanksRightAfterTextInItsStyleAreStillErasedAsARun() {
        let style = Style(background: .indexed(236))
        var buffer = Buffer(size: Size(width: 12, height: 1), filledWith: .blank(style))
        buffer.put("ab", x: 0, y: 0, style: style)
        var encoder = ANSIEncoder(colorDepth: .ansi256, motion: .absolute(), columns: 12, erasesRuns: true)
        var bytes: [UInt8] = []
        encoder.encode(BufferDiff.diff(from: Buffer(size: Size(width: 12, height: 1)), to: buffer), into: &bytes)
        XCTAssertEqual(readableEscapes(bytes), """
            ␛[H
            ␛[0;48;5;236m
            "ab"
            ␛[K
            """)
    }

    /// (One column a grapheme: the replaying terminal gives every scalar one.)
    func testRandomFramesOfMostlyASCIIReplayAsTheirBuffersWithAndWithoutErases() {
        var random = FuzzInput(seed: 0xA5C1_1E00)
        let texts = ["a", "b", "~", " ", "  ", "ok", "é", "|", "xyz", "ß"]
        let colours: [Color] = [.default, .indexed(17), .indexed(236), .indexed(255)]
        func sgr(_ colour: Color, _ base: Int) -> String {
            if case .indexed(let n) = colour { return "\(base);5;\(n)" }
            return ""
        }
        for erasing in [false, true] {
            let size = Size(width: 14, height: 4)
            var renderer = Renderer(viewport: .fullscreen, colorDepth: .ansi256,
                                    traits: TerminalTraits(backgroundColorErase: erasing))
            renderer.reset(size: size)
            var screen = VirtualScreen(width: size.width, height: size.height)
            for frame in 0..<200 {
                var next = Buffer(size: size, filledWith: .blank(Style(background: colours.randomElement(using: &random)!)))
                for _ in 0..<Int.random(in: 0...10, using: &random) {
                    next.put(texts.randomElement(using: &random)!, x: Int.random(in: 0..<size.width, using: &random),
                             y: Int.random(in: 0..<size.height, using: &random),
                             style: Style(foreground: colours.randomElement(using: &random)!,
                                          background: colours.randomElement(using: &random)!))
                }
                screen.feed(renderer.frame(next))
                XCTAssertEqual(screen.lines, next.lines(), "frame \(frame), erasing \(erasing)")
                for y in 0..<size.height {
                    for x in 0..<size.width where !next[x: x, y: y].isContinuation {
                        let style = next[x: x, y: y].style
                        XCTAssertEqual(screen.cells[y][x].background, sgr(style.background, 48), "frame \(frame) \(x),\(y)")
                        if next[x: x, y: y].grapheme != " " {
                            XCTAssertEqual(screen.cells[y][x].foreground, sgr(style.foreground, 38), "frame \(frame) \(x),\(y)")
                        }
                    }
                }
            }
        }
    }
}
