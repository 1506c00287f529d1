import XCTest
@testable import DialogKit

/// A dialog shown through `KeyRecording`: drawn and answered as it is, its outcome with the key that ended it.
final class KeyRecordingTests: XCTestCase {
    private let screen = Size(width: 40, height: 12)
    private let mono = Theme.standard(for: .none)

    private func yesNo() -> KeyRecording<Alert> {
        KeyRecording(Alert(message: "Delete the build?", buttons: ["&Yes", "&No"].map(ButtonLabel.init(parsing:))))
    }

    func testTheOutcomeComesWithTheKeyThatEndedIt() {
        var recorded = yesNo()
        XCTAssertNil(recorded.handle(.key(KeyEvent(.right)), screen: screen))
        guard case .finish(let ending)? = recorded.handle(.key(KeyEvent(.enter)), screen: screen) else { return XCTFail("not ended") }
        XCTAssertEqual(ending.outcome, .button(1))
        XCTAssertEqual(ending.lastKey, KeyEvent(.enter))
    }

    func testAHotkeyIsTheLastKeyAndAClickLeavesNone() {
        var recorded = yesNo()
        guard case .finish(let byLetter)? = recorded.handle(.key(KeyEvent(.character("n"))), screen: screen) else {
            return XCTFail("the hotkey did not press No")
        }
        XCTAssertEqual(byLetter.lastKey, KeyEvent(.character("n")))
        recorded = yesNo()
        _ = recorded.handle(.key(KeyEvent(.right)), screen: screen)
        _ = recorded.handle(.mouse(MouseEvent(action: .scrollDown, button: .none, column: 0, row: 0)), screen: screen)
        XCTAssertEqual(recorded.lastEvent, .mouse(MouseEvent(action: .scrollDown, button: .none, column: 0, row: 0)),
                       "a click or the wheel after a key is the last event")
        _ = recorded.handle(.tick(1), screen: screen)
        XCTAssertNotEqual(recorded.lastEvent, .tick(1), "the clock is not counted")
    }

    func testItDrawsAsTheDialogItRecords() {
        let alert = Alert(message: "Delete the build? 漢字 👍🏽", buttons: ["&Yes", "&No"].map(ButtonLabel.init(parsing:)))
        let plain = FrameComposer.compose(alert, screen: screen, placement: .fullscreen, frame: .shown, theme: mono)
        let wrapped = FrameComposer.compose(KeyRecording(alert), screen: screen, placement: .fullscreen, frame: .shown, theme: mono)
        XCTAssertEqual(wrapped.trimmedLines(), plain.trimmedLines())
        XCTAssertTrue(wrapped.trimmedLines().contains { $0.contains("漢字 👍🏽") }, wrapped.trimmedLines().joined(separator: "\n"))
    }
}
