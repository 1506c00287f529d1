import XCTest
@testable import DialogKit
import TestSupport

final class InlineRegionTests: XCTestCase {
    func testReserveMakesRowsWithIndexThenReturnsAndSavesTheCursor() {
        XCTAssertEqual(readableEscapes(InlineRegion.reserve(height: 3)), """
            ␛D
            ␛D
            ␛D
            ␛[3A
            ␛7
            ␛[B
            ␛[G
            ␛[J
            """)
    }

    func testEraseGoesBackToTheSavedCursor() {
        XCTAssertEqual(readableEscapes(InlineRegion.erase()), """
            ␛8
            ␛[B
            ␛[G
            ␛[J
            ␛8
            """)
    }
}
