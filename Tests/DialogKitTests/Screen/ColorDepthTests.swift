import XCTest

@testable import DialogKit

final class ColorDepthTests: XCTestCase {
    func testDetectionFromTheEnvironment() {
        let cases: [(Environment, ColorDepth)] = [
            ([:], .none),
            (["TERM": ""], .none),
            (["TERM": "dumb", "COLORTERM": "truecolor"], .none),
            (["TERM": "xterm-256color", "NO_COLOR": "1"], .none),
            (["TERM": "xterm-256color", "NO_COLOR": ""], .ansi256),
            (["TERM": "xterm"], .ansi16),
            (["TERM": "linux"], .ansi16),
            (["TERM": "screen-256color"], .ansi256),
            (["TERM": "xterm", "COLORTERM": "truecolor"], .trueColor),
            (["TERM": "xterm-256color", "COLORTERM": "24bit"], .trueColor),
            (["TERM": "xterm-256color", "COLORTERM": "yes"], .ansi256),
            (["TERM": "xterm-direct"], .trueColor),
        ]
        for (environment, expected) in cases {
            XCTAssertEqual(ColorDepth.detect(environment: environment), expected, "\(environment)")
        }
    }

    func testDepthsAreOrdered() {
        XCTAssertLessThan(ColorDepth.none, .ansi16)
        XCTAssertLessThan(ColorDepth.ansi16, .ansi256)
        XCTAssertLessThan(ColorDepth.ansi256, .trueColor)
    }

    func testTrueColorKeepsEverything() {
        for color in [Color.default, .ansi(3), .indexed(200), .rgb(1, 2, 3)] {
            XCTAssertEqual(ColorDepth.trueColor.resolve(color), color)
        }
    }

    func testRGBGoesToTheNearestCubeOrGreyIndex() {
        let depth = ColorDepth.ansi256
        XCTAssertEqual(depth.resolve(.rgb(255, 0, 0)), .indexed(196))
        XCTAssertEqual(depth.resolve(.rgb(0, 0, 0)), .indexed(16))
        XCTAssertEqual(depth.resolve(.rgb(95, 135, 175)), .indexed(67))
        XCTAssertEqual(depth.resolve(.rgb(128, 128, 128)), .indexed(244))
        XCTAssertEqual(depth.resolve(.rgb(240, 240, 240)), .indexed(255))
        XCTAssertEqual(depth.resolve(.rgb(250, 250, 250)), .indexed(231))
        XCTAssertEqual(depth.resolve(.rgb(0, 0, 128)), .indexed(18))
        XCTAssertEqual(depth.resolve(.ansi(12)), .ansi(12))
        XCTAssertEqual(depth.resolve(.indexed(100)), .indexed(100))
        XCTAssertEqual(depth.resolve(.default), .default)
    }

    func testEveryRGBResolvesToAnIndexWhoseColourIsClose() {
        // Each channel of the chosen xterm colour is within half a cube step (20) or a grey step of the input.
        for r in stride(from: 0, through: 255, by: 17) {
            for g in stride(from: 0, through: 255, by: 17) {
                for b in stride(from: 0, through: 255, by: 17) {
                    let index = ColorDepth.nearestIndex(UInt8(r), UInt8(g), UInt8(b))
                    XCTAssertGreaterThanOrEqual(index, 16)
                    let (cr, cg, cb) = ColorDepth.rgb(ofIndex: index)
                    let error = max(abs(cr - r), abs(cg - g), abs(cb - b))
                    XCTAssertLessThanOrEqual(error, 48, "\(r),\(g),\(b) → \(index)")
                }
            }
        }
    }

    func testSixteenColoursTakeTheNearestPaletteEntry() {
        let depth = ColorDepth.ansi16
        XCTAssertEqual(depth.resolve(.rgb(255, 0, 0)), .ansi(9))
        XCTAssertEqual(depth.resolve(.rgb(0, 0, 128)), .ansi(4))
        XCTAssertEqual(depth.resolve(.rgb(255, 135, 0)), .ansi(3))
        XCTAssertEqual(depth.resolve(.indexed(250)), .ansi(7))
        XCTAssertEqual(depth.resolve(.indexed(236)), .ansi(0))
        XCTAssertEqual(depth.resolve(.indexed(5)), .ansi(5))
        XCTAssertEqual(depth.resolve(.ansi(11)), .ansi(11))
        XCTAssertEqual(depth.resolve(.default), .default)
    }

    func testMonochromeDropsEveryColour() {
        for color in [Color.default, .ansi(3), .indexed(200), .rgb(1, 2, 3)] {
            XCTAssertEqual(ColorDepth.none.resolve(color), .default)
        }
    }
}
