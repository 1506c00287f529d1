import DialogKit
import Foundation
import XCTest

/// The catalogues in lang/: each has exactly English's keys, keeps its placeholders, marks hotkeys no two buttons of
/// a dialog share, and the tables compiled into the binary say what the files say.
final class CatalogueTests: XCTestCase {
    /// The languages swalert's own dialogs speak: each must have its catalogue.
    static let codes = ["en", "de", "fr", "es", "it", "pt", "pt_BR", "ru", "uk", "pl", "nl", "sv", "da", "nb", "fi", "cs",
                        "hu", "ro", "tr", "el", "ja", "ko", "zh_CN", "zh_TW", "id", "vi", "ar", "he", "fa", "hi"]
    static let tested = codes

    struct Entry: Equatable {
        var key: String
        var text: String
        var review: Bool
    }

    /// The catalogue files of `lang/`, by code.
    static func catalogues() throws -> [String: [Entry]] {
        let folder = Repository.url("lang")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".txt") }
        var result: [String: [Entry]] = [:]
        for name in names {
            result[String(name.dropLast(4))] = try parse(Repository.text("lang/" + name))
        }
        return result
    }

    /// A file read as docs/LANGUAGES.md describes it: `key = text`, `#` comments, a trailing ` # review`, escapes.
    static func parse(_ text: String) throws -> [Entry] {
        var entries: [Entry] = []
        for raw in text.components(separatedBy: "\n") {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            guard let equals = line.firstIndex(of: "=") else { throw HarnessError("not 'key = text': \(line)") }
            let key = line[..<equals].trimmingCharacters(in: .whitespaces)
            var value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            let review = value.hasSuffix("# review")
            if review { value = String(value.dropLast("# review".count)).trimmingCharacters(in: .whitespaces) }
            var unescaped = "", characters = value.makeIterator()
            while let character = characters.next() {
                guard character == "\\" else { unescaped.append(character); continue }
                switch characters.next() {
                case "n": unescaped.append("\n")
                case "s": unescaped.append(" ")
                case "\\": unescaped.append("\\")
                default: throw HarnessError("unknown escape in \(line)")
                }
            }
            entries.append(Entry(key: key, text: unescaped, review: review))
        }
        return entries
    }

    /// `{name}` placeholders of a text, sorted.
    static func placeholders(_ text: String) -> [String] {
        var found: [String] = [], rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            found.append(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return found.sorted()
    }

    func testTheCataloguesPresentAreKnownLanguagesAndIncludeTheTestedOnes() throws {
        let present = try Self.catalogues().keys.sorted()
        for code in present { XCTAssertTrue(Self.codes.contains(code), "lang/\(code).txt is not one of the languages") }
        for code in Self.tested { XCTAssertTrue(present.contains(code), "lang/\(code).txt is missing") }
        // The binary has a table for exactly the files present.
        XCTAssertEqual(MessageCatalogue.languages.map(\.code).sorted(), present)
        XCTAssertEqual(MessageCatalogue.languages.first, .en)
    }

    func testEveryCatalogueHasExactlyEnglishsKeysOnce() throws {
        let catalogues = try Self.catalogues()
        let english = try XCTUnwrap(catalogues["en"]).map(\.key)
        XCTAssertEqual(Set(english).count, english.count, "en.txt repeats a key")
        XCTAssertEqual(MessageKey.allCases.map(\.name), english, "the compiled keys are en.txt's, in its order")
        for (code, entries) in catalogues {
            let keys = entries.map(\.key)
            XCTAssertEqual(Set(keys).count, keys.count, "lang/\(code).txt repeats a key")
            XCTAssertEqual(Set(keys).subtracting(english).sorted(), [], "lang/\(code).txt has keys en.txt lacks")
            XCTAssertEqual(Set(english).subtracting(keys).sorted(), [], "lang/\(code).txt lacks keys")
        }
    }

    func testTranslationsKeepEveryPlaceholder() throws {
        let catalogues = try Self.catalogues()
        let english = Dictionary(uniqueKeysWithValues: try XCTUnwrap(catalogues["en"]).map { ($0.key, $0.text) })
        XCTAssertEqual(Self.placeholders(english["form.page"] ?? ""), ["page", "pages"], "the check reads placeholders")
        for (code, entries) in catalogues {
            for entry in entries {
                XCTAssertEqual(Self.placeholders(entry.text), Self.placeholders(english[entry.key] ?? ""),
                               "lang/\(code).txt: \(entry.key)")
                XCTAssertFalse(entry.text.isEmpty, "lang/\(code).txt: \(entry.key) is empty")
            }
        }
    }

    func testHotkeysAreUniqueWithinEachDialogsGroup() throws {
        for (code, entries) in try Self.catalogues() {
            var taken: [String: [Character: String]] = [:]
            for entry in entries {
                guard let hotkey = ButtonLabel(parsing: entry.text).hotkey else { continue }
                let group = String(entry.key.prefix { $0 != "." })
                if let other = taken[group]?[hotkey] {
                    XCTFail("lang/\(code).txt: \(entry.key) and \(other) both mark '\(hotkey)'")
                }
                taken[group, default: [:]][hotkey] = entry.key
            }
            // y answers yes and n answers no in every language: no translation may give either to the other button.
            let yes = entries.first { $0.key == "confirm.yes" }.flatMap { ButtonLabel(parsing: $0.text).hotkey }
            let no = entries.first { $0.key == "confirm.no" }.flatMap { ButtonLabel(parsing: $0.text).hotkey }
            XCTAssertNotEqual(yes, "n", "lang/\(code).txt: confirm.yes marks n")
            XCTAssertNotEqual(no, "y", "lang/\(code).txt: confirm.no marks y")
        }
        XCTAssertEqual(ButtonLabel(parsing: Messages(.de)[.confirmYes]).hotkey, "j", "the check sees German's marks")
    }

    func testTheCompiledTablesSayWhatTheFilesSay() throws {
        for (code, entries) in try Self.catalogues() {
            let language = try XCTUnwrap(Language.named(code), "no compiled table for lang/\(code).txt")
            for entry in entries {
                let key = try XCTUnwrap(MessageKey.allCases.first { $0.name == entry.key }, entry.key)
                XCTAssertEqual(MessageCatalogue.text(key, in: language), entry.text, "lang/\(code).txt: \(entry.key)")
                XCTAssertEqual(MessageCatalogue.needsReview(key, in: language), entry.review, "lang/\(code).txt: \(entry.key)'s mark")
            }
        }
    }

    func testTheGeneratedFileIsWhatTheGeneratorWrites() throws {
        let python = try Programs.require("python3")
        let check = try Programs.run(python, ["scripts/catalogues", "--check"])
        XCTAssertEqual(check.status, 0, check.stderr)
        let generated = try Repository.text("Sources/DialogKit/Language/Catalogues.swift")
        XCTAssertTrue(generated.hasPrefix("// GENERATED FILE"), "the file says it is generated")
        XCTAssertTrue(generated.contains("scripts/catalogues"), "the file says how to make it again")
    }

    func testTheGeneratorRefusesAFileItCannotRead() throws {
        let python = try Programs.require("python3")
        let scratch = try TemporaryDirectory()
        let scripts = scratch.url.appendingPathComponent("scripts"), lang = scratch.url.appendingPathComponent("lang")
        try FileManager.default.createDirectory(at: scripts, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: lang, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Repository.url("scripts/catalogues"), to: scripts.appendingPathComponent("catalogues"))
        try "button.ok = OK\n".write(to: lang.appendingPathComponent("en.txt"), atomically: true, encoding: .utf8)
        try "button.ok OK\n".write(to: lang.appendingPathComponent("de.txt"), atomically: true, encoding: .utf8)
        let run = try Programs.run(python, ["scripts/catalogues", "--check"], directory: scratch.url)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stderr, "scripts/catalogues: lang/de.txt:1: expected 'key = text'\n")
    }
}
