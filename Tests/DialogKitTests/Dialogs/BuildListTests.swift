import XCTest
@testable import DialogKit
import TestSupport

final class BuildListTests: XCTestCase {
    private let screen = Size(width: 50, height: 14)
    private let mono = Theme.standard(for: .none)

    @discardableResult
    private func send(_ bytes: String, to build: inout BuildList) -> [Effect<BuildList.Outcome>] {
        var decoder = KeyDecoder()
        decoder.feed(Array(bytes.utf8))
        var effects: [Effect<BuildList.Outcome>] = []
        while let event = decoder.next(final: true) {
            guard case .key(let key) = event else { continue }
            if let effect = build.handle(.key(key), screen: screen) { effects.append(effect) }
        }
        return effects
    }

    private func picture(_ build: BuildList) -> String {
        FrameComposer.compose(build, screen: screen, placement: .inline, frame: .shown, theme: mono)
            .trimmedLines().joined(separator: "\n")
    }

    private func food(rows: Int = 5) -> BuildList {
        BuildList(message: "Pack a bag", texts: ["Apples", "Bread", "Cheese", "Dates", "Eggs 🥚 e\u{301}"],
                  on: [true, false, false, true, false], buttons: [ButtonLabel(text: "OK"), ButtonLabel(text: "Cancel")],
                  rows: rows)
    }

    func testTheItemsOffOnTheLeftAndThoseOnOnTheRight() {
        let build = food()
        XCTAssertEqual(build.current, 1, "the first on the left has the focus")
        XCTAssertEqual(picture(build), """
                    ╭───────────────────────────────╮
                    │                               │
                    │  Pack a bag                   │
                    │                               │
                    │  ╭───────────╮ ╭───────────╮  │
                    │  │ Bread     │ │ Apples    │  │
                    │  │ Cheese    │ │ Dates     │  │
                    │  │ Eggs 🥚 é │ │           │  │
                    │  │           │ │           │  │
                    │  │           │ │           │  │
                    │  ╰───────────╯ ╰───────────╯  │
                    │      < OK >  < Cancel >       │
                    ╰───────────────────────────────╯
            """)
    }

    func testSpaceMovesAnItemAcrossBothWays() {
        var build = food()
        send(" ", to: &build)
        XCTAssertEqual(build.list(true), [0, 1, 3])
        XCTAssertEqual(build.current, 2, "the focus stays in the left list, on the next item")
        send("$ ", to: &build)
        XCTAssertEqual(build.list(true), [0, 3], "$ goes to the nearest on the right (Bread, before Dates), Space moves it back")
        XCTAssertEqual(build.current, 3, "the focus on the next on the right")
        XCTAssertTrue(picture(build).contains("│ Bread     │ │ Apples    │"), picture(build))
        XCTAssertEqual(send("\r", to: &build), [.finish(.pressed(button: 0, on: [0, 3], focused: 3))])
    }

    func testTheLastItemOfAListMovedAcrossTakesTheFocusWithIt() {
        var build = BuildList(message: "", texts: ["One"], on: [false], buttons: [ButtonLabel(text: "OK")], rows: 3)
        send(" ", to: &build)
        XCTAssertEqual(build.list(true), [0])
        XCTAssertEqual(build.current, 0)
        send(" ", to: &build)
        XCTAssertEqual(build.list(false), [0])
    }

    func testTabGoesRoundTheButtonsAndEscDismisses() {
        var build = food()
        send("\t", to: &build)
        XCTAssertEqual(build.button, 1)
        send("\u{1b}[C", to: &build)
        XCTAssertEqual(build.button, 0)
        send("\u{1b}[D", to: &build)
        XCTAssertEqual(build.button, 1)
        XCTAssertEqual(send("\u{1b}", to: &build), [.finish(.dismissed)])
    }

    func testPagesAsDialogsBuildListPagesThem() {
        var build = BuildList(message: "", texts: (1...10).map { "Item \($0)" }, on: Array(repeating: false, count: 10),
                              buttons: [ButtonLabel(text: "OK")], rows: 4)
        send("\u{1b}[F\u{1b}[5~", to: &build)
        XCTAssertEqual(build.current, 2)
        send("\u{1b}[5~", to: &build)
        XCTAssertEqual(build.current, 0)
        send("\u{1b}[B\u{1b}[B\u{1b}[6~", to: &build)
        XCTAssertEqual(build.current, 0, "PgDn: the list's first item")
    }
}
