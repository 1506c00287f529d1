import XCTest
@testable import swalert
@testable import DialogKit

/// `swalert form`'s command line and `--spec` read into a `FormRequest`: fields, their options, and one-line usage errors.
final class FormArgumentsTests: XCTestCase {
    private func request(_ arguments: [String], spec: String? = nil, environment: Environment = ["TERM": "xterm-256color"])
        throws -> FormRequest {
        try FormRequest(arguments, environment: environment) { path in
            guard let spec else { throw FormSpec.ReadError(description: "no spec at \(path)") }
            return spec
        }
    }

    private func usageError(_ arguments: [String], spec: String? = nil, file: StaticString = #filePath, line: UInt = #line) -> String? {
        do {
            _ = try request(arguments, spec: spec)
            XCTFail("expected a usage error for \(arguments)", file: file, line: line)
            return nil
        } catch let error as UsageError {
            return error.message
        } catch {
            XCTFail("unexpected \(error)", file: file, line: line)
            return nil
        }
    }

    /// The issue's example, field by field.
    static let example = [
        "--title", "New user",
        "--text", "user", "User name", "--required", "--validate", "[a-z_][a-z0-9_-]{0,31}",
        "--password", "pass", "Password", "--required", "--confirm-field", "Again",
        "--choose", "shell", "Shell", "bash", "zsh", "fish", "--default", "bash",
        "--multi", "groups", "Groups", "sudo", "docker", "audio",
        "--confirm", "admin", "Administrator?", "--default", "no",
        "--textarea", "motd", "Message of the day",
        "--number", "port", "SSH port", "--min", "1", "--max", "65535", "--default", "22",
    ]

    func testTheIssuesExampleGivesItsSevenFieldsInOrder() throws {
        let form = try request(Self.example)
        XCTAssertEqual(form.title, "New user")
        XCTAssertEqual(form.fields.map(\.name), ["user", "pass", "shell", "groups", "admin", "motd", "port"])
        XCTAssertEqual(form.fields.map(\.kind), [.text, .password, .choose, .multi, .confirm, .textarea, .number])
        XCTAssertEqual(form.fields.map(\.label), ["User name", "Password", "Shell", "Groups", "Administrator?",
                                                  "Message of the day", "SSH port"])
        let user = form.fields[0]
        XCTAssertTrue(user.validation.required)
        XCTAssertEqual(user.validation.pattern?.source, "[a-z_][a-z0-9_-]{0,31}")
        XCTAssertEqual(form.fields[1].again, "Again")
        XCTAssertEqual(form.fields[2].items.map(\.value), ["bash", "zsh", "fish"])
        XCTAssertEqual(form.fields[2].value, "bash")
        XCTAssertEqual(form.fields[3].items.map(\.value), ["sudo", "docker", "audio"])
        XCTAssertEqual(form.fields[4].initialValue, .flag(false))
        XCTAssertEqual(form.fields[6].minimum, 1)
        XCTAssertEqual(form.fields[6].maximum, 65535)
        XCTAssertEqual(form.fields[6].value, "22")
        XCTAssertEqual(form.format, .shell)
        XCTAssertEqual(form.printed, [])
        XCTAssertEqual(form.options.placement, .fullscreen)
    }

    func testFormOptionsComeBeforeTheFirstFieldAndFieldOptionsAfterIt() throws {
        let form = try request(["--format", "json", "--ok", "&Create", "--cancel", "Quit", "--message", "Hi", "--width", "50",
                                "--inline", "--timeout", "2", "--print", "b", "a", "--text", "a", "A", "--help", "Your name",
                                "--placeholder", "Ada", "--max-length", "8", "--error-message", "No",
                                "--number", "b", "B", "--min", "-5", "--default", "-2"])
        XCTAssertEqual(form.format, .json)
        XCTAssertEqual(form.ok.text, "Create")
        XCTAssertEqual(form.cancel.text, "Quit")
        XCTAssertEqual(form.message, "Hi")
        XCTAssertEqual(form.width, 50)
        XCTAssertEqual(form.options.placement, .inline)
        XCTAssertEqual(form.options.timeout, 2)
        XCTAssertEqual(form.printed, ["b", "a"], "several names after one --print, in their order")
        XCTAssertFalse(form.showsHelp, "--help after a field is that field's help line")
        XCTAssertEqual(form.fields[0].help, "Your name")
        XCTAssertEqual(form.fields[0].placeholder, "Ada")
        XCTAssertEqual(form.fields[0].maximumLength, 8)
        XCTAssertEqual(form.fields[0].validation.errorMessage, "No")
        XCTAssertEqual(form.fields[1].minimum, -5, "a number's bounds may be negative")
        XCTAssertEqual(form.fields[1].value, "-2")
        XCTAssertEqual(try request(["--title", "--text", "--message=--page", "--text", "a", "A"]).title, "--text",
                       "a form option's value is never taken for the first field")
        XCTAssertTrue(try request(["--help"]).showsHelp)
        XCTAssertTrue(try request(["--title", "T", "--help", "--text", "a"]).showsHelp, "help before the first field wins")
        XCTAssertEqual(try request(["--print", "a,b", "--print=c", "--text", "a", "A", "--text", "b", "B", "--text", "c", "C"]).printed,
                       ["a", "b", "c"])
    }

    func testItemsPagesDelimitersAndNotes() throws {
        let form = try request(["--note", "intro", "Fill this in 👍🏽", "--choose", "lang", "Language", "en:English", "ja:日本語",
                                "--delimiter", ":", "--default", "ja", "--page", "--multi", "tags", "Tags", "a", "b", "c",
                                "--default", "c", "--default", "a", "--min", "1", "--max", "2", "--page", "--file", "path", "Path"])
        XCTAssertEqual(form.fields.map(\.page), [0, 0, 1, 2])
        XCTAssertEqual(form.fields[0].kind, .note)
        XCTAssertEqual(form.fields[0].label, "Fill this in 👍🏽")
        XCTAssertEqual(form.fields[1].items.map(\.value), ["en", "ja"])
        XCTAssertEqual(form.fields[1].items.map(\.label), ["English", "日本語"])
        XCTAssertEqual(form.fields[1].initialValue, .text("ja"))
        XCTAssertEqual(form.fields[2].initialValue, .list(["a", "c"]), "a multi's defaults checked, in the items' order")
        XCTAssertEqual(form.fields[3].kind, .file)
    }

    func testASpecsFieldsComeFirstSplitAsAShellSplitsWords() throws {
        let spec = """
            # the account
            text user "User name" --required   # a comment after a field
            password pass 'Pass word' --confirm-field "Again \\"please\\""
              page
            --choose shell Shell bash "z sh" fi\\ sh --default 'z sh'
            textarea motd "Line one
            line two" --default 'a\\b "c"'
            note n "a \\
            continued line"
            """
        let form = try request(["--spec", "fields.txt", "--confirm", "admin", "Admin?"], spec: spec)
        XCTAssertEqual(form.fields.map(\.name), ["user", "pass", "shell", "motd", "n", "admin"])
        XCTAssertEqual(form.fields.map(\.page), [0, 0, 1, 1, 1, 1])
        XCTAssertEqual(form.fields[0].label, "User name")
        XCTAssertEqual(form.fields[1].label, "Pass word")
        XCTAssertEqual(form.fields[1].again, "Again \"please\"")
        XCTAssertEqual(form.fields[2].items.map(\.value), ["bash", "z sh", "fi sh"])
        XCTAssertEqual(form.fields[2].value, "z sh")
        XCTAssertEqual(form.fields[3].label, "Line one^Jline two", "a label is one line, its newline shown")
        XCTAssertEqual(form.fields[3].value, "a\\b \"c\"", "single quotes keep backslashes")
        XCTAssertEqual(form.fields[4].label, "a continued line", "a backslash at a line's end goes on")
    }

    func testSpecWordsAndLineNumbers() throws {
        XCTAssertEqual(try FormSpec.lines("a 'b c' \"d\\$e\" f\\ g ''\n\n  # x\nh#i 中文 👍🏽\n"), [
            FormSpec.Line(number: 1, words: ["a", "b c", "d$e", "f g", ""]),
            FormSpec.Line(number: 4, words: ["h#i", "中文", "👍🏽"]),
        ])
        XCTAssertEqual(try FormSpec.lines("a \"x\ny\"\nb"), [
            FormSpec.Line(number: 1, words: ["a", "x\ny"]), FormSpec.Line(number: 3, words: ["b"]),
        ])
        XCTAssertEqual(try FormSpec.lines("a b\r\nc \\\r\nd\r\n"), [
            FormSpec.Line(number: 1, words: ["a", "b"]), FormSpec.Line(number: 2, words: ["c", "d"]),
        ], "a file with CRLF line ends reads as one with LF")
        XCTAssertThrowsError(try FormSpec.lines("a\nb 'open")) { error in
            XCTAssertEqual((error as? UsageError)?.message, "spec line 2: the quote ' is never closed")
        }
    }

    func testASixtyFieldSpec() throws {
        let spec = (1...60).map { "text f\($0) \"Field \($0)\" --default \"v \($0)\"" }.joined(separator: "\n")
        let form = try request(["--spec", "-"], spec: spec)
        XCTAssertEqual(form.fields.count, 60)
        XCTAssertEqual(form.fields.last?.name, "f60")
        XCTAssertEqual(form.fields.last?.value, "v 60")
    }

    func testUsageErrorsAreOneLineNamingTheFieldOrOption() {
        let cases: [([String], String)] = [
            (["--text", "1user", "User"], "field name '1user' is not a shell identifier (letters, digits and _, not starting with a digit)"),
            (["--text", "us-er", "User"], "field name 'us-er' is not a shell identifier (letters, digits and _, not starting with a digit)"),
            (["--text", "名前", "User"], "field name '名前' is not a shell identifier (letters, digits and _, not starting with a digit)"),
            (["--text", "a", "A", "--text", "a", "B"], "field name 'a' is given twice: each field needs its own"),
            (["--text", "user"], "field 'user': no LABEL given (--text NAME LABEL)"),
            (["--text", "user", "--required"], "field 'user': no LABEL given (--text NAME LABEL)"),
            (["--note", "n"], "field 'n': no TEXT given (--note NAME TEXT)"),
            (["--text"], "option '--text': no NAME given (--text NAME LABEL)"),
            (["--required", "--text", "a", "A"], "option '--required' goes after a field (--TYPE NAME LABEL)"),
            (["--text", "a", "A", "--title", "T"], "option '--title' is the form's: give it before the first field"),
            (["--text", "a", "A", "--bogus"], "unknown option '--bogus'"),
            (["--bogus", "--text", "a", "A"], "unknown option '--bogus'"),
            (["stray", "--text", "a", "A"], "unexpected argument 'stray' (a field starts --TYPE NAME LABEL, e.g. --text user \"User name\")"),
            (["--text", "a", "User", "name"], "field 'a': unexpected argument 'name' (only choose and multi take items; quote a label that has spaces)"),
            (["--choose", "s", "Shell"], "field 's': no items given (--choose NAME LABEL ITEM...)"),
            (["--choose", "s", "S", "a", "b", "--default", "c"], "field 's': option '--default': 'c' is not one of the items' values"),
            (["--multi", "m", "M", "a", "--default", "a", "--default", "z"], "field 'm': option '--default': 'z' is not one of the items' values"),
            (["--confirm", "c", "C", "--default", "maybe"], "field 'c': option '--default': 'maybe' is not yes or no"),
            (["--number", "n", "N", "--min", "10", "--max", "1"], "field 'n': option '--min': 10 is more than '--max' 1"),
            (["--number", "n", "N", "--min", "ten"], "field 'n': option '--min': 'ten' is not a whole number"),
            (["--number", "n", "N", "--default", "4x"], "field 'n': option '--default': '4x' is not a whole number"),
            (["--multi", "m", "M", "a", "--min", "-1"], "field 'm': option '--min': '-1' is not a whole number from 0"),
            (["--multi", "m", "M", "a", "b", "--min", "3"], "field 'm': option '--min': 3 is more than the 2 items"),
            (["--text", "t", "T", "--min", "1"], "field 't': option '--min' does not go with a text field"),
            (["--text", "t", "T", "--confirm-field", "Again"], "field 't': option '--confirm-field' does not go with a text field"),
            (["--note", "n", "Hi", "--default", "x"], "field 'n': option '--default' does not go with a note field"),
            (["--text", "t", "T", "--required", "--required"], "field 't': option '--required' given more than once"),
            (["--text", "t", "T", "--default"], "field 't': option '--default' needs a value (VALUE)"),
            (["--text", "t", "T", "--max-length", "3", "--default", "abcd"], "field 't': option '--default': longer than '--max-length' 3"),
            (["--page", "--text", "a", "A"], "'--page' goes between fields, not before the first"),
            (["--text", "a", "A", "--page"], "'--page' goes between fields, not after the last"),
            (["--text", "a", "A", "--page", "--page", "--text", "b", "B"], "'--page' twice with no field between"),
            (["--text=a", "A"], "option '--text' takes no '=': --text NAME LABEL"),
            ([], "no fields given (--TYPE NAME LABEL, or --spec FILE)"),
            (["--title", "T"], "no fields given (--TYPE NAME LABEL, or --spec FILE)"),
            (["--format", "xml", "--text", "a", "A"], "option '--format': 'xml' is not one of shell, bash, json, lines, nul"),
            (["--print", "b", "--text", "a", "A"], "option '--print': no field is named 'b'"),
            (["--print", "n", "--note", "n", "Hi", "--text", "a", "A"], "option '--print': 'n' is a note, which has no value"),
            (["--print", "--text", "a", "A"], "option '--print' needs a value (NAME)"),
            (["--inline", "--fullscreen", "--text", "a", "A"], "options '--fullscreen' and '--inline' cannot be used together"),
            (["--text", "a", "A\u{1b}[31m\nx", "y"], "field 'a': unexpected argument 'y' (only choose and multi take items; quote a label that has spaces)"),
            (["--text", "a\u{1b}b", "A"], "field name 'a^[b' is not a shell identifier (letters, digits and _, not starting with a digit)"),
        ]
        for (arguments, expected) in cases {
            XCTAssertEqual(usageError(arguments), expected, "\(arguments)")
        }
        let regex = usageError(["--text", "t", "T", "--validate", "("]) ?? ""
        XCTAssertTrue(regex.hasPrefix("field 't': option '--validate': '(' is not a valid regular expression"), regex)
    }

    func testSpecErrorsNameTheLine() {
        XCTAssertEqual(usageError(["--spec", "f"], spec: "text a A\n\nselect b B x\n"),
                       "spec line 3: 'select' is not a field type (text, password, number, textarea, choose, multi, confirm, note, file or page)")
        XCTAssertEqual(usageError(["--spec", "f"], spec: "text a A\ntext b B --min 1\n"),
                       "spec line 2: field 'b': option '--min' does not go with a text field")
        XCTAssertEqual(usageError(["--spec", "f", "--text", "a", "B"], spec: "text a A"),
                       "field name 'a' is given twice: each field needs its own", "names are unique across spec and command line")
        XCTAssertEqual(usageError(["--spec", "f"], spec: "text a \"A\n"), "spec line 1: the quote \" is never closed")
        XCTAssertEqual(usageError(["--spec", "f"], spec: "# nothing\n"), "no fields given (--TYPE NAME LABEL, or --spec FILE)")
    }

    func testASpecsLastPageRunsOnToTheCommandLinesFields() throws {
        let form = try request(["--spec", "f", "--text", "a", "A"], spec: "text b B\npage\n")
        XCTAssertEqual(form.fields.map(\.page), [0, 1])
    }

    func testAnUnreadableSpecIsNotAUsageError() {
        XCTAssertThrowsError(try request(["--spec", "missing", "--text", "a", "A"])) { error in
            XCTAssertTrue(error is FormSpec.ReadError, "\(error)")
        }
    }

    func testTheAssumedDefaultsAreCheckedAsTheFormChecksThem() throws {
        let valid = try request(["--assume-default", "--text", "a", "A", "--default", "x", "--required",
                                 "--number", "n", "N", "--min", "1", "--default", "3"])
        XCTAssertTrue(valid.assumeDefault)
        guard case .success(let values) = Form.defaults(of: valid.fields) else { return XCTFail("valid defaults refused") }
        XCTAssertEqual(values, [.text("x"), .text("3")])
        let invalid = try request(["--text", "a", "A", "--default", "x", "--number", "n", "N", "--min", "5", "--default", "3"],
                                  environment: ["SWALERT_ASSUME_DEFAULT": "1", "TERM": "xterm"])
        XCTAssertTrue(invalid.assumeDefault, "SWALERT_ASSUME_DEFAULT answers as --assume-default does")
        guard case .failure(let refusal) = Form.defaults(of: invalid.fields) else { return XCTFail("a number under --min taken") }
        XCTAssertEqual(invalid.fields[refusal.field].name, "n")
    }
}
