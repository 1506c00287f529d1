import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import XCTest

/// Running one of dialog's command lines under the real `dialog` and under swalert's dialog mode, in a
/// pseudo-terminal of 80×24, typing keys as a user would, and collecting what a script sees (the exit status
/// and the answer's bytes). The harness of `DialogDifferentialTests`, in the pattern of the whiptail one.
enum DialogDifferential {
    /// A key, as an xterm sends it in the keypad mode dialog's curses asks for (arrows as `ESC O A`, ...).
    enum Press {
        case enter, tab, backTab, escape, space, up, down, left, right, home, end, pageUp, pageDown, backspace, delete
        case control(Character)
        /// Typed one character at a time.
        case text(String)

        var sequences: [[UInt8]] {
            switch self {
            case .enter: return [[0x0D]]
            case .tab: return [[0x09]]
            case .backTab: return [Array("\u{1b}[Z".utf8)]
            case .escape: return [[0x1B]]
            case .space: return [[0x20]]
            case .up: return [Array("\u{1b}OA".utf8)]
            case .down: return [Array("\u{1b}OB".utf8)]
            case .right: return [Array("\u{1b}OC".utf8)]
            case .left: return [Array("\u{1b}OD".utf8)]
            case .home: return [Array("\u{1b}OH".utf8)]
            case .end: return [Array("\u{1b}OF".utf8)]
            case .pageUp: return [Array("\u{1b}[5~".utf8)]
            case .pageDown: return [Array("\u{1b}[6~".utf8)]
            case .backspace: return [[0x7F]]
            case .delete: return [Array("\u{1b}[3~".utf8)]
            case .control(let letter): return [[UInt8(letter.asciiValue! & 0x1F)]]
            case .text(let text): return text.map { Array(String($0).utf8) }
            }
        }
    }

    /// Where the answer is read from, and how the program's descriptors are set up for it.
    enum Channel {
        /// stderr (a pipe), stdout the terminal: dialog's default.
        case standardError
        /// `--stdout` (or `--output-fd 1`): stdout a pipe, stderr the terminal.
        case standardOutput
        /// `--output-fd 3`, descriptor 3 a pipe.
        case descriptor3
        /// `$(dialog ... 3>&1 1>&2 2>&3)`: stdout a pipe, swapped with stderr.
        case swapped
        /// `$(dialog ... 2>&1 >/dev/tty)`.
        case throughTTY
    }

    /// How and why swalert differs from dialog on purpose in a case, and what dialog does instead.
    struct Difference {
        var reason: String
        var dialog: PTYProcess.Termination
        init(_ reason: String, dialog: PTYProcess.Termination) {
            self.reason = reason
            self.dialog = dialog
        }
    }

    struct Case {
        var name: String
        var arguments: [String]
        var keys: [Press]
        var status: Int32
        var answer: String
        /// The command line is refused: the answer's place holds why, which is not compared.
        var error: Bool
        var channel: Channel
        var stdin: String?
        var environment: [String: String]
        /// Text both programs draw once their box shows, awaited before the first key.
        var ready: String?
        var differs: Difference?

        init(_ name: String, _ arguments: [String], _ keys: [Press], status: Int32, answer: String = "", error: Bool = false,
             channel: Channel = .standardError, stdin: String? = nil, environment: [String: String] = [:],
             ready: String? = nil, differs: Difference? = nil) {
            self.name = name
            self.arguments = arguments
            self.keys = keys
            self.status = status
            self.answer = answer
            self.error = error
            self.channel = channel
            self.stdin = stdin
            self.environment = environment
            self.differs = differs
            self.ready = keys.isEmpty ? nil : ready ?? Self.firstWord(of: arguments)
        }

        private static func firstWord(of arguments: [String]) -> String? {
            let boxes: Set = ["--msgbox", "--yesno", "--inputbox", "--passwordbox", "--menu", "--radiolist", "--checklist",
                              "--pause"]
            guard let box = arguments.firstIndex(where: boxes.contains), box + 1 < arguments.count else { return nil }
            let word = arguments[box + 1].prefix { $0.isLetter }
            return word.isEmpty ? nil : String(word)
        }
    }

    /// What a run came to: how the program ended, and the bytes of its answer.
    struct Outcome: Equatable, CustomStringConvertible {
        var termination: PTYProcess.Termination
        var answer: [UInt8]
        var description: String { "\(termination), answer \(String(decoding: answer, as: UTF8.self).debugDescription)" }
    }

    static let dialog: String? = ["/usr/bin/dialog", "/bin/dialog", "/usr/local/bin/dialog"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }
    static var toldDialogIsMissing = false

    /// A link named `dialog` to the swalert under test, in a directory of its own.
    static let swalertAsDialog: String = {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("swalert-dialog-\(getpid())")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let link = directory.appendingPathComponent("dialog").path
        try? FileManager.default.removeItem(atPath: link)
        try? FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: Binary.swalert.path)
        return link
    }()

    /// Runs each case under swalert and under dialog, four runs at a time, and checks each against what the case
    /// says.
    static func check(_ cases: [Case], file: StaticString, line: UInt) throws {
        if dialog == nil, !toldDialogIsMissing {
            toldDialogIsMissing = true
            print("note: dialog is not installed (apt-get install dialog); only swalert's half of each case runs")
        }
        let programs = [swalertAsDialog] + (dialog.map { [$0] } ?? [])
        let jobs = cases.flatMap { testCase in programs.map { (testCase, $0) } }
        let results = Concurrently.map(jobs, width: 4) { try run($0.0, $0.1) }
        for (index, testCase) in cases.enumerated() {
            let expected = Outcome(termination: .exited(testCase.status), answer: Array(testCase.answer.utf8))
            let swalert = try results[index * programs.count].get()
            verify(swalert, testCase, expected: expected, tool: "swalert", file: file, line: line)
            guard programs.count > 1 else { continue }
            let real = try results[index * programs.count + 1].get()
            if let differs = testCase.differs {
                XCTAssertEqual(real.outcome.termination, differs.dialog,
                               "\(testCase.name): dialog no longer does what the case says it does instead (\(differs.reason))",
                               file: file, line: line)
            } else {
                verify(real, testCase, expected: expected, tool: "dialog", file: file, line: line)
            }
        }
    }

    private static func verify(_ run: (outcome: Outcome, process: PTYProcess), _ testCase: Case, expected: Outcome,
                               tool: String, file: StaticString, line: UInt) {
        let context = "\(testCase.name), under \(tool): \(run.outcome)" + run.process.describeOutput(limit: 300)
        guard testCase.error else {
            XCTAssertEqual(run.outcome, expected, context, file: file, line: line)
            return
        }
        XCTAssertEqual(run.outcome.termination, expected.termination, context, file: file, line: line)
        // dialog prints its usage; swalert one line that says what is wrong.
        if tool == "swalert" {
            let text = String(decoding: run.outcome.answer, as: UTF8.self)
            XCTAssertTrue(text.hasPrefix("swalert dialog: ") && text.hasSuffix("\n") && text.dropLast().firstIndex(of: "\n") == nil,
                          "\(testCase.name): not one line saying why: \(text.debugDescription)", file: file, line: line)
        }
    }

    /// Runs `testCase` under `program`: waits for its box, types the keys one at a time, and collects the answer.
    private static func run(_ testCase: Case, _ program: String) throws -> (outcome: Outcome, process: PTYProcess) {
        var environment = ["LANG": "C.UTF-8", "SWALERT_NO_ANIMATION": "1"]
        environment.merge(testCase.environment) { $1 }
        let stdin: PTYProcess.Input = testCase.stdin.map { .pipe(Data($0.utf8)) } ?? .terminal
        func shell(_ script: String) -> [String] { ["-c", script, program] + testCase.arguments }
        let process: PTYProcess
        switch testCase.channel {
        case .standardError:
            process = try PTYProcess(program, testCase.arguments, environment: environment, stdin: stdin, stdout: .terminal,
                                     stderr: .pipe)
        case .standardOutput:
            process = try PTYProcess(program, testCase.arguments, environment: environment, stdin: stdin, stdout: .pipe,
                                     stderr: .terminal)
        case .descriptor3:
            process = try PTYProcess("/bin/sh", shell(#"exec 3>&2 2>/dev/null; exec "$0" "$@""#), environment: environment,
                                     stdin: stdin, stdout: .terminal, stderr: .pipe)
        case .swapped:
            process = try PTYProcess("/bin/sh", shell(#"exec "$0" "$@" 3>&1 1>&2 2>&3"#), environment: environment,
                                     stdin: stdin, stdout: .pipe, stderr: .terminal)
        case .throughTTY:
            process = try PTYProcess("/bin/sh", shell(#"exec "$0" "$@" 2>&1 >/dev/tty"#), environment: environment,
                                     stdin: stdin, stdout: .pipe, stderr: .terminal)
        }
        if let ready = testCase.ready { _ = try process.waitForOutput(containing: ready) }
        try process.type(testCase.keys.flatMap(\.sequences))
        let termination = try process.waitForExit(timeout: 10)
        let answer: [UInt8]
        switch testCase.channel {
        case .standardError, .descriptor3: answer = Array(process.stderrText.utf8)
        case .standardOutput, .swapped, .throughTTY: answer = process.stdoutBytes
        }
        return (Outcome(termination: termination, answer: answer), process)
    }

    static func temporaryFile(_ text: String, in test: XCTestCase) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("dialog-case-\(getpid())-\(UUID().uuidString)")
        try text.write(to: url, atomically: true, encoding: .utf8)
        test.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url.path
    }
}
