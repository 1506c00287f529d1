extension Form.Field {
    /// The answer the field starts with: its value, a multi's checked items in the items' order, a choose's value or
    /// its first item, a confirm's `yes`.
    public var initialValue: Form.Value {
        switch kind {
        case .multi: return .list(items.map(\.value).filter(selected.contains))
        case .confirm: return .flag(value.lowercased() != "no")
        case .choose: return .text(value.isEmpty ? items.first?.value ?? "" : value)
        default: return .text(value)
        }
    }

    /// Why `value` cannot be the field's answer, or nil when it can; `again` is a password's second entry. Never
    /// quotes the value: it may be a password.
    public func problem(with value: Form.Value, again: String? = nil) -> String? {
        let required = validation.errorMessage ?? validation.messages[.inputRequired]
        let messages = validation.messages
        switch (kind, value) {
        case (.note, _), (.confirm, .flag):
            return nil
        case (.multi, .list(let values)):
            if validation.required, values.isEmpty { return required }
            if let minimum, values.count < minimum { return validation.errorMessage ?? messages.text(.formAtLeast, ("minimum", "\(minimum)")) }
            if let maximum, values.count > maximum { return validation.errorMessage ?? messages.text(.formAtMost, ("maximum", "\(maximum)")) }
            return values.allSatisfy({ item in items.contains { $0.value == item } }) ? nil : messages[.formNotAChoice]
        case (.choose, .text(let text)):
            if text.isEmpty { return validation.required || !items.isEmpty ? required : nil }
            return items.contains(where: { $0.value == text }) ? nil : messages[.formNotAChoice]
        case (.number, .text(let text)):
            if text.isEmpty { return validation.required ? required : nil }
            guard let number = Self.wholeNumber(text), number >= minimum ?? .min, number <= maximum ?? .max else {
                return validation.errorMessage ?? numberRule
            }
            return validation.problem(with: text)
        case (.text, .text(let text)), (.password, .text(let text)), (.textarea, .text(let text)), (.file, .text(let text)):
            if let problem = validation.problem(with: text) { return problem }
            if let again, again != text { return messages[.formEntriesDiffer] }
            return nil
        default:
            return messages[.formNotAChoice]
        }
    }

    /// What a choice not among the items and two differing entries are told, in English.
    static var notAChoice: String { Messages.english[.formNotAChoice] }
    static var entriesDiffer: String { Messages.english[.formEntriesDiffer] }

    /// What a number field takes, said as its refusal.
    var numberRule: String {
        let messages = validation.messages
        switch (minimum, maximum) {
        case let (low?, high?): return messages.text(.formNumberRange, ("minimum", "\(low)"), ("maximum", "\(high)"))
        case let (low?, nil): return messages.text(.formNumberAtLeast, ("minimum", "\(low)"))
        case let (nil, high?): return messages.text(.formNumberAtMost, ("maximum", "\(high)"))
        case (nil, nil): return messages[.formNumber]
        }
    }

    /// Decimal digits with an optional leading `-`, as a whole number; nil for anything else or out of range.
    static func wholeNumber(_ text: String) -> Int? {
        let digits = text.utf8.first == UInt8(ascii: "-") ? text.utf8.dropFirst() : text.utf8[...]
        guard !digits.isEmpty, digits.count <= 19, digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
        else { return nil }
        return Int(text)
    }
}
