import DialogKit

/// A program whose command lines swalert answers: its name, labels, exit statuses, colours and how it answers.
enum FrontEnd {
    case whiptail
    /// Thomas Dickey's dialog 1.3, whose statuses the environment can change (`DIALOG_OK`, ...).
    case cdialog(ExitStatus.FrontEnd)

    /// The name it is run by (a link of that name), and after `swalert`.
    var name: String {
        switch self {
        case .whiptail: return "whiptail"
        case .cdialog: return "dialog"
        }
    }

    /// The program run by `name` (a link's name, or the word after `swalert`), or nil.
    static func named(_ name: String, environment: Environment) -> FrontEnd? {
        name == "whiptail" ? .whiptail : name == "dialog" ? .cdialog(.cdialog(environment)) : nil
    }

    var statuses: ExitStatus.FrontEnd {
        switch self {
        case .whiptail: return .whiptail
        case .cdialog(let statuses): return statuses
        }
    }

    /// A button's label when the command line leaves it as it is, in English.
    func label(_ button: BoxRequest.Button) -> String { label(button, in: .en) }

    /// The variables that hold the programs' colour settings (`themeOverlay`); `HOME` finds `~/.dialogrc`.
    static let colorVariables = ["NEWT_COLORS", "NEWT_COLORS_FILE", "DIALOGRC", "HOME"]

    /// Full screen, no pop-in, swalert's theme with the program's colours over it; throws for a bad `SWALERT_THEME`.
    func presentationOptions(environment: Environment) throws -> PresentationOptions {
        var environment = environment
        environment["SWALERT_PLACEMENT"] = nil
        var options = try PresentationOptions.detect(environment: environment)
        options.animated = false
        options.themeOverlay = try themeOverlay(environment: environment)
        return options
    }

    /// The colours a user set, as the program reads them; an unreadable file is passed over, a bad dialogrc throws.
    func themeOverlay(environment: Environment) throws -> ThemeOverlay? {
        func read(_ path: String?) -> (path: String, text: String)? {
            guard let path, !path.isEmpty,
                  let text = try? SettingsFile.read(path, maximumBytes: PresentationOptions.themeFileMaximumBytes,
                                                    maximumLines: PresentationOptions.themeFileMaximumLines) else { return nil }
            return (path, text)
        }
        switch self {
        case .whiptail:
            let spec = [read(environment["NEWT_COLORS_FILE"])?.text, environment["NEWT_COLORS"]]
                .compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: "\n")
            return spec.isEmpty ? nil : .newtColors(spec)
        case .cdialog:
            guard let file = read(environment["DIALOGRC"]) ?? environment["HOME"].flatMap({ read($0 + "/.dialogrc") }) else {
                return nil
            }
            try Theme.checkDialogRC(file.text, path: file.path)
            return .dialogRC(file.text)
        }
    }

    /// What is written for a list's chosen tags, as `whiptail.c` and cdialog's `util.c` and `checklist.c` write them.
    func answer(_ tags: [String], of request: BoxRequest) -> String {
        let check = request.listKind == .check
        if case .whiptail = self {
            guard check else { return tags.first ?? "" }
            return request.separateOutput ? tags.map { $0 + "\n" }.joined() : tags.map { "\"" + $0 + "\"" }.joined(separator: " ")
        }
        guard request.listKind != .menu else { return tags.first.map { string($0, of: request) } ?? "" }
        let separator = request.outputSeparator ?? (request.separateOutput ? "\n" : " ")
        var result = ""
        for tag in tags {
            if request.separateOutput, check {
                result += string(tag, of: request) + separator
            } else {
                if request.outputSeparator != nil || !result.isEmpty { result += separator }
                result += check ? Self.quoted(tag, singleQuoted: request.singleQuoted) : string(tag, of: request)
            }
        }
        return result
    }

    /// What cdialog's Help button writes: `HELP ` and the focused item's tag or field's label.
    func help(_ tag: String, of request: BoxRequest) -> String {
        "HELP " + string(tag, of: request)
    }

    /// A value as it is, or quoted with cdialog's `--quoted`.
    func string(_ tag: String, of request: BoxRequest) -> String {
        request.quoted ? Self.quoted(tag, singleQuoted: request.singleQuoted) : tag
    }

    /// cdialog's `dlg_add_quoted` (`DialogQuoting`).
    static func quoted(_ tag: String, singleQuoted: Bool) -> String {
        DialogQuoting.quoted(tag, singleQuoted: singleQuoted)
    }
}
