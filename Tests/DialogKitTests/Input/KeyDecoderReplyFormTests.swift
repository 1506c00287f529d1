import XCTest
@testable import DialogKit

/// A terminal's reply in any form or of any length is never text: the 8-bit C1 forms (`0x9D … 0x9C`, `0x9B ? … c`,
/// raw as a UTF-8 terminal passes them, or encoded as U+0080–U+009F) decode as their 7-bit forms do, and a reply
/// longer than the decoder keeps is swallowed whole, its rest skipped up to its terminator.
final class KeyDecoderReplyFormTests: XCTestCase, InputEventShorthands {
    private let white = InputEvent.colorReport(slot: 11, color: RGB(255, 255, 255))
    private let black = InputEvent.colorReport(slot: 10, color: RGB(0, 0, 0))

    private func bytes(_ parts: [UInt8]...) -> [UInt8] { parts.flatMap { $0 } }

    private var eightBitCases: [(name: String, bytes: [UInt8], events: [InputEvent])] {
        [
            ("OSC 0x9D … ST 0x9C", bytes([0x9D], wire("11;rgb:ffff/ffff/ffff"), [0x9C]), [white]),
            ("OSC 0x9D … BEL", bytes([0x9D], wire("10;rgb:0000/0000/0000␇")), [black]),
            ("OSC 0x9D … ESC \\", bytes([0x9D], wire("11;rgb:ffff/ffff/ffff␛\\")), [white]),
            ("OSC as UTF-8 C2 9D … C2 9C", bytes([0xC2, 0x9D], wire("11;rgb:ffff/ffff/ffff"), [0xC2, 0x9C]), [white]),
            ("OSC not a colour", bytes([0x9D], wire("11;?"), [0x9C]), [.terminalReply(bytes([0x9D], wire("11;?"), [0x9C]))]),
            ("DA1 CSI 0x9B", bytes([0x9B], wire("?64;1;2;6;22c")), [.deviceAttributes]),
            ("DA1 CSI C2 9B", bytes([0xC2, 0x9B], wire("?62c")), [.deviceAttributes]),
            ("DA2 CSI 0x9B", bytes([0x9B], wire(">1;10;0c")), [.terminalReply(bytes([0x9B], wire(">1;10;0c")))]),
            ("DCS 0x90 … 0x9C", bytes([0x90], wire("1$r0m"), [0x9C]), [.terminalReply(bytes([0x90], wire("1$r0m"), [0x9C]))]),
            ("APC 0x9F … ESC \\", bytes([0x9F], wire("Gi=1;OK␛\\")), [.terminalReply(bytes([0x9F], wire("Gi=1;OK␛\\")))]),
            ("lone ST", [0x9C], [.unknown([0x9C])]),
            ("other C1", [0x85], [.unknown([0x85])]),
            ("the whole answer, 8-bit, keys around",
             bytes(wire("a"), [0x9D], wire("11;rgb:ffff/ffff/ffff"), [0x9C], [0x9D], wire("10;rgb:0/0/0␇"),
                   [0x9B], wire("?62;22c"), wire("é")),
             [char("a"), white, black, .deviceAttributes, char("é")]),
        ]
    }

    func testEightBitRepliesDecodeAsTheirSevenBitForms() {
        for (name, bytes, events) in eightBitCases {
            XCTAssertEqual(decodeAll(bytes), events, name)
        }
    }

    func testEightBitRepliesSplitAtEveryByteGiveTheSameEvents() {
        for (name, bytes, events) in eightBitCases {
            XCTAssertEqual(decodeReads(bytes.map { [$0] }), events, "\(name), byte at a time")
            for cut in 1..<bytes.count {
                XCTAssertEqual(decodeReads([Array(bytes[..<cut]), Array(bytes[cut...])]), events, "\(name), split at \(cut)")
            }
        }
    }

    /// An OSC reply of `length` body bytes, then `after`.
    private func longReply(_ introducer: [UInt8], body length: Int, terminator: [UInt8], after: String) -> [UInt8] {
        introducer + wire("11;") + [UInt8](repeating: UInt8(ascii: "f"), count: length) + terminator + wire(after)
    }

    private func assertSwallowedWhole(_ reply: [UInt8], keptBytes: Int, after: [InputEvent], _ name: String) {
        let events = decodeAll(reply)
        XCTAssertEqual(events.count, 1 + after.count, name)
        XCTAssertEqual(events.first, .unknown(Array(reply[..<keptBytes])), name)
        XCTAssertEqual(Array(events.dropFirst()), after, name)
        // Split at every byte around the limit and at the terminator, in the first bytes, and fed a byte at a time
        // past the limit: the same events each time.
        let limit = KeyDecoder.terminalStringLimit
        let cuts = Array(1..<12) + Array((limit - 12)..<(limit + 12)) + Array((reply.count - 12)..<reply.count)
        for cut in Set(cuts) where cut > 0 && cut < reply.count {
            XCTAssertEqual(decodeReads([Array(reply[..<cut]), Array(reply[cut...])]), events, "\(name), split at \(cut)")
        }
        let start = limit + 1
        XCTAssertEqual(decodeReads([Array(reply[..<start])] + reply[start...].map { [$0] }), events, "\(name), byte at a time")
    }

    func testARepliesLongerThanTheLimitAreSwallowedWholeNeverTyped() {
        let limit = KeyDecoder.terminalStringLimit
        for (introducer, terminator, name) in [(wire("␛]"), wire("␛\\"), "ESC ] … ESC \\"), (wire("␛]"), wire("␇"), "ESC ] … BEL"),
                                               ([0x9D], [0x9C], "0x9D … 0x9C"), ([0xC2, 0x9D], [0xC2, 0x9C], "C2 9D … C2 9C"),
                                               (wire("␛P"), wire("␛\\"), "DCS")] {
            let reply = longReply(introducer, body: limit + 4000, terminator: terminator, after: "xy")
            assertSwallowedWhole(reply, keptBytes: limit, after: [char("x"), char("y")], name)
        }
        // An ESC that begins no ST aborts the string, as in a terminal: the key it starts is read.
        let aborted = longReply(wire("␛]"), body: limit + 10, terminator: [], after: "␛[Az")
        XCTAssertEqual(Array(decodeAll(aborted).dropFirst()), [key(.up), char("z")])
    }

    func testAnOverlongControlSequenceIsSwallowedUpToItsFinalByte() {
        let parameters = String(repeating: "1;", count: 100)
        let cases: [(String, [UInt8], Int)] = [
            ("ESC [ ?", wire("␛[?" + parameters + "c"), ControlSequence.maxLength),
            ("0x9B ?", [0x9B] + wire("?" + parameters + "c"), ControlSequence.maxLength),
        ]
        for (name, reply, kept) in cases {
            let stream = reply + wire("k")
            let events: [InputEvent] = [.unknown(Array(stream[..<kept])), char("k")]
            XCTAssertEqual(decodeAll(stream), events, name)
            XCTAssertEqual(decodeReads(stream.map { [$0] }), events, "\(name), byte at a time")
            for cut in 1..<stream.count {
                XCTAssertEqual(decodeReads([Array(stream[..<cut]), Array(stream[cut...])]), events, "\(name), split at \(cut)")
            }
        }
    }

    func testNoReplyBodyEverBecomesAKey() {
        // Any body bytes but the ones that end or abort a string, in every introducer's form: nothing typed.
        var body: [UInt8] = []
        for byte in UInt8(0)...UInt8(255) where ![0x07, 0x18, 0x1A, 0x1B, 0x9C, 0xC2].contains(byte) { body.append(byte) }
        for (introducer, terminator) in [(wire("␛]"), wire("␛\\")), ([0x9D], [0x9C]), ([0x90], [0x9C]),
                                         ([0xC2, 0x9D], [0xC2, 0x9C]), (wire("␛P"), wire("␛\\"))] {
            let reply = introducer + body + terminator
            let events = decodeReads(reply.map { [$0] })
            XCTAssertEqual(events.count, 1, "\(events)")
            XCTAssertFalse(events.contains { if case .key = $0 { return true } else { return false } }, "\(events)")
        }
    }

    /// A reply that stalls past ESCDELAY in its body (a loaded machine, a slow link) is settled as unknown, and
    /// its rest, when it comes, is skipped up to its terminator: never typed.
    func testARepliesThatStallsInItsBodyIsNeverTyped() {
        for (name, start, rest) in [
            ("OSC 0x9D … BEL", bytes([0x9D], wire("10;000")), bytes(wire("0000␇"))),
            ("OSC ESC ] … ESC \\", bytes(wire("␛]11;rgb:ff")), bytes(wire("ff/ffff/ffff␛\\"))),
            ("DCS 0x90 … 0x9C", bytes([0x90], wire("1$r")), bytes(wire("0m"), [0x9C])),
        ] {
            var decoder = KeyDecoder()
            decoder.feed(start)
            XCTAssertNil(decoder.next(final: false), name)
            XCTAssertEqual(decoder.next(final: true), .unknown(start), name)
            decoder.feed(rest + wire("ok"))
            var events: [InputEvent] = []
            while let event = decoder.next(final: true) { events.append(event) }
            XCTAssertEqual(events, [char("o"), char("k")], name)
        }
    }
}
