/// One row of a keymap: the keys that trigger an action, and how the help line names them.
public struct KeyBinding<Action>: Sendable where Action: Sendable {
    public var keys: [KeyEvent]
    public var action: Action
    /// How the help line shows the keys ("←/→"), or nil to leave this binding out of the help line.
    public var helpKeys: String?
    /// What the help line says the keys do ("move").
    public var helpText: String

    public init(_ keys: [KeyEvent], _ action: Action, help helpKeys: String? = nil, _ helpText: String = "") {
        self.keys = keys
        self.action = action
        self.helpKeys = helpKeys
        self.helpText = helpText
    }
}

/// The one table from keys to actions: behaviour and the help line both come from it (dialog's DLGK_*, bubbles').
public struct Keymap<Action>: Sendable, ExpressibleByArrayLiteral where Action: Sendable {
    public var bindings: [KeyBinding<Action>] { didSet { bindsText = Self.bindsText(bindings) } }
    /// Whether a binding takes a key that types text: where none does, a typed letter is looked up in none.
    private var bindsText: Bool

    public init(_ bindings: [KeyBinding<Action>]) {
        self.bindings = bindings
        bindsText = Self.bindsText(bindings)
    }

    public init(arrayLiteral bindings: KeyBinding<Action>...) { self.init(bindings) }

    /// The action bound to `key`, if any (the first binding that lists it wins).
    public func action(for key: KeyEvent) -> Action? {
        if !bindsText, key.typesText { return nil }
        for index in bindings.indices where bindings[index].keys.contains(key) { return bindings[index].action }
        return nil
    }

    private static func bindsText(_ bindings: [KeyBinding<Action>]) -> Bool {
        for binding in bindings where binding.keys.contains(where: { $0.typesText }) { return true }
        return false
    }

    /// The bindings that have help text in one line after `line`, e.g. "←/→ move · Enter choose · Esc cancel".
    public func helpLine(after line: String = "") -> String {
        var line = line
        for binding in bindings {
            guard let keys = binding.helpKeys else { continue }
            if !line.isEmpty { line += " · " }
            line += keys
            line += " "
            line += binding.helpText
        }
        return line
    }

    public var helpLine: String { helpLine() }
}
