#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// A command's stdout and stderr, kept in two unlinked temporary files while it runs.
///
/// Files, not memory: a command may print gigabytes, and the kernel writes them straight to disk without
/// swalert reading anything while it waits. The files have no name from the start, so nothing is left
/// behind however swalert ends.
public final class CapturedOutput {
    let standardOutput: Int32
    let standardError: Int32

    /// Creates the two files in `$TMPDIR`, or `/tmp`.
    public init() throws {
        let directory = Platform.environment("TMPDIR").flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        standardOutput = try Platform.anonymousFile(in: directory)
        do { standardError = try Platform.anonymousFile(in: directory) } catch {
            Platform.close(standardOutput)
            throw error
        }
    }

    deinit {
        Platform.close(standardOutput)
        Platform.close(standardError)
    }

    /// How many bytes the command wrote to stdout and to stderr.
    public var sizes: (standardOutput: Int, standardError: Int) {
        (Platform.fileSize(standardOutput), Platform.fileSize(standardError))
    }

    /// Writes the captured stdout to swalert's stdout, then the captured stderr to its stderr.
    ///
    /// A closed stdout (EPIPE) stops that copy quietly; stderr is still written.
    public func replay() {
        _ = try? Platform.copyFile(standardOutput, to: STDOUT_FILENO)
        _ = try? Platform.copyFile(standardError, to: STDERR_FILENO)
    }
}
