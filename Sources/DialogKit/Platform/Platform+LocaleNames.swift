#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// The C library's words for dates in a locale, as dialog's calendar draws them (`nl_langinfo`'s `MON_1`...).
public enum LocaleNames {
    /// The months' full names and the days' abbreviations, Sunday first, in `locale` (`de_DE.UTF-8`), as the C
    /// library has them; nil for the C locale, a locale not installed, or names that are not UTF-8.
    public static func calendar(locale: String) -> (months: [String], days: [String])? {
        guard !locale.isEmpty, locale != "C", locale != "POSIX", let handle = newlocale(LC_TIME_MASK, locale, nil) else {
            return nil
        }
        defer { freelocale(handle) }
        func name(_ item: Int) -> String? {
            nl_langinfo_l(nl_item(item), handle).flatMap { String(validatingCString: $0) }.flatMap { $0.isEmpty ? nil : $0 }
        }
        let months = (0..<12).compactMap { name(Int(MON_1) + $0) }
        let days = (0..<7).compactMap { name(Int(ABDAY_1) + $0) }
        guard months.count == 12, days.count == 7 else { return nil }
        return (months, days)
    }

    /// The first day of the week in `locale`, 0 Sunday, as glibc's `_NL_TIME_FIRST_WEEKDAY` counts it from
    /// `_NL_TIME_WEEK_1STDAY`; nil for the C locale, one not installed, or a C library without them.
    public static func firstWeekday(locale: String) -> Int? {
        #if canImport(Glibc)
        guard !locale.isEmpty, locale != "C", locale != "POSIX", let handle = newlocale(LC_TIME_MASK, locale, nil) else {
            return nil
        }
        defer { freelocale(handle) }
        guard let first = nl_langinfo_l(nl_item(_NL_TIME_FIRST_WEEKDAY), handle)?.pointee,
              let basis = nl_langinfo_l(nl_item(_NL_TIME_WEEK_1STDAY), handle) else { return nil }
        // The basis is a date (1997-11-30, a Sunday, or 1997-12-01, a Monday) kept in the pointer's bits.
        let basisDay: Int? = switch Int(bitPattern: basis) { case 19971130: 0; case 19971201: 1; default: nil }
        return basisDay.map { ((Int(first) - $0 - 1) % 7 + 7) % 7 }
        #else
        return nil
        #endif
    }
}
