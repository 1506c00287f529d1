extension KeyDecoder {
    /// Longest OSC, DCS, APC, PM or SOS string kept; the rest is skipped to its terminator, never decoded as keys.
    static let terminalStringLimit = 1 << 16

    /// What ends the rest of an over-long reply that the stateful decoder skips.
    enum Discard: Equatable {
        /// A control sequence's parameters and intermediates, up to its final byte.
        case controlSequence
        /// A string's body, up to ST, BEL for an OSC, or an ESC, CAN or SUB that aborts it.
        case string(bellTerminates: Bool, eightBit: Bool)
    }

    /// Decodes an OSC, DCS, APC, PM or SOS string whose body starts at `start`, consumed whole as a reply: ST ends it
    /// (`ESC \`, `0x9C`, `C2 9C`), or BEL an OSC; ESC, CAN or SUB abort it, as in a terminal's parser. `resume` is
    /// where an earlier look stopped, so a reply a byte at a time is scanned once. See xterm's ctlseqs,
    /// https://invisible-island.net/xterm/ctlseqs/ctlseqs.html#h2-Operating-System-Commands
    static func terminalString(_ input: InputBytes, final: Bool, bellTerminates: Bool, start: Int,
                               isOSC: Bool = false, resume: Int = 0) -> Step {
        let eightBit = start == 1 || input[0] == 0xC2
        var i = max(start, resume)
        scan: while i < input.count {
            guard i < terminalStringLimit else {
                return .discard(.unknown(input.bytes(0..<i)), consumed: i,
                                until: .string(bellTerminates: bellTerminates, eightBit: eightBit))
            }
            switch input[i] {
            case 0x07 where bellTerminates:
                return stringReply(input, bodyStart: start, bodyEnd: i, length: i + 1, isOSC: isOSC)
            case 0x9C where eightBit:
                return stringReply(input, bodyStart: start, bodyEnd: i, length: i + 1, isOSC: isOSC)
            case 0xC2:
                guard i + 1 < input.count else { break scan }
                if input[i + 1] == 0x9C {
                    return stringReply(input, bodyStart: start, bodyEnd: i, length: i + 2, isOSC: isOSC)
                }
                i += 1
            case 0x1B:
                guard i + 1 < input.count else { break scan }
                if input[i + 1] == UInt8(ascii: "\\") {
                    return stringReply(input, bodyStart: start, bodyEnd: i, length: i + 2, isOSC: isOSC)
                }
                return aborted(input, at: i, start: start)
            case 0x18, 0x1A:
                return aborted(input, at: i + 1, start: start)
            default:
                i += 1
            }
        }
        guard final else { return .needMoreString(scanned: i) }
        // A reply that stalls past ESCDELAY (a loaded machine, a slow link) is still a reply: never typed.
        guard input.count > start else { return aborted(input, at: input.count, start: start) }
        return .discard(.unknown(input.bytes(0..<input.count)), consumed: input.count,
                        until: .string(bellTerminates: bellTerminates, eightBit: eightBit))
    }

    /// The string `input` begins with, if any: where its body starts, whether BEL ends it, whether it is an OSC.
    static func stringIntroducer(_ input: InputBytes) -> (start: Int, bellTerminates: Bool, isOSC: Bool)? {
        guard input.count > 1 || (input.count == 1 && input[0] != 0x1B && input[0] != 0xC2) else { return nil }
        let (code, start): (UInt8, Int)
        switch input[0] {
        case 0x1B:
            switch input[1] {
            case UInt8(ascii: "]"): return (2, true, true)
            case UInt8(ascii: "P"), UInt8(ascii: "_"), UInt8(ascii: "^"), UInt8(ascii: "X"): return (2, false, false)
            default: return nil
            }
        case 0xC2: (code, start) = (input[1], 2)
        default: (code, start) = (input[0], 1)
        }
        switch code {
        case 0x9D: return (start, true, true)
        case 0x90, 0x98, 0x9E, 0x9F: return (start, false, false)
        default: return nil
        }
    }

    /// Goes on with the string at the front of `input`, looked at before as far as `scanned`.
    static func resumeString(_ input: InputBytes, scanned: Int, final: Bool) -> Step {
        guard let string = stringIntroducer(input) else { return step(input, final: final) }
        return terminalString(input, final: final, bellTerminates: string.bellTerminates, start: string.start,
                              isOSC: string.isOSC, resume: scanned)
    }

    /// A whole string: a colour report when it is an OSC 10 or 11 reply with a colour, else a raw reply.
    private static func stringReply(_ input: InputBytes, bodyStart: Int, bodyEnd: Int, length: Int, isOSC: Bool) -> Step {
        if isOSC, let (slot, color) = colorReport(input, bodyStart: bodyStart, bodyEnd: bodyEnd) {
            return .event(.colorReport(slot: slot, color: color), consumed: length)
        }
        return .reply(input, length)
    }

    /// Settles a string that ends before its terminator: alt-`]` or alt-P if nothing followed a 7-bit introducer.
    private static func aborted(_ input: InputBytes, at end: Int, start: Int) -> Step {
        if end == 2, start == 2, input[0] == 0x1B {
            return .event(.key(KeyEvent(.character(Character(Unicode.Scalar(input[1]))), .alt)), consumed: 2)
        }
        return .unknown(input, end)
    }

    /// Skips what `input` holds of an over-long reply's rest: the bytes it takes, and whether its end was found (a
    /// byte that aborts it, or with `final` an ESC that may begin ST, is left to decode).
    static func skip(_ kind: Discard, _ input: InputBytes, final: Bool) -> (consumed: Int, ended: Bool) {
        var i = 0
        switch kind {
        case .controlSequence:
            while i < input.count {
                switch input[i] {
                case 0x20...0x3F: i += 1
                case 0x40...0x7E: return (i + 1, true)
                default: return (i, true)
                }
            }
        case .string(let bellTerminates, let eightBit):
            while i < input.count {
                switch input[i] {
                case 0x07 where bellTerminates: return (i + 1, true)
                case 0x9C where eightBit: return (i + 1, true)
                case 0x18, 0x1A: return (i + 1, true)
                case 0xC2 where i + 1 < input.count && input[i + 1] == 0x9C: return (i + 2, true)
                case 0xC2 where i + 1 == input.count: return final ? (i + 1, true) : (i, false)
                case 0x1B:
                    guard i + 1 < input.count else { return final ? (i, true) : (i, false) }
                    return input[i + 1] == UInt8(ascii: "\\") ? (i + 2, true) : (i, true)
                default: i += 1
                }
            }
        }
        return (i, false)
    }

    /// Where a bracketed paste body ends, as far as the input shows.
    enum PasteScan {
        /// The end marker `ESC [ 201 ~` starts at `bodyEnd`; the paste, marker included, uses `end` bytes.
        case complete(bodyEnd: Int, end: Int)
        /// No end marker yet, but the body reached `pasteLimit`: deliver it up to `end` (no marker before `searchedTo`).
        case piece(end: Int, searchedTo: Int)
        /// No end marker yet; resume the search at `resumeAt` once more bytes arrive.
        case incomplete(resumeAt: Int)
    }

    /// Looks for the end (`ESC [ 201 ~`) of a bracketed paste body, controls included: a paste is text, not keys.
    /// See https://invisible-island.net/xterm/ctlseqs/ctlseqs.html#h2-Bracketed-Paste-Mode
    static func scanPaste(_ input: InputBytes, bodyStart: Int, resumeAt: Int) -> PasteScan {
        let marker: StaticString = "\u{1B}[201~"
        let markerLength = marker.utf8CodeUnitCount
        var i = max(resumeAt, bodyStart)
        while i < input.count {
            if input[i] == 0x1B {
                // An ESC too close to the end may be the start of a marker still in flight.
                if i + markerLength > input.count { break }
                if input.matches(marker, at: i) {
                    return .complete(bodyEnd: i, end: i + markerLength)
                }
            }
            i += 1
        }
        guard i - bodyStart >= pasteLimit else { return .incomplete(resumeAt: i) }

        // Cut at the limit, but never inside a UTF-8 sequence, which would turn one character into two U+FFFD.
        var end = min(bodyStart + pasteLimit, i)
        var backedOff = 0
        while backedOff < 3, end > bodyStart + 1, end < input.count, (0x80...0xBF).contains(input[end]) {
            end -= 1
            backedOff += 1
        }
        return .piece(end: end, searchedTo: i)
    }
}
