import XCTest
@testable import DialogKit
import TestSupport

final class FileSelectTests: XCTestCase {
    private let screen = Size(width: 44, height: 16)
    private let mono = Theme.standard(for: .none)
    private let buttons = [ButtonLabel(text: "OK"), ButtonLabel(text: "Cancel")]

    /// A made-up tree: `/home/ada/` and `/home/ada/notes/`; anything else lists nothing.
    private static let lister: FileSelect.Lister = { directory in
        switch directory {
        case "/home/ada/": ([".", "..", "music", "notes", "photos"], ["a b.txt", "todo.txt", "漢字.md", "👍🏽.png"])
        case "/home/ada/notes/": ([".", ".."], ["monday.txt", "tuesday.txt"])
        default: ([], [])
        }
    }

    private func select(_ path: String, directoriesOnly: Bool = false, rows: Int = 4) -> FileSelect {
        FileSelect(path: path, directoriesOnly: directoriesOnly, buttons: buttons, listRows: rows, width: 40, lister: Self.lister)
    }

    /// Decodes `bytes` as a terminal would send them and hands every key to `box`.
    @discardableResult
    private func send(_ bytes: String, to box: inout FileSelect) -> [Effect<FileSelect.Outcome>] {
        var decoder = KeyDecoder()
        decoder.feed(Array(bytes.utf8))
        var effects: [Effect<FileSelect.Outcome>] = []
        while let event = decoder.next(final: true) {
            guard case .key(let key) = event else { continue }
            if let effect = box.handle(.key(key), screen: screen) { effects.append(effect) }
        }
        return effects
    }

    private func picture(_ box: FileSelect) -> String {
        FrameComposer.compose(box, screen: screen, placement: .inline, frame: .shown, theme: mono)
            .trimmedLines().joined(separator: "\n")
    }

    private func caret(_ box: FileSelect) -> Point? { FrameComposer.caret(box, screen: screen, placement: .inline) }

    func testThePictureListsTheDirectoryBesideItsFilesOverThePath() {
        let box = select("/home/ada/")
        XCTAssertEqual(picture(box), """
              ╭──────────────────────────────────────╮
              │                                      │
              │ Directories       Files              │
              │ ╭────────────────╮╭────────────────╮ │
              │ │.               ││a b.txt         │ │
              │ │..              ││todo.txt        │ │
              │ │music           ││漢字.md         │ │
              │ │notes           ││👍🏽.png          │ │
              │ ╰─v(+)───────────╯╰────────────────╯ │
              │ ╭──────────────────────────────────╮ │
              │ │/home/ada/                        │ │
              │ ╰──────────────────────────────────╯ │
              │          < OK >  < Cancel >          │
              ╰──────────────────────────────────────╯
            """)
        XCTAssertEqual(box.focus, .path)
        XCTAssertEqual(caret(box), Point(x: 5 + 10, y: 10), "the caret after the path")
    }

    func testTheSizesAsDialogReadsThem() {
        func size(rows: Int, width: Int, title: String = "") -> Size {
            FileSelect(path: "/", title: title, buttons: buttons, listRows: rows, width: width, lister: Self.lister).boxSize(screen: screen)
        }
        XCTAssertEqual(size(rows: 3, width: 40), Size(width: 40, height: 13), "the list's rows and ten more")
        XCTAssertEqual(size(rows: 0, width: 0), Size(width: 34, height: 16), "7 rows and 34 columns, as far as the screen goes")
        XCTAssertEqual(size(rows: 0, width: 0, title: "A title somewhat wider than the box is"), Size(width: 38 + 4, height: 16))
        XCTAssertEqual(size(rows: -1, width: -1), Size(width: 42, height: 15), "the screen but a column each side and its last row")
        XCTAssertEqual(size(rows: -1, width: -1, title: "Pick 👍🏽"), Size(width: 42, height: 15), "a title takes the padding's row")
    }

    func testDselectListsDirectoriesAlone() {
        let box = select("/home/ada/", directoriesOnly: true, rows: 2)
        XCTAssertEqual(picture(box), """
              ╭──────────────────────────────────────╮
              │                                      │
              │ Directories                          │
              │ ╭──────────────────────────────────╮ │
              │ │.                                 │ │
              │ │..                                │ │
              │ ╰─v(+)─────────────────────────────╯ │
              │ ╭──────────────────────────────────╮ │
              │ │/home/ada/                        │ │
              │ ╰──────────────────────────────────╯ │
              │          < OK >  < Cancel >          │
              ╰──────────────────────────────────────╯
            """)
        XCTAssertTrue(box.files.entries.isEmpty)
    }

    func testTheLastPartPicksTheNearestEntryAndOKAnswersThePathAsTyped() {
        var box = select("/home/ada/")
        send("no", to: &box)
        XCTAssertEqual(box.directories.entries[box.directories.choice], "notes", "typing picks the directory most like it")
        XCTAssertEqual(send("\r", to: &box), [.finish(.pressed(button: 0, path: "/home/ada/no"))])
    }

    func testSpaceCompletesAUniqueDirectoryWithItsSlashAndListsItAfterwards() {
        var box = select("/home/ada/no")
        XCTAssertEqual(send(" ", to: &box), [])
        XCTAssertEqual(box.editor.text, "/home/ada/notes/")
        XCTAssertEqual(box.files.entries, ["monday.txt", "tuesday.txt"], "the new directory listed")
        send("t ", to: &box)
        XCTAssertEqual(box.editor.text, "/home/ada/notes/tuesday.txt", "a unique file completed, no slash")
    }

    func testSpaceWithSeveralMatchesTakesTheirCommonStartOrRingsTheBell() {
        var box = select("/home/ada/")
        XCTAssertEqual(send(" ", to: &box), [.bell], "no common start among every entry")
        XCTAssertEqual(box.editor.text, "/home/ada/")
    }

    func testTabGoesRoundTheListsThePathAndTheButtonsAndSpaceTakesAnEntry() {
        var box = select("/home/ada/")
        send("\t", to: &box)
        XCTAssertEqual(box.focus, .button(0))
        send("\t\t", to: &box)
        XCTAssertEqual(box.focus, .directories, "after Cancel: the directories")
        send("\u{1B}[B\u{1B}[B\u{1B}[B", to: &box)
        XCTAssertEqual(box.directories.choice, 3)
        XCTAssertEqual(caret(box), Point(x: 5, y: 7), "the caret on the picked directory")
        send("\t\u{1B}[B", to: &box)
        XCTAssertEqual(box.focus, .files)
        XCTAssertEqual(send(" ", to: &box), [])
        XCTAssertEqual(box.editor.text, "/home/ada/todo.txt")
        XCTAssertEqual(box.focus, .path)
        XCTAssertEqual(send("\r", to: &box), [.finish(.pressed(button: 0, path: "/home/ada/todo.txt"))])
    }

    /// A press and a release of the left button at `column`, `row` of the box.
    private func click(_ box: inout FileSelect, _ column: Int, _ row: Int) -> [Effect<FileSelect.Outcome>] {
        [MouseEvent.Action.press, .release].compactMap { action in
            box.handle(.mouse(MouseEvent(action: action, button: .left, column: column, row: row)), screen: screen)
        }
    }

    func testAClickPicksAnEntryOrFocusesThePathAndOneOnAButtonPressesIt() {
        var box = select("/home/ada/")
        XCTAssertEqual(click(&box, 4, 6), [])
        XCTAssertEqual(box.focus, .directories)
        XCTAssertEqual(box.directories.choice, 2, "the third row of the directories: music")
        XCTAssertEqual(click(&box, 22, 5), [])
        XCTAssertEqual(box.focus, .files)
        XCTAssertEqual(box.files.entries[box.files.choice], "todo.txt")
        XCTAssertEqual(click(&box, 6, 10), [])
        XCTAssertEqual(box.focus, .path)
        XCTAssertEqual(click(&box, 4, 30), [], "a click outside every part does nothing")
        XCTAssertEqual(box.focus, .path)
        // The buttons' row, "< Cancel >" from column 19 of the box.
        XCTAssertEqual(click(&box, 22, 12), [.finish(.pressed(button: 1, path: "/home/ada/"))])
    }

    func testAnEmptyListIsPassedOverAndPgDnRingsTheBellOutsideAList() {
        var box = select("/nowhere/")
        XCTAssertEqual(send("\u{1B}[6~", to: &box), [.bell])
        send("\t\t\t", to: &box)
        XCTAssertEqual(box.focus, .path, "Cancel, then past both empty lists to the path")
    }

    func testTypingInAListEditsThePathAndCancelAndEscEndTheBox() {
        var box = select("/home/ada/")
        send("\u{1B}[Z", to: &box)
        XCTAssertEqual(box.focus, .files)
        send("x", to: &box)
        XCTAssertEqual(box.focus, .path)
        XCTAssertEqual(box.editor.text, "/home/ada/x")
        XCTAssertEqual(send("\t\t\r", to: &box), [.finish(.pressed(button: 1, path: "/home/ada/x"))])
        box = select("/home/ada/")
        send("\u{1B}[Z", to: &box)
        XCTAssertEqual(box.focus, .files)
        XCTAssertEqual(send("\u{1B}[D", to: &box), [.bell], "← in a list rings")
        XCTAssertEqual(box.focus, .path, "and gives the path the focus")
        var other = select("/home/ada/")
        XCTAssertEqual(send("\u{1B}", to: &other), [.finish(.dismissed)])
    }
}

/// The file system's lister over a directory made for the test.
final class FileSelectListerTests: XCTestCase {
    func testTheFileSystemListerSplitsSortsAsStrcmpAndCarriesABadByteAsAnEscape() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("lister-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("sub dir"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Zeta"), withIntermediateDirectories: true)
        for name in ["b.txt", "a b.txt", "漢字.txt", "👍🏽.txt", "B.txt"] {
            try Data().write(to: root.appendingPathComponent(name))
        }
        addTeardownBlock { try? FileManager.default.removeItem(at: root) }
        // A name with the byte 0xFF, which is not UTF-8.
        let badPath = Array((root.path + "/bad").utf8) + [0xFF, 0]
        let descriptor = badPath.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { open($0, O_CREAT | O_WRONLY, 0o600) }
        }
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        close(descriptor)

        let entries = FileSelect.fileSystem(root.path + "/")
        XCTAssertEqual(entries.directories, [".", "..", "Zeta", "sub dir"], "capitals first, as strcmp sorts")
        XCTAssertEqual(entries.files, ["B.txt", "a b.txt", "b.txt", "bad" + ByteEscape.decode([0xFF]), "漢字.txt", "👍🏽.txt"])
        XCTAssertEqual(ByteEscape.bytes(of: entries.files[3]), Array("bad".utf8) + [0xFF], "the byte given back as it was")
        XCTAssertEqual(FileSelect.fileSystem(root.path + "/nowhere/").directories, [], "a directory that cannot be read lists nothing")
    }
}
