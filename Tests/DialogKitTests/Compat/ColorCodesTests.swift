import XCTest
@testable import DialogKit

/// dialog's `--colors` codes: kept in a message as invisible marks, drawn as colours and attributes, never as
/// text and never as escape sequences of their own.
final class ColorCodesTests: XCTestCase {
    func testCodesBecomeMarksThatTakeNoColumn() {
        let marked = ColorCodes.marking("\\Z1Red\\Zn and \\Zxnot a code")
        XCTAssertEqual(ColorCodes.unmarked(marked), "Red and \\Zxnot a code")
        XCTAssertEqual(marked.displayWidth, "Red and \\Zxnot a code".displayWidth)
        let stray = "a" + String(Unicode.Scalar(0xE0101)!) + "b"
        XCTAssertEqual(ColorCodes.unmarked(ColorCodes.marking(stray)), "ab", "a mark already in the text is not a code")
    }

    func testAVariationSelectorInAMessageWithoutCodesIsText() {
        // 葛 with the variation selector U+E0100 (an ideographic variation sequence): the same scalar as a mark,
        // but this message never went through `marking`, so it is drawn as the text it is, in the message's style.
        let name = "\u{845B}\u{E0100}\u{E0101}x"
        var buffer = Buffer(size: Size(width: 10, height: 1))
        TextBlock(name).wrapped(width: 10)
            .draw(into: &buffer, in: Rect(x: 0, y: 0, width: 10, height: 1), scroll: 0, alignment: .leading, style: .plain)
        XCTAssertEqual(buffer[x: 0, y: 0].grapheme, "\u{845B}\u{E0100}\u{E0101}")
        XCTAssertEqual(buffer[x: 2, y: 0].grapheme, "x")
        XCTAssertEqual(buffer[x: 2, y: 0].style, .plain, "no mark turned x red")
    }

    func testTheStylesHoldUntilChangedAcrossLines() {
        var state = ColorCodes.State()
        let runs = ColorCodes.runs(ColorCodes.marking("\\Z1Red\\Zb bold\\ZB\\Zu under"), state: &state)
        XCTAssertEqual(runs.map(\.text), ["Red", " bold", " under"])
        let base = Style(foreground: .white)
        XCTAssertEqual(runs[0].state.style(over: base), Style(foreground: .red))
        XCTAssertEqual(runs[1].state.style(over: base), Style(foreground: .red, attributes: .bold))
        XCTAssertEqual(runs[2].state.style(over: base), Style(foreground: .red, attributes: .underline))
        XCTAssertEqual(ColorCodes.runs("next line", state: &state).first?.state.style(over: base),
                       Style(foreground: .red, attributes: .underline), "the next line goes on in the same style")
        _ = ColorCodes.runs(ColorCodes.marking("\\Zn"), state: &state)
        XCTAssertEqual(state, ColorCodes.State(), "\\Zn: back to normal")
    }

    func testAMessageIsDrawnInItsColoursWithoutItsCodes() {
        var buffer = Buffer(size: Size(width: 20, height: 1))
        let wrapped = TextBlock(ColorCodes.marking("ab\\Z2cd")).wrapped(width: 20)
        wrapped.draw(into: &buffer, in: Rect(x: 0, y: 0, width: 20, height: 1), scroll: 0, alignment: .leading, style: .plain)
        XCTAssertEqual(buffer.trimmedLines().first, "abcd")
        XCTAssertEqual(buffer[x: 2, y: 0].style.foreground, .green)
        XCTAssertEqual(buffer[x: 1, y: 0].style.foreground, .default)
    }
}
