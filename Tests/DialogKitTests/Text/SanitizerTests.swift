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
}
