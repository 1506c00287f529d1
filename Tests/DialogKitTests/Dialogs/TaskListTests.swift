import XCTest
@testable import DialogKit

/// The task list's rows as a user sees them: the header's count, each task's mark, name, time and latest line.
final class TaskListTests: XCTestCase {
    private let mono = Theme.standard(for: .none)

    private func picture(_ list: TaskList, screen: Size = Size(width: 50, height: 10),
                         placement: Placement = .inline) -> String {
        FrameComposer.compose(list, screen: screen, placement: placement, frame: .shown, theme: mono)
            .trimmedLines().joined(separator: "\n")
    }

    private func list(_ names: [String], title: String = "Setting up") -> TaskList {
        TaskList(names: names, title: title, spinner: .line)
    }

    func testEachStateHasItsMarkAndTime() {
        var list = list(["Packages", "Certificates", "Database", "Cleanup"])
        list.start(0, at: 0)
        list.show("Setting up nginx", for: 0)
        list.start(1, at: 0)
        list.end(1, .exited(3), at: 0.4)
        list.show("no such file", for: 1)
        list.skip(3)
        _ = list.handle(.tick(12.0), screen: Size(width: 50, height: 10))
        XCTAssertEqual(picture(list), """
            Setting up  2/4 done, 1 failed
            - Packages          12s  Setting up nginx
            ✗ Certificates     0.4s  (exit 3) no such file
            · Database
            — Cleanup       skipped
            """)
        list.end(0, .exited(0), at: 75)
        XCTAssertEqual(picture(list).split(separator: "\n")[1], "✓ Packages       1m 15s  Setting up nginx")
    }

    func testWideNamesAndEmojiWithASkinToneKeepTheColumns() {
        var list = list(["証明書", "👍🏽 ok", "Cafe\u{301}"], title: "")
        for index in 0..<3 { list.start(index, at: 0) }
        list.end(0, .exited(0), at: 1.25)
        list.show("日本語の出力行です", for: 0)
        list.end(1, .exited(0), at: 2)
        list.show("👍🏽👍🏽 done", for: 1)
        list.show("e\u{301}te\u{301} fini", for: 2)
        XCTAssertEqual(picture(list, screen: Size(width: 40, height: 10)), """
            2/3 done
            ✓ 証明書     1.3s  日本語の出力行です
            ✓ 👍🏽 ok      2.0s  👍🏽👍🏽 done
            - Café         2s  été fini
            """)
    }

    func testALongLatestLineIsCutToTheRowAndControlsAreShownSafely() {
        var list = list(["Build"])
        list.start(0, at: 0)
        list.show("\u{1B}[31mred\u{1B}[0m and a very long line that goes on", for: 0)
        XCTAssertEqual(picture(list, screen: Size(width: 40, height: 10)), """
            Setting up  0/1 done
            - Build       0s  ^[[31mred^[[0m and a …
            """)
    }

    func testRowsThatDoNotFitScrollTheEndedOnesAway() {
        var list = list((1...6).map { "Task \($0)" }, title: "")
        for index in 0..<4 {
            list.start(index, at: 0)
            list.end(index, .exited(0), at: 1)
        }
        list.start(4, at: 1)
        XCTAssertEqual(picture(list, screen: Size(width: 30, height: 4)), """
            4/6 done
            - Task 5       0s
            · Task 6
            """)
    }

    func testFullScreenTheRowsSitInABoxUnderTheTitle() {
        var list = TaskList(names: ["Packages", "証明書 👍🏽"], title: "Setting up", spinner: .line, appearance: .box,
                            maximumWidth: 40)
        list.start(0, at: 0)
        list.end(0, .exited(0), at: 2)
        list.start(1, at: 2)
        list.show("café", for: 1)
        XCTAssertEqual(picture(list, screen: Size(width: 44, height: 12), placement: .fullscreen), """

              ╭──────────────────────────────────────╮
              │                                      │
              │              Setting up              │
              │                                      │
              │               1/2 done               │
              │                                      │
              │  ✓ Packages      2.0s                │
              │  - 証明書 👍🏽       0s  café          │
              │                                      │
              ╰──────────────────────────────────────╯
                       Ctrl-C stop every task
            """)
    }

    func testThePlainSummaryIsALineATask() {
        var list = list(["A", "B", "C", "D"])
        list.start(0, at: 0)
        list.end(0, .exited(0), at: 2.06)
        list.start(1, at: 0)
        list.stop(1, at: 1)
        list.start(2, at: 0)
        list.end(2, .signaled(.kill), at: 0.5)
        list.skip(3)
        XCTAssertEqual((0..<4).map(list.summaryLine), [
            "✓ A  2.1s", "✗ B  1.0s  (stopped)", "✗ C  0.5s  (killed by SIGKILL)", "— D  skipped",
        ])
    }
}
