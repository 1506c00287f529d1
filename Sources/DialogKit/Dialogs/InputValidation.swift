/// What an input's value must be, and what the box says when it is not: the pattern (a `ValidationPattern`, which
/// never backtracks) matches the whole value, as HTML's `pattern` attribute does.
public struct InputValidation: Sendable {
    public var required: Bool
    public var pattern: ValidationPattern?
    /// Replaces the default messages.
    public var errorMessage: String?
    /// The language of the default messages.
    public var messages = Messages.english

    /// The default messages in English.
    public static var requiredMessage: String { Messages.english[.inputRequired] }
    public static var invalidMessage: String { Messages.english[.inputInvalid] }

    public init(required: Bool = false, pattern: ValidationPattern? = nil, errorMessage: String? = nil) {
        self.required = required
        self.pattern = pattern
        self.errorMessage = errorMessage.map { Sanitizer.sanitize($0, keepNewlines: false, keepTabs: false) }
    }

    /// Whether any value can be refused, so the box keeps a row for the message.
    public var isActive: Bool { required || pattern != nil }

    /// Why `value` cannot be accepted, or nil when it can. Never quotes the value: it may be a password.
    public func problem(with value: String) -> String? {
        if required && value.isEmpty { return errorMessage ?? messages[.inputRequired] }
        if let pattern, !pattern.matchesWhole(value) { return errorMessage ?? messages[.inputInvalid] }
        return nil
    }
}
