import XCTest
@testable import DialogKit
import TestSupport

final class CalendarTests: XCTestCase {
    private let screen = Size(width: 50, height: 24)
    private let mono = Theme.standard(for: .none)
    private let buttons = [ButtonLabel(text: "OK"), ButtonLabel(text: "Cancel")]

    private func calendar(_ year: Int, _ month: Int, _ day: Int, message: String = "Pick a day") -> CalendarBox {
        CalendarBox(message: message, date: CalendarDate(year: year, month: month, day: day), buttons: buttons)
    }

    @discardableResult
    private func send(_ bytes: String, to calendar: inout CalendarBox) -> [Effect<CalendarBox.Outcome>] {
        var decoder = KeyDecoder()
        decoder.feed(Array(bytes.utf8))
        var effects: [Effect<CalendarBox.Outcome>] = []
        while let event = decoder.next(final: true) {
            guard case .key(let key) = event else { continue }
            if let effect = calendar.handle(.key(key), screen: screen) { effects.append(effect) }
        }
        return effects
    }

    private func picture(_ calendar: CalendarBox) -> String {
        FrameComposer.compose(calendar, screen: screen, placement: .inline, frame: .shown, theme: mono)
            .trimmedLines().joined(separator: "\n")
    }

    /// The grid's rows alone: week numbers and days.
    private func grid(_ calendar: CalendarBox) -> [String] {
        calendar.weeks.map { week in
            CalendarBox.padded(week.number) + " " + week.days.map { $0.map { CalendarBox.padded($0) } ?? "  ." }.joined(separator: " ")
        }
    }

    func testAMonthsGridUnderItsNameAndYear() {
        XCTAssertEqual(picture(calendar(2024, 2, 15)), """
                ╭────────────────────────────────────────╮
                │                                        │
                │  Pick a day                            │
                │                                        │
                │   Month            Year                │
                │   ╭───────────────╮╭───────────────╮   │
                │   │February       ││2024           │   │
                │   ╰───────────────╯╰───────────────╯   │
                │   ╭────────────────────────────────╮   │
                │   │    Sun Mon Tue Wed Thu Fri Sat │   │
                │   │  5                   1   2   3 │   │
                │   │  6   4   5   6   7   8   9  10 │   │
                │   │  7  11  12  13  14  15  16  17 │   │
                │   │  8  18  19  20  21  22  23  24 │   │
                │   │  9  25  26  27  28  29         │   │
                │   │                                │   │
                │   ╰────────────────────────────────╯   │
                │           < OK >  < Cancel >           │
                ╰────────────────────────────────────────╯
            """)
    }

    func testTheFocusedDayIsMarkedAndMovesByDaysAndWeeksAcrossTheMonthsEnd() {
        var box = calendar(2023, 1, 31)
        send("\t\t\t\t", to: &box)
        XCTAssertEqual(box.focusedPart, .day)
        let lines = FrameComposer.compose(box, screen: screen, placement: .inline, frame: .shown, theme: mono).lines()
        let caret = FrameComposer.caret(box, screen: screen, placement: .inline)
        XCTAssertEqual(caret.map { String(Array(lines[$0.y]).dropFirst($0.x).prefix(2)) }, "31", "the caret on the day")
        send("\u{1b}[C\u{1b}[B", to: &box)
        XCTAssertEqual(box.date, CalendarDate(year: 2023, month: 2, day: 8))
        XCTAssertEqual(grid(box), [
            "  5   .   .   .   1   2   3   4",
            "  6   5   6   7   8   9  10  11",
            "  7  12  13  14  15  16  17  18",
            "  8  19  20  21  22  23  24  25",
            "  9  26  27  28   .   .   .   .",
        ])
        XCTAssertEqual(send("\r", to: &box), [.finish(.pressed(button: 0, date: CalendarDate(year: 2023, month: 2, day: 8)))])
    }

    func testMonthsAndYearsMoveByTheirDaysAcrossYearEndsAndLeapFebruaries() {
        var box = calendar(2023, 12, 31)
        send("\t\t+", to: &box)
        XCTAssertEqual(box.date, CalendarDate(year: 2024, month: 1, day: 31))
        send("+", to: &box)
        XCTAssertEqual(box.date, CalendarDate(year: 2024, month: 3, day: 2))
        send("--", to: &box)
        XCTAssertEqual(box.date, CalendarDate(year: 2024, month: 1, day: 2), "back by February's 29 days, then January's 31")
        box = calendar(2024, 2, 29)
        send("\t\t\t\u{1b}[B", to: &box)
        XCTAssertEqual(box.date, CalendarDate(year: 2025, month: 3, day: 1))
        send("\u{1b}[A", to: &box)
        XCTAssertEqual(box.date, CalendarDate(year: 2024, month: 2, day: 29), "back by 2024's 366 days")
        XCTAssertTrue(picture(box).contains("│February       ││2024           │"))
        XCTAssertEqual(grid(box).last, "  9  25  26  27  28  29   .   .")
    }

    func testTheWeekCanStartOnMonday() {
        let box = CalendarBox(message: "", date: CalendarDate(year: 2024, month: 2, day: 15), buttons: buttons, weekStart: 1)
        XCTAssertTrue(picture(box).contains("│    Mon Tue Wed Thu Fri Sat Sun │"))
        XCTAssertEqual(grid(box).first, "  5   .   .   .   1   2   3   4")
    }

    func testISOWeeksNumberTheRowsAsDialogsDo() {
        let december = CalendarBox(message: "", date: CalendarDate(year: 2024, month: 12, day: 1), buttons: buttons,
                                   weekStart: 1, isoWeeks: true)
        XCTAssertEqual(december.weeks.map(\.number), [48, 49, 50, 51, 52, 1])
        XCTAssertTrue(picture(december).contains("│ 48                           1 │"))
        let january = CalendarBox(message: "", date: CalendarDate(year: 2021, month: 1, day: 1), buttons: buttons,
                                  weekStart: 1, isoWeeks: true)
        XCTAssertEqual(january.weeks.map(\.number), [53, 1, 2, 3, 4])
        XCTAssertEqual(CalendarDate(year: 2026, month: 12, day: 31).isoWeek, 53)
        XCTAssertEqual(CalendarDate(year: 2027, month: 1, day: 3).isoWeek, 53)
        XCTAssertEqual(CalendarDate(year: 2027, month: 1, day: 4).isoWeek, 1)
    }

    private func click(_ action: MouseEvent.Action, x: Int, y: Int, to box: inout CalendarBox) -> Effect<CalendarBox.Outcome>? {
        box.handle(.mouse(MouseEvent(action: action, button: .left, column: x, row: y)), screen: screen)
    }

    func testAClickPicksADayEvenInTheNextMonthFocusesTheMonthOrPressesAButton() {
        var box = calendar(2024, 2, 15)
        XCTAssertNil(click(.press, x: 25, y: 14, to: &box))
        XCTAssertEqual(box.date, CalendarDate(year: 2024, month: 2, day: 29))
        XCTAssertEqual(box.focusedPart, .day)
        XCTAssertNil(click(.press, x: 29, y: 14, to: &box), "the blank cell after the 29th")
        XCTAssertEqual(box.date, CalendarDate(year: 2024, month: 3, day: 1))
        XCTAssertNil(click(.press, x: 6, y: 6, to: &box))
        XCTAssertEqual(box.focusedPart, .month)
        XCTAssertNil(click(.press, x: 13, y: 17, to: &box))
        XCTAssertEqual(click(.release, x: 13, y: 17, to: &box), .finish(.pressed(button: 0, date: CalendarDate(year: 2024, month: 3, day: 1))))
    }

    func testTabGoesRoundTheButtonsAndPartsAndCancelAndEscEnd() {
        var box = calendar(2024, 2, 15)
        XCTAssertEqual(send("\t\r", to: &box), [.finish(.pressed(button: 1, date: CalendarDate(year: 2024, month: 2, day: 15)))])
        box = calendar(2024, 2, 15)
        XCTAssertEqual(send("\u{1b}[D\u{1b}[Dc", to: &box), [.finish(.pressed(button: 1, date: CalendarDate(year: 2024, month: 2, day: 14)))])
        box = calendar(2024, 2, 15)
        send("\t\t", to: &box)
        XCTAssertEqual(box.focusedPart, .month)
        XCTAssertEqual(send("\u{1b}", to: &box), [.finish(.dismissed)])
    }

    func testAWideMessageWidensTheBox() {
        let box = calendar(2024, 2, 15, message: "日付を選んでください 👍🏽 — e\u{301}te\u{301}, le jour de de\u{301}part")
        let lines = picture(box).components(separatedBy: "\n")
        XCTAssertTrue(lines[2].contains("│  日付を選んでください 👍🏽 — e\u{301}te\u{301}, le jour de"), lines[2])
        XCTAssertTrue(lines[3].contains("│  de\u{301}part "), lines[3])
        XCTAssertGreaterThan(lines[0].count, 46, "as wide as the screen lets the message be")
        XCTAssertTrue(lines.contains { $0.contains("│    Sun Mon Tue Wed Thu Fri Sat │") })
    }

    func testDateArithmetic() {
        XCTAssertEqual(CalendarDate(year: 1970, month: 1, day: 1).dayNumber, 0)
        XCTAssertEqual(CalendarDate(dayNumber: 19_782), CalendarDate(year: 2024, month: 2, day: 29))
        XCTAssertEqual(CalendarDate(year: 2024, month: 2, day: 29).weekday, 4)
        XCTAssertEqual(CalendarDate(year: 1900, month: 3, day: 1).adding(days: -1), CalendarDate(year: 1900, month: 2, day: 28))
        XCTAssertEqual(CalendarDate(year: 2000, month: 3, day: 1).adding(days: -1), CalendarDate(year: 2000, month: 2, day: 29))
        XCTAssertEqual(CalendarDate(year: 2024, month: 12, day: 31).dayOfYear, 366)
        let today = CalendarDate(year: 2026, month: 1, day: 31)
        XCTAssertEqual(CalendarDate.starting(today: today, day: -1, month: 2, year: -1), CalendarDate(year: 2026, month: 3, day: 3))
        XCTAssertEqual(CalendarDate.starting(today: today, day: 30, month: 2, year: 2024), CalendarDate(year: 2024, month: 3, day: 2))
        XCTAssertEqual(CalendarDate.starting(today: today, day: 5, month: 14, year: 2024), CalendarDate(year: 2025, month: 2, day: 5))
        XCTAssertEqual(CalendarDate(year: 2024, month: 2, day: 5).dialogText, "05/02/2024")
        let noon = LocalTime(year: 1999, month: 1, day: 1, hour: 12, minute: 5, second: 9)
        XCTAssertEqual(CalendarDate(year: 2024, month: 12, day: 31).formatted("%A %d %B %Y, day %j, %H:%M:%S", at: noon),
                       "Tuesday 31 December 2024, day 366, 12:05:09")
        XCTAssertNil(CalendarDate(year: 2024, month: 1, day: 1).formatted("", at: noon))
    }
}
