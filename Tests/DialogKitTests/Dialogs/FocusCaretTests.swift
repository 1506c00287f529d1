import XCTest
@testable import DialogKit

/// Where `--accessible` puts the terminal's cursor: pictures with the cursor's cell shown as `▮`.
final class FocusCaretTests: XCTestCase {
    private let screen = Size(width: 40, height: 16)
    private let mono = Theme.standard(for: .none)

    /// The inline frame of `dialog`, the cell the cursor goes to (`accessible` or not) replaced by `▮`.
    private func picture<D: Dialog>(_ dialog: D, accessible: Bool = true, screen: Size? = nil) -> String {
        let screen = screen ?? self.screen
        var frame = FrameComposer.compose(dialog, screen: screen, placement: .inline, frame: .shown, theme: mono)
        if let caret = FrameComposer.caret(dialog, screen: screen, placement: .inline, accessible: accessible) {
            frame.put("▮", x: caret.x, y: caret.y, style: mono.message)
        }
        return frame.trimmedLines().joined(separator: "\n")
    }

    private func chooser(_ labels: [String], multiple: Bool = false) -> Choose {
        Choose(message: "Pick", items: labels.map { Choose.Item(value: $0) },
               configuration: Choose.Configuration(multiple: multiple, maximumRows: 4))
    }

    func testTheCursorIsOnTheFocusedItemOfAListNotInTheQuery() {
        var choose = chooser(["apple", "日本 banana", "👍🏽 cherry", "damson", "elder"])
        XCTAssertEqual(picture(choose, accessible: false), """
                 ╭────────────────────────────╮
                 │                            │
                 │  Pick                      │
                 │                            │
                 │  ▮ype to filter       1/5  │
                 │  > apple                   │
                 │    日本 banana             │
                 │    👍🏽 cherry               │
                 │    damson                  │
                 ╰────────────────────────────╯
            """)
        XCTAssertEqual(picture(choose), """
                 ╭────────────────────────────╮
                 │                            │
                 │  Pick                      │
                 │                            │
                 │  Type to filter       1/5  │
                 │  > ▮pple                   │
                 │    日本 banana             │
                 │    👍🏽 cherry               │
                 │    damson                  │
                 ╰────────────────────────────╯
            """)
        // On a wide glyph the mark takes its first cell; the second shows blank.
        choose.type("\u{1B}[B\u{1B}[B", screen: screen)
        XCTAssertTrue(picture(choose).contains("│  > ▮  cherry               │"), picture(choose))
        // Scrolled: the cursor stays on the focused item's row of the window.
        choose.type("\u{1B}[B\u{1B}[B", screen: screen)
        XCTAssertTrue(picture(choose).contains("│  > ▮lder                   │"), picture(choose))
        choose.type("日", screen: screen)
        XCTAssertTrue(picture(choose).contains("│  > ▮ 本 banana             │"), picture(choose))
        choose.type("zz", screen: screen)
        XCTAssertTrue(picture(choose).contains("│  日zz▮"), "no match: back in the query\n" + picture(choose))
    }

    func testTheCursorIsOnTheFocusedCheckBox() {
        var choose = chooser(["one", "two"], multiple: true)
        choose.type(" \u{1B}[B", screen: screen)
        XCTAssertTrue(picture(choose).hasSuffix("""
                 │  Type to filter       2/2  │
                 │    [x] one                 │
                 │  > ▮ ] two                 │
                 ╰────────────────────────────╯
            """), picture(choose))
    }

    func testTheCursorIsOnTheFocusedButton() {
        var alert = Alert(message: "Saved.", buttons: ["OK", "Cancel"].map(ButtonLabel.init(parsing:)))
        XCTAssertTrue(picture(alert).contains("│     < ▮K >  < Cancel >     │"), picture(alert))
        XCTAssertFalse(picture(alert, accessible: false).contains("▮"), "without it the cursor is hidden")
        alert.type("\t", screen: screen)
        XCTAssertTrue(picture(alert).contains("│     < OK >  < ▮ancel >     │"), picture(alert))
    }

    func testAFormsListFieldHasTheCursorOnItsFocusedItem() {
        var form = Form(questions: [Form.Field(.text, name: "name", label: "Name", value: "Ada"),
                                    Form.Field(.choose, name: "fruit", label: "Fruit", items: ["apple", "banana"].map { Choose.Item(value: $0) })])
        let screen = Size(width: 50, height: 16)
        XCTAssertTrue(picture(form, screen: screen).contains("Name  Ada▮"), picture(form, screen: screen))
        form.type("\t\u{1B}[B", screen: FrameComposer.inlineArea(screen))
        XCTAssertTrue(picture(form, screen: screen).contains("> ▮*) banana"), picture(form, screen: screen))
        XCTAssertTrue(picture(form, accessible: false, screen: screen).contains("Fruit ▮ype to filter"),
                      picture(form, accessible: false, screen: screen))
    }

    func testSwalertAccessibleTurnsItOnWithoutAnimation() throws {
        for (value, on) in [("1", true), ("yes", true), ("0", false), ("", false)] {
            let options = try PresentationOptions.detect(environment: ["TERM": "xterm-256color", "SWALERT_ACCESSIBLE": value])
            XCTAssertEqual(options.accessible, on, value)
            XCTAssertEqual(options.animated, !on, value)
        }
    }
}
