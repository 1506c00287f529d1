/// `SWALERT_RECORD`: the file each answer given by a person is appended to, as the line that answers it next time.
public struct AnswerRecord: Sendable {
    public let path: String
    /// Whether a password's answer is written too (`--record-secrets`).
    public var recordsSecrets: Bool

    public init(path: String, recordsSecrets: Bool = false) {
        self.path = path
        self.recordsSecrets = recordsSecrets
    }

    /// Why a record could not be written: one line.
    public struct WriteError: Error, Hashable, Sendable, CustomStringConvertible {
        public let description: String
    }

    /// Appends `lines` (each ending in a newline) in one write; the file is made 0600, and one another user could
    /// write, or in a folder another user could write without the sticky bit, is refused (it would answer as root).
    public func append(_ lines: String) throws {
        guard !lines.isEmpty else { return }
        let name = Sanitizer.excerpt(path: path, limit: 100)
        if let problem = FileSafety.problem(foldersOf: path) {
            throw WriteError(description: Sanitizer.oneLine("refusing to record to \(name): \(problem)", limit: 400))
        }
        do {
            let descriptor = try Platform.openForAppending(path)
            defer { Platform.close(descriptor) }
            let ownership = try Platform.fileStatus(descriptor)
            guard ownership.isRegularFile else { throw WriteError(description: "cannot record to \(name): it is not a regular file") }
            if let problem = FileSafety.problem(file: ownership) {
                throw WriteError(description: Sanitizer.oneLine("refusing to record to \(name): \(problem)", limit: 400))
            }
            try Platform.writeAll(descriptor, Array(lines.utf8))
        } catch let error as SystemError {
            throw WriteError(description: Sanitizer.oneLine("cannot record to \(name): \(error.reason)"))
        }
    }
}
