/// The lines `LineWrapper` makes, kept as ranges of the text (two 32-bit offsets, made a string only when a shown
/// row reads it: a 16 MiB message at 54 columns costs 2.5 MiB, not 35 MiB of strings); lines with spaces of their
/// own and runs of blank lines are listed apart (`Mark`).
struct WrappedLines: RandomAccessCollection, Equatable, Sendable {
    /// The text the lines are ranges of.
    let text: String
    let tabWidth: Int
    /// Each stored line's start and end offsets, in blocks (an array of a million lines would be copied as it doubled).
    private let blocks: [[UInt32]]
    /// The lines that are not their range alone, in order.
    private let marks: [Mark]
    /// Each stored line's starting column modulo the tab width, in blocks; empty when none holds a tab.
    private let tabColumns: [[UInt32]]
    let count: Int

    /// Offsets in a block: 256 KiB.
    static let blockSize = 65_536

    /// A line that starts with spaces of its own, or a run of blank lines.
    struct Mark: Equatable, Sendable {
        /// The first line it is for, and how many (more than one only for blank lines).
        var line: Int
        var count: Int
        /// The stored range the lines are drawn from.
        var entry: Int
        /// The spaces before the range.
        var lead: Int
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    /// Line `index`, its tabs expanded.
    subscript(index: Int) -> String {
        precondition(index >= 0 && index < count, "line \(index) of \(count)")
        let (entry, lead) = locate(index)
        // A block holds an even number of offsets, so a line's two are in the same one.
        let block = blocks[2 * entry / Self.blockSize], offset = 2 * entry % Self.blockSize
        let start = Int(block[offset]), end = Int(block[offset + 1])
        let spaces = String(repeating: " ", count: lead)
        guard start < end else { return spaces }
        return Self.withBytes(of: text) { bytes in
            let run = UnsafeBufferPointer(rebasing: bytes[start..<end])
            let hasTab = run.contains(0x09)
            if !hasTab && run.count <= Self.longRow { return spaces + String(decoding: run, as: UTF8.self) }
            guard hasTab else { return spaces + expanded(bytes, from: start, to: end, column: 0) }
            let half = Self.blockSize / 2
            let column = tabColumns.isEmpty ? 0 : Int(tabColumns[entry / half][entry % half])
            return spaces + expanded(bytes, from: start, to: end, column: column)
        }
    }

    /// The stored range of line `index`, and the spaces before it.
    private func locate(_ index: Int) -> (entry: Int, lead: Int) {
        // The last mark at or before the line.
        var low = 0, high = marks.count
        while low < high {
            let middle = (low + high) / 2
            if marks[middle].line <= index { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return (index, 0) }
        let mark = marks[low - 1]
        if index < mark.line + mark.count { return (mark.entry, mark.lead) }
        return (mark.entry + 1 + index - mark.line - mark.count, 0)
    }

    /// A row of more bytes than this is built a grapheme at a time (see `longestGrapheme`).
    static let longRow = 4096

    /// The most bytes of a grapheme a row keeps (tmux keeps 21): a letter with millions of marks is one cell wide.
    static let longestGrapheme = 32

    /// `bytes[start..<end]`, tabs expanded from `column`, each grapheme cut to `longestGrapheme` bytes.
    private func expanded(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, column: Int) -> String {
        var line: [UInt8] = []
        line.reserveCapacity(Swift.min(end - start, Self.longRow) + 8 * tabWidth)
        var column = column, index = start
        while index < end {
            let byte = bytes[index]
            if byte == 0x09 {
                let spaces = tabWidth - column % tabWidth
                line.append(contentsOf: repeatElement(0x20, count: spaces))
                column += spaces
                index += 1
            } else if byte == 0x20 {
                line.append(0x20)
                column += 1
                index += 1
            } else {
                let (clusterEnd, width) = LineWrapper.cluster(in: bytes, at: index, of: text)
                var kept = Swift.min(clusterEnd, end)
                if kept - index > Self.longestGrapheme {
                    kept = index + Self.longestGrapheme
                    while kept > index + 1, bytes[kept] & 0xC0 == 0x80 { kept -= 1 }
                }
                line.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<kept]))
                column += width
                index = clusterEnd
            }
        }
        return String(decoding: line, as: UTF8.self)
    }

    /// Calls `body` with the UTF-8 of `text`, which a native string holds contiguously.
    static func withBytes<T>(of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        var native = text
        return native.withUTF8(body)
    }

    /// Where the lines are stored, the same for values that share them: what tests of that sharing compare.
    var storage: UnsafeRawPointer? { blocks.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) } }

    static func == (left: WrappedLines, right: WrappedLines) -> Bool {
        left.count == right.count && left.elementsEqual(right)
    }

    /// Collects the lines as `LineWrapper` finds them.
    struct Builder {
        let text: String
        let tabWidth: Int
        private var blocks: [[UInt32]] = []
        private var marks: [Mark] = []
        private var tabColumns: [[UInt32]] = []
        private var entries = 0
        private(set) var count = 0
        /// Whether the last line is blank, and its spaces.
        private var lastBlank: Int?

        init(text: String, tabWidth: Int) {
            self.text = text
            self.tabWidth = tabWidth
        }

        /// Adds a line of `lead` spaces then `text`'s bytes `start..<end`, starting at `column`.
        mutating func add(start: Int, end: Int, lead: Int, column: Int, hasTab: Bool) {
            if start == end {
                if lastBlank == lead, let last = marks.last, last.line + last.count == count, last.entry == entries - 1 {
                    marks[marks.count - 1].count += 1
                    count += 1
                    return
                }
                if lastBlank == lead {
                    marks.append(Mark(line: count - 1, count: 2, entry: entries - 1, lead: lead))
                    count += 1
                    return
                }
                lastBlank = lead
            } else {
                lastBlank = nil
            }
            let tabColumn = hasTab ? column % tabWidth : 0
            if tabColumn > 0 && tabColumns.isEmpty {
                // The first line that needs its column: the lines before start at 0, as far as their tabs go.
                for _ in 0..<entries { Self.append(0, to: &tabColumns, blockSize: WrappedLines.blockSize / 2) }
            }
            if !tabColumns.isEmpty {
                Self.append(UInt32(truncatingIfNeeded: tabColumn), to: &tabColumns, blockSize: WrappedLines.blockSize / 2)
            }
            Self.append(UInt32(truncatingIfNeeded: start), to: &blocks, blockSize: WrappedLines.blockSize)
            Self.append(UInt32(truncatingIfNeeded: end), to: &blocks, blockSize: WrappedLines.blockSize)
            entries += 1
            if lead > 0 {
                marks.append(Mark(line: count, count: 1, entry: entries - 1, lead: lead))
            }
            count += 1
        }

        private static func append(_ value: UInt32, to blocks: inout [[UInt32]], blockSize: Int) {
            if blocks.isEmpty || blocks[blocks.count - 1].count == blockSize {
                // The first block grows as a short text needs; the others are made whole at once.
                blocks.append([])
                if blocks.count > 1 { blocks[blocks.count - 1].reserveCapacity(blockSize) }
            }
            blocks[blocks.count - 1].append(value)
        }

        var lines: WrappedLines {
            WrappedLines(text: text, tabWidth: tabWidth, blocks: blocks, marks: marks, tabColumns: tabColumns, count: count)
        }
    }
}
