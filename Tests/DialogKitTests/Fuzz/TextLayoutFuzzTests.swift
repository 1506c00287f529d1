import XCTest
@testable import DialogKit
import TestSupport

/// Random text, as messages, titles and labels may hold it, through sanitising, measuring, wrapping and
/// drawing.
final class TextLayoutFuzzTests: XCTestCase {
    /// Sanitised text holds no control character (but newline and tab when they are kept), and sanitising
    /// it again changes nothing.
    func testSanitisedTextHasNoControlCharacters() {
        var random = FuzzInput(seed: 0x5EED_0201)
        for iteration in 0..<fuzzIterations {
            let text = random.text(fragments: 24)
            for (newlines, tabs) in [(false, false), (true, true), (true, false)] {
                let safe = Sanitizer.sanitize(text, keepNewlines: newlines, keepTabs: tabs)
                let allowed: Set<Unicode.Scalar> = Set((newlines ? ["\n"] : []) + (tabs ? ["\t"] : []))
                if let bad = safe.unicodeScalars.first(where: { isControl($0) && !allowed.contains($0) }) {
                    return XCTFail("iteration \(iteration): U+\(String(bad.value, radix: 16)) left in \(safe.debugDescription)")
                }
                XCTAssertEqual(Sanitizer.sanitize(safe, keepNewlines: newlines, keepTabs: tabs), safe, "iteration \(iteration)")
            }
        }
    }

    /// Wrapped lines fit the width (a two-column glyph alone may overflow a width of 1), hold no newline or
    /// tab, and together keep every glyph of the text in order: only spaces are dropped or added.
    func testWrappedLinesFitTheWidthAndLoseNoGlyph() {
        var random = FuzzInput(seed: 0x5EED_0202)
        for iteration in 0..<fuzzIterations {
            let text = Sanitizer.sanitize(random.text(fragments: 30), keepNewlines: true, keepTabs: true)
            let width = random.int(1...24)
            let lines = TextWrap.wrap(text, width: width)
            for line in lines {
                let lineWidth = DisplayWidth.of(line)
                let lone = lineWidth == 2 && width == 1 && line.count == 1
                if lineWidth > width && !lone {
                    return XCTFail("iteration \(iteration): \(line.debugDescription) is \(lineWidth) wide at width \(width), "
                        + "from \(text.debugDescription)")
                }
                if line.contains("\n") || line.contains("\t") {
                    return XCTFail("iteration \(iteration): a newline or tab left in \(line.debugDescription)")
                }
            }
            let glyphs = text.unicodeScalars.filter { !isBlank($0) }
            let kept = lines.joined().unicodeScalars.filter { !isBlank($0) }
            if Array(glyphs) != Array(kept) {
                return XCTFail("iteration \(iteration), width \(width): \(text.debugDescription) wrapped as \(lines)")
            }
        }
    }

    /// A truncated line fits, and is the text itself whenever the text fits.
    func testTruncatedTextFits() {
        var random = FuzzInput(seed: 0x5EED_0203)
        for iteration in 0..<fuzzIterations {
            let text = Sanitizer.sanitize(random.text(fragments: 12), keepNewlines: false, keepTabs: false)
            let width = random.int(0...20)
            let cut = TextWrap.truncate(text, width: width)
            XCTAssertLessThanOrEqual(DisplayWidth.of(cut), width, "iteration \(iteration): \(text.debugDescription)")
            // Width 0 leaves no room at all: even a lone combining mark is cut.
            if width > 0, DisplayWidth.of(text) <= width { XCTAssertEqual(cut, text, "iteration \(iteration)") }
        }
    }

    /// The width of a text is the sum of the widths of its characters, whichever path measures it.
    func testTheWidthOfTextIsTheSumOfItsCharacters() {
        var random = FuzzInput(seed: 0x5EED_0204)
        for iteration in 0..<fuzzIterations {
            let text = Sanitizer.sanitize(random.text(fragments: 16), keepNewlines: false, keepTabs: false)
            let sum = text.reduce(0) { $0 + DisplayWidth.of($1) }
            if DisplayWidth.of(text) != sum {
                return XCTFail("iteration \(iteration): \(text.debugDescription) measured \(DisplayWidth.of(text)), "
                    + "its characters \(sum)")
            }
        }
    }

    /// Every dialog, fed random text, draws into a frame of any size, even 1×1, without trapping: the frame
    /// is the screen's size, holds no control character, and every wide glyph owns the cell after it.
    func testDialogsWithRandomTextDrawIntoFramesOfAnySize() {
        var random = FuzzInput(seed: 0x5EED_0205)
        let theme = Theme.standard(for: .trueColor)
        for iteration in 0..<fuzzIterations / 4 {
            let message = random.text(fragments: 20), title = random.text(fragments: 4)
            let labels = (0..<random.int(1...4)).map { _ in ButtonLabel(parsing: "&" + random.text(fragments: 3) + "x") }
            let screen = Size(width: random.int(1...90), height: random.int(1...30))
            let width = random.chance(30) ? random.int(1...200) : nil
            let frame = random.pick([AnimationFrame.shown, Transition.entrance(at: 0.05), Transition.exit(at: 0.05)])
            let placement = random.pick([Placement.fullscreen, .inline])
            let buffers = [
                FrameComposer.compose(Alert(message: message, title: title, buttons: labels,
                                            defaultButton: random.int(0...labels.count - 1), maximumWidth: width),
                                      screen: screen, placement: placement, frame: frame, theme: theme),
                FrameComposer.compose(Input(message: message, title: title, value: random.text(fragments: 5), maximumWidth: width),
                                      screen: screen, placement: placement, frame: frame, theme: theme),
                FrameComposer.compose(Wait(message: message, title: title, appearance: random.pick([Wait.Appearance.line, .hud]),
                                           maximumWidth: width),
                                      screen: screen, placement: placement, frame: frame, theme: theme),
            ]
            for buffer in buffers {
                if let problem = problem(in: buffer, screen: screen, placement: placement) {
                    return XCTFail("iteration \(iteration) at \(screen.width)×\(screen.height): \(problem), "
                        + "message \(message.debugDescription)\n\(buffer)")
                }
            }
        }
    }

    private func problem(in buffer: Buffer, screen: Size, placement: Placement) -> String? {
        if buffer.size.width != screen.width { return "width \(buffer.size.width)" }
        if placement == .fullscreen, buffer.size.height != screen.height { return "height \(buffer.size.height)" }
        for y in 0..<buffer.size.height {
            for x in 0..<buffer.size.width {
                let cell = buffer[x: x, y: y]
                if let bad = cell.grapheme.unicodeScalars.first(where: isControl) {
                    return "U+\(String(bad.value, radix: 16)) at \(x),\(y)"
                }
                if cell.isWide, x + 1 >= buffer.size.width || !buffer[x: x + 1, y: y].isContinuation {
                    return "a wide glyph at \(x),\(y) without its continuation cell"
                }
                if cell.isContinuation, x == 0 || !buffer[x: x - 1, y: y].isWide {
                    return "a continuation cell at \(x),\(y) after no wide glyph"
                }
            }
        }
        return nil
    }

    private func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    private func isBlank(_ scalar: Unicode.Scalar) -> Bool { scalar == " " || scalar == "\t" || scalar == "\n" }
}
