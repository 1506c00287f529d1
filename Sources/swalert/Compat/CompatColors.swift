import DialogKit

extension Swalert {
    /// The variables that hold whiptail's and dialog's colour settings (`CompatProgram.themeOverlay`); `HOME`
    /// finds `~/.dialogrc`.
    static let compatColorVariables = ["NEWT_COLORS", "NEWT_COLORS_FILE", "DIALOGRC", "HOME"]
}

extension CompatProgram {
    /// How the program's boxes are presented: full screen, as the program's always are (only GNU screen keeps them
    /// inline, see `PresentationOptions.detect`), without the pop-in (neither whiptail nor dialog animates, and a
    /// script's boxes come one after another: drawn at once, each shows as soon as the original's would, with no
    /// more bytes), in swalert's theme with the program's own colour settings over it. Throws for a bad
    /// `SWALERT_THEME`.
    func presentationOptions(environment: Environment) throws -> PresentationOptions {
        var environment = environment
        environment["SWALERT_PLACEMENT"] = nil
        var options = try PresentationOptions.detect(environment: environment)
        options.animated = false
        options.themeOverlay = themeOverlay(environment: environment)
        return options
    }

    /// The colours a user set for the program swalert stands in for, as that program reads them: whiptail's
    /// `NEWT_COLORS_FILE` then `NEWT_COLORS` (newt applies the file first, the variable over it); dialog's
    /// `DIALOGRC`, else `$HOME/.dialogrc`. A file that cannot be read is passed over, as both programs pass over
    /// colours they cannot use: colours never change what a script sees.
    func themeOverlay(environment: Environment) -> ThemeOverlay? {
        func read(_ path: String?) -> String? {
            guard let path, !path.isEmpty else { return nil }
            return try? MessageSource.file(path).load(maximumBytes: 1 << 20, maximumLines: 10_000)
        }
        switch self {
        case .whiptail:
            let spec = [read(environment["NEWT_COLORS_FILE"]), environment["NEWT_COLORS"]]
                .compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: "\n")
            return spec.isEmpty ? nil : .newtColors(spec)
        case .dialog:
            let text = read(environment["DIALOGRC"]) ?? environment["HOME"].flatMap { read($0 + "/.dialogrc") }
            return text.map { .dialogRC($0) }
        }
    }
}
