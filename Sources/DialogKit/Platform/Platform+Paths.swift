#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// The paths a file field's Tab completes to (`Form.complete`), read from the file system.
public enum PathCompletions {
    /// The paths that start with `prefix`, each directory ending in `/`; see `Platform.pathCompletions`.
    @Sendable public static func candidates(for prefix: String) -> [String] { Platform.pathCompletions(prefix) }
}

extension Platform {
    /// The most directory entries one completion reads.
    static let completionEntryLimit = 10_000

    /// The paths that start with `prefix`: the entries of its directory (`./` when it names none, `~/` the home
    /// directory) whose names start with its last part, dot files only when that part starts with a dot, each
    /// given as `prefix`'s directory part and the name, a directory with `/` after it; sorted, at most 10,000 read.
    /// A name that is not UTF-8 is left out: no `String` gives its bytes back.
    static func pathCompletions(_ prefix: String) -> [String] {
        let bytes = Array(prefix.utf8)
        let slash = bytes.lastIndex(of: UInt8(ascii: "/"))
        let directoryPart = slash.map { Array(bytes[...$0]) } ?? []
        let namePart = slash.map { Array(bytes[($0 + 1)...]) } ?? bytes
        var directory = directoryPart.isEmpty ? Array("./".utf8) : directoryPart
        if directoryPart.starts(with: Array("~/".utf8)), let home = environment("HOME") {
            directory = Array(home.utf8) + Array(directoryPart.dropFirst())
        }
        return entries(of: directory, starting: namePart).compactMap { name in
            String(validating: directoryPart + name + (isDirectory(directory + name) ? [UInt8(ascii: "/")] : []), as: UTF8.self)
        }.sorted()
    }

    /// Whether the path of `bytes` is a directory, or a link to one.
    private static func isDirectory(_ bytes: [UInt8]) -> Bool {
        guard !bytes.contains(0) else { return false }
        var info = stat()
        return (bytes + [0]).withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { stat($0, &info) == 0 }
        } && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// The names in `directory` that start with `start`, without `.` and `..`; dot files only when `start` has its dot.
    private static func entries(of directory: [UInt8], starting start: [UInt8]) -> [[UInt8]] {
        guard !directory.contains(0), let stream = (directory + [0]).withUnsafeBufferPointer({ buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { opendir($0) }
        }) else { return [] }
        defer { closedir(stream) }
        let hidden = start.first == UInt8(ascii: ".")
        var names: [[UInt8]] = [], read = 0
        while read < completionEntryLimit, let entry = readdir(stream) {
            read += 1
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            guard name != [UInt8(ascii: ".")], name != [UInt8(ascii: "."), UInt8(ascii: ".")] else { continue }
            guard name.starts(with: start), hidden || name.first != UInt8(ascii: ".") else { continue }
            names.append(name)
        }
        return names
    }
}
