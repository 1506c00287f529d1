import DialogKit

extension Swalert {
    /// `swalert wait`: runs the command or reads status lines, shows the spinner, passes the status on.
    static func runWait(_ arguments: [String], environment: Environment) -> Int32 {
        let request: WaitRequest
        do {
            request = try WaitRequest(arguments, environment: environment,
                                      standardInputIsTerminal: ProcessContext.standardInputIsTerminal)
        } catch let error as UsageError {
            return usageError(error.message, command: .wait)
        } catch {
            return usageError("\(error)", command: .wait)
        }
        let message: String
        do { message = try request.initialMessage() } catch {
            ProcessContext.writeError("swalert wait: \(error)\n")
            return ExitStatus.unreadableInput
        }
        let wait = Wait(message: message, title: request.title, spinner: request.spinner,
                        appearance: request.options.placement == .inline ? .line : .hud, maximumWidth: request.width)
        var child: ChildProcess?
        let work: WaitSource.Work
        if request.command.isEmpty {
            work = .statusLines(STDIN_FILENO)
        } else {
            do { child = try ChildProcess(request.command) } catch let error as ChildProcess.StartError {
                ProcessContext.writeError("swalert wait: \(error)\n")
                return ExitStatus.of(error)
            } catch {
                ProcessContext.writeError("swalert wait: cannot capture the command's output: \(error)\n")
                return ExitStatus.unreadableInput
            }
            work = .command(child!)
        }
        let source = WaitSource(work, timeout: request.timeout)
        // Opened after the start so a command that cannot run leaves the terminal untouched. With no terminal,
        // plain lines on stderr; so too, after one line saying why, when the terminal cannot be set up: the
        // command is running already, and its work and status are not to be lost for a spinner.
        let terminal: Terminal?
        do { terminal = request.plain ? nil : try Terminal.open() } catch TerminalError.unavailable {
            terminal = nil
        } catch {
            ProcessContext.writeError("swalert wait: the terminal failed: \(error); going on without it\n")
            terminal = nil
        }

        let status: Int32
        let succeeded: Bool
        if let terminal {
            do {
                let (result, last) = try wait.present(on: terminal, options: request.options, sources: [source])
                if request.keep, case .finished(let outcome) = result {
                    try? terminal.write(last.summaryBytes(outcome, colorDepth: request.options.colorDepth))
                }
                terminal.restore()
                status = ExitStatus.of(result)
            } catch {
                terminal.restore()
                ProcessContext.writeError("swalert wait: the terminal failed: \(error)\n")
                return ExitStatus.terminalFailed
            }
        } else {
            // Plain lines: on the terminal in plain mode, on stderr when there is no terminal.
            let plainTerminal = request.plain ? try? Terminal.open(plain: true) : nil
            defer { plainTerminal?.restore() }
            do {
                let (ending, _) = try PlainWait.run(wait, source: source, on: plainTerminal, keep: request.keep)
                switch ending {
                case .finished(let outcome): status = ExitStatus.of(outcome)
                case .interrupted(let signal): status = ExitStatus.signaled(signal)
                }
            } catch {
                ProcessContext.writeError("swalert wait: \(error)\n")
                return ExitStatus.terminalFailed
            }
        }
        succeeded = status == ExitStatus.success
        if let child, request.showOutput || !succeeded { child.output.replay() }
        if let signal = source.stoppedForTerminal {
            ProcessContext.writeError("swalert wait: the command stopped to use the terminal (\(WaitResult.signalName(signal))) "
                + "and was ended; give it its input with '<'\n")
        }
        return status
    }
}
