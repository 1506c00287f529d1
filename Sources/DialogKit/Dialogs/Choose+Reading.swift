extension Choose {
    /// Makes a list's items from a pipe's chunks, keeping at most `maximumBytes` (each line's bytes and
    /// `itemOverhead`) and `maximumItems` lines; then it is full and the list says it was cut. An item is a whole
    /// line, so a line longer than what is left fills the reader at once: an endless line is never held past the bound.
    public struct ItemReader: Sendable {
        /// The most a list read from a pipe keeps, as a message does.
        public static let maximumBytes = 16 * 1024 * 1024
        /// The most lines read into a list: ten times the hundred thousand it is built for.
        public static let maximumItems = 1_000_000
        /// The longest line taken: any line that fits in `maximumBytes`.
        public static let maximumLineBytes = maximumBytes
        /// What each item counts beside its text: the item itself, its place in the list and in the filter's.
        public static let itemOverhead = 64

        public let delimiter: String?
        public let maximumBytes: Int
        public let maximumItems: Int
        private var splitter: LineSplitter
        /// What the items taken count against `maximumBytes`, how many they are, and whether a line did not fit.
        public private(set) var bytes = 0
        public private(set) var count = 0
        public private(set) var isFull = false

        /// What the list says once the reader is full: the bound it met, and that the rest was not read.
        public var notice: String { notice(in: .english) }

        /// The notice in `messages`' language.
        public func notice(in messages: Messages) -> String {
            count >= maximumItems ? messages.text(.listCutLines, ("count", Quantity.grouped(maximumItems)))
                : messages.text(.listCutBytes, ("size", Quantity.bytes(maximumBytes)))
        }

        public init(delimiter: String?, maximumBytes: Int = maximumBytes, maximumItems: Int = maximumItems,
                    maximumLineBytes: Int = maximumLineBytes) {
            self.delimiter = delimiter
            self.maximumBytes = maximumBytes
            self.maximumItems = maximumItems
            self.maximumLineBytes = maximumLineBytes
            splitter = LineSplitter(maximumLineBytes: min(maximumLineBytes, maximumBytes))
        }

        private let maximumLineBytes: Int

        /// The items that `chunk` completes, as many as fit.
        public mutating func feed(_ chunk: [UInt8]) -> [Item] {
            if isFull { return [] }
            let items = take(splitter.feed(chunk))
            // The line under way is longer than what is left: it can be no item, and nothing after it is read.
            if splitter.droppedBytes > 0 { isFull = true }
            return items
        }

        /// The last item, when the input ended without a newline.
        public mutating func finish() -> [Item] {
            isFull ? [] : take(splitter.finish())
        }

        private mutating func take(_ lines: [LineSplitter.Line]) -> [Item] {
            var items: [Item] = []
            items.reserveCapacity(lines.count)
            for line in lines {
                guard !line.isCut else {
                    isFull = true
                    break
                }
                let item = Item(parsing: line.text, delimiter: delimiter)
                let label = item.label == item.value ? 0 : item.label.utf8.count
                let cost = item.value.utf8.count + label + Self.itemOverhead
                guard count < maximumItems, bytes + cost <= maximumBytes else {
                    isFull = true
                    break
                }
                items.append(item)
                bytes += cost
                count += 1
            }
            // The next line can be no longer than what is left, so the line under way never holds more.
            splitter.maximumLineBytes = min(maximumLineBytes, max(0, maximumBytes - bytes - Self.itemOverhead))
            return items
        }
    }
}

extension Choose {
    /// What an Enter held while the items arrive answers: the best match, or the item the focus was moved to.
    public enum HeldAccept: Hashable, Sendable { case best, item(Int) }

    /// Enter while items still arrive: held until they all have, so that it answers the best match of the whole list
    /// (not whichever was first); a second Enter answers the focused item at once, for a pipe that never ends.
    mutating func pressEnterWhileReading() -> Effect<Outcome>? {
        guard heldAccept == nil else {
            heldAccept = nil
            return accept()
        }
        holdAccept()
        return nil
    }

    /// Holds Enter for the focused item, or for the best match when the focus is on the first.
    mutating func holdAccept() {
        heldAccept = list.focus == 0 ? .best : focusedItem.map(HeldAccept.item) ?? .best
    }

    /// Every item has arrived: the list is settled, and an Enter held meanwhile answers now.
    public mutating func finishReading() -> Effect<Outcome>? {
        isReading = false
        guard let held = heldAccept else { return nil }
        heldAccept = nil
        switch held {
        case .best: list.move(to: 0, rows: rows)
        case .item(let item): focusOn(item)
        }
        return accept()
    }
}
