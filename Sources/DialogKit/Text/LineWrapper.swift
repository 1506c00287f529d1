/// The state of one `TextWrap.wrap` call: the line being built and where the logical line stands.
///
/// Every method is `mutating` so that unoptimised builds do not copy the whole state for each call.
struct LineWrapper {
    let text: String
    let bytes: UnsafeBufferPointer<UInt8>
    let width: Int
    let tabWidth: Int
    let unlimited: Bool

    var lines: [String] = []
    /// The output line being built, as UTF-8, once it differs from the source text.
    var line: [UInt8] = []
    /// While the output line is an unchanged run of the source, `bytes[sliceStart..<sliceEnd]`; else -1.
    /// Most lines are, and copying them once when they are finished is what keeps large messages fast.
    var sliceStart = -1
    var sliceEnd = -1
    var lineWidth = 0
    /// Whether the line holds a word, as opposed to being new or holding only indentation.
    var lineHasWord = false
    /// Spaces seen since the last word; at the start of a logical line, its indentation.
    var pendingSpaces = 0
    /// Whether a tab made some of `pendingSpaces`, so that they are not a copy of the source.
    var pendingTab = false
    /// Whether a word of the current logical line has been placed yet.
    var placedWord = false

    init(text: String, bytes: UnsafeBufferPointer<UInt8>, width: Int, tabWidth: Int) {
        self.text = text
        self.bytes = bytes
        self.unlimited = width <= 0
        self.width = width <= 0 ? Int.max : width
        self.tabWidth = max(1, tabWidth)
    }

    mutating func wrapAll() {
        guard let base = bytes.baseAddress else {
            return
        }
        let count = bytes.count
        var start = 0
        while start < count {
            var end = start
            while end < count && base[end] != 0x0A {
                end += 1
            }
            // Tolerate CR LF line ends in text that was not sanitised.
            let contentEnd = end > start && base[end - 1] == 0x0D ? end - 1 : end
            wrapLogicalLine(base, from: start, to: contentEnd)
            start = end + 1
        }
    }

    private mutating func wrapLogicalLine(_ base: UnsafePointer<UInt8>, from start: Int, to end: Int) {
        let count = bytes.count
        var column = 0
        var wordStart = -1
        var wordWidth = 0
        var index = start
        while index < end {
            let byte = base[index]
            if byte == 0x20 || byte == 0x09 {
                if wordStart >= 0 {
                    if !extendSlice(from: wordStart, to: index, width: wordWidth) {
                        place(from: wordStart, to: index, width: wordWidth)
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
                // A run of printable ASCII is one cluster per byte, except that the last byte joins a
                // combining mark or other extender that may follow it.
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
                    }
                    wordWidth += runEnd - index
                    column += runEnd - index
                    index = runEnd
                    continue
                }
            }
            let (clusterEnd, clusterWidth) = cluster(at: index)
            if clusterWidth == 2 {
                // A wide glyph is a word of its own so that CJK text can break between any two glyphs.
                if wordStart >= 0 {
                    place(from: wordStart, to: index, width: wordWidth)
                    wordStart = -1
                }
                if !extendSlice(from: index, to: clusterEnd, width: 2) {
                    place(from: index, to: clusterEnd, width: 2)
                }
            } else {
                if wordStart < 0 {
                    wordStart = index
                    wordWidth = 0
                }
                wordWidth += clusterWidth
            }
            column += clusterWidth
            index = clusterEnd
        }
        if wordStart >= 0 {
            place(from: wordStart, to: end, width: wordWidth)
        }
        if !placedWord {
            // A line of nothing but spaces keeps them, like any indentation.
            indent(pendingSpaces)
        } else if unlimited {
            // Unwrapped lines keep their trailing spaces.
            append(from: end, to: end, width: 0, after: pendingSpaces, spacesFromSource: !pendingTab)
        }
        emitLine()
        pendingSpaces = 0
        pendingTab = false
        placedWord = false
    }

    /// Places a word that fits on the line and directly follows it in the source, if it is one.
    ///
    /// This is what almost every word of a long message takes, so it is kept apart from `place`, whose
    /// bigger frame costs more per call in unoptimised builds.
    private mutating func extendSlice(from start: Int, to end: Int, width wordWidth: Int) -> Bool {
        let spaces = start - sliceEnd
        guard sliceStart >= 0, lineHasWord, !pendingTab, spaces == pendingSpaces,
              lineWidth + spaces + wordWidth <= width else {
            return false
        }
        sliceEnd = end
        lineWidth += spaces + wordWidth
        pendingSpaces = 0
        return true
    }

    /// Places the word `bytes[start..<end]`, `wordWidth` columns wide, after the pending spaces.
    private mutating func place(from start: Int, to end: Int, width wordWidth: Int) {
        var spaces = pendingSpaces
        let spacesFromSource = !pendingTab
        pendingSpaces = 0
        pendingTab = false
        if !placedWord {
            placedWord = true
            indent(spaces)
            spaces = 0
        }
        if lineHasWord {
            if lineWidth + spaces + wordWidth <= width {
                append(from: start, to: end, width: wordWidth, after: spaces, spacesFromSource: spacesFromSource)
                return
            }
            emitLine()
        }
        lineHasWord = true
        if lineWidth + wordWidth <= width {
            append(from: start, to: end, width: wordWidth)
            return
        }
        // Too wide for a line of its own: break it between grapheme clusters.
        var index = start
        while index < end {
            let (clusterEnd, clusterWidth) = cluster(at: index)
            if lineWidth + clusterWidth > width && lineWidth > 0 {
                emitLine()
                lineHasWord = true
            }
            append(from: index, to: clusterEnd, width: clusterWidth)
            index = clusterEnd
        }
    }

    /// The end and width of the grapheme cluster that starts at `index`.
    private mutating func cluster(at index: Int) -> (end: Int, width: Int) {
        let byte = bytes[index]
        let next = index + 1
        if byte < 0x80 && (next == bytes.count || bytes[next] < 0x80) {
            return (next, byte >= 0x20 && byte != 0x7F ? 1 : 0)
        }
        return GraphemeScanner.cluster(in: bytes, at: index, of: text)
    }

    /// Adds the indentation of a logical line, over as many lines as it needs.
    private mutating func indent(_ spaces: Int) {
        var remaining = spaces
        while remaining > 0 {
            let room = width - lineWidth
            if room <= 0 {
                emitLine()
                continue
            }
            let count = min(room, remaining)
            writeSpaces(count)
            lineWidth += count
            remaining -= count
        }
    }

    /// Adds `spaces` spaces and then `bytes[start..<end]` to the line.
    ///
    /// `spacesFromSource` says whether the spaces are exactly the bytes before `start`, so that the line can
    /// stay a slice of the source.
    private mutating func append(
        from start: Int, to end: Int, width: Int, after spaces: Int = 0, spacesFromSource: Bool = true
    ) {
        if sliceStart >= 0 && spacesFromSource && start - sliceEnd == spaces {
            sliceEnd = end
        } else if sliceStart < 0 && line.isEmpty && spaces == 0 {
            sliceStart = start
            sliceEnd = end
        } else {
            writeSpaces(spaces)
            line.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<end]))
        }
        lineWidth += spaces + width
    }

    /// Writes spaces into `line`, first copying the slice there if the line was one.
    private mutating func writeSpaces(_ count: Int) {
        if sliceStart >= 0 {
            line.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[sliceStart..<sliceEnd]))
            sliceStart = -1
        }
        var remaining = count
        while remaining > 0 {
            line.append(0x20)
            remaining -= 1
        }
    }

    private mutating func emitLine() {
        if sliceStart >= 0 {
            let slice = UnsafeBufferPointer(rebasing: bytes[sliceStart..<sliceEnd])
            lines.append(String(decoding: slice, as: UTF8.self))
            sliceStart = -1
        } else {
            lines.append(String(decoding: line, as: UTF8.self))
            line.removeAll(keepingCapacity: true)
        }
        lineWidth = 0
        lineHasWord = false
    }
}
