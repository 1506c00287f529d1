import DialogKit

extension Swalert {
    /// `swalert wait`: runs the wait through DialogKit's `WaitRunner` and makes its ending an exit status.
    static func runWait(_ request: WaitRequest) throws -> Int32 {
        if let tasks = request.tasks { return try runTasks(tasks, wait: request) }
        let message = try request.message.map { try loadMessage($0, command: .wait) }
            ?? (request.command.isEmpty ? "Working…" : request.command.joined(separator: " "))
        // Status lines from a standard input that cannot be read would end at once, looking like a job done.
        if request.command.isEmpty, let problem = ProcessContext.standardInputProblem {
            ProcessContext.writeError("swalert wait: cannot read standard input: \(problem.reason)\n")
            return ExitStatus.unreadableInput
        }
        let wait = Wait(message: message, title: request.title, spinner: request.spinner,
                        appearance: request.options.placement == .inline ? .line : .hud, maximumWidth: request.width)
        var runner = WaitRunner(wait: wait, work: request.command.isEmpty ? .statusLines(ProcessContext.standardInput) : .command(request.command),
                                options: request.options, timeout: request.timeout)
        runner.keep = request.keep
        runner.showOutput = request.showOutput
        runner.onTerminalFailure = { error in
            ProcessContext.writeError("swalert wait: the terminal failed: \(error); going on without it\n")
        }
        let report: WaitRunner.Report
        do { report = try runner.run() } catch WaitRunner.Failure.cannotStart(let error) {
            ProcessContext.writeError("swalert wait: \(error)\n")
            return ExitStatus.of(error)
        } catch WaitRunner.Failure.cannotCapture(let error) {
            ProcessContext.writeError("swalert wait: cannot capture the command's output: \(error); it was not run\n")
            return ExitStatus.cannotCapture
        } catch {
            return terminalFailed(.wait, error)
        }
        if let signal = report.stoppedForTerminal {
            ProcessContext.writeError("swalert wait: the command stopped to use the terminal (\(signal)) "
                + "and was ended; give it its input with '<'\n")
        }
        switch report.ending {
        case .finished(let outcome): return ExitStatus.of(outcome)
        case .interrupted(let signal): return ExitStatus.signaled(signal)
        }
    }
}
