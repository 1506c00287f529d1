import XCTest
@testable import DialogKit

/// The gauge as pictures: the bar in eighths of a cell, the percentage beside it, and what a narrow row keeps.
final class GaugeTests: XCTestCase {
    private let bold = Style(attributes: .bold), mark = Style(attributes: .underline)

    private func drawn(_ percent: Int, width: Int, barWidth: Int) -> Buffer {
        var buffer = Buffer(size: Size(width: width, height: 1))
        Gauge(percent: percent).draw(into: &buffer, x: 0, y: 0, barWidth: barWidth, maxWidth: width,
                                     barStyle: mark, labelStyle: bold)
        return buffer
    }

    func testTheBarFillsWholeCellsThenAnEighthCellThenTheTrack() {
        XCTAssertEqual([0, 13, 25, 38, 50, 63, 75, 88, 100].map { Gauge(percent: $0).bar(width: 1) },
                       ["░", "▏", "▎", "▍", "▌", "▋", "▊", "▉", "█"], "one cell, in eighths")
        XCTAssertEqual(Gauge(percent: 42).bar(width: 10), "████▏░░░░░")
        XCTAssertEqual(Gauge(percent: 100).bar(width: 10), "██████████")
        XCTAssertEqual(Gauge(percent: 50).bar(width: 0), "")
    }

    func testThePercentageIsRightAlignedInFourColumnsAndClamped() {
        XCTAssertEqual([Gauge(percent: 7), Gauge(percent: 42), Gauge(percent: 100), Gauge(percent: 250), Gauge(percent: -3)]
            .map(\.label), ["  7%", " 42%", "100%", "100%", "  0%"])
    }

    func testTheBarAndThePercentageAreDrawnSideBySideInTheirStyles() {
        let buffer = drawn(42, width: 16, barWidth: 10)
        XCTAssertEqual(buffer.lines(), ["████▏░░░░░  42% "])
        XCTAssertEqual(buffer.styleDump(), "0: 0-9 underline | 11-14 bold")
    }

    func testWithoutABarOnlyThePercentageIsDrawnAndNothingPastTheWidth() {
        XCTAssertEqual(drawn(42, width: 8, barWidth: 0).lines(), [" 42%    "])
        var buffer = Buffer(size: Size(width: 8, height: 1))
        let used = Gauge(percent: 42).draw(into: &buffer, x: 0, y: 0, barWidth: 10, maxWidth: 3, barStyle: mark,
                                           labelStyle: bold)
        XCTAssertEqual(buffer.lines(), [" 42     "], "a bar wider than the room is left out, the label cut")
        XCTAssertEqual(used, 3)
    }
}
