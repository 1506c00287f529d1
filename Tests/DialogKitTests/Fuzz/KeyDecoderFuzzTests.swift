import XCTest
@testable import DialogKit
import TestSupport

/// Random bytes from a terminal (and from anyone who can write to it) through the key decoder.
final class KeyDecoderFuzzTests: XCTestCase {
    /// Every step takes at least one byte and no more than it was given, or asks for more; settled with
    /// `final`, only a bracketed paste still waiting for its end marker may ask for more.
    func testEveryStepConsumesSomeBytesOrAsksForMore() {
        var random = FuzzInput(seed: 0x5EED_0001)
        for iteration in 0..<fuzzIterations {
            let bytes = random.bytes(fragments: 16)
            for final in [false, true] {
                var offset = 0
                decoding: while offset < bytes.count {
                    switch KeyDecoder.decode(bytes[offset...], final: final) {
                    case .event(let event, let consumed):
                        guard consumed >= 1, consumed <= bytes.count - offset else {
                            return XCTFail("iteration \(iteration), final \(final): \(event) consumed \(consumed) of "
                                + "\(bytes.count - offset) bytes: \(hex(bytes[offset...]))")
                        }
                        offset += consumed
                    case .needMore:
                        if final, !startsPaste(bytes[offset...]) {
                            return XCTFail("iteration \(iteration): needMore with final for \(hex(bytes[offset...]))")
                        }
                        break decoding
                    }
                }
            }
        }
    }

    /// The same bytes give the same events however the reads split them: nothing lost, nothing doubled.
    ///
    /// A grapheme cluster whose scalars arrive in two reads (👍, then its skin tone) may come out as two
    /// characters, which the field joins again; waiting ESCDELAY after every non-ASCII key in case it goes on
    /// would slow typing down. So characters that extend the one before are joined before comparing.
    func testEventsDoNotDependOnHowTheBytesAreSplit() {
        var random = FuzzInput(seed: 0x5EED_0002)
        for iteration in 0..<fuzzIterations {
            let bytes = random.bytes(fragments: 16)
            var whole = KeyDecoder()
            whole.feed(bytes)
            let expected = drain(&whole, final: false) + drain(&whole, final: true)

            var pieces = KeyDecoder()
            var events: [InputEvent] = []
            for piece in random.split(bytes) {
                pieces.feed(piece)
                events += drain(&pieces, final: false)
            }
            events += drain(&pieces, final: true)
            if joiningText(events) != joiningText(expected) {
                return XCTFail("iteration \(iteration): \(hex(bytes[...]))\nwhole:  \(expected)\nsplit:  \(events)")
            }
            XCTAssertEqual(pieces.hasPending, whole.hasPending, "iteration \(iteration)")
        }
    }

    /// Text typed as keys comes out as the same characters, in order, whatever else surrounds it.
    func testPrintableTextComesOutAsTheSameCharacters() {
        var random = FuzzInput(seed: 0x5EED_0003)
        let words = ["hello", "é", "€", "中文", "😀", "a b", "👍🏽", "א"]
        for iteration in 0..<fuzzIterations {
            let text = (0..<random.int(1...6)).map { _ in random.pick(words) }.joined()
            var decoder = KeyDecoder()
            for piece in random.split(Array(text.utf8)) { decoder.feed(piece) }
            var typed = ""
            for event in drain(&decoder, final: true) {
                guard case .key(let key) = event, case .character(let character) = key.key, key.modifiers.isEmpty else {
                    return XCTFail("iteration \(iteration): \(event) in \(text)")
                }
                typed.unicodeScalars.append(contentsOf: character.unicodeScalars)
            }
            XCTAssertEqual(typed, text, "iteration \(iteration)")
        }
    }

    /// Random bytes as the body of a reply, in its 7-bit and 8-bit forms and split anywhere, never type a key,
    /// and the reply leaves nothing behind.
    func testNoReplyBodyTypesAKey() {
        var random = FuzzInput(seed: 0x5EED_0004)
        for iteration in 0..<fuzzIterations {
            let body = random.bytes(fragments: 16).filter { ![0x07, 0x18, 0x1A, 0x1B, 0x9C, 0xC2].contains($0) }
            for (introducer, terminator) in [([0x1B, 0x5D], [0x1B, 0x5C]), ([0x9D], [0x9C]), ([0xC2, 0x90], [0xC2, 0x9C])]
                as [([UInt8], [UInt8])] {
                var decoder = KeyDecoder()
                var events: [InputEvent] = []
                for piece in random.split(introducer + body + terminator) {
                    decoder.feed(piece)
                    events += drain(&decoder, final: false)
                }
                events += drain(&decoder, final: true)
                XCTAssertEqual(events.count, 1, "iteration \(iteration): \(hex((introducer + body)[...])): \(events)")
                XCTAssertFalse(events.contains { if case .key = $0 { return true } else { return false } },
                               "iteration \(iteration): \(events)")
            }
        }
    }

    private func drain(_ decoder: inout KeyDecoder, final: Bool) -> [InputEvent] {
        var events: [InputEvent] = []
        while let event = decoder.next(final: final) {
            events.append(event)
            if events.count > 100_000 { XCTFail("the decoder never stops"); break }
        }
        return events
    }

    /// The events with a character that only extends the one before it (a skin tone, a combining accent)
    /// joined to that one, as the field joins them.
    private func joiningText(_ events: [InputEvent]) -> [InputEvent] {
        var result: [InputEvent] = []
        for event in events {
            if case .key(let key) = event, case .character(let character) = key.key, key.modifiers.isEmpty,
               case .key(var last)? = result.last, case .character(let previous) = last.key,
               (String(previous) + String(character)).count == 1 {
                last.key = .character(Character(String(previous) + String(character)))
                result[result.count - 1] = .key(last)
                continue
            }
            result.append(event)
        }
        return result
    }

    private func startsPaste(_ bytes: ArraySlice<UInt8>) -> Bool {
        if case .pasteStart = KeyDecoder.step(InputBytes(bytes), final: true) { return true }
        return false
    }
}

func hex(_ bytes: ArraySlice<UInt8>) -> String {
    bytes.map { $0 >= 0x20 && $0 < 0x7F ? String(UnicodeScalar($0)) : "\\x" + String($0, radix: 16) }.joined()
}
