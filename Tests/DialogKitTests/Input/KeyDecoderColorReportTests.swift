import XCTest
@testable import DialogKit

/// The replies to the colour query (`OSC 11 ; ?`, `OSC 10 ; ?`, then DA1) decode as typed events, whole or
/// split, whatever surrounds them; no byte of one ever becomes a key.
final class KeyDecoderColorReportTests: XCTestCase, InputEventShorthands {
    func testReplyFormsAndTheirColours() {
        let table: [(String, InputEvent)] = [
            ("␛]11;rgb:ffff/ffff/ffff␇", .colorReport(slot: 11, color: RGB(255, 255, 255))),
            ("␛]11;rgb:ffff/ffff/ffff␛\\", .colorReport(slot: 11, color: RGB(255, 255, 255))),
            ("␛]10;rgb:0000/0000/0000␛\\", .colorReport(slot: 10, color: RGB(0, 0, 0))),
            ("␛]11;rgb:1e1e/1e1e/2e2e␛\\", .colorReport(slot: 11, color: RGB(30, 30, 46))),
            // Four, three, two and one digits a component, scaled to 8 bits.
            ("␛]11;rgb:8000/4000/0000␇", .colorReport(slot: 11, color: RGB(128, 64, 0))),
            ("␛]11;rgb:fff/800/000␇", .colorReport(slot: 11, color: RGB(255, 128, 0))),
            ("␛]11;rgb:fd/f6/e3␇", .colorReport(slot: 11, color: RGB(253, 246, 227))),
            ("␛]11;rgb:f/8/0␇", .colorReport(slot: 11, color: RGB(255, 136, 0))),
            ("␛]11;rgb:FDFD/F6F6/E3E3␇", .colorReport(slot: 11, color: RGB(253, 246, 227))),
            // rxvt-unicode with transparency; alpha is ignored.
            ("␛]11;rgba:0000/0000/0000/c000␛\\", .colorReport(slot: 11, color: RGB(0, 0, 0))),
            // The # forms: the digits are each component's high bits.
            ("␛]11;#fdf6e3␇", .colorReport(slot: 11, color: RGB(253, 246, 227))),
            ("␛]11;#f80␇", .colorReport(slot: 11, color: RGB(240, 128, 0))),
            ("␛]10;#ffff80800000␇", .colorReport(slot: 10, color: RGB(255, 128, 0))),
            ("␛[?62;22c", .deviceAttributes),
            ("␛[?1;2c", .deviceAttributes),
            ("␛[?6c", .deviceAttributes),
        ]
        for (reply, event) in table {
            XCTAssertEqual(decodeAll(wire(reply)), [event], reply)
        }
    }

    func testStringsThatAreNotColourRepliesStayRawReplies() {
        for reply in ["␛]11;␇", "␛]11;?␛\\", "␛]11;rgb:ffff/ffff␇", "␛]11;rgb:fffff/0/0␇", "␛]11;rgb:gg/00/00␇",
                      "␛]11;cmy:1/1/1␇", "␛]11;#ff00f␇", "␛]12;rgb:ffff/ffff/ffff␇", "␛]111;rgb:1/1/1␇",
                      "␛]1;rgb:1/1/1␇", "␛]110;␇", "␛]11rgb:1/1/1␇", "␛]11;rgba:1/1/1␇"] {
            XCTAssertEqual(decodeAll(wire(reply)), [.terminalReply(wire(reply))], reply)
        }
        // A DA2 reply is not DA1.
        XCTAssertEqual(decodeAll(wire("␛[>1;10;0c")), [.terminalReply(wire("␛[>1;10;0c"))])
        // Shift-right in rxvt, `CSI c`, stays a key.
        XCTAssertEqual(decodeAll(wire("␛[c")), [key(.right, .shift)])
    }

    func testTheWholeAnswerSplitAtEveryByteGivesTheSameEvents() {
        let answer = wire("␛]11;rgb:fdfd/f6f6/e3e3␛\\␛]10;rgb:6565/7b7b/8383␇␛[?62;22c")
        let events: [InputEvent] = [.colorReport(slot: 11, color: RGB(253, 246, 227)),
                                    .colorReport(slot: 10, color: RGB(101, 123, 131)), .deviceAttributes]
        XCTAssertEqual(decodeAll(answer), events)
        XCTAssertEqual(decodeReads(answer.map { [$0] }), events, "byte at a time")
        for cut in 1..<answer.count {
            XCTAssertEqual(decodeReads([Array(answer[..<cut]), Array(answer[cut...])]), events, "split at \(cut)")
        }
    }

    func testKeysAroundAndBetweenTheRepliesStayKeysInOrder() {
        let stream = wire("a␛]11;rgb:ffff/ffff/ffff␛\\b␛]10;rgb:0000/0000/0000␇\r␛[?62c␛[Ac")
        let events: [InputEvent] = [char("a"), .colorReport(slot: 11, color: RGB(255, 255, 255)), char("b"),
                                    .colorReport(slot: 10, color: RGB(0, 0, 0)), key(.enter), .deviceAttributes,
                                    key(.up), char("c")]
        XCTAssertEqual(decodeAll(stream), events)
        XCTAssertEqual(decodeReads(stream.map { [$0] }), events, "byte at a time")
    }

    func testGarbageBeforeAReplyDoesNotSwallowIt() {
        // A string cut short by another ESC is unknown up to it; the reply after it is still read.
        let stream = wire("␛]11;rgb:ff␛]11;rgb:0000/0000/0000␇␛[?62c")
        let events = decodeAll(stream)
        XCTAssertEqual(events.last, .deviceAttributes)
        XCTAssertTrue(events.contains(.colorReport(slot: 11, color: RGB(0, 0, 0))), "\(events)")
        XCTAssertFalse(events.contains { if case .key = $0 { return true } else { return false } }, "\(events)")
    }
}
