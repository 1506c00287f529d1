/// The state of one wrapping of a text: the line being built, a range of the text (`WrappedLines`), and where the
/// logical line stands; only an indentation too wide for a line gives spaces that are no range (`lead`).
struct LineWrapper {
    let text: String
    let bytes: UnsafeBufferPointer<UInt8>
    let width: Int
    let tabWidth: Int
    let unlimited: Bool

    var lines: WrappedLines.Builder
    /// The columns the widest line takes, counted up to the first line as wide as the width or wider.
    var widest = 0

    /// Spaces at the start of the line that are not part of its range.
    var lead = 0
    /// The line's range of `bytes`, once it has one (else `rangeStart` is -1), and the column it starts at.
    var rangeStart = -1
    var rangeEnd = -1
    var rangeColumn = 0
    /// Whether the range holds a tab.
    var rangeHasTab = false
    var lineWidth = 0
    /// Whether the line holds a word, as opposed to being new or holding only indentation.
    var lineHasWord = false
    /// Where the logical line starts.
    var logicalStart = 0
    /// Spaces seen since the last word; at the start of a logical line, its indentation.
    var pendingSpaces = 0
    /// Whether a tab made some of `pendingSpaces`.
    var pendingTab = false
    /// Whether a word of the current logical line has been placed yet.
    var placedWord = false

    /// Prepares to wrap `text` (UTF-8 `bytes`) to `width` columns; offsets are 32 bits, so only its first 4 GiB.
    init(text: String, bytes: UnsafeBufferPointer<UInt8>, width: Int, tabWidth: Int) {
        self.text = text
        self.bytes = bytes.count <= Int(UInt32.max) ? bytes : UnsafeBufferPointer(rebasing: bytes[..<Int(UInt32.max)])
        self.unlimited = width <= 0
        self.width = width <= 0 ? Int.max : width
        self.tabWidth = max(1, tabWidth)
        lines = WrappedLines.Builder(text: text, tabWidth: self.tabWidth)
    }

    mutating func wrapAll() {
        guard let base = bytes.baseAddress else { return }
        let count = bytes.count
        var start = 0
        while start < count {
            var end = start
            while end < count && base[end] != 0x0A {
                end += 1
            }
            wrapLine(from: start, to: end)
            start = end + 1
        }
    }

    /// Wraps the logical line `bytes[start..<end]`, which ends before a line break or the end of the text.
    mutating func wrapLine(from start: Int, to end: Int) {
        guard let base = bytes.baseAddress else { return }
        // Tolerate CR LF line ends in text that was not sanitised.
        let contentEnd = end > start && base[end - 1] == 0x0D ? end - 1 : end
        wrapLogicalLine(base, from: start, to: contentEnd)
    }

    private mutating func wrapLogicalLine(_ base: UnsafePointer<UInt8>, from start: Int, to end: Int) {
        let count = bytes.count
        logicalStart = start
        var column = 0
        var wordStart = -1
        var wordWidth = 0
        var wordColumn = 0
        var index = start
        while index < end {
            let byte = base[index]
            if byte == 0x20 || byte == 0x09 {
                if wordStart >= 0 {
                    if !extend(to: index, width: wordWidth) {
                        place(from: wordStart, to: index, width: wordWidth, column: wordColumn)
                    }
                    wordStart = -1
                }
                let spaces = byte == 0x20 ? 1 : tabWidth - column % tabWidth
                column += spaces
                pendingSpaces += spaces
                pendingTab = pendingTab || byte == 0x09
                index += 1
                continue
            }
            if byte > 0x20 && byte < 0x7F {
                // A run of printable ASCII is a cluster per byte, but its last byte may join a mark that follows.
                var runEnd = index + 1
                while runEnd < end && base[runEnd] > 0x20 && base[runEnd] < 0x7F {
                    runEnd += 1
                }
                if runEnd < count && base[runEnd] >= 0x80 {
                    runEnd -= 1
                }
                if runEnd > index {
                    if wordStart < 0 {
                        wordStart = index
                        wordWidth = 0
                        wordColumn = column
                    }
                    wordWidth += runEnd - index
                    column += runEnd - index
                    index = runEnd
                    continue
                }
            }
            let (clusterEnd, clusterWidth) = Self.cluster(in: bytes, at: index, of: text)
            if clusterWidth == 2 {
                // A wide glyph is a word of its own so that CJK text can break between any two glyphs.
                if wordStart >= 0 {
                    place(from: wordStart, to: index, width: wordWidth, column: wordColumn)
                    wordStart = -1
                }
                if !extend(to: clusterEnd, width: 2) {
                    place(from: index, to: clusterEnd, width: 2, column: column)
                }
            } else {
                if wordStart < 0 {
                    wordStart = index
                    wordWidth = 0
                    wordColumn = column
                }
                wordWidth += clusterWidth
            }
            column += clusterWidth
            index = clusterEnd
        }
        if wordStart >= 0 {
            place(from: wordStart, to: end, width: wordWidth, column: wordColumn)
        }
        if !placedWord {
            // A line of nothing but spaces keeps them, like any indentation.
            indent(pendingSpaces, to: end)
        } else if unlimited && pendingSpaces > 0 {
            // Unwrapped lines keep their trailing spaces.
            rangeEnd = end
            rangeHasTab = rangeHasTab || pendingTab
            lineWidth += pendingSpaces
        }
        emitLine()
        pendingSpaces = 0
        pendingTab = false
        placedWord = false
    }

    /// Places a word that fits after the one on the line, if it does, the range reaching over the spaces between.
    private mutating func extend(to end: Int, width wordWidth: Int) -> Bool {
        guard lineHasWord, lineWidth + pendingSpaces + wordWidth <= width else { return false }
        rangeEnd = end
        rangeHasTab = rangeHasTab || pendingTab
        lineWidth += pendingSpaces + wordWidth
        pendingSpaces = 0
        pendingTab = false
        return true
    }

    /// Places the word `bytes[start..<end]`, starting at `column` of its logical line, after the pending spaces.
    private mutating func place(from start: Int, to end: Int, width wordWidth: Int, column: Int) {
        if !placedWord {
            placedWord = true
            indent(pendingSpaces, to: start)
            pendingSpaces = 0
            pendingTab = false
        }
        if lineHasWord {
            if extend(to: end, width: wordWidth) { return }
            emitLine()
        }
        pendingSpaces = 0
        pendingTab = false
        lineHasWord = true
        if lineWidth + wordWidth <= width {
            append(from: start, to: end, width: wordWidth, column: column)
            return
        }
        // Too wide for a line of its own: break it between grapheme clusters, as many ASCII letters at once as fit.
        var index = start
        var clusterColumn = column
        while index < end {
            var (clusterEnd, clusterWidth) = Self.cluster(in: bytes, at: index, of: text)
            if lineWidth + clusterWidth > width && lineWidth > 0 {
                emitLine()
                lineHasWord = true
            }
            if clusterWidth == 1 && clusterEnd == index + 1 {
                while clusterEnd < end, lineWidth + clusterWidth < width, bytes[clusterEnd] > 0x20, bytes[clusterEnd] < 0x7F,
                      clusterEnd + 1 == bytes.count || bytes[clusterEnd + 1] < 0x80 {
                    clusterEnd += 1
                    clusterWidth += 1
                }
            }
            append(from: index, to: clusterEnd, width: clusterWidth, column: clusterColumn)
            index = clusterEnd
            clusterColumn += clusterWidth
        }
    }

    /// The end and width of the grapheme cluster that starts at `index` of `bytes`, the UTF-8 of `text`: an ASCII
    /// byte before another is one, without a generic call.
    static func cluster(in bytes: UnsafeBufferPointer<UInt8>, at index: Int, of text: String) -> (end: Int, width: Int) {
        let byte = bytes[index]
        if byte < 0x80 && (index + 1 == bytes.count || bytes[index + 1] < 0x80) {
            return (index + 1, byte >= 0x20 && byte != 0x7F ? 1 : 0)
        }
        return GraphemeScanner.cluster(in: bytes, at: index, of: text)
    }

    /// Adds the logical line's indentation, `spaces` columns ending at `end`: the range's start if it fits, else spaces.
    private mutating func indent(_ spaces: Int, to end: Int) {
        guard spaces > 0 else { return }
        if spaces <= width {
            rangeStart = logicalStart
            rangeEnd = end
            rangeColumn = 0
            rangeHasTab = pendingTab
            lineWidth = spaces
            return
        }
        var remaining = spaces
        while remaining > 0 {
            let room = width - lineWidth
            if room <= 0 {
                emitLine()
                continue
            }
            let count = min(room, remaining)
            lead += count
            lineWidth += count
            remaining -= count
        }
    }

    /// Adds `bytes[start..<end]`, at `column` of its logical line, to the line's range.
    private mutating func append(from start: Int, to end: Int, width: Int, column: Int) {
        if rangeStart < 0 {
            rangeStart = start
            rangeColumn = column
        }
        rangeEnd = end
        lineWidth += width
    }

    private mutating func emitLine() {
        let start = rangeStart < 0 ? logicalStart : rangeStart
        lines.add(start: start, end: rangeStart < 0 ? start : rangeEnd, lead: lead, column: rangeColumn,
                  hasTab: rangeHasTab)
        if widest < width {
            widest = max(widest, lineWidth)
        }
        lead = 0
        rangeStart = -1
        rangeHasTab = false
        lineWidth = 0
        lineHasWord = false
    }
}
