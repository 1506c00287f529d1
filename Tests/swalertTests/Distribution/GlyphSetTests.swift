import Foundation
import XCTest
@testable import DialogKit

/// The glyphs the dialogs draw and their ASCII forms, for terminals whose locale is not UTF-8.
final class GlyphSetTests: XCTestCase {
    func testTheSetIsChosenFromTheCharset() {
        XCTAssertEqual(GlyphSet(for: .utf8), .unicode)
        for charset in [Charset.latin1, .latin9, .ascii] { XCTAssertEqual(GlyphSet(for: charset), .ascii) }
    }

    func testEachGlyphHasOneASCIIFormOfOneColumnAndIsListedOnce() {
        var seen: [Unicode.Scalar] = []
        for (glyph, ascii) in GlyphSet.glyphs {
            XCTAssertFalse(glyph.isASCII, "\(glyph)")
            XCTAssertEqual(DisplayWidth.of(glyph), 1, "\(glyph) is one column, as its form is")
            XCTAssertTrue(ascii.isASCII && DisplayWidth.of(ascii) == 1, "\(glyph): \(ascii)")
            XCTAssertFalse(seen.contains(glyph), "\(glyph) is listed twice")
            seen.append(glyph)
            XCTAssertEqual(GlyphSet.ascii.form(of: glyph), ascii)
            XCTAssertEqual(GlyphSet.unicode.form(of: glyph), glyph)
        }
        XCTAssertNil(GlyphSet.ascii.form(of: "日"), "not a glyph of the dialogs: drawn as ?")
        XCTAssertEqual(GlyphSet.ascii.form(of: "a"), "a")
    }

    func testTheBordersArrowsAndMarksTheBriefNames() {
        let forms = Dictionary(uniqueKeysWithValues: GlyphSet.glyphs.map { (String($0.glyph), String($0.ascii)) })
        XCTAssertEqual(["╭", "╮", "╰", "╯", "─", "│"].map { forms[$0] }, ["+", "+", "+", "+", "-", "|"])
        XCTAssertEqual(["←", "→", "↑", "↓", "▲", "▼"].map { forms[$0] }, ["<", ">", "^", "v", "^", "v"])
        XCTAssertEqual(["█", "•", "…", "✓", "✗"].map { forms[$0] }, ["#", "*", "~", "+", "x"])
    }

    func testEverySpinnerStillTurnsThroughTheLineSpinnersFrames() {
        for spinner in Spinner.all {
            let forms = spinner.frames.map { frame in frame.unicodeScalars.map { GlyphSet.ascii.form(of: $0) } }
            for (index, form) in forms.enumerated() {
                XCTAssertEqual(form.count, 1, "\(spinner.name): one scalar a frame")
                XCTAssertEqual(form.first.flatMap { $0 }.map(String.init), Spinner.line.frames[index % 4],
                               "\(spinner.name) frame \(index)")
            }
        }
    }

    /// A glyph added to a dialog without an ASCII form would be drawn as `?` outside UTF-8: every character
    /// outside ASCII in a string literal of the sources has one, but letters (text such as the fuzzy matcher's
    /// `ß`, never a glyph) and what only `--help` prints on standard output.
    func testEveryGlyphInTheSourcesHasAnASCIIForm() throws {
        let literal = try NSRegularExpression(pattern: #""((?:[^"\\\n]|\\.)*)""#)
        var checked = 0
        // The catalogues are drawn only where the character set shows all they hold (`Messages.isReadable`).
        for (path, text) in try Repository.sources() where !path.hasSuffix("/Help.swift") && !path.hasSuffix("/Catalogues.swift") {
            for line in text.split(separator: "\n") where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                let line = String(line)
                for match in literal.matches(in: line, range: NSRange(line.startIndex..., in: line)) {
                    guard let range = Range(match.range(at: 1), in: line) else { continue }
                    for scalar in line[range].unicodeScalars where !scalar.isASCII && !scalar.properties.isAlphabetic {
                        checked += 1
                        XCTAssertNotNil(GlyphSet.ascii.form(of: scalar),
                                        "\(path): U+\(String(scalar.value, radix: 16, uppercase: true)) \(scalar) has no ASCII form")
                    }
                }
            }
        }
        XCTAssertGreaterThan(checked, 40, "the scan found the glyphs")
    }
}
