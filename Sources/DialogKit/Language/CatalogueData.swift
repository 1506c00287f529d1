/// Reads the catalogues scripts/catalogues writes as data: a language's texts one after another in one literal, with
/// an index of where each starts (four lower-case hexadecimal digits a key, and one more for the end), and its
/// `# review` marks as one character a key. Nothing is built before a text is asked for.
enum CatalogueData {
    /// Text `number` of `texts`: its bytes from the index's `number`th start to the next one.
    static func text(_ number: Int, in texts: StaticString, index: StaticString) -> String {
        let (start, end) = index.withUTF8Buffer { (offset(number, in: $0), offset(number + 1, in: $0)) }
        return texts.withUTF8Buffer { String(decoding: UnsafeBufferPointer(rebasing: $0[start..<end]), as: UTF8.self) }
    }

    /// Whether key `number` is marked for review: an `r` at its place in `marks` (a `-` where it is not).
    static func marked(_ number: Int, in marks: StaticString) -> Bool {
        marks.withUTF8Buffer { number < $0.count && $0[number] == UInt8(ascii: "r") }
    }

    /// The `number`th four-digit hexadecimal figure of `index`.
    private static func offset(_ number: Int, in index: UnsafeBufferPointer<UInt8>) -> Int {
        var value = 0
        for byte in index[number * 4..<number * 4 + 4] {
            value = value << 4 | Int(byte <= UInt8(ascii: "9") ? byte - UInt8(ascii: "0") : byte - UInt8(ascii: "a") + 10)
        }
        return value
    }
}
