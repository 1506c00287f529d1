import DialogKit
import XCTest
@testable import swalert

/// whiptail's command line read as whiptail reads it: where options may go, how numbers are read, what each
/// widget takes, and which errors end with which status.
final class WhiptailArgumentsTests: XCTestCase {
    private func request(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws -> BoxRequest {
        guard case .run(let run) = try WhiptailArguments.parse(arguments), let request = run.boxes.first?.request else {
            XCTFail("no request from \(arguments)", file: file, line: line)
            throw CancellationError()
        }
        return request
    }

    private func failure(_ arguments: [String]) -> ArgumentsFailure? {
        do { _ = try WhiptailArguments.parse(arguments) } catch let failure as ArgumentsFailure {
            return failure
        } catch {
            return nil
        }
        return nil
    }

    func testOptionsMayComeAnywhereAndTheArgumentsKeepTheirOrder() throws {
        let parsed = try request(["Pick", "--title=Fruit", "--menu", "10", "--notags", "40", "5", "a", "Apple", "--", "-b", "Banana"])
        XCTAssertEqual(parsed.widget, .list(.menu, height: 5, items: [BoxRequest.Item(tag: "a", text: "Apple"), BoxRequest.Item(tag: "-b", text: "Banana")]))
        XCTAssertEqual([parsed.text, parsed.title], ["Pick", "Fruit"])
        XCTAssertEqual([parsed.height, parsed.width], [10, 40])
        XCTAssertTrue(parsed.noTags)
        XCTAssertEqual(try request(["--title", "-x", "--msgbox", "hi", "0", "0"]).title, "-x", "a value may start with a dash")
    }

    func testEachWidgetTakesItsOwnArguments() throws {
        XCTAssertEqual(try request(["--msgbox", "Hi", "0", "0", "ignored"]).widget, .message)
        XCTAssertEqual(try request(["--inputbox", "Name", "0", "0"]).widget, .input(initial: "", password: false))
        XCTAssertEqual(try request(["--passwordbox", "Pass", "0", "0", "x"]).widget, .input(initial: "x", password: true))
        XCTAssertEqual(try request(["--gauge", "Copying", "0", "0", "42"]).widget, .gauge(percent: 42))
        XCTAssertEqual(try request(["--checklist", "Pick", "0", "0", "0", "a", "A", "ON", "b", "B", "no"]).items,
                       [BoxRequest.Item(tag: "a", text: "A", isOn: true), BoxRequest.Item(tag: "b", text: "B")])
        XCTAssertEqual(try request(["--noitem", "--radiolist", "Pick", "0", "0", "0", "a", "1", "b", "yes"]).items,
                       [BoxRequest.Item(tag: "a", text: "", isOn: true), BoxRequest.Item(tag: "b", text: "", isOn: true)])
        XCTAssertEqual(try request(["--noitem", "--menu", "Pick", "0", "0", "0", "a", "A"]).items, [BoxRequest.Item(tag: "a", text: "")],
                       "a menu takes pairs even with --noitem, and shows no text")
        XCTAssertEqual(try request(["--checklist", "Pick", "0", "0", "0"]).items, [], "a list may be empty; a menu may not")
        XCTAssertEqual(try request(["--msgbox", "One\\ntwo\\\\n", "0", "0"]).text, "One\ntwo\\\n")
        XCTAssertEqual(try request(["--textbox", "/etc/a\\nb", "0", "0"]).text, "/etc/a\\nb", "a path is not a message")
        guard case .run(let run) = try WhiptailArguments.parse(["--output-fd", "0x3", "--msgbox", "Hi", "0", "0"]) else { return XCTFail("no run") }
        XCTAssertEqual(run.outputDescriptor, 3, "popt reads base 0")
    }

    func testBackslashNIsALineBreakAndEveryOtherBackslashStays() {
        let cases: [(String, String)] = [
            ("one\\ntwo", "one\ntwo"), ("\\\\n", "\\\n"), ("end\\", "end\\"), ("\\t\\", "\\t\\"),
            ("no escapes", "no escapes"), ("\\n\u{301}é", "\n\u{301}é"), ("👍🏽\\n👍🏽", "👍🏽\n👍🏽"), ("", ""),
        ]
        for (given, expected) in cases {
            XCTAssertEqual(BoxArguments.unescapingNewlines(given).unicodeScalars.map(\.value),
                           expected.unicodeScalars.map(\.value), given.debugDescription)
        }
    }

    func testNumbersAreReadAsStrtoulReadsThem() {
        XCTAssertEqual(WhiptailArguments.unsignedNumber(""), 0)
        XCTAssertEqual(WhiptailArguments.unsignedNumber(" +12"), 12)
        XCTAssertEqual(WhiptailArguments.unsignedNumber("-1"), -1, "wraps round, and whiptail sizes the box itself")
        XCTAssertEqual(WhiptailArguments.unsignedNumber("4294967296"), 0)
        XCTAssertEqual(WhiptailArguments.unsignedNumber("99999999999999999999999"), -1)
        for bad in ["ten", "12 ", " ", "1.5", "0x10", "+"] {
            XCTAssertNil(WhiptailArguments.unsignedNumber(bad), bad)
        }
    }

    func testPoptsErrorsEndWith1AndWhiptailsWith255() {
        XCTAssertEqual(failure(["--bogus", "--msgbox", "hi", "0", "0"])?.kind, .option)
        XCTAssertEqual(failure(["--titl", "x", "--msgbox", "hi", "0", "0"])?.kind, .option, "no abbreviations")
        XCTAssertEqual(failure(["--msgbox", "hi", "0", "0", "--title"])?.message, "--title: missing argument")
        XCTAssertEqual(failure(["--msgbox=x", "hi", "0", "0"])?.kind, .option)
        XCTAssertEqual(failure(["--output-fd", "three", "--msgbox", "hi", "0", "0"])?.message, "three: invalid numeric value")
        XCTAssertEqual(failure(["-x"])?.message, "-x: unknown option")
        XCTAssertEqual(failure([])?.kind, .usage)
        XCTAssertEqual(failure(["--msgbox", "--yesno", "--bogus"])?.kind, .usage, "two boxes are refused at once")
        XCTAssertEqual(failure(["--msgbox", "hi", "0"])?.kind, .usage)
        XCTAssertEqual(failure(["--menu", "hi", "0", "0", "0"])?.kind, .usage)
        XCTAssertEqual(failure(["--checklist", "hi", "0", "0", "0", "a", "A"])?.kind, .usage)
        XCTAssertEqual(failure(["--gauge", "hi", "0", "0", "half"])?.kind, .usage)
        XCTAssertEqual(ExitStatus.FrontEnd.whiptail.of(ArgumentsFailure(kind: .option, message: "")), 1)
        XCTAssertEqual(ExitStatus.FrontEnd.whiptail.of(ArgumentsFailure(kind: .usage, message: "")), 255)
    }

    func testHelpAndVersionWinOverWhatFollowsButNotOverAnErrorBeforeThem() throws {
        XCTAssertEqual(try WhiptailArguments.parse(["--help", "--bogus"]), .help)
        XCTAssertEqual(try WhiptailArguments.parse(["-hx"]), .help, "clustered, -h is read before x is refused")
        XCTAssertEqual(try WhiptailArguments.parse(["-v"]), .version)
        XCTAssertEqual(failure(["--bogus", "--help"])?.kind, .option)
    }

    /// Every option whiptail's own usage names is accepted, and nothing else is.
    func testEveryOptionOfWhiptailsUsageIsAcceptedAndNoOther() {
        let named = Set(WhiptailArguments.usage.split(whereSeparator: { " \t\n,".contains($0) })
            .filter { $0.hasPrefix("--") }.map { String($0.dropFirst(2)) })
        XCTAssertEqual(named, Set(WhiptailArguments.options))
        XCTAssertEqual(WhiptailArguments.options.count, Set(WhiptailArguments.options).count)
    }

    func testRandomCommandLinesGiveARequestOrAOneLineFailure() {
        var random = SystemRandomNumberGenerator()
        let words = WhiptailArguments.options.map { "--" + $0 } + ["-h", "-x", "--", "-", "0", "12", "-3", "on", "a", "", "é", "x\ny",
                                                                    "--title=T", "--output-fd=2", "\u{1b}[31m"]
        for _ in 0..<2_000 {
            let arguments = (0..<Int.random(in: 0...9, using: &random)).map { _ in words.randomElement(using: &random)! }
            do { _ = try WhiptailArguments.parse(arguments) } catch let failure as ArgumentsFailure {
                XCTAssertFalse(failure.message.isEmpty, "\(arguments)")
            } catch {
                XCTFail("\(arguments): \(error)")
            }
        }
    }

    // MARK: - What the box is made of

    func testLabelsAlignTheTextAfterTheWidestTag() throws {
        let menu = try request(["--menu", "Pick", "0", "0", "0", "a", "Apple", "日本", "Japan"])
        XCTAssertEqual(menu.itemLabels, ["a    Apple", "日本 Japan"], "one space after the widest tag, counted in columns")
        let list = try request(["--checklist", "Pick", "0", "0", "0", "a", "Apple", "on", "bb", "Banana", "off"])
        XCTAssertEqual(list.itemLabels, ["a   Apple", "bb  Banana"], "two in a list of check boxes")
        XCTAssertEqual(try request(["--notags", "--menu", "Pick", "0", "0", "0", "a", "Apple"]).itemLabels, ["Apple"])
    }

    func testWhiptailsSizingDecidesWhetherTheMessageScrollsAndHowTallTheListIs() throws {
        let screen = Size(width: 80, height: 24)
        let items = (1...40).flatMap { ["t\($0)", "Item"] }
        XCTAssertEqual(try request(["--menu", "Pick", "0", "0", "0"] + items).newtLayout(screen: screen).listHeight, 15)
        XCTAssertEqual(try request(["--menu", "Pick", "20", "60", "8"] + items).newtLayout(screen: screen).listHeight, 8)
        XCTAssertEqual(try request(["--menu", "Pick", "0", "0", "8"] + items).newtLayout(screen: screen).listHeight, 15,
                       "sized by whiptail, the list height given is replaced")
        XCTAssertEqual(try request(["--backtitle", String(repeating: "b", count: 40), "--menu", "Pick", "0", "0", "0"]
                                                  + items).newtLayout(screen: screen).listHeight, 14, "a wide backtitle costs a row")
        let long = (1...30).map { "line \($0)" }.joined(separator: "\\n")
        XCTAssertTrue(try request(["--msgbox", long, "0", "0"]).newtLayout(screen: screen).messageScrolls)
        XCTAssertFalse(try request(["--msgbox", long, "10", "40"]).newtLayout(screen: screen).messageScrolls,
                       "a size given is used as it is, the text cut")
        XCTAssertFalse(try request(["--msgbox", "Short", "0", "0"]).newtLayout(screen: screen).messageScrolls)
        XCTAssertTrue(try request(["--scrolltext", "--msgbox", "Short", "0", "0"]).newtLayout(screen: screen).messageScrolls)
    }

    func testAnswersAreWrittenAsWhiptailWritesThem() throws {
        let checklist = try request(["--checklist", "Pick", "0", "0", "0"])
        XCTAssertEqual(FrontEnd.whiptail.answer(["a", "b c"], of: checklist), "\"a\" \"b c\"")
        XCTAssertEqual(FrontEnd.whiptail.answer([], of: checklist), "")
        let separate = try request(["--separate-output", "--checklist", "Pick", "0", "0", "0"])
        XCTAssertEqual(FrontEnd.whiptail.answer(["a", "b"], of: separate), "a\nb\n")
        let menu = try request(["--menu", "Pick", "0", "0", "0", "a", "A"])
        XCTAssertEqual(FrontEnd.whiptail.answer(["a"], of: menu), "a", "no newline")
    }
}
