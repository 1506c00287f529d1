import XCTest
@testable import swalert

/// The man page's COMPATIBILITY against the whiptail front end: it names every option whiptail accepts and no
/// other, the ones accepted and ignored among them, and a status for each way a box ends.
final class WhiptailManPageTests: XCTestCase {
    func testCompatibilityNamesEveryOptionWhiptailAcceptsAndNoOther() throws {
        let section = try XCTUnwrap(try ManPage.load().section("COMPATIBILITY"), "the man page has no COMPATIBILITY")
        // The part about whiptail: what comes before the one about dialog (see DialogManPageTests).
        let whiptail = section.text.components(separatedBy: "swalertdialog").first ?? ""
        let named = Set(optionTokens(in: whiptail).filter { $0.hasPrefix("--") })
        XCTAssertEqual(named, Set(WhiptailArguments.options.map { "--" + $0 }))
        let text = whiptail.replacingOccurrences(of: "\n", with: " ")
        let start = try XCTUnwrap(text.range(of: "Accepted and ignored")).upperBound
        let sentence = text[start...].prefix { $0 != "." }
        XCTAssertEqual(Set(optionTokens(in: String(sentence))), Set(WhiptailArguments.ignored.map { "--" + $0 }),
                       "the options COMPATIBILITY says are accepted and ignored")
    }

    func testCompatibilityGivesEachStatusOfTheFrontEnd() throws {
        let section = try XCTUnwrap(try ManPage.load().section("COMPATIBILITY"))
        let table = try XCTUnwrap(section.tables.first { $0.first == ["Outcome", "Status"] })
        let statuses = Set(table.dropFirst().flatMap { $0[1].components(separatedBy: ", ") })
        let whiptail = ExitStatus.FrontEnd.whiptail
        XCTAssertEqual(statuses, Set([whiptail.ok, whiptail.cancel, whiptail.escape, whiptail.error, whiptail.badOption,
                                      130, 143, 129].map(String.init)))
    }
}
