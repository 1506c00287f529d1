/// What feeds a chooser its items as a pipe gives them, the list usable meanwhile: none at all ends it as `.noItems`;
/// past `Choose.ItemReader`'s bounds the rest is left unread and the list says it was cut.
public final class ItemSource: EventSource {
    public typealias Target = Choose

    public let descriptor: Int32
    private var reader: Choose.ItemReader
    /// Items read, not yet handed to the dialog.
    private var early: [Choose.Item] = []
    private var isOpen = true
    /// When the pipe ends with exactly one item and nothing typed, that item is the answer.
    private let selectIfOne: Bool

    /// A source reading lines from `descriptor`, each split at `delimiter` into a value and a label, at most
    /// `maximumBytes` of them (see `Choose.ItemReader`).
    public init(descriptor: Int32, delimiter: String?, selectIfOne: Bool = false,
                maximumBytes: Int = Choose.ItemReader.maximumBytes) {
        self.descriptor = descriptor
        self.selectIfOne = selectIfOne
        reader = Choose.ItemReader(delimiter: delimiter, maximumBytes: maximumBytes)
    }

    /// The pipe has ended, or the list is full: nothing more will be read.
    public var hasEnded: Bool { !isOpen }
    /// More was offered than the list keeps.
    public var isCut: Bool { reader.isFull }
    /// What the list says when it was cut (see `Choose.ItemReader.notice`).
    public var notice: String { reader.notice }
    /// The notice in `messages`' language.
    public func notice(in messages: Messages) -> String { reader.notice(in: messages) }

    public var descriptors: [Int32] { isOpen ? [descriptor] : [] }
    public var signals: [Signal] { [] }
    public var deadline: Double? { nil }

    /// Reads items before the dialog shows, until the pipe ends, the list is full, `enough` are in or `deadline`
    /// passes; a descriptor that cannot be read throws `MessageSource.ReadError`, as a message read from it would.
    public func readAhead(enough: Int = .max, deadline: Double?) throws {
        while isOpen, early.count < enough {
            let wait = deadline.map { max(0, $0 - Terminal.now()) }
            let read: [UInt8]?
            do { read = try ProcessContext.read(descriptor, capacity: Terminal.readCapacity, timeout: wait) } catch let error as SystemError {
                throw MessageSource.ReadError(path: descriptor == ProcessContext.standardInput ? "standard input" : "descriptor \(descriptor)",
                                              reason: error)
            }
            if let chunk = read {
                take(chunk)
            } else if let deadline, Terminal.now() >= deadline {
                return
            }
        }
    }

    /// The items read ahead so far.
    public var itemsRead: [Choose.Item] { early }

    /// Reads the pipe to its end (or the bound) and returns every item; nil when `deadline` passed first.
    public func readAll(deadline: Double?) throws -> [Choose.Item]? {
        try readAhead(deadline: deadline)
        return isOpen ? nil : early
    }

    private func take(_ chunk: [UInt8]) {
        early += chunk.isEmpty ? reader.finish() : reader.feed(chunk)
        if chunk.isEmpty || reader.isFull { isOpen = false }
    }

    public func update(_ dialog: inout Choose, received: [Terminal.Received], signals: [Signal], now: Double)
        -> Effect<Choose.Outcome>? {
        if let chunk = received.first(where: { $0.descriptor == descriptor })?.bytes, isOpen { take(chunk) }
        if !early.isEmpty {
            dialog.append(early)
            early = []
        }
        guard !isOpen, dialog.isReading else { return nil }
        if reader.isFull { dialog.cutNotice = reader.notice(in: dialog.messages) }
        let held = dialog.finishReading()
        if dialog.items.isEmpty { return .finish(.noItems) }
        if selectIfOne, dialog.items.count == 1, dialog.query.isEmpty { return .finish(.chosen([0])) }
        return held
    }
}
