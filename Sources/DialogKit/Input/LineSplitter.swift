/// Splits bytes arriving in chunks into a list's lines: decoded (`ByteEscape`), CR LF as LF, empty lines skipped,
/// each kept to `maximumLineBytes` (`cat /dev/zero` included).
public struct LineSplitter: Sendable {
    /// One line: its text, and whether it was cut at `maximumLineBytes`.
    public struct Line: Equatable, Sendable {
        public var text: String
        public var isCut: Bool

        public init(_ text: String, isCut: Bool = false) {
            self.text = text
            self.isCut = isCut
        }
    }

    /// The longest line kept by default: 64 KiB (a path is at most 4 KiB).
    public static let defaultMaximumLineBytes = 64 * 1024

    /// The longest line kept; a reader may lower it as what it keeps grows.
    public var maximumLineBytes: Int
    /// The start of the line under way, at most `maximumLineBytes` of it.
    private var pending: [UInt8] = []
    /// The line under way is longer than `maximumLineBytes`: what follows is dropped until its newline.
    private var overlong = false
    /// How many bytes of over-long lines were dropped so far.
    public private(set) var droppedBytes = 0

    public init(maximumLineBytes: Int = defaultMaximumLineBytes) {
        self.maximumLineBytes = max(1, maximumLineBytes)
    }

    /// The lines that `chunk` completes; the last, unfinished line waits for the next chunk.
    public mutating func feed(_ chunk: [UInt8]) -> [Line] {
        var lines: [Line] = []
        var start = chunk.startIndex
        while let end = chunk[start...].firstIndex(of: UInt8(ascii: "\n")) {
            if pending.isEmpty, !overlong, end - start <= maximumLineBytes {
                append(chunk[start..<end], cut: false, to: &lines)
            } else {
                keep(chunk[start..<end])
                append(pending[...], cut: overlong, to: &lines)
                pending = []
                overlong = false
            }
            start = end + 1
        }
        keep(chunk[start...])
        return lines
    }

    /// The last line, when the input ended without a newline.
    public mutating func finish() -> [Line] {
        var lines: [Line] = []
        append(pending[...], cut: overlong, to: &lines)
        pending = []
        overlong = false
        return lines
    }

    /// Every line of `text`, as `feed` and `finish` would give them from its bytes (however long).
    public static func lines(of text: String) -> [String] {
        text.utf8.split(separator: UInt8(ascii: "\n")).compactMap { line in
            let kept = line.last == UInt8(ascii: "\r") ? line.dropLast() : line
            return kept.isEmpty ? nil : String(Substring(kept))
        }
    }

    /// Adds `bytes` to the line under way, as much of them as it has room for.
    private mutating func keep(_ bytes: ArraySlice<UInt8>) {
        let room = max(0, maximumLineBytes - pending.count)
        if bytes.count > room {
            overlong = true
            droppedBytes += bytes.count - room
            pending += bytes.prefix(room)
        } else {
            pending += bytes
        }
    }

    /// Adds a whole line, less its CR; a cut one ends between two characters, not inside one the cut made invalid.
    @inline(__always)
    private func append(_ bytes: ArraySlice<UInt8>, cut: Bool, to lines: inout [Line]) {
        let line = cut ? bytes.dropLast(Self.unfinishedSequence(at: bytes))
            : bytes.last == UInt8(ascii: "\r") ? bytes.dropLast() : bytes
        if !line.isEmpty { lines.append(Line(ByteEscape.decode(line), isCut: cut)) }
    }

    /// How many bytes at the end of `bytes` begin a UTF-8 sequence that they do not finish.
    static func unfinishedSequence(at bytes: ArraySlice<UInt8>) -> Int {
        var lead = bytes.endIndex - 1, back = 1
        while lead >= bytes.startIndex, back < 4, bytes[lead] & 0xC0 == 0x80 {
            lead -= 1
            back += 1
        }
        guard lead >= bytes.startIndex, bytes[lead] >= 0xC0 else { return 0 }
        let length = bytes[lead] >= 0xF0 ? 4 : bytes[lead] >= 0xE0 ? 3 : 2
        return back < length ? back : 0
    }
}
