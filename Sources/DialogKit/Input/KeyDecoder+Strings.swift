extension KeyDecoder {
    /// Longest OSC, DCS, APC, PM or SOS string accepted; an unterminated one is discarded rather than buffered forever.
    static let terminalStringLimit = 1 << 16

    /// Decodes an OSC (`ESC ]`), DCS (`ESC P`), APC (`ESC _`), PM (`ESC ^`) or SOS (`ESC X`) string, consumed whole
    /// as a terminal reply.
    ///
    /// All end with ST (`ESC \`); OSC may also end with BEL, which xterm sends when the query did.
    /// Another ESC, CAN or SUB inside the string aborts it, as in a terminal's own parser, and what came before is
    /// reported as unknown. See https://invisible-island.net/xterm/ctlseqs/ctlseqs.html#h2-Operating-System-Commands
    static func terminalString(_ input: InputBytes, final: Bool, bellTerminates: Bool) -> Step {
        var i = 2
        scan: while i < input.count {
            guard i < terminalStringLimit else { return .unknown(input, i) }
            switch input[i] {
            case 0x07 where bellTerminates:
                return stringReply(input, bodyEnd: i, length: i + 1)
            case 0x1B:
                guard i + 1 < input.count else { break scan }
                if input[i + 1] == UInt8(ascii: "\\") {
                    return stringReply(input, bodyEnd: i, length: i + 2)
                }
                return aborted(input, at: i)
            case 0x18, 0x1A:
                return aborted(input, at: i + 1)
            default:
                i += 1
            }
        }
        guard final else { return .needMore }
        return aborted(input, at: input.count)
    }

    /// A whole string of `length` bytes whose body ends at `bodyEnd`: a colour report when it is an OSC 10 or 11
    /// reply with a colour in it, else a reply reported raw.
    private static func stringReply(_ input: InputBytes, bodyEnd: Int, length: Int) -> Step {
        if input[1] == UInt8(ascii: "]"), let (slot, color) = colorReport(input, bodyEnd: bodyEnd) {
            return .event(.colorReport(slot: slot, color: color), consumed: length)
        }
        return .reply(input, length)
    }

    /// Settles a string that ends before its terminator: alt-`]` or alt-P if nothing followed the introducer.
    private static func aborted(_ input: InputBytes, at end: Int) -> Step {
        if end == 2 {
            return .event(.key(KeyEvent(.character(Character(Unicode.Scalar(input[1]))), .alt)), consumed: 2)
        }
        return .unknown(input, end)
    }

    /// Where a bracketed paste body ends, as far as the input shows.
    enum PasteScan {
        /// The end marker `ESC [ 201 ~` starts at `bodyEnd`; the paste, marker included, uses `end` bytes.
        case complete(bodyEnd: Int, end: Int)
        /// No end marker yet, but the body has reached `pasteLimit`: deliver the body up to `end` now.
        /// The bytes before `searchedTo` hold no marker.
        case piece(end: Int, searchedTo: Int)
        /// No end marker yet; resume the search at `resumeAt` once more bytes arrive.
        case incomplete(resumeAt: Int)
    }

    /// Looks for the end of a bracketed paste body that starts at `bodyStart`.
    ///
    /// The body is everything up to `ESC [ 201 ~`, control bytes and ESC included: a paste is text, not keys.
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
