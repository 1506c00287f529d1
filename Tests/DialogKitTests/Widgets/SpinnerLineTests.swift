import XCTest
@testable import DialogKit

/// The spinner line as pictures: what it shows, and what it gives up first when the row is short.
final class SpinnerLineTests: XCTestCase {
    private let styles = SpinnerLine.Styles(indicator: Style(attributes: .underline))

    private func drawn(_ line: SpinnerLine, width: Int) -> Buffer {
        var buffer = Buffer(size: Size(width: width, height: 1))
        line.draw(into: &buffer, in: Rect(x: 0, y: 0, width: width, height: 1), styles: styles)
        return buffer
    }

    private let building = SpinnerLine(indicator: "⠋", gauge: nil, title: "Build", message: "compiling 12 files",
                                       elapsed: "12s")

    func testTheIndicatorTitleMessageAndTimeShareTheRow() {
        let buffer = drawn(building, width: 34)
        XCTAssertEqual(buffer.lines(), ["⠋ Build: compiling 12 files  12s  "])
        XCTAssertEqual(buffer.styleDump(), "0: 0 underline | 2-7 bold | 27-31 dim")
    }

    func testAShortRowCutsTheMessageFirstThenLeavesOutTheTime() {
        XCTAssertEqual(drawn(building, width: 22).lines(), ["⠋ Build: compili…  12s"])
        XCTAssertEqual(drawn(building, width: 13).trimmedLines(), ["⠋ Build:"],
                       "no room for any message, and the time is left out rather than cut")
        XCTAssertEqual(drawn(building, width: 4).trimmedLines(), ["⠋"], "the room the time would take is kept from the title")
    }

    func testAGaugeTakesTheIndicatorsPlaceOnceThereIsAPercentage() {
        var line = building
        line.gauge = Gauge(percent: 50)
        let buffer = drawn(line, width: 40)
        XCTAssertEqual(buffer.lines(), ["█████▌░░░░░  50% Build: compiling …  12s"])
        XCTAssertEqual(buffer.styleDump(), "0: 0-10 underline | 12-15 bold | 17-22 bold | 35-39 dim")
        XCTAssertEqual(drawn(line, width: 14).trimmedLines(), [" 50% Bui…"], "too narrow for a bar of 4")
    }

    func testWithoutATitleOrTimeTheMessageFollowsTheIndicator() {
        let line = SpinnerLine(indicator: "✓", gauge: nil, title: "", message: "done", elapsed: nil)
        XCTAssertEqual(drawn(line, width: 10).lines(), ["✓ done    "])
    }
}
