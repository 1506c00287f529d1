import Foundation
import XCTest
@testable import DialogKit

final class SanitizerTests: XCTestCase {
    private func string(_ values: ClosedRange<UInt32>) -> String {
        String(String.UnicodeScalarView(values.map { Unicode.Scalar($0)! }))
    }

    // MARK: Controls

    func testEveryC0ControlBecomesCaretNotation() {
        XCTAssertEqual(
            Sanitizer.sanitize(string(0x00...0x1F)),
            #"^@^A^B^C^D^E^F^G^H"# + "\t\n" + #"^K^L^M^N^O^P^Q^R^S^T^U^V^W^X^Y^Z^[^\^]^^^_"#)
    }

    func testNewlinesAndTabsAreEscapedWhenNotKept() {
        XCTAssertEqual(Sanitizer.sanitize("a\tb\nc", keepNewlines: false, keepTabs: false), "a^Ib^Jc")
        XCTAssertEqual(Sanitizer.sanitize("a\tb\nc", keepNewlines: true, keepTabs: false), "a^Ib\nc")
        XCTAssertEqual(Sanitizer.sanitize("a\tb\nc", keepNewlines: false, keepTabs: true), "a\tb^Jc")
        XCTAssertEqual(Sanitizer.sanitize("a\tb\nc"), "a\tb\nc")
    }

    func testDeleteBecomesCaretQuestionMark() {
        XCTAssertEqual(Sanitizer.sanitize("rm\u{7F}\u{7F}x"), "rm^?^?x")
    }

    func testNulIsVisible() {
        XCTAssertEqual(Sanitizer.sanitize("a\u{0}b"), "a^@b")
        XCTAssertEqual(Sanitizer.sanitize(Sanitizer.decode([0x61, 0x00, 0x62])), "a^@b")
    }

    func testEveryC1ControlBecomesEscapeAndItsSevenBitForm() {
        XCTAssertEqual(
            Sanitizer.sanitize(string(0x80...0x9F)),
            #"^[@^[A^[B^[C^[D^[E^[F^[G^[H^[I^[J^[K^[L^[M^[N^[O"#
                + #"^[P^[Q^[R^[S^[T^[U^[V^[W^[X^[Y^[Z^[[^[\^[]^[^^[_"#)
    }

    func testEscapeSequencesAreDefused() {
        // A title change (OSC 0) and a colour change, both with 7-bit and 8-bit introducers.
        XCTAssertEqual(Sanitizer.sanitize("\u{1B}]0;pwned\u{7}\u{1B}[31mred"), "^[]0;pwned^G^[[31mred")
        XCTAssertEqual(Sanitizer.sanitize("\u{9D}0;pwned\u{9C}\u{9B}31mred"), "^[]0;pwned^[\\^[[31mred")
    }

    func testCarriageReturns() {
        XCTAssertEqual(Sanitizer.sanitize("one\r\ntwo\r\n"), "one\ntwo\n")
        XCTAssertEqual(Sanitizer.sanitize("50%\r100%"), "50%^M100%")
        XCTAssertEqual(Sanitizer.sanitize("a\r\r\nb"), "a^M\nb")
        XCTAssertEqual(Sanitizer.sanitize("a\r\nb", keepNewlines: false), "a^Jb")
        XCTAssertEqual(Sanitizer.sanitize("end\r"), "end^M")
    }

    func testPrintableTextIsUnchanged() {
        let text = "Héllo wörld — 中文 한국어 שלום مرحبا 👍🏽 🇫🇷 e\u{301} \u{A0}\u{A1}\u{FFFD}"
        XCTAssertEqual(Sanitizer.sanitize(text), text)
        XCTAssertEqual(Sanitizer.sanitize(""), "")
    }

    func testUnchangedTextIsNotCopied() {
        var text = String(repeating: "plain text that needs nothing ", count: 4)
        var result = Sanitizer.sanitize(text)
        let sameStorage = text.withUTF8 { original in
            result.withUTF8 { sanitised in original.baseAddress == sanitised.baseAddress }
        }
        XCTAssertTrue(sameStorage)
    }

    func testResultNeverContainsControls() {
        let hostile = string(0x00...0x2FF) + "\r\n\r" + string(0x00...0xA0)
        for (keepNewlines, keepTabs) in [(true, true), (false, false), (true, false), (false, true)] {
            let result = Sanitizer.sanitize(hostile, keepNewlines: keepNewlines, keepTabs: keepTabs)
            for byte in result.utf8 where byte < 0x20 || byte == 0x7F {
                XCTAssertTrue((byte == 0x0A && keepNewlines) || (byte == 0x09 && keepTabs), "byte \(byte)")
            }
            XCTAssertFalse(result.unicodeScalars.contains { (0x80...0x9F).contains($0.value) })
            XCTAssertFalse(result.unicodeScalars.contains("\r"))
        }
    }

    // MARK: Bidirectional controls

    /// LRM, RLM, ALM, the embeddings and overrides, the isolates: each with its UTF-8 encoding.
    private let bidiControls: [(scalar: UInt32, utf8: [UInt8], shown: String)] = [
        (0x200E, [0xE2, 0x80, 0x8E], "<U+200E>"), (0x200F, [0xE2, 0x80, 0x8F], "<U+200F>"),
        (0x061C, [0xD8, 0x9C], "<U+061C>"),
        (0x202A, [0xE2, 0x80, 0xAA], "<U+202A>"), (0x202B, [0xE2, 0x80, 0xAB], "<U+202B>"),
        (0x202C, [0xE2, 0x80, 0xAC], "<U+202C>"), (0x202D, [0xE2, 0x80, 0xAD], "<U+202D>"),
        (0x202E, [0xE2, 0x80, 0xAE], "<U+202E>"),
        (0x2066, [0xE2, 0x81, 0xA6], "<U+2066>"), (0x2067, [0xE2, 0x81, 0xA7], "<U+2067>"),
        (0x2068, [0xE2, 0x81, 0xA8], "<U+2068>"), (0x2069, [0xE2, 0x81, 0xA9], "<U+2069>"),
    ]

    func testEveryBidiControlIsShownAsItsCodePoint() {
        for control in bidiControls {
            let scalar = String(Unicode.Scalar(control.scalar)!)
            XCTAssertEqual(Array(scalar.utf8), control.utf8, "the encoding the fast path looks for")
            for (keepNewlines, keepTabs) in [(true, true), (false, false)] {
                let sanitize = { Sanitizer.sanitize($0, keepNewlines: keepNewlines, keepTabs: keepTabs) }
                XCTAssertEqual(sanitize("a" + scalar + "b"), "a" + control.shown + "b")
                XCTAssertEqual(sanitize(scalar), control.shown, "alone")
                XCTAssertEqual(sanitize(scalar + "end"), control.shown + "end", "first")
                XCTAssertEqual(sanitize("end" + scalar), "end" + control.shown, "last")
                XCTAssertEqual(sanitize(scalar + scalar), control.shown + control.shown, "twice")
            }
        }
        XCTAssertEqual(Sanitizer.sanitize(bidiControls.map { String(Unicode.Scalar($0.scalar)!) }.joined()),
                       bidiControls.map(\.shown).joined())
    }

    func testATrojanSourceFileNameShowsWhatItIs() {
        // Drawn raw, RLO makes this read "invoice_exe.pdf"; it is an executable.
        XCTAssertEqual(Sanitizer.sanitize("Open invoice_\u{202E}fdp.exe?"), "Open invoice_<U+202E>fdp.exe?")
        // The isolates of the Trojan Source paper: a comment that looks as if it ends a line, and does not.
        let line = "if access_level != \"user\u{202E} \u{2066}// Check if admin\u{2069} \u{2066}\" {"
        XCTAssertEqual(Sanitizer.sanitize(line),
                       "if access_level != \"user<U+202E> <U+2066>// Check if admin<U+2069> <U+2066>\" {")
        // A mark that moves the ".txt" to the other side of Hebrew letters.
        XCTAssertEqual(Sanitizer.sanitize("שלום\u{200F}.txt"), "שלום<U+200F>.txt")
    }

    func testBidiControlsAndOtherControlsTogether() {
        XCTAssertEqual(Sanitizer.sanitize("\u{1B}[31m\u{202E}red\r\u{9B}\u{2067}x\u{7F}"), "^[[31m<U+202E>red^M^[[<U+2067>x^?")
        XCTAssertEqual(Sanitizer.sanitize("a\u{202E}\nb\u{2069}\tc", keepNewlines: false, keepTabs: false),
                       "a<U+202E>^Jb<U+2069>^Ic")
    }

    func testRightToLeftTextIsUnchanged() {
        // Arabic letters share the lead byte D8 with ALM (ب is D8 A8), and punctuation, arrows and box drawing
        // the lead byte E2 with the others; none of them changes.
        let text = "שָׁלוֹם עולם — مرحبا بالعالم ؛ بؤس \u{06DD} \u{0710} … ‘quoted’ “quoted” → ┌─┐ \u{2030} \u{2044} \u{204A}"
            + " \u{200B}\u{200C}\u{200D}\u{2028}\u{2029}\u{202F}\u{2060}\u{2065}\u{206A}\u{206F}\u{0600}\u{061B}\u{061D}"
            + " 👨\u{200D}👩\u{200D}👧 🏳️\u{200D}🌈 2\u{20E3}"
        XCTAssertEqual(Sanitizer.sanitize(text), text)
        var copy = text
        var result = Sanitizer.sanitize(copy)
        let sameStorage = copy.withUTF8 { original in result.withUTF8 { original.baseAddress == $0.baseAddress } }
        XCTAssertTrue(sameStorage, "RTL text takes the fast path: returned as is, not copied")
    }

    func testOnlyTheBidiControlsChangeAroundThem() {
        // Every scalar of the blocks that hold them, and the Arabic block ALM is in: each bidi control is shown
        // as its code point, everything else is kept.
        let controls = Set(bidiControls.map(\.scalar))
        let scalars = (0x0600...0x06FF).compactMap(Unicode.Scalar.init) + (0x2000...0x206F).compactMap(Unicode.Scalar.init)
        for scalar in scalars {
            let text = "x" + String(scalar) + "y"
            let expected = controls.contains(scalar.value) ? "x" + String(format: "<U+%04X>", scalar.value) + "y" : text
            XCTAssertEqual(Sanitizer.sanitize(text), expected, String(format: "U+%04X", scalar.value))
        }
    }

    func testTextWithoutBidiControlsTakesTheFastPath() {
        // Long text with many E2 and D8 lead bytes but no control: the same string back, not a copy.
        var text = String(repeating: "“Quoted” — … → مرحبا ب ", count: 1_000)
        var result = Sanitizer.sanitize(text)
        let sameStorage = text.withUTF8 { original in result.withUTF8 { original.baseAddress == $0.baseAddress } }
        XCTAssertTrue(sameStorage)
    }

    func testResultNeverContainsBidiControls() {
        let hostile = String(String.UnicodeScalarView((0x0000...0x2FFF).compactMap(Unicode.Scalar.init)))
        let controls = Set(bidiControls.map(\.scalar))
        for (keepNewlines, keepTabs) in [(true, true), (false, false)] {
            let result = Sanitizer.sanitize(hostile, keepNewlines: keepNewlines, keepTabs: keepTabs)
            XCTAssertFalse(result.unicodeScalars.contains { controls.contains($0.value) })
            for control in bidiControls { XCTAssertTrue(result.contains(control.shown)) }
        }
    }

    // MARK: Decoding

    func testValidUTF8IsDecoded() {
        XCTAssertEqual(Sanitizer.decode(Array("añ中👍".utf8)), "añ中👍")
        XCTAssertEqual(Sanitizer.decode([UInt8]()), "")
    }

    func testTruncatedSequenceBecomesOneReplacement() {
        // 中 is E4 B8 AD; its first two bytes alone are one maximal subpart.
        XCTAssertEqual(Sanitizer.decode([0x61, 0xE4, 0xB8, 0x62]), "a\u{FFFD}b")
        XCTAssertEqual(Sanitizer.decode([0x61, 0xF0, 0x9F, 0x91]), "a\u{FFFD}")
    }

    func testOverlongEncodingIsReplaced() {
        // "/" encoded in two and in three bytes.
        XCTAssertEqual(Sanitizer.decode([0xC0, 0xAF]), "\u{FFFD}\u{FFFD}")
        XCTAssertEqual(Sanitizer.decode([0xE0, 0x80, 0xAF]), "\u{FFFD}\u{FFFD}\u{FFFD}")
        // An overlong NUL must not sneak a NUL past a C-string boundary.
        XCTAssertEqual(Sanitizer.decode([0xC0, 0x80]), "\u{FFFD}\u{FFFD}")
    }

    func testLoneContinuationByteIsReplaced() {
        XCTAssertEqual(Sanitizer.decode([0x61, 0x80, 0x62]), "a\u{FFFD}b")
        XCTAssertEqual(Sanitizer.decode([0xBF, 0xBF]), "\u{FFFD}\u{FFFD}")
    }

    func testEncodedSurrogateIsReplaced() {
        // U+D800 encoded as if it were a scalar.
        XCTAssertEqual(Sanitizer.decode([0xED, 0xA0, 0x80]), "\u{FFFD}\u{FFFD}\u{FFFD}")
    }

    func testCodePointAboveUnicodeIsReplaced() {
        XCTAssertEqual(Sanitizer.decode([0xF4, 0x90, 0x80, 0x80]), "\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}")
        XCTAssertEqual(Sanitizer.decode([0xFF, 0x41]), "\u{FFFD}A")
    }

    func testNonContiguousSequenceIsDecoded() {
        let bytes = [0x68, 0x69, 0xE2, 0x80, 0xA6, 0x80].lazy.map { UInt8($0) }
        XCTAssertEqual(Sanitizer.decode(bytes), "hi…\u{FFFD}")
    }

    func testDecodedC1BytesAreNotControls() {
        // A raw 0x9B byte is invalid UTF-8, so it can never reach the terminal as CSI.
        XCTAssertEqual(Sanitizer.sanitize(Sanitizer.decode([0x9B, 0x33, 0x31, 0x6D])), "\u{FFFD}31m")
        // Properly encoded CSI (C2 9B) is a control and gets escaped.
        XCTAssertEqual(Sanitizer.sanitize(Sanitizer.decode([0xC2, 0x9B, 0x33, 0x31, 0x6D])), "^[[31m")
    }

    func testAControlAnywhereInARunOfLettersIsFoundAndMeasured() {
        // Letters are passed eight at a time: every ASCII byte, at every place of two words, is still seen.
        let letters = Array("abcdefghijklmnopqrstuvwx".utf8)
        for byte in UInt8(0)..<0x80 {
            let shown = Sanitizer.sanitize(String(decoding: [byte], as: UTF8.self))
            for place in 0..<17 {
                var bytes = letters
                bytes[place] = byte
                let text = String(decoding: bytes, as: UTF8.self)
                let expected = String(decoding: letters[..<place], as: UTF8.self) + shown
                    + String(decoding: letters[(place + 1)...], as: UTF8.self)
                XCTAssertEqual(Sanitizer.sanitize(text), expected, "byte \(byte) at \(place)")
                XCTAssertEqual(Sanitizer.sanitizedSize(of: text[...]), expected.utf8.count, "byte \(byte) at \(place)")
            }
        }
    }
}
