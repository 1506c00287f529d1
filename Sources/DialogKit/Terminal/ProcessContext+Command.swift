extension ProcessContext {
    /// What `arguments` writes to its standard output and error, read to its end within `MessageSource`'s bounds
    /// (cut there with its notice); a command still writing then gets SIGPIPE, and it is waited for.
    public static func commandOutput(_ arguments: [String]) throws -> String {
        let (pid, output) = try Platform.startWithOutput(arguments)
        defer { Platform.waitForChild(pid) }
        defer { Platform.close(output) }
        return try MessageSource.read(output, maximumBytes: MessageSource.maximumBytes, maximumLines: MessageSource.maximumLines)
    }

    /// Starts the program at `path` with `arguments` and `environment` added to this process's, its standard streams
    /// on /dev/null, and returns its pid without waiting for it.
    public static func startDetached(_ path: String, _ arguments: [String], environment: [String: String]) throws -> Int32 {
        try Platform.spawn([path] + arguments, files: [.null, .null, .null], extraEnvironment: environment, newGroup: false)
    }
}

extension ProcessContext {
    /// Waits `seconds` (a signal may end the wait sooner).
    public static func pause(seconds: Double) {
        _ = try? Platform.poll([], timeout: seconds)
    }
}
