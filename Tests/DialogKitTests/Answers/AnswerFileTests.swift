import Foundation
import XCTest
@testable import DialogKit

final class AnswerFileTests: XCTestCase {
    private func file(_ text: String) throws -> AnswerFile { try AnswerFile(parsing: text, path: "answers.txt") }

    private func values(_ file: AnswerFile, _ id: String) throws -> [String]? {
        guard case .values(let values)? = try file.answer(for: id)?.answer else { return nil }
        return values
    }

    func testEveryKindOfValue() throws {
        let answers = try file("""
            # an installer's answers\r
            host = example.org\r
            empty =\u{20}
            cjk = 漢字かな
            thumb = 👍🏽 ok
            accent = e\u{301}te\u{301}
            spaced = "  two leading, one trailing "
            lines = "one\\ntwo\\t\\"q\\" \\\\"
            pkgs.multi = nginx, "a, b", 👍🏽
            repeat = x
            repeat = y
              indented = a = b # not a comment

            """)
        XCTAssertEqual(try values(answers, "host"), ["example.org"])
        XCTAssertEqual(try values(answers, "empty"), [""])
        XCTAssertEqual(try values(answers, "cjk"), ["漢字かな"])
        XCTAssertEqual(try values(answers, "thumb"), ["👍🏽 ok"])
        XCTAssertEqual(try values(answers, "accent"), ["e\u{301}te\u{301}"])
        XCTAssertEqual(try values(answers, "spaced"), ["  two leading, one trailing "])
        XCTAssertEqual(try values(answers, "lines"), ["one\ntwo\t\"q\" \\"])
        XCTAssertEqual(try values(answers, "pkgs"), ["nginx", "a, b", "👍🏽"])
        XCTAssertEqual(try values(answers, "repeat"), ["x", "y"])
        XCTAssertEqual(try values(answers, "indented"), ["a = b # not a comment"])
        XCTAssertNil(try answers.answer(for: "missing"))
        XCTAssertEqual(try answers.answer(for: "host")?.line, 2)
    }

    func testButtonsAndStatusesAndTheirQuotedLookalikes() throws {
        let answers = try file("go = button:&Save\nquit = status:1\nliteral = \"button:Save\"\n")
        XCTAssertEqual(try answers.answer(for: "go")?.answer, .button("&Save"))
        XCTAssertEqual(try answers.answer(for: "quit")?.answer, .status(1))
        XCTAssertEqual(try values(answers, "literal"), ["button:Save"])
    }

    func testLinesThatAreNotAnswersNameTheirLine() {
        for (text, line, reason) in [
            ("a = 1\nno equals here\n", 2, "no '='"),
            ("\n\nbad id! = 1", 3, "is not an id"),
            ("q = \"open", 1, "no closing quote"),
            ("q = \"x\" y", 1, "text after the closing quote"),
            ("s = status:256", 1, "from 0 to 255"),
            ("e = \"\\q\"", 1, "unknown escape"),
        ] {
            XCTAssertThrowsError(try file(text), text) { error in
                let refusal = error as? AnswerFile.Refusal
                XCTAssertEqual(refusal?.line, line, text)
                XCTAssertTrue(refusal?.description.hasPrefix("answers.txt line \(line): ") == true, "\(String(describing: refusal))")
                XCTAssertTrue(refusal?.reason.contains(reason) == true, "\(text): \(String(describing: refusal))")
            }
        }
        XCTAssertThrowsError(try file("b = button:OK\nb = x\n").answer(for: "b")) { error in
            XCTAssertEqual((error as? AnswerFile.Refusal)?.line, 1)
        }
    }

    func testEveryValueWrittenAsALineReadsBackTheSame() throws {
        let samples = ["plain", "", "  lead", "trail ", "a\nb\r\nc", "\"quoted\"", "back\\slash", "a, b", "漢字",
                       "👍🏽", "e\u{301}", "button:x", "status:1", "#hash", "tab\tin"]
        for value in samples {
            let line = AnswerFile.line("id", .values([value]))
            XCTAssertEqual(try values(file(line), "id"), [value], line)
        }
        let list = AnswerFile.line("f.pkgs", .values(samples))
        XCTAssertEqual(try values(file(list), "f.pkgs"), samples, list)
        XCTAssertEqual(AnswerFile.line("ids", .values(["a", "b, c"])), "ids.multi = a, \"b, c\"\n")
        XCTAssertEqual(AnswerFile.line("go", .button("Save")), "go = button:Save\n")
        XCTAssertEqual(try values(file(AnswerFile.line("none", .values([]))), "none"), [])
    }

    func testIdentifiers() {
        XCTAssertTrue(AnswerFile.isIdentifier("net.host-name_2"))
        for bad in ["", ".a", "a.", "a..b", "a b", "ü", "a=b"] { XCTAssertFalse(AnswerFile.isIdentifier(bad), bad) }
    }

    // MARK: - Dialogs

    func testAlertAnswersByLabelIndexOrButton() {
        let alert = Alert(message: "m", buttons: [ButtonLabel(parsing: "&Save"), ButtonLabel(text: "Quit")])
        XCTAssertEqual(try alert.outcome(answering: .values(["save"]))?.get(), .button(0))
        XCTAssertEqual(try alert.outcome(answering: .button("Quit"))?.get(), .button(1))
        XCTAssertEqual(try alert.outcome(answering: .button("1"))?.get(), .button(1))
        guard case .failure(let problem)? = alert.outcome(answering: .values(["Maybe"])) else { return XCTFail("accepted") }
        XCTAssertEqual(problem.text, "no button 'Maybe' (buttons: Save, Quit)")
    }

    func testInputAnswersAsTypedInput() throws {
        var validation = InputValidation(required: true)
        validation.pattern = try ValidationPattern("[a-z]+")
        let input = Input(message: "m", value: "start", maximumLength: 5, validation: validation)
        XCTAssertEqual(try input.outcome(answering: .values(["abc"]))?.get(), .accepted("abc"))
        XCTAssertEqual(try input.outcome(answering: .button("OK"))?.get(), .accepted("start"))
        XCTAssertEqual(try input.outcome(answering: .button("Cancel"))?.get(), .cancelled)
        for refused in ["", "ABC", "abcdef", "a\nb"] {
            guard case .failure? = input.outcome(answering: .values([refused])) else { return XCTFail("accepted '\(refused)'") }
        }
        let free = Input(message: "m")
        for value in ["漢字", "👍🏽", "e\u{301}", "  lead"] {
            XCTAssertEqual(try free.outcome(answering: .values([value]))?.get(), .accepted(value))
        }
    }

    func testChooseAnswersItsItemsOnly() throws {
        let items = ["nginx", "漢字", "👍🏽"].map { Choose.Item(value: $0) }
        let one = Choose(message: "m", items: items)
        XCTAssertEqual(try one.outcome(answering: .values(["👍🏽"]))?.get(), .chosen([2]))
        guard case .failure(let problem)? = one.outcome(answering: .values(["apache"])) else { return XCTFail("accepted") }
        XCTAssertEqual(problem.text, "'apache' is not one of the items")
        var configuration = Choose.Configuration()
        configuration.multiple = true
        configuration.minimum = 2
        let many = Choose(message: "m", items: items, configuration: configuration)
        XCTAssertEqual(try many.outcome(answering: .values(["👍🏽", "nginx"]))?.get(), .chosen([0, 2]))
        guard case .failure(let few)? = many.outcome(answering: .values(["nginx"])) else { return XCTFail("accepted") }
        XCTAssertEqual(few.text, "at least 2 items are chosen, not 1")
    }

    func testFormFieldsAnswerByKind() throws {
        let number = Form.Field(.number, name: "port", label: "Port", minimum: 1, maximum: 65535)
        XCTAssertEqual(try number.value(answering: ["8080"]).get(), .text("8080"))
        guard case .failure = number.value(answering: ["70000"]) else { return XCTFail("accepted 70000") }
        let confirm = Form.Field(.confirm, name: "ok", label: "OK?")
        XCTAssertEqual(try confirm.value(answering: ["No"]).get(), .flag(false))
        let area = Form.Field(.textarea, name: "notes", label: "Notes")
        XCTAssertEqual(try area.value(answering: ["a\n漢字"]).get(), .text("a\n漢字"))
        let multi = Form.Field(.multi, name: "pkgs", label: "Pkgs", items: ["a", "b", "c"].map { Choose.Item(value: $0) })
        XCTAssertEqual(try multi.value(answering: ["c", "a"]).get(), .list(["a", "c"]))
        guard case .failure = multi.value(answering: ["z"]) else { return XCTFail("accepted z") }
    }
}

final class AnswerFileRobustnessTests: XCTestCase {
    /// Any bytes either read as answers or are refused naming a line of the file; none crashes the reader.
    func testArbitraryBytesAreReadOrRefusedByLine() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("a=b.c \"\\,#\r\n\tmulti:button:status:1漢👍🏽\u{301}".unicodeScalars)
        for _ in 0..<2_000 {
            var text = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 0...60, using: &generator) { text.append(alphabet.randomElement(using: &generator)!) }
            let string = String(text)
            do {
                _ = try AnswerFile(parsing: string, path: "f")
            } catch let refusal as AnswerFile.Refusal {
                let lines = string.unicodeScalars.filter { $0 == "\n" }.count + 1
                XCTAssertTrue((1...lines).contains(refusal.line), "line \(refusal.line) of \(lines): \(string.debugDescription)")
            } catch {
                XCTFail("\(error)")
            }
        }
    }
}
