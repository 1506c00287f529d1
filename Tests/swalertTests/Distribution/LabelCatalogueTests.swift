import DialogKit
import Foundation
import XCTest

/// The front ends' label tables compiled from lang/newt/ and lang/dialog/ say what their files say, in every
/// language: a key a file lacks reads as English's, and a `# review` mark reads as one.
final class LabelCatalogueTests: XCTestCase {
    /// The files of `folder`, by code.
    private func catalogues(_ folder: String) throws -> [String: [CatalogueTests.Entry]] {
        let names = try FileManager.default.contentsOfDirectory(atPath: Repository.url(folder).path).filter { $0.hasSuffix(".txt") }
        var result: [String: [CatalogueTests.Entry]] = [:]
        for name in names { result[String(name.dropLast(4))] = try CatalogueTests.parse(Repository.text(folder + "/" + name)) }
        return result
    }

    /// Checks `text` and `needsReview` of every key in every file of `folder` against the file (English's text where it lacks the key).
    private func check<Key: CaseIterable>(_ folder: String, keys: Key.AllCases, name: (Key) -> String,
                                          text: (Key, Language) -> String, review: (Key, Language) -> Bool,
                                          languages: [Language]) throws {
        let files = try catalogues(folder)
        XCTAssertEqual(languages.map(\.code).sorted(), files.keys.sorted(), "\(folder): a table for exactly the files present")
        let english = Dictionary(uniqueKeysWithValues: try XCTUnwrap(files["en"]).map { ($0.key, $0.text) })
        XCTAssertEqual(keys.map(name), try XCTUnwrap(files["en"]).map(\.key), "\(folder): the compiled keys are en.txt's")
        var compared = 0
        for (code, entries) in files {
            let language = try XCTUnwrap(Language.named(code), "no compiled table for \(folder)/\(code).txt")
            let byKey = Dictionary(uniqueKeysWithValues: entries.map { ($0.key, $0) })
            for key in keys {
                let entry = byKey[name(key)]
                XCTAssertEqual(text(key, language), entry?.text ?? english[name(key)], "\(folder)/\(code).txt: \(name(key))")
                XCTAssertEqual(review(key, language), entry?.review ?? false, "\(folder)/\(code).txt: \(name(key))'s mark")
                compared += 1
            }
        }
        XCTAssertEqual(compared, files.count * keys.count, "\(folder): every key of every file compared")
    }

    func testTheNewtLabelTablesSayWhatTheFilesSay() throws {
        try check("lang/newt", keys: NewtLabelKey.allCases, name: \.name, text: NewtLabelCatalogue.text,
                  review: NewtLabelCatalogue.needsReview, languages: NewtLabelCatalogue.languages)
    }

    func testTheDialogLabelTablesSayWhatTheFilesSay() throws {
        try check("lang/dialog", keys: DialogLabelKey.allCases, name: \.name, text: DialogLabelCatalogue.text,
                  review: DialogLabelCatalogue.needsReview, languages: DialogLabelCatalogue.languages)
    }
}
