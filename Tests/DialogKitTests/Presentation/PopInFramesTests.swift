import XCTest
@testable import DialogKit
import TestSupport

/// The entrance's frames, encoded as the presenter sends them and replayed into a terminal byte by byte.
final class PopInFramesTests: XCTestCase {
    private let screenSize = Size(width: 60, height: 16)

    private func replay(_ bytes: [UInt8], into screen: inout VirtualScreen, check: (VirtualScreen, Int) -> Void) {
        for (offset, byte) in bytes.enumerated() {
            screen.feed(byte)
            check(screen, offset)
        }
    }

    /// Blank runs become an erase in their colour: EL to the row's end, ECH for a long run inside it.
    func testRunsOfBlankCellsAreErasedNotWritten() {
        let veil = Style(background: .rgb(20, 20, 20))
        var next = Buffer(size: Size(width: 40, height: 2), filledWith: .blank(veil))
        next.put("box", x: 15, y: 0, style: Style(foreground: .ansi(1)))
        var encoder = ANSIEncoder(colorDepth: .trueColor, motion: .absolute(), columns: 40, erasesRuns: true)
        var out: [UInt8] = []
        encoder.encode(BufferDiff.diff(from: Buffer(size: next.size), to: next), into: &out)
        XCTAssertEqual(readableEscapes(out), """
            ␛[H
            ␛[0;48;2;20;20;20m
            ␛[15X
            ␛[15C
            ␛[31;49m
            "box"
            ␛[39;48;2;20;20;20m
            ␛[K
            ␛[2H
            ␛[K
            """)
        var screen = VirtualScreen(width: 40, height: 2)
        screen.feed(out)
        XCTAssertEqual(screen.lines, next.lines())
        XCTAssertEqual(screen.cells[1].map(\.background), Array(repeating: "48;2;20;20;20", count: 40))
        XCTAssertEqual(screen.cells[0][14].background, "48;2;20;20;20")
        XCTAssertEqual(screen.cells[0][18].background, "48;2;20;20;20")

        // Short runs, an underlined blank, and without the trait: written as they are.
        var plain = ANSIEncoder(colorDepth: .trueColor, motion: .absolute(), columns: 40)
        var written: [UInt8] = []
        plain.encode(BufferDiff.diff(from: Buffer(size: next.size), to: next), into: &written)
        XCTAssertFalse(readableEscapes(written).contains("X"))
        var underlined = Buffer(size: Size(width: 40, height: 1), filledWith: .blank(Style(attributes: .underline)))
        underlined.put("x", x: 0, y: 0, style: .plain)
        var erasing = ANSIEncoder(colorDepth: .trueColor, motion: .absolute(), columns: 40, erasesRuns: true)
        written = []
        erasing.encode(BufferDiff.diff(from: Buffer(size: underlined.size), to: underlined), into: &written)
        XCTAssertFalse(readableEscapes(written).contains("K") || readableEscapes(written).contains("X"), readableEscapes(written))
    }

    /// Every frame of the pop-in, with a known background and with none, at every depth: once the box is drawn,
    /// the cells inside its smallest size show the box at every byte.
    func testEveryByteOfThePopInKeepsTheBox() {
        let alert = Alert(message: "Saved to disk", title: "Done")
        for depth in [ColorDepth.trueColor, .ansi256, .ansi16] {
            for background in [nil, RGB(0x1d, 0x1f, 0x21), RGB(255, 255, 255)] {
                let theme = Theme.standard(for: depth, appearance: background == RGB(255, 255, 255) ? .light : .dark)
                let behind = Backdrop(background: background)
                let box = FrameComposer.boxRect(alert, screen: screenSize, placement: .fullscreen)
                let smallest = Transition.scaled(box, by: Transition.popScale.value(at: 0), within: Rect(size: screenSize)).inset(by: 1)
                var encoder = ANSIEncoder(colorDepth: depth, motion: .absolute(), columns: screenSize.width, erasesRuns: true)
                var previous = Buffer(size: screenSize)
                var screen = VirtualScreen(width: screenSize.width, height: screenSize.height)
                var times = Array(stride(from: 0, to: Transition.entranceDuration, by: Transition.frameInterval))
                times.append(Transition.entranceDuration)
                for (index, time) in times.enumerated() {
                    let next = FrameComposer.compose(alert, screen: screenSize, placement: .fullscreen,
                                                     frame: Transition.entrance(at: time), theme: theme, behind: behind)
                    var bytes: [UInt8] = []
                    encoder.encode(BufferDiff.diff(from: previous, to: next), into: &bytes)
                    previous = next
                    let inside = screen
                    replay(bytes, into: &screen) { screen, offset in
                        guard index > 0 else { return }
                        for y in smallest.y..<smallest.maxY {
                            for x in smallest.x..<smallest.maxX where screen.cells[y][x].background != inside.cells[y][x].background {
                                XCTFail("\(depth) \(String(describing: background)) frame \(index) byte \(offset): (\(x), \(y)) lost the box")
                                return
                            }
                        }
                    }
                    XCTAssertEqual(screen.lines, next.lines(), "\(depth) frame \(index) is on the screen")
                }
                XCTAssertEqual(screen.screenErasures, 0)
            }
        }
    }
}
