import XCTest
@testable import swalert

/// The man page's COMPATIBILITY against the dialog front end: every option its dialog part names is one of
/// dialog's that swalert reads, those it says are ignored are read and have no effect, and each status the front
/// end ends with is in its table.
final class DialogManPageTests: XCTestCase {
    private func dialogPart() throws -> String {
        let section = try XCTUnwrap(try ManPage.load().section("COMPATIBILITY"), "the man page has no COMPATIBILITY")
        let parts = section.text.components(separatedBy: "swalertdialog")
        XCTAssertGreaterThan(parts.count, 1, "COMPATIBILITY says nothing of swalert dialog")
        return parts.dropFirst().joined(separator: "swalertdialog")
    }

    func testCompatibilityNamesOnlyOptionsDialogHas() throws {
        let text = try dialogPart()
        for option in Set(optionTokens(in: text).filter { $0.hasPrefix("--") }) {
            XCTAssertTrue(CdialogArguments.isOption(option), "\(option) is not one of dialog's options")
        }
        for box in CdialogArguments.boxes.keys where box != "guage" {
            XCTAssertTrue(text.contains("--" + box), "the boxes swalert draws: --\(box) missing")
        }
        let flat = text.replacingOccurrences(of: "\n", with: " ")
        let start = try XCTUnwrap(flat.range(of: "Accepted and ignored")).upperBound
        let ignored = Set(optionTokens(in: String(flat[start...].prefix { $0 != "." })))
        // The sentence naming what is refused, when anything is.
        let refused = flat.range(of: "Refused").map { Set(optionTokens(in: String(flat[$0.upperBound...].prefix { $0 != "." }))) } ?? []
        for option in ignored {
            let name = String(option.dropFirst(2))
            XCTAssertFalse(CdialogArguments.refused.contains(name) || CdialogArguments.otherBoxes.contains(name),
                           "\(option) is said to be ignored but is refused")
        }
        for option in refused {
            let name = String(option.dropFirst(2))
            XCTAssertTrue(CdialogArguments.refused.contains(name) || CdialogArguments.otherBoxes.contains(name),
                          "\(option) is said to be refused but is read")
        }
        XCTAssertEqual(refused, Set((CdialogArguments.refused.subtracting(["nook", "iso-week"])
                                     .union(CdialogArguments.otherBoxes)).map { "--" + $0 }),
                       "every box and option refused is listed as refused")
    }

    func testCompatibilityGivesEachStatusAndVariable() throws {
        let section = try XCTUnwrap(try ManPage.load().section("COMPATIBILITY"))
        let table = try XCTUnwrap(section.tables.first { $0.first == ["Outcome", "Status", "Variable"] })
        let variables = Set(table.dropFirst().map { $0[2] }.filter { !$0.isEmpty })
        XCTAssertEqual(variables, Set(Swalert.dialogStatusVariables))
        let dialog = ExitStatus.FrontEnd.cdialog([:])
        let statuses = Set(table.dropFirst().flatMap { $0[1].components(separatedBy: ", ") })
        XCTAssertEqual(statuses, Set([dialog.ok, dialog.cancel, dialog.help, dialog.extra, dialog.escape, 5, dialog.error, 130, 143]
            .map(String.init)))
    }
}
