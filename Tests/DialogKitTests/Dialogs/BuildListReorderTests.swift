import XCTest
@testable import DialogKit

/// dialog's `--reorder`: the build list's right list in the order its items came across.
final class BuildListReorderTests: XCTestCase {
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

    private func lists(_ build: BuildList) -> [String] {
        FrameComposer.compose(build, screen: screen, placement: .inline, frame: .shown, theme: mono)
            .trimmedLines().filter { $0.contains("│ │") }.map { $0.trimmingCharacters(in: .whitespaces) }
    }

    private func food() -> BuildList {
        var build = BuildList(message: "Pack a bag", texts: ["Apples", "Bread", "Cheese", "Dates", "Eggs 🥚 e\u{301}"],
                              on: [true, false, false, true, false],
                              buttons: [ButtonLabel(text: "OK"), ButtonLabel(text: "Cancel")], rows: 5)
        build.keepArrivalOrder()
        return build
    }

    func testItemsComingAcrossGoBelowThoseAlreadyThere() {
        var build = food()
        send(" ", to: &build)
        send("\u{1b}[B ", to: &build)
        XCTAssertEqual(build.list(true), [0, 3, 1, 4])
        XCTAssertEqual(lists(build), [
            "│  │ Cheese    │ │ Apples    │  │",
            "│  │           │ │ Dates     │  │",
            "│  │           │ │ Bread     │  │",
            "│  │           │ │ Eggs 🥚 é │  │",
            "│  │           │ │           │  │",
        ])
        XCTAssertEqual(send("\r", to: &build), [.finish(.pressed(button: 0, on: [0, 3, 1, 4], focused: 2))])
    }

    func testDollarGoesToTheLastComeAndSpaceTakesItBack() {
        var build = food()
        send(" ", to: &build)
        send("$", to: &build)
        XCTAssertEqual(build.current, 1, "Bread, the last to come across, not the nearest by the items' order")
        send(" ", to: &build)
        XCTAssertEqual(build.list(true), [0, 3])
        XCTAssertEqual(build.list(false), [1, 2, 4], "the left list stays in the items' order")
    }

    func testWithoutItTheRightListIsInTheItemsOrder() {
        var build = BuildList(message: "", texts: ["A", "B", "C"], on: [false, true, false],
                              buttons: [ButtonLabel(text: "OK")], rows: 3)
        send(" ", to: &build)
        XCTAssertEqual(build.list(true), [0, 1])
    }
}
