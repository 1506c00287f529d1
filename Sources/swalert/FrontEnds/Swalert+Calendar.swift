import DialogKit

extension Swalert {
    /// cdialog's `--calendar`: OK, Extra and Help answer the day (`dd/mm/yyyy`, or `--date-format`), Cancel and Esc nothing.
    static func presentCalendar(_ request: BoxRequest, day: Int, month: Int, year: Int,
                                buttons okCancel: [(label: ButtonLabel, ending: BoxEnding)], defaultButton: Int,
                                on terminal: Terminal, options: PresentationOptions,
                                timedOut: BoxEnding) throws -> (BoxEnding, String?) {
        guard !options.plain else { return (.failed("--calendar needs a terminal that can draw it (not plain mode)"), nil) }
        let now = LocalTime.now()
        let start = CalendarDate.starting(today: CalendarDate(now), day: day, month: month, year: year)
        var calendar = CalendarBox(message: request.text, date: start, title: request.title, buttons: okCancel.map(\.label),
                                   defaultButton: defaultButton,
                                   weekStart: request.weekStart, isoWeeks: request.isoWeeks, width: request.width > 0 ? request.width : nil)
        calendar.backtitle = request.backtitle
        calendar.speak(request.language, timeLocale: request.timeLocale)
        calendar.begin = request.corner
        // As calendar.c: a height given is the rows above the month, sixteen more for the month, the days and the buttons.
        if request.height > 0 { calendar.height = request.height + 16 }
        switch try calendar.present(on: terminal, options: options) {
        case .finished(.pressed(let index, let date)):
            let ending = okCancel[index].ending
            guard ending != .cancel else { return (ending, nil) }
            return (ending, request.dateFormat.flatMap { date.formatted($0, at: now, locale: request.timeLocale) } ?? date.dialogText)
        case .finished(.dismissed): return (.escape, nil)
        case .finished(.timedOut): return (timedOut, nil)
        case .interrupted(let signal): return (.interrupted(signal), nil)
        }
    }

    /// cdialog's `--timebox`: OK, Extra and Help answer the time (`hh:mm:ss`, or `--time-format`), Cancel and Esc nothing.
    static func presentTimeBox(_ request: BoxRequest, hour: Int, minute: Int, second: Int,
                               buttons okCancel: [(label: ButtonLabel, ending: BoxEnding)], defaultButton: Int,
                               on terminal: Terminal, options: PresentationOptions,
                               timedOut: BoxEnding) throws -> (BoxEnding, String?) {
        guard !options.plain else { return (.failed("--timebox needs a terminal that can draw it (not plain mode)"), nil) }
        // As cdialog: a value past its period is an error; one below 0 is now's.
        guard hour < 24, minute < 60, second < 60 else { return (.failed("--timebox needs a time of day (00:00:00 to 23:59:59)"), nil) }
        let now = LocalTime.now()
        var box = TimeBox(message: request.text, hour: hour >= 0 ? hour : now.hour, minute: minute >= 0 ? minute : now.minute,
                          second: second >= 0 ? second : now.second, title: request.title, buttons: okCancel.map(\.label),
                          defaultButton: defaultButton, width: request.width > 0 ? request.width : nil)
        box.backtitle = request.backtitle
        box.begin = request.corner
        switch try box.present(on: terminal, options: options) {
        case .finished(.pressed(let index, let hour, let minute, let second)):
            let ending = okCancel[index].ending
            guard ending != .cancel else { return (ending, nil) }
            let time = LocalTime(year: now.year, month: now.month, day: now.day, hour: hour, minute: minute, second: second)
            let text = TimeBox.text(hour: hour, minute: minute, second: second)
            return (ending, request.timeFormat.flatMap { CalendarDate(now).formatted($0, at: time, locale: request.timeLocale) } ?? text)
        case .finished(.dismissed): return (.escape, nil)
        case .finished(.timedOut): return (timedOut, nil)
        case .interrupted(let signal): return (.interrupted(signal), nil)
        }
    }
}
