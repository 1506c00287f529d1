extension ColorDepth {
    /// The depth the environment announces: none for NO_COLOR or a dumb TERM, then COLORTERM's, then TERM's; else 16.
    public static func detect(environment: Environment) -> ColorDepth {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
        guard let term = environment["TERM"], !term.isEmpty, term != "dumb" else { return .none }
        if let colorTerm = environment["COLORTERM"], colorTerm == "truecolor" || colorTerm == "24bit" {
            return .trueColor
        }
        if term.utf8.containsRun("256color".utf8) { return .ansi256 }
        if term.utf8.containsRun("direct".utf8) { return .trueColor }
        return .ansi16
    }
}

extension Collection where Element == UInt8 {
    /// Whether `run` occurs in these bytes.
    func containsRun<Run: Collection>(_ run: Run) -> Bool where Run.Element == UInt8 {
        guard !run.isEmpty else { return true }
        var start = startIndex
        while start != endIndex {
            if self[start...].starts(with: run) { return true }
            start = index(after: start)
        }
        return false
    }
}
