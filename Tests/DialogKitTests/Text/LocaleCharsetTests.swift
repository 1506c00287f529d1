import XCTest
@testable import DialogKit

/// The locale's character set: which one the environment names, and how bytes cross the terminal's edge in it.
final class LocaleCharsetTests: XCTestCase {
    // MARK: - The rule

    func testTheFirstOfLCAllLCCTypeAndLangThatIsSetAndNotEmptyNamesIt() {
        XCTAssertEqual(Charset.detect(environment: ["LC_ALL": "C", "LC_CTYPE": "en_US.UTF-8", "LANG": "en_US.UTF-8"]), .ascii)
        XCTAssertEqual(Charset.detect(environment: ["LC_ALL": "", "LC_CTYPE": "C", "LANG": "en_US.UTF-8"]), .ascii)
        XCTAssertEqual(Charset.detect(environment: ["LC_CTYPE": "de_DE.UTF-8", "LANG": "C"]), .utf8)
        XCTAssertEqual(Charset.detect(environment: ["LC_CTYPE": "", "LANG": "fr_FR.ISO-8859-15"]), .latin9)
        XCTAssertEqual(Charset.detect(environment: ["LANG": "en_US.ISO-8859-1"]), .latin1)
    }

    func testNoLocaleAtAllIsUTF8AsBefore() {
        XCTAssertEqual(Charset.detect(environment: [:]), .utf8)
        XCTAssertEqual(Charset.detect(environment: ["LC_ALL": "", "LC_CTYPE": "", "LANG": ""]), .utf8)
        XCTAssertEqual(Charset(locale: nil), .utf8)
    }

    func testAUTF8CodesetInAnySpellingIsUTF8() {
        for name in ["C.UTF-8", "C.utf8", "en_US.UTF-8", "en_US.utf8", "de_DE.Utf-8", "sr_RS.UTF-8@latin", "ja_JP.UTF8"] {
            XCTAssertEqual(Charset(locale: name), .utf8, name)
        }
    }

    func testLatin1AndLatin9InTheirSpellings() {
        for name in ["en_US.ISO-8859-1", "de_DE.ISO8859-1", "fr_FR.iso88591", "pt_BR.ISO_8859-1", "es_ES.latin1"] {
            XCTAssertEqual(Charset(locale: name), .latin1, name)
        }
        for name in ["fr_FR.ISO-8859-15", "de_DE.ISO8859-15", "fi_FI.iso885915@euro", "it_IT.latin9"] {
            XCTAssertEqual(Charset(locale: name), .latin9, name)
        }
    }

    func testANameWithoutACodesetTakesGlibcsDefaultForIt() {
        XCTAssertEqual(Charset(locale: "de_DE"), .latin1)
        XCTAssertEqual(Charset(locale: "en_US"), .latin1)
        XCTAssertEqual(Charset(locale: "de_DE@euro"), .latin9)
        XCTAssertEqual(Charset(locale: "ru_RU"), .ascii, "ISO-8859-5: not Latin-1")
        XCTAssertEqual(Charset(locale: "ja_JP"), .ascii, "EUC-JP: not Latin-1")
    }

    func testCPosixAndUnknownCodesetsAreASCII() {
        for name in ["C", "POSIX", "ru_RU.KOI8-R", "ja_JP.eucJP", "zh_CN.GB18030", "en_US.ANSI_X3.4-1968"] {
            XCTAssertEqual(Charset(locale: name), .ascii, name)
        }
    }

    // MARK: - Typed bytes

    func testATypedByteAbove127IsTheCharacterItStandsForNeverTheReplacementCharacter() {
        XCTAssertEqual(Charset.utf8.utf8(fromTerminal: [0xE9]), [0xE9], "UTF-8 passes as it is")
        for charset in [Charset.ascii, .latin1, .latin9] {
            XCTAssertEqual(charset.utf8(fromTerminal: [0x61, 0xE9, 0x1B, 0x5B, 0x41]), Array("aé\u{1B}[A".utf8), "\(charset)")
            XCTAssertEqual(charset.utf8(fromTerminal: [0xFF]), Array("ÿ".utf8), "\(charset)")
        }
        XCTAssertEqual(Charset.latin1.utf8(fromTerminal: [0xA4, 0xBD]), Array("¤½".utf8))
        XCTAssertEqual(Charset.latin9.utf8(fromTerminal: [0xA4, 0xA6, 0xA8, 0xB4, 0xB8, 0xBC, 0xBD, 0xBE]), Array("€ŠšŽžŒœŸ".utf8))
    }

    func testATypedByteDecodesToOneKey() {
        let bytes = Charset.ascii.utf8(fromTerminal: [0xE9])
        XCTAssertEqual(KeyDecoder.decode(bytes[...], final: false), .event(.key(KeyEvent(.character("é"))), consumed: 2))
    }

    // MARK: - Answers

    func testAnAnswerIsWrittenInTheBytesItWasTypedIn() {
        XCTAssertEqual(Charset.utf8.encode("café"), Array("café".utf8))
        XCTAssertEqual(Charset.ascii.encode("café"), [0x63, 0x61, 0x66, 0xE9], "C: read as Latin-1, written back as Latin-1")
        XCTAssertEqual(Charset.latin1.encode("café"), [0x63, 0x61, 0x66, 0xE9])
        XCTAssertEqual(Charset.latin9.encode("5 €, œuf"), [0x35, 0x20, 0xA4, 0x2C, 0x20, 0xBD, 0x75, 0x66])
    }

    func testEveryByteTypedComesBackAsItself() {
        for charset in [Charset.ascii, .latin1, .latin9] {
            let typed = (UInt8(0x20)...0xFF).map { $0 }
            XCTAssertEqual(charset.encode(String(decoding: charset.utf8(fromTerminal: typed), as: UTF8.self)), typed, "\(charset)")
        }
    }

    func testACharacterTheSetLacksIsWrittenAsUTF8NeverAsAQuestionMark() {
        XCTAssertEqual(Charset.latin1.encode("€"), Array("€".utf8))
        XCTAssertEqual(Charset.latin9.encode("¤"), Array("¤".utf8), "Latin-9 has € where Latin-1 has ¤")
        XCTAssertEqual(Charset.ascii.encode("日本"), Array("日本".utf8))
    }

    // MARK: - Drawing

    func testUTF8IsDrawnAsItIs() {
        let frame = Array("\u{1B}[1;1H╭─ café 日本 ⠋".utf8)
        XCTAssertEqual(Charset.utf8.terminalBytes(fromUTF8: frame), frame)
    }

    func testInTheCLocaleNothingAbove127IsDrawnAndEveryCellKeepsItsColumns() {
        let frame = Array("\u{1B}[1;1H╭──╮ café 日本 ⠋ ·\u{1B}[0m".utf8)
        let drawn = Charset.ascii.terminalBytes(fromUTF8: frame)
        XCTAssertEqual(String(decoding: drawn, as: UTF8.self), "\u{1B}[1;1H+--+ caf? ???? - |\u{1B}[0m")
        XCTAssertFalse(drawn.contains { $0 >= 0x80 })
    }

    func testInALatin1LocaleLatin1IsDrawnAsItsBytesAndTheGlyphsInASCII() {
        let drawn = Charset.latin1.terminalBytes(fromUTF8: Array("│ café ½ · € 日 │".utf8))
        XCTAssertEqual(drawn, [0x7C, 0x20, 0x63, 0x61, 0x66, 0xE9, 0x20, 0xBD, 0x20, 0xB7, 0x20, 0x3F, 0x20, 0x3F, 0x3F, 0x20, 0x7C])
        XCTAssertEqual(Charset.latin9.terminalBytes(fromUTF8: Array("€ ½".utf8)), [0xA4, 0x20, 0x3F], "½ is not in Latin-9")
    }

    func testAccentsAndZeroWidthCharactersTakeNoColumnOfTheirOwn() {
        XCTAssertEqual(Charset.latin1.terminalBytes(fromUTF8: Array("e\u{301}!".utf8)), Array("e!".utf8))
        XCTAssertEqual(Charset.latin1.terminalBytes(fromUTF8: Array("\u{E9}\u{301}!".utf8)), [0xE9, 0x21])
        XCTAssertEqual(Charset.ascii.terminalBytes(fromUTF8: Array("👍🏽 ok".utf8)), Array("?? ok".utf8))
    }

    func testNoC1ControlIsEverDrawn() {
        XCTAssertEqual(Charset.latin1.terminalBytes(fromUTF8: Array("a\u{9B}b".utf8)), Array("ab".utf8), "zero columns: left out")
    }
}
