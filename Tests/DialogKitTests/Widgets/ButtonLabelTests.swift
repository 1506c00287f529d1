import XCTest
@testable import DialogKit

final class ButtonLabelTests: XCTestCase {
    func testAmpersandMarksTheHotkey() {
        let save = ButtonLabel(parsing: "&Save")
        XCTAssertEqual(save.text, "Save")
        XCTAssertEqual(save.hotkey, "s")
        XCTAssertEqual(save.hotkeyOffset, 0)
        let saveAs = ButtonLabel(parsing: "Save &As")
        XCTAssertEqual(saveAs.text, "Save As")
        XCTAssertEqual(saveAs.hotkey, "a")
        XCTAssertEqual(saveAs.hotkeyOffset, 5)
    }

    func testDoubleAmpersandIsLiteralAndNoMarkMeansNoHotkey() {
        let both = ButtonLabel(parsing: "Salt && Pepper")
        XCTAssertEqual(both.text, "Salt & Pepper")
        XCTAssertNil(both.hotkey)
        XCTAssertEqual(ButtonLabel(parsing: "Trailing&").text, "Trailing&")
        XCTAssertNil(ButtonLabel(parsing: "Cancel").hotkey)
    }

    func testHotkeyCountsGraphemesNotBytes() {
        let label = ButtonLabel(parsing: "Café &Ok")
        XCTAssertEqual(label.hotkeyOffset, 5)
        let wide = ButtonLabel(parsing: "保存 &S")
        XCTAssertEqual(wide.hotkeyOffset, 3)
    }

    func testControlCharactersInLabelsAreShownNotSent() {
        let hostile = ButtonLabel(parsing: "OK\u{1b}[31m")
        XCTAssertEqual(hostile.text, "OK^[[31m")
    }
}
