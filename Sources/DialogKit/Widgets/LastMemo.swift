/// The value last made and the key it was made for, shared by the copies of the value type holding it (a dialog's
/// layout for a screen): made again only when asked for another key. Every access holds `lock`, which is what makes
/// it `Sendable`.
final class LastMemo<Key: Equatable, Value>: @unchecked Sendable {
    private let lock = Lock()
    private var key: Key?
    private var value: Value?

    /// The value kept when `key` is the one it was made for, else `make()`'s, kept in its place.
    func value(for key: Key, make: () -> Value) -> Value {
        lock.withLock {
            if let value, self.key == key { return value }
            let made = make()
            (self.key, value) = (key, made)
            return made
        }
    }
}
