import Foundation
import XCTest

/// docs/LOOK.md shows each change to the look before and after: every picture in docs/pictures/before is linked
/// from it, every picture it links is there, and each before picture has its after picture beside it.
final class LookPicturesTests: XCTestCase {
    func testEveryBeforePictureIsShownInLookAndEveryPictureItShowsExists() throws {
        let look = try Repository.text("docs/LOOK.md")
        let linked = ManPageTests.captures(#"\]\((pictures/[a-z0-9/-]+\.png)\)"#, in: look)
        let before = Set(linked.filter { $0.hasPrefix("pictures/before/") }.map { String($0.dropFirst("pictures/before/".count)) })
        let committed = Set(try FileManager.default.contentsOfDirectory(atPath: Repository.url("docs/pictures/before").path)
            .filter { $0.hasSuffix(".png") })
        XCTAssertFalse(committed.isEmpty, "no before pictures")
        XCTAssertEqual(before, committed, "pictures in docs/pictures/before against those docs/LOOK.md links")
        for path in linked {
            XCTAssertTrue(FileManager.default.fileExists(atPath: Repository.url("docs/" + path).path), "docs/LOOK.md links \(path)")
        }
        for name in committed {
            let png = try Data(contentsOf: Repository.url("docs/pictures/before/\(name)"))
            XCTAssertEqual(Array(png.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "\(name) is no PNG")
            XCTAssertLessThan(png.count, 64 * 1024, name)
            // Beside it, in the same table row, the picture of the same name after.
            let row = look.components(separatedBy: "\n").first { $0.contains("(pictures/before/\(name))") } ?? ""
            XCTAssertTrue(row.contains("(pictures/\(name))"), "\(name): no after picture beside the before one")
        }
    }
}
