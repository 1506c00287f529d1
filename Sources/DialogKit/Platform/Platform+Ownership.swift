#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

extension Platform {
    /// Who owns a file and who may write it, as `stat` says: what an answer file is checked by.
    struct Ownership: Equatable, Sendable {
        var owner: UInt32
        var group: UInt32
        /// The permission bits, the sticky bit (0o1000) among them.
        var permissions: UInt32
        var isDirectory: Bool
        var isRegularFile: Bool
    }

    /// The ownership of an open file.
    static func ownership(_ fd: Int32) throws -> Ownership {
        var info = stat()
        _ = try retrying("fstat") { fstat(fd, &info) }
        return ownership(info)
    }

    /// The ownership of `path`, a link followed; nil when it cannot be read.
    static func ownership(path: String) -> Ownership? {
        var info = stat()
        return stat(path, &info) == 0 ? ownership(info) : nil
    }

    private static func ownership(_ info: stat) -> Ownership {
        let type = UInt32(info.st_mode) & UInt32(S_IFMT)
        return Ownership(owner: UInt32(info.st_uid), group: UInt32(info.st_gid), permissions: UInt32(info.st_mode) & 0o7777,
                         isDirectory: type == UInt32(S_IFDIR), isRegularFile: type == UInt32(S_IFREG))
    }

    static func effectiveUserID() -> UInt32 { UInt32(geteuid()) }

    static func effectiveGroupID() -> UInt32 { UInt32(getegid()) }

    /// The working directory's path, or nil when it cannot be had (at most 4096 bytes).
    static func currentDirectory() -> String? {
        var buffer = [CChar](repeating: 0, count: 4097)
        guard getcwd(&buffer, buffer.count) != nil else { return nil }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `path` with every symbolic link and `.`/`..` resolved (`realpath`), or nil when it cannot be.
    static func resolvedPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Opens `path` to append to, made 0600 when new, never through a symbolic link nor waiting on a FIFO.
    static func openForAppending(_ path: String) throws -> Int32 {
        try open(path, O_WRONLY | O_APPEND | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, mode: 0o600)
    }

    private static func open(_ path: String, _ flags: Int32, mode: UInt32) throws -> Int32 {
        try retrying("open \(path)") { path.withCString { ownershipOpen($0, flags, mode_t(mode)) } }
    }
}

@inline(__always) private func ownershipOpen(_ path: UnsafePointer<CChar>, _ flags: Int32, _ mode: mode_t) -> Int32 {
    open(path, flags, mode)
}
