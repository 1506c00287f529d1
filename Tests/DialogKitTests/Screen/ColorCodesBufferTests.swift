import XCTest

@testable import DialogKit

/// dialog's `--colors` marks drawn into a buffer: as the styles they set where they follow no ideograph, never as a
/// glyph; after a kanji they stay its variation selector.
final class ColorCodesBufferTests: XCTestCase {
    private let plain = Style()

    func testCodedTextIsDrawnInItsStylesAndNoMarkIsKept() {
        var buffer = Buffer(size: Size(width: 24, height: 1))
        let text = ColorCodes.marking("a \\Z1red\\Zn \\Zrrev\\ZR 👍🏽")
        XCTAssertEqual(buffer.putCoded(text, x: 0, y: 0, style: plain, maxWidth: 24), 12)
        XCTAssertEqual(buffer.lines(), ["a red rev 👍🏽            "])
        XCTAssertEqual(buffer[x: 2, y: 0].style.foreground, .ansi(1))
        XCTAssertEqual(buffer[x: 5, y: 0].style, plain)
        XCTAssertTrue(buffer[x: 6, y: 0].style.attributes.contains(.reverse))
        XCTAssertFalse(buffer[x: 10, y: 0].style.attributes.contains(.reverse))
        XCTAssertFalse((0..<24).contains { x in buffer[x: x, y: 0].grapheme.unicodeScalars.contains(where: ColorCodes.isMark) })
    }

    func testAMarkLeftInPlainTextIsNotWrittenButAKanjiKeepsItsSelector() {
        var buffer = Buffer(size: Size(width: 12, height: 1))
        let kanji = "葛\u{E0100}"
        buffer.put(ColorCodes.marking("\\Z1x") + " e\u{301}" + kanji, x: 0, y: 0, style: plain)
        XCTAssertEqual(buffer.lines(), ["x é" + kanji + "       "])
        XCTAssertEqual(buffer[x: 3, y: 0].grapheme, kanji)
        XCTAssertEqual(buffer[x: 0, y: 0].grapheme, "x")
    }
}
