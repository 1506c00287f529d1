import XCTest

/// dialog's `--begin y x` with a box sized -1 -1 or 0 0: the box is sized in the room from its corner to the
/// screen's end (`real_auto_size`, `dlg_calc_listh`), so a list's page, and what PgDn reaches, are shorter than
/// the centred box's; side by side with swalert's dialog on a terminal of 24 by 80.
final class DialogBeginDifferentialTests: XCTestCase {
    typealias Case = DialogDifferential.Case

    private static let items = (1...30).flatMap { [String(format: "t%02d", $0), "Item \($0)"] }
    private static let checkItems = (1...30).flatMap { [String(format: "t%02d", $0), "Item \($0)", "off"] }

    func testBeginShrinksAWholeScreenBox() throws {
        try DialogDifferential.check([
            Case("menu -1 -1 at 8 4: PgDn pages the rows left below the corner",
                 ["--begin", "8", "4", "--menu", "Pick", "-1", "-1", "0"] + Self.items, [.pageDown, .enter], status: 0,
                 answer: "t09"),
            Case("menu -1 -1 centred: PgDn pages the screen's rows", ["--menu", "Pick", "-1", "-1", "0"] + Self.items,
                 [.pageDown, .enter], status: 0, answer: "t17"),
            Case("menu 0 0 0 at 12 0: the list grows to the screen's end only",
                 ["--begin", "12", "0", "--menu", "Pick", "0", "0", "0"] + Self.items, [.pageDown, .enter], status: 0,
                 answer: "t05"),
            Case("checklist -1 -1 at 6 10: Space on the item PgDn reaches",
                 ["--begin", "6", "10", "--checklist", "Pick", "-1", "-1", "0"] + Self.checkItems,
                 [.pageDown, .space, .enter], status: 0, answer: "t11"),
            Case("--print-size -1 -1 at 3 10: the room from the corner", ["--print-size", "--begin", "3", "10", "--infobox",
                                                                          "Hello", "-1", "-1"], [], status: 0,
                 answer: "Size: 20, 68\n"),
        ], file: #filePath, line: #line)
    }
}
