import XCTest
@testable import DialogKit

/// dialog's `--print-text-only` and `--print-text-size` worked out with no terminal: what each sizing pass prints.
final class CdialogTextOnlyTests: XCTestCase {
    private let screen = CdialogTextOnly(lines: 23, columns: 78, aspect: 9)

    func testAWidthIsTheLeastColumnsAndTheTextIsWrittenOncePerPass() {
        XCTAssertEqual(screen.textOnly("A box of text, wrapped as its box would wrap it", height: 6, width: 24), """
            A box of text,
            wrapped as its box
            would wrap it
            A box of text, wrapped
            as its box would wrap it

            """)
        XCTAssertEqual(screen.textSize("A box of text, wrapped as its box would wrap it", height: 6, width: 24), "3 24\n")
    }

    func testNoRoomWritesBlankLinesToTheBottom() {
        // At an aspect of 0 the measuring width is the longest word, which the margins leave no column of.
        let first = CdialogTextOnly(lines: 6, columns: 80, aspect: 0)
        XCTAssertEqual(first.textOnly("ab", height: 0, width: 0), "\n\n\nab\n", "rows 1 to 3: 5 less 2 for the margins")
        XCTAssertEqual(first.textSize("ab", height: 0, width: 0), "6 2\n")
    }

    func testATabGoesToTheNextStopAndOneAtTheStartWritesNothing() {
        XCTAssertEqual(CdialogTextOnly.printed(Array("a\tb".unicodeScalars), from: 0, columns: 20), "a       b\n")
        XCTAssertEqual(CdialogTextOnly.printed(Array("\tb".unicodeScalars), from: 0, columns: 20), "b\n")
    }

    func testWideTextIsCutByColumnsAndACombiningMarkStaysWithItsLetter() {
        XCTAssertEqual(screen.textOnly("日本語 テキスト 👍🏽 e\u{301}", height: 4, width: 12), """
            日本語
            テキスト
            👍🏽 e\u{301}
            日本語
            テキスト 👍🏽
            e\u{301}

            """)
    }
}
