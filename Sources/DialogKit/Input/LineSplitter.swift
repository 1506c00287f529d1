/// Splits bytes that arrive in chunks into lines, for a list read from a pipe: each line decoded as UTF-8
/// (invalid bytes become U+FFFD), a `\r` before its newline dropped, empty lines skipped.
public struct LineSplitter: Sendable {
    private var pending: [UInt8] = []

    public init() {}

    /// The lines that `chunk` completes; the last, unfinished line waits for the next chunk.
    public mutating func feed(_ chunk: [UInt8]) -> [String] {
        var lines: [String] = []
        var start = chunk.startIndex
        while let end = chunk[start...].firstIndex(of: UInt8(ascii: "\n")) {
            if pending.isEmpty {
                append(chunk[start..<end], to: &lines)
            } else {
                pending += chunk[start..<end]
                append(pending[...], to: &lines)
                pending = []
            }
            start = end + 1
        }
        pending += chunk[start...]
        return lines
    }

    /// The last line, when the input ended without a newline.
    public mutating func finish() -> [String] {
        var lines: [String] = []
        append(pending[...], to: &lines)
        pending = []
        return lines
    }

    /// Every line of `text`, as `feed` and `finish` would give them.
    public static func lines(of text: String) -> [String] {
        var splitter = LineSplitter()
        return splitter.feed(Array(text.utf8)) + splitter.finish()
    }

    private func append(_ bytes: ArraySlice<UInt8>, to lines: inout [String]) {
        let line = bytes.last == UInt8(ascii: "\r") ? bytes.dropLast() : bytes
        if !line.isEmpty { lines.append(Sanitizer.decode(line)) }
    }
}
