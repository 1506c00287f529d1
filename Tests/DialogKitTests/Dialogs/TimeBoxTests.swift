import XCTest
@testable import DialogKit
import TestSupport

final class TimeBoxTests: XCTestCase {
    private let screen = Size(width: 40, height: 12)
    private let mono = Theme.standard(for: .none)
    private let buttons = [ButtonLabel(text: "OK"), ButtonLabel(text: "Cancel")]

    private func timeBox(_ hour: Int, _ minute: Int, _ second: Int, message: String = "Pick a time") -> TimeBox {
        TimeBox(message: message, hour: hour, minute: minute, second: second, buttons: buttons)
    }

    @discardableResult
    private func send(_ bytes: String, to box: inout TimeBox) -> [Effect<TimeBox.Outcome>] {
        var decoder = KeyDecoder()
        decoder.feed(Array(bytes.utf8))
        var effects: [Effect<TimeBox.Outcome>] = []
        while let event = decoder.next(final: true) {
            guard case .key(let key) = event else { continue }
            if let effect = box.handle(.key(key), screen: screen) { effects.append(effect) }
        }
        return effects
    }

    private func picture(_ box: TimeBox) -> String {
        FrameComposer.compose(box, screen: screen, placement: .inline, frame: .shown, theme: mono)
            .trimmedLines().joined(separator: "\n")
    }

    func testThreeFramedPartsBetweenColons() {
        XCTAssertEqual(picture(timeBox(9, 5, 0)), """
                    ╭──────────────────────╮
                    │                      │
                    │  Pick a time         │
                    │                      │
                    │    ╭──╮ ╭──╮ ╭──╮    │
                    │    │09│:│05│:│00│    │
                    │    ╰──╯ ╰──╯ ╰──╯    │
                    │  < OK >  < Cancel >  │
                    ╰──────────────────────╯
            """)
    }

    func testEachPartStepsRoundItsPeriodAndTakesDigits() {
        var box = timeBox(23, 59, 0)
        send("\t\t\u{1b}[B\u{1b}[C\u{1b}[B\u{1b}[C\u{1b}[A", to: &box)
        XCTAssertEqual(box.text, "00:00:59", "↓ past 23 and 59 goes round to 0, ↑ below 0 to 59")
        send("\u{1b}[3~", to: &box)
        XCTAssertEqual(box.second, 5, "Delete drops the last digit")
        XCTAssertEqual(send("7", to: &box), [], "a digit goes onto the end: 57")
        XCTAssertTrue(picture(box).contains("│00│:│00│:│57│"))
    }

    func testHomeEndAndARefusedDigit() {
        var box = timeBox(10, 20, 30)
        send("\t\t\u{1b}[F\t\u{1b}[H", to: &box)
        XCTAssertEqual(box.text, "23:00:30")
        XCTAssertEqual(send("\t7", to: &box), [.bell], "307 is past 59")
        XCTAssertEqual(send("\r", to: &box), [.finish(.pressed(button: 0, hour: 23, minute: 0, second: 30))])
    }

    func testAClickFocusesAPartOrPressesAButton() {
        var box = timeBox(10, 20, 30)
        // In the picture's box the minutes' frame starts at column 10 of row 5, OK is on row 7.
        _ = box.handle(.mouse(MouseEvent(action: .press, button: .left, column: 10, row: 5)), screen: screen)
        send("+", to: &box)
        XCTAssertEqual(box.text, "10:21:30")
        XCTAssertEqual(box.handle(.mouse(MouseEvent(action: .release, button: .left, column: 5, row: 7)), screen: screen),
                       .finish(.pressed(button: 0, hour: 10, minute: 21, second: 30)))
    }

    func testButtonsAndEsc() {
        var box = timeBox(10, 20, 30)
        XCTAssertEqual(send("\t\r", to: &box), [.finish(.pressed(button: 1, hour: 10, minute: 20, second: 30))])
        box = timeBox(10, 20, 30)
        XCTAssertEqual(send("\u{1b}[D+\u{1b}", to: &box), [.finish(.dismissed)])
        XCTAssertEqual(box.second, 31, "← from OK goes back to the seconds")
    }

    func testAMessageOfWideAndCombiningText() {
        let box = timeBox(1, 2, 3, message: "時刻 👍🏽 e\u{301}")
        XCTAssertTrue(picture(box).contains("│  時刻 👍🏽 e\u{301}"))
        XCTAssertEqual(TimeBox.text(hour: 1, minute: 2, second: 3), "01:02:03")
    }
}
