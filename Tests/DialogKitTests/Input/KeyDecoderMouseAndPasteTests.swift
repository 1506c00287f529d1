import XCTest
@testable import DialogKit

final class KeyDecoderMouseAndPasteTests: XCTestCase, InputEventShorthands {
    func testSGRMouse() {
        let table: [(String, InputEvent)] = [
            ("␛[<0;10;5M", mouse(.press, .left, column: 9, row: 4)),
            ("␛[<0;10;5m", mouse(.release, .left, column: 9, row: 4)),
            ("␛[<1;1;1M", mouse(.press, .middle, column: 0, row: 0)),
            ("␛[<2;300;120M", mouse(.press, .right, column: 299, row: 119)),
            ("␛[<2;3;4m", mouse(.release, .right, column: 2, row: 3)),
            ("␛[<32;11;5M", mouse(.drag, .left, column: 10, row: 4)),
            ("␛[<34;11;5M", mouse(.drag, .right, column: 10, row: 4)),
            ("␛[<35;11;5M", mouse(.move, .none, column: 10, row: 4)),
            ("␛[<64;7;8M", mouse(.scrollUp, .none, column: 6, row: 7)),
            ("␛[<65;7;8M", mouse(.scrollDown, .none, column: 6, row: 7)),
            ("␛[<4;1;2M", mouse(.press, .left, column: 0, row: 1, .shift)),
            ("␛[<8;1;2M", mouse(.press, .left, column: 0, row: 1, .alt)),
            ("␛[<16;1;2M", mouse(.press, .left, column: 0, row: 1, .control)),
            ("␛[<80;1;2M", mouse(.scrollUp, .none, column: 0, row: 1, .control)),
            ("␛[<54;1;2M", mouse(.drag, .right, column: 0, row: 1, [.shift, .control])),
        ]
        for (input, expected) in table {
            XCTAssertEqual(decodeAll(wire(input)), [expected], input)
        }
        // Buttons 8–11 (back/forward) have no counterpart.
        XCTAssertEqual(decodeAll(wire("␛[<128;1;1M")), [.unknown(wire("␛[<128;1;1M"))])
    }

    func testX10Mouse() {
        // `CSI M` then button, column and row bytes, each offset by 32, coordinates 1-based.
        XCTAssertEqual(decodeAll(wire("␛[M") + [32, 33 + 9, 33 + 4]), [mouse(.press, .left, column: 9, row: 4)])
        XCTAssertEqual(decodeAll(wire("␛[M") + [32 + 3, 33, 33]), [mouse(.release, .none, column: 0, row: 0)])
        XCTAssertEqual(decodeAll(wire("␛[M") + [32 + 64, 34, 35]), [mouse(.scrollUp, .none, column: 1, row: 2)])
    }

    func testBracketedPaste() {
        let table: [(String, InputEvent)] = [
            ("␛[200~hello␛[201~", .paste("hello")),
            ("␛[200~␛[201~", .paste("")),
            ("␛[200~line 1\r\nline 2\ttabbed␛[201~", .paste("line 1\r\nline 2\ttabbed")),
            ("␛[200~grüße 👍🏽 日本␛[201~", .paste("grüße 👍🏽 日本")),
            // Not sanitised: control bytes and a stray ESC stay in the body.
            ("␛[200~a\u{03}b␛[Ac␛[201~", .paste("a\u{03}b\u{1B}[Ac")),
            ("␛[200~␛[200~nested␛[201~", .paste("\u{1B}[200~nested")),
        ]
        for (input, expected) in table {
            XCTAssertEqual(decodeAll(wire(input)), [expected], input)
            XCTAssertEqual(KeyDecoder.decode(wire(input)[...], final: true),
                           .event(expected, consumed: wire(input).count), input)
        }
        XCTAssertEqual(decodeAll(wire("␛[200~x␛[201~y")), [.paste("x"), char("y")])
        XCTAssertEqual(decodeAll([0x1B] + wire("[200~") + [0x61, 0xFF, 0x62] + wire("␛[201~")), [.paste("a\u{FFFD}b")])
    }

    func testFinalDoesNotCutAPasteShort() {
        let start = wire("␛[200~half a past")
        XCTAssertEqual(KeyDecoder.decode(start[...], final: true), .needMore)

        var decoder = KeyDecoder()
        decoder.feed(start)
        XCTAssertNil(decoder.next(final: false))
        XCTAssertNil(decoder.next(final: true))
        XCTAssertTrue(decoder.hasPending)
        decoder.feed(wire("e␛[20"))
        XCTAssertNil(decoder.next(final: true))
        decoder.feed(wire("1~q"))
        XCTAssertEqual(decoder.next(final: false), .paste("half a paste"))
        XCTAssertEqual(decoder.next(final: false), char("q"))
        XCTAssertFalse(decoder.hasPending)
    }

    func testLongPasteArrivesInPiecesThatJoinUp() {
        // A three-byte character straddles the limit, so the cut has to move back to keep it whole.
        let body = String(repeating: "a", count: KeyDecoder.pasteLimit - 1) + "€" + String(repeating: "b", count: 100)
        var decoder = KeyDecoder()
        decoder.feed(wire("␛[200~"))
        decoder.feed(Array(body.utf8))
        guard case .paste(let first)? = decoder.next(final: false) else { return XCTFail("no first piece") }
        XCTAssertEqual(first.utf8.count, KeyDecoder.pasteLimit - 1)
        XCTAssertNil(decoder.next(final: true))

        decoder.feed(wire("c␛[201~\r"))
        guard case .paste(let second)? = decoder.next(final: false) else { return XCTFail("no second piece") }
        // Compared as a Bool: a failure message holding a megabyte of text helps nobody.
        XCTAssertTrue(first + second == body + "c", "the pieces do not join up to the pasted text")
        XCTAssertFalse(second.contains("\u{FFFD}"))
        XCTAssertEqual(decoder.next(final: false), key(.enter))
        XCTAssertNil(decoder.next(final: false))
    }

    func testPasteEndMarkerSplitAcrossTheLimitIsStillFound() {
        // The end marker starts a few bytes before the limit and its tail has not arrived yet.
        let body = String(repeating: "z", count: KeyDecoder.pasteLimit - 3)
        var decoder = KeyDecoder()
        decoder.feed(wire("␛[200~") + Array(body.utf8) + wire("␛[20"))
        XCTAssertNil(decoder.next(final: true))
        decoder.feed(wire("1~"))
        XCTAssertEqual(decoder.next(final: false), .paste(body))
        XCTAssertFalse(decoder.hasPending)
    }
}
