import XCTest
@testable import DialogKit

final class AlertTests: XCTestCase {
    let screen = Size(width: 60, height: 20)

    private func key(_ key: Key, _ modifiers: Modifiers = []) -> DialogEvent { .key(KeyEvent(key, modifiers)) }

    private func threeButtons(cancel: Int? = 2, timeout: Int? = nil) -> Alert {
        Alert(message: "Save changes?", buttons: ["&Save", "&Discard", "Cancel"].map(ButtonLabel.init(parsing:)),
              cancelButton: cancel, timeoutButton: timeout)
    }

    func testArrowsAndTabMoveFocusAndWrapAround() {
        var alert = threeButtons()
        XCTAssertEqual(alert.focus, 0)
        XCTAssertNil(alert.handle(key(.right), screen: screen))
        XCTAssertEqual(alert.focus, 1)
        _ = alert.handle(key(.tab), screen: screen)
        XCTAssertEqual(alert.focus, 2)
        _ = alert.handle(key(.tab), screen: screen)
        XCTAssertEqual(alert.focus, 0, "Tab wraps to the first button")
        _ = alert.handle(key(.tab, .shift), screen: screen)
        XCTAssertEqual(alert.focus, 2, "Shift-Tab wraps to the last")
        _ = alert.handle(key(.left), screen: screen)
        XCTAssertEqual(alert.focus, 1)
    }

    func testEnterAndSpacePressTheFocusedButton() {
        var alert = threeButtons()
        _ = alert.handle(key(.right), screen: screen)
        XCTAssertEqual(alert.handle(key(.enter), screen: screen), .finish(.button(1)))
        var other = threeButtons()
        XCTAssertEqual(other.handle(key(.character(" ")), screen: screen), .finish(.button(0)))
    }

    func testHotkeysPressTheirButtonInEitherCaseAndOtherLettersDoNothing() {
        var alert = threeButtons()
        XCTAssertEqual(alert.handle(key(.character("d")), screen: screen), .finish(.button(1)))
        var upper = threeButtons()
        XCTAssertEqual(upper.handle(key(.character("S"), .shift), screen: screen), .finish(.button(0)))
        var unmarked = threeButtons()
        XCTAssertNil(unmarked.handle(key(.character("c")), screen: screen), "Cancel marks no hotkey: no implicit hotkeys")
        XCTAssertNil(unmarked.handle(key(.character("x")), screen: screen))
        XCTAssertNil(unmarked.handle(key(.character("d"), .control), screen: screen), "Ctrl-D is not the hotkey d")
    }

    func testEscapeChoosesTheCancelButtonOrDismisses() {
        var withCancel = threeButtons(cancel: 2)
        XCTAssertEqual(withCancel.handle(key(.escape), screen: screen), .finish(.button(2)))
        var withoutCancel = threeButtons(cancel: nil)
        XCTAssertEqual(withoutCancel.handle(key(.escape), screen: screen), .finish(.dismissed))
    }

    func testTimeoutChoosesTheTimeoutButtonOrTimesOut() {
        var withButton = threeButtons(timeout: 1)
        XCTAssertEqual(withButton.handle(.timeout, screen: screen), .finish(.button(1)))
        var without = threeButtons(timeout: nil)
        XCTAssertEqual(without.handle(.timeout, screen: screen), .finish(.timedOut))
    }

    func testConfirmAnswersYAndNAndEscapeMeansNo() {
        var yes = Alert.confirm(message: "Delete it?")
        XCTAssertEqual(yes.handle(key(.character("y")), screen: screen), .finish(.button(0)))
        var no = Alert.confirm(message: "Delete it?")
        XCTAssertEqual(no.handle(key(.character("n")), screen: screen), .finish(.button(1)))
        var escape = Alert.confirm(message: "Delete it?")
        XCTAssertEqual(escape.handle(key(.escape), screen: screen), .finish(.button(1)))
        XCTAssertEqual(Alert.confirm(message: "?", defaultsToYes: false).focus, 1)
        XCTAssertEqual(escape.label(for: .button(0)), "Yes")
    }

    func testRenamedConfirmKeepsYAndNUnlessTheLabelMarksItsOwn() {
        var renamed = Alert.confirm(message: "Delete?", yes: "Delete", no: "&Keep")
        XCTAssertEqual(renamed.buttons.map(\.hotkey), ["y", "k"])
        XCTAssertEqual(renamed.handle(key(.character("y")), screen: screen), .finish(.button(0)))
        XCTAssertNil(renamed.buttons[0].hotkeyOffset, "Delete has no y to underline")
    }

    func testAMouseClickPressesTheButtonUnderIt() {
        var alert = threeButtons()
        let layout = alert.layout(screen: screen)
        let discard = layout.buttons.frames[1]
        func mouse(_ action: MouseEvent.Action, column: Int, row: Int) -> DialogEvent {
            .mouse(MouseEvent(action: action, button: .left, column: column, row: row, modifiers: []))
        }
        XCTAssertNil(alert.handle(mouse(.press, column: discard.x + 1, row: layout.buttonRow), screen: screen))
        XCTAssertEqual(alert.focus, 1, "pressing focuses")
        XCTAssertEqual(alert.handle(mouse(.release, column: discard.x + 2, row: layout.buttonRow), screen: screen),
                       .finish(.button(1)))
        var dragged = threeButtons()
        _ = dragged.handle(mouse(.press, column: discard.x + 1, row: layout.buttonRow), screen: screen)
        XCTAssertNil(dragged.handle(mouse(.release, column: 0, row: 0), screen: screen),
                     "releasing elsewhere presses nothing")
    }

    func testLongMessageScrollsAndKeepsButtonsVisible() {
        let message = (1...30).map { "Line \($0)" }.joined(separator: "\n")
        var alert = Alert(message: message)
        let small = Size(width: 40, height: 12)
        let layout = alert.layout(screen: small)
        XCTAssertLessThanOrEqual(layout.boxSize.height, 12)
        XCTAssertEqual(layout.lineCount, 30)
        XCTAssertEqual(layout.maxScroll, 30 - layout.messageRows.count)
        _ = alert.handle(key(.down), screen: small)
        XCTAssertEqual(alert.scroll, 1)
        _ = alert.handle(key(.end), screen: small)
        XCTAssertEqual(alert.scroll, layout.maxScroll)
        _ = alert.handle(key(.down), screen: small)
        XCTAssertEqual(alert.scroll, layout.maxScroll, "cannot scroll past the end")
        _ = alert.handle(key(.pageUp), screen: small)
        XCTAssertEqual(alert.scroll, layout.maxScroll - (layout.messageRows.count - 1))
        _ = alert.handle(key(.home), screen: small)
        XCTAssertEqual(alert.scroll, 0)

        var buffer = Buffer(size: small)
        let box = FrameComposer.boxRect(alert, screen: small, placement: .fullscreen)
        alert.render(into: &buffer, in: box, screen: small, theme: .standard(for: .none))
        let text = buffer.lines().joined(separator: "\n")
        XCTAssertTrue(text.contains("< OK >"), "the button stays visible:\n\(text)")
        XCTAssertTrue(text.contains("▼"), "a scroll indicator says there is more:\n\(text)")
        XCTAssertFalse(text.contains("Line 30"))
    }

    /// `df -h | swalert alert`: a message of lines that already fit the screen is a table, shown as it is; wrapping
    /// it at the default 60 columns split "Mounted on".
    func testLinesThatFitTheScreenAreShownUnwrappedInAWiderBox() {
        let table = """
            Filesystem      Size  Used Avail Use% Mounted on
            /dev/vda        252G   15G  225G   7% /
            /dev/vdb1       1.8T  1.1T  650G  63% /srv/backups/nightly-archive
            """
        func lines(_ alert: Alert, width: Int) -> [String] {
            FrameComposer.compose(alert, screen: Size(width: width, height: 14), placement: .inline, frame: .shown,
                                  theme: Theme.standard(for: .none)).trimmedLines()
        }
        let wide = lines(Alert(message: table), width: 100)
        for line in table.split(separator: "\n") {
            XCTAssertTrue(wide.contains { $0.contains(line) }, "'\(line)' whole:\n\(wide.joined(separator: "\n"))")
        }
        func boxWidth(_ lines: [String]) -> Int? { lines.first.map { $0.drop { $0 == " " }.count } }
        XCTAssertEqual(boxWidth(wide), 72, "the box is as wide as the widest line, its padding and border")
        let narrow = lines(Alert(message: table), width: 70)
        XCTAssertFalse(narrow.contains { $0.contains("/srv/backups/nightly-archive") && $0.contains("1.8T") },
                       "too wide for the screen: wrapped as before")
        let capped = lines(Alert(message: table, maximumWidth: 40), width: 100)
        XCTAssertEqual(boxWidth(capped), 40, "--width still caps it")
        let sentence = lines(Alert(message: String(repeating: "a long sentence ", count: 6)), width: 100)
        XCTAssertEqual(boxWidth(sentence), 60, "one line of prose still wraps at the default width")
    }
}
