import XCTest
@testable import DialogKit

/// The dialogs under newt's keys (`KeyBindings.newt`), as whiptail's boxes answer them: keys in, the focus, the box as a
/// picture and the outcome out. The real whiptail is compared end to end by `WhiptailDifferentialTests`.
final class NewtKeysTests: XCTestCase {
    private let screen = Size(width: 44, height: 18)
    private let mono = Theme.standard(for: .none)

    /// Decodes `bytes` as a terminal sends them and hands every key to `dialog`; the effects it returned.
    @discardableResult
    private func send<D: Dialog>(_ bytes: String, to dialog: inout D) -> [Effect<D.Outcome>] {
        var decoder = KeyDecoder()
        decoder.feed(Array(bytes.utf8))
        var effects: [Effect<D.Outcome>] = []
        while let event = decoder.next(final: true) {
            guard case .key(let key) = event else { continue }
            if let effect = dialog.handle(.key(key), screen: screen) { effects.append(effect) }
        }
        return effects
    }

    private func picture<D: Dialog>(_ dialog: D) -> String {
        FrameComposer.compose(dialog, screen: screen, placement: .inline, frame: .shown, theme: mono)
            .trimmedLines().joined(separator: "\n")
    }

    private let tab = "\t", backTab = "\u{1b}[Z", up = "\u{1b}[A", down = "\u{1b}[B", right = "\u{1b}[C", left = "\u{1b}[D"
    private let pageUp = "\u{1b}[5~", pageDown = "\u{1b}[6~", f12 = "\u{1b}[24~", escape = "\u{1b}"

    // MARK: - Alert: msgbox and yesno

    private func yesNo(defaultNo: Bool = false, scrolls: Bool = false) -> Alert {
        var alert = Alert(message: "Delete the build?", buttons: [ButtonLabel(text: "Yes"), ButtonLabel(text: "No")],
                          defaultButton: defaultNo ? 1 : 0)
        alert.use(.newt, messageTakesFocus: scrolls)
        return alert
    }

    func testAYesNoBoxHasNoHotkeysAndItsArrowsDoNotGoRound() {
        var alert = yesNo()
        XCTAssertEqual(send("ny", to: &alert), [], "letters are not hotkeys")
        XCTAssertEqual(send(right + right + "\r", to: &alert), [.finish(.button(1))])
        var back = yesNo(defaultNo: true)
        XCTAssertEqual(send(left + left + " ", to: &back), [.finish(.button(0))])
    }

    func testF12AnswersTheFocusedButtonAndEscDismissesWhateverHasTheFocus() {
        var no = yesNo(defaultNo: true)
        XCTAssertEqual(send(f12, to: &no), [.finish(.button(1))])
        var escaped = yesNo(defaultNo: true)
        XCTAssertEqual(send(escape, to: &escaped), [.finish(.dismissed)])
    }

    func testAMessageThatScrollsTakesTheFocusFirstAndEnterDoesNothingThere() {
        var alert = yesNo(scrolls: true)
        XCTAssertEqual(send("\r " + down + up, to: &alert), [], "Enter, Space and the arrows belong to the message")
        XCTAssertFalse(picture(alert).contains("[ Yes ]"))
        XCTAssertEqual(send(tab + tab + "\r", to: &alert), [.finish(.button(1))])
        var accepted = yesNo(scrolls: true)
        XCTAssertEqual(send(f12, to: &accepted), [.finish(.button(0))], "F12 from the message is the first button")
    }

    // MARK: - Input: inputbox and passwordbox

    private func input(cancel: Bool = true, scrolls: Bool = false) -> Input {
        var input = Input(message: "Your name:", value: "Ada", ok: ButtonLabel(text: "Ok"),
                          cancel: cancel ? ButtonLabel(text: "Cancel") : nil)
        input.use(.newt, messageTakesFocus: scrolls)
        return input
    }

    func testInTheFieldTheEntryKeysEditAndTheOthersMoveTheFocus() {
        var field = input()
        XCTAssertEqual(send("\u{01}x\u{05}\u{7f}!\r", to: &field), [.finish(.accepted("xAd!"))], "Ctrl-A, Ctrl-E, Backspace")
        var killed = input()
        XCTAssertEqual(send(left + "\u{0b}\u{15}z\r", to: &killed), [.finish(.accepted("z"))], "Ctrl-K and Ctrl-U")
        var unused = input()
        XCTAssertEqual(send("\u{17}\u{19}\r", to: &unused), [.finish(.accepted("Ada"))], "Ctrl-W and Ctrl-Y are not newt's")
        var down = input()
        XCTAssertEqual(send(self.down + self.down + "\r", to: &down), [.finish(.cancelled)], "Down steps to Ok, then Cancel")
    }

    func testCancelAndEscAreToldApartAndF12AcceptsFromAnywhere() {
        var cancelled = input()
        XCTAssertEqual(send(tab + tab + " ", to: &cancelled), [.finish(.cancelled)])
        var escaped = input()
        XCTAssertEqual(send(escape, to: &escaped), [.finish(.dismissed)])
        var accepted = input()
        XCTAssertEqual(send(tab + tab + f12, to: &accepted), [.finish(.accepted("Ada"))])
        var typedOnAButton = input()
        XCTAssertEqual(send(tab + "xy\r", to: &typedOnAButton), [.finish(.accepted("Ada"))], "letters on a button do nothing")
    }

    func testWithoutCancelOkIsTheOnlyButton() {
        var alone = input(cancel: false)
        XCTAssertEqual(alone.buttons.map(\.text), ["Ok"])
        XCTAssertEqual(send(tab + tab + "!\r", to: &alone), [.finish(.accepted("Ada!"))], "Tab goes field, Ok, field")
        XCTAssertTrue(picture(alone).contains("< Ok >"))
        XCTAssertFalse(picture(alone).contains("Cancel"))
    }

    // MARK: - Choose: menu, radiolist and checklist

    private func menu(_ labels: [String], rows: Int = 4) -> Choose {
        var configuration = Choose.Configuration(filtering: .none, maximumRows: rows,
                                                 buttons: [ButtonLabel(text: "Ok"), ButtonLabel(text: "Cancel")])
        configuration.multiple = false
        var choose = Choose(message: "Pick a fruit", items: labels.map { Choose.Item(value: $0) }, configuration: configuration)
        choose.use(.newt, messageTakesFocus: false)
        return choose
    }

    private func list(radio: Bool, on: [Int] = []) -> Choose {
        let configuration = Choose.Configuration(multiple: true, filtering: .none, maximumRows: 4, radio: radio,
                                                 buttons: [ButtonLabel(text: "Ok"), ButtonLabel(text: "Cancel")])
        var choose = Choose(message: "Sizes", items: ["s", "m", "l"].map { Choose.Item(value: $0) }, configuration: configuration)
        choose.preselect(on)
        choose.use(.newt, messageTakesFocus: false)
        return choose
    }

    func testAMenuShowsItsButtonsAndHighlightsTheFocusedPart() {
        var choose = menu(["apple", "banana", "cherry"])
        XCTAssertEqual(picture(choose), """
                   ╭────────────────────────────╮
                   │                            │
                   │  Pick a fruit              │
                   │                            │
                   │  > apple                   │
                   │    banana                  │
                   │    cherry                  │
                   │                            │
                   │     < Ok >  < Cancel >     │
                   ╰────────────────────── 1/3 ─╯
            """)
        XCTAssertEqual(style(of: "< Ok", in: choose), mono.button, "the list has the focus")
        XCTAssertEqual(style(of: "> apple", in: choose), mono.focusedButton)
        send(tab, to: &choose)
        XCTAssertEqual(style(of: "< Ok", in: choose), mono.focusedButton, "Ok has it")
        XCTAssertEqual(style(of: "> apple", in: choose), mono.message, "the list's row keeps its marker, not its highlight")
    }

    /// The style of the first cell of `text` where the box shows it.
    private func style<D: Dialog>(of text: String, in dialog: D) -> Style? {
        let buffer = FrameComposer.compose(dialog, screen: screen, placement: .inline, frame: .shown, theme: mono)
        for (y, line) in buffer.lines().enumerated() {
            guard let range = line.range(of: text) else { continue }
            return buffer[x: line.distance(from: line.startIndex, to: range.lowerBound), y: y].style
        }
        return nil
    }

    func testAMenuLetterGoesToTheNextItemStartingWithItAndNeverRoundToTheTop() {
        var choose = menu(["apple", "avocado", "banana", "blueberry"])
        send("a", to: &choose)
        XCTAssertEqual(choose.focusedItem, 1, "from apple, which starts with a, to the next")
        send("a", to: &choose)
        XCTAssertEqual(choose.focusedItem, 1, "no later item starts with a: the focus stays")
        send("B", to: &choose)
        XCTAssertEqual(choose.focusedItem, 2, "from the top, case aside")
        send("1", to: &choose)
        XCTAssertEqual(choose.focusedItem, 2, "only letters")
        XCTAssertEqual(send(" ", to: &choose), [], "Space does nothing in a menu")
        XCTAssertEqual(send("\r", to: &choose), [.finish(.chosen([2]))])
    }

    func testAMenuPagesDownAWholePageAndUpOneLess() {
        var choose = menu((1...20).map { "item\($0)" }, rows: 4)
        send(pageDown, to: &choose)
        XCTAssertEqual(choose.focusedItem, 4)
        send(pageDown + pageUp, to: &choose)
        XCTAssertEqual(choose.focusedItem, 5)
        XCTAssertEqual(send(right + right + "\r", to: &choose), [.finish(.cancelled)], "Right steps to the buttons")
        var escaped = menu(["a"])
        XCTAssertEqual(send(escape, to: &escaped), [.finish(.dismissed)])
    }

    func testARadioListAnswersTheItemOnNotTheFocusedOne() {
        var choose = list(radio: true, on: [1])
        XCTAssertEqual(send(down + down + "\r", to: &choose), [.finish(.chosen([1]))])
        var moved = list(radio: true, on: [1])
        XCTAssertEqual(send(down + down + " \r", to: &moved), [.finish(.chosen([2]))])
        var twice = list(radio: true, on: [0, 1])
        XCTAssertEqual(send(down + down + " \r", to: &twice), [.finish(.chosen([2]))], "Space turns the last one on off")
        XCTAssertEqual(twice.selected, [0, 2], "and only that one, as newt does")
        var none = list(radio: true)
        XCTAssertEqual(send("\r", to: &none), [.finish(.chosen([]))])
        XCTAssertTrue(picture(list(radio: true, on: [1])).contains("(*) m"))
    }

    func testACheckListAcceptsWhatIsCheckedEvenNothingAndStaysInTheListAtItsEnds() {
        var choose = list(radio: false, on: [0])
        XCTAssertEqual(send(" " + right + " \r", to: &choose), [.finish(.chosen([1]))])
        var ends = list(radio: false)
        send(up + up + down + down + down + down + " ", to: &ends)
        XCTAssertEqual(ends.selected, [2], "Down at the last item stays on it")
        var nothing = list(radio: false)
        XCTAssertEqual(send(tab + "\r", to: &nothing), [.finish(.chosen([]))])
        var cancelled = list(radio: false, on: [0])
        XCTAssertEqual(send(tab + tab + "\r", to: &cancelled), [.finish(.cancelled)])
    }

    func testAListWithNoItemsStartsOnItsFirstButton() {
        let configuration = Choose.Configuration(multiple: true, filtering: .none, buttons: [ButtonLabel(text: "Ok")])
        var choose = Choose(message: "Nothing", items: [], configuration: configuration)
        choose.use(.newt, messageTakesFocus: false)
        XCTAssertEqual(send("\r", to: &choose), [.finish(.chosen([]))])
    }
}
