/// Modifier keys held while a key was pressed or the mouse was used.
public struct Modifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    public static let shift = Modifiers(rawValue: 1 << 0)
    public static let alt = Modifiers(rawValue: 1 << 1)
    public static let control = Modifiers(rawValue: 1 << 2)

    /// Decodes xterm's modifier parameter (`CSI 1 ; 5 C`: one plus 1 shift, 2 alt, 4 control; higher bits dropped).
    /// See https://invisible-island.net/xterm/ctlseqs/ctlseqs.html#h2-PC-Style-Function-Keys
    init(xtermParameter parameter: Int?) {
        guard let parameter, parameter > 1 else {
            self = []
            return
        }
        self.init(rawValue: UInt8(truncatingIfNeeded: (parameter - 1) & 0b111))
    }
}

/// A key as the terminal reports it, independent of modifiers.
public enum Key: Hashable, Sendable {
    /// Printable text: one full grapheme cluster, never a control character.
    case character(Character)
    case enter, tab, backspace, escape, delete, insert
    case up, down, left, right, home, end, pageUp, pageDown
    /// A function key, F1 through F12.
    case function(Int)
}

/// A key press together with the modifiers that were held.
public struct KeyEvent: Hashable, Sendable {
    public var key: Key
    public var modifiers: Modifiers

    public init(_ key: Key, _ modifiers: Modifiers = []) {
        self.key = key
        self.modifiers = modifiers
    }

    /// The event a terminal reports for control plus `character`: `.ctrl("c")` is what 0x03 decodes to.
    public static func ctrl(_ character: Character) -> KeyEvent {
        KeyEvent(.character(character), .control)
    }

    /// The modifiers first: one byte, where most bindings a typed letter is looked up in differ.
    public static func == (lhs: KeyEvent, rhs: KeyEvent) -> Bool {
        lhs.modifiers == rhs.modifiers && lhs.key == rhs.key
    }

    /// Whether the key types its character into a field: a character with no modifier but Shift.
    var typesText: Bool {
        guard case .character = key else { return false }
        return modifiers.isSubset(of: [.shift])
    }

    /// This event with `extra` modifiers added.
    func adding(_ extra: Modifiers) -> KeyEvent {
        KeyEvent(key, modifiers.union(extra))
    }
}
