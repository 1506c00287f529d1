import XCTest
@testable import DialogKit

final class KeyDecoderTests: XCTestCase, InputEventShorthands {
    /// Checks that each wire string decodes, in one read, to exactly the listed events.
    private func assertTable(_ table: [(String, [InputEvent])], file: StaticString = #filePath, line: UInt = #line) {
        for (input, expected) in table {
            XCTAssertEqual(decodeAll(wire(input)), expected, "decoding \(input.debugDescription)",
                           file: file, line: line)
        }
    }

    func testControlBytesMapToKeys() {
        assertTable([
            ("\r", [key(.enter)]),
            ("\n", [key(.enter)]),
            ("\t", [key(.tab)]),
            ("\u{7F}", [key(.backspace)]),
            ("\u{08}", [key(.backspace)]),
            ("\u{00}", [char(" ", .control)]),
            ("\u{01}", [char("a", .control)]),
            ("\u{03}", [.key(.ctrl("c"))]),
            ("\u{07}", [char("g", .control)]),
            ("\u{0B}", [char("k", .control)]),
            ("\u{0C}", [char("l", .control)]),
            ("\u{0E}", [char("n", .control)]),
            ("\u{1A}", [char("z", .control)]),
            ("\u{1C}", [char("\\", .control)]),
            ("\u{1D}", [char("]", .control)]),
            ("\u{1E}", [char("^", .control)]),
            ("\u{1F}", [char("_", .control)]),
        ])
    }

    func testEveryControlLetterIsControlPlusThatLetter() {
        let special: Set<UInt8> = [0x08, 0x09, 0x0A, 0x0D]
        for byte in UInt8(0x01)...0x1A where !special.contains(byte) {
            let letter = Character(Unicode.Scalar(byte + 0x60))
            XCTAssertEqual(KeyDecoder.decode([byte][...], final: false),
                           .event(.key(.ctrl(letter)), consumed: 1), "byte \(byte)")
        }
    }

    func testCtrlConvenienceMatchesDecodedControlByte() {
        XCTAssertEqual(KeyEvent.ctrl("c"), KeyEvent(.character("c"), .control))
        XCTAssertNotEqual(KeyEvent.ctrl("c"), KeyEvent(.character("c")))
    }

    func testLoneEscapeWaitsForTheTimeout() {
        var decoder = KeyDecoder()
        decoder.feed([0x1B])
        XCTAssertNil(decoder.next(final: false))
        XCTAssertTrue(decoder.hasPending)
        XCTAssertEqual(decoder.next(final: true), key(.escape))
        XCTAssertFalse(decoder.hasPending)
        XCTAssertNil(decoder.next(final: true))

        XCTAssertEqual(KeyDecoder.decode(wire("␛")[...], final: false), .needMore)
        XCTAssertEqual(KeyDecoder.decode(wire("␛")[...], final: true), .event(key(.escape), consumed: 1))
    }

    func testEscapeThenKeyInOneReadIsAlt() {
        assertTable([
            ("␛b", [char("b", .alt)]),
            ("␛B", [char("B", .alt)]),
            ("␛ ", [char(" ", .alt)]),
            ("␛é", [char("é", .alt)]),
            ("␛\u{03}", [char("c", [.control, .alt])]),
            ("␛\r", [key(.enter, .alt)]),
            ("␛\u{7F}", [key(.backspace, .alt)]),
            ("␛bc", [char("b", .alt), char("c")]),
            // ESC ESC is two presses of Escape unless a sequence follows (rxvt's meta-arrows).
            ("␛␛", [key(.escape), key(.escape)]),
            ("␛␛[A", [key(.up, .alt)]),
            ("␛␛OB", [key(.down, .alt)]),
            ("␛␛x", [key(.escape), char("x", .alt)]),
        ])
        XCTAssertEqual(KeyDecoder.decode(wire("␛b")[...], final: false), .event(char("b", .alt), consumed: 2))
        XCTAssertEqual(KeyDecoder.decode(wire("␛␛")[...], final: false), .needMore)
    }

    func testCursorAndNavigationKeys() {
        assertTable([
            ("␛[A", [key(.up)]), ("␛[B", [key(.down)]), ("␛[C", [key(.right)]), ("␛[D", [key(.left)]),
            ("␛OA", [key(.up)]), ("␛OB", [key(.down)]), ("␛OC", [key(.right)]), ("␛OD", [key(.left)]),
            ("␛[H", [key(.home)]), ("␛[F", [key(.end)]), ("␛OH", [key(.home)]), ("␛OF", [key(.end)]),
            ("␛[1;5C", [key(.right, .control)]),
            ("␛[1;2A", [key(.up, .shift)]),
            ("␛[1;3D", [key(.left, .alt)]),
            ("␛[1;5H", [key(.home, .control)]),
            ("␛[1~", [key(.home)]), ("␛[4~", [key(.end)]), ("␛[7~", [key(.home)]), ("␛[8~", [key(.end)]),
            ("␛[2~", [key(.insert)]), ("␛[3~", [key(.delete)]),
            ("␛[5~", [key(.pageUp)]), ("␛[6~", [key(.pageDown)]),
            ("␛[3;5~", [key(.delete, .control)]),
            ("␛[3;2~", [key(.delete, .shift)]),
            ("␛[6;3~", [key(.pageDown, .alt)]),
            ("␛[Z", [key(.tab, .shift)]),
            // rxvt: shift-arrows as lower-case CSI finals, ctrl-arrows as lower-case SS3, `^`/`@` on editing keys.
            ("␛[a", [key(.up, .shift)]), ("␛[d", [key(.left, .shift)]),
            ("␛Oa", [key(.up, .control)]), ("␛Oc", [key(.right, .control)]),
            ("␛[3^", [key(.delete, .control)]), ("␛[5@", [key(.pageUp, [.control, .shift])]),
            // Modifiers between SS3 and the final byte.
            ("␛O5A", [key(.up, .control)]),
            ("␛O1;2P", [key(.function(1), .shift)]),
        ])
    }

    func testModifierParameterFollowsXterm() {
        let expected: [Int: Modifiers] = [
            1: [], 2: .shift, 3: .alt, 4: [.shift, .alt], 5: .control, 6: [.shift, .control],
            7: [.alt, .control], 8: [.shift, .alt, .control],
            // Meta (bit 8) has no counterpart and is dropped: 9 is plain meta, 13 meta-ctrl.
            9: [], 13: .control,
        ]
        for (parameter, modifiers) in expected {
            XCTAssertEqual(decodeAll(wire("␛[1;\(parameter)B")), [key(.down, modifiers)], "modifier \(parameter)")
            XCTAssertEqual(decodeAll(wire("␛[2;\(parameter)~")), [key(.insert, modifiers)], "modifier \(parameter)")
        }
    }

    func testFunctionKeys() {
        // xterm: F1–F4 as SS3 (CSI when modified), F5–F12 as VT220 numbers with a gap at 16 and 22.
        let xterm = ["␛OP", "␛OQ", "␛OR", "␛OS", "␛[15~", "␛[17~", "␛[18~", "␛[19~", "␛[20~", "␛[21~", "␛[23~",
                     "␛[24~"]
        // linux console: F1–F5 as `ESC [ [ A`…`E`, then the VT220 numbers.
        let linux = ["␛[[A", "␛[[B", "␛[[C", "␛[[D", "␛[[E", "␛[17~", "␛[18~", "␛[19~", "␛[20~", "␛[21~", "␛[23~",
                     "␛[24~"]
        // rxvt and old xterm: F1–F4 as 11~–14~.
        let rxvt = ["␛[11~", "␛[12~", "␛[13~", "␛[14~"]
        for (index, sequence) in xterm.enumerated() {
            XCTAssertEqual(decodeAll(wire(sequence)), [key(.function(index + 1))], sequence)
        }
        for (index, sequence) in linux.enumerated() {
            XCTAssertEqual(decodeAll(wire(sequence)), [key(.function(index + 1))], sequence)
        }
        for (index, sequence) in rxvt.enumerated() {
            XCTAssertEqual(decodeAll(wire(sequence)), [key(.function(index + 1))], sequence)
        }
        assertTable([
            ("␛[1;2P", [key(.function(1), .shift)]),
            ("␛[1;5S", [key(.function(4), .control)]),
            ("␛[15;5~", [key(.function(5), .control)]),
            ("␛[24;2~", [key(.function(12), .shift)]),
            ("␛[R", [key(.function(3))]),
        ])
    }

    func testKeypadInApplicationMode() {
        assertTable([
            ("␛OM", [key(.enter)]),
            ("␛Op␛Oy", [char("0"), char("9")]),
            ("␛Oj␛Ok␛Om␛On␛Oo␛OX", [char("*"), char("+"), char("-"), char("."), char("/"), char("=")]),
        ])
    }

    func testKeysByCodepoint() {
        assertTable([
            // xterm modifyOtherKeys=2.
            ("␛[27;5;13~", [key(.enter, .control)]),
            ("␛[27;2;9~", [key(.tab, .shift)]),
            ("␛[27;6;97~", [char("a", [.control, .shift])]),
            // fixterms / kitty CSI u.
            ("␛[97;5u", [char("a", .control)]),
            ("␛[27u", [key(.escape)]),
            ("␛[127;3u", [key(.backspace, .alt)]),
            ("␛[57399u", [.unknown(wire("␛[57399u"))]),
        ])
    }

    func testFocusReports() {
        assertTable([
            ("␛[I", [.focus(true)]),
            ("␛[O", [.focus(false)]),
        ])
    }

    func testTerminalRepliesAreConsumedWhole() {
        let replies = [
            "␛[>41;390;0c",  // DA2
            "␛[?2026;2$y",  // DECRPM, private mode
            "␛[4;1$y",  // DECRPM, ANSI mode
            "␛[12;40R",  // cursor position
            "␛[1;5R",  // cursor position at row 1, not ctrl-F3
            "␛[?12;40;1R",  // DECXCPR
            "␛[0n",  // device status
            "␛[?1u",  // kitty keyboard flags
            "␛]11;?␇",  // OSC ended by BEL, no colour in it
            "␛]4;1;rgb:ffff/0000/0000␛\\",  // OSC ended by ST, a palette entry
            "␛P1$r0m␛\\",  // DCS, DECRQSS reply
            "␛P>|xterm(390)␛\\",  // DCS, XTVERSION reply
        ]
        for reply in replies {
            XCTAssertEqual(decodeAll(wire(reply + "x")), [.terminalReply(wire(reply)), char("x")], reply)
        }
    }

    func testUnknownSequencesAreConsumedWhole() {
        assertTable([
            ("␛[E", [.unknown(wire("␛[E"))]),  // keypad 5, no Key for it
            ("␛[99~q", [.unknown(wire("␛[99~")), char("q")]),
            ("␛[201~", [.unknown(wire("␛[201~"))]),  // paste end without a start
            ("␛[1 q", [.unknown(wire("␛[1 q"))]),
            ("␛Oz", [.unknown(wire("␛Oz"))]),
            ("␛[<66;1;1M", [.unknown(wire("␛[<66;1;1M"))]),  // horizontal wheel
            ("␛[<0;1M", [.unknown(wire("␛[<0;1M"))]),  // SGR mouse missing a coordinate
        ])
    }

    func testIncompleteSequencesSettleWhenFinal() {
        assertTable([
            ("␛[", [char("[", .alt)]),
            ("␛O", [char("O", .alt)]),
            ("␛]", [char("]", .alt)]),
            ("␛P", [char("P", .alt)]),
            ("␛[1;5", [.unknown(wire("␛[1;5"))]),
            ("␛[[", [.unknown(wire("␛[["))]),
            ("␛]11;rgb:00", [.unknown(wire("␛]11;rgb:00"))]),
            ("␛]11;rgb:00␛", [.unknown(wire("␛]11;rgb:00␛"))]),
            ("␛[M ", [.unknown(wire("␛[M "))]),
        ])
        for prefix in ["␛[", "␛O", "␛[1;5", "␛]0;title", "␛P1$r", "␛[<0;1;", "␛[M!"] {
            XCTAssertEqual(KeyDecoder.decode(wire(prefix)[...], final: false), .needMore, prefix)
        }
    }

    func testMalformedSequencesDoNotSwallowTheNextKey() {
        assertTable([
            // A control byte cannot appear inside CSI: what came before is unknown and the byte is a key.
            ("␛[1;\u{03}", [.unknown(wire("␛[1;")), .key(.ctrl("c"))]),
            ("␛[\r", [char("[", .alt), key(.enter)]),
            ("␛O\r", [char("O", .alt), key(.enter)]),
            ("␛[ x", [char("[", .alt), char(" "), char("x")]),
            ("␛O x", [char("O", .alt), char(" "), char("x")]),
            ("␛[[x", [.unknown(wire("␛[[")), char("x")]),
            // An ESC inside OSC aborts it; the ESC starts the next sequence.
            ("␛]11;rgb␛[A", [.unknown(wire("␛]11;rgb")), key(.up)]),
            ("␛]0;a\u{18}b", [.unknown(wire("␛]0;a\u{18}")), char("b")]),
        ])
    }

    func testOverlongCSIIsDiscardedWholeUpToItsFinalByte() {
        // No key is that long: a reply (or garbage) past `maxLength` is reported up to it, and the rest of it,
        // up to its final byte, is skipped rather than typed.
        let parameters = String(repeating: "1", count: 70)
        let events = decodeAll(wire("␛[" + parameters + "Ax"))
        let unknownPart = wire("␛[" + String(repeating: "1", count: ControlSequence.maxLength - 2))
        XCTAssertEqual(events, [.unknown(unknownPart), char("x")])
        XCTAssertEqual(KeyDecoder.decode(wire("␛[" + parameters)[...], final: false),
                       .event(.unknown(unknownPart), consumed: unknownPart.count))
        // A byte that cannot be in a sequence ends the skip, and is decoded in its own right.
        XCTAssertEqual(decodeAll(wire("␛[" + parameters + "\ry")), [.unknown(unknownPart), key(.enter), char("y")])
    }

    func testEmptyInputNeedsMore() {
        XCTAssertEqual(KeyDecoder.decode([][...], final: false), .needMore)
        XCTAssertEqual(KeyDecoder.decode([][...], final: true), .needMore)
        var decoder = KeyDecoder()
        XCTAssertNil(decoder.next(final: true))
        XCTAssertFalse(decoder.hasPending)
    }

    func testDecodeReportsBytesConsumedFromASliceAnywhereInAnArray() {
        let bytes = wire("xx␛[1;5Cy")
        XCTAssertEqual(KeyDecoder.decode(bytes[2...], final: false), .event(key(.right, .control), consumed: 6))
        XCTAssertEqual(KeyDecoder.decode(bytes[8...], final: false), .event(char("y"), consumed: 1))
    }

    func testFinalNeverNeedsMoreForAnyPrefix() {
        let corpus = wire("␛[1;5C␛[<35;12;7M␛]11;rgb:1/2/3␇␛P1$r0m␛\\é👍🏽␛O1;2P␛[[A␛[M !!\u{03}")
        for end in 1...corpus.count {
            for start in 0..<end {
                guard case .event(_, let consumed) = KeyDecoder.decode(corpus[start..<end], final: true) else {
                    return XCTFail("needMore for bytes \(start)..<\(end) with final")
                }
                XCTAssertTrue((1...(end - start)).contains(consumed), "consumed \(consumed) of \(start)..<\(end)")
            }
        }
    }

    func testManyEventsInOneRead() {
        let stream = wire("a␛[1;5C\u{03}␛[<0;3;4M␛[200~hi␛[201~é␛[I␛[?62c␛OP\r👍␛[3~␛b␛[Z\t")
        XCTAssertEqual(decodeAll(stream), [
            char("a"),
            key(.right, .control),
            .key(.ctrl("c")),
            mouse(.press, .left, column: 2, row: 3),
            .paste("hi"),
            char("é"),
            .focus(true),
            .deviceAttributes,
            key(.function(1)),
            key(.enter),
            char("👍"),
            key(.delete),
            char("b", .alt),
            key(.tab, .shift),
            key(.tab),
        ])
    }
}
