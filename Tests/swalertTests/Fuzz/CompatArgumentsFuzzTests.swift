import XCTest
@testable import swalert
import TestSupport

/// Random whiptail and dialog command lines through the front ends' parsers: each gives boxes to show (or help,
/// or the version) or the program's own failure with a message, and nothing traps, whatever the sizes, the
/// items, the options' values and the words in between.
final class CompatArgumentsFuzzTests: XCTestCase {
    private let boxes = ["--msgbox", "--yesno", "--infobox", "--inputbox", "--passwordbox", "--textbox", "--menu",
                         "--checklist", "--radiolist", "--gauge", "--form", "--pause", "--programbox", "--progressbox",
                         "--tailbox", "--calendar", "--mixedform"]
    private let options = ["--title", "--backtitle", "--ok-button", "--cancel-button", "--yes-button", "--no-button",
                           "--ok-label", "--cancel-label", "--yes-label", "--no-label", "--extra-label", "--help-label",
                           "--default-item", "--default-button", "--output-fd", "--separator", "--output-separator",
                           "--timeout", "--max-input", "--aspect", "--defaultno", "--separate-output", "--notags",
                           "--no-tags", "--noitem", "--scrolltext", "--stdout", "--stderr", "--nocancel", "--no-cancel",
                           "--clear", "--fb", "--topleft", "--extra-button", "--help-button", "--colors", "--cr-wrap",
                           "--no-collapse", "--trim", "--keep-tite", "--insecure", "--single-quoted", "--quoted",
                           "--and-widget", "--", "-h", "-v", "--bogus"]
    private let values = ["", "0", "-1", "1", "7", "24", "80", "-5", "2147483648", "99999999999999999999", "0x10",
                          "010", "1e3", "on", "off", "ON", "yes", "1", "tag", "日本語", "👩‍👩‍👧", "\u{1b}[31m", "a\nb",
                          "\\n", "\\Z1", "\\Zb", "\t", "\u{0}", "=", "--", "ok", "extra", "help", "cancel", "/nonexistent"]

    func testEveryCommandLineGivesBoxesOrTheProgramsFailure() {
        var random = FuzzInput(seed: 0xC0_4F47)
        var shown = 0, failed = 0
        for iteration in 0..<fuzzIterations {
            var arguments: [String] = []
            for _ in 0..<random.int(0...3) {
                arguments.append(random.pick(options))
                if random.chance(60) { arguments.append(random.pick(values)) }
            }
            arguments.append(random.pick(boxes))
            for _ in 0..<random.int(0...9) {
                arguments.append(random.chance(80) ? random.pick(values) : random.text(fragments: 3))
            }
            if random.chance(20) { arguments += ["--and-widget", random.pick(boxes), "text", "0", "0"] }
            do {
                _ = try WhiptailArguments.parse(arguments)
                shown += 1
            } catch let failure as ArgumentsFailure {
                failed += 1
                if failure.message.isEmpty { return XCTFail("iteration \(iteration): whiptail \(arguments): an empty failure") }
            } catch {
                return XCTFail("iteration \(iteration): whiptail \(arguments): \(error), not whiptail's failure")
            }
            do {
                _ = try CdialogArguments.parse(arguments)
                shown += 1
            } catch let failure as ArgumentsFailure {
                failed += 1
                if failure.message.isEmpty { return XCTFail("iteration \(iteration): dialog \(arguments): an empty failure") }
            } catch {
                return XCTFail("iteration \(iteration): dialog \(arguments): \(error), not dialog's failure")
            }
        }
        XCTAssertGreaterThan(shown, fuzzIterations / 20, "the command lines are not all wrong")
        XCTAssertGreaterThan(failed, fuzzIterations / 20, "the command lines are not all right")
    }
}
