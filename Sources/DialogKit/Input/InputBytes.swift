/// A zero-based window onto the bytes being decoded, so offsets read as positions in the sequence (`input[1]`).
struct InputBytes {
    private let storage: ArraySlice<UInt8>

    init(_ storage: ArraySlice<UInt8>) {
        self.storage = storage
    }

    var count: Int { storage.count }

    subscript(offset: Int) -> UInt8 {
        storage[storage.startIndex + offset]
    }

    /// The same bytes without the first `n`, still counted from zero.
    func dropping(_ n: Int) -> InputBytes {
        InputBytes(storage.dropFirst(n))
    }

    /// A copy of the bytes at `offsets`, for events that report raw bytes.
    func bytes(_ offsets: Range<Int>) -> [UInt8] { Array(slice(offsets)) }

    /// The bytes at `offsets` decoded as UTF-8, with U+FFFD for anything invalid.
    func string(_ offsets: Range<Int>) -> String { String(decoding: slice(offsets), as: UTF8.self) }

    private func slice(_ offsets: Range<Int>) -> ArraySlice<UInt8> {
        storage[(storage.startIndex + offsets.lowerBound)..<(storage.startIndex + offsets.upperBound)]
    }

    /// Whether the bytes at `offset` spell out `pattern`; false when the input ends first.
    func matches(_ pattern: StaticString, at offset: Int) -> Bool {
        let length = pattern.utf8CodeUnitCount
        guard offset + length <= count else { return false }
        return pattern.withUTF8Buffer { expected in
            for i in 0..<length where self[offset + i] != expected[i] {
                return false
            }
            return true
        }
    }
}
