/// What each dialog makes of a preseeded answer's values or button: the outcome a person's keys would give, or why
/// the dialog would refuse it (said without quoting the value, which may be a password). A `status:N` answer is the
/// caller's to map, as only it knows the exit statuses.
extension Alert {
    /// The button named `label` (its text, `&` marks and case aside, or its index from 0).
    public func outcome(pressing label: String) -> Result<Outcome, AnswerFile.Problem> {
        let wanted = ButtonLabel(parsing: label).text.lowercased()
        if let index = buttons.firstIndex(where: { $0.text.lowercased() == wanted || $0.text.lowercased() == label.lowercased() }) {
            return .success(.button(index))
        }
        if let index = answerNames.firstIndex(where: { $0.contains(wanted) }) { return .success(.button(index)) }
        if let index = Int(label), buttons.indices.contains(index) { return .success(.button(index)) }
        return .failure(AnswerFile.Problem("no button '\(Sanitizer.excerpt(label, limit: 40))' (buttons: "
            + buttons.map(\.text).joined(separator: ", ") + ")"))
    }

    /// An answer's outcome: a value names the button as `button:` does.
    public func outcome(answering answer: AnswerFile.Answer) -> Result<Outcome, AnswerFile.Problem>? {
        switch answer {
        case .button(let label): return outcome(pressing: label)
        case .values(let values):
            guard values.count == 1 else { return .failure(AnswerFile.Problem("an alert takes one answer, not \(values.count)")) }
            return outcome(pressing: values[0])
        case .status: return nil
        }
    }
}

extension Input {
    /// An answer's outcome: the value accepted as Enter accepts it (checked by `--validate` and `--required`, cut to
    /// the field's most characters), `button:OK` the value the field starts with, `button:Cancel`.
    public func outcome(answering answer: AnswerFile.Answer) -> Result<Outcome, AnswerFile.Problem>? {
        switch answer {
        case .status: return nil
        case .button(let label):
            switch ButtonLabel(parsing: label).text.lowercased() {
            case (buttons.first?.text ?? "OK").lowercased(), "ok": return accepting(editor.text)
            case (buttons.dropFirst().first?.text ?? "Cancel").lowercased(), "cancel": return .success(.cancelled)
            default: return .failure(AnswerFile.Problem("no button '\(Sanitizer.excerpt(label, limit: 40))' (buttons: "
                + buttons.map(\.text).joined(separator: ", ") + ")"))
            }
        case .values(let values):
            guard values.count == 1 else { return .failure(AnswerFile.Problem("an input takes one value, not \(values.count)")) }
            return accepting(values[0])
        }
    }

    private func accepting(_ value: String) -> Result<Outcome, AnswerFile.Problem> {
        if value.unicodeScalars.contains(where: { $0 == "\n" || $0 == "\r" }) {
            return .failure(AnswerFile.Problem("an input's value is one line"))
        }
        let typed = LineEditor(text: value, maximumLength: editor.maximumLength).text
        guard typed == value else {
            return .failure(AnswerFile.Problem(LineEditor.cleaned(value) == value
                ? "longer than the field's \(editor.maximumLength ?? 0) characters" : "has characters a field cannot hold"))
        }
        if let problem = validation.problem(with: value) { return .failure(AnswerFile.Problem(problem)) }
        return .success(.accepted(value))
    }
}

extension Choose {
    /// The items an answer's values name (each an item's value), checked as Enter checks them (one for a single
    /// choice; `--min` and `--max` for several), in the list's order; `button:Cancel`.
    public func outcome(answering answer: AnswerFile.Answer) -> Result<Outcome, AnswerFile.Problem>? {
        switch answer {
        case .status: return nil
        case .button(let label):
            let name = ButtonLabel(parsing: label).text.lowercased()
            guard name == (configuration.buttons.dropFirst().first?.text ?? "Cancel").lowercased() || name == "cancel" else {
                return .failure(AnswerFile.Problem("a list's only button is Cancel; give the items as values"))
            }
            return .success(.cancelled)
        case .values(let values):
            var chosen: [Int] = []
            for value in values {
                guard let index = items.firstIndex(where: { $0.value == value }) else {
                    return .failure(AnswerFile.Problem("'\(Sanitizer.excerpt(value, limit: 40))' is not one of the items"))
                }
                if !chosen.contains(index) { chosen.append(index) }
            }
            guard configuration.multiple else {
                guard chosen.count == 1 else { return .failure(AnswerFile.Problem("one item is chosen, not \(chosen.count)")) }
                return .success(.chosen(chosen))
            }
            if let minimum = configuration.minimum, chosen.count < minimum {
                return .failure(AnswerFile.Problem("at least \(minimum) items are chosen, not \(chosen.count)"))
            }
            if let maximum = configuration.maximum, chosen.count > maximum {
                return .failure(AnswerFile.Problem("at most \(maximum) items are chosen, not \(chosen.count)"))
            }
            return .success(.chosen(chosen.sorted()))
        }
    }
}

extension Form.Field {
    /// The value an answer's values give the field, checked as the form checks it (`problem(with:)`).
    public func value(answering values: [String]) -> Result<Form.Value, AnswerFile.Problem> {
        let value: Form.Value
        switch kind {
        case .note: return .failure(AnswerFile.Problem("a note takes no answer"))
        case .multi:
            value = .list(items.map(\.value).filter(values.contains))
            if let stray = values.first(where: { item in !items.contains { $0.value == item } }) {
                return .failure(AnswerFile.Problem("'\(Sanitizer.excerpt(stray, limit: 40))' is not one of the items"))
            }
        default:
            guard values.count == 1 else {
                return .failure(AnswerFile.Problem("a \(kind.rawValue) field takes one value, not \(values.count)"))
            }
            let text = values[0]
            switch kind {
            case .confirm:
                switch text.lowercased() {
                case "yes", "y", "true", "1": value = .flag(true)
                case "no", "n", "false", "0": value = .flag(false)
                default: return .failure(AnswerFile.Problem("a confirm field takes yes or no"))
                }
            case .textarea, .choose: value = .text(text)
            default:
                if text.unicodeScalars.contains(where: { $0 == "\n" || $0 == "\r" }) {
                    return .failure(AnswerFile.Problem("a \(kind.rawValue) field's value is one line"))
                }
                guard LineEditor(text: text, maximumLength: maximumLength).text == text else {
                    return .failure(AnswerFile.Problem("longer than the field's most characters, or has characters a field cannot hold"))
                }
                value = .text(text)
            }
        }
        if let problem = problem(with: value) { return .failure(AnswerFile.Problem(problem)) }
        return .success(value)
    }
}

extension AnswerFile {
    /// Why a dialog refuses an answer, in a few words.
    public struct Problem: Error, Hashable, Sendable {
        public let text: String
        public init(_ text: String) { self.text = text }
    }
}
