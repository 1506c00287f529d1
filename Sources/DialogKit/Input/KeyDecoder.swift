/// The outcome of decoding the front of an input buffer.
public enum DecodeResult: Equatable {
    /// A complete event, and how many bytes it used.
    case event(InputEvent, consumed: Int)
    /// The bytes so far begin a longer sequence: read more, or retry with `final` once the timeout expires.
    case needMore
}

/// Turns the bytes a terminal sends in raw mode into keys, mouse reports, pastes and query replies, purely; a lone
/// ESC is settled by the event loop, which waits ESCDELAY and decodes again with `final: true`. Byte layouts follow
/// xterm's ctlseqs (https://invisible-island.net/xterm/ctlseqs/ctlseqs.html) and the linux and rxvt variants.
public struct KeyDecoder {
    /// Largest bracketed-paste body delivered as one event; a longer paste arrives as several `.paste` events.
    static let pasteLimit = 1 << 20

    private var buffer: [UInt8] = []
    /// Offset of the first undecoded byte; consumed bytes are dropped in batches (see `consume`).
    private var head = 0
    /// A paste start marker has been consumed and its body begins at `head`.
    private var inPaste = false
    /// Where the search for the paste's end marker resumes, so a paste over many reads is scanned once.
    private var pasteSearchResume = 0
    /// The rest of an over-long reply being skipped to its terminator, none of it keys (see `Discard`).
    private var discarding: Discard?
    /// How far the string at `head` was scanned before it ran out of bytes (0: no string under way).
    private var stringScanned = 0

    public init() {}

    /// Decodes the first event in `bytes`; `.needMore` for empty input or an incomplete sequence. `final` (ESCDELAY
    /// passed) settles one: a lone ESC is `.escape`, an unfinished string `.unknown`, cut UTF-8 U+FFFD; but not a
    /// bracketed paste, which may stall longer and comes in pieces of `pasteLimit` (`next(final:)` carries it on).
    public static func decode(_ bytes: ArraySlice<UInt8>, final: Bool) -> DecodeResult {
        var decoder = KeyDecoder()
        decoder.feed(bytes)
        guard let event = decoder.next(final: final) else { return .needMore }
        return .event(event, consumed: bytes.count - decoder.pendingBytes.count)
    }

    /// Appends bytes read from the terminal.
    public mutating func feed(_ bytes: some Sequence<UInt8>) {
        buffer.append(contentsOf: bytes)
    }

    /// Whether bytes are buffered that are not yet an event, such as a lone ESC or an unfinished paste.
    public var hasPending: Bool { head < buffer.count || inPaste }

    /// Whether a reply has begun and not ended: its next bytes belong to it.
    var isInsideReply: Bool { discarding != nil || stringScanned > 0 }

    /// The bytes buffered that are not yet an event.
    var pendingBytes: ArraySlice<UInt8> { buffer[head...] }

    /// Whether a bracketed paste has begun and not yet ended.
    public var isInsidePaste: Bool { inPaste }

    /// Decodes and removes the next buffered event; with `final`, every byte is settled but an unfinished paste.
    public mutating func next(final: Bool) -> InputEvent? {
        if inPaste {
            return nextPastePiece()
        }
        if let kind = discarding {
            let scan = Self.skip(kind, InputBytes(buffer[head...]), final: final)
            consume(scan.consumed)
            guard scan.ended else { return nil }
            discarding = nil
        }
        let scanned = stringScanned
        stringScanned = 0
        switch Self.step(InputBytes(buffer[head...]), final: final, resume: scanned) {
        case .needMore:
            return nil
        case .needMoreString(let scanned):
            stringScanned = scanned
            return nil
        case .event(let event, let consumed):
            consume(consumed)
            return event
        case .discard(let event, let consumed, let kind):
            consume(consumed)
            discarding = kind
            return event
        case .pasteStart(let markerLength):
            consume(markerLength)
            inPaste = true
            pasteSearchResume = 0
            return nextPastePiece()
        }
    }

    private mutating func nextPastePiece() -> InputEvent? {
        let scan = Self.scanPaste(InputBytes(buffer[head...]), resumeAt: pasteSearchResume)
        guard let bodyEnd = scan.bodyEnd else {
            pasteSearchResume = scan.searchedTo
            return nil
        }
        let body = InputBytes(buffer[head...]).string(0..<bodyEnd)
        consume(scan.end)
        inPaste = !scan.isComplete
        pasteSearchResume = scan.searchedTo - scan.end
        return .paste(body)
    }

    private mutating func consume(_ count: Int) {
        head += count
        if head == buffer.count {
            // Keep an ordinary read buffer's capacity, but give back what a huge paste grew it to.
            buffer.removeAll(keepingCapacity: buffer.capacity <= 1 << 16)
            head = 0
        } else if head >= 1 << 12, head * 2 >= buffer.count {
            buffer.removeSubrange(0..<head)
            head = 0
        }
    }
}

extension KeyDecoder {
    /// One decoding step, before a bracketed paste body is looked at.
    enum Step {
        case event(InputEvent, consumed: Int)
        case needMore
        /// The same, inside a string scanned as far as `scanned` (see `terminalString`).
        case needMoreString(scanned: Int)
        /// `ESC [ 200 ~` of this length starts the input; the body and end marker follow.
        case pasteStart(markerLength: Int)
        /// A reply too long to keep: `event` for its first `consumed` bytes, the rest skipped to its terminator.
        case discard(InputEvent, consumed: Int, until: Discard)

        /// The first `length` bytes of `input`, consumed and reported raw as a sequence not understood.
        static func unknown(_ input: InputBytes, _ length: Int) -> Step {
            .event(.unknown(input.bytes(0..<length)), consumed: length)
        }

        /// The first `length` bytes of `input`, consumed and reported raw as a reply to a query.
        static func reply(_ input: InputBytes, _ length: Int) -> Step {
            .event(.terminalReply(input.bytes(0..<length)), consumed: length)
        }
    }

    /// One step; `resume` is where an earlier look at a string at the front stopped.
    static func step(_ input: InputBytes, final: Bool, resume: Int = 0) -> Step {
        guard input.count > 0 else { return .needMore }
        let first = input[0]
        if let (code, length) = c1(input) {
            // CSI and the strings in either form (ECMA-48 §5.3; xterm's ctlseqs, "C1 (8-Bit) Control Characters").
            if code == 0x9B { return csi(input, final: final, start: length) }
            if let isOSC = stringIsOSC(code) {
                return terminalString(input, final: final, start: length, isOSC: isOSC, resume: resume)
            }
            // Another C1 control, raw or as UTF-8, which would otherwise be taken for text: never a key.
            if first != 0x1B { return .unknown(input, length) }
        }
        switch first {
        case 0x1B: return escape(input, final: final)
        case 0x00...0x1F, 0x7F: return .event(.key(controlKey(first)), consumed: 1)
        default: return text(input, final: final)
        }
    }

    /// The C1 control `input` starts with and its length: `ESC` and a letter (`ESC [` is `0x9B`), raw, or UTF-8's.
    static func c1(_ input: InputBytes) -> (code: UInt8, length: Int)? {
        switch input[0] {
        case 0x80...0x9F: return (input[0], 1)
        case 0x1B where input.count > 1 && (0x40...0x5F).contains(input[1]): return (input[1] + 0x40, 2)
        case 0xC2 where input.count > 1 && (0x80...0x9F).contains(input[1]): return (input[1], 2)
        default: return nil
        }
    }

    /// Decodes input that starts with ESC and no CSI or string: SS3, an alt-modified key, or the Escape key.
    private static func escape(_ input: InputBytes, final: Bool) -> Step {
        guard input.count > 1 else {
            return final ? .event(.key(KeyEvent(.escape)), consumed: 1) : .needMore
        }
        switch input[1] {
        case UInt8(ascii: "O"): return csi(input, final: final, start: 2)
        case 0x1B: return doubleEscape(input, final: final)
        // Terminals report alt-x as ESC x (xterm's metaSendsEscape, the default almost everywhere else).
        default: return withAlt(step(input.dropping(1), final: final))
        }
    }

    /// The key after an ESC, with alt added; anything but a key leaves the ESC a plain Escape press.
    private static func withAlt(_ next: Step) -> Step {
        switch next {
        case .needMore, .needMoreString:
            return .needMore
        case .event(.key(let key), let consumed):
            return .event(.key(key.adding(.alt)), consumed: consumed + 1)
        case .event, .pasteStart, .discard:
            return .event(.key(KeyEvent(.escape)), consumed: 1)
        }
    }

    /// Decodes ESC ESC: alt plus an escape sequence (rxvt's meta-arrows, `ESC ESC [ A`), or two Escape presses.
    private static func doubleEscape(_ input: InputBytes, final: Bool) -> Step {
        guard input.count > 2 else {
            return final ? .event(.key(KeyEvent(.escape)), consumed: 1) : .needMore
        }
        guard input[2] == UInt8(ascii: "[") || input[2] == UInt8(ascii: "O") else {
            return .event(.key(KeyEvent(.escape)), consumed: 1)
        }
        return withAlt(step(input.dropping(1), final: final))
    }

    /// The key a C0 control byte or DEL stands for, in the usual terminal keyboard encoding.
    static func controlKey(_ byte: UInt8) -> KeyEvent {
        switch byte {
        case 0x0D, 0x0A: return KeyEvent(.enter)
        case 0x09: return KeyEvent(.tab)
        case 0x7F, 0x08: return KeyEvent(.backspace)
        case 0x1B: return KeyEvent(.escape)
        // Ctrl-space and ctrl-@ both send NUL; space is the key people press.
        case 0x00: return .ctrl(" ")
        case 0x01...0x1A: return .ctrl(Character(Unicode.Scalar(byte + 0x60)))
        // 0x1C–0x1F are ctrl-\ ctrl-] ctrl-^ ctrl-_.
        default: return .ctrl(Character(Unicode.Scalar(byte + 0x40)))
        }
    }
}
