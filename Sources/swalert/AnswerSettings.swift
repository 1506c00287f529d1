import DialogKit

/// `--id`, `--answers FILE` (or `SWALERT_ANSWERS`), `SWALERT_RECORD` and `--record-secrets`: which answer a dialog
/// is preseeded with, and where a person's answer is recorded.
struct AnswerSettings {
    var id: String?
    var answersPath: String?
    var record: AnswerRecord?

    static let answersVariable = "SWALERT_ANSWERS"
    static let recordVariable = "SWALERT_RECORD"
    static let environmentVariables = [answersVariable, recordVariable]

    /// The options of every dialog that answers.
    static let options: [OptionSpec] = [
        OptionSpec("id", "NAME", "answer from the answer file's 'NAME = value' line, if it has one (a form's fields: NAME.FIELD)"),
        OptionSpec("answers", "FILE", "the answer file (default $SWALERT_ANSWERS); see ANSWERS in swalert(1)"),
        OptionSpec("record-secrets", nil, "with $SWALERT_RECORD, record a password's answer too"),
    ]

    init() {}

    init(_ arguments: ParsedArguments, environment: Environment) throws {
        if let id = arguments.value("id") {
            guard AnswerFile.isIdentifier(id) else {
                throw UsageError("option '--id': '\(id)' is not an id (letters, digits, '_' and '-', dots between)")
            }
            self.id = id
        }
        answersPath = arguments.value("answers") ?? environment[Self.answersVariable].flatMap { $0.isEmpty ? nil : $0 }
        if answersPath?.isEmpty == true { throw UsageError("option '--answers': no FILE given") }
        if let path = environment[Self.recordVariable], !path.isEmpty {
            record = AnswerRecord(path: path, recordsSecrets: arguments.has("record-secrets"))
        }
    }
}

extension ExitStatus {
    /// An answer file's answer the dialog refuses, or a line of it that is not an answer: EX_DATAERR.
    static let answerRefused: Int32 = 65
    /// An answer file another user could have written: EX_UNAVAILABLE, as with no terminal.
    static let unsafeAnswers: Int32 = 69
}
