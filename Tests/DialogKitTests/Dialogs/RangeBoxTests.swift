import XCTest
@testable import DialogKit
import TestSupport

final class RangeBoxTests: XCTestCase {
    private let screen = Size(width: 44, height: 12)
    private let mono = Theme.standard(for: .none)

    /// Decodes `bytes` as a terminal sends them and hands every key to `box`; the effects in order.
    @discardableResult
    private func send(_ bytes: String, to box: inout RangeBox) -> [Effect<RangeBox.Outcome>] {
        var decoder = KeyDecoder()
        decoder.feed(Array(bytes.utf8))
        var effects: [Effect<RangeBox.Outcome>] = []
        while let event = decoder.next(final: true) {
            guard case .key(let key) = event else { continue }
            if let effect = box.handle(.key(key), screen: screen) { effects.append(effect) }
        }
        return effects
    }

    private func picture(_ box: RangeBox) -> String {
        FrameComposer.compose(box, screen: screen, placement: .inline, frame: .shown, theme: mono)
            .trimmedLines().joined(separator: "\n")
    }

    private func volume(_ value: Int = 42, title: String = "") -> RangeBox {
        RangeBox(message: "Pick a volume", title: title, minimum: 1, maximum: 100, value: value,
                 buttons: [ButtonLabel(text: "OK"), ButtonLabel(text: "Cancel")], pageStep: 8)
    }

    private func answer(_ effects: [Effect<RangeBox.Outcome>]) -> RangeBox.Outcome? {
        guard case .finish(let outcome)? = effects.last else { return nil }
        return outcome
    }

    func testTheNumberSitsInTheSliderFilledAsFarAsItGoes() {
        let box = volume()
        XCTAssertEqual(picture(box), """
                   ╭────────────────────────────╮
                   │                            │
                   │  Pick a volume             │
                   │                            │
                   │  ╭─────────────────────╮   │
                   │  │         ░42░░░░░░░░░│   │
                   │  ╰─────────────────────╯   │
                   │     < OK >  < Cancel >     │
                   ╰────────────────────────────╯
            """)
        // 42 of 1 to 100 fills 9 of the 21 cells (a cell each 5), drawn as the focus is.
        let buffer = FrameComposer.compose(box, screen: screen, placement: .inline, frame: .shown, theme: mono)
        // The slider's first cell is at column 11 of row 5; the number's 4 at column 21.
        XCTAssertEqual(buffer[x: 21, y: 5].grapheme, "4")
        XCTAssertEqual(buffer[x: 11 + 8, y: 5].style, mono.focusedButton)
        XCTAssertNotEqual(buffer[x: 11 + 9, y: 5].style, mono.focusedButton)
    }

    func testTheArrowsPagesAndEndsMoveTheValueWithinTheBounds() {
        var box = volume()
        send("\u{1b}[A\u{1b}[A", to: &box)
        XCTAssertEqual(box.value, 40)
        send("\u{1b}[B+", to: &box)
        XCTAssertEqual(box.value, 42)
        send("\u{1b}[5~", to: &box)
        XCTAssertEqual(box.value, 34)
        send("\u{1b}[6~\u{1b}[6~", to: &box)
        XCTAssertEqual(box.value, 50)
        send("\u{1b}[F\u{1b}[B", to: &box)
        XCTAssertEqual(box.value, 100)
        send("\u{1b}[H-", to: &box)
        XCTAssertEqual(box.value, 1)
        XCTAssertEqual(answer(send("\r", to: &box)), .pressed(button: 0, value: 1))
    }

    func testTheDigitsTakeTheFocusAfterTheButtonsAndStepTheirPlace() {
        var box = volume()
        send("\u{1b}[Z", to: &box)
        XCTAssertEqual(box.focus, -1)
        XCTAssertNotNil(FrameComposer.caret(box, screen: screen, placement: .inline))
        send("\u{1b}[D\u{1b}[A", to: &box)
        XCTAssertEqual(box.value, 32)
        // The hundreds: 100 below 32 stops at the lower bound.
        send("\u{1b}[D\u{1b}[A", to: &box)
        XCTAssertEqual(box.value, 1)
        // Tab from the first digit's left goes round to the last button; Tab from the last digit to OK.
        send("\u{1b}[Z", to: &box)
        XCTAssertEqual(box.focus, 1)
        send("\t\t\t\t", to: &box)
        XCTAssertEqual(box.focus, 0)
        XCTAssertNil(FrameComposer.caret(box, screen: screen, placement: .inline))
    }

    func testADigitTypedReplacesTheFocusedOneWhenTheNumberStaysWithinTheBounds() {
        var box = volume()
        XCTAssertEqual(send("7", to: &box), [], "a digit on a button does nothing")
        send("\u{1b}[Z7", to: &box)
        XCTAssertEqual(box.value, 47)
        send("\u{1b}[D9", to: &box)
        XCTAssertEqual(box.value, 97)
        XCTAssertEqual(send("\u{1b}[D5", to: &box), [.bell], "597 is past 100")
        XCTAssertEqual(box.value, 97)
        XCTAssertEqual(picture(box).split(separator: "\n")[5], "       │  │          97        ░│   │")
    }

    func testNegativeBoundsAndADefaultOutsideThem() {
        var box = RangeBox(message: "Offset", minimum: -50, maximum: 50, value: -5, buttons: [ButtonLabel(text: "OK")])
        send("\u{1b}[A\u{1b}[Z3", to: &box)
        XCTAssertEqual(box.value, -3)
        XCTAssertEqual(RangeBox(message: "", minimum: 5, maximum: 9, value: 70, buttons: [ButtonLabel(text: "OK")]).value, 9)
        XCTAssertEqual(RangeBox(message: "", minimum: 5, maximum: 2, value: 0, buttons: [ButtonLabel(text: "OK")]).value, 5)
    }

    func testCancelsHotkeyAndEsc() {
        var box = volume()
        XCTAssertEqual(answer(send("c", to: &box)), .pressed(button: 1, value: 42))
        box = volume()
        XCTAssertEqual(answer(send("\u{1b}", to: &box)), .dismissed)
        XCTAssertEqual(box.handle(.timeout, screen: screen), .finish(.timedOut))
    }

    func testAWideTitleWithEmojiAndCombiningMarks() {
        XCTAssertEqual(picture(volume(7, title: "音量 👍🏽 e\u{301}")), """
                   ╭────────────────────────────╮
                   │                            │
                   │         音量 👍🏽 é          │
                   │                            │
                   │  Pick a volume             │
                   │                            │
                   │  ╭─────────────────────╮   │
                   │  │  ░░░░░░░░░7░░░░░░░░░│   │
                   │  ╰─────────────────────╯   │
                   │     < OK >  < Cancel >     │
                   ╰────────────────────────────╯
            """)
    }

    func testTheSliderAsDialogScalesIt() {
        XCTAssertEqual(RangeBox.slider(minimum: 1, maximum: 100, usable: 14).step, 8)
        XCTAssertEqual(RangeBox.slider(minimum: 1, maximum: 100, usable: 44).step, 3)
        XCTAssertEqual(RangeBox.slider(minimum: 1, maximum: 5, usable: 14).length, 10)
        XCTAssertEqual(RangeBox.slider(minimum: 1, maximum: 14, usable: 14).length, 14)
    }
}
