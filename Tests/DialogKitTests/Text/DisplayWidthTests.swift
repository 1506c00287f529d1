import Foundation
import XCTest
@testable import DialogKit

/// Widths were cross-checked against Python's wcwidth 0.7 where the two agree on the rules; the cases where
/// this module deliberately differs (a lone regional indicator, VS15, modifier on a narrow base) say so.
final class DisplayWidthTests: XCTestCase {
    private func assertWidths(_ cases: [(String, Int)], file: StaticString = #filePath, line: UInt = #line) {
        for (text, expected) in cases {
            let scalars = text.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }
            XCTAssertEqual(DisplayWidth.of(text), expected, "\(scalars)", file: file, line: line)
            XCTAssertEqual(text.displayWidth, expected, "\(scalars)", file: file, line: line)
            if text.count == 1 {
                XCTAssertEqual(text.first!.displayWidth, expected, "\(scalars)", file: file, line: line)
            }
        }
    }

    func testASCII() {
        assertWidths([("", 0), ("a", 1), ("~", 1), (" ", 1), ("Hello, world!", 13)])
        for byte in UInt8(0x20)...0x7E {
            XCTAssertEqual(DisplayWidth.of(Unicode.Scalar(byte)), 1)
        }
    }

    func testControlsAreZeroWidth() {
        assertWidths([("\u{0}", 0), ("\u{1B}", 0), ("\u{7F}", 0), ("\u{85}", 0), ("\u{9B}", 0), ("\r\n", 0)])
        assertWidths([("a\tb", 2), ("\u{1B}[31mred", 7)])
    }

    func testLatinAndCyrillicAreOneColumn() {
        assertWidths([("é", 1), ("ß", 1), ("ÿ", 1), ("\u{A0}", 1), ("Привет", 6), ("Ωμέγα", 5)])
    }

    func testSoftHyphenIsOneColumn() {
        assertWidths([("\u{AD}", 1), ("co\u{AD}op", 5)])
    }

    func testPrecomposedAndDecomposedAccentsAreOneColumn() {
        let precomposed = "\u{E9}"
        let decomposed = "e\u{301}"
        assertWidths([(precomposed, 1), (decomposed, 1), ("e\u{301}\u{302}\u{303}", 1), ("cafe\u{301}", 4)])
        XCTAssertEqual(DisplayWidth.of("\u{301}" as Unicode.Scalar), 0)
    }

    func testCJKAndHangulAreTwoColumns() {
        assertWidths([("中", 2), ("文字", 4), ("日本語", 6), ("한국어", 6), ("ひらがな", 8), ("カタカナ", 8)])
        // Ideographs in planes 2 and 3, and an unassigned one that defaults to wide.
        assertWidths([("\u{20000}", 2), ("\u{30000}", 2), ("\u{2FFF0}", 2)])
    }

    func testFullwidthFormsAreTwoColumns() {
        assertWidths([("Ａ", 2), ("ｚ", 2), ("！", 2), ("\u{3000}", 2), ("ＡＢＣ", 6)])
        // Halfwidth katakana stays narrow.
        assertWidths([("ｶ", 1)])
    }

    func testEmoji() {
        assertWidths([
            ("👍", 2),
            ("👍🏽", 2),
            ("👨‍👩‍👧", 2),
            ("🏳️‍🌈", 2),
            ("🇫🇷", 2),
            ("🇫", 1),
            ("🇫🇷🇩🇪", 4),
            ("😀x", 3),
        ])
    }

    func testVariationSelectors() {
        assertWidths([
            ("\u{2764}", 1),             // ❤ has text presentation by default
            ("\u{2764}\u{FE0F}", 2),     // ❤️
            ("\u{1F44D}\u{FE0E}", 1),    // 👍 asked for text presentation
            ("\u{231A}\u{FE0E}", 1),     // ⌚︎
            ("1\u{FE0F}\u{20E3}", 2),    // keycap 1️⃣
            ("#\u{20E3}", 1),            // keycap without VS16 stays text
            ("A\u{FE0F}", 1),            // VS16 on a letter means nothing
        ])
    }

    func testModifierSequenceOnNarrowEmojiBaseIsTwoColumns() {
        // ☝ (U+261D) is narrow alone; with a skin tone it is drawn as an emoji.
        assertWidths([("\u{261D}", 1), ("\u{261D}\u{1F3FD}", 2)])
    }

    func testZeroWidthScalarsAlone() {
        assertWidths([("\u{200D}", 0), ("\u{200B}", 0), ("\u{FEFF}", 0), ("\u{FE0F}", 0), ("\u{301}", 0)])
        assertWidths([("a\u{200B}b", 2)])
    }

    func testHangulJamoSequence() {
        // ᄀ + ᅡ + ᆨ is one syllable block drawn in two columns, like the precomposed 각.
        assertWidths([("\u{1100}\u{1161}\u{11A8}", 2), ("\u{AC01}", 2), ("\u{1100}", 2)])
        assertWidths([("\u{1161}", 0), ("\u{11A8}", 0), ("\u{D7B0}", 0)])
        // Two jamo sequences are two syllables.
        assertWidths([("\u{1112}\u{1161}\u{11AB}\u{1100}\u{1173}\u{11AF}", 4)])
    }

    /// A spacing vowel sign advances the cursor in terminals (wcwidth 1), though it is in its letter's cluster.
    func testSpacingVowelSignsTakeAColumnEach() {
        // हाँ: HA, the sign AA (spacing), CANDRABINDU (a mark); ठीक: THA, II (spacing), KA; กำ: KO KAI, SARA AM.
        assertWidths([("\u{939}\u{93E}\u{901}", 2), ("\u{920}\u{940}\u{915}", 3), ("\u{E01}\u{E33}", 2)])
        // Marks alone add nothing: a virama joining two letters leaves each its column.
        assertWidths([("\u{938}\u{94D}\u{924}", 2), ("\u{915}\u{947}", 1)])
    }

    func testRightToLeftLettersAreOneColumnEach() {
        assertWidths([("שלום", 4), ("مرحبا", 5), ("\u{5E9}\u{5C1}", 1)])
    }

    func testScalarWidths() {
        let cases: [(UInt32, Int)] = [
            (0x00, 0), (0x1F, 0), (0x41, 1), (0x7F, 0), (0x80, 0), (0x9F, 0), (0xA0, 1), (0xAD, 1),
            (0x300, 0), (0x36F, 0), (0x488, 0), (0x600, 0), (0x1100, 2), (0x115F, 2), (0x1160, 0),
            (0x11FF, 0), (0x200B, 0), (0x200D, 0), (0x2E80, 2), (0x3099, 0), (0x4E00, 2), (0xAC00, 2),
            (0xD7A3, 2), (0xD7B0, 0), (0xD7FF, 0), (0xFE0F, 0), (0xFF01, 2), (0xFF61, 1), (0x1F1E6, 1),
            (0x1F3FB, 2), (0x1F600, 2), (0xE0001, 0), (0xE0100, 0), (0x10FFFD, 1),
        ]
        for (value, expected) in cases {
            XCTAssertEqual(DisplayWidth.of(Unicode.Scalar(value)!), expected, "U+\(String(value, radix: 16))")
        }
    }

    func testSubstringsAreMeasuredLikeStrings() {
        let text = "ab中文cd"
        let middle = text.dropFirst(2).dropLast(2)
        XCTAssertEqual(middle.displayWidth, 4)
        XCTAssertEqual(DisplayWidth.of(text.prefix(3)), 4)
        let accented = "xe\u{301}y中"
        XCTAssertEqual(accented.dropFirst().displayWidth, 4)
        XCTAssertEqual(accented.dropFirst().dropLast().displayWidth, 2)
    }

    func testTablesAreSortedAndDisjoint() {
        for table in [WidthTables.wide, WidthTables.zeroWidth, WidthTables.emojiPresentation,
                      WidthTables.extendedPictographic] {
            XCTAssertEqual(table.count % 2, 0)
            for pair in stride(from: 0, to: table.count, by: 2) {
                XCTAssertLessThanOrEqual(table[pair], table[pair + 1])
                if pair > 0 {
                    XCTAssertLessThan(table[pair - 1] + 1, table[pair], "ranges touch or overlap at \(pair)")
                }
            }
        }
        let both = (UInt32(0)...0x3FFFF).filter {
            DisplayWidth.contains(WidthTables.wide, $0) && DisplayWidth.contains(WidthTables.zeroWidth, $0)
        }
        XCTAssertEqual(both, [])
    }

    func testFastClusterBoundariesMatchCharacters() {
        // Scalars at the edges of the ranges the scanner treats as standalone, and ones that join neighbours.
        let values: [UInt32] = [
            0x41, 0x0D, 0x0A, 0x2FF, 0x300, 0x36F, 0x370, 0x482, 0x483, 0x489, 0x48A, 0x52F, 0x5D0, 0x5EA, 0x5BF,
            0x600, 0x620, 0x64A, 0x64B, 0x903, 0x915, 0x94D, 0x1100, 0x1161, 0x11A8, 0x200D, 0x2764, 0xFE0F,
            0x3000, 0x3029, 0x302A, 0x3030, 0x3041, 0x3096, 0x3099, 0x30A0, 0x30FF, 0x3400, 0x4DBF, 0x4E00,
            0x9FFF, 0xAC00, 0xD7A3, 0xFF01, 0xFF60, 0xFF9E, 0xFFFD, 0x1F1E6, 0x1F3FD, 0x1F44D,
        ]
        var scalars = String.UnicodeScalarView()
        for first in values {
            for second in values {
                scalars.append(Unicode.Scalar(first)!)
                scalars.append(Unicode.Scalar(second)!)
            }
        }
        var text = String(scalars)
        let expected = text.indices.map { text.utf8.distance(from: text.utf8.startIndex, to: $0) }
        let frozen = text
        let found: [Int] = text.withUTF8 { bytes in
            var offsets: [Int] = []
            var offset = 0
            while offset < bytes.count {
                offsets.append(offset)
                offset = GraphemeScanner.cluster(in: bytes, at: offset, of: frozen).end
            }
            return offsets
        }
        XCTAssertEqual(found, expected)
        XCTAssertEqual(DisplayWidth.of(frozen), frozen.reduce(0) { $0 + $1.displayWidth })
    }

    func testLongMixedTextIsMeasuredQuickly() {
        let text = String(repeating: "abc 中文 e\u{301} 👍🏽 ", count: 100_000)
        XCTAssertLessThan(threadSeconds { XCTAssertEqual(text.displayWidth, 100_000 * 14) }, 5)
    }

    func testABoundedMeasureStopsAtTheFirstClusterPastItsLimit() {
        XCTAssertEqual("short".displayWidth(upTo: 10), 5, "within the limit: the whole width")
        XCTAssertEqual("abcdef".displayWidth(upTo: 3), 4)
        XCTAssertEqual("中文字".displayWidth(upTo: 3), 4, "a wide character steps past by two")
        XCTAssertEqual("ab中".displayWidth(upTo: 3), 4)
        // Ten megabytes measured to 80 columns: no slower than a short label.
        let long = String(repeating: "a", count: 10_000_000)
        XCTAssertLessThan(threadSeconds { XCTAssertEqual(long.displayWidth(upTo: 80), 81) }, 0.01)
    }
}
