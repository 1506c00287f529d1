import Foundation
import XCTest

/// `swalert form` run as a script runs it: answered by keys in tmux and its answer `eval`ed by real shells, read by
/// python3's JSON parser, fed a 60-field spec; and with no terminal, its usage errors and `--assume-default`.
final class FormEndToEndTests: XCTestCase {
    private let swalert = Binary.swalert.path
    private let environment = ["SWALERT_NO_ANIMATION": "1", "TERM": "xterm-256color"]

    /// The issue's example, as one `/bin/sh` command line.
    private var example: String {
        quoted([swalert, "form", "--title", "New user",
                "--text", "user", "User name", "--required", "--validate", "[a-z_][a-z0-9_-]{0,31}",
                "--password", "pass", "Password", "--required", "--confirm-field", "Again",
                "--choose", "shell", "Shell", "bash", "zsh", "fish", "--default", "bash",
                "--multi", "groups", "Groups", "sudo", "docker", "audio",
                "--confirm", "admin", "Administrator?", "--default", "no",
                "--textarea", "motd", "Message of the day",
                "--number", "port", "SSH port", "--min", "1", "--max", "65535", "--default", "22"])
    }

    // MARK: - Answered in tmux

    func testTheIssuesExampleAnsweredWithHostileValuesEvalsSafelyInBashDashAndZsh() throws {
        let scratch = try TemporaryDirectory()
        let session = try TmuxSession("cd \(quoted([scratch.url.path])) && " + example, width: 80, height: 34, environment: environment)
        try session.waitFor("Message of the day")
        let canary = "$(touch pwned)`touch pwned`"
        // A user name the --validate refuses is said under the field as it is left; back in it, Ctrl-U clears it.
        try session.sendText("x'; \(canary)")
        try session.sendKeys("Enter")
        try session.waitFor("That value is not valid")
        try session.sendKeys("BTab", "End", "C-u")
        try session.sendText("ada_1")
        try session.sendKeys("Enter")
        let password = "p'a\"s s\\ \(canary) 日本👍🏽e\u{301}"
        try session.sendText(password)
        try session.sendKeys("Enter")
        try session.sendText(password)
        try session.sendKeys("Enter")
        try session.sendKeys("Down", "Tab", "Space", "Down", "Down", "Space", "Tab", "Space", "Tab")
        let motd = ["it's \"$HOME\" \(canary)", "  second line \\ ' 👍🏽", "$((1+1)) ${PATH} !x"]
        for (index, line) in motd.enumerated() {
            if index > 0 { try session.sendKeys("Enter") }
            try session.sendText(line)
        }
        try session.sendKeys("Tab", "End", "C-u")
        try session.sendText("2222")
        let screen = try session.waitFor("2222")
        XCTAssertFalse(screen.joined().contains("p'a"), "a password is never drawn:\n" + session.describe(screen))
        XCTAssertTrue(screen.contains { $0.contains("[x] sudo") } && screen.contains { $0.contains("[x] audio") },
                      session.describe(screen))
        try session.sendKeys("C-s")
        XCTAssertEqual(try session.waitForExitStatus(), 0)
        let expected = ["ada_1", password, "zsh", "sudo\naudio", "yes", motd.joined(separator: "\n"), "2222"]
        let answer = scratch.url.appendingPathComponent("answer.sh")
        try session.stdout.write(to: answer, atomically: true, encoding: .utf8)
        XCTAssertTrue(session.stdout.hasPrefix("user='ada_1'\npass="), session.stdout)
        for shell in ["bash", "dash", "zsh"] {
            let result = try Programs.run(try Programs.require(shell), [
                "-c", #"eval "$(cat "$1")" && printf '%s\0' "$user" "$pass" "$shell" "$groups" "$admin" "$motd" "$port""#,
                shell, answer.path,
            ], directory: scratch.url)
            XCTAssertEqual(result.status, 0, "\(shell): \(result.stderr)")
            XCTAssertEqual(result.stdout.components(separatedBy: "\0").dropLast(), expected, shell)
            XCTAssertFalse(FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("pwned").path),
                           "\(shell) ran a command typed into the form")
        }
    }

    func testTheJSONAnswerIsReadByPython() throws {
        let session = try TmuxSession(quoted([swalert, "form", "--format", "json", "--text", "name", "Name",
                                              "--multi", "tags", "Tags", "a\"b", "c\\d", "日本", "--default", "日本",
                                              "--confirm", "ok", "OK?", "--number", "n", "N", "--default", "-7",
                                              "--textarea", "notes", "Notes"]),
                                      width: 70, height: 24, environment: environment)
        try session.waitFor("Notes")
        try session.sendText("Ada \"the\" \\ 👍🏽 </script>")
        try session.sendKeys("Tab", "Space", "Tab", "Space", "Tab", "Tab")
        try session.sendText("one ✓")
        try session.sendKeys("Enter")
        try session.sendText("two")
        try session.waitFor("two")
        try session.sendKeys("C-s")
        XCTAssertEqual(try session.waitForExitStatus(), 0)
        let python = try Programs.require("python3")
        let read = try Programs.run(python, ["-c", """
            import json, sys
            answer = json.loads(sys.argv[1])
            for key, value in answer.items():
                print(key, type(value).__name__, json.dumps(value, ensure_ascii=False))
            """, session.stdout])
        XCTAssertEqual(read.stderr, "")
        XCTAssertEqual(read.stdout, """
            name str "Ada \\"the\\" \\\\ 👍🏽 </script>"
            tags list ["a\\"b", "日本"]
            ok bool false
            n int -7
            notes str "one ✓\\ntwo"

            """, "the answer was \(session.stdout.debugDescription)")
    }

    func testASixtyFieldSpecScrollsToTheFocusedFieldAndAnswersEveryField() throws {
        let scratch = try TemporaryDirectory()
        let spec = scratch.url.appendingPathComponent("fields.spec")
        try ((1...60).map { "text f\($0) \"Field \($0)\" --default 'v \($0)'" }.joined(separator: "\n") + "\n")
            .write(to: spec, atomically: true, encoding: .utf8)
        let session = try TmuxSession(quoted([swalert, "form", "--title", "Sixty", "--spec", spec.path]),
                                      width: 60, height: 24, environment: environment)
        let first = try session.waitFor("Field 1 ")
        XCTAssertFalse(first.joined().contains("Field 60"), "sixty fields do not fit 24 rows:\n" + session.describe(first))
        try session.sendKeys(contentsOf: Array(repeating: "Tab", count: 59))
        try session.sendKeys("End", "C-u")
        try session.sendText("last 👍🏽")
        let last = try session.waitFor("last 👍🏽")
        XCTAssertTrue(last.contains { $0.contains("Field 60") }, "the form scrolled to the focused field:\n" + session.describe(last))
        try session.sendKeys("C-s")
        XCTAssertEqual(try session.waitForExitStatus(), 0)
        let lines = session.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 60, session.stdout)
        XCTAssertEqual(lines.first, "f1='v 1'")
        XCTAssertEqual(lines[30], "f31='v 31'")
        XCTAssertEqual(lines.last, "f60='last 👍🏽'")
    }

    func testEscCancelsWithStatusOneAndNothingPrinted() throws {
        let session = try TmuxSession(quoted([swalert, "form", "--text", "a", "A", "--default", "kept"]),
                                      width: 60, height: 14, environment: environment)
        try session.waitFor("kept")
        try session.sendKeys("Escape")
        XCTAssertEqual(try session.waitForExitStatus(), 1)
        XCTAssertEqual(session.stdout, "")
        XCTAssertFalse(try session.isAlternateScreen, "the screen comes back")
    }

    func testTimeoutEndsWith124AndNothingPrinted() throws {
        let session = try TmuxSession(quoted([swalert, "form", "--timeout", "0.3", "--text", "a", "A", "--default", "kept"]),
                                      width: 60, height: 14, environment: environment)
        XCTAssertEqual(try session.waitForExitStatus(), 124)
        XCTAssertEqual(session.stdout, "")
    }

    func testSIGTERMEndsWith143AndGivesTheScreenBack() throws {
        let session = try TmuxSession(quoted([swalert, "form", "--confirm", "a", "Sure?"]), width: 60, height: 14,
                                      environment: environment)
        try session.waitFor("Sure?")
        let running = try session.processes(named: "swalert")
        XCTAssertEqual(running.count, 1)
        for pid in running { kill(pid, SIGTERM) }
        XCTAssertEqual(try session.waitForExitStatus(), 143)
        XCTAssertEqual(session.stdout, "")
        XCTAssertFalse(try session.isAlternateScreen)
    }

    func testPlainModeAsksFieldByFieldAndLessThanGoesBack() throws {
        let session = try TmuxSession(quoted([swalert, "form", "--plain", "--title", "Account", "--text", "a", "Name", "--default", "x",
                                              "--choose", "s", "Shell", "bash", "zsh", "--confirm", "c", "OK?"]),
                                      width: 60, height: 20, environment: environment)
        try session.waitFor("Name [x]:")
        try session.sendKeys("Enter")
        try session.waitFor("Choose 1-2 [1]:")
        try session.sendText("<")
        try session.sendKeys("Enter")
        try session.waitUntil("the name asked again") { $0.filter { $0.hasPrefix("Name [x]:") }.count == 2 }
        try session.sendText("it's 日本")
        try session.sendKeys("Enter")
        try session.waitUntil("the shell asked again") { $0.filter { $0.hasPrefix("Choose 1-2 [1]:") }.count == 2 }
        try session.sendText("2")
        try session.sendKeys("Enter")
        try session.waitFor("OK? [Y/n]")
        try session.sendKeys("Enter")
        XCTAssertEqual(try session.waitForExitStatus(), 0)
        XCTAssertEqual(session.stdout, "a='it'\\''s 日本'\ns='zsh'\nc='yes'\n")
        XCTAssertEqual(try session.capture().first, "Account")
        XCTAssertFalse(try session.isAlternateScreen, "plain lines never take the alternate screen")
    }

    /// In the C locale a byte typed above 127 is answered as that byte, as `input` answers it; a default left as it
    /// was goes out as it was given.
    func testInALocaleThatIsNotUTF8WhatIsTypedIsAnsweredAsTheBytesTyped() throws {
        let process = try PTYProcess(swalert, ["form", "--text", "a", "A", "--text", "b", "B", "--default", "café"],
                                     environment: ["SWALERT_NO_ANIMATION": "1", "LANG": "C"], unsetting: ["LC_ALL", "LC_CTYPE"])
        try process.waitForOutput(containing: "Ctrl-S")
        process.send([0xE9])
        process.send([0x13])
        XCTAssertEqual(try process.waitForExit(), .exited(0))
        XCTAssertEqual(process.stdoutBytes, Array("a='".utf8) + [0xE9] + Array("'\nb='café'\n".utf8))
    }

    // MARK: - With no terminal

    func testUsageErrorsExit64WithOneLineNamingTheFieldOrOption() throws {
        let cases: [([String], String)] = [
            (["--text", "my-name", "Name"], "field name 'my-name' is not a shell identifier"),
            (["--text", "a", "A", "--confirm", "a", "B"], "field name 'a' is given twice"),
            (["--text", "user"], "field 'user': no LABEL given"),
            (["--required", "--text", "a", "A"], "option '--required' goes after a field"),
            (["--text", "a", "A", "--frobnicate"], "unknown option '--frobnicate'"),
            (["--number", "p", "Port", "--min", "9", "--max", "1"], "field 'p': option '--min': 9 is more than '--max' 1"),
            (["--choose", "s", "Shell", "bash", "--default", "tcsh"], "field 's': option '--default': 'tcsh' is not one of"),
            (["--text", "a", "A", "--title", "T"], "option '--title' is the form's"),
            (["--print", "nope", "--text", "a", "A"], "option '--print': no field is named 'nope'"),
            ([], "no fields given"),
        ]
        for (arguments, start) in cases {
            let run = try noTerminal(["form"] + arguments)
            XCTAssertEqual(run.status, 64, "\(arguments): \(run.stderr)")
            XCTAssertEqual(run.stdout, "")
            XCTAssertTrue(run.stderr.hasPrefix("swalert form: " + start), "\(arguments): \(run.stderr.debugDescription)")
            XCTAssertEqual(run.stderr.filter { $0 == "\n" }.count, 1, "one line: \(run.stderr.debugDescription)")
        }
    }

    func testASpecThatCannotBeReadExits66WithOneLine() throws {
        let scratch = try TemporaryDirectory()
        let missing = try noTerminal(["form", "--spec", scratch.url.appendingPathComponent("missing").path])
        XCTAssertEqual(missing.status, 66)
        XCTAssertTrue(missing.stderr.hasPrefix("swalert form: option '--spec': cannot read "), missing.stderr)
        let big = scratch.url.appendingPathComponent("big.spec")
        try String(repeating: "# padding padding padding padding padding padding padding padding\n", count: 17_000)
            .write(to: big, atomically: true, encoding: .utf8)
        let tooLong = try noTerminal(["form", "--assume-default", "--spec", big.path])
        XCTAssertEqual(tooLong.status, 66)
        XCTAssertEqual(tooLong.stderr, "swalert form: option '--spec': \(big.path) is longer than 1 MiB\n")
        let badLine = try noTerminal(["form", "--spec", "-"], input: "text a A\nradio b B\n")
        XCTAssertEqual(badLine.status, 64)
        XCTAssertTrue(badLine.stderr.hasPrefix("swalert form: spec line 2: 'radio' is not a field type"), badLine.stderr)
    }

    func testAssumeDefaultAnswersEveryDefaultOrExits65NamingTheField() throws {
        let answered = try noTerminal(["form", "--assume-default", "--spec", "-", "--multi", "m", "M", "x", "y", "--default", "y"],
                                      input: "text user 'User name' --default \"o'brien\"\nconfirm admin Admin? --default no\n")
        XCTAssertEqual(answered.status, 0, answered.stderr)
        XCTAssertEqual(answered.stdout, "user='o'\\''brien'\nadmin='no'\nm='y'\n")
        let printed = try noTerminal(["form", "--assume-default", "--format", "nul", "--print", "c", "a", "--text", "a", "A",
                                      "--default", "1", "--text", "b", "B", "--textarea", "c", "C", "--default", "x\ny"])
        XCTAssertEqual(printed.status, 0, printed.stderr)
        XCTAssertEqual(printed.stdout, "x\ny\u{0}1\u{0}", "--print's fields in its order, each ended by a NUL")
        let refused = try noTerminal(["form", "--assume-default", "--text", "a", "A", "--default", "ok",
                                      "--password", "secret", "Secret", "--default", "hunter2", "--validate", "[0-9]+"])
        XCTAssertEqual(refused.status, 65)
        XCTAssertEqual(refused.stdout, "")
        XCTAssertTrue(refused.stderr.hasPrefix("swalert form: no terminal, and field 'secret' "), refused.stderr)
        XCTAssertFalse(refused.stderr.contains("hunter2"), "a refused value is never quoted: \(refused.stderr)")
        XCTAssertEqual(refused.stderr.filter { $0 == "\n" }.count, 1)
        let unattended = try noTerminal(["form", "--text", "a", "A"])
        XCTAssertEqual(unattended.status, 69)
        XCTAssertTrue(unattended.stderr.contains("use --assume-default"), unattended.stderr)
    }

    /// A value that is not UTF-8 comes back as the bytes given, however the shell reads it.
    func testBytesThatAreNotUTF8ComeBackAsGiven() throws {
        let script = #"eval "$("$0" form --assume-default --text a A --default "$(printf 'x\377\300y')")" && printf %s "$a" | od -An -tx1"#
        let run = try Programs.run("/usr/bin/setsid", ["-w", "/bin/sh", "-c", script, swalert], environment: environment)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout.split(separator: " ").joined(separator: " ").trimmingCharacters(in: .whitespacesAndNewlines),
                       "78 ff c0 79")
    }

    /// Items whose values are commands, checked by default, come back from `--format bash` as an array of their text.
    func testHostileItemsComeBackAsTextInABashArray() throws {
        let scratch = try TemporaryDirectory()
        let script = #"eval "$("$0" form --assume-default --format bash --multi m M '$(touch pwned)=one' "it's=two" '`touch pwned`=3' "#
            + #"--delimiter = --default '$(touch pwned)' --default "it's" --default '`touch pwned`')" && printf '%s\0' "${m[@]}""#
        let run = try Programs.run("/usr/bin/setsid", ["-w", try Programs.require("bash"), "-c", script, swalert],
                                   environment: environment, directory: scratch.url)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, "$(touch pwned)\0it's\0`touch pwned`\0")
        XCTAssertFalse(FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("pwned").path))
    }

    // MARK: - Helpers

    /// swalert run with no controlling terminal (`setsid -w`), stdin `input` or empty.
    private func noTerminal(_ arguments: [String], input: String = "") throws -> Finished {
        try Programs.run("/usr/bin/setsid", ["-w", swalert] + arguments, environment: environment, input: input)
    }

    /// `words` quoted for `/bin/sh`, joined by spaces.
    private func quoted(_ words: [String]) -> String {
        words.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
    }
}

private extension TmuxSession {
    func sendKeys(contentsOf keys: [String]) throws {
        for key in keys { try sendKeys(key) }
    }
}
