import XCTest
@testable import DialogKit

/// The time limit at a plain prompt with `--timeout-value` (and `--timeout-select`): the answers as they stand, each
/// checked as Enter checks it, or a time-out where one would be refused. An input's line being typed (Enter not
/// pressed) is answered as its Enter would answer it.
final class PlainTimeoutValueTests: XCTestCase {
    /// `prompt` after `lines` were typed, none of them ending it.
    private func asked<P: PlainPrompt>(_ prompt: P, _ lines: [String], file: StaticString = #filePath, line: UInt = #line) -> P {
        var prompt = prompt
        for typed in lines {
            XCTAssertNil(prompt.answer(typed).outcome, "\(typed.debugDescription) ended the prompt", file: file, line: line)
        }
        return prompt
    }

    private func input(value: String = "", validation: InputValidation = InputValidation(), answers: Bool = true) -> PlainInputPrompt {
        var input = Input(message: "Where should the backup go?", value: value, validation: validation)
        input.timeoutAccepts = answers
        return PlainInputPrompt(input)
    }

    func testAnInputAnswersItsValueAsAnEmptyLineWould() throws {
        XCTAssertEqual(input(value: "/srv/backups").timedOut(), .finish(.accepted("/srv/backups"), "\n"))
        XCTAssertEqual(input().timedOut(), .finish(.accepted(""), "\n"), "no --value, nothing required: the empty value")
        XCTAssertEqual(input(value: "東京 👍🏽 e\u{301}").timedOut(), .finish(.accepted("東京 👍🏽 e\u{301}"), "\n"))
        XCTAssertEqual(input(value: "/srv/backups", answers: false).timedOut(), .finish(.timedOut, "\n"))
    }

    func testAnInputTimesOutWhereEnterWouldRefuseItsValue() throws {
        XCTAssertEqual(input(validation: InputValidation(required: true)).timedOut(), .finish(.timedOut, "\n"))
        let absolute = InputValidation(pattern: try ValidationPattern("/.*"))
        XCTAssertEqual(input(value: "backups", validation: absolute).timedOut(), .finish(.timedOut, "\n"))
        XCTAssertEqual(input(value: "/backups", validation: absolute).timedOut(), .finish(.accepted("/backups"), "\n"))
        // A refused line typed before does not change what the time limit answers.
        let refusedFirst = asked(input(value: "/backups", validation: absolute), ["tmp"])
        XCTAssertEqual(refusedFirst.timedOut(), .finish(.accepted("/backups"), "\n"))
    }

    func testAnInputAnswersTheLineBeingTypedAsItsEnterWould() throws {
        let typed = "東京 👍🏽 e\u{301}"
        XCTAssertEqual(input(value: "/srv/backups").timedOut(typing: typed), .finish(.accepted(typed), "\n"))
        XCTAssertEqual(input(value: "/srv/backups").timedOut(typing: ""), .finish(.accepted("/srv/backups"), "\n"),
                       "nothing typed: the value")
        XCTAssertEqual(input(value: "/srv", answers: false).timedOut(typing: typed), .finish(.timedOut, "\n"))
        let absolute = InputValidation(pattern: try ValidationPattern("/.*"))
        XCTAssertEqual(input(value: "/backups", validation: absolute).timedOut(typing: "tmp"), .finish(.timedOut, "\n"),
                       "a line Enter would refuse")
        XCTAssertEqual(input(validation: absolute).timedOut(typing: "/東京"), .finish(.accepted("/東京"), "\n"))
    }

    private func form(answers: Bool = true) -> PlainFormPrompt {
        var form = PlainFormPrompt(fields: [
            Form.Field(.text, name: "user", label: "User", validation: InputValidation(required: true)),
            Form.Field(.password, name: "secret", label: "Password", again: "Again"),
            Form.Field(.textarea, name: "motd", label: "Motd"),
            Form.Field(.number, name: "port", label: "Port", value: "22", minimum: 1, maximum: 65535),
        ], title: "New user")
        form.timeoutSubmits = answers
        return form
    }

    func testAFormSubmitsTheFieldsAnsweredAndTheRestAtTheirDefaults() throws {
        let answered = asked(form(), ["山田 👍🏽 n\u{303}", "", "hello", "world"])
        XCTAssertEqual(answered.timedOut(), .finish(.submitted([.text("山田 👍🏽 n\u{303}"), .text(""), .text("hello\nworld"),
                                                                 .text("22")]), "\n"),
                       "the textarea's lines so far count; the port keeps its default")
        guard case .submitted(let values)? = answered.timedOut().outcome, case .text(let user) = values[0] else {
            return XCTFail("not submitted")
        }
        XCTAssertEqual(user.unicodeScalars.map(\.value), "山田 👍🏽 n\u{303}".unicodeScalars.map(\.value))
        XCTAssertEqual(asked(form(answers: false), ["ada"]).timedOut(), .finish(.timedOut, "\n"))
    }

    func testAFormTimesOutWhereOKWouldRefuseAField() throws {
        XCTAssertEqual(form().timedOut(), .finish(.timedOut, "\n"), "the required user not answered yet")
        XCTAssertEqual(asked(form(), ["ada", "s3cret"]).timedOut(), .finish(.timedOut, "\n"),
                       "a password typed once, its second entry not: they differ")
        XCTAssertEqual(asked(form(), ["ada", "s3cret", "s3cret"]).timedOut(),
                       .finish(.submitted([.text("ada"), .text("s3cret"), .text(""), .text("22")]), "\n"))
    }

    private func chooser(minimum: Int? = nil, maximum: Int? = nil, selected: [Int] = []) -> PlainChoosePrompt {
        var choose = Choose(message: "Pick", items: ["apple", "banana", "cherry"].map { Choose.Item(value: $0) },
                            configuration: Choose.Configuration(multiple: true, minimum: minimum, maximum: maximum,
                                                                timeoutSelects: true))
        choose.preselect(selected)
        return PlainChoosePrompt(choose)
    }

    func testTimeoutSelectTimesOutWhereEnterWouldRefuseTheSelection() {
        XCTAssertEqual(chooser(minimum: 2, selected: [1]).timedOut(), .finish(.timedOut, "\n"), "one selected, --min 2")
        XCTAssertEqual(chooser(minimum: 2, selected: [0, 2]).timedOut(), .finish(.chosen([0, 2]), "\n"))
        XCTAssertEqual(chooser(minimum: 1).timedOut(), .finish(.timedOut, "\n"), "none selected and a --min: no focused item stands in")
        XCTAssertEqual(chooser(maximum: 1, selected: [0, 1]).timedOut(), .finish(.timedOut, "\n"), "two selected, --max 1")
        XCTAssertEqual(chooser().timedOut(), .finish(.chosen([0]), "\n"), "none selected, no bounds: the focused item")
    }
}
