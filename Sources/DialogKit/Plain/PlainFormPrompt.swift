/// A form asked as plain lines, field by field:
///
/// ```
/// New user
/// User name: ada
/// Password: 
/// Again: 
/// Shell
///  1) bash
///  2) zsh
/// Choose 1-2 [1]: 2
/// Administrator? [y/N] y
/// SSH port [22]: <
/// Administrator? [Y/n] 
/// SSH port [22]: 
/// ```
///
/// A field's line takes its default when empty and goes back to the field before when it is `<` alone; a list is
/// asked as `PlainChoosePrompt` asks it (a multi's none is `-` alone, or Enter with nothing checked); a
/// confirm takes y or n; a password is not echoed and asked twice when it has an `again` field; a textarea takes
/// lines until an empty one. Each answer is checked by `Field.problem(with:again:)` and asked again after its
/// reason; notes are printed as they come. Ctrl-D cancels, as Esc does.
public struct PlainFormPrompt: PlainPrompt, Sendable {
    public typealias Outcome = Form.Outcome

    /// The title and the message.
    let heading: String
    let fields: [Form.Field]
    /// Each field's answer so far: its first value until it is answered, a note's empty.
    public private(set) var values: [Form.Value]
    /// The field being asked: one with a value that can be edited (`fields.count` when there is none).
    public private(set) var current: Int
    /// A choose's or a multi's list while it is asked.
    private var list: PlainChoosePrompt?
    /// A password's first entry while its second is asked.
    private var firstEntry: String?
    /// A textarea's lines so far, once its first has been typed.
    private var lines: [String]?
    /// The time limit submits the answers as they stand when each passes its checks (`Form.timeoutSubmits`).
    public var timeoutSubmits = false

    public init(_ form: Form) {
        self.init(fields: form.fields, title: form.title, message: form.message.text)
        timeoutSubmits = form.timeoutSubmits
    }

    public init(fields: [Form.Field], title: String = "", message: String = "") {
        heading = PlainText.heading(Sanitizer.sanitize(title, keepNewlines: false, keepTabs: false),
                                    PlainText.withoutTrailingNewlines(message))
        self.fields = fields
        values = fields.map { $0.kind.hasValue ? $0.initialValue : .text("") }
        current = fields.firstIndex(where: Self.isAsked) ?? fields.count
        list = current < fields.count ? listPrompt(current) : nil
    }

    /// The language the form was given (`Form.localize`), which its fields' checks carry.
    var messages: Messages { fields.first?.validation.messages ?? .english }

    public var hidesAnswer: Bool { current < fields.count && fields[current].kind == .password }

    public var opening: String {
        heading + shown(from: previous(before: current) + 1, to: current) + question
    }

    public mutating func answer(_ line: String?) -> PlainReply<Outcome> {
        // A hidden answer's Enter was not echoed: the reply starts the next line itself.
        let lead = hidesAnswer ? "\n" : ""
        guard let line else { return .finish(.cancelled, "\n") }
        guard current < fields.count else { return .finish(.submitted(values), lead) }
        if line == "<", lines == nil { return .ask(lead + back()) }
        let field = fields[current]
        switch field.kind {
        case .choose, .multi: return choose(line)
        case .confirm: return confirm(line)
        case .textarea: return textarea(line)
        case .password: return password(line, of: field)
        default: return take(line, of: field)
        }
    }

    public func timedOut() -> PlainReply<Outcome> {
        guard timeoutSubmits, let answers = standingAnswers else { return .finish(.timedOut, "\n") }
        return .finish(.submitted(answers), "\n")
    }

    /// The answers as they stand, each checked, or nil when one is refused. The field being asked has its default
    /// (the line being typed is not read before Enter), a textarea's lines so far, or a password's first entry,
    /// matched against its second as the drawn form starts it: as the default.
    private var standingAnswers: [Form.Value]? {
        var answers = values, again: String?
        if current < fields.count, let lines { answers[current] = .text(lines.joined(separator: "\n")) }
        if current < fields.count, let firstEntry {
            answers[current] = .text(firstEntry)
            again = Form.text(values[current])
        }
        for index in fields.indices where Self.isAsked(fields[index]) {
            guard fields[index].problem(with: answers[index], again: index == current ? again : nil) == nil else { return nil }
        }
        return answers
    }

    // MARK: - Asking

    /// Whether `field` is asked: it has a value and can be edited.
    private static func isAsked(_ field: Form.Field) -> Bool { field.kind.hasValue && field.editable }

    /// The first field asked after `index`, or `fields.count`.
    private func next(after index: Int) -> Int {
        fields.indices.first { $0 > index && Self.isAsked(fields[$0]) } ?? fields.count
    }

    /// The last field asked before `index`, or -1.
    private func previous(before index: Int) -> Int {
        fields.indices.last { $0 < index && Self.isAsked(fields[$0]) } ?? -1
    }

    /// The notes and read-only fields from `start` up to `end`, a line each (a password's value never).
    private func shown(from start: Int, to end: Int) -> String {
        guard start < end else { return "" }
        return fields[start..<end].map { field in
            switch field.kind {
            case .note: return field.label + "\n"
            case .password: return field.label + ": " + messages[.plainFormHidden] + "\n"
            default: return field.label + ": " + Self.oneLine(Form.text(field.initialValue)) + "\n"
            }
        }.joined()
    }

    /// What asks the current field in the state it is in: its help line, then its prompt.
    var question: String {
        guard current < fields.count, list == nil, lines == nil, firstEntry == nil, !fields[current].help.isEmpty else { return ask }
        return fields[current].help + "\n" + ask
    }

    /// The current field's prompt alone, as it is asked again after a refusal.
    var ask: String {
        guard current < fields.count else { return messages[.plainFormOk] + ": " }
        let field = fields[current]
        if let list { return list.opening }
        if lines != nil { return "> " }
        if firstEntry != nil { return Self.prompt(field.again ?? messages[.plainFormAgain], hint: "") }
        switch (field.kind, values[current]) {
        case (.confirm, .flag(let yes)): return Self.prompt(field.label, hint: yes ? "Y/n" : "y/N")
        case (.password, .text(let text)): return Self.prompt(field.label, hint: text.isEmpty ? "" : messages[.plainFormKeeps])
        case (.textarea, .text(let text)): return Self.prompt(field.label + " " + messages[.plainFormLines], hint: Self.oneLine(text))
        default: return Self.prompt(field.label, hint: Self.oneLine(Form.text(values[current])))
        }
    }

    /// `Label [hint]: `, or `Label? [hint] ` for a question; the hint left out when empty.
    static func prompt(_ label: String, hint: String) -> String {
        let text = label.last == ":" ? String(label.dropLast()) : label
        return text + (hint.isEmpty ? "" : " [\(hint)]") + (text.last == "?" ? " " : ": ")
    }

    /// A value shown on one line: line breaks and controls visible.
    static func oneLine(_ text: String) -> String { Sanitizer.sanitize(text, keepNewlines: false, keepTabs: false) }

    /// The list prompt for field `index`, its answer so far chosen or focused.
    private func listPrompt(_ index: Int) -> PlainChoosePrompt? {
        let field = fields[index]
        guard field.kind == .choose || field.kind == .multi else { return nil }
        // No bounds: `Field.problem` says why a count is refused, as it does everywhere else.
        // Enter takes what is checked: with items checked, `-` is the way to choose none.
        let none = field.kind == .multi && values[index] != .list([]) ? " " + messages[.plainFormNone] : ""
        let message = field.label + none + (field.help.isEmpty ? "" : "\n" + field.help)
        var choose = Choose(message: message, items: field.items, configuration: Choose.Configuration(multiple: field.kind == .multi))
        switch values[index] {
        case .list(let chosen): choose.preselect(field.items.indices.filter { chosen.contains(field.items[$0].value) })
        case .text(let chosen): choose.preselect([], focus: field.items.firstIndex { $0.value == chosen })
        case .flag: break
        }
        choose.localize(messages)
        return PlainChoosePrompt(choose)
    }

    /// Moves to field `index` and asks it, after the notes between.
    private mutating func move(to index: Int) -> String {
        let start = index > current ? current + 1 : index
        current = index
        firstEntry = nil
        lines = nil
        list = index < fields.count ? listPrompt(index) : nil
        return shown(from: start, to: index) + question
    }

    /// Goes back to the field asked before this one (the first entry, in a password's second).
    private mutating func back() -> String {
        if firstEntry != nil {
            firstEntry = nil
            return question
        }
        let before = previous(before: current)
        guard before >= 0 else { return messages[.plainFormFirst] + "\n" + ask }
        return move(to: before)
    }

    // MARK: - Answers

    /// Takes `value` for the current field when it has no problem, and asks the next (or submits); asks again
    /// after the reason otherwise.
    private mutating func accept(_ value: Form.Value, again: String? = nil, lead: String = "") -> PlainReply<Outcome> {
        if let problem = fields[current].problem(with: value, again: again) {
            firstEntry = nil
            lines = nil
            return .ask(lead + problem + "\n" + (list.map { $0.prompt(for: $0.current) } ?? ask))
        }
        values[current] = value
        let following = next(after: current)
        guard following < fields.count else { return .finish(.submitted(values), lead + shown(from: current + 1, to: fields.count)) }
        return .ask(lead + move(to: following))
    }

    /// A line's value: the default when empty, cleaned as a paste, at most `maximumLength` graphemes.
    private mutating func take(_ line: String, of field: Form.Field, lead: String = "") -> PlainReply<Outcome> {
        var value = line.isEmpty ? Form.text(values[current]) : LineEditor.cleaned(line)
        if field.kind == .number { value = PlainText.trimmed(value) }
        if let maximumLength = field.maximumLength, value.count > maximumLength {
            return .ask(lead + messages.text(.plainFormAtMost, ("count", "\(maximumLength)")) + "\n" + ask)
        }
        return accept(.text(value), lead: lead)
    }

    /// A password: its default kept on an empty line; typed, asked a second time when it has an `again` field.
    private mutating func password(_ line: String, of field: Form.Field) -> PlainReply<Outcome> {
        if let first = firstEntry { return accept(.text(first), again: LineEditor.cleaned(line), lead: "\n") }
        guard field.again != nil, !line.isEmpty else { return take(line, of: field, lead: "\n") }
        let value = LineEditor.cleaned(line)
        if let problem = field.problem(with: .text(value)) { return .ask("\n" + problem + "\n" + ask) }
        firstEntry = value
        return .ask("\n" + ask)
    }

    /// A confirm: y or yes, n or no in any case; empty keeps the default.
    private mutating func confirm(_ line: String) -> PlainReply<Outcome> {
        switch PlainText.trimmed(line).lowercased() {
        case "": return accept(values[current])
        case "y", "yes": return accept(.flag(true))
        case "n", "no": return accept(.flag(false))
        default: return .ask(messages[.plainFormYesNo] + "\n" + ask)
        }
    }

    /// A textarea: lines until an empty one; an empty first line keeps the default.
    private mutating func textarea(_ line: String) -> PlainReply<Outcome> {
        guard let typed = lines else {
            if line.isEmpty { return accept(values[current]) }
            lines = [LineEditor.cleaned(line)]
            return .ask(ask)
        }
        guard line.isEmpty else {
            lines = typed + [LineEditor.cleaned(line)]
            return .ask(ask)
        }
        return accept(.text(typed.joined(separator: "\n")))
    }

    /// A choose or a multi, asked by its list prompt; what it chooses is checked here.
    private mutating func choose(_ line: String) -> PlainReply<Outcome> {
        guard var prompt = list else { return accept(values[current]) }
        let field = fields[current]
        if field.kind == .multi, line == "-" || line.isEmpty && prompt.current.isComplete && prompt.defaultItems(in: prompt.current).isEmpty {
            return accept(.list([]))
        }
        let reply = prompt.answer(line)
        list = prompt
        switch reply.outcome {
        case nil: return .ask(reply.text)
        case .chosen(let items)?:
            let chosen = items.map { field.items[$0].value }
            return accept(field.kind == .multi ? .list(chosen) : .text(chosen.first ?? ""))
        default: return accept(field.kind == .multi ? .list([]) : .text(""))
        }
    }
}
