import XCTest
@testable import DialogKit

/// The list field as pictures: the query row with the position beside it, then the matches with their marks.
final class ListFieldTests: XCTestCase {
    private let mono = Theme.standard(for: .none)
    private let shells = ["bash", "zsh", "fish", "dash", "tcsh"].map { Choose.Item(value: $0) }

    private func picture(_ field: ListField, width: Int = 16, height: Int, focused: Bool = true) -> String {
        var buffer = Buffer(size: Size(width: width, height: height))
        field.draw(into: &buffer, x: 0, y: 0, width: width, height: height, focused: focused, theme: mono)
        return buffer.trimmedLines().joined(separator: "\n")
    }

    private func single(_ value: String = "") -> ListField {
        ListField(items: shells, multiple: false, value: value, selected: [])
    }

    private func multi(_ selected: [String] = []) -> ListField {
        ListField(items: shells, multiple: true, value: "", selected: selected)
    }

    // MARK: - Single

    func testASingleFieldFocusesItsValueAndMarksIt() {
        let field = single("fish")
        XCTAssertEqual(field.value, .text("fish"))
        XCTAssertEqual(picture(field, height: 6), """
            Type to fil… 3/5
              ( ) bash
              ( ) zsh
            > (*) fish
              ( ) dash
              ( ) tcsh
            """)
        XCTAssertEqual(picture(field, height: 3, focused: false), """
                         3/5
              ( ) zsh
            > (*) fish
            """, "unfocused: no placeholder; the window still shows the value")
    }

    func testTypingFiltersAndFocusesTheBestMatch() {
        var field = single("bash")
        field.type("a")
        XCTAssertEqual(field.query, "a")
        XCTAssertEqual(picture(field, height: 4), """
            a            1/2
            > (*) bash
              ( ) dash

            """)
        field.type("s")
        XCTAssertEqual(field.value, .text("bash"), "equal scores keep the items' order")
        field.type("h")
        XCTAssertEqual(field.value, .text("bash"))
        XCTAssertTrue(field.apply(.killToStart, height: 3))
        field.type("cs")
        XCTAssertEqual(field.value, .text("tcsh"), "the focus goes to the best match")
        XCTAssertEqual(picture(field, height: 3), """
            cs           1/1
            > (*) tcsh

            """)
        field.type("q")
        XCTAssertEqual(field.value, .text(""), "nothing matches: no value")
        XCTAssertEqual(picture(field, height: 2), """
            csq          0/0
              No match
            """)
        XCTAssertTrue(field.apply(.deleteBackward, height: 2))
        XCTAssertEqual(field.value, .text("tcsh"))
        XCTAssertTrue(field.apply(.killToStart, height: 2))
        XCTAssertEqual(field.query, "")
        XCTAssertEqual(field.value, .text("tcsh"), "a wider query keeps the focused item")
        XCTAssertEqual(picture(field, height: 3), """
            Type to fil… 5/5
              ( ) dash
            > (*) tcsh
            """)
        XCTAssertFalse(field.apply(.deleteBackward, height: 2), "an empty query: nothing to delete")
    }

    func testMovingPastTheEndsReturnsFalseForTheFormToMoveTheFocus() {
        var field = single()
        XCTAssertEqual(field.value, .text("bash"), "no value given: the first item")
        XCTAssertFalse(field.apply(.up, height: 3))
        XCTAssertFalse(field.apply(.first, height: 3))
        XCTAssertTrue(field.apply(.down, height: 3))
        XCTAssertTrue(field.apply(.last, height: 3))
        XCTAssertEqual(field.value, .text("tcsh"))
        XCTAssertFalse(field.apply(.down, height: 3))
        XCTAssertFalse(field.apply(.pageDown, height: 3))
        XCTAssertTrue(field.apply(.pageUp, height: 3))
        XCTAssertEqual(field.value, .text("fish"))
        XCTAssertFalse(field.apply(.toggle, height: 3), "a single field has no check boxes")
        XCTAssertFalse(field.apply(.toggleAll, height: 3))
        XCTAssertFalse(field.apply(.moveWordLeft, height: 3))
    }

    func testLabelsOfEveryWidthAreDrawnWhole() {
        let items = [Choose.Item(value: "up", label: "👍🏽 yes"), Choose.Item(value: "cafe", label: "cafe\u{301}"),
                     Choose.Item(value: "kanji", label: "漢字テキスト")]
        var field = ListField(items: items, multiple: true, value: "", selected: ["cafe"])
        XCTAssertEqual(picture(field, width: 14, height: 4, focused: false), """
                       1/3
            > [ ] 👍🏽 yes
              [x] café
              [ ] 漢字テ…
            """, "a label too wide for the row is cut with an ellipsis, a wide glyph never split")
        field.type("字")
        XCTAssertEqual(field.value, .list(["cafe"]))
        XCTAssertTrue(field.apply(.toggle, height: 3))
        XCTAssertEqual(field.value, .list(["cafe", "kanji"]))
    }

    func testTheFocusedMatchIsHighlightedOnlyWhileTheFieldHasTheFocus() {
        let theme = Theme.standard(for: .ansi16)
        XCTAssertNotEqual(theme.focusedButton, theme.message)
        for focused in [true, false] {
            var buffer = Buffer(size: Size(width: 16, height: 4))
            single("zsh").draw(into: &buffer, x: 0, y: 0, width: 16, height: 4, focused: focused, theme: theme)
            XCTAssertEqual(buffer[x: 6, y: 2].grapheme, "z")
            XCTAssertEqual(buffer[x: 6, y: 2].style, focused ? theme.focusedButton : theme.message, "focused: \(focused)")
            XCTAssertEqual(buffer[x: 6, y: 1].style, theme.message, "bash is not focused")
            XCTAssertEqual(buffer[x: 0, y: 0].style, focused ? theme.placeholder : theme.field,
                           "the query's field, its placeholder only while focused")
        }
    }

    // MARK: - Multi

    func testAMultiTogglesAndAnswersInTheItemsOrder() {
        var field = multi(["tcsh", "bash"])
        XCTAssertEqual(field.value, .list(["bash", "tcsh"]))
        XCTAssertTrue(field.apply(.down, height: 5))
        XCTAssertTrue(field.apply(.toggle, height: 5))
        XCTAssertEqual(field.value, .list(["bash", "zsh", "tcsh"]))
        XCTAssertEqual(picture(field, height: 6), """
            Type to fil… 2/5
              [x] bash
            > [x] zsh
              [ ] fish
              [ ] dash
              [x] tcsh
            """)
        XCTAssertTrue(field.apply(.toggle, height: 5))
        XCTAssertEqual(field.value, .list(["bash", "tcsh"]), "a second toggle clears it")
    }

    func testToggleAllChecksOrClearsTheMatchesShown() {
        var field = multi(["fish"])
        field.type("sh")
        XCTAssertTrue(field.apply(.toggleAll, height: 5))
        XCTAssertEqual(field.value, .list(["bash", "zsh", "fish", "dash", "tcsh"]))
        XCTAssertTrue(field.apply(.killToStart, height: 5))
        field.type("z")
        XCTAssertTrue(field.apply(.toggleAll, height: 5))
        XCTAssertEqual(field.value, .list(["bash", "fish", "dash", "tcsh"]), "only zsh is shown: only it is cleared")
        XCTAssertTrue(field.apply(.killWhitespaceWordBackward, height: 5))
        XCTAssertEqual(field.query, "")
        XCTAssertTrue(field.apply(.toggleAll, height: 5))
        XCTAssertEqual(field.value, .list(["bash", "zsh", "fish", "dash", "tcsh"]), "some were unchecked: all checked")
        XCTAssertTrue(field.apply(.toggleAll, height: 5))
        XCTAssertEqual(field.value, .list([]))
        field.type("xyz")
        XCTAssertFalse(field.apply(.toggleAll, height: 5), "no match: nothing to check")
        XCTAssertFalse(field.apply(.toggle, height: 5))
    }

    // MARK: - Scrolling, clicks and size

    func testTheWindowScrollsToTheFocusAndAClickFocusesTheRowHit() {
        var field = multi()
        XCTAssertTrue(field.apply(.last, height: 2))
        XCTAssertEqual(picture(field, height: 3), """
            Type to fil… 5/5
              [ ] dash
            > [ ] tcsh
            """)
        field.click(row: 1, height: 3)
        XCTAssertEqual(field.value, .list(["dash"]), "a multi toggles the item clicked")
        XCTAssertEqual(picture(field, height: 3), """
            Type to fil… 4/5
            > [x] dash
              [ ] tcsh
            """)
        field.click(row: 0, height: 3)
        field.click(row: 5, height: 3)
        XCTAssertEqual(field.value, .list(["dash"]), "the query's row and rows past the list do nothing")
        var chooser = single()
        chooser.click(row: 3, height: 6)
        XCTAssertEqual(chooser.value, .text("fish"))
    }

    func testTheRowsWantedAreTheQueryAndAnItemEach() {
        XCTAssertEqual(single().rows(maximum: 10), 6)
        XCTAssertEqual(single().rows(maximum: 4), 4)
        let empty = ListField(items: [], multiple: false, value: "", selected: [])
        XCTAssertEqual(empty.rows(maximum: 10), 2)
        XCTAssertEqual(empty.value, .text(""))
        XCTAssertEqual(picture(empty, height: 2), """
            Type to fil… 0/0
              No items
            """)
    }
}
