import DialogKit

/// Dialogs answered from an answer file, and a person's answers recorded: the same outcomes, statuses and output.
extension Swalert {
    /// The answer file's answer for `id` (nil without an id, a file, or a line for it), or `Ended` having said why
    /// the file cannot be used: 66 unreadable, 69 unsafe, 65 a line that is not an answer.
    static func preseeded(_ settings: AnswerSettings, command: Command) throws -> (AnswerFile, AnswerFile.Found)? {
        guard let id = settings.id, let file = try answerFile(settings, command: command) else { return nil }
        return try found(id, in: file, command: command).map { (file, $0) }
    }

    /// `file`'s answer for `id`, or `Ended` (65) when its lines for it contradict each other.
    static func found(_ id: String, in file: AnswerFile, command: Command) throws -> AnswerFile.Found? {
        do { return try file.answer(for: id) } catch let refusal as AnswerFile.Refusal {
            throw refused(refusal, command: command)
        }
    }

    /// The answer file, read once a dialog has an id to look for.
    static func answerFile(_ settings: AnswerSettings, command: Command) throws -> AnswerFile? {
        guard settings.id != nil, let path = settings.answersPath else { return nil }
        do { return try AnswerFile.load(path) } catch let error as AnswerFile.ReadError {
            ProcessContext.writeError("swalert \(command.rawValue): \(error)\n")
            throw Ended(status: error.kind == .unsafe ? ExitStatus.unsafeAnswers : ExitStatus.unreadableInput)
        } catch let refusal as AnswerFile.Refusal {
            throw refused(refusal, command: command)
        }
    }

    /// Says on stderr which line was refused and why; the run ends with 65.
    static func refused(_ refusal: AnswerFile.Refusal, command: Command) -> Ended {
        ProcessContext.writeError("swalert \(command.rawValue): answer refused: \(refusal)\n")
        return Ended(status: ExitStatus.answerRefused)
    }

    /// The outcome `found` gives: `status:N` the first of `candidates` that ends with N, anything else the dialog's
    /// own reading of it (`answering`); `Ended` (65) when it is refused.
    static func outcome<Outcome>(_ found: AnswerFile.Found, in file: AnswerFile, command: Command, candidates: [Outcome],
                                 status: (Outcome) -> Int32,
                                 answering: (AnswerFile.Answer) -> Result<Outcome, AnswerFile.Problem>?) throws -> Outcome {
        if case .status(let wanted) = found.answer {
            guard let outcome = candidates.first(where: { status($0) == wanted }) else {
                let possible = candidates.map { String(status($0)) }
                throw refused(AnswerFile.Refusal(path: file.path, line: found.line, reason: "no answer ends with status "
                    + "\(wanted) (possible: \(possible.joined(separator: ", ")))"), command: command)
            }
            return outcome
        }
        switch answering(found.answer) {
        case .success(let outcome)?: return outcome
        case .failure(let problem)?:
            throw refused(AnswerFile.Refusal(path: file.path, line: found.line, reason: problem.text), command: command)
        case nil:
            throw refused(AnswerFile.Refusal(path: file.path, line: found.line, reason: "not an answer"), command: command)
        }
    }

    /// Appends `lines` to the record, if there is one; a record that cannot be written is said on stderr, the
    /// answer still given.
    static func record(_ lines: String, _ settings: AnswerSettings, command: Command) {
        guard let record = settings.record else { return }
        do { try record.append(lines) } catch {
            ProcessContext.writeError("swalert \(command.rawValue): \(error)\n")
        }
    }

    /// The line a person's finished answer is recorded as: a button, the values, or the exit status it ended with.
    static func recordLine(id: String?, _ answer: AnswerFile.Answer?) -> String {
        guard let id, let answer else { return "" }
        return AnswerFile.line(id, answer)
    }
}
