import Foundation
import XCTest

/// dialog's `--calendar` and `--timebox` side by side with swalert's, as `DialogDifferentialTests` runs the other
/// boxes: the keys that move a day across month and year ends and change a time, and the answer each ending writes.
final class DialogCalendarDifferentialTests: XCTestCase {
    typealias Case = DialogDifferential.Case

    private func calendar(_ date: [String], _ options: [String] = []) -> [String] {
        options + ["--calendar", "Pick a day", "0", "0"] + date
    }

    private func timebox(_ time: [String], _ options: [String] = []) -> [String] {
        options + ["--timebox", "Pick a time", "0", "0"] + time
    }

    /// Today as the test's clock and zone see it, dialog's way (`dd/mm/yyyy`), or with `day` in `month` of `year`
    /// when that month has it.
    private func today(day: Int? = nil, month: Int? = nil, year: Int? = nil) -> String {
        var gregorian = Foundation.Calendar(identifier: .gregorian)
        gregorian.timeZone = .current
        var parts = gregorian.dateComponents([.year, .month, .day], from: Date())
        if let year { parts.year = year }
        if let month { parts.month = month }
        if let day { parts.day = day }
        let date = gregorian.date(from: parts)!
        let normal = gregorian.dateComponents([.year, .month, .day], from: date)
        return String(format: "%02d/%02d/%d", normal.day!, normal.month!, normal.year!)
    }

    func testCalendar() throws {
        let tab4: [DialogDifferential.Press] = [.tab, .tab, .tab, .tab]
        try DialogDifferential.check([
            Case("calendar, the given day, OK", calendar(["15", "2", "2024"]), [.enter], status: 0, answer: "15/02/2024",
                 ready: "Pick"),
            Case("calendar, → a day and ↓ a week in the grid, across the month's end", calendar(["31", "1", "2023"]),
                 tab4 + [.right, .down, .enter], status: 0, answer: "08/02/2023", ready: "Pick"),
            Case("calendar, PgDn a week across the year's end", calendar(["28", "12", "2023"]), tab4 + [.pageDown, .enter],
                 status: 0, answer: "04/01/2024", ready: "Pick"),
            Case("calendar, PgUp, ↑, ← and - back in the grid", calendar(["3", "1", "2024"]),
                 tab4 + [.pageUp, .up, .left, .text("-"), .enter], status: 0, answer: "18/12/2023", ready: "Pick"),
            Case("calendar, a month on from the 31st of January of a leap year: 31 days later", calendar(["31", "1", "2024"]),
                 [.tab, .tab, .down, .enter], status: 0, answer: "02/03/2024", ready: "Pick"),
            Case("calendar, a month back from March: as many days as February has", calendar(["31", "3", "2023"]),
                 [.tab, .tab, .up, .enter], status: 0, answer: "03/03/2023", ready: "Pick"),
            Case("calendar, a year on from the 29th of February: 366 days", calendar(["29", "2", "2024"]),
                 [.tab, .tab, .tab, .text("+"), .enter], status: 0, answer: "01/03/2025", ready: "Pick"),
            Case("calendar, a year back from March of a leap year: 365 days", calendar(["1", "3", "2024"]),
                 [.tab, .tab, .tab, .left, .enter], status: 0, answer: "02/03/2023", ready: "Pick"),
            Case("calendar, the arrows on the buttons go round to the day", calendar(["15", "2", "2024"]),
                 [.left, .left, .enter], status: 0, answer: "14/02/2024", ready: "Pick"),
            Case("calendar, --date-format", calendar(["15", "2", "2024"], ["--date-format", "%Y-%m-%d %A (%j)"]), [.enter],
                 status: 0, answer: "2024-02-15 Thursday (046)", ready: "Pick"),
            Case("calendar, an empty --date-format: dd/mm/yyyy", calendar(["5", "6", "2030"], ["--date-format", ""]), [.enter],
                 status: 0, answer: "05/06/2030", ready: "Pick"),
            Case("calendar, a month past December goes on into the next year", calendar(["5", "14", "2030"]), [.enter],
                 status: 0, answer: "05/02/2031", ready: "Pick"),
            Case("calendar, a day the month lacks keeps today's", calendar(["31", "2", "2024"]), [.enter], status: 0,
                 answer: today(month: 2, year: 2024), ready: "Pick"),
            Case("calendar, no day given: today", ["--calendar", "Pick a day", "0", "0"], [.enter], status: 0,
                 answer: today(), ready: "Pick"),
            Case("calendar, a year before 1900 is today's", calendar(["15", "6", "1899"]), [.enter], status: 0,
                 answer: today(day: 15, month: 6), ready: "Pick"),
            Case("calendar, Cancel answers nothing", calendar(["15", "2", "2024"]), [.tab, .enter], status: 1, ready: "Pick"),
            Case("calendar, Backspace in the grid does nothing", calendar(["15", "2", "2024"]), tab4 + [.backspace, .enter],
                 status: 0, answer: "15/02/2024", ready: "Pick"),
            Case("calendar, c presses Cancel", calendar(["15", "2", "2024"]), [.text("c")], status: 1, ready: "Pick"),
            Case("calendar, Esc", calendar(["15", "2", "2024"]), [.tab, .tab, .down, .escape], status: 255, ready: "Pick"),
            Case("calendar, --timeout: no key for a second ends as Esc, answering nothing",
                 calendar(["15", "2", "2024"], ["--timeout", "1"]), [], status: 255),
            Case("calendar, --extra-button: Extra answers the day", calendar(["15", "2", "2024"], ["--extra-button"]),
                 [.tab, .enter], status: 3, answer: "15/02/2024", ready: "Pick"),
            Case("calendar, --help-button: Help answers the day", calendar(["15", "2", "2024"], ["--help-button"]),
                 [.tab, .tab, .enter], status: 2, answer: "15/02/2024", ready: "Pick"),
            Case("calendar, --default-button cancel", calendar(["15", "2", "2024"], ["--default-button", "cancel"]), [.enter],
                 status: 1, ready: "Pick"),
            Case("calendar, --week-start 1: a week down is still seven days", calendar(["15", "2", "2024"], ["--week-start", "1"]),
                 tab4 + [.down, .enter], status: 0, answer: "22/02/2024", ready: "Pick"),
            Case("calendar, --iso-week: the week starts on Monday, a week down is seven days",
                 calendar(["31", "12", "2024"], ["--iso-week"]), tab4 + [.down, .enter], status: 0, answer: "07/01/2025",
                 ready: "Pick"),
            Case("calendar then a time box with --and-widget: a tab between their answers",
                 calendar(["15", "2", "2024"]) + ["--and-widget"] + timebox(["10", "20", "30"]), [.enter, .enter], status: 0,
                 answer: "15/02/2024\t10:20:30", ready: "Pick"),
            Case("calendar, a day that is not a number", calendar(["x", "2", "2024"]), [], status: 255, error: true),
        ], file: #filePath, line: #line)
    }

    func testTimeBox() throws {
        try DialogDifferential.check([
            Case("timebox, the given time, OK", timebox(["10", "20", "30"]), [.enter], status: 0, answer: "10:20:30",
                 ready: "Pick"),
            Case("timebox, ↓ the hour, Delete and a digit the minute", timebox(["10", "20", "30"]),
                 [.tab, .tab, .down, .tab, .delete, .text("5"), .enter], status: 0, answer: "11:25:30", ready: "Pick"),
            Case("timebox, ↑ and - go round below 0", timebox(["0", "0", "0"]),
                 [.tab, .tab, .up, .right, .text("-"), .text("-"), .enter], status: 0, answer: "23:58:00", ready: "Pick"),
            Case("timebox, End and Home", timebox(["10", "20", "30"]),
                 [.tab, .tab, .end, .tab, .home, .tab, .end, .enter], status: 0, answer: "23:00:59", ready: "Pick"),
            Case("timebox, a digit that would pass the period is refused", timebox(["10", "20", "30"]),
                 [.tab, .tab, .text("1"), .tab, .text("7"), .enter], status: 0, answer: "10:20:30", ready: "Pick"),
            Case("timebox, ← goes back a part; Backspace does nothing", timebox(["10", "20", "30"]),
                 [.left, .left, .down, .backspace, .down, .enter], status: 0, answer: "10:22:30", ready: "Pick"),
            Case("timebox, --time-format", timebox(["9", "5", "0"], ["--time-format", "%H.%M (%I %p)"]), [.enter], status: 0,
                 answer: "09.05 (09 AM)", ready: "Pick"),
            Case("timebox, Cancel answers nothing", timebox(["10", "20", "30"]), [.tab, .enter], status: 1, ready: "Pick"),
            Case("timebox, Esc", timebox(["10", "20", "30"]), [.tab, .tab, .down, .escape], status: 255, ready: "Pick"),
            Case("timebox, --extra-button: Extra answers the time", timebox(["10", "20", "30"], ["--extra-button"]),
                 [.tab, .enter], status: 3, answer: "10:20:30", ready: "Pick"),
            Case("timebox, --default-button cancel", timebox(["10", "20", "30"], ["--default-button", "cancel"]), [.enter],
                 status: 1, ready: "Pick"),
            Case("timebox, --help-button: Help answers the time", timebox(["10", "20", "30"], ["--help-button"]),
                 [.tab, .tab, .enter], status: 2, answer: "10:20:30", ready: "Pick"),
            Case("timebox, --stdout", timebox(["7", "8", "9"], ["--stdout"]), [.enter], status: 0, answer: "07:08:09",
                 channel: .standardOutput, ready: "Pick"),
            Case("timebox, an hour of 24 is an error", timebox(["24", "0", "0"]), [], status: 255, error: true),
        ], file: #filePath, line: #line)
    }
}
