import XCTest

/// dialog's `--fselect` and `--dselect` side by side with swalert's, over a directory tree made for each run: the path
/// answered as given or typed, entries taken with Space, completion, the directories alone, Cancel and Esc.
final class DialogFileSelectDifferentialTests: XCTestCase {
    typealias Case = DialogDifferential.Case

    /// A tree of two files, a name with a space, an emoji with its skin tone, a CJK name, and three directories
    /// (one with a space, one holding a file); its path ends in `/`.
    private func tree() throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("fselect-case-\(getpid())-\(UUID().uuidString)")
        for directory in ["alpha", "beta", "sub dir"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(directory), withIntermediateDirectories: true)
        }
        for file in ["file1.txt", "file2.txt", "with space.txt", "漢字.txt", "👍🏽.txt", "alpha/inner.txt"] {
            try Data("x\n".utf8).write(to: root.appendingPathComponent(file))
        }
        addTeardownBlock { try? FileManager.default.removeItem(at: root) }
        return root.path + "/"
    }

    private func fselect(_ path: String, _ options: [String] = []) -> [String] { options + ["--fselect", path, "10", "60"] }
    private func dselect(_ path: String, _ options: [String] = []) -> [String] { options + ["--dselect", path, "10", "60"] }

    func testFileSelect() throws {
        let root = try tree()
        try DialogDifferential.check([
            Case("fselect, OK on the given path", fselect(root + "file1.txt"), [.enter], status: 0, answer: root + "file1.txt",
                 ready: "Directories"),
            Case("fselect, Space on a directory: its name, no slash", fselect(root), [.tab, .tab, .tab, .down, .down, .space, .enter],
                 status: 0, answer: root + "alpha", ready: "Directories"),
            Case("fselect, Space on a file with a space in its name", fselect(root), [.backTab, .down, .down, .space, .enter],
                 status: 0, answer: root + "with space.txt", ready: "Directories"),
            Case("fselect, Space on a CJK name", fselect(root), [.backTab, .down, .down, .down, .space, .enter], status: 0,
                 answer: root + "漢字.txt", ready: "Directories"),
            Case("fselect, Space on an emoji with its skin tone", fselect(root), [.backTab, .down, .down, .down, .down, .space, .enter],
                 status: 0, answer: root + "👍🏽.txt", ready: "Directories"),
            Case("fselect, ↑ from the path goes to the files", fselect(root), [.up, .space, .enter], status: 0,
                 answer: root + "file1.txt", ready: "Directories"),
            Case("fselect, typing and Space completing a directory, then a file in it", fselect(root),
                 [.text("al"), .space, .text("in"), .space, .enter], status: 0, answer: root + "alpha/inner.txt", ready: "Directories"),
            Case("fselect, Space with several matches: their common start", fselect(root + "fi"), [.space, .enter], status: 0,
                 answer: root + "file", ready: "Directories"),
            Case("fselect, Backspace back to the directory, then a new completion", fselect(root + "alpha/"),
                 [.backspace, .backspace, .backspace, .backspace, .backspace, .backspace, .text("b"), .space, .enter],
                 status: 0, answer: root + "beta/", ready: "Directories"),
            Case("fselect, a directory with its trailing slash answered as it stands", fselect(root + "alpha/"), [.enter], status: 0,
                 answer: root + "alpha/", ready: "Directories"),
            Case("fselect, a relative path without a slash lists nothing: Space rings and the path stays", fselect("al"),
                 [.space, .enter], status: 0, answer: "al", ready: "Directories"),
            Case("fselect, ~ is not the home directory", fselect("~/notes"), [.space, .enter], status: 0, answer: "~/notes",
                 ready: "Directories"),
            Case("fselect, PgDn in the files then Space", fselect(root), [.backTab, .pageDown, .space, .enter], status: 0,
                 answer: root + "👍🏽.txt", ready: "Directories"),
            Case("fselect, ← in a list goes to the path, where Space completes nothing", fselect(root),
                 [.backTab, .left, .space, .enter], status: 0, answer: root, ready: "Directories"),
            Case("fselect, a button's hotkey: c is Cancel", fselect(root), [.tab, .text("c")], status: 1, ready: "Directories"),
            Case("fselect, a button's hotkey: o is OK", fselect(root + "beta"), [.tab, .text("o")], status: 0, answer: root + "beta",
                 ready: "Directories"),
            Case("fselect, --extra-button: Extra answers the path", fselect(root + "fi", ["--extra-button"]), [.tab, .tab, .enter],
                 status: 3, answer: root + "fi", ready: "Directories"),
            Case("fselect, --help-button: Help answers the path", fselect(root + "fi", ["--help-button"]),
                 [.tab, .tab, .tab, .enter], status: 2, answer: root + "fi", ready: "Directories"),
            Case("fselect, --title and --no-cancel: Tab from OK goes round to the lists", fselect(root, ["--title", "Pick", "--no-cancel"]),
                 [.tab, .tab, .down, .down, .space, .enter], status: 0, answer: root + "alpha", ready: "Directories"),
            Case("fselect, a typed directory and its slash list it: Space on its file", fselect(root),
                 [.text("alpha/"), .backTab, .space, .enter], status: 0, answer: root + "alpha/inner.txt", ready: "Directories"),
            Case("fselect, sized -1 -1: as large as the screen, PgDn a page of its rows", ["--fselect", root + "alpha/", "-1", "-1"],
                 [.backTab, .backTab, .pageDown, .space, .enter], status: 0, answer: root + "alpha/..", ready: "Directories"),
            Case("fselect, lists of 2 rows: PgDn two entries on", ["--fselect", root, "2", "60"], [.backTab, .backTab, .pageDown, .space, .enter],
                 status: 0, answer: root + "alpha", ready: "Directories"),
            Case("fselect, sized 0 0: PgDn to the last of five entries", ["--fselect", root, "0", "0"],
                 [.backTab, .backTab, .pageDown, .space, .enter], status: 0, answer: root + "sub dir", ready: "Directories"),
            Case("fselect, --max-input: typing stops at that many bytes", fselect("/tmp/abcd", ["--max-input", "10"]),
                 [.text("xyz"), .enter], status: 0, answer: "/tmp/abcdx", ready: "Directories"),
            Case("fselect after an input box with --and-widget", ["--inputbox", "Name", "0", "0", "Ada", "--and-widget"] + fselect(root + "beta"),
                 [.enter, .enter], status: 0, answer: "Ada\t" + root + "beta", ready: "Name"),
            Case("fselect, --timeout is not followed: the keys still answer", fselect(root + "beta", ["--timeout", "1"]), [.enter],
                 status: 0, answer: root + "beta", ready: "Directories"),
            Case("fselect, Ctrl-D presses the focused button", fselect(root + "beta"), [.tab, .tab, .control("d")], status: 1,
                 ready: "Directories"),
            Case("fselect, Ctrl-D in a list rings and gives the path the focus", fselect(root),
                 [.backTab, .control("d"), .space, .enter], status: 0, answer: root, ready: "Directories"),
            Case("fselect, --defaultno focuses Cancel", fselect(root + "beta", ["--defaultno"]), [.enter], status: 1,
                 ready: "Directories"),
            Case("fselect, Cancel", fselect(root), [.tab, .tab, .enter], status: 1, ready: "Directories"),
            Case("fselect, Esc", fselect(root), [.text("x"), .escape], status: 255, ready: "Directories"),
            Case("fselect, --default-button cancel", fselect(root, ["--default-button", "cancel"]), [.enter], status: 1,
                 ready: "Directories"),
        ], file: #filePath, line: #line)
    }

    func testDirectorySelect() throws {
        let root = try tree()
        try DialogDifferential.check([
            Case("dselect, OK on the given path", dselect(root), [.enter], status: 0, answer: root, ready: "Directories"),
            Case("dselect, Shift-Tab passes the files to the directories; Space on one with a space", dselect(root),
                 [.backTab, .down, .down, .down, .down, .space, .enter], status: 0, answer: root + "sub dir", ready: "Directories"),
            Case("dselect, Space completes a directory alone", dselect(root + "b"), [.space, .enter], status: 0, answer: root + "beta/",
                 ready: "Directories"),
            Case("dselect, a file's name is not completed", dselect(root + "file"), [.space, .enter], status: 0,
                 answer: root + "file", ready: "Directories"),
            Case("dselect, ./ lists the working directory: Space on ..", dselect("./"), [.backTab, .down, .space, .enter], status: 0,
                 answer: "./..", ready: "Directories"),
            Case("dselect, Cancel", dselect(root), [.tab, .tab, .enter], status: 1, ready: "Directories"),
            Case("dselect, Esc", dselect(root), [.escape], status: 255, ready: "Directories"),
        ], file: #filePath, line: #line)
    }
}
