import XCTest
@testable import DialogKit

/// A task list run by the program on the fake terminal and clock, its processes stand-ins that end when told:
/// the order tasks start in, `jobs` at once, failures, skipping, `keepGoing`, SIGTERM then SIGKILL, Ctrl-C.
final class TaskListProgramTests: XCTestCase {
    /// A task's process on the fake clock: it ends `duration` after it starts with `status`, or at a signal it
    /// does not ignore; every signal is recorded with its time.
    final class FakeTask: TaskProcess {
        let terminal: FakeTerminal
        let descriptor: Int32
        var status: Int32 = 0
        var exitAt: Double?
        var ignores: Set<Signal> = []
        /// When it reads the terminal from its background group and is stopped for it (SIGTTOU here).
        var wantsTerminalAt: Double?
        private(set) var signals: [(signal: Signal, at: Double)] = []
        private var termination: ChildProcess.Termination?
        private var open = true

        init(terminal: FakeTerminal, descriptor: Int32) {
            self.terminal = terminal
            self.descriptor = descriptor
        }

        var outputDescriptors: [Int32] { open ? [descriptor] : [] }
        var outputComplete: Bool { termination != nil }
        func take(_ received: Terminal.Received) { if received.bytes.isEmpty { open = false } }
        func finishOutput() { open = false }

        func poll(now: Double, stopped: (Signal) -> Void) -> ChildProcess.Termination? {
            if termination == nil, let wantsTerminalAt, terminal.elapsed >= wantsTerminalAt - 1e-9 {
                self.wantsTerminalAt = nil
                stopped(.terminalOutput)
            }
            if termination == nil, let exitAt, terminal.elapsed >= exitAt - 1e-9 { termination = .exited(status) }
            return termination
        }

        func signal(_ signal: Signal) {
            guard termination == nil else { return }
            signals.append((signal, terminal.elapsed))
            if signal != .continue, !ignores.contains(signal) { termination = .signaled(signal) }
        }
    }

    /// A task's part in a test: how long it runs, its status, the signals it ignores, lines it writes and when.
    struct Plan {
        var duration: Double
        var status: Int32 = 0
        var ignores: Set<Signal> = []
        var lines: [(at: Double, text: String)] = []
        var wantsTerminalAt: Double?
    }

    private var terminal = FakeTerminal(size: Size(width: 40, height: 8))
    private var tasks: [FakeTask] = []
    private var starts: [Double] = []

    private func run(_ plans: [Plan], jobs: Int = 1, keepGoing: Bool = false,
                     names: [String]? = nil) throws -> (result: PresentationResult<TaskListResult>, list: TaskList) {
        let terminal = self.terminal
        let source = TaskSource(count: plans.count, jobs: jobs, keepGoing: keepGoing) { [unowned self] index in
            let plan = plans[index], task = FakeTask(terminal: terminal, descriptor: Int32(100 + index))
            task.status = plan.status
            task.ignores = plan.ignores
            task.exitAt = terminal.elapsed + plan.duration
            terminal.send(.childEnded, at: terminal.elapsed + plan.duration)
            if let at = plan.wantsTerminalAt {
                task.wantsTerminalAt = terminal.elapsed + at
                terminal.send(.childEnded, at: terminal.elapsed + at)
            }
            for line in plan.lines {
                terminal.arrive(.output(task.descriptor, { Array((line.text + "\n").utf8) }), at: terminal.elapsed + line.at)
            }
            tasks.append(task)
            starts.append(terminal.elapsed)
            return task
        }
        let list = TaskList(names: names ?? plans.indices.map { "Task \($0 + 1)" }, title: "Setting up", spinner: .line)
        var options = PresentationOptions(placement: .inline, animated: false, colorDepth: .none, escapeDelay: 0.05)
        options.readsKeys = false
        options.mouse = false
        let presenter = Presenter(list, terminal: terminal, options: options)
        let result = try presenter.run(sources: [source])
        XCTAssertEqual(terminal.inputMode, .original, "the terminal's modes put back")
        return (result, presenter.dialog)
    }

    private func finished(_ result: PresentationResult<TaskListResult>) -> TaskListResult? {
        if case .finished(let outcome) = result { return outcome }
        XCTFail("ended by \(result)")
        return nil
    }

    func testOneJobRunsTheTasksInOrderEachAfterTheLast() throws {
        let (result, _) = try run([Plan(duration: 1), Plan(duration: 2), Plan(duration: 0.5)])
        XCTAssertEqual(starts, [0, 1, 3])
        XCTAssertEqual(finished(result), TaskListResult(results: [.exited(0), .exited(0), .exited(0)]))
        XCTAssertEqual(terminal.picture(at: 1.5), """

            Setting up  1/3 done
            ✓ Task 1     1.0s
            / Task 2       0s
            · Task 3
            """)
    }

    func testTwoJobsRunSideBySideAndTheNextTakesTheFirstFreePlace() throws {
        let (result, _) = try run([Plan(duration: 3), Plan(duration: 1), Plan(duration: 1), Plan(duration: 1)], jobs: 2)
        XCTAssertEqual(starts, [0, 0, 1, 2])
        XCTAssertEqual(finished(result)?.succeeded, true)
    }

    func testTheLatestOutputLineShowsBesideItsTask() throws {
        _ = try run([Plan(duration: 2, lines: [(0.2, "Unpacking nginx"), (0.6, "証明書を作成 👍🏽")]), Plan(duration: 1)],
                    jobs: 2)
        XCTAssertEqual(terminal.picture(at: 0.4).split(separator: "\n")[1], "/ Task 1       0s  Unpacking nginx")
        XCTAssertEqual(terminal.picture(at: 0.7).split(separator: "\n")[1], "\\ Task 1       0s  証明書を作成 👍🏽")
    }

    func testAFailureSkipsTheTasksNotStartedAndStopsTheRunningOnes() throws {
        let (result, list) = try run([Plan(duration: 10), Plan(duration: 1, status: 3), Plan(duration: 1)], jobs: 2)
        XCTAssertEqual(starts, [0, 0], "the third never started")
        XCTAssertEqual(tasks[0].signals.map(\.signal), [.terminate], "SIGTERM for the one running")
        XCTAssertEqual(tasks[0].signals.first?.at, 1)
        let outcome = finished(result)
        XCTAssertEqual(outcome?.firstFailure, 1)
        XCTAssertEqual(outcome?.deciding, .exited(3), "the failed task's status, not the stopped one's")
        XCTAssertEqual(outcome?.results[2], nil)
        XCTAssertEqual((0..<3).map(list.summaryLine), ["✗ Task 1  1.0s  (stopped)", "✗ Task 2  1.0s  (exit 3)", "— Task 3  skipped"])
    }

    func testATaskStoppedForTheTerminalIsEndedAndShowsThatSignalNotSIGTERM() throws {
        let (result, list) = try run([Plan(duration: 10, wantsTerminalAt: 1), Plan(duration: 1)])
        XCTAssertEqual(tasks[0].signals.map(\.signal), [.terminate], "ended at once")
        XCTAssertEqual(tasks[0].signals.first?.at, 1)
        let outcome = finished(result)
        XCTAssertEqual(outcome?.results[0], .signaled(.terminalOutput))
        XCTAssertEqual(outcome?.stoppedForTerminal, [0: .terminalOutput])
        XCTAssertEqual(outcome?.deciding, .signaled(.terminalOutput))
        XCTAssertEqual((0..<2).map(list.summaryLine), ["✗ Task 1  1.0s  (killed by SIGTTOU)", "— Task 2  skipped"])
    }

    func testATaskThatIgnoresSIGTERMGetsSIGKILLAfterTheGrace() throws {
        let (result, _) = try run([Plan(duration: 60, ignores: [.terminate]), Plan(duration: 1, status: 2)], jobs: 2)
        XCTAssertEqual(tasks[0].signals.map(\.signal), [.terminate, .continue, .kill])
        XCTAssertEqual(tasks[0].signals.last?.at, 1 + TaskSource.killDelay)
        XCTAssertEqual(finished(result)?.deciding, .exited(2))
    }

    func testKeepGoingRunsTheRestAndTheStatusIsTheFirstToFailInTime() throws {
        let (result, _) = try run([Plan(duration: 3, status: 4), Plan(duration: 1, status: 5), Plan(duration: 1)],
                                  jobs: 2, keepGoing: true)
        XCTAssertEqual(starts, [0, 0, 1], "the third started after the second failed")
        XCTAssertTrue(tasks.allSatisfy { $0.signals.isEmpty }, "nothing stopped")
        let outcome = finished(result)
        XCTAssertEqual(outcome?.results, [.exited(4), .exited(5), .exited(0)])
        XCTAssertEqual(outcome?.firstFailure, 1)
        XCTAssertEqual(outcome?.deciding, .exited(5))
    }

    func testCtrlCReachesEveryRunningTaskAndSkipsTheRest() throws {
        terminal.send(.interrupt, at: 0.5)
        let (result, _) = try run([Plan(duration: 10), Plan(duration: 10), Plan(duration: 1)], jobs: 2)
        XCTAssertEqual(tasks.map { $0.signals.first?.signal }, [.interrupt, .interrupt])
        XCTAssertEqual(starts, [0, 0])
        let outcome = finished(result)
        XCTAssertEqual(outcome?.interruption, .interrupt)
        XCTAssertEqual(outcome?.deciding, .interrupted(.interrupt))
    }

    func testASecondCtrlCKillsWhatIgnoresTheFirstOnceItsGraceIsOver() throws {
        terminal.send(.interrupt, at: 0.5)
        terminal.send(.interrupt, at: 0.7)
        let (result, _) = try run([Plan(duration: 60, ignores: [.interrupt])])
        XCTAssertEqual(tasks[0].signals.map(\.signal), [.interrupt, .continue, .kill])
        XCTAssertEqual(tasks[0].signals.last?.at, 0.5 + TaskSource.graceDelay)
        XCTAssertEqual(finished(result)?.interruption, .interrupt)
    }
}
