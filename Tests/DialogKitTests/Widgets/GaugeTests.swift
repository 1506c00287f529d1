import XCTest
@testable import DialogKit

/// The gauge as pictures: the bar in eighths of a cell, the percentage beside it, and what a narrow row keeps.
final class GaugeTests: XCTestCase {
    private let bold = Style(attributes: .bold), mark = Style(attributes: .underline)

    private let fill = Style(foreground: .ansi(4), attributes: .bold), track = Color.ansi(8)

    private func drawn(_ percent: Int, width: Int, barWidth: Int) -> Buffer {
        var buffer = Buffer(size: Size(width: width, height: 1))
        Gauge(percent: percent).draw(into: &buffer, x: 0, y: 0, barWidth: barWidth, maxWidth: width,
                                     barStyle: mark, labelStyle: bold)
        return buffer
    }

    /// A bar of ten columns, no label, in blue on a grey track.
    private func coloured(_ percent: Int) -> Buffer {
        var buffer = Buffer(size: Size(width: 10, height: 1))
        Gauge(percent: percent).draw(into: &buffer, x: 0, y: 0, barWidth: 10, maxWidth: 15, barStyle: fill,
                                     trackColor: track, labelStyle: bold)
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

    func testWithColourTheEighthCellSitsOnTheTrackSoFillAndTrackMeetWithNoGap() {
        let buffer = coloured(73)
        XCTAssertEqual(buffer.lines(), ["███████▎░░"])
        XCTAssertEqual(buffer.styleDump(), "0: 0-6 fg=ansi(4) bg=ansi(4) bold | 7 fg=ansi(4) bg=ansi(8) bold | 8-9 fg=ansi(8) bg=ansi(8)",
                       "whole cells in the fill's colour; the partial cell's empty part is the track's colour; "
                           + "the track a solid run of its colour, its ░ drawn on itself")
    }

    func testWithColourAnEmptyBarIsAllTrackAndAFullOneAllFill() {
        XCTAssertEqual(coloured(0).lines(), ["░░░░░░░░░░"])
        XCTAssertEqual(coloured(0).styleDump(), "0: 0-9 fg=ansi(8) bg=ansi(8)")
        XCTAssertEqual(coloured(100).lines(), ["██████████"])
        XCTAssertEqual(coloured(100).styleDump(), "0: 0-9 fg=ansi(4) bg=ansi(4) bold")
    }

    func testWithoutColourTheTrackIsShadedSoTheBarStillReads() {
        var buffer = Buffer(size: Size(width: 10, height: 1))
        Gauge(percent: 73).draw(into: &buffer, x: 0, y: 0, barWidth: 10, maxWidth: 15, barStyle: Style(attributes: .bold),
                                labelStyle: bold)
        XCTAssertEqual(buffer.lines(), ["███████▎░░"])
        XCTAssertEqual(buffer.styleDump(), "0: 0-9 bold", "one style, no colour")
        let ascii = buffer.lines()[0].unicodeScalars.map { GlyphSet.ascii.form(of: $0).map(Character.init) }
        XCTAssertEqual(String(ascii.compactMap { $0 }), "#######---", "in the ASCII set: # filled, - the track")
    }

    func testTheThemesGiveTheTrackAColourOnlyWhereThereIsColour() {
        XCTAssertEqual(Theme.standard(for: .none).gaugeTrack, .default)
        for depth in [ColorDepth.ansi16, .ansi256, .trueColor] {
            let theme = Theme.standard(for: depth)
            XCTAssertNotEqual(theme.gaugeTrack, .default, "\(depth)")
            XCTAssertNotEqual(theme.gaugeTrack, theme.indicator.foreground, "\(depth): fill and track differ")
            XCTAssertNotEqual(theme.gaugeTrack, theme.panel.background, "\(depth): the track shows on the panel")
        }
    }
}
