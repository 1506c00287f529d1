import Foundation

/// swalert run as cron or CI runs it: in a session of its own with no controlling terminal (`setsid -w`), so
/// `/dev/tty` cannot be opened; stdout and stderr to files (`Programs.run`), `TERM` set as a terminal's would be.
enum NoTerminal {
    /// swalert with `arguments`; stdin is a pipe given `stdin` and then closed, or `/dev/null` when nil.
    static func run(_ arguments: [String], stdin: String? = nil, environment: [String: String] = [:]) throws -> Finished {
        try Programs.run("/usr/bin/setsid", ["-w", Binary.swalert.path] + arguments,
                         environment: ["TERM": "xterm-256color"].merging(environment) { $1 }, input: stdin)
    }

    /// `script` run by `/bin/sh -c` with `$0` being swalert, stdin as `run` takes it.
    static func script(_ script: String, stdin: String? = nil, environment: [String: String] = [:]) throws -> Finished {
        try Programs.run("/usr/bin/setsid", ["-w", "/bin/sh", "-c", script, Binary.swalert.path],
                         environment: ["TERM": "xterm-256color"].merging(environment) { $1 }, input: stdin)
    }
}
