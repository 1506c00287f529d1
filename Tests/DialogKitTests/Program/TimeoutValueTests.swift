import XCTest
@testable import DialogKit

/// `--timeout-value` and `--timeout-select` on the fake clock: when the time limit runs out, an input answers its
/// value as it stands and a form its fields, each checked as Enter or OK checks it; a value they would refuse, and
/// no such option, time out. Times are seconds from the start.
final class TimeoutValueTests: XCTestCase {
    private func options(timeout: Double) -> PresentationOptions {
        PresentationOptions(placement: .fullscreen, animated: false, colorDepth: .ansi16, timeout: timeout, escapeDelay: 0.05)
    }

    /// A terminal that answers the colour query at once, then gets `typed` at 0.1.
    private func terminal(typing typed: String? = nil, size: Size = Size(width: 40, height: 12)) -> FakeTerminal {
        let terminal = FakeTerminal(size: size)
        terminal.type(ProgramTests.darkReplies, at: 0.01)
        if let typed { terminal.type(typed, at: 0.1) }
        return terminal
    }

    private func input(value: String = "", validation: InputValidation = InputValidation(), answers: Bool = true) -> Input {
        var input = Input(message: "Name?", value: value, validation: validation)
        input.timeoutAccepts = answers
        return input
    }

    /// The value's scalars, so that a combining mark typed apart is not taken for its composed form.
    private func scalars<Outcome>(_ result: PresentationResult<Outcome>) -> [UInt32] {
        guard case .finished(let outcome) = result else { return [] }
        switch outcome {
        case let accepted as Input.Outcome:
            guard case .accepted(let value) = accepted else { return [] }
            return value.unicodeScalars.map(\.value)
        case let submitted as Form.Outcome:
            guard case .submitted(let values) = submitted, case .text(let value)? = values.first else { return [] }
            return value.unicodeScalars.map(\.value)
        default: return []
        }
    }

    // MARK: Input

    func testWhatWasTypedIsAnsweredWhenTheTimeRunsOut() throws {
        let terminal = terminal(typing: "Ada")
        let result = try Presenter(input(), terminal: terminal, options: options(timeout: 2)).run()
        XCTAssertEqual(result, .finished(.accepted("Ada")))
        XCTAssertEqual(terminal.elapsed, 2, accuracy: 1e-9, "answered when the time ran out, not before")
        XCTAssertEqual(terminal.picture(at: 1.9), """


             ╭────────────────────────────────────╮
             │                                    │
             │  Name?                             │
             │                                    │
             │  Ada                               │
             │                                    │
             │         < OK >  < Cancel >         │
             ╰────────────────────────────────────╯

              Enter accept · Tab move · Esc cancel
            """)
    }

    func testTheInitialValueIsAnsweredWhenNothingWasTyped() throws {
        let terminal = terminal()
        let result = try Presenter(input(value: "/srv/backups"), terminal: terminal, options: options(timeout: 1)).run()
        XCTAssertEqual(result, .finished(.accepted("/srv/backups")))
        XCTAssertEqual(terminal.elapsed, 1, accuracy: 1e-9)
    }

    func testAnEditedInitialValueIsAnsweredAsItStands() throws {
        let terminal = terminal(typing: "\u{7f}\u{7f}\u{7f}\u{7f}\u{7f}\u{7f}\u{7f}tmp")  // Backspace ×7 over "backups"
        let result = try Presenter(input(value: "/srv/backups"), terminal: terminal, options: options(timeout: 1)).run()
        XCTAssertEqual(result, .finished(.accepted("/srv/tmp")))
    }

    func testAValueEnterWouldRefuseTimesOut() throws {
        let digits = InputValidation(pattern: try ValidationPattern("[0-9]+"))
        XCTAssertEqual(try Presenter(input(validation: digits), terminal: terminal(typing: "12a"), options: options(timeout: 1)).run(),
                       .finished(.timedOut), "refused by --validate")
        XCTAssertEqual(try Presenter(input(validation: digits), terminal: terminal(typing: "123"), options: options(timeout: 1)).run(),
                       .finished(.accepted("123")), "the same pattern, passed")
        let required = InputValidation(required: true)
        XCTAssertEqual(try Presenter(input(validation: required), terminal: terminal(), options: options(timeout: 1)).run(),
                       .finished(.timedOut), "refused by --required: nothing typed")
        XCTAssertEqual(try Presenter(input(value: "x", validation: required), terminal: terminal(typing: "\u{7f}"),
                                     options: options(timeout: 1)).run(),
                       .finished(.timedOut), "refused by --required: the value deleted")
    }

    func testWithoutTheOptionTheTimeLimitTimesOutWhateverWasTyped() throws {
        let result = try Presenter(input(value: "kept", answers: false), terminal: terminal(typing: "Ada"), options: options(timeout: 1)).run()
        XCTAssertEqual(result, .finished(.timedOut))
    }

    func testWideGlyphsEmojiWithSkinToneAndCombiningMarksAreAnsweredAsTyped() throws {
        let typed = "東京 👍🏽 e\u{301}te\u{301}"
        let terminal = terminal(typing: typed)
        let result = try Presenter(input(), terminal: terminal, options: options(timeout: 1)).run()
        XCTAssertEqual(scalars(result), typed.unicodeScalars.map(\.value), "every scalar, the marks not composed")
        XCTAssertTrue(terminal.picture(at: 0.9).contains("│  東京 👍🏽 été"), terminal.picture(at: 0.9))
    }

    func testATimeLimitThatRunsOutInLineForTheTurnAnswersTheInitialValueWithoutDrawing() throws {
        let terminal = terminal()
        terminal.othersTurns = [0..<5]
        let result = try Presenter(input(value: "kept"), terminal: terminal, options: options(timeout: 2)).run()
        XCTAssertEqual(result, .finished(.accepted("kept")))
        XCTAssertNil(terminal.firstShown("Name?"))
    }

    // MARK: Form

    private func form(answers: Bool = true) -> Form {
        var form = Form(questions: [
            Form.Field(.text, name: "user", label: "User", validation: InputValidation(required: true)),
            Form.Field(.number, name: "port", label: "Port", value: "22", minimum: 1, maximum: 65535),
            Form.Field(.confirm, name: "admin", label: "Admin?", value: "no"),
        ], title: "New user")
        form.timeoutSubmits = answers
        return form
    }

    func testAFormSubmitsItsFieldsAsTheyStandWhenEveryOneIsValid() throws {
        let terminal = terminal(typing: "ada\t\u{7f}\u{7f}2222\t ", size: Size(width: 50, height: 14))
        let result = try Presenter(form(), terminal: terminal, options: options(timeout: 2)).run()
        XCTAssertEqual(result, .finished(.submitted([.text("ada"), .text("2222"), .flag(true)])))
        XCTAssertEqual(terminal.elapsed, 2, accuracy: 1e-9)
    }

    func testAFormWithAFieldOKWouldRefuseTimesOut() throws {
        let empty = terminal(size: Size(width: 50, height: 14))
        XCTAssertEqual(try Presenter(form(), terminal: empty, options: options(timeout: 1)).run(), .finished(.timedOut),
                       "the required user left empty")
        let port = terminal(typing: "ada\t\u{7f}\u{7f}99999", size: Size(width: 50, height: 14))
        XCTAssertEqual(try Presenter(form(), terminal: port, options: options(timeout: 1)).run(), .finished(.timedOut),
                       "a port above --max 65535")
    }

    func testAFormWithoutTheOptionTimesOut() throws {
        let terminal = terminal(typing: "ada", size: Size(width: 50, height: 14))
        XCTAssertEqual(try Presenter(form(answers: false), terminal: terminal, options: options(timeout: 1)).run(), .finished(.timedOut))
    }

    func testAFormAnswersUnicodeAsTyped() throws {
        let typed = "山田 👍🏽 n\u{303}"
        let terminal = terminal(typing: typed, size: Size(width: 50, height: 14))
        let result = try Presenter(form(), terminal: terminal, options: options(timeout: 1)).run()
        XCTAssertEqual(scalars(result), typed.unicodeScalars.map(\.value))
    }

    // MARK: Choose

    private func chooser(minimum: Int? = nil, maximum: Int? = nil) -> Choose {
        Choose(message: "Pick", items: ["apple", "banana", "cherry"].map { Choose.Item(value: $0) },
               configuration: Choose.Configuration(multiple: true, minimum: minimum, maximum: maximum, timeoutSelects: true))
    }

    func testTimeoutSelectTimesOutWhereEnterWouldRefuseTheSelection() throws {
        XCTAssertEqual(try Presenter(chooser(minimum: 2), terminal: terminal(typing: " "), options: options(timeout: 1)).run(),
                       .finished(.timedOut), "one selected, --min 2")
        XCTAssertEqual(try Presenter(chooser(minimum: 2), terminal: terminal(typing: " \u{1b}[B "), options: options(timeout: 1)).run(),
                       .finished(.chosen([0, 1])))
        XCTAssertEqual(try Presenter(chooser(maximum: 1), terminal: terminal(typing: " \u{1b}[B "), options: options(timeout: 1)).run(),
                       .finished(.timedOut), "two selected, --max 1")
        XCTAssertEqual(try Presenter(chooser(), terminal: terminal(typing: "zzz"), options: options(timeout: 1)).run(),
                       .finished(.timedOut), "no item matches the query: nothing Enter could choose")
    }
}
