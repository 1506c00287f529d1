import DialogKit

extension Swalert {
    /// `swalert form`: the fields shown in one box (or asked in turn as plain lines), the answer printed for `eval`.
    static func runForm(_ request: FormRequest) throws -> Int32 {
        var request = request
        if let status = try answerForm(&request) { return status }
        let terminal = try openTerminal(.form, plain: request.options.plain, assumeDefault: request.assumeDefault,
                                        answering: "every field's --default", charset: request.charset) {
            // A default the form itself would refuse is never answered: a script would take it for a valid one.
            switch Form.defaults(of: request.fields) {
            case .success(let values):
                return finish((ExitStatus.success, request.answer(values)), command: .form, newline: false)
            case .failure(let refusal):
                ProcessContext.writeError("swalert form: no terminal, and field '\(request.fields[refusal.field].name)' "
                    + "cannot take its --default (\(refusal.problem)); exit status \(ExitStatus.invalidDefault)\n")
                return ExitStatus.invalidDefault
            }
        }
        let result = try presenting(.form, on: terminal) { try request.form.present(on: $0, options: request.options) }
        recordForm(request, result: result)
        return finish(ExitStatus.of(result, answer: request.answer), command: .form, newline: false)
    }

    /// A `--spec` that cannot be read: said on one line, the run ending with `ExitStatus.unreadableInput`.
    static func readSpec(_ path: String) throws -> String {
        do { return try FormSpec.load(path) } catch let error as FormSpec.ReadError {
            ProcessContext.writeError("swalert form: \(error)\n")
            throw Ended(status: ExitStatus.unreadableInput)
        }
    }
}
