#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// A local date and time of day, as `localtime` gives them: month 1 to 12, day 1 to 31.
public struct LocalTime: Equatable, Sendable {
    public var year: Int
    public var month: Int
    public var day: Int
    public var hour: Int
    public var minute: Int
    public var second: Int

    public init(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int) {
        (self.year, self.month, self.day) = (year, month, day)
        (self.hour, self.minute, self.second) = (hour, minute, second)
    }

    /// Now, in the local time zone.
    public static func now() -> LocalTime {
        var clock = time(nil), parts = tm()
        localtime_r(&clock, &parts)
        return LocalTime(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday),
                         hour: Int(parts.tm_hour), minute: Int(parts.tm_min), second: Int(parts.tm_sec))
    }

    /// `format` with strftime's codes filled from this time, its `weekday` (0 Sunday) and `dayOfYear` (1 on) as the
    /// caller counts them, names in `locale`'s words where the C library has it; nil when it comes to nothing (or
    /// more than 1 KiB).
    public func formatted(_ format: String, weekday: Int, dayOfYear: Int, locale: String = "C") -> String? {
        var clock = time(nil), parts = tm()
        // The zone's fields (%Z, %z) from now; the date and time from this value.
        localtime_r(&clock, &parts)
        parts.tm_year = Int32(clamping: year - 1900)
        parts.tm_mon = Int32(clamping: month - 1)
        parts.tm_mday = Int32(clamping: day)
        parts.tm_wday = Int32(clamping: weekday)
        parts.tm_yday = Int32(clamping: dayOfYear - 1)
        parts.tm_hour = Int32(clamping: hour)
        parts.tm_min = Int32(clamping: minute)
        parts.tm_sec = Int32(clamping: second)
        var bytes = [CChar](repeating: 0, count: 1024)
        let named = locale == "C" || locale.isEmpty ? nil : newlocale(LC_TIME_MASK, locale, nil)
        defer { if let named { freelocale(named) } }
        let used = named.map { strftime_l(&bytes, bytes.count - 1, format, &parts, $0) }
            ?? strftime(&bytes, bytes.count - 1, format, &parts)
        guard used > 0 else { return nil }
        return String(decoding: bytes.prefix(used).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
