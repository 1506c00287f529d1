import XCTest
@testable import DialogKit

/// The latest line of a task's output, as its row shows it, from chunks cut anywhere.
final class LineTailTests: XCTestCase {
    private func tail(_ chunks: [String]) -> String {
        var tail = LineTail()
        for chunk in chunks { _ = tail.feed(Array(chunk.utf8)) }
        return tail.line
    }

    func testTheLineBeingWrittenElseTheLastWholeOne() {
        XCTAssertEqual(tail(["one\ntwo\nthr"]), "thr")
        XCTAssertEqual(tail(["one\ntwo\n"]), "two")
        XCTAssertEqual(tail(["one\ntwo\n\n\n"]), "two", "blank lines after it keep it")
        XCTAssertEqual(tail(["one\n", "  \n"]), "one")
    }

    func testALineSplitAcrossChunksAndCarriageReturnsOfAProgressBar() {
        XCTAssertEqual(tail(["Unpack", "ing ngi", "nx\n"]), "Unpacking nginx")
        XCTAssertEqual(tail(["10%\r", "55%\r", "90%"]), "90%")
        XCTAssertEqual(tail(["証明", "書 👍🏽\ne\u{301}"]), "e\u{301}")
        XCTAssertEqual(tail(["証明", "書 👍🏽\n"]), "証明書 👍🏽")
    }

    func testALongLineIsKeptToItsBound() {
        let line = tail([String(repeating: "x", count: 100_000)])
        XCTAssertEqual(line.utf8.count, LineTail.limit)
        XCTAssertEqual(tail([String(repeating: "y", count: 2000) + "\n"]).utf8.count, LineTail.limit)
    }

    func testFeedSaysWhenTheLineShownChanged() {
        var tail = LineTail()
        XCTAssertTrue(tail.feed(Array("a\n".utf8)))
        XCTAssertFalse(tail.feed(Array("\n".utf8)))
        XCTAssertTrue(tail.feed(Array("b".utf8)))
    }
}
