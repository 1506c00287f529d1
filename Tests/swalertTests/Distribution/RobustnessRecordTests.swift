import Foundation
import XCTest

/// docs/ROBUSTNESS.md names, in every row, the test that checks it: each such test must exist, so that a
/// renamed or removed test cannot leave a row claiming what nothing checks any more.
final class RobustnessRecordTests: XCTestCase {
    func testEveryTestTheRecordNamesExists() throws {
        let record = try Repository.text("docs/ROBUSTNESS.md")
        let named = Set(try Self.matches(of: "`[A-Z][A-Za-z0-9]*Tests\\.test[A-Za-z0-9]*`", in: record).map { String($0.dropFirst().dropLast()) })
        XCTAssertGreaterThan(named.count, 50, "the record's tests were not found")

        // Each source file as the classes and the test functions it declares.
        let declarations = try Self.testSources().map { text in
            (classes: Set(try Self.matches(of: "(?<=class )[A-Za-z0-9]+", in: text)),
             functions: Set(try Self.matches(of: "(?<=func )test[A-Za-z0-9]*(?=\\()", in: text)))
        }
        for name in named.sorted() {
            let parts = name.split(separator: ".")
            let (type, function) = (String(parts[0]), String(parts[1]))
            let declared = declarations.contains { $0.classes.contains(type) && $0.functions.contains(function) }
            XCTAssertTrue(declared, "docs/ROBUSTNESS.md names \(name), which no test declares")
        }
    }

    func testEveryRowNamesATestOrAFuzzTargetThatExists() throws {
        let record = try Repository.text("docs/ROBUSTNESS.md")
        let rows = record.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| case") && !$0.hasPrefix("| target") }
        XCTAssertGreaterThan(rows.count, 50)
        for row in rows {
            let text = String(row)
            if text.contains("Tests.test") { continue }
            let files = try Self.matches(of: "`Tests/Fuzz/[A-Za-z]+\\.swift`", in: text).map { String($0.dropFirst().dropLast()) }
            XCTAssertFalse(files.isEmpty, "a row names no test: \(row)")
            for file in files {
                XCTAssertTrue(FileManager.default.fileExists(atPath: Repository.url(file).path), "\(file) does not exist")
            }
        }
    }

    /// The texts in `text` that `pattern` matches.
    private static func matches(of pattern: String, in text: String) throws -> [String] {
        let expression = try NSRegularExpression(pattern: pattern)
        let whole = NSRange(text.startIndex..., in: text)
        return expression.matches(in: text, range: whole).compactMap { Range($0.range, in: text).map { String(text[$0]) } }
    }

    /// Both test targets' sources: the library's unit tests and the binary's end-to-end tests.
    private static func testSources() throws -> [String] {
        try ["Tests/DialogKitTests", "Tests/swalertTests"].flatMap { path -> [String] in
            let folder = Repository.url(path)
            guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
                throw HarnessError("cannot list \(folder.path)")
            }
            return try walk.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
                .map { try String(contentsOf: $0, encoding: .utf8) }
        }
    }
}
