import XCTest
@testable import DialogKit

/// A sequence may reach the decoder across any number of reads; where it is cut must not change the events.
final class KeyDecoderSplitReadTests: XCTestCase, InputEventShorthands {
    private var cases: [(name: String, bytes: [UInt8], events: [InputEvent])] {
        [
            ("ctrl-right", wire("␛[1;5C"), [key(.right, .control)]),
            ("shift-up", wire("␛[1;2A"), [key(.up, .shift)]),
            ("ctrl-alt-delete", wire("␛[3;7~"), [key(.delete, [.control, .alt])]),
            ("SS3 up", wire("␛OA"), [key(.up)]),
            ("shift-tab", wire("␛[Z"), [key(.tab, .shift)]),
            ("alt-b", wire("␛b"), [char("b", .alt)]),
            ("F1 xterm", wire("␛OP"), [key(.function(1))]),
            ("F5 linux", wire("␛[[E"), [key(.function(5))]),
            ("F12 modified", wire("␛[24;5~"), [key(.function(12), .control)]),
            ("SGR mouse", wire("␛[<35;120;48M"), [mouse(.move, .none, column: 119, row: 47)]),
            ("SGR release", wire("␛[<0;1;1m"), [mouse(.release, .left, column: 0, row: 0)]),
            ("paste", wire("␛[200~grüße, 日本 👍🏽\r\nplain text␛[201~"), [.paste("grüße, 日本 👍🏽\r\nplain text")]),
            ("four-byte emoji", Array("😀".utf8), [char("😀")]),
            ("OSC reply BEL", wire("␛]11;rgb:1e1e/1e1e/2e2e␇"), [.colorReport(slot: 11, color: RGB(30, 30, 46))]),
            ("OSC reply ST", wire("␛]10;rgb:ffff/ffff/ffff␛\\"), [.colorReport(slot: 10, color: RGB(255, 255, 255))]),
            ("OSC 11 reply, other string", wire("␛]11;?␛\\"), [.terminalReply(wire("␛]11;?␛\\"))]),
            ("DA1 reply", wire("␛[?62;22c"), [.deviceAttributes]),
            ("focus", wire("␛[I␛[O"), [.focus(true), .focus(false)]),
            ("mixed", wire("x␛[A€␛[<64;2;3Mé\u{03}"),
             [char("x"), key(.up), char("€"), mouse(.scrollUp, .none, column: 1, row: 2), char("é"), .key(.ctrl("c"))]),
        ]
    }

    func testEverySingleSplitGivesTheSameEvents() {
        for (name, bytes, events) in cases {
            XCTAssertEqual(decodeAll(bytes), events, "\(name), one read")
            for cut in 1..<bytes.count {
                let reads = [Array(bytes[..<cut]), Array(bytes[cut...])]
                XCTAssertEqual(decodeReads(reads), events, "\(name), split at \(cut)")
            }
        }
    }

    func testByteAtATimeGivesTheSameEvents() {
        for (name, bytes, events) in cases {
            XCTAssertEqual(decodeReads(bytes.map { [$0] }), events, "\(name), byte at a time")
        }
    }

    func testEveryPairOfSplitsGivesTheSameEvents() {
        for (name, bytes, events) in cases where bytes.count <= 16 {
            for first in 1..<bytes.count {
                for second in first..<bytes.count {
                    let reads = [Array(bytes[..<first]), Array(bytes[first..<second]), Array(bytes[second...])]
                    XCTAssertEqual(decodeReads(reads), events, "\(name), split at \(first) and \(second)")
                }
            }
        }
    }

    func testPureDecodeWaitsOnEveryProperPrefix() {
        // Before the last byte arrives the decoder must ask for more rather than guess.
        for (name, bytes, _) in cases where bytes.first == 0x1B || (bytes.first ?? 0) >= 0x80 {
            let firstLength: Int
            switch KeyDecoder.decode(bytes[...], final: false) {
            case .event(_, let consumed): firstLength = consumed
            case .needMore: return XCTFail("\(name) did not decode")
            }
            for end in 1..<firstLength {
                XCTAssertEqual(KeyDecoder.decode(bytes[..<end], final: false), .needMore, "\(name) cut at \(end)")
            }
        }
    }
}
