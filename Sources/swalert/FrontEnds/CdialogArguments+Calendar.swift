import DialogKit

extension CdialogArguments {
    /// A calendar's and a time box's own options: `--date-format`, `--time-format` and `--week-start`, read as
    /// `calendar.c`'s `WeekStart` reads it (a number, modulo 7; `locale`, the time locale's first day, found when the
    /// box is shown; or the start of a day's three-letter name; anything else Sunday). A week start below 0 is
    /// refused, as dialog ends with an error.
    /// `--iso-week` numbers the weeks as ISO 8601 does and, without `--week-start`, starts them on Monday.
    static func dateOptions(_ request: inout BoxRequest, _ strings: [String: String], flags: Set<String>) throws {
        request.dateFormat = strings["date-format"]
        request.timeFormat = strings["time-format"]
        request.isoWeeks = flags.contains("iso-week")
        if request.isoWeeks, strings["week-start"] == nil { request.weekStart = 1 }
        guard let option = strings["week-start"], !option.isEmpty else { return }
        if let number = BoxArguments.integer(option) {
            guard number >= 0 else { throw ArgumentsFailure(message: "--week-start needs a day, not \(number)") }
            request.weekStart = number % 7
        } else if option == "locale" {
            request.weekStartsAsLocale = true
        } else {
            let names = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
            request.weekStart = names.firstIndex { option.utf8.count <= 3 && $0.hasPrefix(option) } ?? 0
        }
    }
}
