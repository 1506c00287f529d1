/// How many colours the terminal can show, from none to 24-bit.
public enum ColorDepth: Comparable, Sendable {
    /// Monochrome: NO_COLOR is set or the terminal is dumb.
    case none
    /// The 16 palette colours.
    case ansi16
    /// The xterm 256-colour palette.
    case ansi256
    /// 24-bit colour.
    case trueColor

    /// `color` as this depth shows it: 24-bit to the nearest of the 256, those to the 16, none to `.default`.
    public func resolve(_ color: Color) -> Color {
        switch (self, color) {
        case (.none, _):
            return .default
        case (_, .default), (.trueColor, _), (.ansi256, .indexed):
            return color
        case (.ansi256, .rgb(let r, let g, let b)):
            return .indexed(Self.nearestIndex(r, g, b))
        case (.ansi256, .ansi(let n)):
            return n < 16 ? color : .indexed(n)
        case (.ansi16, .rgb(let r, let g, let b)):
            return .ansi(Self.nearestANSI(index: Self.nearestIndex(r, g, b)))
        case (.ansi16, .ansi(let n)), (.ansi16, .indexed(let n)):
            return .ansi(Self.nearestANSI(index: n))
        }
    }

    /// The levels of the 6×6×6 colour cube (indices 16–231).
    private static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    /// The xterm default palette for the 16 colours, which is what most terminals start with.
    private static let palette: [(Int, Int, Int)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205),
        (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255),
        (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]

    /// The closest cube or grey index (16–255) to a colour, as tmux's `colour_find_rgb`: never the 16 users redefine.
    static func nearestIndex(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> UInt8 {
        let r = Int(red), g = Int(green), b = Int(blue)
        let qr = cubeStep(r), qg = cubeStep(g), qb = cubeStep(b)
        let cr = cubeLevels[qr], cg = cubeLevels[qg], cb = cubeLevels[qb]
        let cubeIndex = 16 + 36 * qr + 6 * qg + qb
        if cr == r && cg == g && cb == b { return UInt8(cubeIndex) }

        let average = (r + g + b) / 3
        let greyStep = average > 238 ? 23 : max(0, (average - 3) / 10)
        let grey = 8 + 10 * greyStep
        let cubeDistance = distance((cr, cg, cb), (r, g, b))
        let greyDistance = distance((grey, grey, grey), (r, g, b))
        return UInt8(greyDistance < cubeDistance ? 232 + greyStep : cubeIndex)
    }

    /// The closest of the 16 palette colours to a 256-colour index.
    static func nearestANSI(index: UInt8) -> UInt8 {
        if index < 16 { return index }
        let target = rgb(ofIndex: index)
        return UInt8(palette.indices.min { distance(palette[$0], target) < distance(palette[$1], target) } ?? 0)
    }

    /// The red, green and blue an xterm shows for a 256-colour index by default.
    static func rgb(ofIndex index: UInt8) -> (Int, Int, Int) {
        let n = Int(index)
        switch n {
        case 0..<16:
            return palette[n]
        case 16..<232:
            let cube = n - 16
            return (cubeLevels[cube / 36], cubeLevels[cube / 6 % 6], cubeLevels[cube % 6])
        default:
            let level = 8 + 10 * (n - 232)
            return (level, level, level)
        }
    }

    private static func cubeStep(_ value: Int) -> Int {
        value < 48 ? 0 : value < 115 ? 1 : (value - 35) / 40
    }

    private static func distance(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Int {
        let dr = a.0 - b.0, dg = a.1 - b.1, db = a.2 - b.2
        return dr * dr + dg * dg + db * db
    }
}
