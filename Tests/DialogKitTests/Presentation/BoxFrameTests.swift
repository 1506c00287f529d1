import XCTest
@testable import DialogKit

/// The presenter draws a shown dialog's later frames from the box alone; that must be exactly the box of
/// the whole frame, or the screen would drift from what the diff believes is there.
final class BoxFrameTests: XCTestCase {
    func testTheBoxAloneIsTheBoxOfTheWholeFrame() {
        var input = Input(message: "Where should the backup go?", title: "Backup", value: "/srv/日本 👍🏽", mask: nil,
                          validation: InputValidation(required: true))
        _ = input.handle(.key(KeyEvent(.left)), screen: Size(width: 50, height: 14))
        let dialogs: [(String, any Dialog)] = [
            ("input", input),
            ("alert", Alert(message: "Disk is almost full.", title: "Warning", icon: .warning,
                            buttons: ["&Clean up", "Later"].map(ButtonLabel.init(parsing:)))),
            ("wait line", Wait(message: "Copying 日本 files", title: "rsync")),
            ("wait hud", Wait(message: "Copying 日本 files", title: "rsync", appearance: .hud)),
        ]
        for (name, dialog) in dialogs {
            for depth in [ColorDepth.none, .ansi16, .trueColor] {
                for placement in Placement.allCases {
                    for screen in [Size(width: 50, height: 14), Size(width: 21, height: 6)] {
                        assertBoxMatches(dialog, screen: screen, placement: placement, theme: .standard(for: depth),
                                         "\(name) \(placement) \(depth) \(screen)")
                    }
                }
            }
        }
    }

    private func assertBoxMatches<D: Dialog>(_ dialog: D, screen: Size, placement: Placement, theme: Theme, _ label: String) {
        let box = FrameComposer.boxRect(dialog, screen: screen, placement: placement)
        let whole = FrameComposer.compose(dialog, screen: screen, placement: placement, frame: .shown, theme: theme)
        let alone = FrameComposer.composeBox(dialog, box: box, screen: screen, placement: placement, theme: theme)
        XCTAssertEqual(alone, whole.cropped(to: box), label + "\n" + alone.styleDump() + "\n--\n" + whole.cropped(to: box).styleDump())
        XCTAssertFalse(alone.lines().joined().trimmingCharacters(in: .whitespaces).isEmpty, label)
    }

    func testCroppingAndCopyingKeepWideGlyphsWhole() {
        var buffer = Buffer(lines: ["ab日本cd", "xyz"])
        let cropped = buffer.cropped(to: Rect(x: 3, y: 0, width: 4, height: 2))
        XCTAssertEqual(cropped.lines(), [" 本c", "    "], "the right half of 日 becomes a blank")
        buffer.copy(Buffer(lines: ["語"]), to: Point(x: 1, y: 1))
        XCTAssertEqual(buffer.lines(), ["ab日本cd", "x語     "])
        buffer.copy(Buffer(lines: ["Q"]), to: Point(x: 3, y: 0))
        XCTAssertEqual(buffer.lines(), ["ab Q本cd", "x語     "], "writing over half of 日 blanks the other half")
    }

    func testCellsWithTheSameTextCompareEqualWhateverTheirStorage() {
        XCTAssertEqual(Cell(grapheme: "é", width: 1), Cell(grapheme: "\u{E9}", width: 1))
        XCTAssertNotEqual(Cell(grapheme: "e\u{301}", width: 1), Cell(grapheme: "\u{E9}", width: 1),
                          "canonically equal but not the same bytes: a terminal is sent different text")
        let long = String(repeating: "👨‍👩‍👧", count: 2)
        let rebuilt = String(decoding: Array(long.utf8), as: UTF8.self)
        XCTAssertEqual(Cell(grapheme: long, width: 2), Cell(grapheme: rebuilt, width: 2), "equal text in different heap storage")
        XCTAssertNotEqual(Cell(grapheme: "a", width: 1), Cell(grapheme: "b", width: 1))
        XCTAssertNotEqual(Cell(grapheme: "a", width: 1, style: Style(attributes: .bold)), Cell(grapheme: "a", width: 1))
    }
}
