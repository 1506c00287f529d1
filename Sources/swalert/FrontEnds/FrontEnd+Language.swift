import DialogKit

/// The language a front end's own words are in, chosen as gettext chooses the original's catalogue (newt's for
/// whiptail, dialog's for dialog): lang/newt/ and lang/dialog/ hold their translations.
extension FrontEnd {
    /// The variables `language(_:)` and `timeLocale(_:)` read.
    static let languageVariables = ["SWALERT_LANG", "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LC_TIME", "LANG"]

    /// The locale of dates, whose names of months and days dialog's calendar draws: `LC_ALL`, `LC_TIME`, `LANG`.
    static func timeLocale(_ environment: Environment) -> String {
        ["LC_ALL", "LC_TIME", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? "C"
    }

    /// Whether the original has a catalogue in `language`.
    func has(_ language: Language) -> Bool {
        switch self {
        case .whiptail: return NewtLabelCatalogue.languages.contains(language)
        case .cdialog: return DialogLabelCatalogue.languages.contains(language)
        }
    }

    /// The language `SWALERT_LANG` names, else gettext's: `LANGUAGE`'s first entry with a catalogue, unless the
    /// locale (`LC_ALL`, `LC_MESSAGES`, `LANG`) is `C` or `POSIX`; then the locale's. English when none has one.
    func language(_ environment: Environment) -> Language {
        func set(_ name: String) -> String? { environment[name].flatMap { $0.isEmpty ? nil : $0 } }
        if let chosen = set("SWALERT_LANG") { return catalogue(for: Substring(chosen)) ?? .en }
        let locale = set("LC_ALL") ?? set("LC_MESSAGES") ?? set("LANG") ?? "C"
        // gettext ignores LANGUAGE only in the C locale itself: C.UTF-8 reads it.
        guard locale != "C", locale != "POSIX" else { return .en }
        for entry in set("LANGUAGE")?.split(separator: ":") ?? [] {
            if entry == "C" || entry == "POSIX" { return .en }
            if let language = catalogue(for: entry) { return language }
        }
        return catalogue(for: Substring(locale)) ?? .en
    }

    /// The catalogue gettext opens for a locale name (`sr_RS.UTF-8@latin`): its language and region's, else its
    /// language's, each first with its modifier (`sr@latin`); nil when the original has none of them.
    func catalogue(for name: Substring) -> Language? {
        let modifier = name.firstIndex(of: "@").map { String(name[$0...]) } ?? ""
        let bare = name.prefix { $0 != "." && $0 != "@" }
        let codes = [bare, bare.prefix { $0 != "_" }].filter { !$0.isEmpty }.map(String.init)
        for code in (modifier.isEmpty ? [] : codes.map { $0 + modifier }) + codes {
            if let language = Language.named(code), has(language) { return language }
        }
        return nil
    }

    /// A button's label in the original's words for `language`; labels newt lacks (whiptail has no Extra) are English.
    func label(_ button: BoxRequest.Button, in language: Language) -> String {
        if case .whiptail = self, let key = Self.newtKey(button) { return NewtLabelCatalogue.text(key, in: language) }
        let key: DialogLabelKey = switch button {
        case .ok: .buttonOk
        case .cancel: .buttonCancel
        case .yes: .buttonYes
        case .no: .buttonNo
        case .extra: .buttonExtra
        case .help: .buttonHelp
        case .exit: .buttonExit
        }
        guard case .cdialog = self else { return DialogLabelCatalogue.text(key, in: .en) }
        return DialogLabelCatalogue.text(key, in: language)
    }

    private static func newtKey(_ button: BoxRequest.Button) -> NewtLabelKey? {
        switch button {
        case .ok: return .buttonOk
        case .cancel: return .buttonCancel
        case .yes: return .buttonYes
        case .no: return .buttonNo
        case .extra, .help, .exit: return nil
        }
    }

    /// `request`'s labels with each button the command line leaves as it is labelled in the environment's language
    /// (dialog's inputmenu's Extra button is its Rename).
    /// A label the locale's character set cannot show is English's, as gettext gives the untranslated text where it
    /// cannot convert a translation to the locale's codeset (glibc's transliteration, `Да` as `Da`, aside).
    func labels(of request: BoxRequest, environment: Environment) -> [BoxRequest.Button: String] {
        let language = language(environment), charset = Charset.detect(environment: environment)
        func shown(_ text: String, _ english: String) -> String {
            charset.isUTF8 || text.unicodeScalars.allSatisfy({ charset.byte(for: $0) != nil }) ? text : english
        }
        var labels = request.labels
        for button in [BoxRequest.Button.ok, .yes, .no, .cancel, .extra, .help, .exit] where labels[button] == nil {
            labels[button] = shown(label(button, in: language), label(button, in: .en))
        }
        if case .cdialog = self, request.renames, request.labels[.extra] == nil {
            labels[.extra] = shown(DialogLabelCatalogue.text(.inputmenuRename, in: language), "Rename")
        }
        return labels
    }
}
