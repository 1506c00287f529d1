import DialogKit

/// libFuzzer entry point: any bytes on the standard input of `swalert choose` and `swalert wait`, as an endless
/// pipe would send them: the input, read in pieces as long as the first byte says, again and again up to 1 MiB
/// (the second byte says how many times), through a chooser's `ItemReader` (with bounds of 64 KiB, 4 KiB a
/// line and 500 lines, so that the stream crosses them) and through the status-line parser of `wait`.
///
/// Whatever the bytes, the items kept count no more than the bound; none is longer than a line may be; a list
/// read whole and in pieces is the same; a line within the bounds comes back as the bytes it was. Memory is
/// checked by the run's limits (`scripts/fuzz`: `-malloc_limit_mb`, `-rss_limit_mb`): a reader that kept what it
/// was given would allocate megabytes at once for the longer streams, and keep lines longer than a line may be.
@_cdecl("LLVMFuzzerTestOneInput")
public func readerBoundsTarget(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 2 else { return 0 }
    let stride = Int(data[0] % 31) * 37 + 1
    let bytes = Array(UnsafeBufferPointer(start: data + 2, count: size - 2))
    // Up to 1 MiB in all: 1, 2, 4, ... copies, enough for the bounds below to matter many times over.
    let streamBytes = min(1 << 20, bytes.count << Int(data[1] % 16))
    let delimiter: String? = data[0] & 0x80 == 0 ? nil : "\t"

    // choose: the bounds hold however the bytes come.
    let maximumBytes = 64 * 1024, maximumLineBytes = 4096, maximumItems = 500
    var reader = Choose.ItemReader(delimiter: delimiter, maximumBytes: maximumBytes, maximumItems: maximumItems,
                                   maximumLineBytes: maximumLineBytes)
    var items: [Choose.Item] = []
    var fed = 0, offset = 0
    while fed < streamBytes, !reader.isFull {
        let count = min(stride, bytes.count - offset, streamBytes - fed)
        items += reader.feed(Array(bytes[offset..<offset + count]))
        offset = (offset + count) % bytes.count
        fed += count
    }
    items += reader.finish()
    precondition(items.count <= maximumItems, "\(items.count) items")
    precondition(items.count == reader.count, "the count")
    var kept = 0
    for item in items {
        let raw = ByteEscape.bytes(of: item.value)
        precondition(raw.count <= maximumLineBytes, "a value of \(raw.count) bytes")
        precondition(!item.label.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || ByteEscape.isEscape($0) },
                     "a control or an escape in a label")
        kept += item.value.utf8.count + (item.label == item.value ? 0 : item.label.utf8.count) + Choose.ItemReader.itemOverhead
    }
    precondition(kept == reader.bytes && kept <= maximumBytes, "\(kept) bytes kept")

    // The input once, whole and in pieces: the same items, and each line (within the bounds) as its bytes.
    var whole = Choose.ItemReader(delimiter: nil, maximumBytes: .max, maximumItems: .max, maximumLineBytes: maximumLineBytes)
    let once = whole.feed(bytes) + whole.finish()
    var pieces = Choose.ItemReader(delimiter: nil, maximumBytes: .max, maximumItems: .max, maximumLineBytes: maximumLineBytes)
    var split: [Choose.Item] = []
    var start = 0
    while start < bytes.count {
        let end = min(bytes.count, start + stride)
        split += pieces.feed(Array(bytes[start..<end]))
        start = end
    }
    split += pieces.finish()
    precondition(split == once, "split reads changed the items")
    let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        .map { $0.last == 0x0D ? $0.dropLast() : $0 }.filter { !$0.isEmpty }
    if lines.allSatisfy({ $0.count <= maximumLineBytes }) {
        precondition(once.map { ByteEscape.bytes(of: $0.value) } == lines.map { Array($0) }, "a value changed")
    }

    // wait: the status lines of the same stream, up to 64 KiB of it.
    var parser = StatusLineParser()
    fed = 0
    offset = 0
    while fed < min(streamBytes, 64 * 1024) {
        let count = min(stride, bytes.count - offset)
        for update in parser.feed(bytes[offset..<offset + count]) {
            if let percent = update.percent { precondition((0...100).contains(percent), "percent \(percent)") }
        }
        offset = (offset + count) % bytes.count
        fed += count
    }
    _ = parser.finish()
    return 0
}
