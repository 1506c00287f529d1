extension KeyDecoder {
    /// Longest OSC, DCS, APC, PM or SOS string kept; the rest is skipped to its terminator, never decoded as keys.
    static let terminalStringLimit = 1 << 16

    /// What ends the rest of an over-long reply that the stateful decoder skips.
    enum Discard: Equatable {
        /// A control sequence's parameters and intermediates, up to its final byte.
        case controlSequence
        /// A string's body (see `stringEnd`).
        case string(isOSC: Bool, eightBit: Bool)
    }

    /// Whether the C1 control `code` opens an OSC (true) or a DCS, APC, PM or SOS string (false); nil for others.
    static func stringIsOSC(_ code: UInt8) -> Bool? {
        switch code {
        case 0x9D: return true
        case 0x90, 0x98, 0x9E, 0x9F: return false
        default: return nil
        }
    }

    /// Where a string's body, scanned from `from`, ends: ST (`ESC \`, `0x9C` after an 8-bit introducer, `C2 9C`) or
    /// BEL for an OSC ends it; ESC, CAN or SUB abort it, as in a terminal's parser. See xterm's ctlseqs,
    /// https://invisible-island.net/xterm/ctlseqs/ctlseqs.html#h2-Operating-System-Commands
    enum StringEnd {
        case terminated(bodyEnd: Int, length: Int)
        /// Aborted, the bytes before `end` the string's.
        case aborted(end: Int)
        /// No end before `at`: the input ran out (at most an ESC or a C2 left), or `at` reached `limit`.
        case open(at: Int)
    }

    static func stringEnd(_ input: InputBytes, from start: Int, isOSC: Bool, eightBit: Bool, limit: Int = .max) -> StringEnd {
        var i = start
        while i < input.count, i < limit {
            switch input[i] {
            case 0x07 where isOSC, 0x9C where eightBit: return .terminated(bodyEnd: i, length: i + 1)
            case 0x18, 0x1A: return .aborted(end: i + 1)
            case 0x1B where i + 1 == input.count, 0xC2 where i + 1 == input.count: return .open(at: i)
            case 0x1B where input[i + 1] == UInt8(ascii: "\\"), 0xC2 where input[i + 1] == 0x9C:
                return .terminated(bodyEnd: i, length: i + 2)
            case 0x1B: return .aborted(end: i)
            default: i += 1
            }
        }
        return .open(at: i)
    }

    /// Decodes an OSC, DCS, APC, PM or SOS string from `start`, consumed whole as a reply, scanned on from `resume`.
    static func terminalString(_ input: InputBytes, final: Bool, start: Int, isOSC: Bool, resume: Int) -> Step {
        let eightBit = start == 1 || input[0] == 0xC2
        let rest = Discard.string(isOSC: isOSC, eightBit: eightBit)
        switch stringEnd(input, from: max(start, resume), isOSC: isOSC, eightBit: eightBit, limit: terminalStringLimit) {
        case .terminated(let bodyEnd, let length):
            if isOSC, let (slot, color) = colorReport(input, bodyStart: start, bodyEnd: bodyEnd) {
                return .event(.colorReport(slot: slot, color: color), consumed: length)
            }
            return .reply(input, length)
        case .aborted(let end):
            return aborted(input, at: end, start: start)
        case .open(let i):
            if i < input.count, i >= terminalStringLimit {
                return .discard(.unknown(input.bytes(0..<i)), consumed: i, until: rest)
            }
            guard final else { return .needMoreString(scanned: i) }
            // A reply that stalls past ESCDELAY (a loaded machine, a slow link) is still a reply: never typed.
            guard input.count > start else { return aborted(input, at: input.count, start: start) }
            return .discard(.unknown(input.bytes(0..<input.count)), consumed: input.count, until: rest)
        }
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
        switch kind {
        case .controlSequence:
            for i in 0..<input.count where !(0x20...0x3F).contains(input[i]) {
                return ((0x40...0x7E).contains(input[i]) ? i + 1 : i, true)
            }
            return (input.count, false)
        case .string(let isOSC, let eightBit):
            switch stringEnd(input, from: 0, isOSC: isOSC, eightBit: eightBit) {
            case .terminated(_, let length): return (length, true)
            case .aborted(let end): return (end, true)
            case .open(let i) where i < input.count && final: return (input[i] == 0xC2 ? i + 1 : i, true)
            case .open(let i): return (i, false)
            }
        }
    }

    /// Where a bracketed paste body ends, as far as the input shows: the body to deliver (nil while there is no end
    /// marker and less than `pasteLimit`), the bytes that takes, whether the end marker is among them, and how far
    /// the search for a marker went.
    struct PasteScan {
        var bodyEnd: Int?, end = 0, isComplete = false
        var searchedTo: Int
    }

    /// Looks for the end (`ESC [ 201 ~`) of a bracketed paste body, controls included: a paste is text, not keys.
    static func scanPaste(_ input: InputBytes, resumeAt: Int) -> PasteScan {
        let marker: StaticString = "\u{1B}[201~"
        let markerLength = marker.utf8CodeUnitCount
        var i = resumeAt
        while i < input.count {
            if input[i] == 0x1B {
                // An ESC too close to the end may be the start of a marker still in flight.
                if i + markerLength > input.count { break }
                if input.matches(marker, at: i) {
                    return PasteScan(bodyEnd: i, end: i + markerLength, isComplete: true, searchedTo: i + markerLength)
                }
            }
            i += 1
        }
        guard i >= pasteLimit else { return PasteScan(searchedTo: i) }

        // Cut at the limit, but never inside a UTF-8 sequence, which would turn one character into two U+FFFD.
        var end = min(pasteLimit, i)
        var backedOff = 0
        while backedOff < 3, end > 1, end < input.count, (0x80...0xBF).contains(input[end]) {
            end -= 1
            backedOff += 1
        }
        return PasteScan(bodyEnd: end, end: end, searchedTo: i)
    }
}
