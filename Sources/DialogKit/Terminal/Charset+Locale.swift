extension Charset {
    /// The character set of the locale the environment names, as `setlocale` reads it (see
    /// `ofLocale(lcAll:lcCType:lang:)`): what a terminal is taken to speak, to read keys and draw.
    public static func detect(environment: Environment = .reading(localeVariables)) -> Charset {
        ofLocale(lcAll: environment["LC_ALL"], lcCType: environment["LC_CTYPE"], lang: environment["LANG"])
    }
}
