import XCTest

@testable import DialogKit

final class PanelShadowTests: XCTestCase {
    private let light16 = Theme.standard(for: .ansi16, appearance: .light)

    /// A map of the shadow's cells: `s` where the background is the shadow's colour, `.` elsewhere.
    private func shadowMap(_ buffer: Buffer, color: Color) -> [String] {
        (0..<buffer.size.height).map { y in
            String((0..<buffer.size.width).map { x in buffer[x: x, y: y].style.background == color ? "s" : "." })
        }
    }

    func testTheShadowFallsOneCellRightAndBelowTheBox() {
        var buffer = Buffer(size: Size(width: 8, height: 5))
        Panel.draw(into: &buffer, Rect(x: 1, y: 1, width: 4, height: 2), border: false, theme: light16)
        XCTAssertEqual(shadowMap(buffer, color: .ansi(8)), [
            "........",
            "........",
            ".....s..",
            "..ssss..",
            "........",
        ])
    }

    func testTheShadowIsCutAtTheScreenEdgeAndKeepsWhatIsDrawnUnderIt() {
        var buffer = Buffer(size: Size(width: 5, height: 4))
        buffer.put("abcde", x: 0, y: 3, style: Style(foreground: .ansi(0)))
        Panel.draw(into: &buffer, Rect(x: 1, y: 1, width: 4, height: 2), border: false, theme: light16)
        XCTAssertEqual(shadowMap(buffer, color: .ansi(8)), [
            ".....",
            ".....",
            ".....",
            "..sss",
        ])
        XCTAssertEqual(buffer.lines()[3], "abcde")
        XCTAssertEqual(buffer[x: 2, y: 3].style.foreground, .ansi(0))
    }

    func testNoShadowWithoutARowBelowTheBox() {
        var buffer = Buffer(size: Size(width: 8, height: 3))
        Panel.draw(into: &buffer, Rect(x: 1, y: 1, width: 4, height: 2), border: false, theme: light16)
        XCTAssertFalse(shadowMap(buffer, color: .ansi(8)).joined().contains("s"))
    }

    func testAFullscreenAlertCastsItAndAnInlineOneDoesNot() {
        let alert = Alert(message: "Hi")
        let screen = Size(width: 30, height: 9)
        let full = FrameComposer.compose(alert, screen: screen, placement: .fullscreen, frame: .shown, theme: light16)
        let box = FrameComposer.boxRect(alert, screen: screen, placement: .fullscreen)
        XCTAssertEqual(full[x: box.maxX, y: box.y + 1].style.background, .ansi(8))
        XCTAssertEqual(full[x: box.x + 1, y: box.maxY].style.background, .ansi(8))
        XCTAssertNotEqual(full[x: box.x, y: box.maxY].style.background, .ansi(8), "the shadow is offset by a cell")
        let inline = FrameComposer.compose(alert, screen: screen, placement: .inline, frame: .shown, theme: light16)
        let inlineBox = FrameComposer.boxRect(alert, screen: screen, placement: .inline)
        XCTAssertEqual(inline.size.height, inlineBox.height, "the inline region is not made taller for a shadow")
        XCTAssertFalse(shadowMap(inline, color: .ansi(8)).joined().contains("s"))
        // The dark palettes have none: nothing is darker than their black backdrop.
        XCTAssertNil(Theme.standard(for: .trueColor, appearance: .dark).shadow)
    }
}
