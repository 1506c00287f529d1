/// A day of the Gregorian calendar, moved as dialog's `calendar.c` moves it: by whole days counted from 1970-01-01.
public struct CalendarDate: Equatable, Hashable, Sendable {
    public var year: Int
    /// 1 to 12.
    public var month: Int
    /// 1 to the month's days.
    public var day: Int

    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    public static func isLeap(_ year: Int) -> Bool { year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) }

    public static func daysInYear(_ year: Int) -> Int { isLeap(year) ? 366 : 365 }

    /// The days of `month` of `year`, a month outside 1...12 counted into the years around it.
    public static func daysInMonth(_ month: Int, of year: Int) -> Int {
        let (year, month) = normalized(year: year, month: month)
        let nominal = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        return nominal[month - 1] + (month == 2 && isLeap(year) ? 1 : 0)
    }

    /// A year and a month outside 1...12 as a month of 1...12 of the year before or after (`adjust_year_month`).
    static func normalized(year: Int, month: Int) -> (year: Int, month: Int) {
        let zeroBased = month - 1
        let carry = zeroBased >= 0 ? zeroBased / 12 : -((11 - zeroBased) / 12)
        return (year + carry, zeroBased - carry * 12 + 1)
    }

    /// The days from 1970-01-01 (days before it below 0).
    public var dayNumber: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146097 + dayOfEra - 719468
    }

    /// The day `number` days from 1970-01-01.
    public init(dayNumber number: Int) {
        let z = number + 719468
        let era = (z >= 0 ? z : z - 146096) / 146097
        let dayOfEra = z - era * 146097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shifted = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * shifted + 2) / 5 + 1
        month = shifted < 10 ? shifted + 3 : shifted - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    /// `day` of `month` of `year`, each past its end carried into the next as `mktime` carries it.
    public init(normalizing year: Int, month: Int, day: Int) {
        let (year, month) = Self.normalized(year: year, month: month)
        self.init(dayNumber: CalendarDate(year: year, month: month, day: 1).dayNumber + day - 1)
    }

    /// 0 Sunday to 6 Saturday.
    public var weekday: Int { ((dayNumber + 4) % 7 + 7) % 7 }

    /// The ISO 8601 week: that of the Thursday of this day's week, Monday to Sunday.
    public var isoWeek: Int { (adding(days: 3 - (weekday + 6) % 7).dayOfYear - 1) / 7 + 1 }

    /// 1 for the 1st of January.
    public var dayOfYear: Int { dayNumber - CalendarDate(year: year, month: 1, day: 1).dayNumber + 1 }

    /// `days` days later (earlier below 0).
    public func adding(days: Int) -> CalendarDate { CalendarDate(dayNumber: dayNumber + days) }

    /// A month on as dialog's calendar moves it: as many days as this month has; back, as many as the month before.
    public func addingMonth(forward: Bool) -> CalendarDate {
        adding(days: forward ? Self.daysInMonth(month, of: year) : -Self.daysInMonth(month - 1, of: year))
    }

    /// A year on as dialog's calendar moves it: as many days as this year has; back, as many as the year before.
    public func addingYear(forward: Bool) -> CalendarDate {
        adding(days: forward ? Self.daysInYear(year) : -Self.daysInYear(year - 1))
    }

    /// The day dialog's `--calendar` starts on: `today` with the year (1900 on), the month (1 on) and the day (when
    /// the month has it) given, anything past a month's end carried on as `mktime` carries it.
    public static func starting(today: CalendarDate, day: Int, month: Int, year: Int) -> CalendarDate {
        var (y, m, d) = (today.year, today.month, today.day)
        if year >= 1900 { y = year }
        if month >= 1 { m = month }
        if day > 0, day <= daysInMonth(m, of: y) { d = day }
        return CalendarDate(normalizing: y, month: m, day: d)
    }

    /// The day of `time`.
    public init(_ time: LocalTime) { self.init(year: time.year, month: time.month, day: time.day) }

    /// `format` with strftime's codes filled from this day and `time`'s time of day, names in `locale`'s words (nil
    /// when it comes to nothing).
    public func formatted(_ format: String, at time: LocalTime, locale: String = "C") -> String? {
        LocalTime(year: year, month: month, day: day, hour: time.hour, minute: time.minute, second: time.second)
            .formatted(format, weekday: weekday, dayOfYear: dayOfYear, locale: locale)
    }

    /// dialog's answer without `--date-format`: `dd/mm/yyyy`.
    public var dialogText: String {
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(two(day))/\(two(month))/\(year)"
    }
}
