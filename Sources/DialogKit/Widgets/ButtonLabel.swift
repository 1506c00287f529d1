/// A button's label with its optional hotkey, parsed from the `&Save` notation.
///
/// `&` marks the next character as the hotkey; `&&` is a literal `&`. There are no implicit hotkeys, so a
/// stray key never presses a destructive button.
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
        var text = ""
        var hotkey: Character?
        var offset: Int?
        var count = 0
        var marked = false
        for character in raw {
            if marked {
                marked = false
                if character == "&" {
                    text.append("&")
                    count += 1
                    continue
                }
                if hotkey == nil, !character.isWhitespace {
                    hotkey = Character(character.lowercased())
                    offset = count
                }
            } else if character == "&" {
                marked = true
                continue
            }
            text.append(character)
            count += 1
        }
        if marked { text.append("&") }
        let clean = Sanitizer.sanitize(text, keepNewlines: false, keepTabs: false)
        self.init(text: clean, hotkey: clean == text ? hotkey : hotkey, hotkeyOffset: clean == text ? offset : nil)
    }

    /// Gives the label a hotkey that it does not mark itself (confirm's y and n), underlining its first
    /// occurrence in the text when there is one.
    public func withImplicitHotkey(_ key: Character) -> ButtonLabel {
        guard hotkey == nil else { return self }
        let lower = Character(key.lowercased())
        let offset = text.firstIndex { Character($0.lowercased()) == lower }.map { text.distance(from: text.startIndex, to: $0) }
        return ButtonLabel(text: text, hotkey: lower, hotkeyOffset: offset)
    }
}
