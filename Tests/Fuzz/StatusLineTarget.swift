import DialogKit

/// libFuzzer entry point: bytes piped into `swalert wait` through the status-line parser, whole and split
/// where the first byte says. Percentages stay from 0 to 100, messages hold no control character but tab and
/// a block's newlines, and the split changes nothing.
@_cdecl("LLVMFuzzerTestOneInput")
public func statusLineTarget(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let stride = Int(data[0] % 13) + 1
    let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))

    var whole = StatusLineParser()
    let expected = whole.feed(bytes) + whole.finish()
    var pieces = StatusLineParser()
    var updates: [StatusUpdate] = []
    var start = 0
    while start < bytes.count {
        let end = min(bytes.count, start + stride)
        updates += pieces.feed(bytes[start..<end])
        start = end
    }
    updates += pieces.finish()
    precondition(updates == expected, "split reads changed the updates")
    for update in updates {
        if let percent = update.percent { precondition((0...100).contains(percent), "percent \(percent)") }
        if let message = update.message {
            precondition(!message.unicodeScalars.contains { $0 != "\t" && $0 != "\n" && ($0.value < 0x20 || (0x7F...0x9F).contains($0.value)) },
                         "a control character in \(message.debugDescription)")
        }
    }
    return 0
}
