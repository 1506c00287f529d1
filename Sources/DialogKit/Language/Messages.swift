/// The texts swalert's own dialogs draw, in one language: chosen once at start (`Language.select`) and handed to
/// each dialog with its presentation options. English is a switch on the key; nothing is built for any language.
public struct Messages: Sendable, Equatable {
    public var language: Language

    public init(_ language: Language = .en) { self.language = language }

    public static let english = Messages(.en)

    /// The text of `key`, placeholders left as they are.
    public subscript(_ key: MessageKey) -> String { MessageCatalogue.text(key, in: language) }

    /// The text of `key` with each `{name}` given in `values` filled in: `text(.formPage, ("page", "2"), ("pages", "3"))`.
    public func text(_ key: MessageKey, _ values: (name: String, value: String)...) -> String {
        Self.fill(self[key], values)
    }

    /// `template` with each `{name}` of `values` replaced by its value; other braces are kept.
    static func fill(_ template: String, _ values: [(name: String, value: String)]) -> String {
        guard !values.isEmpty, template.contains("{") else { return template }
        var result = "", rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            let after = rest[rest.index(after: open)...]
            guard let close = after.firstIndex(of: "}"),
                  let value = values.first(where: { $0.name == after[..<close] })?.value else {
                result.append("{")
                rest = after
                continue
            }
            result += value
            rest = after[after.index(after: close)...]
        }
        return result + rest
    }

    /// A key-hint word (`KeyBinding.helpText`, written in English in the binding tables) in this language.
    public func hint(_ english: String) -> String {
        guard language != .en, !english.isEmpty else { return english }
        for key in MessageKey.allCases where key.name.hasPrefix("hint.") && MessageCatalogue.en(key) == english {
            return self[key]
        }
        return english
    }

    /// A key-hint line (`←/→ move · Enter choose`: each part the keys, a space, the words) with its words in this
    /// language; the keys' names stay as they are.
    public func hintLine(_ line: String) -> String {
        guard language != .en, !line.isEmpty else { return line }
        var result = "", part = "", rest = Substring(line)
        let separator = " · "
        func flush() {
            if let space = part.firstIndex(of: " ") {
                result += part[...space]
                result += hint(String(part[part.index(after: space)...]))
            } else {
                result += part
            }
            part = ""
        }
        while let first = rest.first {
            if rest.hasPrefix(separator) {
                flush()
                result += separator
                rest = rest.dropFirst(separator.count)
            } else {
                part.append(first)
                rest = rest.dropFirst()
            }
        }
        flush()
        return result
    }
}
