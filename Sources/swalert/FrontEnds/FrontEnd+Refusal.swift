import DialogKit

extension FrontEnd {
    /// The descriptor a command line's answer would go to: `--stdout`, `--output-fd N` or standard error.
    func answerDescriptor(_ arguments: [String]) -> Int32 {
        switch self {
        case .cdialog:
            return (try? CdialogArguments.globals(arguments).run.outputDescriptor) ?? 2
        case .whiptail:
            var descriptor: Int32 = 2
            for (index, word) in arguments.enumerated() {
                if word == "--" { break }
                let value = word.hasPrefix("--output-fd=") ? String(word.dropFirst(12))
                    : word == "--output-fd" && index + 1 < arguments.count ? arguments[index + 1] : nil
                if let value, let number = BoxArguments.integer(value) { descriptor = Int32(truncatingIfNeeded: number) }
            }
            return descriptor
        }
    }
}

extension Swalert {
    /// Says why a command line cannot be done where the user sees it and a script capturing the answer does not: on
    /// the terminal, else on standard error unless the answer goes there (then nowhere: the status says it).
    static func refuse(_ line: String, answeringTo descriptor: Int32) {
        if ProcessContext.writeTerminal(line) { return }
        if descriptor != 2 { ProcessContext.writeError(line) }
    }
}

extension FrontEnd {
    /// The version line of the program swalert answers as, in the form scripts parse, swalert's own after it.
    var versionLine: String {
        switch self {
        case .whiptail: return "whiptail (newt): 0.52.23 (swalert \(Version.current))\n"
        case .cdialog: return "Version: 1.3-20230209 (swalert \(Version.current))\n"
        }
    }
}
