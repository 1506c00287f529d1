extension Language {
    /// The variables `select` reads.
    public static let environmentVariables = ["SWALERT_LANG", "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"]

    /// The language swalert speaks, from the environment's values: `SWALERT_LANG`, then gettext's order
    /// (`LANGUAGE`, a colon list read only when the locale is not C or POSIX; `LC_ALL`; `LC_MESSAGES`; `LANG`).
    /// The first value set decides (a `LANGUAGE` entry without a catalogue gives way to the next); English when
    /// it names no catalogue. `value` returns a variable's value, nil when it is unset.
    public static func select(_ value: (String) -> String?) -> Language {
        func set(_ name: String) -> String? { value(name).flatMap { $0.isEmpty ? nil : $0 } }
        if let chosen = set("SWALERT_LANG") { return matching(chosen) ?? .en }
        // The locale gettext reads for messages: LC_ALL, then LC_MESSAGES, then LANG.
        let locale = set("LC_ALL") ?? set("LC_MESSAGES") ?? set("LANG")
        if let list = set("LANGUAGE"), let locale, !isPOSIXLocale(locale) {
            for entry in list.split(separator: ":") {
                if let language = matching(String(entry)) { return language }
            }
        }
        return locale.flatMap(matching) ?? .en
    }

    /// Whether `locale` is the C or POSIX locale itself, where gettext ignores `LANGUAGE` (`C.UTF-8` reads it).
    static func isPOSIXLocale(_ locale: String) -> Bool {
        locale == "C" || locale == "POSIX"
    }

    /// `de_AT.UTF-8@euro` without its encoding and modifier: `de_AT`.
    static func stripped(_ locale: String) -> Substring {
        let name = locale.prefix { $0 != "." && $0 != "@" }
        return name
    }

    /// The catalogue a locale name asks for: the exact code (`pt_BR`), else its language's (`de_AT` → `de`);
    /// `zh` alone is simplified Chinese and `no` Norwegian Bokmål.
    public static func matching(_ locale: String) -> Language? {
        let name = stripped(locale)
        guard !name.isEmpty, name != "C", name != "POSIX" else { return nil }
        let languageOnly = name.prefix { $0 != "_" && $0 != "-" }
        let region = name.dropFirst(languageOnly.count + (languageOnly.count < name.count ? 1 : 0))
        let exact = region.isEmpty ? String(languageOnly) : "\(languageOnly)_\(region)"
        if let language = own(exact) { return language }
        switch languageOnly {
        case "zh": return region == "HK" || region == "MO" ? own("zh_TW") ?? own("zh_CN") : own("zh_CN")
        case "no", "nn": return own("nb")
        default: return own(String(languageOnly))
        }
    }

    /// The language whose code is `code`, if any catalogue has it (the front ends' included).
    public static func named(_ code: String) -> Language? {
        allCases.first { $0.code == code }
    }

    /// The language whose code is `code`, if swalert's own dialogs have its catalogue.
    static func own(_ code: String) -> Language? {
        MessageCatalogue.languages.first { $0.code == code }
    }
}
