extension KeyDecoder {
    /// The slot and colour of an OSC 10 or 11 reply (`ESC ] 11 ; rgb:RRRR/GGGG/BBBB`); nil for anything else. See
    /// https://invisible-island.net/xterm/ctlseqs/ctlseqs.html#h3-Operating-System-Commands
    static func colorReport(_ input: InputBytes, bodyStart: Int, bodyEnd: Int) -> (slot: Int, color: RGB)? {
        guard bodyEnd >= bodyStart + 3, input[bodyStart] == UInt8(ascii: "1"),
              input[bodyStart + 2] == UInt8(ascii: ";") else { return nil }
        let slot: Int
        switch input[bodyStart + 1] {
        case UInt8(ascii: "0"): slot = 10
        case UInt8(ascii: "1"): slot = 11
        default: return nil
        }
        guard let color = RGB(colorSpecification: input, from: bodyStart + 3, to: bodyEnd) else { return nil }
        return (slot, color)
    }
}

extension RGB {
    /// Reads a colour in the forms of X11's `XParseColor`: `rgb:R/G/B` (one to four hex digits, scaled to 8 bits),
    /// `rgba:R/G/B/A` (alpha ignored: rxvt-unicode), and `#RGB` to `#RRRRGGGGBBBB` (the high bits); nil otherwise.
    init?(colorSpecification spec: [UInt8]) {
        self.init(colorSpecification: InputBytes(spec[...]), from: 0, to: spec.count)
    }

    /// The same, read from `input[start..<end]`.
    init?(colorSpecification input: InputBytes, from start: Int, to end: Int) {
        guard start < end else { return nil }
        var components: [UInt8] = []
        if input[start] == UInt8(ascii: "#") {
            let count = end - start - 1
            guard count > 0, count % 3 == 0, count <= 12 else { return nil }
            let width = count / 3
            for from in stride(from: start + 1, to: end, by: width) {
                guard let value = Self.hexValue(input, from: from, to: from + width) else { return nil }
                // The digits given are the top bits: #f00 is ff0000's red as f0, as X11 reads it.
                components.append(UInt8(width <= 2 ? value << (8 - 4 * width) : value >> (4 * width - 8)))
            }
        } else {
            let fields = input.matches("rgb:", at: start) ? 3 : input.matches("rgba:", at: start) ? 4 : 0
            guard fields > 0 else { return nil }
            var i = start + fields + 1
            for index in 0..<fields {
                var stop = i
                while stop < end, input[stop] != UInt8(ascii: "/") { stop += 1 }
                // Every field but the last ends with a slash; the last ends the specification.
                guard (index == fields - 1) == (stop == end), (1...4).contains(stop - i),
                      let value = Self.hexValue(input, from: i, to: stop) else { return nil }
                let maximum = (1 << (4 * (stop - i))) - 1
                components.append(UInt8((value * 255 + maximum / 2) / maximum))  // an alpha fourth is ignored
                i = stop + 1
            }
        }
        self.init(components[0], components[1], components[2])
    }

    /// The value of the hex digits in `input[start..<end]`; nil when one is not a hex digit.
    private static func hexValue(_ input: InputBytes, from start: Int, to end: Int) -> Int? {
        var value = 0
        for offset in start..<end {
            let digit = input[offset]
            switch digit {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = value * 16 + Int(digit - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): value = value * 16 + Int(digit - UInt8(ascii: "a")) + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): value = value * 16 + Int(digit - UInt8(ascii: "A")) + 10
            default: return nil
            }
        }
        return value
    }
}
