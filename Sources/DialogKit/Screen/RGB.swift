/// A 24-bit colour as a terminal reports it.
public struct RGB: Hashable, Sendable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }
}

extension RGB {
    /// The colour as xterm shows it by default; nil for the terminal's own.
    public init?(_ color: Color) {
        switch color {
        case .default: return nil
        case .rgb(let r, let g, let b): self.init(r, g, b)
        case .ansi(let index), .indexed(let index):
            let (r, g, b) = ColorDepth.rgb(ofIndex: index)
            self.init(UInt8(r), UInt8(g), UInt8(b))
        }
    }

    /// The colour's relative luminance as WCAG 2 defines it, from 0 (black) to 1 (white).
    public var relativeLuminance: Double {
        func linear(_ component: UInt8) -> Double {
            let value = Double(component) / 255
            return value <= 0.04045 ? value / 12.92 : Self.power((value + 0.055) / 1.055)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// The contrast ratio of two colours, (L1 + 0.05) / (L2 + 0.05) with L1 the lighter: 1 to 21.
    public static func contrast(_ first: RGB, _ second: RGB) -> Double {
        let (a, b) = (first.relativeLuminance, second.relativeLuminance)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// `x` to the power 2.4 for `x` in 0...1 without the C library: x² · x^0.4, x^0.4 by Newton's method from 1.
    private static func power(_ x: Double) -> Double {
        guard x > 0 else { return 0 }
        let target = x * x
        var y = 1.0
        for _ in 0..<40 {
            let y4 = y * y * y * y
            y -= (y4 * y - target) / (5 * y4)
        }
        return x * x * y
    }
}
