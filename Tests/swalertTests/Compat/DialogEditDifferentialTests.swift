import XCTest

/// dialog's `--editbox` and `--inputmenu` side by side with swalert's, as `DialogDifferentialTests` runs the other
/// boxes: the keys that edit a file's lines and rename a menu's item, and the answer each way of ending writes.
final class DialogEditDifferentialTests: XCTestCase {
    typealias Case = DialogDifferential.Case

    private func editbox(_ file: String, _ options: [String] = []) -> [String] { options + ["--editbox", file, "14", "50"] }

    func testEditBox() throws {
        let notes = try DialogDifferential.temporaryFile("Shopping list\n\teggs\nmilk and bread\n", in: self)
        let unended = try DialogDifferential.temporaryFile("Shopping list\nno newline at the end", in: self)
        let empty = try DialogDifferential.temporaryFile("", in: self)
        try DialogDifferential.check([
            Case("editbox, unchanged, OK: every line with its newline, the tab kept", editbox(notes), [.tab, .enter], status: 0,
                 answer: "Shopping list\n\teggs\nmilk and bread\n", ready: "Shopping"),
            Case("editbox, typed at the start and the end of a line", editbox(notes),
                 [.text("My "), .end, .text("!"), .tab, .enter], status: 0, answer: "My Shopping list!\n\teggs\nmilk and bread\n",
                 ready: "Shopping"),
            Case("editbox, Enter splits a line at the caret", editbox(notes),
                 [.down, .down, .right, .right, .right, .right, .enter, .tab, .enter], status: 0,
                 answer: "Shopping list\n\teggs\nmilk\n and bread\n", ready: "Shopping"),
            Case("editbox, Backspace at a line's start joins it to the one above", editbox(notes),
                 [.down, .down, .backspace, .tab, .enter], status: 0, answer: "Shopping list\n\teggsmilk and bread\n",
                 ready: "Shopping"),
            Case("editbox, ↓ keeps the column last edited at", editbox(notes),
                 [.right, .right, .right, .down, .down, .text("X"), .tab, .enter], status: 0,
                 answer: "Shopping list\n\teggs\nmilXk and bread\n", ready: "Shopping"),
            Case("editbox, ↓ past a short line's end goes to its start", editbox(notes),
                 [.end, .down, .text("Y"), .tab, .enter], status: 0, answer: "Shopping list\nY\teggs\nmilk and bread\n",
                 ready: "Shopping"),
            Case("editbox, Enter then ↓ keeps the column of the edit before, a tab eight columns", editbox(notes),
                 [.down, .right, .right, .enter, .down, .backspace, .tab, .enter], status: 0,
                 answer: "Shopping list\n\te\nggs\nmilk andbread\n", ready: "Shopping"),
            Case("editbox, ↓ on the last line stays; Backspace at its start joins it again", editbox(notes),
                 [.down, .down, .right, .right, .enter, .down, .backspace, .tab, .enter], status: 0,
                 answer: "Shopping list\n\teggs\nmilk and bread\n", ready: "Shopping"),
            Case("editbox, Ctrl-U clears the whole line", editbox(notes), [.down, .down, .right, .control("u"), .tab, .enter],
                 status: 0, answer: "Shopping list\n\teggs\n\n", ready: "Shopping"),
            Case("editbox, a file without its last newline: one added", editbox(unended), [.tab, .enter], status: 0,
                 answer: "Shopping list\nno newline at the end\n", ready: "Shopping"),
            Case("editbox, an empty file: one empty line", editbox(empty), [.tab, .enter], status: 0, answer: "\n",
                 ready: "ancel"),
            Case("editbox, --output-separator after each line", editbox(notes, ["--output-separator", "|"]), [.tab, .enter],
                 status: 0, answer: "Shopping list|\teggs|milk and bread|", ready: "Shopping"),
            Case("editbox, --max-input: a line grows to that many bytes, each key then takes the last one's place; a longer line is cut",
                 editbox(notes, ["--max-input", "16"]), [.end, .text("xyzw"), .down, .down, .text("1234"), .tab, .enter],
                 status: 0, answer: "Shopping listxyw\n\teggs\n1234milk and bre\n", ready: "Shopping"),
            Case("editbox, Cancel", editbox(notes), [.text("x"), .tab, .tab, .enter], status: 1, ready: "Shopping"),
            Case("editbox, Esc", editbox(notes), [.text("x"), .escape], status: 255, ready: "Shopping"),
            Case("editbox, --extra-button: Extra answers nothing", editbox(notes, ["--extra-button"]), [.tab, .tab, .enter],
                 status: 3, ready: "Shopping"),
            Case("editbox, --default-button cancel", editbox(notes, ["--default-button", "cancel"]), [.enter], status: 1,
                 ready: "Shopping"),
            Case("editbox after an input box with --and-widget: a tab between their answers",
                 ["--inputbox", "Name", "0", "0", "Ada", "--and-widget"] + editbox(unended), [.enter, .tab, .enter], status: 0,
                 answer: "Ada\tShopping list\nno newline at the end\n", ready: "Name"),
            Case("editbox, a missing file", editbox("/nonexistent/notes.txt"), [], status: 255, error: true),
            Case("editbox, a directory", editbox("/tmp"), [], status: 255, error: true),
            Case("editbox, - is not standard input", editbox("-"), [], status: 255, error: true, stdin: "piped\n"),
        ], file: #filePath, line: #line)
    }

    func testEditBoxPages() throws {
        let long = (1...40).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let file = try DialogDifferential.temporaryFile(long, in: self)
        func answer(_ edits: [Int: String]) -> String {
            (1...40).map { (edits[$0] ?? "") + "line \($0)\n" }.joined()
        }
        try DialogDifferential.check([
            Case("editbox, PgDn: the line after the page", editbox(file), [.pageDown, .text("X"), .tab, .enter], status: 0,
                 answer: answer([9: "X"]), ready: "line"),
            Case("editbox, PgDn twice then PgUp: the page's top first", editbox(file),
                 [.pageDown, .pageDown, .down, .pageUp, .text("Y"), .tab, .enter], status: 0, answer: answer([17: "Y"]),
                 ready: "line"),
            Case("editbox, sized 0 0: fifteen rows of text on 24, PgDn a page of them", ["--editbox", file, "0", "0"],
                 [.pageDown, .text("X"), .tab, .enter], status: 0, answer: answer([16: "X"]), ready: "line"),
            Case("editbox, End of the file and Home of the line", editbox(file),
                 [.down, .down, .down, .end, .text("!"), .home, .text("Z"), .tab, .enter], status: 0,
                 answer: answer([4: "Z"]).replacingOccurrences(of: "Zline 4\n", with: "Zline 4!\n"), ready: "line"),
        ], file: #filePath, line: #line)
    }

    func testEditBoxUnicode() throws {
        let text = "👍🏽 thumbs\n日本語のテキスト\nNoe\u{308}l\n"
        let file = try DialogDifferential.temporaryFile(text, in: self)
        try DialogDifferential.check([
            Case("editbox, emoji, CJK and a combining mark answered as they are", editbox(file), [.tab, .enter], status: 0,
                 answer: text, ready: "thumbs"),
            Case("editbox, an emoji with its skin tone typed after one", editbox(file), [.end, .text(" 👍🏽"), .tab, .enter],
                 status: 0, answer: "👍🏽 thumbs 👍🏽\n日本語のテキスト\nNoe\u{308}l\n", ready: "thumbs"),
            Case("editbox, a line split before CJK text, typed after a combining mark", editbox(file),
                 [.down, .enter, .down, .end, .text("—日本"), .tab, .enter], status: 0,
                 answer: "👍🏽 thumbs\n\n日本語のテキスト\nNoe\u{308}l—日本\n", ready: "thumbs"),
            Case("editbox, Unicode typed into an empty line", editbox(file), [.down, .down, .control("u"), .text("Zoë 日本 👍🏽"),
                                                                             .tab, .enter],
                 status: 0, answer: "👍🏽 thumbs\n日本語のテキスト\nZoë 日本 👍🏽\n", ready: "thumbs"),
        ], file: #filePath, line: #line)
    }

    private let fruit = ["a", "Apple", "b", "Banana", "c", "Cherry"]
    private func inputmenu(_ options: [String] = []) -> [String] {
        options + ["--inputmenu", "Pick a fruit", "18", "50", "10"] + fruit
    }

    func testInputMenuPages() throws {
        let items = ["a", "b", "c", "d", "e", "f", "g", "h"].flatMap { [$0, "Item \($0)"] }
        let eight = ["--inputmenu", "Pick", "15", "50", "0"] + items
        try DialogDifferential.check([
            Case("inputmenu, list height 0: the box grows a row an item, five items in view, PgDn a page of five", eight,
                 [.pageDown, .enter], status: 0, answer: "f", ready: "Pick"),
            Case("inputmenu, a list height given: the box's height less 7 rows, two items in view, PgDn a page of two",
                 ["--inputmenu", "Pick", "15", "50", "6"] + items, [.pageDown, .enter], status: 0, answer: "c", ready: "Pick"),
            Case("inputmenu, PgUp: the top item in view first", eight, [.pageDown, .pageDown, .pageUp, .enter], status: 0,
                 answer: "d", ready: "Pick"),
            Case("inputmenu, End then renamed", eight, [.end, .tab, .enter, .control("u"), .text("last"), .enter], status: 3,
                 answer: "RENAMED h last", ready: "Pick"),
        ], file: #filePath, line: #line)
    }

    func testInputMenu() throws {
        try DialogDifferential.check([
            Case("inputmenu, OK answers the tag", inputmenu(), [.down, .enter], status: 0, answer: "b", ready: "Pick"),
            Case("inputmenu, renamed: RENAMED, the tag and the new text, status 3", inputmenu(),
                 [.down, .tab, .enter, .end, .text(" split"), .enter], status: 3, answer: "RENAMED b Banana split", ready: "Pick"),
            Case("inputmenu, the field starts with the caret at the text's start", inputmenu(),
                 [.tab, .enter, .text("Green "), .enter], status: 3, answer: "RENAMED a Green Apple", ready: "Pick"),
            Case("inputmenu, Ctrl-U clears the text being renamed", inputmenu(),
                 [.tab, .enter, .right, .control("u"), .text("Fig"), .enter], status: 3, answer: "RENAMED a Fig", ready: "Pick"),
            Case("inputmenu, Backspace and Delete in the new text", inputmenu(),
                 [.down, .down, .tab, .enter, .delete, .text("c"), .end, .backspace, .text("ies"), .enter], status: 3,
                 answer: "RENAMED c cherries", ready: "Pick"),
            Case("inputmenu, renamed unchanged", inputmenu(), [.tab, .enter, .enter], status: 3, answer: "RENAMED a Apple",
                 ready: "Pick"),
            Case("inputmenu, a Unicode rename", inputmenu(), [.tab, .enter, .control("u"), .text("Zoë 日本 👍🏽"), .enter],
                 status: 3, answer: "RENAMED a Zoë 日本 👍🏽", ready: "Pick"),
            Case("inputmenu, --extra-label", inputmenu(["--extra-label", "Edit"]), [.tab, .enter, .text("x"), .enter],
                 status: 3, answer: "RENAMED a xApple", ready: "Pick"),
            Case("inputmenu, --max-input stops the new text at that many bytes", inputmenu(["--max-input", "8"]),
                 [.tab, .enter, .end, .text("xyzw"), .enter], status: 3, answer: "RENAMED a Applexyz", ready: "Pick"),
            Case("inputmenu, Cancel", inputmenu(), [.tab, .tab, .enter], status: 1, ready: "Pick"),
            Case("inputmenu, Esc", inputmenu(), [.down, .escape], status: 255, ready: "Pick"),
            Case("inputmenu, --default-item", inputmenu(["--default-item", "c"]), [.enter], status: 0, answer: "c", ready: "Pick"),
            Case("inputmenu, --default-item then renamed", inputmenu(["--default-item", "b"]),
                 [.tab, .enter, .control("u"), .text("Plantain"), .enter], status: 3, answer: "RENAMED b Plantain", ready: "Pick"),
            Case("inputmenu, --quoted: the tag and the new text quoted where they must be", inputmenu(["--quoted"]),
                 [.tab, .enter, .end, .text(" pie"), .enter], status: 3, answer: "RENAMED a \"Apple pie\"", ready: "Pick"),
            Case("inputmenu, a letter focuses the item", inputmenu(), [.text("c"), .enter], status: 0, answer: "c", ready: "Pick"),
            Case("inputmenu, --help-button: HELP and the tag", inputmenu(["--help-button"]), [.down, .tab, .tab, .tab, .enter],
                 status: 2, answer: "HELP b", ready: "Pick"),
        ], file: #filePath, line: #line)
    }
}
