/// A single line being edited: graphemes with their widths, the cursor between them and the kill buffer, a pure
/// value with a method per editing action; an edit re-segments only the graphemes beside it.
public struct LineEditor: Hashable, Sendable {
    /// The text, one grapheme cluster per element.
    public private(set) var graphemes: [Character]
    /// Each grapheme's width, 1 or 2 (a zero-width one is drawn as one column and carries `invisibleFlag`).
    private var widths: [UInt8]
    /// The cursor, as the number of graphemes before it.
    public private(set) var cursor: Int
    /// The text the last kill removed, for `yank`.
    public private(set) var killBuffer = ""
    /// The most graphemes the text may hold (nil: no limit).
    public let maximumLength: Int?
    /// Whether the last action was a kill, so consecutive kills collect into one yank as in readline.
    private var lastActionKilled = false

    /// An editor holding `text` (cleaned as if pasted, cut to `maximumLength`), the cursor at its end.
    public init(text: String = "", maximumLength: Int? = nil) {
        self.maximumLength = maximumLength.map { max(0, $0) }
        var characters = Array(Self.cleaned(text))
        if let limit = self.maximumLength, characters.count > limit { characters.removeSubrange(limit...) }
        graphemes = characters
        widths = characters.map(Self.columns)
        cursor = characters.count
    }

    /// The text as one string: O(length), for the end of the dialog, not for every key.
    public var text: String { String(graphemes) }
    /// The number of graphemes.
    public var count: Int { graphemes.count }
    public var isEmpty: Bool { graphemes.isEmpty }

    /// The columns grapheme `index` takes when drawn.
    public func width(at index: Int) -> Int { Int(widths[index] & ~Self.invisibleFlag) }

    /// Whether grapheme `index` is one a terminal would not advance for, shown as a stand-in.
    public func isInvisible(at index: Int) -> Bool { widths[index] & Self.invisibleFlag != 0 }

    private static let invisibleFlag: UInt8 = 0x80

    // MARK: - Moving

    public mutating func moveLeft() { move(to: cursor - 1) }
    public mutating func moveRight() { move(to: cursor + 1) }
    public mutating func moveToStart() { move(to: 0) }
    public mutating func moveToEnd() { move(to: count) }
    /// To the start of the word before the cursor (letters and digits, as readline's Alt-B).
    public mutating func moveWordLeft() { move(to: wordStart(before: cursor)) }
    /// To the end of the word after the cursor (as readline's Alt-F).
    public mutating func moveWordRight() { move(to: wordEnd(after: cursor)) }
    /// Puts the cursor before grapheme `index`, clamped to the text.
    public mutating func move(to index: Int) {
        cursor = min(max(index, 0), count)
        lastActionKilled = false
    }

    // MARK: - Inserting

    /// Inserts `text` at the cursor, cleaned as a paste; false when the maximum length cut something off.
    @discardableResult
    public mutating func insert(_ text: String) -> Bool {
        lastActionKilled = false
        // The common key: one printable ASCII character between ASCII neighbours, which nothing can join.
        if text.utf8.count == 1, let byte = text.utf8.first, byte >= 0x20, byte < 0x7F,
           cursor == 0 || graphemes[cursor - 1].isASCII, cursor == count || graphemes[cursor].isASCII {
            if let limit = maximumLength, count >= limit { return false }
            graphemes.insert(Character(Unicode.Scalar(byte)), at: cursor)
            widths.insert(1, at: cursor)
            cursor += 1
            return true
        }
        let clusters = Array(Self.cleaned(text))
        guard !clusters.isEmpty else { return true }
        // The graphemes either side of the cursor are segmented again with the new text: they may join it.
        let from = max(0, cursor - 1), to = min(count, cursor + 1)
        let head = String(graphemes[from..<cursor]), tail = String(graphemes[cursor..<to])
        let others = count - (to - from)
        // Joining only ever lowers the count, so this many inserted graphemes is the most that can fit.
        var kept = maximumLength.map { min(clusters.count, max(0, $0 - count + 1)) } ?? clusters.count
        while kept > 0 {
            let middle = String(clusters[..<kept])
            let segments = Array(head + middle + tail)
            if let limit = maximumLength, others + segments.count > limit {
                kept -= 1
                continue
            }
            splice(from..<to, with: segments, cursorAfterScalars: head.unicodeScalars.count + middle.unicodeScalars.count)
            return kept == clusters.count
        }
        return false
    }

    /// Replaces `range` with `segments`, the cursor after their first `scalars` scalars.
    private mutating func splice(_ range: Range<Int>, with segments: [Character], cursorAfterScalars scalars: Int) {
        var position = range.lowerBound, seen = 0
        for segment in segments where seen < scalars {
            seen += segment.unicodeScalars.count
            position += 1
        }
        graphemes.replaceSubrange(range, with: segments)
        widths.replaceSubrange(range, with: segments.map(Self.columns))
        cursor = position
    }

    // MARK: - Deleting

    /// Deletes the grapheme before the cursor (an emoji with its modifiers, a letter with its accents), or under it.
    public mutating func deleteBackward() { delete(at: cursor - 1) }
    public mutating func deleteForward() { delete(at: cursor) }

    private mutating func delete(at index: Int) {
        lastActionKilled = false
        guard index >= 0, index < count else { return }
        remove(index..<index + 1)
    }

    /// Ctrl-U: deletes from the start to the cursor into the kill buffer.
    public mutating func killToStart() { kill(0..<cursor, backward: true) }
    /// Ctrl-K: deletes from the cursor to the end into the kill buffer.
    public mutating func killToEnd() { kill(cursor..<count, backward: false) }
    /// Ctrl-W: deletes the whitespace-delimited word before the cursor (unix-word-rubout).
    public mutating func killWhitespaceWordBackward() {
        var start = cursor
        while start > 0, graphemes[start - 1].isWhitespace { start -= 1 }
        while start > 0, !graphemes[start - 1].isWhitespace { start -= 1 }
        kill(start..<cursor, backward: true)
    }
    /// Alt-Backspace: deletes back to the start of the word (letters and digits) before the cursor.
    public mutating func killWordBackward() { kill(wordStart(before: cursor)..<cursor, backward: true) }
    /// Alt-D: deletes forward to the end of the word after the cursor.
    public mutating func killWordForward() { kill(cursor..<wordEnd(after: cursor), backward: false) }

    /// Ctrl-Y: inserts the kill buffer at the cursor. Returns false when the maximum length cut it.
    @discardableResult
    public mutating func yank() -> Bool {
        guard !killBuffer.isEmpty else { return true }
        return insert(killBuffer)
    }

    /// Deletes `range` into the kill buffer; a kill right after a kill adds to it, as readline does.
    private mutating func kill(_ range: Range<Int>, backward: Bool) {
        guard !range.isEmpty else { return }
        let removed = String(graphemes[range])
        killBuffer = !lastActionKilled ? removed : backward ? removed + killBuffer : killBuffer + removed
        remove(range)
        lastActionKilled = true
    }

    /// Removes `range`, puts the cursor there, and lets the graphemes either side join if they now do.
    private mutating func remove(_ range: Range<Int>) {
        graphemes.removeSubrange(range)
        widths.removeSubrange(range)
        cursor = range.lowerBound
        guard cursor > 0, cursor < count else { return }
        let pair = String(graphemes[cursor - 1]) + String(graphemes[cursor])
        if pair.count == 1 {
            let merged = Character(pair)
            graphemes.replaceSubrange(cursor - 1...cursor, with: [merged])
            widths.replaceSubrange(cursor - 1...cursor, with: [Self.columns(merged)])
        }
    }

    // MARK: - Words

    /// Whether a grapheme is part of a word for Alt-B, Alt-F and Alt-D: letters, digits (any script) and `_`.
    static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    private func wordStart(before index: Int) -> Int {
        var start = index
        while start > 0, !Self.isWordCharacter(graphemes[start - 1]) { start -= 1 }
        while start > 0, Self.isWordCharacter(graphemes[start - 1]) { start -= 1 }
        return start
    }

    private func wordEnd(after index: Int) -> Int {
        var end = index
        while end < count, !Self.isWordCharacter(graphemes[end]) { end += 1 }
        while end < count, Self.isWordCharacter(graphemes[end]) { end += 1 }
        return end
    }

    // MARK: - Cleaning and measuring

    /// Text fit for a one-line field: line breaks and tabs become spaces, other controls are dropped.
    public static func cleaned(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { isControl($0) || ByteEscape.isEscape($0) }) else { return text }
        var source = Array(text.unicodeScalars)
        // A copied line usually ends with its newline, which is not meant as a trailing space.
        while let last = source.last, isControl(last), last != "\t" { source.removeLast() }
        var scalars = String.UnicodeScalarView()
        var previousWasCR = false
        // A --value's bytes that were not UTF-8 are edited as what they show, U+FFFD.
        var escaped: [UInt8] = []
        for scalar in source {
            defer { previousWasCR = scalar == "\r" }
            if ByteEscape.isEscape(scalar) {
                escaped.append(ByteEscape.byte(of: scalar))
                continue
            } else if !escaped.isEmpty {
                scalars += ByteEscape.shown(escaped).unicodeScalars
                escaped = []
            }
            switch scalar {
            case "\n" where previousWasCR: continue
            case "\r", "\n", "\t": scalars.append(" ")
            case _ where isControl(scalar): continue
            default: scalars.append(scalar)
            }
        }
        scalars += ByteEscape.shown(escaped).unicodeScalars
        return String(scalars)
    }

    /// C0 and C1 controls and the bidirectional ones ("Trojan Source"): none belongs in a value.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || (value >= 0x7F && value < 0xA0) || value == 0x061C || value == 0x200E || value == 0x200F
            || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
    }

    /// Columns a grapheme takes in the field; a zero-width one is a one-column stand-in, flagged.
    static func columns(_ character: Character) -> UInt8 {
        let width = character.displayWidth
        return width == 0 ? 1 | invisibleFlag : UInt8(min(2, width))
    }
}
