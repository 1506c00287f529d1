import XCTest

/// dialog's `--print-text-only` and `--print-text-size`, side by side with swalert's dialog, on a terminal of 24 by 80.
/// dialog prints while it measures: its sizing passes each write the text once more (at an aspect of 0 and stdin's
/// size on its first reading of the options), then the text as the box it sized would wrap it; before a box, dialog
/// reads the box's options twice, and each reading writes it again.
final class DialogPrintTextDifferentialTests: XCTestCase {
    typealias Case = DialogDifferential.Case

    func testPrintTextOnlyWrapsAsDialog() throws {
        try DialogDifferential.check([
            Case("0 0: the sizing's narrow pass, then the text in its box", ["--print-text-only", "Hello world", "0", "0"], [],
                 status: 0, answer: "H\ne\nl\nl\no\nw\no\nr\nl\nd\nHel\nlo\nwor\nld\n"),
            Case("-1 -1 reads as 0 0", ["--print-text-only", "Hello world", "-1", "-1"], [], status: 0,
                 answer: "H\ne\nl\nl\no\nw\no\nr\nl\nd\nHel\nlo\nwor\nld\n"),
            Case("--aspect given first: wrapped at the aspect's width",
                 ["--aspect", "9", "--print-text-only", "A box of text, wrapped as its box would wrap it", "0", "0"], [],
                 status: 0, answer: "A box of text,\nwrapped as its\nbox would wrap\nit\nA box of text,\nwrapped as its\nbox would wrap\nit\n"),
            Case("a width: the least columns", ["--print-text-only", "A box of text, wrapped as its box would wrap it", "6", "24"],
                 [], status: 0, answer: "A box of text,\nwrapped as its box\nwould wrap it\nA box of text, wrapped\nas its box would wrap it\n"),
            Case("a long word cut at the margin", ["--print-text-only", "Antidisestablishmentarianism wins", "4", "10"], [],
                 status: 0, answer: "Antidisestablishmentaria\nnism wins\nAntidisestablishmentariani\nsm wins\n"),
            Case("\\n: lines of their own, the preformatted sizing's rows", ["--print-text-only", "One\\nTwo three\\n\\nFour", "4", "12"],
                 [], status: 0, answer: "One\nTwo three\nFour\n" + String(repeating: "\n", count: 21) + "One\nTwo three\nFour\n"),
            Case("--cr-wrap keeps a real newline", ["--cr-wrap", "--print-text-only", "One line\nand the next one", "4", "12"], [],
                 status: 0, answer: "One line\nand the next one\n" + String(repeating: "\n", count: 21) + "One line\nand the next\none\n"),
            Case("--no-collapse keeps a tab, to the next stop of 8", ["--no-collapse", "--print-text-only", "a\tb  c", "4", "12"],
                 [], status: 0, answer: "a\nb  c\na       b  c\n"),
            Case("--trim: blanks one space, one kept at the start", ["--trim", "--print-text-only", "  a   b\n  c", "4", "12"], [],
                 status: 0, answer: " a b c\n a b c\n"),
            Case("the text alone: no room, blank lines to the bottom", ["--print-text-only", "Hi"], [], status: 0,
                 answer: String(repeating: "\n", count: 21) + "Hi\n"),
            Case("a height alone", ["--print-text-only", "Hi there", "4"], [], status: 0,
                 answer: "H\ni\nt\nh\ne\nr\ne\nHi\nthe\nre\n"),
            Case("before a box: written on each of dialog's two readings",
                 ["--print-text-only", "Hi there", "4", "12", "--infobox", "Hello", "5", "20"], [], status: 0,
                 answer: "Hi there\nHi there\nHi there\nHi there\n"),
            Case("before a later box: read once", ["--infobox", "Hello", "5", "20", "--and-widget", "--print-text-only", "Hi there",
                                                   "4", "12", "--infobox", "Again", "5", "20"], [], status: 0,
                 answer: "Hi there\nHi there\n"),
            Case("--stdout", ["--stdout", "--print-text-only", "Hello world", "4", "12"], [], status: 0,
                 answer: "Hello\nworld\nHello world\n", channel: .standardOutput),
            Case("a word where the width goes", ["--print-text-only", "Hi", "x", "4"], [], status: 255, error: true),
            Case("a box where the size goes", ["--print-text-only", "Hi", "4", "--infobox", "Hello", "5", "20"], [],
                 status: 255, error: true),
        ], file: #filePath, line: #line)
    }

    func testPrintTextSizeMeasuresAsDialog() throws {
        try DialogDifferential.check([
            Case("-1 -1", ["--print-text-size", "Hello world", "-1", "-1"], [], status: 0, answer: "4 5\n"),
            Case("--aspect 9", ["--aspect", "9", "--print-text-size", "A box of text, wrapped as its box would wrap it", "0", "0"],
                 [], status: 0, answer: "3 20\n"),
            Case("a width", ["--print-text-size", "A box of text, wrapped as its box would wrap it", "6", "24"], [], status: 0,
                 answer: "3 24\n"),
            Case("before a box: twice", ["--print-text-size", "Hi there", "4", "12", "--infobox", "Hello", "5", "20"], [],
                 status: 0, answer: "1 10\n1 10\n"),
            Case("no room: to the bottom", ["--print-text-only", "ab", "0", "0", "--print-text-size", "ab", "0", "0"], [],
                 status: 0, answer: String(repeating: "\n", count: 21) + "ab\n24 2\n"),
        ], file: #filePath, line: #line)
    }

    func testWideTextIsCutByColumnsNotBytes() throws {
        try DialogDifferential.check([
            Case("wide text, an emoji with a skin tone, a combining mark",
                 ["--print-text-only", "日本語 テキスト 👍🏽 e\u{301}", "4", "12"], [], status: 0,
                 answer: "日本語\nテキスト\n👍🏽 e\u{301}\n日本語\nテキスト 👍🏽\ne\u{301}\n",
                 differs: .init("dialog writes at most as many bytes as the line has columns, cutting characters apart",
                                dialog: .exited(0))),
        ], file: #filePath, line: #line)
    }
}
