import XCTest
@testable import DialogKit

/// A chooser's message above a list as whiptail and dialog show it: every row the list leaves (its blank rows too,
/// when it does not all fit), and a cut message marked ▼ and scrolled once it has the focus.
final class ChooseMessageTests: XCTestCase {
    private let screen = Size(width: 40, height: 16)
    private let mono = Theme.standard(for: .none)

    private func chooser(lines: Int, rows: Int = 3) -> Choose {
        let message = (1...lines).map { "Line \($0) of the text" }.joined(separator: "\n")
        let configuration = Choose.Configuration(filtering: .none, maximumRows: rows,
                                                 buttons: [ButtonLabel(text: "Ok"), ButtonLabel(text: "Cancel")])
        var choose = Choose(message: message, items: ["apple", "banana", "cherry", "damson", "fig"].map { Choose.Item(value: $0) },
                            configuration: configuration)
        choose.use(.newt)
        choose.messageFillsRoom = true
        return choose
    }

    /// Hands each key of `bytes` to `choose`, on the screen it is drawn on inline.
    private func send(_ bytes: String, to choose: inout Choose) {
        var decoder = KeyDecoder()
        decoder.feed(Array(bytes.utf8))
        while let event = decoder.next(final: true) {
            if case .key(let key) = event { _ = choose.handle(.key(key), screen: FrameComposer.inlineArea(screen)) }
        }
    }

    private func picture(_ choose: Choose) -> String {
        FrameComposer.compose(choose, screen: screen, placement: .inline, frame: .shown, theme: mono)
            .trimmedLines().joined(separator: "\n")
    }

    func testTheMessageTakesTheRowsTheListLeavesNotAThirdOfTheScreen() {
        // A third of the screen would be five rows; the list's three leave the message six, blank rows and all.
        XCTAssertEqual(picture(chooser(lines: 6)), """
                 ╭────────────────────────────╮
                 │                            │
                 │  Line 1 of the text        │
                 │  Line 2 of the text        │
                 │  Line 3 of the text        │
                 │  Line 4 of the text        │
                 │  Line 5 of the text        │
                 │  Line 6 of the text        │
                 │                            │
                 │  > apple                   │
                 │    banana                  │
                 │    cherry                  │
                 │                            │
                 │     < Ok >  < Cancel >     │
                 ╰────────────────────── 1/5 ─╯
            """)
    }

    func testACutMessageIsMarkedAndScrollsOnceItHasTheFocus() {
        var choose = chooser(lines: 14)
        XCTAssertEqual(picture(choose), """
                 ╭────────────────────────────╮
                 │  Line 1 of the text        │
                 │  Line 2 of the text        │
                 │  Line 3 of the text        │
                 │  Line 4 of the text        │
                 │  Line 5 of the text        │
                 │  Line 6 of the text        │
                 │  Line 7 of the text        │
                 │  Line 8 of the text        │
                 │  Line 9 of the text        ▼
                 │  > apple                   │
                 │    banana                  │
                 │    cherry                  │
                 │     < Ok >  < Cancel >     │
                 ╰────────────────────── 1/5 ─╯
            """)
        XCTAssertEqual(choose.focusedItem, 0)
        send("\u{1b}[Z", to: &choose)            // Shift-Tab: from the list back to the message
        send("\u{1b}[6~", to: &choose)           // PgDn scrolls the message, not the list
        XCTAssertEqual(picture(choose), """
                 ╭────────────────────────────╮
                 │  Line 6 of the text        ▲
                 │  Line 7 of the text        │
                 │  Line 8 of the text        │
                 │  Line 9 of the text        │
                 │  Line 10 of the text       │
                 │  Line 11 of the text       │
                 │  Line 12 of the text       │
                 │  Line 13 of the text       │
                 │  Line 14 of the text       │
                 │  > apple                   │
                 │    banana                  │
                 │    cherry                  │
                 │     < Ok >  < Cancel >     │
                 ╰────────────────────── 1/5 ─╯
            """)
        send("\u{1b}[6~", to: &choose)             // at the message's last line already: no further
        XCTAssertTrue(picture(choose).contains("Line 14 of the text       │\n"), picture(choose))
        XCTAssertTrue(picture(choose).contains("Line 6 of the text        ▲"), picture(choose))
        send("\t", to: &choose)                  // Tab: on to the list, whose focus has not moved
        send("\u{1b}[B", to: &choose)
        XCTAssertEqual(choose.focusedItem, 1)
    }

    func testAMessageThatFitsIsNoStopOfTheFocus() {
        var choose = chooser(lines: 2)
        send("\u{1b}[Z\u{1b}[Z\u{1b}[Z", to: &choose)   // Shift-Tab round the list and two buttons
        send("\u{1b}[B", to: &choose)
        XCTAssertEqual(choose.focusedItem, 1, picture(choose))
        XCTAssertFalse(picture(choose).contains("▼"))
    }
}
