extension Messages {
    /// Whether a terminal of `charset` shows this language's texts: every one in UTF-8, German's in Latin-1, English's
    /// alone in ASCII. A sign with an ASCII form (`…` is `~`) is drawn in it, as in English's texts.
    public func isReadable(in charset: Charset) -> Bool {
        guard language != .en, charset != .utf8 else { return true }
        return MessageKey.allCases.allSatisfy { key in
            self[key].unicodeScalars.allSatisfy { scalar in
                charset.shownByte(for: scalar) != nil || (!scalar.properties.isAlphabetic && GlyphSet.ascii.form(of: scalar) != nil)
            }
        }
    }

    /// The messages of `language` where `charset` shows its letters, else English (as gettext falls back to the
    /// untranslated text where the locale's codeset cannot hold a translation).
    public static func selected(_ language: Language, charset: Charset) -> Messages {
        let messages = Messages(language)
        return messages.isReadable(in: charset) ? messages : .english
    }
}
