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
}
