#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// Where a dialog's message comes from: the command line, standard input, or a file.
public enum MessageSource: Equatable, Sendable {
    case text(String)
    case standardInput
    case file(String)

    /// The most of a message read from standard input or a file: 16 MiB.
    ///
    /// A dialog is read by a person, and something piped in may never end (`yes | swalert alert`), so the
    /// message is read up to this many bytes and no further. What is left is not read at all, not even to
    /// throw it away: a program still writing into the pipe gets SIGPIPE once swalert exits, as with `head`.
    /// The message shown then ends with `truncatedAtBytes`, on a line of its own. A message on the command
    /// line is never cut (the system's own limit on arguments is lower).
    public static let maximumBytes = 16 * 1024 * 1024

    /// The most lines of a message read from standard input or a file: 200,000.
    ///
    /// Laying a message out costs memory for every line as well as for every byte, so 16 MiB of short lines
    /// (8 million of them from `yes`) would take hundreds of MiB where 16 MiB of long ones takes tens. Past
    /// this many lines the message stops as it does at `maximumBytes`, and ends with `truncatedAtLines`.
    public static let maximumLines = 200_000

    /// The line that ends a message cut at `maximumBytes`.
    public static let truncatedAtBytes = "\n… (truncated: the message is longer than 16 MiB)"
    /// The line that ends a message cut at `maximumLines`.
    public static let truncatedAtLines = "\n… (truncated: the message is longer than 200,000 lines)"

    /// Why a message could not be read.
    public struct ReadError: Error, Equatable, CustomStringConvertible {
        public var path: String
        public var reason: SystemError
        public var description: String { "cannot read \(path): \(reason.description.split(separator: ":").last.map { $0.trimmingLeadingSpace } ?? "")" }
    }

    /// Reads the message as UTF-8 (invalid sequences become U+FFFD): at most `maximumBytes` and
    /// `maximumLines` of it.
    ///
    /// Standard input that cannot be read throws `ReadError` as a file does: a directory (EISDIR), or a
    /// closed descriptor (EBADF: `ProcessContext` puts a write-only /dev/null there, so reading it still fails).
    public func load() throws -> String {
        try load(maximumBytes: Self.maximumBytes, maximumLines: Self.maximumLines)
    }

    /// `load()` with other limits, for tests.
    func load(maximumBytes: Int, maximumLines: Int) throws -> String {
        switch self {
        case .text(let text):
            return text
        case .standardInput:
            do { return try Self.read(STDIN_FILENO, maximumBytes: maximumBytes, maximumLines: maximumLines) } catch let error as SystemError {
                throw ReadError(path: "standard input", reason: error)
            }
        case .file(let path):
            let descriptor: Int32
            do { descriptor = try Platform.open(path, O_RDONLY | O_CLOEXEC) } catch let error as SystemError {
                throw ReadError(path: path, reason: error)
            }
            defer { Platform.close(descriptor) }
            do { return try Self.read(descriptor, maximumBytes: maximumBytes, maximumLines: maximumLines) } catch let error as SystemError {
                throw ReadError(path: path, reason: error)
            }
        }
    }

    /// Reads `fd` to its end, or until it has more than `maximumBytes` bytes or `maximumLines` lines, and
    /// decodes what was read. A message cut short ends at its last whole line (lines) or its last whole UTF-8
    /// sequence (bytes), followed by the matching notice.
    static func read(_ fd: Int32, maximumBytes: Int, maximumLines: Int) throws -> String {
        let chunkSize = 65536
        let longest = maximumBytes + 1 + max(truncatedAtBytes.utf8.count, truncatedAtLines.utf8.count)
        var bytes: [UInt8] = []
        var newlines = 0
        // The offset of the newline that ends line `maximumLines`, once read.
        var lastLineEnd: Int?
        // One byte past either limit tells a message that just fits from a longer one.
        while bytes.count <= maximumBytes {
            if let lastLineEnd, bytes.count > lastLineEnd + 1 { break }
            let chunk = try Platform.read(fd, capacity: min(chunkSize, maximumBytes + 1 - bytes.count))
            if chunk.isEmpty { return Sanitizer.decode(bytes) }
            if lastLineEnd == nil, let index = newline(maximumLines - newlines, in: chunk, counting: &newlines) {
                lastLineEnd = bytes.count + index
            }
            bytes.append(contentsOf: chunk)
            if bytes.count >= chunkSize, bytes.capacity < longest {
                // A long message: room for the longest at once, rather than doubling to twice the limit. Pages
                // never written to are never resident.
                bytes.reserveCapacity(longest)
            }
        }
        let byteEnd = completeSequences(bytes, limit: maximumBytes)
        // The line limit wins when it cuts first: the message then ends at a line break.
        let atLines = lastLineEnd.map { $0 < bytes.count - 1 && $0 <= byteEnd } ?? false
        bytes.removeSubrange((atLines ? lastLineEnd! : byteEnd)...)
        // Decoded once, notice and all: a copy of the message fewer than decoding and then appending.
        bytes.append(contentsOf: (atLines ? truncatedAtLines : truncatedAtBytes).utf8)
        return Sanitizer.decode(bytes)
    }

    /// The offset of the `nth` newline in `chunk`, if it has that many; otherwise adds how many it has to `count`.
    ///
    /// memchr, so that counting lines costs little beside reading them even in a debug build.
    private static func newline(_ nth: Int, in chunk: [UInt8], counting count: inout Int) -> Int? {
        chunk.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return nil }
            var from = 0, seen = 0
            while from < buffer.count, let found = memchr(base + from, 0x0A, buffer.count - from) {
                let offset = base.distance(to: UnsafeRawPointer(found))
                seen += 1
                if seen == nth {
                    count += seen
                    return offset
                }
                from = offset + 1
            }
            count += seen
            return nil
        }
    }

    /// The length of the longest prefix of `bytes`, at most `limit` long, that ends at a UTF-8 sequence
    /// boundary: the cut must not make a character in the middle of it look invalid.
    static func completeSequences(_ bytes: [UInt8], limit: Int) -> Int {
        guard limit < bytes.count else { return bytes.count }
        // The byte at `limit` is the first one left out. When it continues a sequence (10xxxxxx), back up to
        // the byte that starts it and leave the whole sequence out: at most three bytes back, as no sequence
        // is longer than four. Continuation bytes with no start before them are invalid anyway: cut at `limit`.
        var end = limit
        while end > 0, limit - end < 3, bytes[end] & 0xC0 == 0x80 { end -= 1 }
        return bytes[end] & 0xC0 == 0x80 ? limit : end
    }
}


private extension Substring {
    var trimmingLeadingSpace: String { String(drop { $0 == " " }) }
}
