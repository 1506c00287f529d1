import Foundation
import XCTest

/// Dialogs answered from an answer file, run as a script runs them with no terminal: the same stdout and status as
/// a person's answer, refused answers (65) and files another user could write (69).
final class PreseededAnswersTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("swalert-answers-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    }

    override func tearDownWithError() throws {
        try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: folder.path)
        try? FileManager.default.removeItem(at: folder)
    }

    /// Writes `text` as an answer file (0600) in the test's folder and returns its path.
    private func answers(_ text: String, name: String = "answers.txt", in directory: URL? = nil) throws -> String {
        let path = (directory ?? folder).appendingPathComponent(name).path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
        return path
    }

    /// Runs swalert in a session with no terminal, standard input empty.
    private func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Finished {
        try NoTerminal.run(arguments, environment: environment)
    }

    func testEveryKindOfValueAnswersAsTyped() throws {
        let file = try answers("""
            # every kind of value\r
            cjk = 漢字かな\r
            thumb = 👍🏽
            accent = e\u{301}te\u{301}
            empty =
            lead = "  two spaces"
            save = Quit
            go = button:&No
            quit = status:255
            pkgs.multi = nginx, "a, b"
            one = 👍🏽
            f.user = Ada
            f.notes = "line one\\n  line two"
            f.port = 8080
            f.pets = cat
            f.pets = dog
            f.agree = no
            f.pick = 漢字

            """)
        let cases: [([String], Int32, String)] = [
            (["input", "--id", "cjk", "Name?"], 0, "漢字かな\n"),
            (["input", "--id", "thumb", "Name?"], 0, "👍🏽\n"),
            (["input", "--id", "accent", "Name?"], 0, "e\u{301}te\u{301}\n"),
            (["input", "--id", "empty", "--value", "start", "Name?"], 0, "\n"),
            (["input", "--id", "lead", "Name?"], 0, "  two spaces\n"),
            (["alert", "--id", "save", "--button", "Save", "--button", "Quit", "Save?"], 1, "Quit\n"),
            (["confirm", "--id", "go", "Go?"], 1, ""),
            (["alert", "--id", "quit", "Save?"], 255, ""),
            (["choose", "--id", "pkgs", "--multi", "Packages?", "nginx", "a, b", "c"], 0, "nginx\na, b\n"),
            (["choose", "--id", "one", "--index", "Which?", "漢字", "👍🏽"], 0, "1\n"),
            (["form", "--id", "f", "--text", "user", "User", "--textarea", "notes", "Notes", "--number", "port", "Port",
              "--multi", "pets", "Pets", "cat", "dog", "eel", "--confirm", "agree", "Agree",
              "--choose", "pick", "Pick", "a", "漢字", "--note", "n", "A note"], 0,
             "user='Ada'\nnotes='line one\n  line two'\nport='8080'\npets='cat\ndog'\nagree='no'\npick='漢字'\n"),
        ]
        for (arguments, status, stdout) in cases {
            // A form's own options go before its first field.
            let result = try run(Array(arguments.prefix(3)) + ["--answers", file] + arguments.dropFirst(3))
            XCTAssertEqual(result.status, status, "\(arguments): \(result.stderr)")
            XCTAssertEqual(result.stdout, stdout, "\(arguments)")
            XCTAssertEqual(result.stderr, "", "\(arguments)")
        }
        let fromEnvironment = try run(["input", "--id", "cjk", "Name?"], environment: ["SWALERT_ANSWERS": file])
        XCTAssertEqual(fromEnvironment.stdout, "漢字かな\n")
    }

    func testAnIdNotInTheFileIsShownAsUsualOrAnswersItsDefault() throws {
        let file = try answers("other = x\n")
        let shown = try run(["input", "--id", "name", "--answers", file, "--value", "Ada", "Name?"])
        XCTAssertEqual(shown.status, 69, "with no terminal, as without a file")
        XCTAssertTrue(shown.stderr.hasPrefix("swalert input: no terminal to show the dialog on"), shown.stderr)
        let assumed = try run(["input", "--id", "name", "--answers", file, "--value", "Ada", "--assume-default", "Name?"])
        XCTAssertEqual(assumed.status, 0)
        XCTAssertEqual(assumed.stdout, "Ada\n")
        let partly = try answers("f.user = Bob\n", name: "partly.txt")
        let form = try run(["form", "--id", "f", "--answers", partly, "--assume-default", "--text", "user", "User",
                            "--text", "host", "Host", "--default", "h1"])
        XCTAssertEqual(form.stdout, "user='Bob'\nhost='h1'\n", "the answered field takes its answer, the other its default")
    }

    func testARefusedAnswerExits65NamingTheFileAndLine() throws {
        let file = try answers("# header\nport = 80a\nname =\npick = z\npkgs.multi = a\nq = status:7\n")
        let cases: [([String], String)] = [
            (["input", "--id", "port", "--validate", "[0-9]+", "Port?"], "line 2: That value is not valid"),
            (["input", "--id", "name", "--required", "Name?"], "line 3: "),
            (["choose", "--id", "pick", "Pick?", "a", "b"], "line 4: 'z' is not one of the items"),
            (["choose", "--id", "pkgs", "--multi", "--min", "2", "Pick?", "a", "b"], "line 5: at least 2 items are chosen, not 1"),
            (["confirm", "--id", "q", "Go?"], "line 6: no answer ends with status 7 (possible: 0, 1, 255, 124)"),
        ]
        for (arguments, why) in cases {
            let result = try run(arguments + ["--answers", file])
            XCTAssertEqual(result.status, 65, "\(arguments): \(result.stderr)")
            XCTAssertEqual(result.stdout, "")
            let command = arguments[0]
            XCTAssertTrue(result.stderr.hasPrefix("swalert \(command): answer refused: \(file) \(why)"), result.stderr)
            XCTAssertEqual(result.stderr.filter { $0 == "\n" }.count, 1, "one line: \(result.stderr)")
        }
        let broken = try answers("port = 1\n\nno equals here\n", name: "broken.txt")
        let unread = try run(["input", "--id", "port", "--answers", broken, "Port?"])
        XCTAssertEqual(unread.status, 65)
        XCTAssertEqual(unread.stderr, "swalert input: answer refused: \(broken) line 3: no '=' (a line is 'id = value')\n")
        let field = try answers("f.port = 99\n", name: "field.txt")
        let refused = try run(["form", "--id", "f", "--answers", field, "--number", "port", "Port", "--max", "10"])
        XCTAssertEqual(refused.status, 65)
        XCTAssertTrue(refused.stderr.hasPrefix("swalert form: answer refused: \(field) line 1: field 'port': "), refused.stderr)
    }

    func testAFileOrFolderAnotherUserCanWriteIsRefusedWith69() throws {
        let file = try answers("name = Ada\n")
        XCTAssertEqual(try run(["input", "--id", "name", "--answers", file, "x"]).stdout, "Ada\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o602], ofItemAtPath: file)
        let writable = try run(["input", "--id", "name", "--answers", file, "x"])
        XCTAssertEqual(writable.status, 69)
        XCTAssertEqual(writable.stdout, "")
        XCTAssertEqual(writable.stderr, "swalert input: refusing \(file): other users can write it (chmod o-w)\n")

        let open = folder.appendingPathComponent("open")
        try FileManager.default.createDirectory(at: open, withIntermediateDirectories: false)
        try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: open.path)
        let inOpen = try answers("name = Ada\n", in: open)
        let unsafe = try run(["input", "--id", "name", "x"], environment: ["SWALERT_ANSWERS": inOpen])
        XCTAssertEqual(unsafe.status, 69)
        XCTAssertEqual(unsafe.stderr, "swalert input: refusing \(inOpen): its folder \(open.path) is writable by other users "
            + "without the sticky bit\n")
        let link = folder.appendingPathComponent("link.txt").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: inOpen)
        let throughLink = try run(["input", "--id", "name", "--answers", link, "x"])
        XCTAssertEqual(throughLink.status, 69, "a link in a safe folder to a file in an open one: \(throughLink.stderr)")
        XCTAssertTrue(throughLink.stderr.hasSuffix("its folder \(open.path) is writable by other users without the sticky bit\n"),
                      throughLink.stderr)
        try FileManager.default.setAttributes([.posixPermissions: 0o1777], ofItemAtPath: open.path)
        let sticky = try run(["input", "--id", "name", "x"], environment: ["SWALERT_ANSWERS": inOpen])
        XCTAssertEqual(sticky.status, 0, "a sticky folder, as /tmp, lets no one else replace the file: \(sticky.stderr)")
        XCTAssertEqual(sticky.stdout, "Ada\n")
    }

    func testAFileThatCannotBeReadOrIsTooLongIsSaidOnOneLine() throws {
        let missing = try run(["input", "--id", "name", "--answers", folder.appendingPathComponent("none").path, "x"])
        XCTAssertEqual(missing.status, 66)
        XCTAssertTrue(missing.stderr.hasPrefix("swalert input: cannot read "), missing.stderr)
        let long = try answers(String(repeating: "# padding padding padding padding\n", count: 40_000))
        let tooLong = try run(["input", "--id", "name", "--answers", long, "x"])
        XCTAssertEqual(tooLong.status, 66)
        XCTAssertTrue(tooLong.stderr.hasSuffix("it is longer than 1 MiB\n"), tooLong.stderr)
        let badID = try run(["input", "--id", "a b", "x"])
        XCTAssertEqual(badID.status, 64)
    }

    /// In a locale that is not UTF-8 an answer from the file goes out as typed text does, in the locale's bytes,
    /// and the --value as it was given.
    func testAnAnswerGoesOutInTheLocalesBytesAsTypedTextDoes() throws {
        let file = try answers("name = Café\nsame = Zoë\n")
        for (id, expected) in [("name", Array("Caf".utf8) + [0xE9, 0x0A]), ("same", Array("Zoë\n".utf8))] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/setsid")
            process.arguments = ["-w", Binary.swalert.path, "input", "Name?", "--id", id, "--value", "Zoë", "--answers", file]
            process.environment = ["PATH": "/usr/bin:/bin", "TERM": "xterm-256color", "LANG": "en_US.ISO-8859-1"]
            let output = Pipe()
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            let bytes = [UInt8](output.fileHandleForReading.readDataToEndOfFile())
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 0, id)
            XCTAssertEqual(bytes, expected, "\(id): the bytes a person's answer gives")
        }
    }
}
