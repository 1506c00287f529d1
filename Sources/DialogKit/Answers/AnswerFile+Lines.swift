extension AnswerFile {
    /// The line that answers `id` with `answer` when read back: values bare where they can be, else quoted.
    public static func line(_ id: String, _ answer: Answer) -> String {
        switch answer {
        case .button(let label): return "\(id) = button:\(label)\n"
        case .status(let status): return "\(id) = status:\(status)\n"
        case .values(let values) where values.count == 1: return "\(id) = \(written(values[0], inList: false))\n"
        case .values(let values): return "\(id)\(multiSuffix) = " + values.map { written($0, inList: true) }.joined(separator: ", ") + "\n"
        }
    }

    /// `value` as a line writes it: bare when it reads back the same, else in double quotes with its escapes.
    static func written(_ value: String, inList: Bool) -> String {
        let scalars = value.unicodeScalars
        let bare = !value.isEmpty && scalars.first != " " && scalars.first != "\t" && scalars.last != " " && scalars.last != "\t"
            && scalars.first != "\"" && !scalars.contains { $0 == "\n" || $0 == "\r" || $0 == "\u{FEFF}" }
            && !(inList && scalars.contains(","))
            && !value.hasPrefix("button:") && !value.hasPrefix("status:")
        if bare || (value.isEmpty && !inList) { return value }
        var quoted = "\""
        for scalar in scalars {
            switch scalar {
            case "\n": quoted += "\\n"
            case "\r": quoted += "\\r"
            case "\t": quoted += "\\t"
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }
}
