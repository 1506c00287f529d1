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
}
