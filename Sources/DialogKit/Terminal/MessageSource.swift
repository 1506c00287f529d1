/// Where a dialog's message comes from: the command line, standard input, or a file.
public enum MessageSource: Equatable, Sendable {
    case text(String)
    case standardInput
    case file(String)

    /// The most of a message read from a file or stdin, then `truncatedAtBytes`: a pipe may never end (`yes |`), and the
    /// rest is left unread, as `head` does. A message on the command line is never cut.
    public static let maximumBytes = 16 * 1024 * 1024

    /// The most lines read (layout costs memory per line: 16 MiB of `yes` is 8 million), then `truncatedAtLines`.
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

    /// Reads the message as UTF-8 (invalid sequences become U+FFFD), bounded; an unreadable stdin throws `ReadError`.
    public func load() throws -> String {
        try load(maximumBytes: Self.maximumBytes, maximumLines: Self.maximumLines)
    }

    /// `load()` with other limits (the fuzz target's and the tests' small ones).
    public func load(maximumBytes: Int, maximumLines: Int) throws -> String {
        switch self {
        case .text(let text):
            return text
        case .standardInput:
            do { return try Self.read(Platform.standardInput, maximumBytes: maximumBytes, maximumLines: maximumLines) } catch let error as SystemError {
                throw ReadError(path: "standard input", reason: error)
            }
        case .file(let path):
            let descriptor: Int32
            do { descriptor = try Platform.openForReading(path) } catch let error as SystemError {
                throw ReadError(path: path, reason: error)
            }
            defer { Platform.close(descriptor) }
            do { return try Self.read(descriptor, maximumBytes: maximumBytes, maximumLines: maximumLines) } catch let error as SystemError {
                throw ReadError(path: path, reason: error)
            }
        }
    }

    /// Reads and decodes `fd` to its end or past a bound, cut at its last whole line or UTF-8 sequence, then the
    /// notice; decoded as the bytes come, so they are never held whole beside their text.
    static func read(_ fd: Int32, maximumBytes: Int, maximumLines: Int) throws -> String {
        let chunkSize = 65536
        var message = Message(limit: maximumBytes)
        // Bytes read and not yet decoded: a sequence the next read may complete, and what follows the last line.
        var pending: [UInt8] = []
        var total = 0, newlines = 0
        // The offset in `pending` of the newline that ends line `maximumLines`, once read.
        var lineEnd: Int?
        while true {
            if let end = lineEnd, pending.count > end + 1 {
                // Something follows the last line: the line limit cuts first, unless the text is too long by then.
                let whole = message.append(decoding: pending[..<end])
                return message.ending(with: whole ? truncatedAtLines : truncatedAtBytes)
            }
            if total > maximumBytes {
                // One byte past the limit tells a message that just fits from a longer one.
                let kept = completeSequences(pending, limit: max(0, maximumBytes - (total - pending.count)))
                _ = message.append(decoding: pending[..<kept])
                return message.ending(with: truncatedAtBytes)
            }
            let chunk = try Platform.read(fd, capacity: min(chunkSize, maximumBytes + 1 - total))
            if chunk.isEmpty {
                return message.append(decoding: pending[...]) ? message.text : message.ending(with: truncatedAtBytes)
            }
            if lineEnd == nil, let index = newline(maximumLines - newlines, in: chunk, counting: &newlines) {
                lineEnd = pending.count + index
            }
            pending.append(contentsOf: chunk)
            total += chunk.count
            let whole = wholeSequences(pending, upTo: lineEnd ?? pending.count)
            guard message.append(decoding: pending[..<whole]) else { return message.ending(with: truncatedAtBytes) }
            pending.removeSubrange(..<whole)
            lineEnd = lineEnd.map { $0 - whole }
        }
    }

    /// The text of a message as it is read, and what it takes decoded and shown.
    private struct Message {
        let limit: Int
        private(set) var text = ""
        private var shown = 0

        init(limit: Int) { self.limit = limit }

        /// Adds as much of `bytes`, decoded, as keeps the text within `limit`; false when that is not all of them.
        mutating func append(decoding bytes: ArraySlice<UInt8>) -> Bool {
            if bytes.isEmpty { return true }
            let piece = Sanitizer.decode(bytes)
            if let shownBytes = fits(piece[...]) {
                add(piece[...], shown: shownBytes)
                return true
            }
            // The longest prefix that fits: what a prefix takes grows with it.
            let utf8 = piece.utf8
            var low = 0, high = utf8.count
            while high - low > 1 {
                let middle = (low + high) / 2
                if fits(prefix(of: piece, bytes: middle)) != nil { low = middle } else { high = middle }
            }
            let kept = prefix(of: piece, bytes: low)
            if let shownBytes = fits(kept) { add(kept, shown: shownBytes) }
            return false
        }

        /// What `piece` takes shown, if it fits after the text.
        private func fits(_ piece: Substring) -> Int? {
            let decoded = piece.utf8.count
            guard text.utf8.count + decoded <= limit else { return nil }
            let shownBytes = Sanitizer.sanitizedSize(of: piece)
            return shown + shownBytes <= limit ? shownBytes : nil
        }

        /// The first `count` bytes of `piece`, or fewer, ending between two characters and not inside a CR LF.
        private func prefix(of piece: String, bytes count: Int) -> Substring {
            let utf8 = piece.utf8
            var end = utf8.index(utf8.startIndex, offsetBy: count)
            while end > utf8.startIndex, end < utf8.endIndex, utf8[end] & 0xC0 == 0x80 { utf8.formIndex(before: &end) }
            if end > utf8.startIndex, end < utf8.endIndex, utf8[end] == 0x0A, utf8[utf8.index(before: end)] == 0x0D {
                utf8.formIndex(before: &end)
            }
            return piece[..<end]
        }

        private mutating func add(_ piece: Substring, shown shownBytes: Int) {
            let size = text.utf8.count + piece.utf8.count
            if size > 65536, text.utf8.count <= 65536 {
                // Room for the longest at once, rather than doubling to twice the limit; pages never written stay unresident.
                text.reserveCapacity(min(limit, MessageSource.maximumBytes) + MessageSource.longestNotice)
            }
            text.append(contentsOf: piece)
            shown += shownBytes
        }

        /// The text followed by `notice`, added in place: `text + notice` would copy the text.
        mutating func ending(with notice: String) -> String {
            text.append(notice)
            return text
        }
    }

    private static let longestNotice = max(truncatedAtBytes.utf8.count, truncatedAtLines.utf8.count)

    /// The length of `bytes[..<end]` decodable now: not a UTF-8 sequence or a CR the next read may complete.
    static func wholeSequences(_ bytes: [UInt8], upTo end: Int) -> Int {
        var cut = end
        if end == bytes.count {
            // The lead byte of the last sequence, if it is among the last three bytes (none is longer than four).
            var lead = end - 1
            while lead >= 0, lead > end - 4, bytes[lead] & 0xC0 == 0x80 { lead -= 1 }
            if lead >= 0, lead > end - 4, bytes[lead] >= 0xC0 {
                let length = bytes[lead] >= 0xF0 ? 4 : bytes[lead] >= 0xE0 ? 3 : 2
                if end - lead < length { cut = lead }
            }
        }
        if cut > 0, bytes[cut - 1] == 0x0D { cut -= 1 }
        return cut
    }

    /// The offset of the `nth` newline in `chunk` (memchr), if it has that many; else adds how many it has to `count`.
    private static func newline(_ nth: Int, in chunk: [UInt8], counting count: inout Int) -> Int? {
        chunk.withUnsafeBytes { buffer in
            var from = 0, seen = 0
            while let offset = Platform.firstOffset(of: 0x0A, in: buffer, from: from) {
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

    /// The longest prefix of `bytes`, at most `limit` long, that ends at a UTF-8 sequence boundary.
    static func completeSequences(_ bytes: [UInt8], limit: Int) -> Int {
        guard limit < bytes.count else { return bytes.count }
        // A continuation byte (10xxxxxx) at `limit`: back up to its lead byte, at most three bytes.
        var end = limit
        while end > 0, limit - end < 3, bytes[end] & 0xC0 == 0x80 { end -= 1 }
        // Only a lead byte whose sequence reaches `limit` is split by the cut; other continuation bytes are strays.
        guard bytes[end] >= 0xC0 else { return limit }
        let length = bytes[end] >= 0xF0 ? 4 : bytes[end] >= 0xE0 ? 3 : 2
        return end + length > limit ? end : limit
    }
}


private extension Substring {
    var trimmingLeadingSpace: String { String(drop { $0 == " " }) }
}
