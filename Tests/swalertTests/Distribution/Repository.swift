import Foundation
import XCTest

/// The files of this repository that ship with swalert, and the programs that read them.
enum Repository {
    /// The repository's root, found from this file's place in it.
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Distribution
        .deletingLastPathComponent()  // swalertTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    static func url(_ path: String) -> URL { root.appendingPathComponent(path) }

    /// The text of a file, by its path from the root.
    static func text(_ path: String) throws -> String {
        try String(contentsOf: url(path), encoding: .utf8)
    }

    /// The Swift sources of the executable and the library.
    static func sources() throws -> [(path: String, text: String)] {
        let sources = url("Sources")
        guard let walk = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil) else {
            throw HarnessError("cannot list \(sources.path)")
        }
        return try walk.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
            .sorted { $0.path < $1.path }
            .map { (String($0.path.dropFirst(root.path.count + 1)), try String(contentsOf: $0, encoding: .utf8)) }
    }
}

/// A program run to its end, with what it wrote.
struct Finished {
    var status: Int32
    var stdout: String
    var stderr: String
}

/// Runs programs the way a packager's or a user's shell would, and fails clearly when one is missing.
enum Programs {
    /// The full path of `name` in the usual places; fails the test (it does not skip) when it is missing,
    /// since `.ci/run` installs everything these tests need.
    static func require(_ name: String, package: String? = nil, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        for directory in ["/usr/bin", "/bin", "/usr/local/bin", "/opt/homebrew/bin", "/usr/sbin"] {
            let path = directory + "/" + name
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        let message = "\(name) is not installed (apt-get install \(package ?? name); .ci/run installs it)"
        XCTFail(message, file: file, line: line)
        throw HarnessError(message)
    }

    /// Runs `path` with `arguments` and waits at most `timeout` seconds for it to end.
    ///
    /// stdout and stderr go to files, so neither can fill a pipe while the other is read. The environment
    /// is only what is given, with a plain PATH and a UTF-8 locale.
    static func run(_ path: String, _ arguments: [String], environment: [String: String] = [:],
                    directory: URL? = nil, input: String? = nil, timeout: Double = 60) throws -> Finished {
        let scratch = try TemporaryDirectory()
        let out = scratch.url.appendingPathComponent("stdout"), err = scratch.url.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.environment = ["PATH": "/usr/local/bin:/usr/bin:/bin", "LANG": "C.UTF-8", "HOME": scratch.url.path]
            .merging(environment) { $1 }
        process.currentDirectoryURL = directory ?? Repository.root
        let stdout = try FileHandle(forWritingTo: out), stderr = try FileHandle(forWritingTo: err)
        defer { try? stdout.close(); try? stderr.close() }
        process.standardOutput = stdout
        process.standardError = stderr
        let stdin = Pipe()
        process.standardInput = input == nil ? FileHandle.nullDevice : stdin
        try process.run()
        if let input {
            stdin.fileHandleForWriting.write(Data(input.utf8))
            try stdin.fileHandleForWriting.close()
        }
        let ended = Waiting.until(timeout: timeout) { process.isRunning ? nil : true }
        if ended == nil {
            process.terminate()
            process.waitUntilExit()
            throw HarnessError("\(path) \(arguments.joined(separator: " ")) did not end within \(timeout) s")
        }
        process.waitUntilExit()
        return Finished(status: process.terminationStatus,
                        stdout: try String(contentsOf: out, encoding: .utf8),
                        stderr: try String(contentsOf: err, encoding: .utf8))
    }
}

/// A directory of its own under the system's temporary directory, removed with everything in it when the
/// value goes away.
final class TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("swalert-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }
}
