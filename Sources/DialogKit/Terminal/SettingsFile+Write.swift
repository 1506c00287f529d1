extension SettingsFile {
    /// Writes `text` as the whole of the file at `path`, creating it if need be; throws the system's error.
    public static func write(_ text: String, to path: String) throws {
        try Platform.writeFile(path, Array(text.utf8))
    }
}
