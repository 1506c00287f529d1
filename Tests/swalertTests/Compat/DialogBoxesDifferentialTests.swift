import XCTest

/// dialog's `--rangebox`, `--treeview`, `--buildlist` and `--mixedgauge` side by side with swalert's, as
/// `DialogDifferentialTests` runs the other boxes: the keys that change the answer, and each way of ending.
final class DialogBoxesDifferentialTests: XCTestCase {
    typealias Case = DialogDifferential.Case

    private func range(_ size: [String] = ["0", "0"], _ bounds: [String] = ["1", "100", "42"], _ options: [String] = [])
        -> [String] {
        options + ["--rangebox", "Pick a volume"] + size + bounds
    }

    func testRangeBox() throws {
        try DialogDifferential.check([
            Case("rangebox, Enter: the default", range(), [.enter], status: 0, answer: "42", ready: "Pick"),
            Case("rangebox, ↑ twice lowers it", range(), [.up, .up, .enter], status: 0, answer: "40", ready: "Pick"),
            Case("rangebox, ↓ and + raise it, - lowers it", range(), [.down, .text("++-"), .enter], status: 0, answer: "44",
                 ready: "Pick"),
            Case("rangebox, PgUp: a cell of the slider of a box sized 0 0", range(), [.pageUp, .enter], status: 0,
                 answer: "34", ready: "Pick"),
            Case("rangebox, PgDn: a cell of the slider 50 wide", range(["10", "50"]), [.pageDown, .pageDown, .enter],
                 status: 0, answer: "48", ready: "Pick"),
            Case("rangebox, Home: the lower bound", range(), [.home, .enter], status: 0, answer: "1", ready: "Pick"),
            Case("rangebox, End: the upper bound", range(), [.end, .enter], status: 0, answer: "100", ready: "Pick"),
            Case("rangebox, ↓ stops at the upper bound", range(["0", "0"], ["1", "100", "99"]), [.down, .down, .enter],
                 status: 0, answer: "100", ready: "Pick"),
            Case("rangebox, Shift-Tab to the last digit, ↑ a unit", range(), [.backTab, .up, .enter], status: 0,
                 answer: "41", ready: "Pick"),
            Case("rangebox, ← twice to the tens, ↑ ten", range(), [.left, .left, .up, .enter], status: 0, answer: "32",
                 ready: "Pick"),
            Case("rangebox, the hundreds' ↑ stops at the lower bound", range(), [.left, .left, .left, .up, .enter],
                 status: 0, answer: "1", ready: "Pick"),
            Case("rangebox, a digit typed replaces the focused one", range(), [.backTab, .text("7"), .enter], status: 0,
                 answer: "47", ready: "Pick"),
            Case("rangebox, a digit typed in the tens", range(), [.backTab, .backTab, .text("9"), .enter], status: 0,
                 answer: "92", ready: "Pick"),
            Case("rangebox, a digit past the bounds is refused", range(), [.backTab, .backTab, .backTab, .text("5"), .enter],
                 status: 0, answer: "42", ready: "Pick"),
            Case("rangebox, Tab from Cancel to the digits, Enter is OK", range(), [.tab, .tab, .enter], status: 0,
                 answer: "42", ready: "Pick"),
            Case("rangebox, Space presses OK", range(), [.up, .space], status: 0, answer: "41", ready: "Pick"),
            Case("rangebox, negative bounds", range(["0", "0"], ["-50", "50", "-5"]), [.up, .backTab, .text("3"), .enter],
                 status: 0, answer: "-3", ready: "Pick"),
            Case("rangebox, no default: the lower bound", range(["0", "0"], ["5", "9"]), [.down, .enter], status: 0,
                 answer: "6", ready: "Pick"),
            Case("rangebox, a default out of bounds is kept within them", range(["0", "0"], ["5", "9", "70"]), [.enter],
                 status: 0, answer: "9", ready: "Pick"),
            Case("rangebox, Cancel", range(), [.up, .tab, .enter], status: 1, ready: "Pick"),
            Case("rangebox, C presses Cancel", range(), [.text("c")], status: 1, ready: "Pick"),
            Case("rangebox, Esc", range(), [.up, .escape], status: 255, ready: "Pick"),
            Case("rangebox, --default-button cancel", range(["0", "0"], ["1", "100", "42"], ["--default-button", "cancel"]),
                 [.enter], status: 1, ready: "Pick"),
            Case("rangebox, --extra-button", range(["0", "0"], ["1", "100", "42"], ["--extra-button"]), [.down, .tab, .enter],
                 status: 3, answer: "43", ready: "Pick"),
            Case("rangebox, --help-button", range(["0", "0"], ["1", "100", "42"], ["--help-button"]),
                 [.down, .tab, .tab, .enter], status: 2, answer: "43", ready: "Pick"),
            Case("rangebox, --stdout, a wide title with an emoji", range(["0", "0"], ["1", "100", "42"],
                                                                         ["--stdout", "--title", "音量 👍🏽 é"]),
                 [.down, .enter], status: 0, answer: "43", channel: .standardOutput, ready: "Pick"),
            Case("rangebox, a bound that is not a number", range(["0", "0"], ["1", "x", "4"]), [], status: 255, error: true),
        ], file: #filePath, line: #line)
    }

    private let tree = ["root", "The root", "off", "0", "etc", "Settings", "on", "1", "home", "Homes", "off", "1",
                        "ada", "Ada's home", "off", "2", "usr", "Programs", "off", "1", "music", "音楽 👍🏽 e\u{301}", "off", "2"]

    private func treeview(_ items: [String]? = nil, listHeight: String = "0", _ options: [String] = []) -> [String] {
        options + ["--treeview", "Pick a part", "0", "0", listHeight] + (items ?? tree)
    }

    func testTreeView() throws {
        let noneOn = tree.map { $0 == "on" ? "off" : $0 }
        let twoOn = tree.enumerated().map { $0.offset == 14 ? "on" : $0.element }
        try DialogDifferential.check([
            Case("treeview, Enter: the item on", treeview(), [.enter], status: 0, answer: "etc", ready: "Pick"),
            Case("treeview, ↓ twice and Space: the item moved down to", treeview(), [.down, .down, .space, .enter],
                 status: 0, answer: "home", ready: "Pick"),
            Case("treeview, ↓ without Space: still the item on", treeview(), [.down, .down, .down, .enter], status: 0,
                 answer: "etc", ready: "Pick"),
            Case("treeview, none on: nothing", treeview(noneOn), [.enter], status: 0, ready: "Pick"),
            Case("treeview, two on: the first kept", treeview(twoOn), [.enter], status: 0, answer: "etc", ready: "Pick"),
            Case("treeview, End and Space", treeview(), [.end, .space, .enter], status: 0, answer: "music", ready: "Pick"),
            Case("treeview, End, Home, + and -", treeview(), [.end, .home, .text("++-"), .space, .enter], status: 0,
                 answer: "etc", ready: "Pick"),
            Case("treeview, a letter: the next text starting with it", treeview(), [.text("p"), .space, .enter], status: 0,
                 answer: "usr", ready: "Pick"),
            Case("treeview, a digit: that row", treeview(), [.text("4"), .space, .enter], status: 0, answer: "ada",
                 ready: "Pick"),
            Case("treeview, a list height of 2 in a box sized 0 0: the box grows, PgDn twice to the end",
                 treeview(listHeight: "2"), [.pageDown, .pageDown, .space, .enter], status: 0, answer: "music", ready: "Pick"),
            Case("treeview, a list height of 2 in a box sized 0 0: PgUp to the top",
                 treeview(listHeight: "2"), [.end, .pageUp, .up, .pageUp, .space, .enter], status: 0, answer: "root",
                 ready: "Pick"),
            Case("treeview, 3 rows in a box 10 high: PgDn a page", ["--treeview", "Pick a part", "10", "40", "3"] + tree,
                 [.pageDown, .space, .enter], status: 0, answer: "ada", ready: "Pick"),
            Case("treeview, 3 rows in a box 10 high: PgDn, ↓, PgUp to the page's top",
                 ["--treeview", "Pick a part", "10", "40", "3"] + tree, [.pageDown, .down, .down, .pageUp, .space, .enter],
                 status: 0, answer: "ada", ready: "Pick"),
            Case("treeview, --default-item", treeview(nil, ["--default-item", "usr"]), [.space, .enter], status: 0,
                 answer: "usr", ready: "Pick"),
            Case("treeview, Space on the item on keeps it on", treeview(), [.down, .space, .enter], status: 0,
                 answer: "etc", ready: "Pick"),
            Case("treeview, Cancel", treeview(), [.down, .space, .tab, .enter], status: 1, ready: "Pick"),
            Case("treeview, Esc", treeview(), [.down, .space, .escape], status: 255, ready: "Pick"),
            Case("treeview, --extra-button answers the item on", treeview(nil, ["--extra-button"]), [.down, .down, .space, .tab, .enter],
                 status: 3, answer: "home", ready: "Pick"),
            Case("treeview, --help-button: HELP and the focused tag", treeview(nil, ["--help-button"]),
                 [.down, .down, .tab, .tab, .enter], status: 2, answer: "HELP home", ready: "Pick"),
            Case("treeview, --stdout", treeview(nil, ["--stdout"]), [.end, .space, .enter], status: 0, answer: "music",
                 channel: .standardOutput, ready: "Pick"),
            Case("treeview, --no-items: refused", treeview(Array(tree.prefix(8)), ["--no-items"]), [], status: 255, error: true),
            Case("treeview, an item short of its depth", treeview(["a", "A", "on"]), [], status: 255, error: true),
        ], file: #filePath, line: #line)
    }

    private let food = ["a", "Apples", "on", "b", "Bread", "off", "c", "Cheese", "off", "d", "Dates", "on",
                        "e", "Eggs 🥚 e\u{301}", "off"]

    private func buildlist(_ items: [String]? = nil, size: [String] = ["0", "0", "0"], _ options: [String] = []) -> [String] {
        options + ["--buildlist", "Pack a bag"] + size + (items ?? food)
    }

    func testBuildList() throws {
        let letters = ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"]
        let ten = letters.flatMap { [$0, "Item \($0)", "off"] }
        try DialogDifferential.check([
            Case("buildlist, Enter: the items on, in order", buildlist(), [.enter], status: 0, answer: "a d", ready: "Pack"),
            Case("buildlist, Space moves the first on the left across", buildlist(), [.space, .enter], status: 0,
                 answer: "a b d", ready: "Pack"),
            Case("buildlist, Space twice: the focus goes to the next on the left", buildlist(), [.space, .space, .enter],
                 status: 0, answer: "a b c d", ready: "Pack"),
            Case("buildlist, $ to the right list, Space moves one back", buildlist(), [.text("$"), .space, .enter],
                 status: 0, answer: "d", ready: "Pack"),
            Case("buildlist, $ then ↓ and Space", buildlist(), [.text("$"), .down, .space, .enter], status: 0, answer: "a",
                 ready: "Pack"),
            Case("buildlist, moved right, back left with $, then ^ to the nearest on the left", buildlist(),
                 [.space, .text("$"), .space, .text("^"), .down, .space, .enter], status: 0, answer: "a d e", ready: "Pack"),
            Case("buildlist, End and Space", buildlist(), [.end, .space, .enter], status: 0, answer: "a d e", ready: "Pack"),
            Case("buildlist, Home after End", buildlist(), [.end, .home, .space, .enter], status: 0, answer: "a b d",
                 ready: "Pack"),
            Case("buildlist, a letter in the focused list", buildlist(), [.text("e"), .space, .enter], status: 0,
                 answer: "a d e", ready: "Pack"),
            Case("buildlist, every item moved across", buildlist(), [.space, .space, .space, .enter], status: 0,
                 answer: "a b c d e", ready: "Pack"),
            Case("buildlist, every item moved left", buildlist(), [.text("$"), .space, .space, .enter], status: 0,
                 ready: "Pack"),
            Case("buildlist, --default-item on the right", buildlist(nil, size: ["0", "0", "0"], ["--default-item", "d"]),
                 [.space, .enter], status: 0, answer: "a", ready: "Pack"),
            Case("buildlist, 4 rows: End then PgUp to the page's top", buildlist(ten, size: ["11", "50", "3"]),
                 [.end, .pageUp, .space, .enter], status: 0, answer: "c", ready: "Pack"),
            Case("buildlist, 4 rows: End, PgUp twice", buildlist(ten, size: ["11", "50", "3"]),
                 [.end, .pageUp, .pageUp, .space, .enter], status: 0, answer: "a", ready: "Pack"),
            Case("buildlist, 4 rows: PgDn goes to the list's first item, as dialog's", buildlist(ten, size: ["11", "50", "3"]),
                 [.down, .down, .down, .down, .pageDown, .space, .enter], status: 0, answer: "a", ready: "Pack"),
            Case("buildlist, 4 rows: ↓ past the page", buildlist(ten, size: ["11", "50", "3"]),
                 [.down, .down, .down, .down, .down, .space, .enter], status: 0, answer: "f", ready: "Pack"),
            Case("buildlist, tags that need quoting", buildlist(["two words", "Two", "on", "it's", "Its", "on"]), [.enter],
                 status: 0, answer: "\"two words\" it's", ready: "Pack"),
            Case("buildlist, --separate-output", buildlist(nil, size: ["0", "0", "0"], ["--separate-output"]),
                 [.space, .enter], status: 0, answer: "a\nb\nd", ready: "Pack"),
            Case("buildlist, --output-separator: before each tag, as dialog's check lists", buildlist(nil, size: ["0", "0", "0"], ["--output-separator", ","]),
                 [.enter], status: 0, answer: ",a,d", ready: "Pack"),
            Case("buildlist, Tab then Enter: Cancel", buildlist(), [.space, .tab, .enter], status: 1, ready: "Pack"),
            Case("buildlist, ← from OK goes round to Cancel", buildlist(), [.left, .enter], status: 1, ready: "Pack"),
            Case("buildlist, Esc", buildlist(), [.space, .escape], status: 255, ready: "Pack"),
            Case("buildlist, --help-button: HELP and the focused tag", buildlist(nil, size: ["0", "0", "0"], ["--help-button"]),
                 [.down, .tab, .tab, .enter], status: 2, answer: "HELP c", ready: "Pack"),
            Case("buildlist, --extra-button answers as OK", buildlist(nil, size: ["0", "0", "0"], ["--extra-button"]),
                 [.space, .tab, .enter], status: 3, answer: "a b d", ready: "Pack"),
            Case("buildlist, --no-tags: the texts still shown, letters on them",
                 buildlist(nil, size: ["0", "0", "0"], ["--no-tags"]), [.text("c"), .space, .enter], status: 0,
                 answer: "a c d", ready: "Pack"),
            Case("buildlist, --no-items: refused", buildlist(nil, size: ["0", "0", "0"], ["--no-items"]), [], status: 255,
                 error: true),
            Case("buildlist, an item short of its status", buildlist(["a", "A"]), [], status: 255, error: true),
        ], file: #filePath, line: #line)
    }

    /// A mixed gauge is drawn and left: no key is sent, and each run must end by itself, with OK and no answer.
    func testMixedGauge() throws {
        let rows = ["Download", "0", "Unpack", "-42", "Verify", "7", "Install", "8", "Clean up", "Waiting 👍🏽", "Blank", " x"]
        try DialogDifferential.check([
            Case("mixedgauge, ends at once with OK and no answer", ["--mixedgauge", "Installing", "0", "0", "33"] + rows, [],
                 status: 0),
            Case("mixedgauge, sized, titled, every status word", ["--title", "音量", "--mixedgauge", "Steps", "20", "60", "100",
                                                                "a", "1", "b", "2", "c", "3", "d", "4", "e", "5", "f", "6",
                                                                "g", "9", "h", "-100"], [], status: 0),
            Case("mixedgauge, --stdout: still no answer", ["--stdout", "--mixedgauge", "Installing", "0", "0", "5"] + rows, [],
                 status: 0, channel: .standardOutput),
            Case("mixedgauge, after an input box with --and-widget: the input's answer alone",
                 ["--inputbox", "Name", "0", "0", "Ada", "--and-widget", "--mixedgauge", "Installing", "0", "0", "50"] + rows,
                 [.enter], status: 0, answer: "Ada", ready: "Name"),
            Case("mixedgauge, a tag without its status", ["--mixedgauge", "Installing", "0", "0", "5", "Download"], [],
                 status: 255, error: true),
        ], file: #filePath, line: #line)
    }
}
