/// One parsed CSI or SS3 sequence by ECMA-48's grammar, read without copying bytes. See
/// https://invisible-island.net/xterm/ctlseqs/ctlseqs.html#h2-Definitions
struct ControlSequence {
    /// Longest sequence accepted; a terminal never sends more, so a longer run is garbage to be discarded.
    static let maxLength = 64

    /// The outcome of scanning for a complete sequence.
    enum Scan {
        case complete(ControlSequence)
        /// The input ended inside the sequence.
        case incomplete
        /// A byte that cannot appear in a sequence turned up at `length`.
        case malformed(length: Int)
        /// The sequence ran past `maxLength` (at `length`) without its final byte.
        case overlong(length: Int)
    }

    /// `<`, `=`, `>` or `?` directly after the introducer, as in DA1 replies (`CSI ? 62 c`) and SGR mouse.
    var prefix: Unicode.Scalar?
    /// The last intermediate byte, such as the `$` of DECRPM (`CSI ? 2026 ; 2 $ y`).
    var intermediate: Unicode.Scalar?
    var final: Unicode.Scalar = "\0"
    var parameters = Parameters()
    /// Bytes used, counted from the start of the input (the ESC).
    var length = 0

    /// Scans the sequence whose first byte after the introducer is at `start`.
    static func scan(_ input: InputBytes, from start: Int, allowsPrefix: Bool = true) -> Scan {
        var sequence = ControlSequence()
        var i = start
        if allowsPrefix, i < input.count, (0x3C...0x3F).contains(input[i]) {
            sequence.prefix = Unicode.Scalar(input[i])
            i += 1
        }
        while i < input.count {
            guard i < maxLength else { return .overlong(length: i) }
            let byte = input[i]
            switch byte {
            case 0x30...0x3F where sequence.intermediate == nil:
                sequence.parameters.append(byte)
            // No input sequence opens with an intermediate; `ESC [` then a space is alt-[ followed by a space.
            case 0x20...0x2F where i > start:
                sequence.intermediate = Unicode.Scalar(byte)
            case 0x40...0x7E:
                sequence.final = Unicode.Scalar(byte)
                sequence.length = i + 1
                return .complete(sequence)
            default:
                return .malformed(length: i)
            }
            i += 1
        }
        return i >= maxLength ? .overlong(length: i) : .incomplete
    }
}

extension ControlSequence {
    /// The first four numeric parameters (no key needs more); sub-parameters after `:` skipped.
    struct Parameters {
        private var values: (Int?, Int?, Int?, Int?) = (nil, nil, nil, nil)
        private var inSubParameter = false
        /// How many `;`-separated fields there are, empty ones included (`CSI ; 5 A` has two).
        private(set) var count = 0

        /// The value of field `index`, or nil when it is empty or absent.
        subscript(index: Int) -> Int? {
            switch index {
            case 0: return values.0
            case 1: return values.1
            case 2: return values.2
            case 3: return values.3
            default: return nil
            }
        }

        /// The value of the last field, where SS3 sequences carry their modifier (`ESC O 5 A`).
        var last: Int? { count > 0 ? self[count - 1] : nil }

        mutating func append(_ byte: UInt8) {
            if count == 0 { count = 1 }
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9") where !inSubParameter:
                let digit = Int(byte - UInt8(ascii: "0"))
                // Clamp so a run of digits cannot overflow; no meaningful parameter is this large.
                set(count - 1, min((self[count - 1] ?? 0) * 10 + digit, 1_000_000))
            case UInt8(ascii: ";"):
                count += 1
                inSubParameter = false
            case UInt8(ascii: ":"):
                inSubParameter = true
            default:
                break
            }
        }

        private mutating func set(_ index: Int, _ value: Int) {
            switch index {
            case 0: values.0 = value
            case 1: values.1 = value
            case 2: values.2 = value
            case 3: values.3 = value
            default: break
            }
        }
    }
}
