import Foundation
import XCTest

/// `swalert wait --task` with no terminal (its own session, pipes for every stream): a line a task on stderr as it
/// ends, the failed ones' output after, and the command line's mistakes.
final class TaskListCommandLineTests: XCTestCase {
    private func run(_ arguments: [String], stdin: String? = nil) throws -> Finished {
        try NoTerminal.run(["wait"] + arguments, stdin: stdin ?? "")
    }

    /// The lines with their times taken out (`2.1s` is the clock's).
    private func untimed(_ text: String) -> [String] {
        text.split(separator: "\n").map { line in
            line.split(separator: " ", omittingEmptySubsequences: false)
                .map { $0.hasSuffix("s") && $0.dropLast().allSatisfy { $0.isNumber || $0 == "." } && $0.count > 1 ? "T" : String($0) }
                .joined(separator: " ")
        }
    }

    func testALineATaskThenTheFailedOnesOutputAndTheFirstFailuresStatus() throws {
        let result = try run(["--task", "Packages", "echo ok", "--task", "Database", "echo oops; exit 3",
                              "--task", "Cleanup", "echo never"])
        XCTAssertEqual(result.status, 3)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(untimed(result.stderr), ["✓ Packages  T", "✗ Database  T  (exit 3)", "— Cleanup  skipped",
                                                "── Database (exit 3) ──", "oops"])
    }

    func testTasksFromStandardInputWithCommentsAndCRLF() throws {
        let result = try run(["--tasks", "-", "--keep-going"],
                             stdin: "# setup\r\nFirst\texit 5\r\n\r\nSecond\tprintf 'tab\\there'; exit 6\r\n")
        XCTAssertEqual(result.status, 5, "the first to fail")
        XCTAssertEqual(untimed(result.stderr), ["✗ First  T  (exit 5)", "✗ Second  T  (exit 6)",
                                                "── First (exit 5) ──", "── Second (exit 6) ──", "tab\there"])
    }

    func testAllSucceedingExitsZero() throws {
        let result = try run(["--jobs", "3", "--task", "日本", "true", "--task", "👍🏽", "true", "--task", "e\u{301}", "true"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(Set(untimed(result.stderr)), ["✓ 日本  T", "✓ 👍🏽  T", "✓ e\u{301}  T"])
    }

    func testShowOutputReplaysEveryTasksOutputUnderItsName() throws {
        let result = try run(["--show-output", "--task", "One", "echo first; echo second >&2", "--task", "Two", "echo third"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(untimed(result.stderr), ["✓ One  T", "✓ Two  T", "── One (ok) ──", "first", "second",
                                                "── Two (ok) ──", "third"])
    }

    func testATasksFileLongerThan1MiBIsRefused() throws {
        let path = "/tmp/swalert-tasks-\(getpid()).tsv"
        try String(repeating: "A\ttrue\n", count: 160_000).write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try run(["--tasks", path])
        XCTAssertEqual(result.status, 64)
        XCTAssertEqual(result.stderr, "swalert wait: --tasks: \(path) is longer than 1 MiB\n")
    }

    func testUsageErrors() throws {
        for (arguments, stdin, message) in [
            (["--task", "A"], nil, "option '--task' needs two values (NAME COMMAND)"),
            (["--task", "", "true"], nil, "--task: a task's NAME cannot be empty"),
            (["--task", "A", " "], nil, "--task: task 'A' has no COMMAND"),
            (["--task", "A", "true", "--", "true"], nil, "give either tasks or a COMMAND after '--', not both"),
            (["--tasks", "-"], "A\ttrue\nno tab here\n", "--tasks standard input line 2: no TAB between NAME and COMMAND"),
            (["--jobs", "2", "--", "true"], nil, "--jobs and --keep-going need tasks (--task NAME COMMAND or --tasks FILE)"),
            (["--jobs", "0", "--task", "A", "true"], nil, "option '--jobs': '0' is not a whole number from 1 to 1000"),
            (["--timeout", "5", "--task", "A", "true"], nil, "--timeout is for one command, not tasks"),
        ] as [([String], String?, String)] {
            let result = try run(arguments, stdin: stdin)
            XCTAssertEqual(result.status, 64, "\(arguments)")
            XCTAssertEqual(result.stderr, "swalert wait: \(message)\n", "\(arguments)")
        }
    }
}
