/// Seeded random input for the fuzz tests: the same seed gives the same bytes on every machine, so a
/// failure names the seed and iteration that reproduce it.
///
/// SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators", 2014): tiny, and
/// good enough to pick among fragments; the standard library's generator is not seedable.
public struct FuzzInput: RandomNumberGenerator {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    public mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
    public mutating func chance(_ percent: Int) -> Bool { int(0...99) < percent }
    public mutating func pick<T>(_ choices: [T]) -> T { choices[int(0...choices.count - 1)] }

    /// Pieces that terminals, scripts and attackers send: escape sequence starts and ends, parameters,
    /// UTF-8 of every length (and broken UTF-8), controls, C1 controls, wide and combining characters.
    public static let fragments: [[UInt8]] = [
        [0x1B], [0x1B, 0x5B], [0x1B, 0x4F], [0x1B, 0x5D], [0x1B, 0x50], [0x1B, 0x5C], [0x1B, 0x1B],
        Array("\u{1b}[200~".utf8), Array("\u{1b}[201~".utf8), Array("\u{1b}[<0;12;5M".utf8), Array("\u{1b}[M".utf8),
        Array("\u{1b}[1;5A".utf8), Array("\u{1b}[3~".utf8), Array("\u{1b}[?2026;2$y".utf8), Array("\u{1b}]11;rgb:0/0/0".utf8),
        Array("\u{1b}[I".utf8), Array("\u{1b}[O".utf8), Array("\u{1b}[27;5;13~".utf8), Array("\u{1b}[13;2u".utf8),
        Array(";".utf8), Array(":".utf8), Array("?".utf8), Array("<".utf8), Array("99999999999999999999".utf8),
        Array("0".utf8), Array("1".utf8), Array("~".utf8), Array("m".utf8), Array("M".utf8), [0x07], [0x00], [0x7F],
        [0x0D], [0x0A], [0x09], [0x08], [0x03], [0x1A], [0x9B], [0x9D], [0x90], [0x9C], [0xC2, 0x9B],
        [0xC3, 0xA9], [0xE2, 0x82, 0xAC], [0xF0, 0x9F, 0x98, 0x80], [0xE4, 0xB8, 0xAD], [0xCC, 0x81],
        [0xF0, 0x9F, 0x91, 0x8D, 0xF0, 0x9F, 0x8F, 0xBD], [0xE2, 0x80, 0x8D], [0xEF, 0xB8, 0x8F], [0xD7, 0x90],
        [0xC0], [0xE2, 0x82], [0xF0, 0x9F], [0xFF], [0xFE], [0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
        Array(" ".utf8), Array("  ".utf8), Array("word".utf8), Array("a".utf8), Array("XXX".utf8), Array("#".utf8),
        Array("42".utf8), Array("100".utf8), Array("%".utf8), Array(".".utf8), Array(",".utf8), Array("-".utf8),
        Array("&".utf8), Array("=".utf8), Array("--".utf8),
    ]

    /// Up to `count` fragments or random bytes, joined.
    public mutating func bytes(fragments count: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        for _ in 0..<int(0...count) {
            if chance(25) {
                bytes.append(UInt8.random(in: 0...255, using: &self))
            } else {
                bytes += pick(Self.fragments)
            }
        }
        return bytes
    }

    /// Random text made of the same fragments, decoded as UTF-8 (broken sequences become U+FFFD).
    public mutating func text(fragments count: Int) -> String {
        String(decoding: bytes(fragments: count), as: UTF8.self)
    }

    /// `bytes` cut into random pieces, as reads from a terminal or a pipe would deliver them.
    public mutating func split(_ bytes: [UInt8]) -> [[UInt8]] {
        var pieces: [[UInt8]] = []
        var start = 0
        while start < bytes.count {
            let end = min(bytes.count, start + int(1...8))
            pieces.append(Array(bytes[start..<end]))
            start = end
        }
        return pieces
    }
}

/// How many random inputs each fuzz test tries; `SWALERT_FUZZ_ITERATIONS` raises it for a longer hunt.
public let fuzzIterations: Int = {
    if let text = getenv("SWALERT_FUZZ_ITERATIONS").map({ String(cString: $0) }), let count = Int(text), count > 0 {
        return count
    }
    return 2000
}()

#if canImport(Glibc)
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#endif
