/// Counts and sizes as an error or a notice writes them, so that every bound reads the same.
public enum Quantity {
    /// `1,000` and the like.
    public static func grouped(_ number: Int) -> String {
        var digits = String(number), grouped = ""
        while digits.count > 3 {
            grouped = "," + digits.suffix(3) + grouped
            digits.removeLast(3)
        }
        return digits + grouped
    }

    /// `64 KiB`, `1 MiB`, or so many bytes (`1,500 bytes`).
    public static func bytes(_ count: Int) -> String {
        if count >= 1 << 20, count % (1 << 20) == 0 { return "\(count >> 20) MiB" }
        if count >= 1 << 10, count % (1 << 10) == 0 { return "\(count >> 10) KiB" }
        return "\(grouped(count)) bytes"
    }
}
