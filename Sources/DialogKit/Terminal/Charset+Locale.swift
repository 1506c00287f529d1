extension Charset {
    /// The character set of the locale the environment names (see `ofLocale`): what a terminal is taken to speak.
    public static func detect(environment: Environment = .process) -> Charset {
        ofLocale(lcAll: environment["LC_ALL"], lcCType: environment["LC_CTYPE"], lang: environment["LANG"])
    }
}
