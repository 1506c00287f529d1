import DialogKit

// The words dialog's boxes draw of their own besides the buttons, in dialog's translations.

extension CalendarBox {
    /// dialog's Month and Year over the month in `language`, and the month's and days' names the C library has for
    /// `timeLocale` (English where it has none), as calendar.c reads them with `nl_langinfo`.
    mutating func speak(_ language: Language, timeLocale: String) {
        monthHeading = DialogLabelCatalogue.text(.calendarMonth, in: language)
        yearHeading = DialogLabelCatalogue.text(.calendarYear, in: language)
        if let names = LocaleNames.calendar(locale: timeLocale) {
            (monthNames, dayNames) = (names.months, names.days.map(Self.dayCell))
        }
    }

    /// A day's name as calendar.c prints it, `%3.3s`: cut to three bytes (a character cut in two is dropped, as the
    /// terminal drops its first bytes) and, when shorter, right-aligned in three bytes: `So` is ` So`, `dim.` `dim`.
    static func dayCell(_ name: String) -> String {
        var kept = "", bytes = 0
        for character in name {
            let size = character.utf8.count
            guard bytes + size <= 3 else { break }
            kept.append(character)
            bytes += size
        }
        return String(repeating: " ", count: max(0, 3 - name.utf8.count)) + kept
    }
}

extension FileSelect {
    /// dialog's Directories and Files over the lists, in `language`.
    mutating func speak(_ language: Language) {
        directoriesHeading = DialogLabelCatalogue.text(.fselectDirectories, in: language)
        filesHeading = DialogLabelCatalogue.text(.fselectFiles, in: language)
    }
}

extension MixedGauge {
    /// dialog's words for the statuses 0 to 9 and its Overall Progress, in `language`.
    mutating func speak(_ language: Language) {
        let keys: [DialogLabelKey?] = [.mixedgaugeSucceeded, .mixedgaugeFailed, .mixedgaugePassed, .mixedgaugeCompleted,
                                       .mixedgaugeChecked, .mixedgaugeDone, .mixedgaugeSkipped, .mixedgaugeInProgress, nil,
                                       .mixedgaugeNA]
        words = keys.map { $0.map { DialogLabelCatalogue.text($0, in: language) } ?? "" }
        overallProgress = DialogLabelCatalogue.text(.mixedgaugeOverallProgress, in: language)
    }
}
