#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

extension Platform {
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
