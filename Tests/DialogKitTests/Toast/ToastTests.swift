import XCTest
@testable import DialogKit
import TestSupport

final class ToastTests: XCTestCase {
    func testFadesInOverAFifthStaysAndFadesOutOverEightTenths() {
        let schedule = ToastSchedule(hold: 1.0)
        XCTAssertEqual(schedule.total, 2.0, accuracy: 1e-9)
        let fadeIn = stride(from: 0.0, to: 0.2, by: 0.01).map(schedule.opacity(at:))
        XCTAssertEqual(Set(fadeIn).sorted(), [0.25, 0.5, 0.75, 1.0])
        XCTAssertEqual(fadeIn, fadeIn.sorted(), "never fades while coming in")
        XCTAssertEqual(schedule.opacity(at: 0.2), 1)
        XCTAssertEqual(schedule.opacity(at: 1.19), 1)
        let fadeOut = stride(from: 1.2, to: 2.0, by: 0.01).map(schedule.opacity(at:))
        XCTAssertEqual(Set(fadeOut).count, 8, "1 then seven steps down")
        XCTAssertEqual(fadeOut, fadeOut.sorted(by: >))
        XCTAssertEqual(schedule.opacity(at: 2.0), 0)
        XCTAssertNil(schedule.nextChange(after: 2.0))
    }

    func testNextChangeIsWhenTheOpacityChanges() {
        let schedule = ToastSchedule(hold: 0.5)
        var time = 0.0, changes: [Double] = []
        while let next = schedule.nextChange(after: time) {
            XCTAssertGreaterThan(next, time)
            XCTAssertNotEqual(schedule.opacity(at: next), schedule.opacity(at: next - 0.001), "a change at \(next)")
            changes.append(next)
            time = next
        }
        XCTAssertEqual(changes.count, 3 + 8, "three more steps in after the first, eight steps out to the end")
        XCTAssertEqual(changes.last!, schedule.total, accuracy: 1e-9)
    }

    func testWithoutAnimationItIsShownHeldAndGone() {
        let schedule = ToastSchedule(hold: 0.3, animated: false)
        XCTAssertEqual(schedule.opacity(at: 0), 1)
        XCTAssertEqual(schedule.opacity(at: 0.29), 1)
        XCTAssertEqual(schedule.opacity(at: 0.3), 0)
        XCTAssertEqual(schedule.nextChange(after: 0), 0.3)
        XCTAssertEqual(ToastSchedule(hold: 0, animated: false).total, 0)
    }

    private func picture(_ toast: Toast, screen: Size, opacity: Double = 1) -> String {
        let size = toast.boxSize(screen: screen)
        var buffer = Buffer(size: size)
        toast.render(into: &buffer, in: Rect(x: 0, y: 0, width: size.width, height: size.height), screen: screen,
                     theme: .standard(for: .none), opacity: opacity)
        return buffer.trimmedLines().joined(separator: "\n")
    }

    func testSizedToItsTextWithTheSymbolOfItsKind() {
        XCTAssertEqual(picture(Toast(message: "Saved report.txt", kind: .success), screen: Size(width: 80, height: 24)), """
            ╭────────────────────╮
            │ ✓ Saved report.txt │
            ╰────────────────────╯
            """)
        XCTAssertEqual(picture(Toast(message: "Disk almost full", title: "Backup", kind: .warning),
                               screen: Size(width: 80, height: 24)), """
            ╭──────────────────╮
            │ ! Backup         │
            │ Disk almost full │
            ╰──────────────────╯
            """)
    }

    func testWrapsToTheWidthLimitAndCountsWideGlyphs() {
        let toast = Toast(message: "保存しました。ファイルは安全です。", kind: .error, maximumWidth: 16)
        XCTAssertEqual(picture(toast, screen: Size(width: 80, height: 24)), """
            ╭──────────────╮
            │ ✗ 保存しまし │
            │ た。ファイル │
            │ は安全です。 │
            ╰──────────────╯
            """)
        XCTAssertEqual(Toast(message: String(repeating: "x", count: 100)).boxSize(screen: Size(width: 30, height: 24)).width,
                       26, "the screen less 4 when it is narrower than 60 columns")
    }

    func testFadingBoxIsDimAndNearlyGoneHidesItsText() {
        let toast = Toast(message: "Hi")
        let screen = Size(width: 40, height: 10)
        let size = toast.boxSize(screen: screen)
        var dim = Buffer(size: size)
        toast.render(into: &dim, in: Rect(x: 0, y: 0, width: size.width, height: size.height), screen: screen,
                     theme: .standard(for: .ansi256), opacity: 0.5)
        XCTAssertTrue(dim[x: 0, y: 0].style.attributes.contains(.dim))
        XCTAssertTrue(dim.lines()[1].contains("Hi"))
        XCTAssertFalse(picture(toast, screen: screen, opacity: 0.25).contains("Hi"))
        XCTAssertEqual(picture(toast, screen: screen, opacity: 0), "\n\n", "nothing drawn at all")
    }

    func testNotificationsAreWrappedForTmuxWithEveryEscapeDoubled() {
        XCTAssertEqual(visible(Escape.desktopNotification(title: "Build", body: "done", using: .osc9, insideTmux: false)),
                       visible("\u{1b}]9;Build: done\u{07}"))
        XCTAssertEqual(visible(Escape.desktopNotification(title: "a;b", body: "done", using: .osc777, insideTmux: false)),
                       visible("\u{1b}]777;notify;a,b;done\u{07}"))
        XCTAssertEqual(visible(Escape.desktopNotification(title: "", body: "done", using: .osc99, insideTmux: true)),
                       visible("\u{1b}Ptmux;\u{1b}\u{1b}]99;;done\u{1b}\u{1b}\\\u{1b}\\"))
        XCTAssertEqual(TerminalTraits.detect(environment: ["TERM": "xterm-kitty"]).notification, .osc99)
        XCTAssertEqual(TerminalTraits.detect(environment: ["TERM": "foot"]).notification, .osc777)
        XCTAssertEqual(TerminalTraits.detect(environment: ["TERM": "xterm-256color", "TMUX": "/tmp/x"]).insideTmux, true)
        XCTAssertEqual(TerminalTraits.detect(environment: ["TERM": "xterm-256color"]).notification, .osc9)
    }
}
