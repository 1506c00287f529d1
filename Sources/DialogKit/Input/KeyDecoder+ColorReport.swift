extension KeyDecoder {
    /// The slot and colour of an OSC 10 or 11 reply whose body (from `ESC ]` to the terminator, exclusive) ends
    /// at `bodyEnd`: `ESC ] 11 ; rgb:RRRR/GGGG/BBBB`; nil for any other string, or a colour not understood.
    ///
    /// See https://invisible-island.net/xterm/ctlseqs/ctlseqs.html#h3-Operating-System-Commands ("If a "?" is
    /// given rather than a name or RGB specification, xterm replies with a control sequence of the same form").
    static func colorReport(_ input: InputBytes, bodyEnd: Int) -> (slot: Int, color: RGB)? {
        guard bodyEnd >= 5, input[2] == UInt8(ascii: "1"), input[4] == UInt8(ascii: ";") else { return nil }
        let slot: Int
        switch input[3] {
        case UInt8(ascii: "0"): slot = 10
        case UInt8(ascii: "1"): slot = 11
        default: return nil
        }
        guard let color = RGB(colorSpecification: input.bytes(5..<bodyEnd)) else { return nil }
        return (slot, color)
    }
}

extension RGB {
    /// Reads a colour as terminals report it, in the forms of X11's `XParseColor`: `rgb:R/G/B` with one to four
    /// hex digits a component, scaled to 8 bits (`f` is 255, `8000` is 128); `rgba:R/G/B/A`, whose alpha is
    /// ignored (rxvt-unicode with transparency); and `#RGB`, `#RRGGBB`, `#RRRGGGBBB`, `#RRRRGGGGBBBB`, whose
    /// digits are the high bits of each component. Nil for anything else.
    init?(colorSpecification spec: [UInt8]) {
        if spec.first == UInt8(ascii: "#") {
            let digits = spec.dropFirst()
            guard !digits.isEmpty, digits.count % 3 == 0, digits.count <= 12 else { return nil }
            let width = digits.count / 3
            var components: [UInt8] = []
            for index in 0..<3 {
                let start = digits.startIndex + index * width
                guard let value = Self.hexValue(digits[start..<(start + width)]) else { return nil }
                // The digits given are the top bits: #f00 is ff0000's red as f0, as X11 reads it.
                components.append(UInt8(width <= 2 ? value << (8 - 4 * width) : value >> (4 * width - 8)))
            }
            self.init(components[0], components[1], components[2])
            return
        }
        let fields = spec.split(separator: UInt8(ascii: ":"), maxSplits: 1, omittingEmptySubsequences: false)
        guard fields.count == 2 else { return nil }
        let expected: Int
        switch Array(fields[0]) {
        case Array("rgb".utf8): expected = 3
        case Array("rgba".utf8): expected = 4
        default: return nil
        }
        let parts = fields[1].split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
        guard parts.count == expected else { return nil }
        var components: [UInt8] = []
        for part in parts.prefix(3) {
            guard (1...4).contains(part.count), let value = Self.hexValue(part) else { return nil }
            let maximum = (1 << (4 * part.count)) - 1
            components.append(UInt8((value * 255 + maximum / 2) / maximum))
        }
        guard expected == 3 || parts.last.map({ (1...4).contains($0.count) && Self.hexValue($0) != nil }) == true
        else { return nil }
        self.init(components[0], components[1], components[2])
    }

    /// The value of a run of hex digits; nil when one is not a hex digit.
    private static func hexValue(_ digits: ArraySlice<UInt8>) -> Int? {
        var value = 0
        for digit in digits {
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
