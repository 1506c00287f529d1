import XCTest
@testable import DialogKit

final class MixedGaugeTests: XCTestCase {
    func testEachStatusAsDialogNamesIt() {
        let words = (0...9).map { MixedGauge.shown(String($0)) }
        XCTAssertEqual(words, ["Succeeded", "Failed", "Passed", "Completed", "Checked", "Done", "Skipped", "In Progress", "", "N/A"])
        XCTAssertEqual(MixedGauge.shown("-5"), "  5%")
        XCTAssertEqual(MixedGauge.shown("-100"), "100%")
        XCTAssertEqual(MixedGauge.shown("12 later"), "Failed", "a leading digit names the word")
        XCTAssertEqual(MixedGauge.shown("Waiting 👍🏽"), "Waiting 👍🏽")
        XCTAssertNil(MixedGauge.shown(" x"))
        XCTAssertNil(MixedGauge.shown(""))
    }

    /// Each status where dialog's `myprint_status` puts it: from the bracket, half of 13 less its bytes.
    func testTheRowsTheMessageAndTheOverallGauge() {
        let gauge = MixedGauge(message: "Installing", rows: [
            .init(tag: "Download", status: "0"), .init(tag: "Unpack", status: "-42"), .init(tag: "音楽 e\u{301}", status: "7"),
            .init(tag: "Blank", status: " x"), .init(tag: "Wait", status: "Waiting 👍🏽"),
        ], percent: 50)
        XCTAssertEqual(gauge.text(barWidth: 10), """
            Download  [ Succeeded  ]
            Unpack    [    42%     ]
            音楽 é    [In Progress ]

            Wait      [Waiting 👍🏽  ]

            Installing

            Overall Progress
            █████░░░░░  50%
            """)
    }
}
