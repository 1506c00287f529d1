import Foundation
import XCTest
@testable import DialogKit

/// A form's answer in each format, and the shell formats read back by real shells with hostile values.
final class FormAnswerTests: XCTestCase {
    /// The issue's form, a note among its fields.
    private let fields = [
        Form.Field(.text, name: "user", label: "User name"),
        Form.Field(.note, label: "Groups give access to devices"),
        Form.Field(.multi, name: "groups", label: "Groups", items: ["sudo", "docker", "audio"].map { Choose.Item(value: $0) }),
        Form.Field(.confirm, name: "admin", label: "Administrator?"),
        Form.Field(.number, name: "port", label: "SSH port"),
    ]
    private let values: [Form.Value] = [.text("ada"), .text(""), .list(["sudo", "docker"]), .flag(true), .text("22")]

    // MARK: - Each format

    func testShellIsOneQuotedAssignmentAFieldWithoutTheNote() {
        XCTAssertEqual(Form.answer(values, of: fields, format: .shell), """
            user='ada'
            groups='sudo
            docker'
            admin='yes'
            port='22'

            """)
    }

    func testBashWritesAMultiAsAnArray() {
        XCTAssertEqual(Form.answer(values, of: fields, format: .bash), """
            user='ada'
            groups=('sudo' 'docker')
            admin='yes'
            port='22'

            """)
        var none = values
        none[2] = .list([])
        none[3] = .flag(false)
        XCTAssertTrue(Form.answer(none, of: fields, format: .bash).contains("groups=()\nadmin='no'\n"))
    }

    func testJSONIsOneObjectOfStringsArraysBooleansAndNumbers() {
        XCTAssertEqual(Form.answer(values, of: fields, format: .json),
                       #"{"user": "ada", "groups": ["sudo", "docker"], "admin": true, "port": 22}"# + "\n")
        var other = values
        other[4] = .text("")
        other[3] = .flag(false)
        XCTAssertEqual(Form.answer(other, of: fields, format: .json),
                       #"{"user": "ada", "groups": ["sudo", "docker"], "admin": false, "port": null}"# + "\n")
        other[4] = .text("-007")
        XCTAssertTrue(Form.answer(other, of: fields, format: .json).hasSuffix(#""port": -7}"# + "\n"), "no leading zeros in JSON")
    }

    func testJSONEscapesQuotesBackslashesAndControlsAndGivesFFFDForBytesThatAreNotUTF8() {
        let text = ByteEscape.decode(Array("a\"b\\c\nd\re\tf\u{01}g\u{7F}h 👍🏽 ".utf8) + [0xFF, 0xFE])
        let answer = Form.answer([.text(text)], of: [Form.Field(name: "t", label: "T")], format: .json)
        XCTAssertEqual(answer, #"{"t": "a\"b\\c\nd\re\tf\u0001g\u007fh 👍🏽 \#u{FFFD}\#u{FFFD}"}"# + "\n")
        XCTAssertFalse(ByteEscape.hasEscapes(answer))
    }

    func testLinesAreTheValuesInFieldOrderAMultiQuotedAsDialogsChecklist() {
        XCTAssertEqual(Form.answer(values, of: fields, format: .lines), "ada\nsudo docker\nyes\n22\n")
        var spaced = values
        spaced[2] = .list(["plain", "two words", #"say "hi""#, ""])
        XCTAssertEqual(Form.answer(spaced, of: fields, format: .lines), #"ada\#nplain "two words" "say \"hi\"" ""\#nyes\#n22\#n"#)
    }

    func testNulEndsEachValueWithANulAMultiOneValueALine() {
        XCTAssertEqual(Form.answer(values, of: fields, format: .nul), "ada\0sudo\ndocker\0yes\022\0")
    }

    func testNamesChooseTheFieldsAndTheirOrderInEveryFormat() {
        let names = ["port", "user", "missing"]
        XCTAssertEqual(Form.answer(values, of: fields, format: .shell, names: names), "port='22'\nuser='ada'\n")
        XCTAssertEqual(Form.answer(values, of: fields, format: .json, names: names), #"{"port": 22, "user": "ada"}"# + "\n")
        XCTAssertEqual(Form.answer(values, of: fields, format: .lines, names: names), "22\nada\n")
        XCTAssertEqual(Form.answer(values, of: fields, format: .nul, names: ["admin"]), "yes\0")
        XCTAssertEqual(Form.answer(values, of: fields, format: .json, names: []), "{}\n")
    }

    func testTheShellQuoteWritesASingleQuoteAsQuoteBackslashQuoteQuote() {
        XCTAssertEqual(Form.shellQuoted("it's"), #"'it'\''s'"#)
        XCTAssertEqual(Form.shellQuoted(""), "''")
        XCTAssertEqual(Form.shellQuoted("$(x) `y` \\ !"), "'$(x) `y` \\ !'")
    }

    func testBytesThatAreNotUTF8StayEscapedInTheShellAnswerAndTheWriterGivesThemBack() {
        let text = ByteEscape.decode([0x63, 0x61, 0x66, 0xE9, 0xFF])
        let answer = Form.answer([.text(text)], of: [Form.Field(name: "f", label: "File")], format: .shell)
        XCTAssertEqual(ProcessContext.answerBytes(answer, charset: .utf8, keepingBytes: true), Array("f='caf".utf8) + [0xE9, 0xFF] + Array("'\n".utf8))
    }

    func testDefaultsAreEachFieldsFirstValueOrTheFirstFieldThatRefusesIt() {
        let form = [
            Form.Field(.text, name: "user", label: "User", value: "ada"),
            Form.Field(.note, label: "A note", value: "ignored"),
            Form.Field(.choose, name: "shell", label: "Shell", items: [Choose.Item(value: "bash"), Choose.Item(value: "zsh")]),
            Form.Field(.confirm, name: "admin", label: "Admin?", value: "no"),
            Form.Field(.text, name: "code", label: "Code", value: "abcdef", maximumLength: 3),
        ]
        XCTAssertEqual(Form.defaults(of: form), .success([.text("ada"), .text(""), .text("bash"), .flag(false), .text("abc")]))
        var refused = form
        refused.append(Form.Field(.number, name: "port", label: "Port", value: "99999", minimum: 1, maximum: 65535))
        refused.append(Form.Field(.text, name: "pass", label: "Password", validation: InputValidation(required: true)))
        XCTAssertEqual(Form.defaults(of: refused), .failure(Form.Refusal(field: 5, problem: "A whole number from 1 to 65535")))
    }

    // MARK: - Real shells

    /// Values no quoting slip may survive: quotes, expansions, escapes, line ends, globs, emoji, bytes that are not
    /// UTF-8, nothing at all.
    private func hostileValues(touching marker: String) -> [String] {
        [
            "it's", #"say "hi""#, "$(touch \(marker).a)", "`touch \(marker).b`", #"back\slash\"#, "two\nlines\n",
            "carriage\rreturn", "-n", "*", "thumbs 👍🏽 up", ByteEscape.decode([0x62, 0xFF, 0xFE, 0x27, 0x24]), "",
            "'; touch \(marker).c; '", #"\'$HOME!!"#, "e\u{301}",
        ]
    }

    /// The path of `shell` (or python3), or a failure saying how to install it: a test must not pass with one left out.
    private func shellPath(_ shell: String, file: StaticString = #filePath, line: UInt = #line) -> String? {
        for directory in ["/bin", "/usr/bin", "/usr/local/bin"] where FileManager.default.isExecutableFile(atPath: "\(directory)/\(shell)") {
            return "\(directory)/\(shell)"
        }
        XCTFail("\(shell) is not installed: this test reads the answer with it (.ci/run installs it; apt-get install \(shell))",
                file: file, line: line)
        return nil
    }

    /// Runs `script` with `shell -c` and `directory` as `$1`, waiting at most 20 seconds; its exit status.
    private func run(_ shell: String, _ script: String, in directory: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: shell)
        process.arguments = ["-c", script, "sh", directory.path]
        process.environment = ["PATH": "/usr/bin:/bin", "HOME": directory.path, "LC_ALL": "C.UTF-8"]
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(20)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        if process.isRunning {
            process.terminate()
            XCTFail("\(shell) did not finish within 20 seconds")
        }
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Writes `answer` as the command writes it, has `shell` eval it and print each of `names` to a file of its own;
    /// the bytes each variable holds.
    private func evaluate(_ answer: String, in shell: String, names: [String], arrays: [String] = [],
                          directory: URL) throws -> [String: [UInt8]] {
        try Data(ProcessContext.answerBytes(answer, charset: .utf8, keepingBytes: true)).write(to: directory.appendingPathComponent("answer"))
        var script = #"ANSWER=$(cat "$1/answer") && eval "$ANSWER" || exit 3"# + "\n"
        for name in names { script += #"printf '%s' "$\#(name)" > "$1/out.\#(name)""# + "\n" }
        for name in arrays { script += #"printf '%s\0' "${\#(name)[@]}" > "$1/out.\#(name)""# + "\n" }
        XCTAssertEqual(try run(shell, script, in: directory), 0, "\(shell) could not eval the answer")
        var read: [String: [UInt8]] = [:]
        for name in names + arrays {
            read[name] = (try? Data(contentsOf: directory.appendingPathComponent("out.\(name)"))).map { Array($0) }
        }
        return read
    }

    private func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("form-answer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        return directory
    }

    /// No expansion ran: the files the hostile values would have made do not exist.
    private func assertNothingRan(_ marker: String, _ shell: String) {
        for suffix in ["a", "b", "c"] {
            XCTAssertFalse(FileManager.default.fileExists(atPath: "\(marker).\(suffix)"), "\(shell) ran a command from a value")
        }
    }

    func testEvalInBashDashAndZshGivesBackEveryHostileValueByteForByte() throws {
        for shell in ["bash", "dash", "zsh"] {
            guard let path = shellPath(shell) else { continue }
            let directory = try temporaryDirectory()
            let marker = directory.appendingPathComponent("pwned").path
            let texts = hostileValues(touching: marker)
            let form = texts.indices.map { Form.Field(name: "v\($0)", label: "Value \($0)") }
                + [Form.Field(.multi, name: "many", label: "Many", items: texts.map { Choose.Item(value: $0) })]
            let answer = Form.answer(texts.map(Form.Value.text) + [.list(texts)], of: form, format: .shell)
            let read = try evaluate(answer, in: path, names: form.map(\.name), directory: directory)
            for (index, text) in texts.enumerated() {
                XCTAssertEqual(read["v\(index)"], ByteEscape.bytes(of: text), "\(shell): \(text.debugDescription)")
            }
            XCTAssertEqual(read["many"], ByteEscape.bytes(of: texts.joined(separator: "\n")), "\(shell): a multi, one value a line")
            assertNothingRan(marker, shell)
        }
    }

    func testBashAndZshReadTheBashFormatsArraysByteForByte() throws {
        for shell in ["bash", "zsh"] {
            guard let path = shellPath(shell) else { continue }
            let directory = try temporaryDirectory()
            let marker = directory.appendingPathComponent("pwned").path
            let texts = hostileValues(touching: marker)
            let form = [Form.Field(.multi, name: "many", label: "Many", items: texts.map { Choose.Item(value: $0) }),
                        Form.Field(.multi, name: "none", label: "None"), Form.Field(.confirm, name: "sure", label: "Sure?")]
            let answer = Form.answer([.list(texts), .list([]), .flag(false)], of: form, format: .bash)
            let read = try evaluate(answer, in: path, names: ["sure"], arrays: ["many", "none"], directory: directory)
            XCTAssertEqual(read["many"], texts.flatMap { ByteEscape.bytes(of: $0) + [0] }, "\(shell): each item, NUL after each")
            // printf with no arguments still prints its format once.
            XCTAssertEqual(read["none"], [0], "\(shell): an empty array")
            XCTAssertEqual(read["sure"], Array("no".utf8))
            assertNothingRan(marker, shell)
        }
    }

    func testPythonParsesTheJSONAnswerToTheValuesGiven() throws {
        guard let python = shellPath("python3") else { return }
        let directory = try temporaryDirectory()
        let texts = hostileValues(touching: directory.appendingPathComponent("pwned").path)
        let form = [Form.Field(.multi, name: "many", label: "Many", items: texts.map { Choose.Item(value: $0) }),
                    Form.Field(.number, name: "port", label: "Port"), Form.Field(.number, name: "none", label: "None"),
                    Form.Field(.confirm, name: "admin", label: "Admin?"), Form.Field(name: "user", label: "User")]
        let answer = Form.answer([.list(texts), .text("-22"), .text(""), .flag(true), .text("ada")], of: form, format: .json)
        try Data(answer.utf8).write(to: directory.appendingPathComponent("answer"))
        // Python prints what it parsed with every non-ASCII character escaped, so the comparison is of ASCII.
        let script = #"python3 -c 'import json,sys; print(json.dumps(json.load(open(sys.argv[1])), ensure_ascii=True))' "$1/answer" > "$1/parsed""#
        XCTAssertEqual(try run("/bin/sh", script.replacingOccurrences(of: "python3", with: python), in: directory), 0, "python3 refused the JSON")
        let parsed = try String(contentsOf: directory.appendingPathComponent("parsed"), encoding: .utf8)
        let expected: [String: Any] = ["many": texts.map { ByteEscape.hasEscapes($0) ? ByteEscape.shown(ByteEscape.bytes(of: $0)) : $0 },
                                       "port": -22, "none": NSNull(), "admin": true, "user": "ada"]
        let reparsed = try JSONSerialization.jsonObject(with: Data(parsed.utf8)) as? NSDictionary
        XCTAssertEqual(reparsed, expected as NSDictionary, parsed)
        XCTAssertTrue(parsed.hasPrefix(#"{"many": ["it's", "say \"hi\""#), parsed)
        XCTAssertTrue(parsed.contains(#""b\ufffd\ufffd'$""#), "bytes that are not UTF-8 are U+FFFD: \(parsed)")
    }
}
