import DialogKit
import XCTest
@testable import swalert

/// whiptail's and cdialog's command lines read into the same boxes, and each program's labels and statuses.
final class FrontEndTests: XCTestCase {
    private func box(_ program: FrontEnd, _ arguments: [String]) throws -> BoxRequest {
        let command = try {
            if case .whiptail = program { return try WhiptailArguments.parse(arguments) }
            return try CdialogArguments.parse(arguments)
        }()
        guard case .run(let run) = command, run.boxes.count == 1 else { throw CancellationError() }
        return run.boxes[0].request
    }

    func testTheSameBoxFromEitherCommandLineIsTheSameRequest() throws {
        let cdialog = FrontEnd.cdialog(.cdialog([:]))
        XCTAssertEqual(try box(.whiptail, ["--title", "T", "--yes-button", "Sure", "--defaultno", "--yesno", "Go?", "8", "40"]),
                       try box(cdialog, ["--title", "T", "--yes-label", "Sure", "--defaultno", "--yesno", "Go?", "8", "40"]))
        let whiptailMenu = try box(.whiptail, ["--default-item", "b", "--menu", "Pick", "0", "0", "4", "a", "A", "b", "B"])
        XCTAssertEqual(whiptailMenu, try box(cdialog, ["--default-item", "b", "--menu", "Pick", "0", "0", "4", "a", "A", "b", "B"]))
        XCTAssertEqual(whiptailMenu.widget, .list(.menu, height: 4, items: [BoxRequest.Item(tag: "a", text: "A"),
                                                                           BoxRequest.Item(tag: "b", text: "B")]))
        XCTAssertEqual(try box(.whiptail, ["--radiolist", "P", "0", "0", "0", "a", "A", "on"]).items,
                       try box(cdialog, ["--radiolist", "P", "0", "0", "0", "a", "A", "on"]).items)
    }

    func testEachProgramLabelsItsButtonsAndEndsWithItsStatuses() {
        XCTAssertEqual(FrontEnd.whiptail.label(.ok), "Ok")
        XCTAssertEqual(FrontEnd.cdialog(.cdialog([:])).label(.ok), "OK")
        XCTAssertEqual(FrontEnd.cdialog(.cdialog([:])).label(.exit), "EXIT")
        let whiptail = ExitStatus.FrontEnd.whiptail, cdialog = ExitStatus.FrontEnd.cdialog(["DIALOG_TIMEOUT": "5"])
        XCTAssertEqual([BoxEnding.ok, .cancel, .escape, .timeout, .failed("x"), .interrupted(.interrupt)].map(whiptail.of),
                       [0, 1, 255, 255, 255, 130], "whiptail has no time limit status: it is Esc")
        XCTAssertEqual([BoxEnding.extra, .help, .timeout].map(cdialog.of), [3, 2, 5])
    }
}
