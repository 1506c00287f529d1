extension AnswerFile {
    /// Why an answer file was not read: it could not be (`unreadable`), or another user could have written it (`unsafe`).
    public struct ReadError: Error, Hashable, Sendable, CustomStringConvertible {
        public enum Kind: Hashable, Sendable { case unreadable, unsafe }
        public let kind: Kind
        public let description: String
    }

    /// Reads the answer file at `path`, at most `maximumBytes`; refuses one that another user can write, or that sits
    /// in a folder another user can write without the sticky bit, as sudo refuses its files. Throws `ReadError`, or
    /// `Refusal` for a line that is not an answer.
    public static func load(_ path: String, maximumBytes: Int = maximumBytes) throws -> AnswerFile {
        let name = Sanitizer.excerpt(path: path, limit: 100)
        func unreadable(_ why: String) -> ReadError {
            ReadError(kind: .unreadable, description: Sanitizer.oneLine("cannot read \(name): \(why)"))
        }
        let descriptor: Int32
        do { descriptor = try Platform.openForReading(path, nonBlocking: true) } catch let error as SystemError {
            throw unreadable(error.reason)
        }
        defer { Platform.close(descriptor) }
        var bytes: [UInt8] = []
        do {
            let ownership = try Platform.fileStatus(descriptor)
            guard ownership.isRegularFile else { throw unreadable("it is not a regular file") }
            // The folders of the path given and of the file it leads to: a link is as safe as both.
            let resolved = Platform.resolvedPath(path) ?? path
            if let problem = FileSafety.problem(file: ownership) ?? FileSafety.problem(foldersOf: path)
                ?? (resolved == path ? nil : FileSafety.problem(foldersOf: resolved)) {
                throw ReadError(kind: .unsafe, description: Sanitizer.oneLine("refusing \(name): \(problem)", limit: 400))
            }
            // One byte past the bound tells a file that just fits from a longer one.
            while bytes.count <= maximumBytes {
                let chunk = try Platform.read(descriptor, capacity: min(65536, maximumBytes + 1 - bytes.count))
                if chunk.isEmpty { break }
                bytes += chunk
            }
        } catch let error as SystemError {
            throw unreadable(error.reason)
        }
        guard bytes.count <= maximumBytes else { throw unreadable("it is longer than \(Quantity.bytes(maximumBytes))") }
        return try AnswerFile(parsing: Sanitizer.decode(bytes), path: path)
    }
}

/// Whether a file that drives a run could have been written by another user: its owner, its mode, its folders.
enum FileSafety {
    /// Why the file of `ownership` is unsafe, or nil: owned by another user than this one or root, or writable by
    /// others (by its group, unless the group is this process's own).
    static func problem(file ownership: Platform.FileStatus) -> String? {
        let user = Platform.effectiveUserID()
        if ownership.owner != user, ownership.owner != 0 { return "it is owned by another user (uid \(ownership.owner))" }
        if ownership.permissions & 0o002 != 0 { return "other users can write it (chmod o-w)" }
        if ownership.permissions & 0o020 != 0, ownership.group != Platform.effectiveGroupID(), ownership.group != 0 {
            return "its group can write it (chmod g-w)"
        }
        return nil
    }

    /// Why a folder that holds `path` is unsafe, or nil: each, up to `/`, must belong to this user or root, and be
    /// writable by no other user unless its sticky bit is set (as `/tmp`'s is).
    static func problem(foldersOf path: String) -> String? {
        let absolute = path.hasPrefix("/") ? path : (Platform.currentDirectory() ?? ".") + "/" + path
        var folders: [String] = []
        var parts = absolute.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        parts.removeLast()
        var current = ""
        folders.append("/")
        for part in parts {
            current += "/" + part
            folders.append(current)
        }
        let user = Platform.effectiveUserID()
        for folder in folders {
            guard let ownership = Platform.fileStatus(path: folder) else { return "cannot check the folder \(folder)" }
            let name = Sanitizer.excerpt(path: folder, limit: 160)
            if ownership.owner != user, ownership.owner != 0 { return "its folder \(name) is owned by another user (uid \(ownership.owner))" }
            let sticky = ownership.permissions & 0o1000 != 0
            let othersWrite = ownership.permissions & 0o002 != 0
                || (ownership.permissions & 0o020 != 0 && ownership.group != Platform.effectiveGroupID() && ownership.group != 0)
            if othersWrite, !sticky { return "its folder \(name) is writable by other users without the sticky bit" }
        }
        return nil
    }
}
