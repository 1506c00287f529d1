#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// The local date and time of day, as `localtime` gives them.
public struct LocalTime: Equatable, Sendable {
    public var date: CalendarDate
    public var hour: Int
    public var minute: Int
    public var second: Int

    public init(date: CalendarDate, hour: Int, minute: Int, second: Int) {
        self.date = date
        self.hour = hour
        self.minute = minute
        self.second = second
    }

    /// Now, in the local time zone.
    public static func now() -> LocalTime {
        var clock = time(nil), parts = tm()
        localtime_r(&clock, &parts)
        return LocalTime(date: CalendarDate(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday)),
                         hour: Int(parts.tm_hour), minute: Int(parts.tm_min), second: Int(parts.tm_sec))
    }

    /// `format` with strftime's codes filled from this time; nil when it comes to nothing (or more than 1 KiB).
    public func formatted(_ format: String) -> String? {
        var clock = time(nil), parts = tm()
        // The zone's fields (%Z, %z) from now; the date and time from this value.
        localtime_r(&clock, &parts)
        parts.tm_year = Int32(date.year - 1900)
        parts.tm_mon = Int32(date.month - 1)
        parts.tm_mday = Int32(date.day)
        parts.tm_wday = Int32(date.weekday)
        parts.tm_yday = Int32(date.dayOfYear - 1)
        parts.tm_hour = Int32(hour)
        parts.tm_min = Int32(minute)
        parts.tm_sec = Int32(second)
        var bytes = [CChar](repeating: 0, count: 1024)
        let used = strftime(&bytes, bytes.count - 1, format, &parts)
        guard used > 0 else { return nil }
        return String(decoding: bytes.prefix(used).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
