import DialogKit

/// libFuzzer entry point: bytes from a terminal through the key decoder, whole and split where the first
/// byte says. Every step must consume bytes or ask for more, and the split must not change the events.
@_cdecl("LLVMFuzzerTestOneInput")
public func keyDecoderTarget(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let stride = Int(data[0] % 7) + 1
    let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))

    for final in [false, true] {
        var offset = 0
        while offset < bytes.count {
            guard case .event(_, let consumed) = KeyDecoder.decode(bytes[offset...], final: final) else { break }
            precondition(consumed >= 1 && consumed <= bytes.count - offset, "a step consumed \(consumed) bytes")
            offset += consumed
        }
    }

    var whole = KeyDecoder()
    whole.feed(bytes)
    let expected = joined(drain(&whole, final: false) + drain(&whole, final: true))
    var pieces = KeyDecoder()
    var events: [InputEvent] = []
    var start = 0
    while start < bytes.count {
        let end = min(bytes.count, start + stride)
        pieces.feed(bytes[start..<end])
        events += drain(&pieces, final: false)
        start = end
    }
    events += drain(&pieces, final: true)
    precondition(joined(events) == expected, "split reads changed the events")

    // The same bytes as the body of a reply, in a 7-bit and the 8-bit forms (any length: past the decoder's
    // limit the rest is skipped), never type a key.
    let body = bytes.filter { ![0x07, 0x18, 0x1A, 0x1B, 0x9C, 0xC2].contains($0) }
    for (introducer, terminator) in [([0x1B, 0x5D], [0x1B, 0x5C]), ([0x9D], [0x9C]), ([0xC2, 0x90], [0xC2, 0x9C])] as [([UInt8], [UInt8])] {
        var reply = KeyDecoder()
        var start = 0
        let wire = introducer + body + terminator
        while start < wire.count {
            let end = min(wire.count, start + stride)
            reply.feed(wire[start..<end])
            for event in drain(&reply, final: false) {
                if case .key = event { preconditionFailure("a reply's byte typed \(event)") }
            }
            start = end
        }
        precondition(drain(&reply, final: true).isEmpty && !reply.hasPending, "a reply left bytes behind")
    }
    return 0
}

private func drain(_ decoder: inout KeyDecoder, final: Bool) -> [InputEvent] {
    var events: [InputEvent] = []
    while let event = decoder.next(final: final) {
        events.append(event)
        precondition(events.count <= 1 << 20, "the decoder never stops")
    }
    return events
}

/// Characters that only extend the one before (a skin tone in the next read) joined to it, as the field does.
private func joined(_ events: [InputEvent]) -> [InputEvent] {
    var result: [InputEvent] = []
    for event in events {
        if case .key(let key) = event, case .character(let character) = key.key, key.modifiers.isEmpty,
           case .key(var last)? = result.last, case .character(let previous) = last.key,
           (String(previous) + String(character)).count == 1 {
            last.key = .character(Character(String(previous) + String(character)))
            result[result.count - 1] = .key(last)
            continue
        }
        result.append(event)
    }
    return result
}
