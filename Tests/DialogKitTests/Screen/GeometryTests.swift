import XCTest

@testable import DialogKit

final class GeometryTests: XCTestCase {
    func testEdgesAndContainment() {
        let rect = Rect(x: 2, y: 3, width: 4, height: 2)
        XCTAssertEqual(rect.maxX, 6)
        XCTAssertEqual(rect.maxY, 5)
        XCTAssertTrue(rect.contains(x: 2, y: 3))
        XCTAssertTrue(rect.contains(x: 5, y: 4))
        XCTAssertFalse(rect.contains(x: 6, y: 4))
        XCTAssertFalse(rect.contains(x: 5, y: 5))
        XCTAssertFalse(rect.contains(x: 1, y: 3))
    }

    func testIntersection() {
        let a = Rect(x: 0, y: 0, width: 10, height: 5)
        XCTAssertEqual(a.intersection(Rect(x: 7, y: 3, width: 10, height: 10)), Rect(x: 7, y: 3, width: 3, height: 2))
        XCTAssertEqual(a.intersection(Rect(x: -2, y: -2, width: 4, height: 3)), Rect(x: 0, y: 0, width: 2, height: 1))
        XCTAssertTrue(a.intersection(Rect(x: 10, y: 0, width: 3, height: 3)).isEmpty)
    }

    func testInsetNeverGoesNegative() {
        let rect = Rect(x: 1, y: 1, width: 10, height: 3)
        XCTAssertEqual(rect.inset(by: 1), Rect(x: 2, y: 2, width: 8, height: 1))
        XCTAssertEqual(rect.inset(by: 2), Rect(x: 3, y: 3, width: 6, height: 0))
        XCTAssertEqual(rect.inset(horizontal: 2, vertical: 0), Rect(x: 3, y: 1, width: 6, height: 3))
        XCTAssertEqual(Size(width: -1, height: 5).area, 0)
    }
}
