import XCTest
@testable import DialogKit

/// The dialogs under dialog(1)'s keys (`KeyBindings.dialogInput`, `.dialogList`, `.dialogForm`), as its boxes answer them: keys in, the selected button
/// and the outcome out. The real dialog is compared end to end by `DialogDifferentialTests`.
final class DialogKeysTests: XCTestCase {
    private let screen = Size(width: 60, height: 20)

    /// Decodes `bytes` as a terminal sends them and hands every key to `dialog`; the outcome it finished with.
    @discardableResult
    private func send<D: Dialog>(_ bytes: String, to dialog: inout D) -> D.Outcome? {
        var decoder = KeyDecoder()
        decoder.feed(Array(bytes.utf8))
        while let event = decoder.next(final: true) {
            guard case .key(let key) = event else { continue }
            if case .finish(let outcome)? = dialog.handle(.key(key), screen: screen) { return outcome }
        }
        return nil
    }

    private let tab = "\t", backTab = "\u{1b}[Z", up = "\u{1b}OA", down = "\u{1b}OB", right = "\u{1b}OC", left = "\u{1b}OD"
    private let pageUp = "\u{1b}[5~", pageDown = "\u{1b}[6~", escape = "\u{1b}", enter = "\r"

    func testAHotkeyIsTheFirstCapitalLetterNotTakenBefore() {
        let labels = ["OK", "Cancel", "Help", "Chart"]
        XCTAssertEqual(KeyBindings.firstCapital("o", labels: labels), 0)
        XCTAssertEqual(KeyBindings.firstCapital("C", labels: labels), 1)
        XCTAssertEqual(KeyBindings.firstCapital("h", labels: labels), 2, "Help's H")
        XCTAssertNil(KeyBindings.firstCapital("x", labels: labels))
        XCTAssertEqual(KeyBindings.firstCapital("k", labels: ["OK", "Keep"]), 1, "K of OK is not its first capital")
        XCTAssertNil(KeyBindings.firstCapital("k", labels: ["lower"]), "a label with no capital has no hotkey")
    }

    // MARK: - Menus and lists

    private func menu(_ tags: [String], buttons: Int = 2, multiple: Bool = false, radio: Bool = false, rows: Int? = nil) -> Choose {
        let labels = ["OK", "Extra", "Cancel"].prefix(buttons).map { ButtonLabel(text: $0) }
        var choose = Choose(message: "Pick", items: tags.map { Choose.Item(value: $0) },
                            configuration: Choose.Configuration(multiple: multiple, filtering: .none, maximumRows: rows,
                                                                radio: radio, buttons: Array(labels)))
        choose.use(.dialogList)
        return choose
    }

    func testAMenuKeepsTheArrowsWhileTabMovesTheButtons() {
        var choose = menu(["apple", "banana", "cherry"])
        XCTAssertEqual(send(down + tab + enter, to: &choose), .pressed(button: 1, items: [1], focused: 1),
                       "Tab selects Cancel, the list keeps its focus")
        choose = menu(["apple", "banana", "cherry"])
        XCTAssertEqual(send(right + right + down + " ", to: &choose), .pressed(button: 0, items: [1], focused: 1),
                       "round to OK; Space presses it in a menu")
        choose = menu(["apple", "banana", "cherry"])
        XCTAssertEqual(send(escape, to: &choose), .dismissed)
        choose = menu(["apple", "banana", "cherry"], buttons: 3)
        XCTAssertEqual(send(backTab + enter, to: &choose), .pressed(button: 2, items: [0], focused: 0), "Shift-Tab goes round back")
    }

    func testALetterGoesToTheNextItemStartingWithItAndADigitToARow() {
        var choose = menu(["apple", "Avocado", "banana", "cherry"])
        XCTAssertEqual(send("aa" + enter, to: &choose), .pressed(button: 0, items: [0], focused: 0), "round from the top")
        choose = menu(["apple", "Avocado", "banana", "cherry"])
        XCTAssertEqual(send("C" + enter, to: &choose), .pressed(button: 0, items: [3], focused: 3), "case aside")
        choose = menu(["apple", "Avocado", "banana", "cherry"])
        XCTAssertEqual(send("3" + enter, to: &choose), .pressed(button: 0, items: [2], focused: 2), "the third row")
    }

    func testSpaceChecksAndPageDownMovesAPage() {
        var choose = menu((1...12).map { "t\($0)" }, multiple: true, rows: 4)
        XCTAssertEqual(send(" " + pageDown + " " + enter, to: &choose), .pressed(button: 0, items: [0, 4], focused: 4))
        var radio = menu(["s", "m", "l"], multiple: true, radio: true)
        radio.preselect([1])
        XCTAssertEqual(send(down + down + " " + up + enter, to: &radio), .pressed(button: 0, items: [2], focused: 1),
                       "one radio button on, moving is not choosing")
    }

    // MARK: - Input boxes

    private func input(_ value: String) -> Input {
        var input = Input(message: "Name:", value: value)
        input.use(.dialogInput, buttons: ["OK", "Extra", "Cancel"].map { ButtonLabel(text: $0) })
        return input
    }

    func testAnInputBoxGoesRoundTheFieldAndTheButtons() {
        var box = input("Ada")
        XCTAssertEqual(send("!" + enter, to: &box), .pressed(button: 0, value: "Ada!"), "Enter in the field is OK")
        box = input("Ada")
        XCTAssertEqual(send(tab + right + enter, to: &box), .pressed(button: 1, value: "Ada"), "→ moves between buttons")
        box = input("Ada")
        XCTAssertEqual(send(down + down + down + down + "x" + enter, to: &box), .pressed(button: 0, value: "Adax"),
                       "↓ goes round to the field")
        box = input("Ada")
        XCTAssertEqual(send(tab + "c", to: &box), .pressed(button: 2, value: "Ada"), "a hotkey on a button")
        box = input("Ada")
        XCTAssertEqual(send(left + "b" + enter, to: &box), .pressed(button: 0, value: "Adba"), "← in the field moves the cursor")
        box = input("Ada")
        XCTAssertEqual(send(escape, to: &box), .dismissed)
    }

    // MARK: - Forms

    private func form() -> Form {
        Form(message: "Details", fields: [Form.Field(label: "Name:", value: "Ada"), Form.Field(label: "Fixed:", value: "ro", editable: false),
                                          Form.Field(label: "Town:", value: "London")],
             buttons: ["OK", "Cancel"].map { ButtonLabel(text: $0) })
    }

    func testAFormEditsEachFieldFromItsStartAndGoesRoundTheEditableOnes() {
        var box = form()
        XCTAssertEqual(send("x" + enter, to: &box), .pressed(button: 0, values: ["xAda", "ro", "London"], field: 0))
        box = form()
        XCTAssertEqual(send(down + "!" + enter, to: &box), .pressed(button: 0, values: ["Ada", "ro", "!London"], field: 2),
                       "the read-only field is skipped")
        box = form()
        XCTAssertEqual(send(up + "!" + enter, to: &box), .pressed(button: 0, values: ["Ada", "ro", "!London"], field: 2), "round to the last")
        box = form()
        XCTAssertEqual(send(down + down + "\u{1b}OF" + "\u{7f}" + enter, to: &box), .pressed(button: 0, values: ["Ad", "ro", "London"], field: 0))
        box = form()
        XCTAssertEqual(send(tab + tab + enter, to: &box), .pressed(button: 1, values: ["Ada", "ro", "London"], field: 0), "Tab to the buttons")
        box = form()
        XCTAssertEqual(send(tab + tab + tab + "y" + enter, to: &box), .pressed(button: 0, values: ["yAda", "ro", "London"], field: 0),
                       "from the last button back to the field")
        box = form()
        XCTAssertEqual(send(tab + "c", to: &box), .pressed(button: 1, values: ["Ada", "ro", "London"], field: 0), "a button's hotkey")
        box = form()
        XCTAssertEqual(send(escape, to: &box), .dismissed)
    }

    func testCtrlUClearsTheWholeFieldWhereverTheCursorIs() {
        var box = form()
        XCTAssertEqual(send("\u{15}Bo" + enter, to: &box), .pressed(button: 0, values: ["Bo", "ro", "London"], field: 0),
                       "at the field's start")
        box = form()
        XCTAssertEqual(send(down + right + right + "\u{15}" + "日本👍🏽" + enter, to: &box),
                       .pressed(button: 0, values: ["Ada", "ro", "日本👍🏽"], field: 2), "mid-field")
    }
}
