import XCTest
@testable import DialogKit

/// UTF-8 and grapheme handling of typed text.
final class KeyDecoderTextTests: XCTestCase, InputEventShorthands {
    private var fffd: InputEvent { char("\u{FFFD}") }

    func testMultiByteCharactersDecodeFromBytes() {
        XCTAssertEqual(decodeAll([0x61]), [char("a")])
        XCTAssertEqual(decodeAll([0xC3, 0xA9]), [char("é")])
        XCTAssertEqual(decodeAll([0xE2, 0x82, 0xAC]), [char("€")])
        XCTAssertEqual(decodeAll([0xF0, 0x9F, 0x98, 0x80]), [char("😀")])
        XCTAssertEqual(KeyDecoder.decode([0xF0, 0x9F, 0x98, 0x80, 0x61][...], final: false),
                       .event(char("😀"), consumed: 4))
        XCTAssertEqual(decodeAll(Array("aé€😀".utf8)), [char("a"), char("é"), char("€"), char("😀")])
    }

    func testIncompleteCharacterWaitsUnlessFinal() {
        XCTAssertEqual(KeyDecoder.decode([0xE2, 0x82][...], final: false), .needMore)
        XCTAssertEqual(KeyDecoder.decode([0xF0, 0x9F, 0x98][...], final: false), .needMore)
        XCTAssertEqual(KeyDecoder.decode([0xE2, 0x82][...], final: true), .event(fffd, consumed: 2))
        XCTAssertEqual(KeyDecoder.decode([0xC3][...], final: true), .event(fffd, consumed: 1))
    }

    func testInvalidBytesBecomeReplacementCharacters() {
        let table: [([UInt8], [InputEvent])] = [
            ([0xFF], [fffd]),
            ([0xC0, 0xAF], [fffd, fffd]),  // overlong '/': C0 is never a lead, AF is a stray continuation
            ([0xA0, 0x61], [fffd, char("a")]),  // stray continuation byte
            // A stray byte in 0x80–0x9F is a C1 control in its 8-bit form, never text (see KeyDecoderReplyFormTests).
            ([0x80, 0x61], [.unknown([0x80]), char("a")]),
            ([0xC3, 0x41], [fffd, char("A")]),  // lead then ASCII: only the lead is bad
            ([0xC3, 0x1B], [fffd, key(.escape)]),  // the ESC after a bad lead still counts
            ([0xE2, 0x82, 0x41], [fffd, char("A")]),  // truncated three-byte form
            ([0xE0, 0x80, 0x80], [fffd, .unknown([0x80]), .unknown([0x80])]),  // overlong three-byte form
            ([0xE0, 0xA0, 0x41], [fffd, char("A")]),  // truncated three-byte form after E0
            ([0xED, 0xA0, 0x80], [fffd, fffd, .unknown([0x80])]),  // UTF-16 surrogate
            ([0xED, 0xA0, 0xA0], [fffd, fffd, fffd]),
            // Above U+10FFFF: F4 alone is bad, and 0x90 is then a DCS (8-bit) that never ends.
            ([0xF4, 0x90, 0x80, 0x80], [fffd, .unknown([0x90, 0x80, 0x80])]),
            ([0xF4, 0xA0, 0xA0, 0xA0], [fffd, fffd, fffd, fffd]),
            ([0xF0, 0x9F, 0x98, 0x61], [fffd, char("a")]),  // truncated four-byte form
        ]
        for (bytes, expected) in table {
            XCTAssertEqual(decodeAll(bytes), expected, "bytes \(bytes)")
        }
    }

    func testC1ControlsAreNotCharacters() {
        XCTAssertEqual(decodeAll([0xC2, 0x85, 0x61]), [.unknown([0xC2, 0x85]), char("a")])
    }

    func testScalarsOfOneGraphemeArriveAsOneCharacter() {
        let clusters: [String] = [
            "e\u{301}",  // e + combining acute
            "👍🏽",  // emoji + skin tone
            "👨‍👩‍👧",  // ZWJ family
            "🇫🇷",  // regional indicator pair
            "1\u{FE0F}\u{20E3}",  // keycap one
            "\u{1100}\u{1161}\u{11A8}",  // Hangul jamo L V T
            "a\u{300}\u{316}",  // two combining marks
        ]
        for cluster in clusters {
            XCTAssertEqual(decodeAll(Array(cluster.utf8)), [char(Character(cluster))], cluster.debugDescription)
        }
    }

    func testGraphemesAreSplitWhereTheyBreak() {
        XCTAssertEqual(decodeAll(Array("ab".utf8)), [char("a"), char("b")])
        XCTAssertEqual(decodeAll(Array("éa".utf8)), [char("é"), char("a")])
        XCTAssertEqual(decodeAll(Array("🇫🇷🇩🇪".utf8)), [char("🇫🇷"), char("🇩🇪")])
        XCTAssertEqual(decodeAll(Array("e\u{301}x👍🏽y".utf8)),
                       [char("e\u{301}"), char("x"), char("👍🏽"), char("y")])
        // A control byte is never part of a cluster.
        XCTAssertEqual(decodeAll(Array("é\r".utf8)), [char("é"), key(.enter)])
    }

    func testClusterCutByTheEndOfAReadIsReportedWithoutWaiting() {
        // The skin tone is still in flight: the thumb is reported at once rather than held back.
        let thumb = Array("👍".utf8)
        let partialTone: [UInt8] = [0xF0, 0x9F]
        XCTAssertEqual(KeyDecoder.decode((thumb + partialTone)[...], final: false),
                       .event(char("👍"), consumed: thumb.count))
        XCTAssertEqual(KeyDecoder.decode(Array("e".utf8)[...], final: false), .event(char("e"), consumed: 1))
    }
}
