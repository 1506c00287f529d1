import DialogKit

/// Each dialog's preseeded answer, answered where `--assume-default` answers (without drawing, without a terminal),
/// and each person's answer recorded: the outcome goes through `ExitStatus.of`, as a shown dialog's does.
extension Swalert {
    // MARK: - alert and confirm

    static func answerAlert(_ request: AlertRequest, alert: Alert, command: Command) throws -> Int32? {
        guard let (file, found) = try preseeded(request.common.answers, command: command) else { return nil }
        let candidates = alert.buttons.indices.map { Alert.Outcome.button($0) } + [.dismissed, .timedOut]
        let outcome = try self.outcome(found, in: file, command: command, candidates: candidates,
                                       status: { ExitStatus.of(.finished($0), alert: alert).status },
                                       answering: alert.outcome(answering:))
        return finish(request.report(ExitStatus.of(.finished(outcome), alert: alert)), command: command)
    }

    static func recordAlert(_ request: AlertRequest, alert: Alert, result: PresentationResult<Alert.Outcome>, command: Command) {
        let answer: AnswerFile.Answer?
        switch result {
        case .finished(.button(let index)): answer = .button(alert.buttons[index].text)
        case .finished: answer = .status(ExitStatus.of(result, alert: alert).status)
        case .interrupted: answer = nil
        }
        record(recordLine(id: request.common.answers.id, answer), request.common.answers, command: command)
    }

    // MARK: - input

    static func answerInput(_ request: InputRequest, input: Input) throws -> Int32? {
        guard let (file, found) = try preseeded(request.common.answers, command: .input) else { return nil }
        var candidates: [Input.Outcome] = [.cancelled, .timedOut]
        if input.validation.problem(with: request.defaultValue) == nil { candidates.insert(.accepted(request.defaultValue), at: 0) }
        let outcome = try self.outcome(found, in: file, command: .input, candidates: candidates,
                                       status: { ExitStatus.of(.finished($0)).status }, answering: input.outcome(answering:))
        return finish(ExitStatus.of(.finished(outcome)), command: .input, charset: outputCharset(request, .finished(outcome)))
    }

    static func recordInput(_ request: InputRequest, result: PresentationResult<Input.Outcome>) {
        let answer: AnswerFile.Answer?
        switch result {
        case .finished(.accepted(let value)):
            answer = request.isPassword && request.common.answers.record?.recordsSecrets != true ? nil : .values([value])
        case .finished: answer = .status(ExitStatus.of(result).status)
        case .interrupted: answer = nil
        }
        record(recordLine(id: request.common.answers.id, answer), request.common.answers, command: .input)
    }

    // MARK: - choose

    /// The list's answer once its items are read (`items`: nil when the run ended reading them, with that status).
    static func answerChoose(_ request: ChooseRequest, message: String, items: () -> (items: [Choose.Item], ended: Int32?)) throws -> Int32? {
        guard let (file, found) = try preseeded(request.answers, command: .choose) else { return nil }
        let read = items()
        if let ended = read.ended { return ended }
        let choose = request.makeChoose(message: message, items: read.items)
        let outcome = try self.outcome(found, in: file, command: .choose, candidates: [Choose.Outcome.cancelled, .timedOut],
                                       status: { ExitStatus.of(.finished($0), output: { _ in "" }).status },
                                       answering: choose.outcome(answering:))
        return finish(ExitStatus.of(.finished(outcome), output: { request.output($0, of: choose) }), command: .choose, newline: false)
    }

    static func recordChoose(_ request: ChooseRequest, choose: Choose, result: PresentationResult<Choose.Outcome>) {
        let answer: AnswerFile.Answer?
        switch result {
        case .finished(.chosen(let indices)): answer = .values(indices.map { choose.items[$0].value })
        case .finished(.noItems), .interrupted: answer = nil
        case .finished: answer = .status(ExitStatus.of(result, output: { _ in "" }).status)
        }
        record(recordLine(id: request.answers.id, answer), request.answers, command: .choose)
    }

    // MARK: - form

    /// The form's answer: its own id's line (a button or status), or a line for every field (`FORM.FIELD`). Fields
    /// with lines and others without start with their answers, and the form is shown (`request.fields` changed).
    static func answerForm(_ request: inout FormRequest) throws -> Int32? {
        guard let id = request.answers.id, let file = try answerFile(request.answers, command: .form) else { return nil }
        if let found = try self.found(id, in: file, command: .form) {
            let outcome = try self.outcome(found, in: file, command: .form, candidates: formCandidates(request),
                                           status: { ExitStatus.of(.finished($0), answer: request.answer).status },
                                           answering: { [request] in formOutcome($0, request: request, id: id) })
            return finish(ExitStatus.of(.finished(outcome), answer: request.answer), command: .form, newline: false)
        }
        var values: [Form.Value] = [], missing = false
        for (index, field) in request.fields.enumerated() {
            guard field.kind.hasValue else {
                values.append(.text(""))
                continue
            }
            guard let found = try self.found(id + "." + field.name, in: file, command: .form) else {
                missing = true
                continue
            }
            func refusal(_ reason: String) -> Ended {
                refused(AnswerFile.Refusal(path: file.path, line: found.line, reason: reason), command: .form)
            }
            guard case .values(let given) = found.answer else { throw refusal("a field's line gives its value, not a button or status") }
            switch field.value(answering: given) {
            case .success(let value):
                values.append(value)
                request.fields[index].answer(value)
            case .failure(let problem):
                throw refusal("field '\(field.name)': \(problem.text)")
            }
        }
        guard !missing else { return nil }
        return finish(ExitStatus.of(.finished(.submitted(values)), answer: request.answer), command: .form, newline: false)
    }

    /// The form's own line: OK (every field's default, checked), Cancel; a value is no answer for a whole form.
    private static func formOutcome(_ answer: AnswerFile.Answer, request: FormRequest, id: String)
        -> Result<Form.Outcome, AnswerFile.Problem> {
        guard case .button(let label) = answer else {
            return .failure(AnswerFile.Problem("a form's own line names a button or status; its fields are \(id).FIELD"))
        }
        switch ButtonLabel(parsing: label).text.lowercased() {
        case request.cancel.text.lowercased(), "cancel": return .success(.cancelled)
        case request.ok.text.lowercased(), "ok":
            return Form.defaults(of: request.fields).map { .submitted($0) }.mapError { AnswerFile.Problem($0.problem) }
        default:
            return .failure(AnswerFile.Problem("no button '\(Sanitizer.excerpt(label, limit: 40))' "
                + "(buttons: \(request.ok.text), \(request.cancel.text))"))
        }
    }

    private static func formCandidates(_ request: FormRequest) -> [Form.Outcome] {
        var candidates: [Form.Outcome] = [.cancelled, .timedOut]
        if case .success(let values) = Form.defaults(of: request.fields) { candidates.insert(.submitted(values), at: 0) }
        return candidates
    }

    static func recordForm(_ request: FormRequest, result: PresentationResult<Form.Outcome>) {
        guard let id = request.answers.id else { return }
        var lines = ""
        switch result {
        case .finished(.submitted(let values)):
            for (field, value) in zip(request.fields, values) where field.kind.hasValue {
                if field.kind == .password, request.answers.record?.recordsSecrets != true { continue }
                let given: [String]
                switch value {
                case .text(let text): given = [text]
                case .list(let items): given = items
                case .flag(let flag): given = [flag ? "yes" : "no"]
                }
                lines += AnswerFile.line(id + "." + field.name, .values(given))
            }
        case .finished: lines = AnswerFile.line(id, .status(ExitStatus.of(result, answer: request.answer).status))
        case .interrupted: return
        }
        record(lines, request.answers, command: .form)
    }
}

extension Form.Field {
    /// Starts the field with `value`, as an answer file gave it.
    mutating func answer(_ value: Form.Value) {
        switch value {
        case .text(let text): self.value = text
        case .list(let items): selected = items
        case .flag(let flag): self.value = flag ? "yes" : "no"
        }
    }
}
