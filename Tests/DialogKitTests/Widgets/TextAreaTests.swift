import XCTest
@testable import DialogKit

/// The text area as pictures: wrapped rows in a box of `width` × `height`, the caret drawn as `|` in a column of its
/// own to the right (its row) and on a row of its own below (its column).
final class TextAreaTests: XCTestCase {
    private let underline = Style(attributes: .underline)

    /// The area drawn at (1, 0) between `[` and `]`, the caret's column marked `^` on the row below and its row `<`
    /// after the right edge.
    private func picture(_ area: TextArea, width: Int, height: Int, placeholder: String = "") -> String {
        var buffer = Buffer(size: Size(width: width + 3, height: height + 1))
        for row in 0..<height {
            buffer.put("[", x: 0, y: row, style: .plain)
            buffer.put("]", x: width + 1, y: row, style: .plain)
        }
        area.draw(into: &buffer, x: 1, y: 0, width: width, height: height, style: underline, placeholder: placeholder,
                  placeholderStyle: .plain)
        let caret = area.caret(width: width, height: height)
        buffer.put("<", x: width + 2, y: caret.y, style: .plain)
        buffer.put("^", x: 1 + caret.x, y: height, style: .plain)
        return buffer.trimmedLines().joined(separator: "\n")
    }

    private func area(_ text: String, maximumLength: Int? = nil, _ actions: KeyAction..., width: Int = 6,
                      height: Int = 3) -> TextArea {
        var area = TextArea(text: text, maximumLength: maximumLength)
        for action in actions { _ = area.apply(action, width: width, height: height) }
        return area
    }

    // MARK: - Wrapping

    func testLinesWrapAtTheWidthAndTheCaretFollowsTheText() {
        XCTAssertEqual(picture(area("abcdefghij\nxy"), width: 6, height: 4), """
            [abcdef]
            [ghij  ]
            [xy    ]<
            [      ]
               ^
            """)
        XCTAssertEqual(area("abcdefghij\nxy").text, "abcdefghij\nxy")
    }

    func testAFullRowIsFollowedByARowForTheCaret() {
        XCTAssertEqual(picture(area("abcdef"), width: 6, height: 3), """
            [abcdef]
            [      ]<
            [      ]
             ^
            """)
    }

    func testAWideGlyphThatDoesNotFitMovesWholeToTheNextRow() {
        XCTAssertEqual(picture(area("abcde漢字"), width: 6, height: 3), """
            [abcde ]
            [漢字  ]<
            [      ]
                 ^
            """)
    }

    func testEmojiWithSkinToneCombiningMarksAndCJKTakeTheirColumns() {
        // 👍🏽 is one grapheme two columns wide; é written as e and U+0301 is one column.
        let text = "👍🏽e\u{301}漢x\u{301}y"
        var typed = TextArea(text: "")
        XCTAssertTrue(typed.insert(text))
        XCTAssertEqual(typed.count, 5)
        XCTAssertEqual(picture(typed, width: 4, height: 3), """
            [👍🏽é ]
            [漢x́y]
            [    ]<
             ^
            """)
        XCTAssertTrue(typed.apply(.deleteBackward, width: 4, height: 3))
        XCTAssertTrue(typed.apply(.moveLeft, width: 4, height: 3))
        XCTAssertEqual(picture(typed, width: 4, height: 3), """
            [👍🏽é ]
            [漢x́ ]<
            [    ]
               ^
            """)
        XCTAssertTrue(typed.apply(.deleteBackward, width: 4, height: 3))
        XCTAssertEqual(typed.text, "👍🏽e\u{301}x\u{301}")
    }

    func testAGraphemeATerminalWouldNotAdvanceForIsShownAsAStandIn() {
        XCTAssertEqual(picture(area("a\u{200B}b\tc"), width: 6, height: 1), """
            [a\u{FFFD}b c ]<
                  ^
            """, "a zero-width space takes a column of its own; a tab is a space")
    }

    func testThePlaceholderShowsOnlyWhileEmpty() {
        XCTAssertEqual(picture(TextArea(text: ""), width: 8, height: 2, placeholder: "Say something"), """
            [Say som…]<
            [        ]
             ^
            """)
        XCTAssertEqual(picture(TextArea(text: "\n"), width: 8, height: 2, placeholder: "Say something"), """
            [        ]
            [        ]<
             ^
            """, "two empty lines are text, not an empty area")
    }

    func testTheWholeAreaIsFilledWithItsStyle() {
        var buffer = Buffer(size: Size(width: 6, height: 3))
        TextArea(text: "ab").draw(into: &buffer, x: 1, y: 0, width: 4, height: 2, style: underline, placeholder: "",
                                  placeholderStyle: .plain)
        XCTAssertEqual(buffer.styleDump(), """
            0: 1-4 underline
            1: 1-4 underline
            """)
    }

    // MARK: - Moving

    func testLeftAndRightCrossLineEnds() {
        var area = area("ab\ncd", .first)
        XCTAssertFalse(area.apply(.moveLeft, width: 6, height: 3), "nothing before the start")
        for _ in 0..<3 { XCTAssertTrue(area.apply(.moveRight, width: 6, height: 3)) }
        XCTAssertEqual(area.line, 1)
        XCTAssertEqual(area.cursor, 0)
        XCTAssertTrue(area.apply(.moveLeft, width: 6, height: 3))
        XCTAssertEqual(picture(area, width: 6, height: 3), """
            [ab    ]<
            [cd    ]
            [      ]
               ^
            """)
        XCTAssertFalse(area.apply(.moveToEnd, width: 6, height: 3), "at the line's end already")
        XCTAssertTrue(area.apply(.moveToStart, width: 6, height: 3))
        XCTAssertEqual(area.caret(width: 6, height: 3), Point(x: 0, y: 0))
    }

    func testUpAndDownGoByVisualRowKeepingTheColumn() {
        var area = area("abcdefghij\nxy\n123456789", .first, .moveRight, .moveRight, .moveRight, .moveRight)
        XCTAssertFalse(area.apply(.up, width: 6, height: 6), "the first row: the form moves the focus")
        XCTAssertTrue(area.apply(.down, width: 6, height: 6))
        XCTAssertEqual(area.caret(width: 6, height: 6), Point(x: 4, y: 1), "the wrapped row of the first line")
        XCTAssertTrue(area.apply(.down, width: 6, height: 6))
        XCTAssertEqual(area.caret(width: 6, height: 6), Point(x: 2, y: 2), "a short row: its end")
        XCTAssertTrue(area.apply(.down, width: 6, height: 6))
        XCTAssertEqual(area.caret(width: 6, height: 6), Point(x: 4, y: 3), "the column aimed for comes back")
        XCTAssertTrue(area.apply(.down, width: 6, height: 6))
        XCTAssertFalse(area.apply(.down, width: 6, height: 6), "the last row: the form moves the focus")
        XCTAssertEqual(picture(area, width: 6, height: 6), """
            [abcdef]
            [ghij  ]
            [xy    ]
            [123456]
            [789   ]<
            [      ]
                ^
            """, "the row under the last one is not a line: 9 is as far as the column goes")
        XCTAssertTrue(area.apply(.first, width: 6, height: 6))
        XCTAssertEqual(area.caret(width: 6, height: 6), Point(x: 0, y: 0))
        XCTAssertFalse(area.apply(.first, width: 6, height: 6))
        XCTAssertTrue(area.apply(.last, width: 6, height: 6))
        XCTAssertEqual(area.caret(width: 6, height: 6), Point(x: 3, y: 4))
    }

    func testDownOverAWideGlyphStopsBeforeIt() {
        var area = area("abcd\n漢字x", .first, .moveRight, .moveRight, .moveRight, width: 6, height: 3)
        XCTAssertTrue(area.apply(.down, width: 6, height: 3))
        XCTAssertEqual(area.line, 1)
        XCTAssertEqual(area.cursor, 2, "column 3 is the right half of 字: the cursor goes after it")
        XCTAssertTrue(area.apply(.up, width: 6, height: 3))
        XCTAssertEqual(area.cursor, 3, "the column aimed for, 3, not the 4 the row below gave")
    }

    func testWordsCrossLineEnds() {
        var area = area("one two\nthree", .first, .moveToEnd)
        XCTAssertTrue(area.apply(.moveWordRight, width: 20, height: 3))
        XCTAssertEqual([area.line, area.cursor], [1, 5])
        XCTAssertTrue(area.apply(.moveWordLeft, width: 20, height: 3))
        XCTAssertEqual([area.line, area.cursor], [1, 0])
        XCTAssertTrue(area.apply(.moveWordLeft, width: 20, height: 3))
        XCTAssertEqual([area.line, area.cursor], [0, 4])
    }

    // MARK: - Editing

    func testEnterSplitsTheLineAndBackspaceJoinsItAgain() {
        var area = area("hello world", .moveWordLeft)
        XCTAssertTrue(area.newline())
        XCTAssertEqual(picture(area, width: 8, height: 3), """
            [hello   ]
            [world   ]<
            [        ]
             ^
            """)
        XCTAssertTrue(area.apply(.deleteBackward, width: 8, height: 3))
        XCTAssertEqual(area.text, "hello world")
        XCTAssertEqual(area.caret(width: 8, height: 3), Point(x: 6, y: 0))
        XCTAssertTrue(area.newline())
        XCTAssertTrue(area.apply(.moveLeft, width: 8, height: 3))
        XCTAssertTrue(area.apply(.deleteForward, width: 8, height: 3), "Delete at a line's end joins the next")
        XCTAssertEqual(area.text, "hello world")
        XCTAssertTrue(area.apply(.first, width: 8, height: 3))
        XCTAssertFalse(area.apply(.deleteBackward, width: 8, height: 3), "nothing before the text's start")
    }

    func testJoiningLetsACombiningMarkJoinTheLetterBeforeIt() {
        var area = TextArea(text: "e\n\u{301}x")
        XCTAssertEqual(area.lineCount, 2)
        _ = area.apply(.first, width: 6, height: 2)
        _ = area.apply(.moveToEnd, width: 6, height: 2)
        XCTAssertTrue(area.apply(.deleteForward, width: 6, height: 2))
        XCTAssertEqual(area.text, "e\u{301}x")
        XCTAssertEqual(area.count, 2)
    }

    func testPasteWithNewlinesMakesLines() {
        var area = TextArea(text: "[]")
        _ = area.apply(.moveLeft, width: 10, height: 4)
        XCTAssertTrue(area.insert("one\r\ntwo\nthree\rfour"))
        XCTAssertEqual(area.text, "[one\ntwo\nthree\nfour]")
        XCTAssertEqual(picture(area, width: 10, height: 4), """
            [[one      ]
            [two       ]
            [three     ]
            [four]     ]<
                 ^
            """)
    }

    func testKillsCollectAcrossLinesAndYankPutsThemBack() {
        var area = area("ab\ncd\nef", .first, .moveRight)
        XCTAssertTrue(area.apply(.killToEnd, width: 6, height: 3))
        XCTAssertTrue(area.apply(.killToEnd, width: 6, height: 3), "at the line's end: the newline")
        XCTAssertTrue(area.apply(.killToEnd, width: 6, height: 3))
        XCTAssertEqual(area.text, "a\nef")
        XCTAssertEqual(area.killBuffer, "b\ncd")
        XCTAssertTrue(area.apply(.last, width: 6, height: 3))
        XCTAssertTrue(area.apply(.yank, width: 6, height: 3))
        XCTAssertEqual(area.text, "a\nefb\ncd")
        XCTAssertTrue(area.apply(.moveToStart, width: 6, height: 3))
        XCTAssertTrue(area.apply(.killToStart, width: 6, height: 3), "at the line's start: the newline")
        XCTAssertEqual(area.text, "a\nefbcd")
        XCTAssertEqual(area.killBuffer, "\n")
    }

    func testTheLengthLimitCountsNewlinesAndRefusesTheRest() {
        var area = TextArea(text: "", maximumLength: 7)
        XCTAssertFalse(area.insert("abc\ndef\nghi"), "the form rings the bell")
        XCTAssertEqual(area.text, "abc\ndef")
        XCTAssertFalse(area.newline())
        XCTAssertTrue(area.apply(.deleteBackward, width: 6, height: 3))
        XCTAssertFalse(area.insert("👍🏽👍🏽"))
        XCTAssertEqual(area.text, "abc\nde👍🏽")
        XCTAssertEqual(TextArea(text: "12345\n789", maximumLength: 6).text, "12345\n")
        var middle = TextArea(text: "ab", maximumLength: 6)
        XCTAssertTrue(middle.apply(.moveLeft, width: 6, height: 3))
        XCTAssertFalse(middle.insert("x\ny\nz"), "the text after the cursor keeps its place in the limit")
        XCTAssertEqual(middle.text, "ax\ny\nb")
        XCTAssertEqual([middle.line, middle.cursor], [2, 0])
        XCTAssertEqual(TextArea(text: "abc", maximumLength: 0).text, "")
    }

    func testAnUnknownActionDoesNothing() {
        var area = area("abc")
        XCTAssertFalse(area.apply(.toggle, width: 6, height: 3))
        XCTAssertFalse(area.apply(.focusNext, width: 6, height: 3))
        XCTAssertEqual(area.text, "abc")
    }

    // MARK: - Scrolling and clicks

    func testTheViewScrollsOnlyAsFarAsKeepsTheCaretShown() {
        var area = area("1\n2\n3\n4\n5\n6", .first, width: 4, height: 3)
        XCTAssertEqual(picture(area, width: 4, height: 3), """
            [1   ]<
            [2   ]
            [3   ]
             ^
            """)
        for _ in 0..<3 { XCTAssertTrue(area.apply(.down, width: 4, height: 3)) }
        XCTAssertEqual(picture(area, width: 4, height: 3), """
            [2   ]
            [3   ]
            [4   ]<
             ^
            """)
        XCTAssertTrue(area.apply(.up, width: 4, height: 3))
        XCTAssertTrue(area.apply(.up, width: 4, height: 3))
        XCTAssertEqual(picture(area, width: 4, height: 3), """
            [2   ]<
            [3   ]
            [4   ]
             ^
            """, "moving inside the view leaves it where it is")
        XCTAssertTrue(area.apply(.pageDown, width: 4, height: 3))
        XCTAssertEqual(picture(area, width: 4, height: 3), """
            [4   ]
            [5   ]<
            [6   ]
             ^
            """)
        XCTAssertTrue(area.apply(.pageDown, width: 4, height: 3), "less than a page left: to the last row")
        XCTAssertFalse(area.apply(.pageDown, width: 4, height: 3))
        XCTAssertTrue(area.apply(.pageUp, width: 4, height: 3))
        XCTAssertEqual(picture(area, width: 4, height: 3), """
            [1   ]
            [2   ]
            [3   ]<
             ^
            """, "the view a page up, the caret on the row it had")
    }

    func testAWheelScrollsTheViewAndTheCursorWithIt() {
        var area = area("1\n2\n3\n4\n5\n6", .first, width: 4, height: 3)
        XCTAssertTrue(area.scroll(by: 2, width: 4, height: 3))
        XCTAssertEqual(picture(area, width: 4, height: 3), """
            [3   ]<
            [4   ]
            [5   ]
             ^
            """)
        XCTAssertTrue(area.scroll(by: -1, width: 4, height: 3))
        XCTAssertEqual(area.caret(width: 4, height: 3), Point(x: 0, y: 0))
        XCTAssertEqual(area.line, 1)
        XCTAssertTrue(area.scroll(by: -1, width: 4, height: 3))
        XCTAssertFalse(area.scroll(by: -1, width: 4, height: 3), "the first row: no further")
    }

    func testAClickPutsTheCursorWhereTheAreaShowsIt() {
        var area = area("1\n2\n3\nabcdef\n5", .last, width: 4, height: 3)
        XCTAssertEqual(picture(area, width: 4, height: 3), """
            [abcd]
            [ef  ]
            [5   ]<
              ^
            """)
        area.click(column: 2, row: 0, width: 4, height: 3)
        XCTAssertEqual([area.line, area.cursor], [3, 2])
        area.click(column: 3, row: 1, width: 4, height: 3)
        XCTAssertEqual([area.line, area.cursor], [3, 6], "past a row's end: its end")
        area.click(column: 9, row: 7, width: 4, height: 3)
        XCTAssertEqual([area.line, area.cursor], [4, 1], "below the text: the last row")
        XCTAssertEqual(picture(area, width: 4, height: 3), """
            [abcd]
            [ef  ]
            [5   ]<
              ^
            """)
    }
}
