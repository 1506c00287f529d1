/// A button's label and its hotkey, parsed from `&Save`: `&` marks the next character, `&&` is a literal `&`.
public struct ButtonLabel: Hashable, Sendable {
    /// The label as drawn and printed, without the `&` marks, sanitised.
    public var text: String
    /// The hotkey, lowercased, if the label marks one.
    public var hotkey: Character?
    /// Which grapheme of `text` is the hotkey, to underline it.
    public var hotkeyOffset: Int?

    public init(text: String, hotkey: Character? = nil, hotkeyOffset: Int? = nil) {
        self.text = text
        self.hotkey = hotkey
        self.hotkeyOffset = hotkeyOffset
    }

    /// Parses `&` marks; the first marked character becomes the hotkey.
    public init(parsing raw: String) {
        var text = "", hotkey: Character?, offset: Int?, count = 0
        var characters = raw.makeIterator()
        while let character = characters.next() {
            // A lone `&` at the end stands for itself.
            guard character == "&", let marked = characters.next() else {
                text.append(character)
                count += 1
                continue
            }
            if marked != "&", hotkey == nil, !marked.isWhitespace {
                hotkey = Character(marked.lowercased())
                offset = count
            }
            text.append(marked)
            count += 1
        }
        let clean = Sanitizer.sanitize(text, keepNewlines: false, keepTabs: false)
        self.init(text: clean, hotkey: hotkey, hotkeyOffset: clean == text ? offset : nil)
    }

    /// The label with a hotkey it does not mark itself (confirm's y and n), its first occurrence underlined.
    public func withImplicitHotkey(_ key: Character) -> ButtonLabel {
        guard hotkey == nil else { return self }
        let lower = Character(key.lowercased())
        let offset = text.firstIndex { Character($0.lowercased()) == lower }.map { text.distance(from: text.startIndex, to: $0) }
        return ButtonLabel(text: text, hotkey: lower, hotkeyOffset: offset)
    }
}
