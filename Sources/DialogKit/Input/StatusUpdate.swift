/// What one status line asks of a wait dialog: a new message, a new percentage, or both.
public struct StatusUpdate: Hashable, Sendable, CustomStringConvertible {
    /// The new message, sanitised; nil leaves the message as it is.
    public var message: String?
    /// The new percentage, 0 to 100; nil leaves the gauge as it is.
    public var percent: Int?

    public init(message: String? = nil, percent: Int? = nil) {
        self.message = message
        self.percent = percent
    }

    public static func message(_ text: String) -> StatusUpdate { StatusUpdate(message: text) }
    public static func percent(_ value: Int) -> StatusUpdate { StatusUpdate(percent: value) }

    public var description: String {
        switch (percent, message) {
        case let (percent?, message?): return "\(percent)% \(message.debugDescription)"
        case let (percent?, nil): return "\(percent)%"
        case let (nil, message?): return message.debugDescription
        case (nil, nil): return "no change"
        }
    }
}
