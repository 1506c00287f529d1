/// What an input's value must be, and what the box says when it is not: the pattern (a `ValidationPattern`, which
/// never backtracks) matches the whole value, as HTML's `pattern` attribute does.
public struct InputValidation: Sendable {
    public var required: Bool
    public var pattern: ValidationPattern?
    /// Replaces the default messages.
    public var errorMessage: String?

    public static let requiredMessage = "A value is required"
    public static let invalidMessage = "That value is not valid"

    public init(required: Bool = false, pattern: ValidationPattern? = nil, errorMessage: String? = nil) {
        self.required = required
        self.pattern = pattern
        self.errorMessage = errorMessage.map { Sanitizer.sanitize($0, keepNewlines: false, keepTabs: false) }
    }

    /// Whether any value can be refused, so the box keeps a row for the message.
    public var isActive: Bool { required || pattern != nil }

    /// Why `value` cannot be accepted, or nil when it can. Never quotes the value: it may be a password.
    public func problem(with value: String) -> String? {
        if required && value.isEmpty { return errorMessage ?? Self.requiredMessage }
        if let pattern, !pattern.matchesWhole(value) { return errorMessage ?? Self.invalidMessage }
        return nil
    }
}
