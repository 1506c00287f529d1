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
        options.themeOverlay = try themeOverlay(environment: environment)
        return options
    }

    /// The most of `NEWT_COLORS_FILE` or a dialogrc that is read: as for a theme file, 64 KiB and 1,000 lines.
    static let colorFileMaximumBytes = PresentationOptions.themeFileMaximumBytes
    static let colorFileMaximumLines = PresentationOptions.themeFileMaximumLines

    /// The colours a user set for the program swalert stands in for, as that program reads them: whiptail's
    /// `NEWT_COLORS_FILE` then `NEWT_COLORS` (newt applies the file first, the variable over it); dialog's
    /// `DIALOGRC`, else `$HOME/.dialogrc`. Lines may end with LF or CR LF. A file that cannot be read (missing,
    /// not a regular file, over 64 KiB or 1,000 lines) is passed over, as both programs pass over files they
    /// cannot open; newt skips entries it does not know, and so does this. dialog refuses a dialogrc with a line
    /// it cannot read, and so does this: it throws `DialogRCError`, `FILE:LINE: reason`, as dialog says it.
    func themeOverlay(environment: Environment) throws -> ThemeOverlay? {
        func read(_ path: String?) -> (path: String, text: String)? {
            guard let path, !path.isEmpty,
                  let text = try? SettingsFile.read(path, maximumBytes: Self.colorFileMaximumBytes,
                                                    maximumLines: Self.colorFileMaximumLines) else { return nil }
            return (path, text)
        }
        switch self {
        case .whiptail:
            let spec = [read(environment["NEWT_COLORS_FILE"])?.text, environment["NEWT_COLORS"]]
                .compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: "\n")
            return spec.isEmpty ? nil : .newtColors(spec)
        case .dialog:
            guard let file = read(environment["DIALOGRC"]) ?? environment["HOME"].flatMap({ read($0 + "/.dialogrc") }) else {
                return nil
            }
            try Theme.checkDialogRC(file.text, path: file.path)
            return .dialogRC(file.text)
        }
    }
}
