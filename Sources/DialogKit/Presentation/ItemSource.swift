/// What feeds a chooser its items as they arrive: lines read from a pipe (standard input), so the list can be
/// moved through and filtered before the pipe ends.
///
/// When the pipe ends with no item at all the choice ends as `.noItems`. A pipe that never ends (`yes`) is read up
/// to `maximumItems` lines: the rest is left unread, and the position says so.
public final class ItemSource: EventSource {
    public typealias Target = Choose

    /// The most lines read into a list: ten times the hundred thousand it is built for, some 50 MB of short ones.
    public static let maximumItems = 1_000_000

    public let descriptor: Int32
    private let delimiter: String?
    private var splitter = LineSplitter()
    private var isOpen = true

    /// A source reading lines from `descriptor`, each split at `delimiter` into a value and a label.
    public init(descriptor: Int32, delimiter: String?) {
        self.descriptor = descriptor
        self.delimiter = delimiter
    }

    public var descriptors: [Int32] { isOpen ? [descriptor] : [] }
    public var signals: [Signal] { [] }
    public var deadline: Double? { nil }

    public func update(_ dialog: inout Choose, received: [Terminal.Received], signals: [Signal], now: Double)
        -> Effect<Choose.Outcome>? {
        guard isOpen, let chunk = received.first(where: { $0.descriptor == descriptor })?.bytes else { return nil }
        var lines = chunk.isEmpty ? splitter.finish() : splitter.feed(chunk)
        let room = Self.maximumItems - dialog.items.count
        let full = lines.count > room
        if full { lines.removeLast(lines.count - room) }
        dialog.append(lines.map { Choose.Item(parsing: $0, delimiter: delimiter) })
        if full {
            isOpen = false
            dialog.isReading = false
            dialog.isCut = true
            return nil
        }
        guard chunk.isEmpty else { return nil }
        isOpen = false
        dialog.isReading = false
        return dialog.items.isEmpty ? .finish(.noItems) : nil
    }

    public func intercept(_ signal: Signal, dialog: inout Choose, now: Double) -> Bool { false }
}
