import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import XCTest
@testable import DialogKit

/// What `choose` (and the menus of the whiptail and dialog front ends) do with what a pipe or the command line
/// gives them: a pipe is kept up to `Choose.ItemReader.maximumBytes` whatever its shape, one endless line
/// included, and the list says it was cut; a value comes back as the bytes it was given, UTF-8 or not; and a
/// pipe that stays open never keeps the time limit or Esc from acting.
final class ReaderBoundTests: XCTestCase {
    private let swalert = Binary.swalert.path

    override class func setUp() {
        super.setUp()
        signal(SIGPIPE, SIG_IGN)
    }

    /// `script` run by bash in a pseudo-terminal, `$0` being swalert, under an address-space cap of 2 GiB so
    /// that a reader without a bound fails the test instead of the machine.
    private func bash(_ script: String, columns: Int = 100) throws -> PTYProcess {
        try PTYProcess("/bin/bash", ["-c", "ulimit -v 2097152; " + script, swalert],
                       environment: ["SWALERT_NO_ANIMATION": "1"], columns: columns)
    }

    // MARK: - Bounded in bytes

    /// Waits for the notice that the list was cut, checks swalert's peak memory, answers with Enter, and checks the
    /// answer and that the producer was ended by SIGPIPE (141): left unread, not drained.
    private func assertCutAndSmall(_ process: PTYProcess, answer: [UInt8], file: StaticString = #filePath,
                                   line: UInt = #line) throws {
        let swalert = try ProcessProbe.child(of: process.pid, named: "swalert")
        try process.waitForText("list cut at 16 MiB", timeout: 60)
        let peak = try ProcessProbe.peakMemory(swalert)
        XCTAssertLessThan(peak, 64 * 1024, "peak memory \(peak) KiB", file: file, line: line)
        process.send("\r")
        XCTAssertEqual(try process.waitForExit(timeout: 30), .exited(0), process.describeOutput(), file: file, line: line)
        XCTAssertEqual(process.stdoutBytes, answer, file: file, line: line)
        XCTAssertEqual(process.stderrText, "producer: 141\n", "SIGPIPE: left unread", file: file, line: line)
        XCTAssertEqual(process.terminalModes().differences(from: process.initialModes), [], file: file, line: line)
    }

    func testAnEndlessLineIntoChooseIsCutAndTheListStillAnswers() throws {
        // Before the bound: some 500 MB a second, never a frame, until the memory ran out.
        // The line cut short is no item (its value would not be the bytes given): the list keeps the line before it.
        let process = try bash("{ echo first; cat /dev/zero; } | \"$0\" choose Pick; status=(\"${PIPESTATUS[@]}\"); "
            + "echo \"producer: ${status[0]}\" >&2; exit \"${status[1]}\"")
        try assertCutAndSmall(process, answer: Array("first\n".utf8))
    }

    /// An endless first line leaves no item: 65 and one line saying why, and the pipe left unread.
    func testAnEndlessFirstLineIsNoItemsWithTheReason() throws {
        let process = try bash("cat /dev/zero | \"$0\" choose Pick; status=(\"${PIPESTATUS[@]}\"); "
            + "echo \"producer: ${status[0]}\" >&2; exit \"${status[1]}\"")
        XCTAssertEqual(try process.waitForExit(timeout: 60), .exited(65), process.describeOutput())
        XCTAssertEqual(process.stderrText, "swalert choose: no items to choose from (list cut at 16 MiB: the rest was not read)\nproducer: 141\n")
        XCTAssertEqual(process.stdoutBytes, [])
        XCTAssertEqual(process.terminalModes().differences(from: process.initialModes), [])
    }

    /// A line of 10 MB is an item like any other, answered whole: the bound is on what the list keeps, not on a
    /// line.
    func testATenMegabyteLineIsAnsweredWhole() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("swalert-long-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let line = Array(String(repeating: "abcdefghijklmnopqrstuvwxyz", count: 10_000_000 / 26 + 1).utf8.prefix(10_000_000))
        let file = directory.appendingPathComponent("items")
        try Data(line + [0x0A] + Array("short\n".utf8)).write(to: file)
        let process = try bash("\"$0\" choose Pick < '\(file.path)'")
        try process.waitForText("short", timeout: 30)
        process.send("\r")
        XCTAssertEqual(try process.waitForExit(timeout: 30), .exited(0), process.describeOutput())
        XCTAssertEqual(process.stdoutBytes.count, line.count + 1)
        XCTAssertTrue(Data(process.stdoutBytes) == Data(line + [0x0A]), "the 10 MB value, byte for byte")
    }

    func testAMillionLinesOfAKilobyteAreCutAtTheByteBound() throws {
        // Before the bound: 1.09 GB once the million lines were in.
        let process = try bash("yes \"$(printf 'x%.0s' {1..1023})\" | head -n 1000000 | \"$0\" choose Pick; "
            + "status=(\"${PIPESTATUS[@]}\"); echo \"producer: ${status[1]}\" >&2; exit \"${status[2]}\"")
        let lines = Choose.ItemReader.maximumBytes / (1023 + Choose.ItemReader.itemOverhead)
        try process.waitForText("/\(lines)+", timeout: 60)
        try assertCutAndSmall(process, answer: [UInt8](repeating: UInt8(ascii: "x"), count: 1023) + [0x0A])
    }

    /// Status lines read by `wait` were bounded already (a line at 4,096 bytes): one endless line is read on and on
    /// and swalert stays small; Ctrl-C ends it.
    func testAnEndlessStatusLineIntoWaitIsReadWithoutGrowing() throws {
        let process = try bash("cat /dev/zero | \"$0\" wait Working; status=(\"${PIPESTATUS[@]}\"); "
            + "echo \"producer: ${status[0]}\" >&2; exit \"${status[1]}\"")
        let swalert = try ProcessProbe.child(of: process.pid, named: "swalert")
        try process.waitForText("Working")
        // More read than the peak may be: had it kept what it read, it would be past the bound (13–15 MB it is).
        let read = Waiting.until(timeout: 60) { ProcessProbe.bytesRead(swalert).flatMap { $0 > 32 << 20 ? $0 : nil } }
        XCTAssertNotNil(read, "32 MiB read")
        let peak = try ProcessProbe.peakMemory(swalert)
        XCTAssertLessThan(peak, 32 * 1024, "peak memory \(peak) KiB")
        process.send("\u{03}")
        XCTAssertEqual(try process.waitForExit(timeout: 10), .exited(130))
        XCTAssertEqual(process.terminalModes().differences(from: process.initialModes), [])
    }

    /// Items from a standard input that cannot be read fail as a message from it does: 66 and the reason.
    func testItemsFromAStandardInputThatCannotBeReadExit66() throws {
        for (redirection, reason) in [("< /tmp", "Is a directory"), ("<&-", "Bad file descriptor")] {
            for options in ["--assume-default", "--assume-default --select-if-one"] {
                let run = try NoTerminal.script("exec \"$0\" choose \(options) Pick \(redirection)")
                XCTAssertEqual(run.status, 66, "\(options) \(redirection)")
                XCTAssertEqual(run.stderr, "swalert choose: cannot read standard input: \(reason)\n", "\(options) \(redirection)")
            }
        }
    }

    // MARK: - Values as the bytes given

    private let latin1: [UInt8] = Array("caf".utf8) + [0xE9] + Array(".txt".utf8)

    /// Runs `script`, waits for `shown`, sends `keys`, and returns what was written on stdout.
    private func answer(_ script: String, shown: String, keys: String = "\r", status: Int32 = 0, isSwalert: Bool = true,
                        file: StaticString = #filePath, line: UInt = #line) throws -> [UInt8] {
        let process = try bash(script)
        try process.waitForText(shown, timeout: 10)
        process.send(keys)
        XCTAssertEqual(try process.waitForExit(timeout: 10), .exited(status), process.describeOutput(), file: file, line: line)
        XCTAssertEqual(process.terminalModes().differences(from: process.initialModes), [], file: file, line: line)
        XCTAssertFalse(isSwalert && process.output.contains(0xE9), "no byte that is not UTF-8 reaches the terminal", file: file, line: line)
        return process.stdoutBytes
    }

    func testChooseAnswersAValueThatIsNotUTF8AsTheBytesGiven() throws {
        XCTAssertEqual(try answer("printf 'caf\\xe9.txt\\nb\\xffd\\n' | \"$0\" choose Pick", shown: "caf\u{FFFD}.txt"),
                       latin1 + [0x0A], "from a pipe")
        XCTAssertEqual(try answer("printf 'caf\\xe9.txt\\nb\\xffd\\n' | \"$0\" choose Pick", shown: "b\u{FFFD}d", keys: "\u{1b}[B\r"),
                       [0x62, 0xFF, 0x64, 0x0A], "the second")
        XCTAssertEqual(try answer("exec \"$0\" choose Pick $'caf\\xe9.txt' other", shown: "caf\u{FFFD}.txt"),
                       latin1 + [0x0A], "from the command line")
        XCTAssertEqual(try answer("printf 'caf\\xe9.txt\\tCafé\\n' | \"$0\" choose Pick --delimiter '\\t'", shown: "Café"),
                       latin1 + [0x0A], "the value before a delimiter")
        XCTAssertEqual(try answer("exec \"$0\" choose Pick --multi --separator '\\0' $'caf\\xe9.txt' $'b\\xffd'",
                                  shown: "b\u{FFFD}d", keys: "\u{01}\r"),
                       latin1 + [0, 0x62, 0xFF, 0x64, 0], "with --multi and a NUL separator")
    }

    /// The README's own `ls | swalert choose … --multi --separator '\0' | xargs -0 rm --` on a name in Latin-1.
    func testTheReadmesXargsPipelineRemovesAFileNamedInLatin1() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("swalert-latin1-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        let process = try bash("cd '\(directory.path)' && touch $'caf\\xe9.txt' && "
            + "ls | \"$0\" choose 'Delete which files?' --multi --separator '\\0' | xargs -0 rm -- && echo \"left: $(ls -A | wc -l)\"")
        try process.waitForText("caf\u{FFFD}.txt", timeout: 10)
        process.send(" \r")
        XCTAssertEqual(try process.waitForExit(timeout: 10), .exited(0), process.stderrText)
        XCTAssertEqual(process.stdoutText, "left: 0\n", process.stderrText)
    }

    /// `"$0" PROGRAM ARGS` with the answer (written on stderr) moved to stdout, and the keys sent once `shown` is.
    private func menuAnswer(_ arguments: String, program: String = "\"$0\" whiptail", shown: String = "one",
                            keys: String) throws -> [UInt8] {
        try answer("\(program) \(arguments) 2>&1 >/dev/tty", shown: shown, keys: keys, isSwalert: program.hasPrefix("\"$0\""))
    }

    func testWhiptailMenusAnswerATagThatIsNotUTF8AsTheBytesGiven() throws {
        let items = "$'caf\\xe9' one $'b\\xffd' two"
        let menu = try menuAnswer("--menu Pick 15 40 4 \(items)", keys: "\r")
        let checklist = try menuAnswer("--checklist Pick 15 40 4 $'caf\\xe9' one OFF $'b\\xffd' two OFF", keys: " \r")
        let radiolist = try menuAnswer("--radiolist Pick 15 40 4 $'caf\\xe9' one OFF $'b\\xffd' two ON", keys: "\u{1b}[B \r")
        let cafe = Array("caf".utf8) + [0xE9]
        XCTAssertEqual(menu, cafe)
        XCTAssertEqual(checklist, [0x22] + cafe + [0x22])
        XCTAssertEqual(radiolist, [0x62, 0xFF, 0x64])
        // The real whiptail answers the same bytes for the same keys.
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/whiptail") {
            XCTAssertEqual(try menuAnswer("--menu Pick 15 40 4 \(items)", program: "/usr/bin/whiptail", keys: "\r"), menu)
            XCTAssertEqual(try menuAnswer("--checklist Pick 15 40 4 $'caf\\xe9' one OFF $'b\\xffd' two OFF",
                                          program: "/usr/bin/whiptail", keys: " \r"), checklist)
        }
    }

    func testDialogMenusAnswerATagThatIsNotUTF8AsTheBytesGiven() throws {
        let cafe = Array("caf".utf8) + [0xE9]
        XCTAssertEqual(try menuAnswer("--menu Pick 15 40 4 $'caf\\xe9' one $'b\\xffd' two", program: "\"$0\" dialog", keys: "\r"),
                       cafe)
        XCTAssertEqual(try menuAnswer("--checklist Pick 15 40 4 $'caf\\xe9' one off $'b\\xffd' two on",
                                      program: "\"$0\" dialog", keys: " \r"),
                       cafe + [0x20, 0x62, 0xFF, 0x64])
        XCTAssertEqual(try menuAnswer("--radiolist Pick 15 40 4 $'caf\\xe9' one on $'b\\xffd' two off",
                                      program: "\"$0\" dialog", keys: "\r"),
                       cafe)
    }

    // MARK: - A pipe that stays open

    /// `choose --select-if-one ARGS` reading `producer`, which then stays open (a process substitution, ended
    /// once swalert has); bash writes swalert's status on stdout.
    private func selectIfOne(_ producer: String, _ arguments: String) throws -> PTYProcess {
        try bash("exec 3< <(\(producer); exec sleep 100); \"$0\" choose --select-if-one \(arguments) Pick <&3 >/dev/tty; "
            + "status=$?; kill $! 2>/dev/null; echo \"status: $status\"")
    }

    func testTheTimeLimitActsWhileAPipeWithOneItemStaysOpen() throws {
        // Before: nothing drawn and no answer until the pipe ended, 100 s later.
        let started = Date()
        let process = try selectIfOne("echo a", "--timeout 1")
        XCTAssertEqual(try process.waitForExit(timeout: 10), .exited(0))
        XCTAssertEqual(process.stdoutText, "status: 124\n")
        XCTAssertLessThan(Date().timeIntervalSince(started), 5)
        XCTAssertEqual(process.terminalModes().differences(from: process.initialModes), [])
    }

    func testTwoItemsFromAPipeThatStaysOpenAreShownAndEscCancels() throws {
        let process = try selectIfOne("printf 'a\\nb\\n'", "")
        try process.waitForText("> a", timeout: 5)
        try process.waitForText("b", timeout: 5)
        process.send("\u{1b}")
        XCTAssertEqual(try process.waitForExit(timeout: 10), .exited(0))
        XCTAssertEqual(process.stdoutText, "status: 1\n")
        XCTAssertEqual(process.terminalModes().differences(from: process.initialModes), [])

        let timed = try selectIfOne("printf 'a\\nb\\n'", "--timeout 1")
        XCTAssertEqual(try timed.waitForExit(timeout: 10), .exited(0))
        XCTAssertEqual(timed.stdoutText, "status: 124\n")
    }

    func testOneItemFromAPipeThatStaysOpenIsShownAfterAMomentAndEscCancels() throws {
        let process = try selectIfOne("echo a", "")
        try process.waitForText("reading…", timeout: 5)
        process.send("\u{1b}")
        XCTAssertEqual(try process.waitForExit(timeout: 10), .exited(0))
        XCTAssertEqual(process.stdoutText, "status: 1\n")
    }

    func testAPipeThatEndsWithOneItemAfterTheListShowsIsAnswered() throws {
        let process = try bash("{ echo a; sleep 1.5; } | \"$0\" choose --select-if-one Pick")
        try process.waitForText("reading…", timeout: 5)
        XCTAssertEqual(try process.waitForExit(timeout: 10), .exited(0))
        XCTAssertEqual(process.stdoutText, "a\n")
    }
}
